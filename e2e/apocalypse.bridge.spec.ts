import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import type { Page } from '@playwright/test';
import { openAssassinsTab, board } from './support/assassins.js';
import { openDiaryTab } from './support/diary.js';
import { createApocalypseCampaign, openExplorationTab } from './support/exploration.js';
import { invokeThroughBridge } from './support/print.js';

/** Test values only (box data the players type from their own box, never the game's). */
const TEST_THRESHOLDS = [5, 10, 20, 30];
const TEST_ARMOR = { name: 'Test armor', boxCardId: null, cardType: 'armor', armorHealth: 1 } as const;

/** Records an attempt from the Diary, ticking the assassins eliminated in it (HLT-8). */
async function record(page: Page, outcome: 'Success' | 'Failure', eliminated: string[] = []): Promise<void> {
  await page.getByRole('button', { name: /^Record (an attempt|the second attempt at )/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an attempt' });
  await expect(dialog).toBeVisible();
  const memory = dialog.getByLabel('Memory', { exact: true });
  if ((await memory.inputValue()) !== 'A1') await memory.fill('A1');
  await dialog.getByRole('radio', { name: outcome }).check();
  for (const name of eliminated) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByLabel('Objective 1', { exact: true }).fill('Reach the temple');
  await dialog.getByLabel('XP of objective 1', { exact: true }).fill('2');
  await dialog.getByLabel('XP of objective 1', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

test('EOM-2, EOM-3: an assassin eliminated in a failed memory sits out the second attempt and comes back with 1 + armor health', async ({ page, app }) => {
  await page.goto(app.url);
  const campaignId = await createApocalypseCampaign(page, 'Apocalypse night', ['Alif', 'Bastiano']);
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: TEST_THRESHOLDS });
  const boards = await invokeThroughBridge<{ members: { memberId: number; characterId: string }[] }>(page, 'board/get', { campaignId });
  const alif = boards.members.find((m) => m.characterId === 'alif')!.memberId;
  await invokeThroughBridge(page, 'board/add-card', { campaignId, card: TEST_ARMOR, to: { place: 'board', memberId: alif, slot: 'armor' } });

  // Shao Jun is on the Assassins tab of an Apocalypse campaign (SJ-1).
  await openAssassinsTab(page);
  await page.getByRole('button', { name: 'Shao Jun joins' }).click();
  await expect(page.getByText('All players control Shao Jun together.', { exact: false })).toBeVisible();

  await openDiaryTab(page);
  await record(page, 'Failure', ['Alif']);

  await openExplorationTab(page);
  const panel = page.getByRole('region', { name: 'End-of-memory phase' });
  await expect(panel.getByText('Memory A1 was lost (attempt 1).', { exact: false })).toBeVisible();
  await expect(panel.getByText('An apprentice replaces Alif for the second attempt.')).toBeVisible();
  await expect(panel.getByText('Nobody comes back in this phase.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open the Assassins tab' })).toBeVisible();
  // EOM-1: a medicine row is labelled and usable from the keyboard; an incomplete one holds the phase back.
  await panel.getByRole('button', { name: 'Use a medicine' }).click();
  await expect(panel.getByLabel('Medicine 1: heals')).toBeFocused();
  await panel.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Each medicine needs the assassin it heals and a health between 1 and 9.');
  expect((await new AxeBuilder({ page }).include('section.eom').analyze()).violations).toEqual([]);
  await panel.getByRole('button', { name: 'Remove medicine 1' }).click();
  await panel.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();
  await expect(panel.getByText('The end-of-memory phase of memory A1 is done.', { exact: false })).toBeVisible();
  await expect(panel.getByText('The second attempt at the same memory comes next.', { exact: false })).toBeVisible();

  await openDiaryTab(page);
  await record(page, 'Success');

  await openExplorationTab(page);
  await expect(panel.getByText('Memory A1 was won (attempt 2).', { exact: false })).toBeVisible();
  await expect(panel.getByText('Alif is back, with 2 health (1 plus the armor worn).')).toBeVisible();
  await panel.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();
  await expect(panel.getByText('The exploration phase comes next.', { exact: false })).toBeVisible();

  await openAssassinsTab(page);
  await expect(board(page, 'Alif')).toContainText('2 / 4');
  await expect(board(page, 'Alif')).not.toContainText('An apprentice stands in');
});
