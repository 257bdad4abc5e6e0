import { expect, test } from './support/fixtures.js';
import { actionPanel as actions, enterAndBeginAssassinPhase, nextStep as next, startMemory, tableChanges as changes, typeFaces, yardCampaign } from './support/memory-play.js';

/**
 * A boss attacked together: Claudio and Daria throw at Rodrigo on the next square with
 * Lea, the escorted ally at their side, joining with the dice on her card (COORD-4). Rodrigo's
 * card health, left empty at the start, is asked for in the attack form (BOSS-1); the 5 hits
 * then remove two health in a row, the rulebook's example (BOSS-5, COORD-5).
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(180_000);

/** The yard with the boss on B1 and Lea beside the entry. */
const PIECES = ['boss B1 "Rodrigo"', 'ally A1 "Lea"'];

test('BOSS-1, COORD-4, COORD-5: an escorted ally joins the attack; 5 hits take the boss from 3 to 1', async ({ page, app }) => {
  const shots = process.env.SHOTS_DIR;
  // UNK-1, UNK-18: the group's white die faces and the map, typed once (test values).
  await yardCampaign(page, app.url, { pieces: PIECES, faces: { white: ['hit', 'hit', 'special', 'hit', 'x', 'x'] }, ranged: { Claudio: 'Test knives', Daria: 'Test bow' } });

  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A1'], 'north');

  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const together = actions(page).getByRole('listitem').filter({ hasText: 'Coordinated attack' }).first();
  await together.getByRole('checkbox', { name: /Daria.* joins the attack/ }).check();
  // ACT-WPN-7: Daria's bow card shows the eye icon: she is exposed by the attack, Claudio is not.
  await together.getByRole('checkbox', { name: /Daria.*card shows the eye icon/ }).check();
  await together.getByRole('checkbox', { name: /Lea joins the attack/ }).check();
  await together.getByLabel(/Attack on .*Lea.*card/).selectOption('ranged');
  await together.getByLabel(/Attack dice on .*Lea.*card/).fill('2');
  await together.getByLabel(/White dice on Claudio.*weapon card/).fill('2');
  // BOSS-1: Rodrigo's card health was left empty at the start; the attack asks for it in place (a test value).
  await together.getByLabel(/Health on Rodrigo.*card/).fill('3');
  // COORD-3: the retaliation would be dealt out before it is rolled, so Rodrigo's black dice and weapon are asked too (test values).
  await together.getByLabel('Black dice on the card: boss Rodrigo').fill('3');
  await together.getByLabel('Weapon on the card: boss Rodrigo').selectOption('melee');
  if (shots) await together.screenshot({ path: `${shots}/coordinated-with-ally.png` });
  if (shots) await page.screenshot({ path: `${shots}/coordinated-form-page.png` });
  await together.getByRole('button', { name: /attack together|Coordinate/i }).click();

  // COORD-2: 2 + 1 + 2 white dice; all five hit.
  await expect(next(page)).toContainText('5 white dice');
  await typeFaces(next(page), { Hit: 5 });
  await expect(next(page).getByRole('button', { name: /Rodrigo loses 2 health \(3 → 1\)/ })).toBeVisible();
  await expect(next(page).getByRole('button', { name: /Rodrigo loses 1 health \(3 → 2\)/ })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/assign-hits-boss.png` });
  await next(page).getByRole('button', { name: /Rodrigo loses 2 health/ }).click();
  await expect(changes(page)).toContainText(/Rodrigo/);
  await expect(page.locator('[data-square="A:A1"]')).toHaveAccessibleName(/Daria.*\(exposed\)/);
  await expect(page.locator('[data-square="A:A1"]')).not.toHaveAccessibleName(/Claudio[^,]*\(exposed\)/);
  if (shots) await page.screenshot({ path: `${shots}/after-boss-hits.png` });
});
