import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign } from './support/app.js';
import { openDiaryTab, recordDialog } from './support/diary.js';
import { startMemory } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * The assassin phase to success on the live board: three assassins pool their cubes
 * on an objective, hide and search a body, get into a hiding spot, climb a tower, synchronize
 * and leap into the cart at its foot, and leave through the stations; the app then says the
 * memory is won (END-3) and the diary's record opens pre-filled. Every action is taken from the
 * acting assassin's panel, with its cost shown before.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(240_000);

/**
 * A 4×3 yard of memory 1.3 (test values, not the campaign book's): the assassins enter on B1,
 * where a station, a haystack and the objective are, with an agile guard; a tower stands by B1,
 * C1, B2 and C2 with a cart at its foot B2, which has a station too.
 */
const MAP_TEXT = `memory 1.3
title The bell yard
side A 4x3
   A    B    C    D
1  s1   s2   s2   s4
2  s5   s2   s2   s8
3  s9   s10  s11  s12
tile 2 tower
hide B1 haystack
hide B2 cart
tower B1 C1 B2 C2 foot B2
travel B1
travel B2
objective B1 cost 2 xp 2 mandatory "the bell"
guard B1 agile
assassins B1
`;

const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);
const changes = (page: Page): Locator => page.getByRole('region', { name: /What changed on the table/ });
const next = (page: Page): Locator => page.getByRole('region', { name: 'What happens next' });
const actions = (page: Page): Locator => page.getByRole('region', { name: /moves and actions/ });
const action = (page: Page, name: string): Locator => actions(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** Shows the named assassin's moves and actions, unless already shown. */
async function actAs(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(`Show ${name}.*moves and actions`) });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(actions(page).getByRole('heading', { level: 3 })).toContainText(name);
}

test('the assassin phase to success: an objective pooled by two, a body hidden and searched, a hiding spot, a tower climbed and synchronized, fast travel out, the diary pre-filled', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Bell night', assassins: ['Claudio', 'Daria', 'Bastiano'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });

  await startMemory(page, '1.3');

  // GEN-6: the agile guard fell before the night started, laid down by hand.
  await square(page, 'B1').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'Square B1' }).getByRole('button', { name: 'Lay down' }).click();
  await expect(square(page, 'B1')).toHaveAccessibleName(/body of an? agile/);

  await next(page).getByRole('radio', { name: 'north' }).check();
  await next(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await next(page).getByRole('button', { name: 'Begin the assassin phase' }).click();

  // ACT-OBJ-1, ACT-OBJ-2: the objective costs 2; Claudio and Daria each put 1 cube on it this turn.
  await actAs(page, 'Claudio');
  await expect(action(page, 'Work on the objective')).toContainText('cost 2');
  await action(page, 'Work on the objective').getByRole('button', { name: 'Spend the cubes' }).click();
  await actAs(page, 'Daria');
  await expect(action(page, 'Work on the objective')).toContainText('cost 1');
  await action(page, 'Work on the objective').getByRole('button', { name: 'Spend the cubes' }).click();
  await expect(changes(page)).toContainText('Flip the objective token on B1: completed.');

  // BODY-1, BODY-2: Daria hides the agile guard's body after searching it for one card.
  await actAs(page, 'Daria');
  const hide = action(page, 'Hide the bodies');
  await expect(hide).toContainText('cost 1');
  await hide.getByLabel(/Bodies searched/).fill('1');
  await hide.getByRole('button', { name: 'Hide the bodies' }).click();
  await expect(square(page, 'B1')).not.toHaveAccessibleName(/body of/);

  // MAP-HID-2: Claudio gets into the haystack for nothing; the map marks him hidden.
  await actAs(page, 'Claudio');
  const enter = action(page, 'Get into the hiding spot');
  await expect(enter).toContainText('cost 0');
  await enter.getByRole('button', { name: 'Do it' }).click();
  await expect(square(page, 'B1')).toHaveAccessibleName(/Claudio[^,;]*\(in the hiding spot\)/);
  await expect(page.getByRole('article', { name: /Claudio/ })).toContainText('In the hiding spot on B1');
  // MAP-HID-5: from inside, fast travel waits until he leaves the spot.
  await expect(action(page, 'Leave by fast travel')).toContainText('From a hiding spot a character only attacks with the hidden blade');

  // MAP-TWR-1, MAP-TWR-4: Bastiano climbs the tower (1) and synchronizes at the top (1).
  await actAs(page, 'Bastiano');
  const climb = action(page, 'Climb the tower');
  await expect(climb).toContainText('cost 1');
  await climb.getByRole('button', { name: 'Climb' }).click();
  await expect(changes(page)).toContainText(/Bastiano/);
  for (const ref of ['B1', 'C1', 'B2', 'C2']) await expect(square(page, ref)).toHaveAccessibleName(/Bastiano[^,;]*\(at the top of the tower\)/);
  await expect(page.getByRole('article', { name: /Bastiano/ })).toContainText('At the top of the tower by B1, C1, B2, C2');
  await actAs(page, 'Bastiano');
  await expect(action(page, 'Synchronize')).toContainText('cost 1');
  await action(page, 'Synchronize').getByRole('button', { name: 'Do it' }).click();

  mkdirSync('/tmp/shots', { recursive: true });
  await actAs(page, 'Bastiano');
  await expect(action(page, 'Synchronize')).toContainText('An assassin synchronizes at the top of a tower, once per map.');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/assassin-phase.png' });

  // MAP-TWR-6: the leap of faith (0) lands in the cart at the tower's foot, B2.
  await action(page, 'Leap of faith').getByRole('button', { name: 'Leap' }).click();
  await expect(square(page, 'B2')).toHaveAccessibleName(/Bastiano[^,;]*\(in the hiding spot\)/);
  await expect(square(page, 'C1')).not.toHaveAccessibleName(/Bastiano/);

  // ACT-FTS-1: Daria leaves through the station on B1 (1); the station on B2 is offered to come back on.
  await actAs(page, 'Daria');
  const travel = action(page, 'Leave by fast travel');
  await expect(travel).toContainText('cost 1');
  await expect(travel.getByLabel('Or come back at once at')).toBeVisible();
  await travel.getByRole('button', { name: 'Do it' }).click();
  await expect(page.getByRole('article', { name: /Daria/ })).toContainText('Beside the map');

  // MAP-HID-5: Claudio and Bastiano leave their spots (0) and the map (1 each).
  for (const name of ['Claudio', 'Bastiano']) {
    await actAs(page, name);
    await action(page, 'Leave the hiding spot').getByRole('button', { name: 'Do it' }).click();
    await actAs(page, name);
    await action(page, 'Leave by fast travel').getByRole('button', { name: 'Do it' }).click();
    await expect(page.getByRole('article', { name: new RegExp(name) })).toContainText('Beside the map');
  }

  // END-3: objectives done, assassins gone through a station, nobody left: the app says so.
  await expect(next(page)).toContainText('End the memory as a success or a failure.');
  await expect(next(page)).toContainText('END-3');
  // The tracker's own button ends it, with the outcome the board shows already chosen.
  await next(page).getByRole('button', { name: 'End the memory', exact: true }).click();
  const ending = page.getByRole('dialog', { name: 'End memory 1.3?' });
  await expect(ending.getByRole('radio', { name: /Success/ })).toBeChecked();
  await ending.getByRole('button', { name: 'End the memory' }).click();

  const record = recordDialog(page);
  await expect(record).toBeVisible();
  await expect(record.getByText('Filled from memory 1.3 as played on the board')).toBeVisible();
  await expect(record.getByRole('radio', { name: 'Success' })).toBeChecked();
  await expect(record.getByLabel('Objective 1', { exact: true })).toHaveValue('the bell');
  await expect(record.getByLabel('XP of objective 1', { exact: true })).toHaveValue('2');
});
