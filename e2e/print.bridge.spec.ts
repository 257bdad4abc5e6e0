import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { HOSTILE, LONG_WORD, colouredPixels, invokeThroughBridge, readPdf, seedPlayedCampaign, type SeededCampaign } from './support/print.js';

/**
 * The printed Diary of Memories (DIARY-1) as Chromium prints it: the PDF's own text, read
 * back with pdftotext, must carry every box, the circled XP total and the sticker marks on
 * the expected number of pages, in both paper sizes and both colour modes.
 */

const PAPERS = [
  // The seeded diary (7 attempts, one with very long notes) fills 2 A4 pages and 3 Letter pages.
  { paper: 'a4', format: 'A4', pages: 2, size: /\(A4\)/ },
  { paper: 'letter', format: 'Letter', pages: 3, size: /\(letter\)/ },
] as const;
const MARGIN = { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' };

async function openPrintView(page: Page, seeded: SeededCampaign, paper: string, colour: boolean): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${seeded.campaignId}/print?paper=${paper}&colour=${colour ? 1 : 0}`);
  // The same readiness flag Electron's PDF export waits for.
  await expect(page.locator('body[data-print-ready="true"]')).toHaveCount(1);
}

async function startWithPlayedCampaign(page: Page, url: string, name = 'Venice 1503'): Promise<SeededCampaign> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  return seedPlayedCampaign(page, name);
}

test('DIARY-1: the diary prints on A4 and Letter, in colour and in black and white, with every box, the XP total and the stickers', async ({
  page,
  app,
}) => {
  const seeded = await startWithPlayedCampaign(page, app.url);
  expect(seeded.xpTotal).toBeGreaterThan(0);

  for (const { paper, format, pages, size } of PAPERS) {
    for (const colour of [true, false]) {
      const where = `${paper}, ${colour ? 'colour' : 'black and white'}`;
      await openPrintView(page, seeded, paper, colour);
      const pdf = await page.pdf({ format, printBackground: true, margin: MARGIN });
      const read = readPdf(pdf);

      expect(read.pageSize, where).toMatch(size);
      expect(read.pages, where).toBe(pages);
      // DIARY-1: 26 memory boxes and the HQ box, each labelled, the played ones with their memory id.
      for (let n = 1; n <= 26; n++) expect(read.text, `${where}: box ${n}`).toMatch(new RegExp(`\\bBox ${n}\\b`));
      expect(read.text, where).toContain('HQ');
      for (const id of seeded.memoryIds) expect(read.text, `${where}: memory ${id}`).toMatch(new RegExp(`(^|\\s)${id.replace('.', '\\.')}(\\s|$)`, 'm'));
      // DIARY-2: the total circled on the XP track, with the thresholds of levels I–IV.
      expect(read.flat, where).toContain(`Total: ${seeded.xpTotal} XP`);
      for (const level of ['Level I: 5 XP', 'Level II: 12 XP', 'Level III: 20 XP', 'Level IV: 30 XP']) expect(read.flat, where).toContain(level);
      // SYNC-1..3: the stickers as extractable marks; REPLAY-5: the Synchronized Memory.
      expect(read.text, where).toContain('● red');
      expect(read.text, where).toContain('■ gray');
      expect(read.text, where).toContain('Synchronized Memory');
      // Hostile notes stay text; long notes wrap instead of being cut at the margin.
      expect(read.flat, where).toContain(HOSTILE);
      expect(read.text.replace(/\s+/g, ''), where).toContain(LONG_WORD);
      expect(read.flat, where).toContain(seeded.lastNotes);
      // Only the sheet prints: no app chrome, no toolbar.
      for (const chrome of ['Undo', 'Settings', 'Print…', 'Back to the diary', 'Black and white']) expect(read.text, where).not.toContain(chrome);

      const { coloured } = colouredPixels(pdf);
      if (colour) expect(coloured, `${where}: the red stickers and the circled total are in colour`).toBeGreaterThan(0);
      else expect(coloured, `${where}: no colour at all`).toBe(0);
    }
  }
});

test('DIARY-1: nothing on the printed sheet reaches past the page width', async ({ page, app }) => {
  const seeded = await startWithPlayedCampaign(page, app.url);
  for (const { paper } of PAPERS) {
    await openPrintView(page, seeded, paper, true);
    await page.emulateMedia({ media: 'print' });
    const overflowing = await page.getByTestId('print-sheet').evaluate((sheet) => {
      const right = sheet.getBoundingClientRect().right + 0.5;
      return [...sheet.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > right)
        .map((element) => `${element.tagName}.${element.className}`);
    });
    expect(overflowing, paper).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('the printed diary is in Polish when the app is', async ({ page, app }) => {
  const seeded = await startWithPlayedCampaign(page, app.url, 'Wenecja');
  await invokeThroughBridge(page, 'settings/set-language', { language: 'pl' });
  await openPrintView(page, seeded, 'a4', false);
  const read = readPdf(await page.pdf({ format: 'A4', printBackground: true, margin: MARGIN }));

  expect(read.flat).toContain('Dziennik Wspomnień');
  expect(read.text).toMatch(/\bPole 26\b/);
  expect(read.flat).toContain(`Suma: ${seeded.xpTotal} PD`);
  expect(read.text).toContain('● czerwona');
  expect(read.text).toContain('■ szara');
  expect(read.text).toContain('Zsynchronizowane Wspomnienie');
  expect(read.text).not.toMatch(/\bBox \d/);
});

test('hostile notes and titles on the print view stay text and never run', async ({ page, app }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const seeded = await startWithPlayedCampaign(page, app.url, HOSTILE);
  await openPrintView(page, seeded, 'a4', true);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE);
  await expect(page.getByTestId('print-log-row').filter({ hasText: HOSTILE })).toHaveCount(2);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the toolbar switches paper and colours, prints, and offers no PDF export through the bridge', async ({ page, app }) => {
  // Counts calls instead of opening the browser's print dialog, which a test cannot close.
  await page.addInitScript(() => {
    const counted = globalThis as unknown as { printed: number; print: () => void };
    counted.printed = 0;
    counted.print = () => void counted.printed++;
  });
  const seeded = await startWithPlayedCampaign(page, app.url);
  await openPrintView(page, seeded, 'a4', true);
  const toolbar = page.getByRole('region', { name: 'Print settings' });

  await toolbar.getByRole('radio', { name: 'Letter, portrait' }).check();
  await expect(page).toHaveURL(/paper=letter&colour=1/);
  await toolbar.getByRole('radio', { name: 'Black and white' }).check();
  await expect(page).toHaveURL(/paper=letter&colour=0/);
  await expect(page.getByTestId('print-sheet')).toHaveClass(/paper-letter/);
  await expect(page.getByTestId('print-sheet')).toHaveClass(/mono/);

  // The bridge cannot write files itself (AppInfo.canExportPdf): the browser's print dialog saves PDFs.
  await expect(toolbar.getByRole('button', { name: 'Export PDF…' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Print…' }).click();
  expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);

  await toolbar.getByRole('link', { name: 'Back to the diary' }).click();
  await expect(page).toHaveURL(new RegExp(`#/campaigns/${seeded.campaignId}/diary$`));
});

test('the print view has no detectable accessibility problems', async ({ page, app }) => {
  const seeded = await startWithPlayedCampaign(page, app.url);
  for (const colour of [true, false]) {
    await openPrintView(page, seeded, 'a4', colour);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${colour ? 'colour' : 'mono'}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
});

test('an unknown campaign says so instead of printing an empty diary', async ({ page, app }) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.goto(`${new URL(page.url()).origin}/#/campaigns/999/print?paper=a4&colour=1`);
  await expect(page.locator('body[data-print-ready="failed"]')).toHaveCount(1);
  await expect(page.getByText('The diary could not be prepared for printing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print…' })).toBeDisabled();
});

test('the print window Electron opens (`&lang=pl`) prints in Polish without changing the saved language', async ({ page, app }) => {
  const seeded = await startWithPlayedCampaign(page, app.url);
  const origin = new URL(page.url()).origin;
  // The address diary-pdf-export.ts builds for the hidden print window.
  await page.goto(`${origin}/#/campaigns/${seeded.campaignId}/print?paper=a4&colour=1&lang=pl`);
  await expect(page.locator('body[data-print-ready="true"]')).toHaveCount(1);
  const read = readPdf(await page.pdf({ format: 'A4', printBackground: true, margin: MARGIN }));
  expect(read.flat).toContain('Dziennik Wspomnień');

  expect(await invokeThroughBridge(page, 'settings/get', {})).toEqual({ language: 'en' });
  await page.getByRole('region', { name: 'Ustawienia wydruku' }).getByRole('link', { name: 'Wróć do Dziennika' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeVisible();
});
