import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign } from './support/app.js';
import { board, openAssassinsTab, slot } from './support/assassins.js';

/*
 * The Assassins tab at the table: three boards at a laptop's 1366×768, a compact
 * view that keeps them within one screen, actions that look like buttons, and a card typed
 * on a board before anybody entered it in Box data linking to it when it is.
 */

const SHOTS = process.env.BOV_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 1366, height: 768 } });

test('compact view: three boards side by side within the viewport height, kept for the campaign', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Three boards', assassins: ['Claudio', 'Daria', 'Bastiano'] });
  await openAssassinsTab(page);
  await expect(board(page, 'Bastiano')).toBeVisible();
  await shot(page, 'full-view');

  const view = page.getByRole('group', { name: 'Board view' });
  // Keyboard usable: the toggle is reached and pressed like any button.
  await view.getByRole('button', { name: 'Compact' }).focus();
  await page.keyboard.press('Enter');
  await expect(view.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByRole('button', { name: 'Full' })).toHaveAttribute('aria-pressed', 'false');

  // A long name does not wrap: one line, cut with an ellipsis, whole in its tooltip.
  const longName = 'Sword of the Condottiere of the Serenissima';
  await slot(board(page, 'Claudio'), 'Melee weapon').getByRole('button', { name: 'Add card…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card name').fill(longName);
  await add.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(add).toBeHidden();
  const name = slot(board(page, 'Claudio'), 'Melee weapon').getByText(longName, { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveCSS('white-space', 'nowrap');
  await expect(name).toHaveCSS('text-overflow', 'ellipsis');
  // It is cut indeed: the whole name is wider than the room it has.
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(slot(board(page, 'Claudio'), 'Melee weapon').locator('[title]').first()).toHaveAttribute('title', new RegExp(longName));

  const boxes = await Promise.all(['Claudio', 'Daria', 'Bastiano'].map(async (who) => (await board(page, who).boundingBox())!));
  // Side by side: one row of three, and the row is shorter than the window.
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  expect(bottom - top).toBeLessThanOrEqual(768);
  await board(page, 'Claudio').scrollIntoViewIfNeeded();
  await shot(page, 'compact-view');

  // The actions are buttons with the app's button frame, and the focused one shows its ring.
  const move = slot(board(page, 'Claudio'), 'Melee weapon').getByRole('button', { name: 'Move…' });
  await expect(move).toHaveCSS('border-top-style', 'solid');
  await expect(move).not.toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
  await move.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(move).toBeFocused();
  await expect(move).toHaveCSS('outline-style', 'solid');
  await shot(page, 'compact-focus');

  // Remembered for this campaign when the page opens again.
  await page.reload();
  await openAssassinsTab(page);
  await expect(page.getByRole('group', { name: 'Board view' }).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
});

test('SLOT-5, EQP-6, HLT-1: an armor typed on a board, then entered in Box data, raises the health maximum', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Armor later', assassins: ['Claudio', 'Daria'] });
  await openAssassinsTab(page);

  // Typed at the table before anybody entered the card: its health is not known yet.
  await slot(board(page, 'Claudio'), 'Armor').getByRole('button', { name: 'Add card…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card name').fill('Test Brigandine');
  await add.getByLabel('Slot icon').selectOption({ label: 'Armor' });
  await add.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(board(page, 'Claudio').getByRole('status')).toContainText('3 / 3');
  await expect(slot(board(page, 'Claudio'), 'Armor')).toContainText('typed');

  // Later the group enters the card from the box (a test value, not the game's), named with other case.
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  const equipment = page.getByRole('dialog', { name: 'Add equipment card' });
  await equipment.getByLabel('Card id').fill('T/7');
  await equipment.getByLabel('Name').fill('test brigandine');
  await equipment.getByLabel('Slot').selectOption({ label: 'Armor' });
  await equipment.getByLabel('Armor health').fill('2');
  await equipment.getByRole('button', { name: 'Save' }).click();
  await expect(equipment).toBeHidden();

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Armor later' })).toBeVisible();
  await openAssassinsTab(page);
  await expect(board(page, 'Claudio').getByRole('status')).toContainText('5 / 5');
  await expect(slot(board(page, 'Claudio'), 'Armor')).toContainText('box data T/7');
  await expect(slot(board(page, 'Claudio'), 'Armor')).toContainText('+2 health');
  await shot(page, 'linked-armor');
});
