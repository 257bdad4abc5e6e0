import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Region } from '../shared/exploration/region-box-data.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign } from '../shared/test-support/campaign-builders.js';
import { regionLocation } from '../shared/test-support/region-builders.js';
import { expect, test, type AppUnderTest } from './support/fixtures.js';
import { invokeThroughBridge, readPdf } from './support/print.js';

/**
 * Region maps as Box data (UNK-27/28): a whole map typed from the printed map, row by row
 * with the keyboard or as pasted lines, checked row by row; the exploration table; and the
 * printed diary's region map progress for an Apocalypse campaign.
 */

async function openBoxData(page: Page, app: AppUnderTest): Promise<Locator> {
  await page.goto(app.url);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
  return page.getByRole('region', { name: 'Region maps (Apocalypse)' });
}

/** Enter in a row's last field moves the focus to the next row's number (a row is added after the last), typed there. */
async function nextRowByEnter(dialog: Locator, row: number): Promise<void> {
  const page = dialog.page();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(`No., row ${row}`)).toBeFocused();
  await page.keyboard.type(String(row));
}

const regionRow = (section: Locator, name: string) => section.getByRole('row').filter({ has: section.page().getByRole('rowheader', { name }) });

test('UNK-28: a whole region map typed row by row, checked, saved, extended with pasted lines, undone and removed', async ({ page, app }) => {
  const section = await openBoxData(page, app);
  await expect(section.getByText('No region map yet.', { exact: false })).toBeVisible();

  await section.getByRole('button', { name: 'Enter a whole map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter a region map' });
  await dialog.getByLabel('Region name').fill('Test valley');
  await expect(dialog.getByLabel('Short id')).toHaveValue('test-valley');
  await dialog.getByLabel('Threat gauge boxes').fill('6');
  await dialog.getByLabel('Gauge boxes with #').fill('2 31');

  // Keyboard only: Enter in a row goes to the next row, adding one after the last.
  await dialog.getByLabel('No., row 1').fill('1');
  await dialog.getByLabel('Connected to, row 1').fill('2');
  await nextRowByEnter(dialog, 2);
  await dialog.getByLabel('Symbol, row 2').selectOption({ label: 'Healer' });
  await dialog.getByLabel('Heals, row 2').fill('2');
  await dialog.getByLabel('Connected to, row 2').fill('3');
  await nextRowByEnter(dialog, 3);
  await dialog.getByLabel('Symbol, row 3').selectOption({ label: 'Narrative location' });
  await dialog.getByLabel('Connected to, row 3').fill('1, 9');

  const axe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Every problem names its row and field; nothing is saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  const problems = dialog.getByRole('alert').filter({ hasText: 'Fix these before saving' });
  await expect(problems).toContainText('Row 3, # card: A narrative location needs its # card number.');
  await expect(problems).toContainText('Row 3, Connected to: Location 9 is not in the table: add its row too.');
  await expect(dialog.getByLabel('# card, row 3')).toBeFocused();
  await expect(dialog.getByLabel('# card, row 3')).toHaveAttribute('aria-invalid', 'true');

  // Fixed, then saved with Ctrl+Enter from the table.
  await dialog.getByLabel('# card, row 3').fill('A#12');
  await dialog.getByLabel('Connected to, row 3').fill('1');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  const valley = regionRow(section, 'Test valley');
  await expect(valley).toContainText('test-valley');
  await expect(valley).toContainText('6 boxes, 1 with #');
  await expect(valley.getByRole('cell')).toContainText(['test-valley', '3', '6 boxes, 1 with #', '3', '3']);

  // Edit: the saved map opens as typed (each connection on both of its ends), plus pasted lines.
  await valley.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the region map Test valley' });
  await expect(edit.getByLabel('Connected to, row 1')).toHaveValue('2, 3');
  await expect(edit.getByLabel('Heals, row 2')).toHaveValue('2');
  await expect(edit.getByLabel('# card, row 3')).toHaveValue('A#12');
  await edit.getByText('Paste or type lines instead').click();
  await edit.getByLabel('One location per line').fill('4 o code 4821 → 3\n5 dragon → 4');
  await edit.getByRole('button', { name: 'Add these lines to the table' }).click();
  await expect(edit.getByRole('alert')).toContainText('Line 2: “dragon” is not a location symbol.');
  await expect(edit.getByLabel('One location per line')).toHaveValue('5 dragon → 4');
  await expect(edit.getByLabel('No., row 4')).toHaveValue('4');
  await expect(edit.getByLabel('Symbol, row 4')).toHaveValue('observation');
  await expect(edit.getByLabel('Sticker code, row 4')).toHaveValue('4821');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(valley.getByRole('cell')).toContainText(['test-valley', '3', '6 boxes, 1 with #', '4', '4']);

  // Saved for good: a reload shows it; Undo brings back the map as it was before the edit.
  await page.reload();
  await expect(valley.getByRole('cell')).toContainText(['test-valley', '3', '6 boxes, 1 with #', '4', '4']);
  await page.getByRole('banner').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(valley.getByRole('cell')).toContainText(['test-valley', '3', '6 boxes, 1 with #', '3', '3']);

  // Removing asks first.
  await valley.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the region map?' });
  await expect(confirm).toContainText('Remove the map “Test valley” from Box data?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No region map yet.', { exact: false })).toBeVisible();
});

/** Opens the dialog adding a code to the exploration table, with `code` typed in it. */
async function openAddCode(table: Locator, code: string): Promise<Locator> {
  await table.getByRole('button', { name: 'Add a code' }).click();
  const dialog = table.page().getByRole('dialog', { name: 'Add a code of the exploration table' });
  await dialog.getByLabel('Code').fill(code);
  return dialog;
}

/** Saving is refused with `refusal` shown in the dialog; with the code corrected to `code`, it saves and closes. */
async function saveRefusedThenFixed(dialog: Locator, refusal: string, code: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(refusal)).toBeVisible();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('UNK-27: the exploration table: a code gives a memory or a mystery, a code is entered once, removing asks first', async ({ page, app }) => {
  const section = await openBoxData(page, app);
  const table = section.getByRole('region', { name: 'Exploration table' });
  await expect(table.getByText('No code entered yet.')).toBeVisible();

  let dialog = await openAddCode(table, '48');
  await dialog.getByLabel('Memory number').fill('2.3');
  await saveRefusedThenFixed(dialog, 'A sticker code has exactly 4 digits.', '4821');
  await expect(table.getByRole('row', { name: /4821/ })).toContainText('Memory 2.3');

  dialog = await openAddCode(table, '4821');
  await dialog.getByRole('radio', { name: 'A mystery' }).check();
  await saveRefusedThenFixed(dialog, 'Code 4821 is already in the table.', '1234');
  await expect(table.getByRole('row', { name: /1234/ })).toContainText('A mystery');

  await table.getByRole('row', { name: /4821/ }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove the code?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row', { name: /4821/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /1234/ })).toBeVisible();
});

/**
 * A made-up map (test values only; the real maps are box data): 1 start, 2 and 4 observation
 * points, 3 ruins, 5 a healer, 6 a mystery-or-memory location whose code gives memory A.2.
 */
const PRINT_REGION: Region = {
  id: 'print-valley',
  name: 'Print valley',
  journeySlots: 3,
  gauge: { boxes: 3, hashBoxes: [{ box: 2, card: '31' }] },
  locations: [
    regionLocation(1, 'other'),
    regionLocation(2, 'observation'),
    regionLocation(3, 'ruins'),
    regionLocation(4, 'observation'),
    regionLocation(5, 'healer', { healValue: 2 }),
    regionLocation(6, 'mystery-or-memory', { stickerCode: '1111' }),
  ],
  connections: [
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [1, 6],
  ],
};

test('the printed diary of an Apocalypse campaign shows each region map played on: the map and its progress in words', async ({ page, app }) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  // Setup through the bridge's API (the exploration screen has its own test).
  const call = <T>(channel: string, args: unknown) => invokeThroughBridge<T>(page, channel, args);
  await call('box-data/save-region', { previousId: null, region: PRINT_REGION });
  await call('box-data/save-exploration-code', { previousCode: null, entry: { code: '1111', kind: 'memory', memoryId: 'A.2' } });
  const { id: campaignId } = await call<{ id: number }>('campaign/create', twoPlayerApocalypseCampaign('Apocalypse nights'));
  await playMemoryAndEndOfMemory(call, campaignId, 'A.1');
  await call('exploration/start-phase', { campaignId, regionId: PRINT_REGION.id, startLocation: 1 });
  const journey = (to: number, method: 'cube' | 'gauge' = 'cube') => call('exploration/journey', { campaignId, to, payment: { method } });
  await journey(2); // LOC-5: observation point 2 activated
  await journey(3); // LOC-2: ruins
  await call('exploration/resolve-location', { campaignId, resolution: { symbol: 'ruins', card: 'Old bones' } });
  await journey(4); // LOC-5: observation point 4 activated
  await call('exploration/jump', { campaignId, to: 2 }); // LOC-5: free jump back
  await journey(1, 'gauge'); // EXP-4: no cube left, box 1 ticked
  await journey(6, 'gauge'); // THR-1: box 2 gives # card 31
  await call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: '1111' } });

  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${campaignId}/print?paper=a4&colour=0`);
  await expect(page.locator('body[data-print-ready="true"]')).toHaveCount(1);
  const figure = page.getByRole('img', { name: 'The region map Print valley as the group left it' });
  await expect(figure).toBeVisible();
  // The static map draws every location and the six lines.
  await expect(figure.locator('.locations > g')).toHaveCount(6);
  await expect(figure.locator('.journeys line')).toHaveCount(6);
  const axe = await new AxeBuilder({ page }).include('[data-testid="print-sheet"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Laid out for paper, the map's frame stays inside the sheet (it was cut at the right edge).
  await page.emulateMedia({ media: 'print' });
  const sheet = (await page.getByTestId('print-sheet').boundingBox())!;
  const frame = (await figure.boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(sheet.x);
  expect(frame.x + frame.width).toBeLessThanOrEqual(sheet.x + sheet.width);
  await page.emulateMedia({ media: 'screen' });

  const read = readPdf(await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } }));
  expect(read.flat).toContain('Region map progress: Print valley');
  expect(read.flat).toContain('Exploration phase 1');
  for (const words of [
    '1 → 2, journey cube',
    '2 → 3, journey cube',
    '3 → 4, journey cube',
    '4 → 2, free jump (observation points)',
    '2 → 1, gauge tick',
    '1 → 6, gauge tick',
  ]) {
    expect(read.flat).toContain(words);
  }
  // The two columns interleave in the PDF's text: each fact is checked on its own.
  expect(read.flat).toContain('Stickers placed');
  expect(read.flat).toContain('1, 2, 3, 4, 6');
  expect(read.flat).toContain('2 (Observation point), 4 (Observation point)');
  expect(read.flat).toContain('3 (Ruins)');
  expect(read.flat).toContain('memory A.2 at 6');
  expect(read.flat).toContain('boxes ticked: 2 of 3; # cards taken: box 2: 31');
  expect(read.flat).toContain('The group stands at location 6.');
});
