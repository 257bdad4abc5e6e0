import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The few ways the tests move through the app, by what a player sees (roles and labels),
 * so a test reads like the steps at the table.
 */
export interface NewCampaign {
  name: string;
  /** Assassins ticked in order; each goes to the player with the fewest so far. */
  assassins: string[];
}

export async function createCampaign(page: Page, campaign: NewCampaign): Promise<void> {
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(campaign.name);
  for (const assassin of campaign.assassins) await dialog.getByRole('checkbox', { name: assassin }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
}

export function campaignCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

export async function goToCampaignList(page: Page, crumb = 'Campaigns'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: crumb, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: crumb })).toBeVisible();
}

export async function renameFromList(page: Page, from: string, to: string): Promise<void> {
  await campaignCard(page, from).getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename campaign' });
  await dialog.getByLabel('Campaign name').fill(to);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(campaignCard(page, to)).toBeVisible();
}

export async function chooseLanguage(page: Page, settingsButton: string, languageLabel: string, language: 'en' | 'pl'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: settingsButton }).click();
  await page.getByLabel(languageLabel).selectOption(language);
}

/** The top bar's Undo, not a toast's. */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}
