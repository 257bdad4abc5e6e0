import { expect, type Locator, type Page } from '@playwright/test';
import type { DieFace } from '../../shared/dice/dice.js';
import { createCampaign } from './app.js';
import { addCardToSlot, openAssassinsTab } from './assassins.js';
import { openDiaryTab } from './diary.js';
import { invokeThroughBridge } from './print.js';

/** The live board's regions, named as a screen reader hears them. */
export const nextStep = (page: Page): Locator => page.getByRole('region', { name: 'What happens next' });
export const tableChanges = (page: Page): Locator => page.getByRole('region', { name: /What changed on the table|Undone: put back what this step did|Redone: do this again at the table|Taken in another window or a restored save: do this at the table/ });
export const actionPanel = (page: Page): Locator => page.getByRole('region', { name: /moves and actions/ });

/** From the campaign's diary, starts memory `memoryId` on the board (its map entered in Box data) and waits for the map. */
export async function startMemory(page: Page, memoryId: string): Promise<void> {
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  // "Play memory 1.1" when the diary suggests the next one, "Play a memory" when it cannot.
  await plays.getByRole('button', { name: /^Play (a )?memory/ }).click();
  await plays.getByLabel('Memory', { exact: true }).fill(memoryId);
  await plays.getByRole('button', { name: 'Start the memory' }).click();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
}

/** SET-1 then the first event phase: the assassins enter on `entries`, the event shows `direction`. */
export async function enterAndBeginAssassinPhase(page: Page, entries: readonly string[], direction: string): Promise<void> {
  for (const square of entries) await nextStep(page).getByRole('button', { name: `Enter at ${square}` }).click();
  await nextStep(page).getByRole('radio', { name: direction }).check();
  await nextStep(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await nextStep(page).getByRole('button', { name: 'Begin the assassin phase' }).click();
}

/** A roll typed from the physical dice: how many dice show each face. */
export async function typeFaces(where: Locator, faces: Record<string, number>): Promise<void> {
  await where.getByRole('radio', { name: 'We roll our dice and enter the faces' }).check();
  for (const [face, count] of Object.entries(faces)) await where.getByLabel(`${face}: how many dice show it`).fill(String(count));
  await where.getByRole('button', { name: 'Record this roll' }).click();
}

/**
 * Memory 1.2 as a 12-square yard (test values, not the campaign book's): a 4×3 side, an
 * objective on D2, entrance A on D3 and the assassins' entries on A1 and A3, with `pieces`
 * (the map text's guard, boss and ally lines) standing on it.
 */
export function yardMapText(pieces: readonly string[]): string {
  return ['memory 1.2', 'title The yard at dusk', 'side A 4x3', '   A    B    C    D', '1  s1   s2   s3   s4', '2  s5   s6   s7   s8', '3  s9   s10  s11  s12', ...pieces, 'objective D2 cost 1 xp 1 mandatory "the seal"', 'entrance A D3', 'assassins A1', 'assassins A3', ''].join('\n');
}

/** Drags a token of the map (`data-token`) onto a square with the mouse, as a player does. */
export async function dragToken(page: Page, token: string, to: string, side = 'A'): Promise<void> {
  const from = await page.locator(`[data-token="${token}"]`).boundingBox();
  const target = await page.locator(`[data-square="${side}:${to}"]`).boundingBox();
  if (!from || !target) throw new Error(`${token} or ${to} is not on screen`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** UNK-7: the crossbowman's enemy card typed into Box data (test values: 1 health, `blackDice` black dice, ranged). */
export async function enterCrossbowmanCard(page: Page, blackDice = 1): Promise<void> {
  await invokeThroughBridge(page, 'box-data/save-enemy-card', {
    previousGuardType: null,
    card: { guardType: 'crossbowman', health: 1, blackDice, weapon: 'ranged', ignoresLadders: false, notes: '' },
  });
}

/**
 * UNK-7: while the memory runs, the group opens Box data from the top bar, changes the black dice
 * on the enemy card of `guardType`, and comes back to the board.
 */
export async function editBlackDiceMidMemory(page: Page, guardType: string, blackDice: number): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Box data' }).click();
  const enemyCards = page.getByRole('form', { name: 'Enemy cards' });
  await page.getByRole('button', { name: `Edit ${guardType}` }).click();
  await enemyCards.getByLabel('Black dice').fill(String(blackDice));
  await enemyCards.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Enemy cards' }).getByRole('listitem').filter({ hasText: guardType })).toContainText(`${blackDice} black dice`);
  await page.goBack();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
}

/** SET-7: Claudio's `slot` holds `card` on his board; then the yard's memory 1.2 starts, Claudio on A1 and Daria on A3, to the assassin phase. */
export async function armClaudioAndPlayTheYard(page: Page, slot: string, card: string): Promise<void> {
  await openAssassinsTab(page);
  await addCardToSlot(page, 'Claudio', slot, card);
  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');
}

/**
 * A campaign "Dusk" of Claudio and Daria for the yard's stories: the group's dice faces typed
 * once (test values), the yard holding `pieces` saved as memory 1.2, and the ranged weapon each
 * assassin carries named by its card.
 */
export async function yardCampaign(page: Page, url: string, setup: { pieces: readonly string[]; faces: Partial<Record<'white' | 'black' | 'red', DieFace[]>>; ranged: Readonly<Record<string, string>> }): Promise<void> {
  await page.goto(url);
  await createCampaign(page, { name: 'Dusk', assassins: ['Claudio', 'Daria'] });
  for (const [die, faces] of Object.entries(setup.faces)) await invokeThroughBridge(page, 'box-data/set-die-faces', { die, faces });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: yardMapText(setup.pieces) });
  await openAssassinsTab(page);
  for (const [name, card] of Object.entries(setup.ranged)) await addCardToSlot(page, name, 'Ranged weapon', card);
}

/** The enemy step panel: the step due, its preview and what it needs from the table. */
export const enemyStagePanel = (page: Page): Locator => page.locator('.enemy-stage');

/** REI-2: the physical reinforcement card's column typed line by line, then used. */
export async function typeReinforcement(page: Page, lines: { count: number; type: string; letter?: string }[]): Promise<void> {
  const panel = enemyStagePanel(page);
  await expect(panel.getByText(/Draw a reinforcement card and type its/)).toBeVisible();
  for (const [index, line] of lines.entries()) {
    await panel.getByRole('button', { name: 'Add a line' }).click();
    const row = panel.getByRole('group', { name: `Line ${index + 1}` });
    if (line.letter) await row.getByLabel('Entrance').selectOption(line.letter);
    await row.getByLabel('Guards').fill(String(line.count));
    await row.getByLabel('Type').fill(line.type);
  }
  await panel.getByRole('button', { name: 'Use this card' }).click();
}

/**
 * MOV-2's table, set by hand (GEN-6) through the bridge from the start of a play on a map whose
 * assassins enter on C3: the event card shows `direction`; both assassins exposed on C3 with three
 * crossbowmen (room for one more, CAP-1), an agile guard on C2 and a crossbowman on D3 drawn to the
 * red bases (MOV-1); the assassin phase and the reinforcement stage ended, so the movement stage
 * asks who enters C3.
 */
export async function whoEntersC3(step: (body: unknown) => Promise<unknown>, direction: string): Promise<void> {
  await step({ kind: 'begin-event-phase', events: [{ side: 'A', direction }] });
  await step({ kind: 'begin-assassin-phase' });
  await step({ kind: 'attach-red-base', miniatureId: 'a1' });
  await step({ kind: 'attach-red-base', miniatureId: 'a2' });
  for (let n = 0; n < 3; n++) await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'C3' });
  await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: 'C2' });
  await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'D3' });
  await step({ kind: 'end-assassin-phase' });
  await step({ kind: 'end-enemy-stage', stage: 'reinforcement' });
}
