import { describe, expect, it } from 'vitest';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { MapFeature, StartingMiniature } from '../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import { deepFreeze, play } from '../engine/memory/test-support/play-builders.js';
import { inAssassinPhase } from '../engine/memory/test-support/step-assertions.js';
import { assassinPreview } from './play-preview.js';

/**
 * The board's previews of the hiding spot, tower, coordinated attack, fast travel return and
 * card actions: each is the reducer's own answer to the step, reported and not kept. A 4×3 test
 * side (test values only): a tower by B1, C1, B2, C2 with a cart at its foot C2, a haystack on
 * A1, stations on A1 and D3; both assassins enter on B1 armed with a sword, throwing knives and
 * a hidden blade.
 */
const FACES: DiceFaces = {};
const FEATURES: MapFeature[] = [
  { type: 'tower', variant: 'tower', squares: ['B1', 'C1', 'B2', 'C2'], foot: 'C2' },
  { type: 'hiding-spot', square: 'C2', kind: 'cart' },
  { type: 'hiding-spot', square: 'A1', kind: 'haystack' },
  { type: 'fast-travel', square: 'A1' },
  { type: 'fast-travel', square: 'D3' },
];

const board = (miniatures: StartingMiniature[] = []): PlayState =>
  inAssassinPhase({ width: 4, height: 3, features: FEATURES, miniatures: [{ type: 'assassins', square: 'B1' }, ...miniatures] });
const move = (miniatureId: string, square: string): Step => ({ kind: 'move', miniatureId, side: 'A', square });
const actionsOf = (state: PlayState, miniatureId = 'a1') => assassinPreview(deepFreeze(state), miniatureId, FACES)!.actions;
const action = (state: PlayState, kind: string, miniatureId = 'a1') => actionsOf(state, miniatureId).find((candidate) => candidate.kind === kind);

describe('hiding spots and towers on the board (MAP-HID, MAP-TWR)', () => {
  it('MAP-HID-1, MAP-HID-2: entering costs nothing; away from a spot it is refused naming the square; inside, leaving is offered instead', () => {
    const state = board();
    expect(action(state, 'enter-hiding-spot')).toMatchObject({ cost: 0, refusal: { rule: 'MAP-HID-1', params: { square: 'B1' } } });
    const onHaystack = play(state, move('a1', 'A1'));
    expect(action(onHaystack, 'enter-hiding-spot')).toMatchObject({ cost: 0, refusal: null });
    const hidden = play(onHaystack, { kind: 'enter-hiding-spot', miniatureId: 'a1' });
    expect(action(hidden, 'enter-hiding-spot')).toBeUndefined();
    expect(action(hidden, 'leave-hiding-spot')).toMatchObject({ cost: 0, refusal: null });
    // MAP-HID-5: from inside, a move or a chest is refused by the spot's rule.
    expect(action(hidden, 'open-chest')?.refusal).toMatchObject({ rule: 'MAP-HID-5' });
  });

  it('MAP-HID-3: exposed among enemies, getting into the spot is refused with the enemies counted', () => {
    const state = play(board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }]), { kind: 'attach-red-base', miniatureId: 'a1' }, move('a1', 'A1'));
    expect(action(state, 'enter-hiding-spot')?.refusal).toMatchObject({ rule: 'MAP-HID-3', params: { enemies: 1 } });
  });

  it('MAP-TWR-1, MAP-TWR-4, MAP-TWR-6: climbing costs 1 by the tower; at the top synchronize (1) and the leap (0) are offered, then synchronize once per map', () => {
    const state = board();
    expect(action(state, 'climb-tower')).toMatchObject({ cost: 1, refusal: null });
    expect(action(play(state, move('a1', 'A1')), 'climb-tower')?.refusal).toMatchObject({ rule: 'MAP-TWR-1', params: { square: 'A1' } });
    const up = play(state, { kind: 'climb-tower', miniatureId: 'a1' });
    expect(action(up, 'climb-tower')).toBeUndefined();
    expect(action(up, 'synchronize')).toMatchObject({ cost: 1, refusal: null });
    expect(action(up, 'leap-of-faith')).toMatchObject({ cost: 0, refusal: null });
    expect(action(up, 'leap-of-faith')?.fields).toEqual([]);
    // MAP-TWR-3: from the top no move and no chest.
    expect(assassinPreview(up, 'a1', FACES)!.destinations).toEqual([]);
    expect(action(up, 'open-chest')?.refusal).toMatchObject({ rule: 'MAP-TWR-3' });
    const synced = play(up, { kind: 'synchronize', miniatureId: 'a1' });
    expect(action(synced, 'synchronize')?.refusal).toMatchObject({ rule: 'MAP-TWR-4', params: { side: 'A' } });
    // The other assassin finds the top taken.
    expect(action(up, 'climb-tower', 'a2')?.refusal).toMatchObject({ rule: 'MAP-TWR-1', params: { occupantId: 'a1' } });
  });
});

describe('coordinated attack, fast travel back, and the board’s cards', () => {
  it('COORD-1, COORD-2: two assassins reaching the same guards may attack together; alone, the rule refuses it', () => {
    const guards: StartingMiniature[] = [{ type: 'guard', square: 'C1', guardType: 'crossbowman', count: 2 }];
    const state = board(guards);
    const together = action(state, 'coordinated-attack')!;
    expect(together).toMatchObject({ cost: 1, refusal: null });
    expect(together.joiners?.map((joiner) => joiner.miniatureId)).toEqual(['a2']);
    expect(together.joiners?.[0]?.weapons.find((weapon) => weapon.slot === 'ranged')?.targets).toEqual([{ side: 'A', square: 'C1', enemies: 2 }]);
    // a2 gone through a station: no partner left.
    const alone = play(state, move('a2', 'A1'), { kind: 'fast-travel', miniatureId: 'a2' });
    expect(action(alone, 'coordinated-attack')).toMatchObject({ joiners: [], refusal: { rule: 'COORD-1' } });
  });

  it('ACT-FTS-1 (b), ACT-FTS-3: leaving through a station lists each station to come back on, each tried', () => {
    const state = play(board([{ type: 'guard', square: 'D3', guardType: 'crossbowman', count: 1 }]), move('a1', 'A1'));
    const travel = action(state, 'fast-travel')!;
    expect(travel).toMatchObject({ cost: 1, refusal: null });
    expect(travel.stations).toEqual([
      { side: 'A', square: 'A1', refusal: null },
      { side: 'A', square: 'D3', refusal: null },
    ]);
    expect(action(board(), 'fast-travel')?.refusal).toMatchObject({ rule: 'ACT-FTS-1', params: { square: 'B1' } });
  });

  it('EQP-2, EQP-4: a gained card goes in for 0; the board’s cards are listed with the free slots; a critical assassin may do neither', () => {
    const state = board();
    expect(action(state, 'equip')).toMatchObject({ cost: 0, refusal: null });
    const cards = action(state, 'move-card')!;
    expect(cards).toMatchObject({ cost: 1, refusal: null });
    expect(cards.cards?.map((card) => card.slot)).toEqual(['melee', 'ranged', 'hidden-blade']);
    expect(cards.freeSlots).toEqual(['armor', 'inventory-1', 'inventory-2', 'inventory-3', 'inventory-4', 'inventory-5']);
    const critical = play(state, { kind: 'set-health', miniatureId: 'a1', health: 0 });
    expect(action(critical, 'equip')?.refusal).toMatchObject({ rule: 'HLT-4' });
    expect(action(critical, 'move-card')?.refusal).toMatchObject({ rule: 'HLT-4' });
  });
});
