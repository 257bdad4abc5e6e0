import { expect, test } from './support/fixtures.js';
import { chooseLanguage } from './support/app.js';
import { openAssassinsTab } from './support/assassins.js';
import { openDiaryTab, recordAttempt } from './support/diary.js';
import { createApocalypseCampaign, enterSmallRegion, mapLocation, openExplorationTab, travelTo } from './support/exploration.js';

/*
 * An Apocalypse group at 1366×768: setup skills read as setup, no villa or headquarters
 * where the expansion has none, the location just reached is resolved where the players
 * look, a card's question leaves with the group, and Polish refusals name what English names.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const SHOTS = process.env.SHOTS_DIR;

test('APX-SET-4, EXP-4, EXC-1: Apocalypse text, the resolve panel in view, the card question left behind, Polish refusals', async ({ page, app }) => {
  await page.goto(app.url);
  await createApocalypseCampaign(page, 'Ash and salt', ['Claudio', 'Daria']);
  await enterSmallRegion(page);

  // APX-SET-4: the level I and II cards are setup, not "the XP total passed a threshold" at 0 XP.
  await openDiaryTab(page);
  await expect(page.getByRole('heading', { name: 'Skill cards at setup' })).toBeVisible();
  await expect(page.getByText('The XP total passed a threshold', { exact: false })).toHaveCount(0);
  // No headquarters in the Apocalypse rules: no HQ box, and no villa on the boards.
  await expect(page.getByRole('list', { name: 'Diary boxes' }).getByText('Headquarters')).toHaveCount(0);
  await openAssassinsTab(page);
  await expect(page.getByRole('region', { name: 'Villa', exact: true })).toHaveCount(0);

  await openDiaryTab(page);
  // HLT-8, EOM-2: Daria is eliminated in a won memory: an apprentice plays the exploration phase for her.
  await recordAttempt(page, { memoryId: '1.1', outcome: 'Success', objectives: [{ label: 'Reach the harbour', xp: 3, mandatory: true }], eliminated: ['Daria'] });
  await openExplorationTab(page);
  await page.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();
  await page.getByLabel('Starting location').selectOption({ label: 'Location 1, Encounter' });
  await page.getByRole('button', { name: 'Start exploring' }).click();

  // EXP-4 step 4: after the journey, the location is resolved right there, its first field focused.
  await travelTo(page, 6);
  const resolve = page.getByRole('region', { name: 'Resolve location 6: Encounter' });
  const card = resolve.getByLabel('Card drawn (name or number)');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exploration-resolve.png` });

  // In Polish the refusal names the location, as in English, and is said once.
  const url = page.url();
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await page.goto(url);
  await page.getByRole('button', { name: /^Lokacja 1,/ }).click();
  await expect(page.getByText('Przed kolejną podróżą rozstrzygnijcie lokację 6.')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exploration-refusal-pl.png` });
  await chooseLanguage(page, 'Ustawienia', 'Język', 'en');
  await page.goto(url);

  // EXC-1: the card drawn asks what it did, while the group is there.
  await page.getByRole('region', { name: 'Resolve location 6: Encounter' }).getByLabel('Card drawn (name or number)').fill('Wolves');
  await page.getByRole('region', { name: 'Resolve location 6: Encounter' }).getByRole('button', { name: 'Record' }).click();
  const outcome = page.getByRole('region', { name: /Encounter card “Wolves” \(location 6\)/ });
  await expect(outcome).toBeVisible();
  // APP-4: the apprentice standing in is one of those the card can hurt, with its own health shown.
  await expect(outcome.getByLabel('Apprentice standing in for Daria (health 3 of 3)')).toBeVisible();
  await expect(outcome.getByLabel('Claudio (health 3 of 3)')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exploration-outcome-apprentice.png` });
  // The group travels on without recording it: the question stays with location 6.
  await travelTo(page, 1);
  await expect(outcome).toHaveCount(0);
  await expect(mapLocation(page, 1)).toHaveAccessibleName(/the group is here/);

  // Back at location 1, another card: this one wounds the apprentice, whose health the board then shows.
  const again = page.getByRole('region', { name: 'Resolve location 1: Encounter' });
  await again.getByLabel('Card drawn (name or number)').fill('Bandits');
  await again.getByRole('button', { name: 'Record' }).click();
  const bandits = page.getByRole('region', { name: /Encounter card “Bandits” \(location 1\)/ });
  await bandits.getByLabel('Apprentice standing in for Daria (health 3 of 3)').fill('-1');
  await bandits.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(bandits).toBeHidden();
  await openAssassinsTab(page);
  await expect(page.getByText('The apprentice’s health: 2 of 3.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/boards-apprentice.png`, fullPage: true });

  // The printed diary has no headquarters box either.
  await openDiaryTab(page);
  await page.getByRole('link', { name: 'Print the diary' }).click();
  await expect(page.getByRole('heading', { name: 'The 26 memory boxes' })).toBeVisible();
  await expect(page.getByText('No headquarters yet')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/print-apocalypse.png` });
});
