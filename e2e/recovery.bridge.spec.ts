import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seedRng } from '../src-main/engine/rng.js';
import { overwritePage, pageOwners } from '../src-main/test-support/save-faults.js';
import { campaignCard, createCampaign, goToCampaignList } from './support/app.js';
import { startBridgeProcess, tempDataDir, type RunningBridge } from './support/bridge-process.js';

/**
 * The in-app restore exactly when it is needed most: the save is damaged while the app is
 * closed, and the next start shows the recovery screen instead of the campaigns. It lists
 * the backups with their dates and campaigns, and restores one.
 */
// Two starts of the bridge and two campaigns made through the screens.
test.setTimeout(150_000);

test('RECOVERY: a damaged save opens on the recovery screen, which lists the backups and restores one', async ({ page }) => {
  const data = tempDataDir();
  let bridge: RunningBridge | null = await startBridgeProcess(data.dir);
  try {
    await page.goto(bridge.url);
    await createCampaign(page, { name: 'Venezia', assassins: ['Claudio', 'Daria'] });
    await goToCampaignList(page);
    await createCampaign(page, { name: 'Carnevale', assassins: ['Alessandra', 'Bastiano'] });
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Backups' }).click();
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByText('Backup made.')).toBeVisible();
    await bridge.stop();
    bridge = null;

    // The disk fails while the app is closed: an index page of the save is overwritten.
    const savePath = join(data.dir, 'campaigns.sqlite');
    overwritePage(savePath, pageOwners(savePath).find((p) => p.isIndex)!.page, seedRng(2024));

    bridge = await startBridgeProcess(data.dir);
    await page.goto(bridge.url);
    await expect(page.getByRole('heading', { level: 1, name: 'The save cannot be opened' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('campaigns.sqlite is a save of this app, but it is damaged');
    await expect(page.getByText(savePath)).toBeVisible();

    const manual = page.getByRole('row').filter({ hasText: 'Made by hand' });
    await expect(manual).toContainText('Venezia');
    await expect(manual).toContainText('Carnevale');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await manual.getByRole('button', { name: 'Restore…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(campaignCard(page, 'Venezia')).toBeVisible();
    await expect(campaignCard(page, 'Carnevale')).toBeVisible();
    // The damaged file was kept, not deleted.
    expect(existsSync(join(data.dir, 'set-aside'))).toBe(true);
    expect(readdirSync(join(data.dir, 'set-aside')).some((name) => name.endsWith('campaigns.sqlite'))).toBe(true);
  } finally {
    await bridge?.stop();
    data.remove();
  }
});

test('SAVE-WATCH: the save deleted while the page is open: the page says so, and puts the kept changes back', async ({ page }) => {
  const data = tempDataDir();
  const bridge = await startBridgeProcess(data.dir);
  try {
    await page.goto(bridge.url);
    await createCampaign(page, { name: 'Venezia', assassins: ['Claudio', 'Daria'] });
    await goToCampaignList(page);

    // A clean-up program deletes the save while the players are looking at their campaigns.
    rmSync(join(data.dir, 'campaigns.sqlite'));

    await expect(page.getByRole('heading', { level: 1, name: 'The save is no longer on disk' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('alert')).toContainText('was deleted by another program while the app was running');
    const kept = page.getByRole('region', { name: 'Your changes are kept' });
    await expect(kept).toContainText('Venezia');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await kept.getByRole('button', { name: 'Put these changes back as the save…' }).click();
    await page.getByRole('dialog', { name: 'Put the kept changes back?' }).getByRole('button', { name: 'Put them back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(campaignCard(page, 'Venezia')).toBeVisible();
  } finally {
    await bridge.stop();
    data.remove();
  }
});
