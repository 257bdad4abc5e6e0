import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign, topBar } from './support/app.js';
import { actionPanel as actions, armClaudioAndPlayTheYard, dragToken, editBlackDiceMidMemory, enterAndBeginAssassinPhase, nextStep as next, startMemory, tableChanges as changes, typeFaces, yardMapText } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * The seams of an evening on the board (the board to box data, a hand move to the rules): a hand
 * move is a rule-checked move or a stated correction; the saved cube pays in the action panel;
 * enemy cards typed at the table land in box data and box data reaches the running memory; an
 * attack shows its odds before its cube is spent, with the dice of its card; and a whole
 * assassin's turn is played from the keyboard, its key presses counted. Dice faces, cards and
 * maps are test values a group would type from its own box.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(240_000);

const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);
const assassinCard = (page: Page, name: RegExp): Locator => page.getByRole('article', { name });
const cubes = (page: Page, name: RegExp, count: number): Locator => assassinCard(page, name).getByRole('img', { name: `${count} of 3 action cubes` });

async function yardEvening(page: Page, name: string, pieces: readonly string[]): Promise<void> {
  await createCampaign(page, { name, assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'black', faces: ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: yardMapText(pieces) });
}

test('GEN-6, ACT-MOV-1: a drag to a square the assassin may reach is its move, with its test; any other hand move is a correction the history names', async ({ page, app }) => {
  await page.goto(app.url);
  await yardEvening(page, 'Honest hands', ['guard A2 crossbowman']);
  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');

  // ACT-MOV-1, ACT-MOV-2: dragged onto the crossbowman next to him, Claudio makes his move: a cube, then the test.
  await dragToken(page, 'a1', 'A2');
  await expect(next(page)).toContainText('Detection test on A2: 1 red die.');
  await expect(cubes(page, /Claudio/, 2)).toBeVisible();
  await typeFaces(next(page), { Blank: 1 });
  await expect(changes(page)).toContainText(/Detection test on A2: Blank/);

  // Diagonally to B3 is no move: the board says which rule the drag sets aside and asks once; Escape keeps him where he is.
  await dragToken(page, 'a1', 'B3');
  const dialog = page.getByRole('dialog', { name: /Move Claudio.* to B3 by hand\?/ });
  await expect(dialog).toContainText('This is a correction: it sets aside the rule that an assassin moves to a nearby square for 1 action cube, and is tested or hunted on arriving.');
  await expect(dialog).toContainText('The board would refuse the move: B3 is not a square nearby A2.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(square(page, 'A2')).toHaveAccessibleName(/Claudio/);

  // Confirmed, it is recorded as a correction: no cube, no test, and the history line names the rule.
  await dragToken(page, 'a1', 'B3');
  await dialog.getByRole('button', { name: 'Record the correction' }).click();
  await expect(changes(page)).toContainText(/Correction by hand: move Claudio.* from A2 to B3 \(the rule set aside: an assassin moves to a nearby square/);
  await expect(cubes(page, /Claudio/, 2)).toBeVisible();
  await expect(next(page)).not.toContainText('Detection test');
  await expect(topBar(page).getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute(
    'title',
    /Undo: Memory 1\.2, turn 1: Claudio.* moved by hand to B3 as a correction, setting aside the rule that an assassin moves to a nearby square for 1 action cube, and is tested or hunted on arriving$/,
  );

  // "Move by hand" beside "Act" is a correction even to a square Daria could walk to: it says the rules would take her there.
  await assassinCard(page, /Daria/).getByRole('button', { name: /Move Daria.* by hand/ }).click();
  await expect(square(page, 'A3')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const byHand = page.getByRole('dialog', { name: /Move Daria.* to B3 by hand\?/ });
  await expect(byHand).toContainText(/The rules would take Daria.* there as a move; moved by hand, no cube is paid and nothing happens on arriving\./);
  await byHand.getByRole('button', { name: 'Record the correction' }).click();
  await expect(changes(page)).toContainText(/Correction by hand: move Daria.* from A3 to B3/);
  await expect(cubes(page, /Daria/, 3)).toBeVisible();

  // With Claudio acting, a square his move cannot reach says why where it was clicked.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  await square(page, 'D1').click();
  await expect(page.getByText(/Claudio.* cannot move to D1: D1 is not a square nearby B3\. Dragging the miniature there records a correction by hand\./)).toBeVisible();
});

test('SAVE-3: with the grouped cubes spent, ticking "pay with the saved cube" offers the moves and actions the saved cube pays for', async ({ page, app }) => {
  await page.goto(app.url);
  await yardEvening(page, 'Saved cube', []);
  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');

  // SAVE-2: Claudio saves a cube, then (test shortcut at the table) his two others are spent by hand.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  await actions(page).getByRole('listitem').filter({ hasText: 'Save an action' }).getByRole('button', { name: 'Do it' }).click();
  await expect(assassinCard(page, /Claudio/).getByRole('checkbox', { name: /saved cube/ })).toBeChecked();
  for (let n = 0; n < 2; n++) await assassinCard(page, /Claudio/).getByRole('button', { name: /One action cube fewer for Claudio/ }).click();
  await expect(cubes(page, /Claudio/, 0)).toBeVisible();

  // ASP-1: nothing is paid from the grouped slots now; the sentence says how to spend the saved cube.
  const moveToB1 = actions(page).getByRole('button', { name: 'Move to B1' });
  await expect(moveToB1).toBeDisabled();
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Move to B1' })).toContainText('To spend the saved cube, tick “Pay one cube with the saved cube”.');

  // SAVE-3: ticked, the move is offered as the engine takes it, and the saved cube pays it.
  const useSaved = actions(page).getByRole('checkbox', { name: /Pay one cube with the saved cube/ });
  await useSaved.check();
  await expect(useSaved).toBeFocused();
  await expect(moveToB1).toBeEnabled();
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Hide the bodies' })).not.toContainText('This costs');
  await moveToB1.click();
  await expect(changes(page)).toContainText(/Move Claudio.* from A1 to B1\./);
  await expect(assassinCard(page, /Claudio/).getByRole('checkbox', { name: /saved cube/ })).not.toBeChecked();
  await expect(cubes(page, /Claudio/, 0)).toBeVisible();
});

test('UNK-7: an enemy card typed at the table is kept in box data and not asked again; box data entered while the memory runs reaches it at once', async ({ page, app }) => {
  await page.goto(app.url);
  // Stalkers: a guard type whose card the rulebooks do not describe (CF-CHR-13/14 name only the crossbowman and the Agile Guard).
  await yardEvening(page, 'Cards at the table', ['guard B1 stalker x2']);
  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');

  // Claudio exposed on A1 beside the stalkers of B1 (by hand, GEN-6); the assassin phase ends.
  await assassinCard(page, /Claudio/).getByRole('button', { name: /Clip a red base to Claudio/ }).click();
  await next(page).getByRole('button', { name: 'End the assassin phase' }).click();
  for (const step of ['Reinforcement', 'Movement']) {
    await expect(page.getByText(new RegExp(`Turn 1 · enemy phase: ${step}`))).toBeVisible();
    await next(page).getByRole('button', { name: 'Advance by hand instead' }).click();
  }

  // CMB-2, CMB-4: whether the stalkers shoot and their black dice are on their card, never entered: the step asks for it, in place.
  await expect(next(page)).toContainText('Type these enemy cards (not entered in Box data):');
  const card = next(page).getByRole('group', { name: 'stalker' });
  await card.getByLabel('Health').fill('1');
  await card.getByLabel('Black dice').fill('1');
  await card.getByLabel('Attack').selectOption('ranged');
  await next(page).getByRole('button', { name: 'Use these values' }).click();
  await expect(next(page)).toContainText('Kept in Box data: the enemy card of the stalker. It will not be asked for again.');
  await expect(next(page)).toContainText(/Combat: roll 2 black dice for Claudio/);
  const kept = await invokeThroughBridge<{ enemyCards: { guardType: string; blackDice: number; weapon: string }[] }>(page, 'box-data/get', {});
  expect(kept.enemyCards).toMatchObject([{ guardType: 'stalker', health: 1, blackDice: 1, weapon: 'ranged' }]);
  await next(page).getByRole('button', { name: 'Advance by hand instead' }).click();
  await next(page).getByRole('button', { name: 'End turn 1' }).click();

  // Turn 2: the combat uses the card kept, asking nothing.
  await next(page).getByRole('radio', { name: 'north' }).check();
  await next(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await next(page).getByRole('button', { name: 'Begin the assassin phase' }).click();
  await next(page).getByRole('button', { name: 'End the assassin phase' }).click();
  for (const step of ['Reinforcement', 'Movement']) {
    await expect(page.getByText(new RegExp(`Turn 2 · enemy phase: ${step}`))).toBeVisible();
    await next(page).getByRole('button', { name: 'Advance by hand instead' }).click();
  }
  await expect(next(page)).toContainText(/Combat: roll 2 black dice for Claudio/);
  await expect(next(page)).not.toContainText('Type these enemy cards');

  // The card changed in Box data while the memory runs (2 black dice); back on the board, the combat uses it at once.
  await editBlackDiceMidMemory(page, 'stalker', 2);
  await expect(next(page)).toContainText(/Combat: roll 4 black dice for Claudio/);
});

test('ACT-WPN-3, RET-1, EQP-3: an attack shows its odds before the cube is spent, with the dice of its card, kept once typed; a gained card goes to the slot its icon names', async ({ page, app }) => {
  await page.goto(app.url);
  await yardEvening(page, 'Odds first', ['guard B1 crossbowman x2']);
  // UNK-4: the knives' card is in Box data, its dice not typed yet.
  await invokeThroughBridge(page, 'box-data/save-equipment-card', { previousId: null, card: { id: 'T/7', name: 'Test knives', slot: 'ranged', dice: null, reusable: true, armorHealth: 0, notes: '' } });
  await armClaudioAndPlayTheYard(page, 'Ranged weapon', 'Test knives');

  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const attack = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await expect(attack.getByLabel('Target square')).toHaveValue('A:B1');
  await expect(attack).toContainText('Type them from the weapon card; they are saved on its card in Box data.');
  // ACT-WPN-3, ACT-WPN-5, RET-1: 3 dice on 2 crossbowmen, before anything is paid. Reference: P(≥2 hits of 3, 4 faces in 6 hit) = 160/216; P(≥1 X) = 1 − (4/6)³ = 152/216.
  await attack.getByLabel('White dice on the weapon card').fill('3');
  await expect(attack).toContainText('The odds before the cube is spent (3 white dice):');
  // ACT-WPN-5, UNK-7: the crossbowman's health is on its card only: asked here, and until it is typed no chance of felling both is given.
  await expect(attack).toContainText('A guard’s health on its card is not known, so no chance of felling them all can be given.');
  await attack.getByLabel('Health on the card: crossbowman').fill('1');
  await expect(attack).toContainText('Every guard there (2) falls with 160 in 216 (74.1%): it takes 2 hits, the health on their cards.');
  await expect(attack).toContainText('At least one X (retaliation if enemies are left): 152 in 216 (70.4%).');
  await expect(cubes(page, /Claudio/, 3)).toBeVisible();

  await attack.getByRole('button', { name: 'Attack' }).click();
  await expect(next(page)).toContainText('Attack on B1: 3 white dice.');
  await expect(cubes(page, /Claudio/, 2)).toBeVisible();
  await typeFaces(next(page), { Hit: 1, 'X (miss, retaliation)': 2 });
  await expect(next(page)).toContainText('Which guards fall?');
  await next(page).getByRole('button', { name: /^crossbowman/ }).first().click();
  // RET-2, CF-CHR-13: the retaliation counts the rulebook's black die of the crossbowman.
  await expect(next(page)).toContainText(/Retaliation against Claudio.* by crossbowman: roll 1 black die and give the faces\./);
  await typeFaces(next(page), { 'Fail (shield)': 1 });

  // UNK-4: the dice typed are kept on the knives' card; UNK-7: the health typed, with the rulebook's facts, on the crossbowman's card. The next attack starts from them, said so.
  const boxData = await invokeThroughBridge<{ equipment: { id: string; dice: number | null }[]; enemyCards: { guardType: string }[] }>(page, 'box-data/get', {});
  expect(boxData.equipment).toMatchObject([{ id: 'T/7', dice: 3 }]);
  expect(boxData.enemyCards).toMatchObject([{ guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false }]);
  await expect(page.getByRole('button', { name: /Show Claudio.*moves and actions/ })).toHaveAttribute('aria-pressed', 'true');
  const again = actions(page).getByRole('listitem').filter({ hasText: 'Attack' }).first();
  await expect(again.getByLabel('White dice on the weapon card')).toHaveValue('3');
  await expect(again).toContainText('From the weapon’s card in Box data.');
  await expect(again).toContainText('Every guard there (1) falls with');
  await expect(again.getByLabel('Health on the card: crossbowman')).toHaveCount(0);

  // EQP-3: a gained card goes to the slot its icon names; a card without an icon to a free inventory slot.
  const gained = actions(page).getByRole('listitem').filter({ hasText: 'Put a gained card in a slot' });
  await gained.getByLabel('Card name').fill('Test armor');
  await gained.getByLabel('Icon on the card').selectOption('armor');
  await expect(gained.getByRole('combobox', { name: 'Slot', exact: true })).toHaveValue('armor');
  await gained.getByLabel('Icon on the card').selectOption('none');
  await expect(gained.getByRole('combobox', { name: 'Slot', exact: true })).toHaveValue('inventory-1');
});

test('keyboard at the table: a whole assassin’s turn of a move, a detection test and an objective in under 40 key presses; ? lists the keys; no Enter leaves the board', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Keys only', assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', {
    text: ['memory 1.2', 'side A 3x1', '   A    B    C', '1  s1   s2   s3', 'guard B1 crossbowman', 'objective B1 cost 1 xp 1 mandatory "the seal"', 'assassins A1', ''].join('\n'),
  });
  await startMemory(page, '1.2');
  await next(page).getByRole('radio', { name: 'north' }).check();
  await next(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await next(page).getByRole('button', { name: 'Begin the assassin phase' }).click();
  await expect(page.getByText('Turn 1 · assassin phase')).toBeVisible();
  const boardUrl = page.url();

  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };

  // ?: the help lists the keys; ? again closes it.
  await square(page, 'A1').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard at the table' });
  await expect(help).toContainText('What happens next: the button or the choice that moves the turn on');
  await expect(help).toContainText('The next assassin: their moves and actions');
  await page.keyboard.press('?');
  await expect(help).toBeHidden();

  // A: Claudio acts. M: the map on his square. →, Enter: his move onto the crossbowman (ACT-MOV-1, ACT-MOV-2).
  await press('a');
  await expect(actions(page).getByRole('heading', { name: /Claudio.*: moves and actions/ })).toBeFocused();
  await press('m');
  await expect(square(page, 'A1')).toBeFocused();
  await press('ArrowRight');
  await press('Enter');
  await expect(next(page)).toContainText('Detection test on B1: 1 red die.');

  // N: what happens next, the test; the physical die shows a blank, typed in (DET-4).
  const focusedIs = (locator: Locator) => locator.evaluate((element) => element.matches(':focus'));
  // The campaign's way of rolling (Settings → dice) is in before the key is pressed.
  await expect(next(page).getByRole('radio', { name: 'We roll our dice and enter the faces' })).toBeChecked();
  await press('n');
  await expect(next(page).locator(':focus')).toHaveCount(1);
  const blank = next(page).getByLabel('Blank: how many dice show it');
  for (let tabs = 0; tabs < 12 && !(await focusedIs(blank)); tabs++) await press('Tab');
  await press('1');
  const record = next(page).getByRole('button', { name: 'Record this roll' });
  for (let tabs = 0; tabs < 6 && !(await focusedIs(record)); tabs++) await press('Tab');
  await press('Enter');
  await expect(changes(page)).toContainText(/Detection test on B1: Blank/);

  // A: back to Claudio's actions; Tab to the objective's button (ACT-OBJ-1), Enter.
  await press('a');
  const work = actions(page).getByRole('listitem').filter({ hasText: 'Work on the objective' }).getByRole('button');
  for (let tabs = 0; tabs < 12 && !(await focusedIs(work)); tabs++) await press('Tab');
  await expect(work).toBeFocused();
  await press('Enter');
  await expect(changes(page)).toContainText('Flip the objective token on B1: completed.');

  expect(presses).toBeLessThan(40);
  test.info().annotations.push({ type: 'key presses', description: `a move, a detection test and an objective: ${presses} key presses` });
  console.log(`key presses for a whole assassin's turn: ${presses}`);

  // S: the next assassin; Enter then presses nothing that leaves the board.
  await press('s');
  await expect(actions(page).getByRole('heading', { name: /Daria.*: moves and actions/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  expect(page.url()).toBe(boardUrl);
});
