import { expect, type Locator, type Page } from '@playwright/test';
import { twoPlayerCoreCampaign } from '../../shared/test-support/campaign-builders.js';
import { attemptRequest } from '../../shared/test-support/diary-builders.js';
import type { HqView, MiniatureId } from '../../shared/hq/hq.js';
import { invokeThroughBridge } from './print.js';

/**
 * Setup and steps for the HQ board tests. The diary and the assassins' boards are tested
 * through their own screens elsewhere, so the campaign that reaches the HQ is made through
 * the bridge's request API (with the page's token); the HQ itself is driven by what a
 * player sees: roles, names and the live messages.
 */

export interface HqCampaign {
  campaignId: number;
  name: string;
}

/**
 * A core campaign that has played the prologue (memories 0.1–0.4, each a plain success),
 * so the HQ may be unlocked (HQ-GEN-1), with `villaCards` typed into the villa store
 * (test names, not the game's) so that unlocking has something to move (HQ-A1-4).
 */
export async function seedCampaignAtTheHq(page: Page, name: string, villaCards: readonly string[]): Promise<HqCampaign> {
  // Two assassins are enough to fill the memory group and leave staff for every room.
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerCoreCampaign(name));
  for (const memoryId of ['0.1', '0.2', '0.3', '0.4']) {
    await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(created.id, memoryId));
  }
  for (const card of villaCards) {
    await invokeThroughBridge(page, 'board/add-card', {
      campaignId: created.id,
      card: { name: card, boxCardId: null, cardType: 'none', armorHealth: 0 },
      to: { place: 'villa' },
    });
  }
  return { campaignId: created.id, name };
}

/**
 * A first assignment laid out the usual way (HQ-AS-1): the mercenary HQ unlocked, Ezio and one
 * mercenary with the memory group, one apprentice caring in the hospital, one in the workshop,
 * `shop` in the shop unless null, everyone else in the command room; then memory 1.1 recorded,
 * so the first resolution is due.
 */
export async function firstAssignmentDone(page: Page, campaignId: number, shop: MiniatureId | null): Promise<void> {
  await invokeThroughBridge(page, 'hq/unlock', { campaignId, version: 'mercenary' });
  await firstAssignmentLaidOut(page, campaignId, shop);
  await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(campaignId, '1.1'));
}

/** The first assignment of an unlocked mercenary HQ, started, laid out as firstAssignmentDone says and finished. */
export async function firstAssignmentLaidOut(page: Page, campaignId: number, shop: MiniatureId | null): Promise<void> {
  await invokeThroughBridge(page, 'hq/start-assignment', { campaignId });
  const place = (miniature: MiniatureId, to: string) => invokeThroughBridge<HqView>(page, 'hq/place', { campaignId, miniature, place: to });
  await place('ezio', 'memory-group');
  await place('mercenary-1', 'memory-group');
  await place('apprentice-1', 'hospital-caregiver');
  await place('apprentice-2', 'workshop');
  if (shop) await place(shop, 'shop');
  const rest: MiniatureId[] = ['apprentice-3', 'apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4'];
  for (const ally of rest.filter((m) => m !== shop)) await place(ally, 'command-room');
  await invokeThroughBridge(page, 'hq/finish-assignment', { campaignId });
}

/** Opens the campaign's HQ tab by its address, as a bookmark or a reload would. */
export async function openHqTab(page: Page, campaignId: number): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${campaignId}/hq`);
  await expect(page.getByRole('heading', { level: 2, name: 'Headquarters', exact: true })).toBeVisible();
}

/** The HQ board (a region named "HQ board"). */
export function hqBoard(page: Page): Locator {
  return page.getByRole('region', { name: 'HQ board', exact: true });
}

/** A room's drop target: the button that places the picked-up miniature there. */
export function roomTarget(page: Page, name: string): Locator {
  return hqBoard(page).getByRole('button', { name: `Place here: ${name}`, exact: true });
}

/** A room (or hospital row) as a group, to read what stands in it. */
export function room(page: Page, name: string): Locator {
  return hqBoard(page).getByRole('group', { name: new RegExp(`^${name}\\b`) });
}

/** A miniature's button, wherever it stands (the pool or a room). */
export function miniature(page: Page, name: string): Locator {
  return hqBoard(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

/** The pool of miniatures not placed yet. */
export function pool(page: Page): Locator {
  return hqBoard(page).getByRole('group', { name: /^Available miniatures\b/ });
}

/**
 * Drags a miniature onto a room with the mouse (HTML5 drag and drop). The board is first
 * scrolled to the top of the window, as a player looks at it: a native drag cannot scroll
 * the page on its way, so source and room must both be in sight.
 */
export async function dragTo(page: Page, who: string, where: string): Promise<void> {
  await hqBoard(page).evaluate((board) => board.scrollIntoView({ block: 'start' }));
  await miniature(page, who).dragTo(room(page, where));
}

/** The sentence shown when a placement is refused. */
export function refusal(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: /rule HQ-|rule [A-Z]/ });
}
