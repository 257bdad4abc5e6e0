import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { attemptRequest } from '../shared/test-support/diary-builders.js';
import type { MiniatureId } from '../shared/hq/hq.js';
import { firstAssignmentDone, openHqTab, seedCampaignAtTheHq } from './support/hq.js';
import { currentBuilding, hqBoxData } from './support/hq-story.js';
import { invokeThroughBridge } from './support/print.js';

/*
 * Box data as its own place, told as a group's evening: the values the
 * next HQ resolution reads are listed and typed in a small dialog, nothing is asked that has
 * no effect, and the roll's "Who rolls?" survives a trip to Box data. Values typed here are
 * test values, not the game's.
 */

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

/**
 * The prologue played, the mercenary HQ unlocked and its first assignment laid out (Ezio and
 * Mercenary 1 in the memory group, Apprentice 1 caring with nobody on a red space, Apprentice 2
 * in the workshop, `shop` in the shop unless null, the rest in the command room), then memory
 * 1.1 completed: the first resolution is due.
 */
async function firstResolutionDue(page: Page, name: string, shop: MiniatureId | null): Promise<number> {
  const { campaignId } = await seedCampaignAtTheHq(page, name, []);
  await firstAssignmentDone(page, campaignId, shop);
  return campaignId;
}

const missingList = (page: Page) => page.getByRole('region', { name: 'Still missing for what you play next' });

test.use({ viewport: { width: 1366, height: 768 } });

test('UNK-11, HQ-HOS-2: the group opens Box data from the top bar, types only what its next resolution needs, and the hospital asks nothing', async ({ page, app }, testInfo) => {
  await page.goto(app.url);
  const campaignId = await firstResolutionDue(page, 'Thursday group', 'apprentice-3');

  // Box data is a place of its own in the top bar, not a part of Settings.
  await page.getByRole('banner').getByRole('button', { name: 'Box data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'You are here' })).not.toContainText('Settings');

  // UNK-2, UNK-11: the XP track and the shop's brown card are missing; the caregiver's card is
  // not (nobody lies on a red space), nor contract 1's hits (printed in the rulebook).
  const missing = missingList(page);
  await expect(missing.getByRole('heading', { name: 'Thursday group: the next HQ resolution' })).toBeVisible();
  await expect(missing).toContainText('Apprentice 3’s brown card: cards kept in the shop');
  await expect(missing).toContainText('XP thresholds of the Core track');
  await expect(missing).not.toContainText('Apprentice 1');
  await expect(missing).not.toContainText('Hits needed');
  await expectNoAxeViolations(page, 'Box data');
  await page.screenshot({ path: testInfo.outputPath('box-data-1366.png') });

  // The list's link lands on the XP thresholds themselves.
  await missing.getByRole('link', { name: 'Enter: XP thresholds of the Core track' }).click();
  await expect(page.getByRole('group', { name: 'Core track' })).toBeInViewport();
  await expect(page.locator('#box-data-xp')).toBeFocused();

  // The search keeps only the parts that match, in the index and on the page.
  const index = page.getByRole('navigation', { name: 'Box data sections' });
  await index.getByLabel('Search box data').fill('brown');
  await expect(index.getByRole('link')).toHaveText(['Headquarters']);
  await expect(page.getByRole('heading', { level: 2, name: 'Dice faces' })).toBeHidden();
  await expect(hqBoxData(page)).toBeVisible();
  await index.getByLabel('Search box data').fill('');

  // The missing value is typed in a small dialog and leaves the list.
  await missing.getByRole('button', { name: 'Enter: Apprentice 3’s brown card: cards kept in the shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a brown card' });
  await dialog.getByLabel('Shop: cards kept').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(missing).not.toContainText('Apprentice 3');

  // HQ-CON-5: adding a contract offers the number after the last one known (contract 1 is printed).
  await hqBoxData(page).getByRole('button', { name: 'Add contract' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a contract' }).getByLabel('Number', { exact: true })).toHaveValue('2');
  await page.getByRole('dialog', { name: 'Add a contract' }).getByRole('button', { name: 'Cancel' }).click();

  // HQ-HOS-2: at the table, the hospital with nobody on a red space asks for nothing and resolves.
  await openHqTab(page, campaignId);
  const hospital = currentBuilding(page, 1, 'Hospital');
  await expect(hospital).toContainText('No assassin lies on a red space.');
  await expect(hospital.getByRole('spinbutton')).toHaveCount(0);
  await hospital.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('hq-hospital-1366.png') });
  await hospital.getByRole('button', { name: 'Resolve the hospital' }).click();
  await expect(currentBuilding(page, 2, 'Workshop')).toBeVisible();
});

test('HQ-SHP-2, HQ-CMD-2: an empty shop asks for no card; the contract hits are asked on the spot; "Who rolls?" is kept after a trip to Box data', async ({ page, app }, testInfo) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
  const campaignId = await firstResolutionDue(page, 'Friday group', 'apprentice-3');
  // The first resolution, through the bridge: contract 1 won with 4 hits (HQ-CMD-2), so contract 2,
  // whose hits nobody has typed, is on top.
  await invokeThroughBridge(page, 'hq/resolve-hospital', { campaignId, ezioMode: null });
  await invokeThroughBridge(page, 'hq/resolve-workshop', { campaignId, build: false });
  await invokeThroughBridge(page, 'hq/resolve-shop', { campaignId, typed: [{ staffId: 'apprentice-3', value: 0 }] });
  await invokeThroughBridge(page, 'hq/resolve-command-room', { campaignId, roll: { mode: 'entered', faces: ['hit', 'hit', 'hit', 'hit'] } });
  // A later assignment with nobody in the shop (HQ-AS), then memory 1.2.
  await invokeThroughBridge(page, 'hq/start-assignment', { campaignId });
  await invokeThroughBridge(page, 'hq/choose-blueprint', { campaignId, blueprintId: 'flying-machine' });
  await invokeThroughBridge(page, 'hq/reveal-contract', { campaignId });
  await invokeThroughBridge(page, 'hq/place', { campaignId, miniature: 'apprentice-1', place: 'command-room' });
  await invokeThroughBridge(page, 'hq/finish-assignment', { campaignId });
  await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(campaignId, '1.2'));
  await invokeThroughBridge(page, 'hq/resolve-hospital', { campaignId, ezioMode: null });
  await invokeThroughBridge(page, 'hq/resolve-workshop', { campaignId, build: false });
  await openHqTab(page, campaignId);

  const shop = currentBuilding(page, 3, 'Shop');
  await expect(shop).toContainText('Nobody works in the shop: no card is kept.');
  await expect(shop.getByRole('textbox')).toHaveCount(0);
  await shop.getByRole('button', { name: 'Resolve the shop' }).click();

  // UNK-12: contract 2's hits are asked for right here, and kept in box data.
  const command = currentBuilding(page, 4, 'Command room');
  await command.getByRole('button', { name: 'Enter the hits…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hits needed by contract 2' });
  await dialog.getByLabel('Hits printed on contract 2').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(command).toContainText('2 hits');
  await expectNoAxeViolations(page, 'command room');
  await page.screenshot({ path: testInfo.outputPath('hq-command-room-1366.png') });

  const whoRolls = command.getByRole('group', { name: 'Who rolls?' });
  const unchosen = (await whoRolls.getByRole('radio', { name: 'The app rolls' }).isChecked()) ? 'We roll our dice and enter the faces' : 'The app rolls';
  await whoRolls.getByRole('radio', { name: unchosen }).check();

  // A trip to Box data and back keeps the players' choice.
  await page.getByRole('banner').getByRole('button', { name: 'Box data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
  await page.goBack();
  await expect(currentBuilding(page, 4, 'Command room').getByRole('group', { name: 'Who rolls?' }).getByRole('radio', { name: unchosen })).toBeChecked();
});
