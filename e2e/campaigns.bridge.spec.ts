import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { campaignCard, chooseLanguage, createCampaign, goToCampaignList, renameFromList, topBar } from './support/app.js';

test('two campaigns survive renames, a language round trip, an undo and a restart of the app', async ({ page, app }) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  await createCampaign(page, { name: 'Venice 1503', assassins: ['Claudio', 'Daria'] });
  await goToCampaignList(page);
  await createCampaign(page, { name: 'Carnevale', assassins: ['Alessandra', 'Bastiano'] });
  await goToCampaignList(page);
  await expect(page.getByRole('article')).toHaveCount(2);

  await renameFromList(page, 'Venice 1503', 'Venice 1504');

  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await goToCampaignList(page, 'Kampanie');
  await expect(campaignCard(page, 'Venice 1504').getByRole('button', { name: 'Zmień nazwę' })).toBeVisible();
  await chooseLanguage(page, 'Ustawienia', 'Język', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await goToCampaignList(page);

  // The top bar says what Ctrl+Z will undo before the player presses it.
  await expect(topBar(page).getByRole('button', { name: 'Undo' })).toHaveAttribute('title', /Venice 1503.*Venice 1504/);
  await page.keyboard.press('Control+z');
  await expect(campaignCard(page, 'Venice 1503')).toBeVisible();
  await expect(campaignCard(page, 'Venice 1504')).toHaveCount(0);

  await app.restart();
  await page.goto(app.url);

  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(campaignCard(page, 'Venice 1503')).toBeVisible();
  await expect(campaignCard(page, 'Carnevale')).toContainText('Alessandra');
  // The undone rename can still be redone after the restart.
  await topBar(page).getByRole('button', { name: 'Redo' }).click();
  await expect(campaignCard(page, 'Venice 1504')).toBeVisible();
});

test('a hostile campaign name is shown as text and never runs', async ({ page, app }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(app.url);

  await createCampaign(page, { name: hostile, assassins: ['Claudio', 'Daria'] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
  await goToCampaignList(page);
  await expect(campaignCard(page, hostile).getByRole('heading')).toHaveText(hostile);

  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('deleting asks first, keeps a backup, and can be undone', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Doomed', assassins: ['Claudio', 'Daria'] });
  await goToCampaignList(page);

  await campaignCard(page, 'Doomed').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete campaign?' });
  await expect(confirm).toContainText('Doomed');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(campaignCard(page, 'Doomed')).toBeVisible();

  await campaignCard(page, 'Doomed').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(campaignCard(page, 'Doomed')).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('cell', { name: 'Doomed' })).toBeVisible();

  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await goToCampaignList(page);
  await expect(campaignCard(page, 'Doomed')).toBeVisible();
});

test('a campaign the setup rules forbid is refused with the rule, and nothing is created', async ({ page, app }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill('Too few');
  await dialog.getByRole('checkbox', { name: 'Claudio' }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog).toContainText('SET-8');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the main screens pass an automated accessibility check', async ({ page, app }) => {
  await page.goto(app.url);
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  };
  await check('empty campaign list');
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  await check('new campaign dialog');
  await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'Cancel' }).click();
  await createCampaign(page, { name: 'Venice 1503', assassins: ['Claudio', 'Daria'] });
  await check('campaign home');
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await check('settings');
});
