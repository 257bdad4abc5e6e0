import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign, twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';
import { diaryBox, recordDialog } from './support/diary.js';
import { SMALL_REGION, enterSmallRegion, mapLocation } from './support/exploration.js';
import { dragTo, room, seedCampaignAtTheHq } from './support/hq.js';
import { invokeThroughBridge } from './support/print.js';
import { RequestCounter } from './support/request-count.js';

/**
 * One fetch per change (issue 10): a command answers the new view, so the screen shows it
 * without asking again, and the push event its own command caused reloads nothing. Each
 * action below must cost the players exactly one request: the command itself.
 */

// The whole HQ board in view: a native drag cannot scroll the page.
test.use({ viewport: { width: 1280, height: 1100 } });

const call =
  (page: Page) =>
  <T>(channel: string, args: unknown): Promise<T> =>
    invokeThroughBridge<T>(page, channel, args);

async function openTab(page: Page, campaignId: number, tab: 'diary' | 'hq' | 'exploration'): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/#/campaigns/${campaignId}/${tab}`);
}

test('HQ-CAP-1: placing a miniature on the HQ board costs one request', async ({ page, app }) => {
  await page.goto(app.url);
  const { campaignId } = await seedCampaignAtTheHq(page, 'Counted HQ', []);
  await invokeThroughBridge(page, 'hq/unlock', { campaignId, version: 'mercenary' });
  await invokeThroughBridge(page, 'hq/start-assignment', { campaignId });
  const counter = new RequestCounter(page);
  await openTab(page, campaignId, 'hq');
  await expect(room(page, 'Memory group')).toContainText('Claudio');
  await counter.settled();

  counter.start();
  await dragTo(page, 'Ezio Auditore', 'Memory group');
  await expect(room(page, 'Memory group')).toContainText('Ezio Auditore');
  expect(await counter.settled()).toEqual(['hq/place']);
});

test('DIARY-1: recording an attempt in the diary costs one request', async ({ page, app }) => {
  await page.goto(app.url);
  // Test thresholds (not the game's): the 4 XP below keep the party at level 0, so the boards'
  // level does not move and nothing but the record needs reading (a level that moves is read again).
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 30, 60] });
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerCoreCampaign('Counted diary'));
  const counter = new RequestCounter(page);
  await openTab(page, created.id, 'diary');
  await page.getByRole('button', { name: 'Record an attempt' }).click();
  const dialog = recordDialog(page);
  await dialog.getByLabel('Memory', { exact: true }).fill('0.1');
  await dialog.getByRole('radio', { name: 'Success' }).check();
  await dialog.getByLabel('Objective 1', { exact: true }).fill('Escape the guards');
  await dialog.getByLabel('XP of objective 1', { exact: true }).fill('4');
  await counter.settled();

  counter.start();
  await dialog.getByLabel('XP of objective 1', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(diaryBox(page, '0.1')).toHaveAccessibleName(/Completed/);
  expect(await counter.settled()).toEqual(['diary/record-attempt']);
});

test('EXP-4: a journey on the region map costs one request', async ({ page, app }) => {
  await page.goto(app.url);
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerApocalypseCampaign('Counted journey'));
  await enterSmallRegion(page);
  await playMemoryAndEndOfMemory(call(page), created.id, '1.1');
  await invokeThroughBridge(page, 'exploration/start-phase', { campaignId: created.id, regionId: SMALL_REGION.id, startLocation: 1 });
  const counter = new RequestCounter(page);
  await openTab(page, created.id, 'exploration');
  await expect(page.locator('.region-map[data-ready="true"]')).toBeVisible();
  await mapLocation(page, 2).click();
  const travel = page.getByRole('button', { name: 'Travel to location 2' });
  await expect(travel).toBeEnabled();
  await counter.settled();

  counter.start();
  await travel.click();
  await expect(mapLocation(page, 2)).toHaveAccessibleName(/the group is here/);
  expect(await counter.settled()).toEqual(['exploration/journey']);
});
