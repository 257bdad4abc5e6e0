import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';
import { attemptRequest } from '../shared/test-support/diary-builders.js';
import { openAssassinsTab } from './support/assassins.js';
import { invokeThroughBridge } from './support/print.js';

/** The campaign's overview, by its address, as a bookmark would open it. */
async function openOverview(page: Page, campaignId: number, name: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const partyRow = (page: Page, assassin: string) => page.getByRole('row', { name: new RegExp(`^${assassin}\\b`) });
const fact = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('LVL-1: after six memories the overview shows the level and the memory the diary and the boards show', async ({ page, app }) => {
  await page.goto(app.url);
  // Test thresholds, not the game's.
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 10, 20, 40] });
  const { id } = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerCoreCampaign('Six nights'));
  for (const memoryId of ['0.1', '0.2', '0.3', '0.4']) await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(id, memoryId));
  await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(id, '1.1', { otherXp: 6 }));
  await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(id, '1.3', { otherXp: 6 }));

  await openOverview(page, id, 'Six nights');
  // 12 XP passes the thresholds 5 and 10: level II, for every assassin.
  await expect(partyRow(page, 'Claudio').getByRole('cell').last()).toHaveText('II');
  await expect(partyRow(page, 'Daria').getByRole('cell').last()).toHaveText('II');
  await expect(fact(page, 'Current memory')).not.toHaveText('not recorded yet');
  await expect(fact(page, 'Current memory')).toContainText('1.');

  await openAssassinsTab(page);
  await expect(page.getByText('The party is at level II.')).toBeVisible();
});

test('APX-SET-2: an Apocalypse campaign without its thresholds shows the same level on the overview and the boards', async ({ page, app }) => {
  await page.goto(app.url);
  const { id } = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', {
    ...twoPlayerCoreCampaign('Ruins'),
    box: 'apocalypse',
    party: [
      { characterId: 'alif', seat: 1 },
      { characterId: 'bastiano', seat: 2 },
    ],
  });
  // APX-SET-2: with no XP yet the party is at the level it starts at, thresholds or not.
  await openOverview(page, id, 'Ruins');
  await expect(partyRow(page, 'Alif').getByRole('cell').last()).toHaveText('II');
  await openAssassinsTab(page);
  await expect(page.getByText('The party is at level II.')).toBeVisible();

  // LVL-1: once it has XP, the level is unknown until the thresholds are entered, never guessed.
  await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(id, 'A1', { otherXp: 3 }));
  await openOverview(page, id, 'Ruins');
  await expect(partyRow(page, 'Alif').getByRole('cell').last()).toHaveText('Level unknown');
  await openAssassinsTab(page);
  await expect(page.getByText("The party's level is unknown until the XP thresholds are entered in Box data.")).toBeVisible();

  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [5, 10, 20, 40] });
  await openOverview(page, id, 'Ruins');
  await expect(partyRow(page, 'Alif').getByRole('cell').last()).toHaveText('II');
  await openAssassinsTab(page);
  await expect(page.getByText('The party is at level II.')).toBeVisible();
});
