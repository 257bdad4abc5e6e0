import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign, twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';
import { diaryBox, recordDialog } from './support/diary.js';
import { SMALL_REGION, enterSmallRegion, mapLocation } from './support/exploration.js';
import { dragTo, room, seedCampaignAtTheHq } from './support/hq.js';
import { invokeThroughBridge } from './support/print.js';
import { RequestCounter } from './support/request-count.js';
import { whoEntersC3 } from './support/memory-play.js';

/**
 * One fetch per change: a command answers the new view, so the screen shows it
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

/**
 * A memory on the board, set up through the bridge: a 4×4 map (test values, not the campaign
 * book's) with the enemy cards typed in box data; the play is opened on its page.
 */
const ENEMY_MAP = `memory 1.1
title Counted night
side A 4x4
   A    B    C    D
1  s1   s2   s3   s4
2  s5   s6   s7   s8
3  s9   s10  s11  s12
4  s13  s14  s15  s16
entrance A A1
guard B1 crossbowman
assassins C3
`;

async function openCountedPlay(page: Page, appUrl: string): Promise<{ campaignId: number; playId: number; step: (body: unknown) => Promise<unknown> }> {
  await page.goto(appUrl);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: ENEMY_MAP });
  for (const card of [
    { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false },
    { guardType: 'agile', health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: true },
  ]) {
    await invokeThroughBridge(page, 'box-data/save-enemy-card', { previousGuardType: null, card });
  }
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerCoreCampaign('Counted play'));
  const view = await invokeThroughBridge<{ play: { playId: number } }>(page, 'memory-play/start', { campaignId: created.id, memoryId: '1.1' });
  const play = { campaignId: created.id, playId: view.play.playId };
  const step = (body: unknown) => invokeThroughBridge(page, 'memory-play/apply-step', { ...play, step: body });
  return { ...play, step };
}

async function openPlayPage(page: Page, campaignId: number, playId: number): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/#/campaigns/${campaignId}/plays/${playId}`);
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
}

// Before the step's answer carried what comes next: a play step cost 2 requests (apply-step, then
// preview); an enemy stage's answer 1 (preview-enemy-step) and its confirmation 3 (apply-step,
// preview-enemy-step for the next stage, box-data/get for its dice).
test('ACT-MOV-1: a move taken from the acting assassin’s panel, with the next step’s preview, costs one request', async ({ page, app }) => {
  const { campaignId, playId, step } = await openCountedPlay(page, app.url);
  await step({ kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] });
  await step({ kind: 'begin-assassin-phase' });
  const counter = new RequestCounter(page);
  await openPlayPage(page, campaignId, playId);
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const panel = page.getByRole('region', { name: /moves and actions/ });
  await expect(panel.getByRole('button', { name: 'Move to C4' })).toBeEnabled();
  await counter.settled();

  counter.start();
  await panel.getByRole('button', { name: 'Move to C4' }).click();
  await expect(page.locator('[data-square="A:C4"]')).toHaveAccessibleName(/Claudio/);
  await expect(panel.getByRole('button', { name: 'Move to C3' })).toBeEnabled();
  expect(await counter.settled()).toEqual(['memory-play/apply-step']);
});

test('MOV-2: an enemy step with one question costs one request for the answer and one for the confirmation', async ({ page, app }) => {
  const { campaignId, playId, step } = await openCountedPlay(page, app.url);
  await whoEntersC3(step, 'N');
  const counter = new RequestCounter(page);
  await openPlayPage(page, campaignId, playId);
  const enemy = page.locator('.enemy-stage');
  const question = enemy.locator('[data-question="who-enters"]');
  await expect(question).toContainText('Square C3 has room for 1 more');
  await counter.settled();

  counter.start();
  await question.getByRole('button', { name: /agile guard/ }).click();
  await expect(enemy).toHaveAttribute('data-status', 'ready');
  expect(await counter.settled()).toEqual(['memory-play/apply-step']);

  counter.start();
  await enemy.getByRole('button', { name: 'Confirm Movement' }).click();
  await expect(page.locator('[data-square="A:C3"]')).toHaveAccessibleName(/agile guard/);
  await expect(enemy.getByRole('button', { name: 'Confirm Combat' })).toBeVisible();
  expect(await counter.settled()).toEqual(['memory-play/apply-step']);
});
