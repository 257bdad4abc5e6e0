import { expect, test } from './support/fixtures.js';
import { campaignCard, chooseLanguage, createCampaign, goToCampaignList, topBar } from './support/app.js';

// A restarted bridge prints a new link (another port, a new token). The old
// tab must say so plainly instead of offering "Try again" forever.
test('after the app is restarted, the old tab says to open the new link, and the new link works', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Venice 1503', assassins: ['Claudio', 'Daria'] });
  await goToCampaignList(page);
  await expect(campaignCard(page, 'Venice 1503')).toBeVisible();
  const restarted = page.getByRole('alert').filter({ hasText: 'The app was closed or restarted: open the new link it printed.' });
  await expect(restarted).toHaveCount(0);

  await app.restart();
  // The events socket cannot reconnect to the old port: the page says so without a click.
  await expect(restarted).toBeVisible({ timeout: 15_000 });
  // Going on with the old tab (a screen not opened yet, whose script is on the old port) changes nothing about that.
  await topBar(page).getByRole('button', { name: 'Settings' }).click();
  await expect(restarted).toBeVisible();

  await page.goto(app.url);
  await expect(campaignCard(page, 'Venice 1503')).toBeVisible();
  await expect(restarted).toHaveCount(0);
});

test('in Polish the old tab says the same in Polish', async ({ page, app }) => {
  await page.goto(app.url);
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();

  await app.restart();
  await expect(page.getByRole('alert').filter({ hasText: 'Aplikacja została zamknięta lub uruchomiona ponownie: otwórz nowy link, który wypisała.' })).toBeVisible({
    timeout: 15_000,
  });
});
