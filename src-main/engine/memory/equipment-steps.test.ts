import { describe, expect, it } from 'vitest';
import type { BoardSlot } from '../../../shared/boards/board.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { GainedCard, Step } from '../../../shared/memory-play/moves/index.js';
import { play, testAssassins } from './test-support/play-builders.js';
import { accepted, assassinOf, inAssassinPhase, refused } from './test-support/step-assertions.js';

/** Equipment during the play (EQP-2…7) on a 2×1 test side. Card names and numbers are test values. */
function board(options: { equipment?: { slot: BoardSlot; name: string }[]; apprentice?: boolean; maxHealth?: number } = {}): PlayState {
  const assassins = testAssassins(2).map((assassin) => ({
    ...assassin,
    equipment: options.equipment ?? [{ slot: 'melee' as const, name: 'Sword' }],
    apprentice: options.apprentice === true,
    ...(options.maxHealth === undefined ? {} : { maxHealth: options.maxHealth, health: options.maxHealth }),
  }));
  return inAssassinPhase({ width: 2, height: 1, miniatures: [{ type: 'assassins', square: 'A1' }] }, { assassins });
}

const equip = (card: GainedCard, slot: BoardSlot, occupant?: 'to-inventory' | 'discard'): Step => ({ kind: 'equip', miniatureId: 'a1', card, slot, ...(occupant === undefined ? {} : { occupant }) });
const moveCard = (from: BoardSlot, to: BoardSlot | 'discard', armorHealth?: number): Step => ({ kind: 'move-card', miniatureId: 'a1', from, to, ...(armorHealth === undefined ? {} : { armorHealth }) });
const slots = (state: PlayState) => Object.fromEntries(assassinOf(state, 'a1').equipment.map((card) => [card.slot, card.name]));

const axe: GainedCard = { name: 'Axe', cardType: 'melee', reusable: true };
const knives: GainedCard = { name: 'Knives', cardType: 'ranged' };
const smokeBomb: GainedCard = { name: 'Smoke bomb', cardType: 'none', reusable: false };

describe('equip and slots (EQP)', () => {
  it('EQP-2: a gained card goes into a free matching slot or a free inventory slot for 0 actions', () => {
    const result = accepted(board(), equip(knives, 'ranged'));
    expect(assassinOf(result.state, 'a1').cubes).toBe(3);
    expect(result.events).toEqual([expect.objectContaining({ type: 'card-moved', card: 'Knives', from: null, to: 'ranged', rule: 'EQP-2' })]);
    expect(slots(play(result.state, equip(smokeBomb, 'inventory-2')))).toEqual({ melee: 'Sword', ranged: 'Knives', 'inventory-2': 'Smoke bomb' });
  });

  it('EQP-3: a typed slot takes only a card with its icon; a card without one only an inventory slot', () => {
    expect(refused(board(), equip(knives, 'hidden-blade'))).toMatchObject({ rule: 'EQP-3', params: { context: 'ranged', card: 'Knives' }, field: 'slot' });
    expect(refused(board(), equip(smokeBomb, 'armor'))).toMatchObject({ rule: 'EQP-3', params: { context: 'none' } });
    expect(refused(board(), moveCard('melee', 'ranged'))).toMatchObject({ rule: 'EQP-3', params: { context: 'melee', card: 'Sword' }, field: 'to' });
  });

  it('EQP-4: with the slot full, its card moves to the inventory for 1 action or is discarded for 0', () => {
    expect(refused(board(), equip(axe, 'melee'))).toMatchObject({ rule: 'EQP-4', params: { card: 'Sword', slot: 'melee' }, field: 'occupant' });
    const moved = accepted(board(), equip(axe, 'melee', 'to-inventory'));
    expect(assassinOf(moved.state, 'a1').cubes).toBe(2);
    expect(slots(moved.state)).toEqual({ melee: 'Axe', 'inventory-1': 'Sword' });
    const discarded = accepted(board(), equip(axe, 'melee', 'discard'));
    expect(assassinOf(discarded.state, 'a1').cubes).toBe(3);
    expect(slots(discarded.state)).toEqual({ melee: 'Axe' });
    const full = board({ equipment: [{ slot: 'melee', name: 'Sword' }, ...(['inventory-1', 'inventory-2', 'inventory-3', 'inventory-4', 'inventory-5'] as const).map((slot) => ({ slot, name: `Card ${slot}` }))] });
    expect(refused(full, equip(axe, 'melee', 'to-inventory'))).toMatchObject({ rule: 'EQP-4', params: { context: 'noInventory' } });
  });

  it('EQP-4: rearranging a card between the board’s slots costs 1 action; discarding it costs 0', () => {
    const toInventory = accepted(board(), moveCard('melee', 'inventory-3'));
    expect(assassinOf(toInventory.state, 'a1').cubes).toBe(2);
    const back = accepted(toInventory.state, moveCard('inventory-3', 'melee'));
    expect(slots(back.state)).toEqual({ melee: 'Sword' });
    expect(assassinOf(back.state, 'a1').cubes).toBe(1);
    const full = play(board(), equip(smokeBomb, 'inventory-1'));
    expect(refused(full, moveCard('melee', 'inventory-1'))).toMatchObject({ rule: 'EQP-4', params: { card: 'Smoke bomb' } });
    expect(assassinOf(accepted(full, moveCard('inventory-1', 'discard')).state, 'a1').cubes).toBe(3);
  });

  it('EQP-5: a discarded black card goes to the discard pile, a light-gray one back to the box', () => {
    const state = play(board(), equip(smokeBomb, 'inventory-1'), equip({ name: 'Crossbow', cardType: 'ranged', reusable: true }, 'ranged'));
    expect(accepted(state, moveCard('inventory-1', 'discard')).events[0]).toMatchObject({ type: 'card-moved', card: 'Smoke bomb', to: null, discardTo: 'discard-pile', rule: 'EQP-4' });
    expect(accepted(state, moveCard('ranged', 'discard')).events[0]).toMatchObject({ card: 'Crossbow', discardTo: 'box' });
  });

  it('EQP-6: worn armor adds its health; it comes off only for a better armor, which adds the difference', () => {
    const leather: GainedCard = { name: 'Leather armor', cardType: 'armor', armorHealth: 1 };
    const plate: GainedCard = { name: 'Plate armor', cardType: 'armor', armorHealth: 2 };
    const worn = accepted(board(), equip(leather, 'armor'));
    expect(assassinOf(worn.state, 'a1')).toMatchObject({ health: 4, maxHealth: 4, cubes: 3 });
    expect(refused(worn.state, equip({ ...leather, name: 'Old armor' }, 'armor', 'discard'))).toMatchObject({ rule: 'EQP-6', params: { armorHealth: 1, worn: 1 } });
    expect(refused(worn.state, moveCard('armor', 'inventory-1'))).toMatchObject({ rule: 'EQP-6', params: { card: 'Leather armor' } });
    expect(refused(worn.state, moveCard('armor', 'discard'))).toMatchObject({ rule: 'EQP-6' });
    const better = accepted(worn.state, equip(plate, 'armor', 'to-inventory'));
    expect(assassinOf(better.state, 'a1')).toMatchObject({ health: 5, maxHealth: 5, cubes: 2 });
    expect(slots(better.state)).toMatchObject({ armor: 'Plate armor', 'inventory-1': 'Leather armor' });
    expect(refused(board(), equip({ ...axe, armorHealth: 2 }, 'melee'))).toMatchObject({ rule: 'EQP-6', params: { context: 'notArmor', card: 'Axe' } });
  });

  it('EQP-6: armor worn at the start is known from the max health (HLT-1: 3 + armor)', () => {
    const state = board({ equipment: [{ slot: 'armor', name: 'Old armor' }], maxHealth: 5 });
    expect(refused(state, equip({ name: 'Light armor', cardType: 'armor', armorHealth: 2 }, 'armor', 'discard'))).toMatchObject({ rule: 'EQP-6', params: { worn: 2 } });
    expect(assassinOf(accepted(state, equip({ name: 'Heavy armor', cardType: 'armor', armorHealth: 3 }, 'armor', 'discard')).state, 'a1')).toMatchObject({ health: 6, maxHealth: 6 });
  });

  it('EQP-7: a card limited per assassin (e.g. 1 Borgia Cloak) cannot be held twice', () => {
    const cloak: GainedCard = { name: 'Borgia Cloak', cardType: 'none', limit: 1 };
    const state = play(board(), equip(cloak, 'inventory-1'));
    expect(refused(state, equip(cloak, 'inventory-2'))).toMatchObject({ rule: 'EQP-7', params: { card: 'Borgia Cloak', limit: 1, held: 1 } });
  });

  it('APP-5: an apprentice cannot equip the hidden blade', () => {
    expect(refused(board({ apprentice: true }), equip({ name: 'Blade', cardType: 'hidden-blade' }, 'hidden-blade'))).toMatchObject({ rule: 'APP-5' });
  });
});
