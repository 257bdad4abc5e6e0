import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { invokeThroughBridge } from './support/print.js';
import { twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';

/**
 * Player text as a hostile (or just unusual) group types it: a campaign name that is one
 * 200-letter word, and a player name starting with a right-to-left override. The page must
 * never scroll sideways, and the override must not reorder the names around it. A box-data
 * file too large to import is refused by the page before a byte is sent, with the limit.
 */

const LONG_NAME = `Carnevale${'x'.repeat(70)}`;
const OVERRIDE = '\u202E';

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.locator('html').evaluate((root) => root.scrollWidth > root.clientWidth);
}

/** Where the first and last letters of `word` are drawn, in the text node that holds `text`. */
async function letterPositions(page: Page, text: string, word: string): Promise<[number, number]> {
  return page.locator('body').evaluate(
    (body, [text, word]) => {
      const SHOW_TEXT = 4;
      const doc = body.ownerDocument;
      const walker = doc.createTreeWalker(body, SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        if (!content.includes(text)) continue;
        const start = content.indexOf(text) + text.indexOf(word);
        const x = (offset: number) => {
          const range = doc.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return [x(start), x(start + word.length - 1)] as [number, number];
      }
      throw new Error(`"${text}" is not on the page`);
    },
    [text, word] as const,
  );
}

test('a one-word campaign name wraps instead of scrolling the page sideways, and a right-to-left override stays inside its name', async ({ page, app }) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', {
    ...twoPlayerCoreCampaign(LONG_NAME),
    playerNames: [`${OVERRIDE}Anna`, 'Bartek'],
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: LONG_NAME })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // Bartek follows the overridden name: its B must still be drawn left of its k.
  const [b, k] = await letterPositions(page, 'Bartek', 'Bartek');
  expect(b).toBeLessThan(k);

  await page.goto(`${new URL(page.url()).origin}/#/campaigns/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: LONG_NAME })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('a box-data file over the limit is refused before it is sent, naming its size and the limit', async ({ page, app }) => {
  await page.goto(app.url);
  await page.goto(`${new URL(page.url()).origin}/#/box-data`);
  await expect(page.getByRole('heading', { name: 'Export and import' })).toBeVisible();
  const imports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/invoke') && (request.postData() ?? '').includes('box-data/import')) imports.push(request.url());
  });

  await page.getByLabel('Import from file').setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(6 * 1024 * 1024, 0x20) });

  await expect(page.getByRole('alert')).toContainText('The file is too large (6 MB); the limit is 4.8 MB.');
  expect(imports).toEqual([]);
});
