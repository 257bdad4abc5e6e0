import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { createCampaign } from './support/app.js';
import type { Page } from '@playwright/test';
import { actionPanel as actions, armClaudioAndPlayTheYard, editBlackDiceMidMemory, enterCrossbowmanCard, nextStep as next, tableChanges as changes, typeFaces, yardMapText } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * An attack that goes wrong: Claudio throws knives from the square next to two
 * crossbowmen, rolls an X, and the crossbowmen shoot back (RET-1…3, the rulebook's example):
 * the black dice come from their enemy cards in Box data, the chance of each outcome shows
 * before the roll, and Claudio's lost health is said where the roll was made.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(180_000);

/** The yard with two crossbowmen on B1. */
const MAP_TEXT = yardMapText(['guard B1 crossbowman x2']);

/** UNK-1, UNK-7, UNK-18: the group's dice faces, the crossbowman's card and the map, typed once (test values); Claudio carries knives into the yard. */
async function knivesInTheYard(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await createCampaign(page, { name: 'Dusk', assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'black', faces: ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'] });
  await enterCrossbowmanCard(page);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });
  await armClaudioAndPlayTheYard(page, 'Ranged weapon', 'Test knives');
}

test('RET-1…3: an X with crossbowmen left, and they shoot back with the black dice on their card', async ({ page, app }) => {
  await knivesInTheYard(page, app.url);

  // ACT-WPN-2: the knives reach the next square; one white die, typed as an X.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const attack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await expect(attack.getByRole('combobox', { name: /^Weapon/ })).toHaveValue('ranged');
  await attack.getByLabel('Target square').selectOption('A:B1');
  await attack.getByLabel('White dice on the weapon card').fill('1');
  await attack.getByRole('button', { name: 'Attack' }).click();
  await expect(next(page)).toContainText('Attack on B1: 1 white die.');
  await typeFaces(next(page), { 'X (miss, retaliation)': 1 });

  // RET-1: exposed; RET-3: both crossbowmen reach him at a distance; RET-2: their cards give 1 die each.
  await expect(next(page)).toContainText(/Retaliation against Claudio.* by 2 × crossbowman: roll 2 black dice/);
  await expect(next(page)).toContainText('Their enemy cards give 2 black dice in all');
  // RET-2: the count is the cards', not the players' to change.
  await expect(next(page).getByLabel('Black dice rolled')).toHaveCount(0);
  // CMB-6: 2 of the 6 test faces hit, so no hit among 2 dice is 16 in 36.
  await expect(next(page)).toContainText(/Claudio.* \(\d+ health\) ends untouched 44\.4% · injured/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/retaliation.png' });

  // One hit of the two black dice: Claudio loses 1 health, said where the roll was made.
  await typeFaces(next(page), { Hit: 1, 'Fail (shield)': 1 });
  const result = next(page).getByRole('region', { name: 'The dice rolled' });
  await expect(result).toContainText(/Hits: 1; Claudio.* loses 1 health\./);
  await expect(changes(page)).toContainText(/Retaliation against Claudio.*: .*— 1 damage\./);
  await expect(page.getByRole('button', { name: /Show Claudio.*moves and actions/ })).toBeVisible();
});

test('RET-2, UNK-7: a card corrected in Box data while the memory runs sets the black dice of the retaliation', async ({ page, app }) => {
  await knivesInTheYard(page, app.url);
  // The group notices its crossbowman card says 2 black dice (test value) and corrects Box data mid-memory.
  await editBlackDiceMidMemory(page, 'crossbowman', 2);

  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const attack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await attack.getByLabel('Target square').selectOption('A:B1');
  await attack.getByLabel('White dice on the weapon card').fill('1');
  await attack.getByRole('button', { name: 'Attack' }).click();
  await typeFaces(next(page), { 'X (miss, retaliation)': 1 });

  // RET-2: both crossbowmen shoot with the dice the card now shows, not the copy the memory began with.
  await expect(next(page)).toContainText(/Retaliation against Claudio.* by 2 × crossbowman: roll 4 black dice/);
  await expect(next(page)).toContainText('Their enemy cards give 4 black dice in all');
});
