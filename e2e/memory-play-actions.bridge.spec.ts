import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign } from './support/app.js';
import { addCardToSlot, openAssassinsTab } from './support/assassins.js';
import { actionPanel as actions, enterAndBeginAssassinPhase, nextStep as next, startMemory, tableChanges as changes, typeFaces } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * The assassin phase on the live board: Claudio's moves and actions with what each
 * would trigger, a move into guards with a detection roll typed from the physical dice that
 * exposes him, the hunt the players choose (with a reload while the choice waits), an attack
 * rolled by the app and undone and redone without rolling again, then typed, and the fallen
 * guard chosen.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(240_000);

/** A 12-square yard of memory 1.2 (test values, not the campaign book's): 2 crossbowmen on B1, an agile guard on B2, two entry squares. */
const MAP_TEXT = `memory 1.2
title The yard at night
side A 4x3
   A    B    C    D
1  s1   s2   s3   s4
2  s5   s6   s7   s8
3  s9   s10  s11  s12
guard B1 crossbowman x2
guard B2 agile
objective D2 cost 1 xp 1 mandatory "the seal"
entrance A D3
assassins A1
assassins A3
`;

const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);

test('the assassin phase on the board: previews with odds, a typed detection roll that exposes, a hunt across a reload, an attack undone and redone without rolling again', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Action night', assassins: ['Claudio', 'Daria'] });
  // UNK-1, UNK-18: the group's own dice faces and map, typed once into the box data (test values).
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });
  // SET-7: Claudio's melee weapon sits in its slot.
  await openAssassinsTab(page);
  await addCardToSlot(page, 'Claudio', 'Melee weapon', 'Test sword');

  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');

  // ACT-MOV-1, DET-4: Claudio's destinations, each with what it triggers; his actions with their costs.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const panel = actions(page);
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Move to B1' })).toContainText('detection test: 2 red dice, exposed with 20 in 36 (55.6%)');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Move to A2' })).toContainText('no enemy there');
  await expect(square(page, 'B1')).toHaveAccessibleName(/the acting assassin may move here: detection test/);
  const chest = panel.getByRole('listitem').filter({ hasText: 'Open the chest' });
  await expect(chest).toContainText('cost 1');
  await expect(chest).toContainText('No closed chest on A1. rule MAP-CHS-1');

  // DET-4, DET-5: into the two crossbowmen; the chance before the dice, then an eye typed from the physical dice.
  await panel.getByRole('button', { name: 'Move to B1' }).click();
  await expect(next(page)).toContainText('Detection test on B1: 2 red dice.');
  await expect(next(page)).toContainText(/Claudio.* \(2 dice\) is exposed with 20 in 36 \(55\.6%\)\./);
  await typeFaces(next(page), { Eye: 1, Blank: 1 });
  const result = next(page).getByRole('region', { name: 'The dice rolled' });
  await expect(result.getByRole('heading')).toBeFocused();
  await expect(result).toContainText(/Exposed: Claudio.*\. The alert turns active\./);
  await expect(changes(page)).toContainText(/Detection test on B1: Blank, Eye — Claudio.* exposed\./);
  await expect(changes(page)).toContainText('Flip the alert token to its red, active side.');

  // Undo across the typed roll: the test waits again; redo gives back the same faces.
  await square(page, 'D3').focus();
  await page.keyboard.press('Control+z');
  await expect(next(page)).toContainText('Detection test on B1: 2 red dice.');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('heading', { name: 'Redone: do this again at the table' })).toBeVisible();
  await expect(changes(page)).toContainText(/Detection test on B1: Blank, Eye — Claudio.* exposed\./);

  // HUNT-1: exposed, Claudio leaves the two crossbowmen for C1; one of them follows, the players say which.
  // His moves and actions stay shown while he acts.
  await expect(page.getByRole('button', { name: /Show Claudio.*moves and actions/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Move to C1' })).toContainText('enemies following: 1 of 2, the players choose which');
  await actions(page).getByRole('button', { name: 'Move to C1' }).click();
  await expect(next(page)).toContainText(/Enemies hunting Claudio.* from B1 to C1: 1\. Which ones\?/);
  // GEN-1: either crossbowman may follow, and at the table the two are alike: one choice, named, never told apart by an id.
  const hunters = next(page).getByRole('group', { name: 'Choose one' }).getByRole('button');
  await expect(hunters).toHaveText(['crossbowman']);

  mkdirSync('/tmp/shots', { recursive: true });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Reload while the choice waits: the same choice, nothing else offered first (GEN-1).
  await page.reload();
  await expect(next(page)).toContainText(/Enemies hunting Claudio.* from B1 to C1: 1\. Which ones\?/);
  await hunters.first().click();
  await expect(changes(page)).toContainText('Move crossbowman from B1 to C1.');
  await expect(square(page, 'C1')).toHaveAccessibleName(/crossbowman/);

  // ACT-WPN-1…3: the sword on the crossbowman that followed, 2 white dice; the chances first.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const attack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await expect(attack.getByLabel('Target square')).toHaveValue('A:C1');
  await attack.getByLabel('White dice on the weapon card').fill('2');
  // ACT-WPN-5: the crossbowman's health is on its card, not in the rulebook: asked in place (a test value).
  await attack.getByLabel('Health on the card: crossbowman').fill('1');
  await attack.getByRole('button', { name: 'Attack' }).click();
  await expect(next(page)).toContainText('Attack on C1: 2 white dice.');
  await expect(next(page)).toContainText('Every guard there (1) falls with 32 in 36 (88.9%): it takes 1 hit, the health on their cards.');
  await expect(next(page)).toContainText('At least one X (retaliation if enemies are left): 20 in 36 (55.6%).');
  await page.screenshot({ path: '/tmp/shots/actions.png' });

  // Rolled by the app, undone and redone: the same faces come back, never rolled again.
  await next(page).getByRole('radio', { name: 'The app rolls' }).check();
  await next(page).getByRole('button', { name: 'Roll the dice' }).click();
  const rolledLine = changes(page).getByRole('listitem').filter({ hasText: /attacks C1:/ });
  await expect(rolledLine).toBeVisible();
  const rolledText = (await rolledLine.textContent())!;
  await square(page, 'D3').focus();
  await page.keyboard.press('Control+z');
  await expect(next(page)).toContainText('Attack on C1: 2 white dice.');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('heading', { name: 'Redone: do this again at the table' })).toBeVisible();
  await expect(changes(page).getByRole('listitem').filter({ hasText: /attacks C1:/ })).toHaveText(rolledText);

  // Undone once more and typed instead: a hit and an X; the players say the crossbowman falls (ACT-WPN-5, ACT-WPN-6).
  await square(page, 'D3').focus();
  await page.keyboard.press('Control+z');
  await expect(next(page)).toContainText('Attack on C1: 2 white dice.');
  await typeFaces(next(page), { Hit: 1, 'X (miss, retaliation)': 1 });
  await expect(next(page).getByRole('region', { name: 'The dice rolled' })).toContainText('Hits: 1; enemies standing on C1: 1; X: 1.');
  await expect(next(page)).toContainText('Hits on C1: 1. Which guards fall?');
  await next(page).getByRole('button', { name: /^crossbowman/ }).click();
  await expect(changes(page)).toContainText('Lay crossbowman down on C1: it is a body now.');
  await expect(square(page, 'C1')).toHaveAccessibleName(/body of a crossbowman/);
});

test('a step taken in another window shows on this board as taken there, not as a redo, with what to change on the table', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Two windows', assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });
  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');

  // The same board open in a second window of the app; Claudio moves there (ACT-MOV-1).
  const other = await page.context().newPage();
  // The bridge's token comes with the app's address (each tab keeps its own); the board's place is the address's hash.
  await other.goto(`${app.url}${new URL(page.url()).hash}`);
  await other.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  await actions(other).getByRole('button', { name: 'Move to A2' }).click();
  await expect(changes(other)).toContainText(/Move Claudio.* from A1 to A2\./);

  await expect(page.getByRole('heading', { name: 'Taken in another window or a restored save: do this at the table' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redone: do this again at the table' })).toHaveCount(0);
  await expect(changes(page)).toContainText(/Move Claudio.* from A1 to A2\./);
  await expect(square(page, 'A2')).toHaveAccessibleName(/Claudio/);
  await other.close();
});
