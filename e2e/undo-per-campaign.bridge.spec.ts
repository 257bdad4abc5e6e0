import { expect, test } from './support/fixtures.js';
import { campaignCard, createCampaign, goToCampaignList, topBar } from './support/app.js';
import { board, openAssassinsTab } from './support/assassins.js';
import type { Page } from '@playwright/test';

async function openCampaign(page: Page, name: string): Promise<void> {
  await goToCampaignList(page);
  await campaignCard(page, name).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await openAssassinsTab(page);
}

async function loseOneHealth(page: Page, assassin: string): Promise<void> {
  await board(page, assassin).getByRole('button', { name: `Lose 1 health (${assassin})` }).click();
}

const healthOf = (page: Page, assassin: string) => board(page, assassin).getByRole('status');
const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('two groups share a laptop: Ctrl+Z in campaign B undoes B’s own change and leaves campaign A unchanged', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Venezia', assassins: ['Claudio', 'Daria'] });
  await goToCampaignList(page);
  await createCampaign(page, { name: 'Forlì', assassins: ['Claudio', 'Daria'] });

  // Group B plays first: Daria takes a wound in Forlì.
  await openAssassinsTab(page);
  await loseOneHealth(page, 'Daria');
  await expect(healthOf(page, 'Daria')).toContainText('2 / 3');

  // Then group A lowers Claudio's health in Venezia.
  await openCampaign(page, 'Venezia');
  await loseOneHealth(page, 'Claudio');
  await expect(healthOf(page, 'Claudio')).toContainText('2 / 3');

  // Group B opens Forlì and presses Ctrl+Z: Forlì's own wound is undone, and the toast says where.
  await openCampaign(page, 'Forlì');
  await expect(topBar(page).getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute('title', /Daria/);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Undone in “Forlì”')).toContainText('Daria');
  await expect(healthOf(page, 'Daria')).toContainText('3 / 3');
  await expect(healthOf(page, 'Claudio')).toContainText('3 / 3');

  // Venezia is exactly as group A left it, and its own Undo still reaches Claudio's wound.
  await openCampaign(page, 'Venezia');
  await expect(healthOf(page, 'Claudio')).toContainText('2 / 3');
  await expect(topBar(page).getByRole('button', { name: 'Redo', exact: true })).toBeDisabled();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Undone in “Venezia”')).toContainText('Claudio');
  await expect(healthOf(page, 'Claudio')).toContainText('3 / 3');

  // Back in Forlì, its redo was kept through Venezia's change.
  await openCampaign(page, 'Forlì');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+Shift+z');
  await expect(toast(page, 'Redone in “Forlì”')).toContainText('Daria');
  await expect(healthOf(page, 'Daria')).toContainText('2 / 3');
});
