import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import type { ResolutionView } from '../shared/hq/hq-buildings.js';
import { firstAssignmentDone, openHqTab, seedCampaignAtTheHq } from './support/hq.js';
import { currentBuilding, enterWhiteDice, resolutionStep } from './support/hq-story.js';
import { invokeThroughBridge } from './support/print.js';

/** The HQ level as the header always shows it (HQ-LVL-1). */
const hqLevel = (page: Page) => page.getByText('HQ level', { exact: true }).locator('xpath=following-sibling::dd[1]');

/** Visible to the players: in the window and not under the sticky top bar. */
async function expectInSight(page: Page, what: Locator): Promise<void> {
  await expect(what).toBeInViewport();
  const bar = await page.getByRole('banner').boundingBox();
  const box = await what.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
}

/**
 * A campaign whose first resolution has reached the command room: the prologue played, the
 * mercenary HQ unlocked, its first assignment laid out (four allies in the command room),
 * memory 1.1 recorded and the hospital, workshop and shop resolved with nothing done. The
 * HQ itself has its own story test; this one is about reading the roll.
 */
async function campaignAtTheCommandRoom(page: Page): Promise<number> {
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 30, 60] });
  const { campaignId } = await seedCampaignAtTheHq(page, 'Roll at the table', []);
  await firstAssignmentDone(page, campaignId, 'apprentice-3');
  const preview = await invokeThroughBridge<ResolutionView>(page, 'hq/get-resolution', { campaignId });
  const zero = (ids: readonly string[]) => ids.map((staffId) => ({ staffId, value: 0 }));
  await invokeThroughBridge(page, 'hq/resolve-hospital', { campaignId, typed: zero(preview.hospital.byMode.hospital.missing), ezioMode: preview.hospital.ezio ? 'hospital' : null });
  await invokeThroughBridge(page, 'hq/resolve-workshop', { campaignId, build: false });
  await invokeThroughBridge(page, 'hq/resolve-shop', { campaignId, typed: zero(preview.shop.keep.missing) });
  return campaignId;
}

test.use({ viewport: { width: 1366, height: 768 } });

test('HQ-CMD-2, HQ-LVL-1: the group types its dice in the command room and reads the result there; the new level is asked for in place', async ({ page, app }, testInfo) => {
  await page.goto(app.url);
  const campaignId = await campaignAtTheCommandRoom(page);
  await openHqTab(page, campaignId);

  // Contract 1 needs 4 hits (CF-CRD-10); the four allies give 4 dice.
  const command = currentBuilding(page, 4, 'Command room');
  await expect(command).toContainText('4 hits');
  await enterWhiteDice(command, { hit: 3, special: 1 });

  // The result is where the roll was made, focused: the faces, the count against the need, the consequence.
  const result = resolutionStep(page).getByRole('region', { name: 'Command room result' });
  await expect(result.getByRole('heading', { name: 'Command room result' })).toBeFocused();
  await expect(result.getByRole('status')).toContainText('4 hits of 4 needed: contract 1 completed.');
  await expectInSight(page, result.getByRole('status'));
  await expect(result.getByRole('list', { name: 'Faces' }).getByRole('listitem')).toHaveCount(4);
  // HQ-LVL-1: contract 2's back is not in box data: asked for right here, never shown as a drop.
  await expect(result).toContainText('The HQ level is read from the back of contract 2');
  await expect(page.getByText(/unknown \(enter the back of the top contract/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start the assignment' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('hq-roll-result-level-asked.png') });

  await result.getByRole('button', { name: 'Enter the level on the back of contract 2…' }).click();
  const dialog = page.getByRole('dialog', { name: 'HQ level on the back of contract 2' });
  await dialog.getByRole('radio', { name: 'II', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(result.getByRole('status')).toContainText('4 hits of 4 needed: contract 1 completed, HQ level II.');
  await expectInSight(page, result.getByRole('status'));
  await expect(result).toContainText('HQ level I → II.');
  await expect(hqLevel(page)).toHaveText(/^II\b/);
  await page.screenshot({ path: testInfo.outputPath('hq-roll-result.png') });

  // The value went into box data, for every campaign played with this box.
  const boxData = await invokeThroughBridge<{ contracts: { number: number; hqLevel: number | null }[] }>(page, 'box-data/get', {});
  expect(boxData.contracts.find((c) => c.number === 2)?.hqLevel).toBe(2);

  // The status below says what is due now, not that the last assignment is finished (HQ-GEN-3).
  await expect(page.getByText('The next assignment is due: do it before the first attempt at the next memory.')).toBeVisible();
  await expect(page.getByText('The last assignment is finished.')).toHaveCount(0);

  // The result stays until the players move on.
  await result.getByRole('button', { name: 'Done: on to the next assignment' }).click();
  await expect(result).toHaveCount(0);
});
