import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.js';
import { actionPanel as actions, enterAndBeginAssassinPhase, nextStep as next, startMemory, tableChanges as changes, typeFaces, yardCampaign } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * A guard tougher than one hit (ACT-WPN-5): Claudio throws knives at two crossbowmen whose card
 * was never entered. The attack form asks for the health on their card before anything is paid
 * (the rulebooks do not give it, UNK-7); typed as 2, two hits fell one of them, never both, and
 * the card is kept in Box data with what the rulebook gives (CF-CHR-13: ranged, 1 black die), so
 * the next attack does not ask again.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(180_000);

/** The yard with two crossbowmen on B1. */
const PIECES = ['guard B1 crossbowman x2'];

test('ACT-WPN-5, UNK-7: the attack form asks for the guard’s health; 2 hits on guards of health 2 fell one, never two', async ({ page, app }) => {
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  // UNK-1, UNK-18: the group's white die faces and the map, typed once (test values); no enemy card entered.
  await yardCampaign(page, app.url, { pieces: PIECES, faces: { white: ['hit', 'hit', 'special', 'hit', 'x', 'x'] }, ranged: { Claudio: 'Test knives', Daria: 'Test bow' } });

  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A1'], 'north');

  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const attack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await attack.getByLabel('Target square').selectOption('A:B1');
  await attack.getByLabel('White dice on the weapon card').fill('2');
  // The health is asked in place, empty: the app never assumes 1; the attack waits for it.
  const health = attack.getByLabel('Health on the card: crossbowman');
  await expect(health).toHaveValue('');
  await expect(attack.getByRole('button', { name: 'Attack' })).toBeDisabled();
  await health.fill('2');
  await expect(attack.getByRole('button', { name: 'Attack' })).toBeEnabled();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  if (shots) {
    await health.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/guard-health-form-en.png` });
    await attack.screenshot({ path: `${shots}/guard-health-form-en-detail.png` });
  }

  // The same form in Polish (the typed value is the form's, so it is typed again there).
  if (shots) {
    await invokeThroughBridge(page, 'settings/set-language', { language: 'pl' });
    await page.reload();
    await page.getByRole('button', { name: /Pokaż ruchy i akcje: Claudio/ }).click();
    const polish = page.getByRole('region', { name: /ruchy i akcje/ }).getByRole('listitem').filter({ hasText: 'Atak' }).first();
    await polish.getByLabel('Pole celu').selectOption('A:B1');
    const polishHealth = polish.getByLabel('Zdrowie na karcie: kusznik');
    await expect(polishHealth).toHaveValue('');
    await polishHealth.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/guard-health-form-pl.png` });
    await polish.screenshot({ path: `${shots}/guard-health-form-pl-detail.png` });
    await invokeThroughBridge(page, 'settings/set-language', { language: 'en' });
    await page.reload();
    await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
    await attack.getByLabel('Target square').selectOption('A:B1');
    await attack.getByLabel('White dice on the weapon card').fill('2');
    await health.fill('2');
  }
  await attack.getByRole('button', { name: 'Attack' }).click();

  // The odds need 4 hits, the health on both cards.
  await expect(next(page)).toContainText('Attack on B1: 2 white dice.');
  await expect(next(page)).toContainText('it takes 4 hits, the health on their cards.');
  await typeFaces(next(page), { Hit: 2 });

  // ACT-WPN-5: two hits fell one crossbowman of health 2, never both; the two alike are one choice at the table.
  await expect(next(page)).toContainText('Hits on B1: 2. Which guards fall?');
  const options = next(page).getByRole('group', { name: 'Choose one' }).getByRole('button');
  await expect(options).toHaveText(['None falls', 'crossbowman']);
  await expect(next(page).getByRole('button', { name: /crossbowman \+ crossbowman/ })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/guard-health-hits-en.png` });
  await options.nth(1).click();
  await expect(changes(page)).toContainText(/Lay crossbowman down on B1: it is a body now\./);

  // UNK-7: the card is kept in Box data, the rulebook's values with the typed health.
  const box = await invokeThroughBridge<{ enemyCards: unknown[] }>(page, 'box-data/get', {});
  expect(box.enemyCards).toEqual([{ guardType: 'crossbowman', health: 2, blackDice: 1, weapon: 'ranged', ignoresLadders: false, notes: '' }]);

  // Daria's attack on the same square does not ask again: 2 hits fell the crossbowman left.
  await page.getByRole('button', { name: /Show Daria.*moves and actions/ }).click();
  const dariaAttack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await dariaAttack.getByLabel('Target square').selectOption('A:B1');
  await expect(dariaAttack.getByLabel(/Health on the card/)).toHaveCount(0);
  await dariaAttack.getByLabel('White dice on the weapon card').fill('2');
  await dariaAttack.getByRole('button', { name: 'Attack' }).click();
  await expect(next(page)).toContainText('it takes 2 hits, the health on their cards.');

  // CF-CHR-13/14: Box data lists the card kept; a new card's form starts from the rulebook, its health empty.
  await page.getByRole('button', { name: 'Box data' }).click();
  await expect(page.getByText('2 health, 1 black die, ranged')).toBeVisible();
  const form = page.getByRole('form', { name: 'Enemy cards' });
  await form.getByLabel('Guard type').fill('agile');
  await expect(form.getByLabel('Health')).toHaveValue('');
  await expect(form.getByLabel(/Black dice/)).toHaveValue('2');
  await expect(form.getByLabel(/Attack/)).toHaveValue('melee');
  await expect(form.getByLabel(/Ignores ladders/)).toBeChecked();
  await expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
  if (shots) await form.screenshot({ path: `${shots}/box-data-enemy-card-en.png` });
});
