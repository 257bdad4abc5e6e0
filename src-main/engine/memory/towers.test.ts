import { describe, expect, it } from 'vitest';
import type { MapEdge, MapFeature, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { memoryWon } from './fast-travel.js';
import { play } from './test-support/play-builders.js';
import { accepted, assassinOf, inAssassinPhase, refused, roll, standingGuards } from './test-support/step-assertions.js';

/**
 * Towers (MAP-TWR) on a 4×3 test side: a tower by B1, C1, B2, C2 with a cart at its foot C2,
 * a fast travel station on D3; the assassins enter on B1. Test values only.
 */
const TOWER: MapFeature = { type: 'tower', variant: 'tower', squares: ['B1', 'C1', 'B2', 'C2'], foot: 'C2' };
const CART: MapFeature = { type: 'hiding-spot', square: 'C2', kind: 'cart' };
const STATION: MapFeature = { type: 'fast-travel', square: 'D3' };
/** Index of the tower in the side's features. */
const TOWER_INDEX = 0;

function board(miniatures: StartingMiniature[] = [], options: { edges?: MapEdge[]; start?: string } = {}): PlayState {
  return inAssassinPhase({ width: 4, height: 3, features: [TOWER, CART, STATION], edges: options.edges, miniatures: [{ type: 'assassins', square: options.start ?? 'B1' }, ...miniatures] });
}

const climb = (miniatureId: string): Step => ({ kind: 'climb-tower', miniatureId });
const leap = (miniatureId: string): Step => ({ kind: 'leap-of-faith', miniatureId });
const sync = (miniatureId: string): Step => ({ kind: 'synchronize', miniatureId });
const move = (miniatureId: string, square: string): Step => ({ kind: 'move', miniatureId, side: 'A', square });
const top = { on: 'tower-top', side: 'A', tower: TOWER_INDEX };

describe('towers (MAP-TWR)', () => {
  it('MAP-TWR-1: 1 action up from any of its 4 squares, when the top is free', () => {
    const state = board();
    const climbed = accepted(state, climb('a1'));
    expect(assassinOf(climbed.state, 'a1')).toMatchObject({ cubes: 2, place: top });
    expect(climbed.events).toContainEqual(expect.objectContaining({ type: 'tower-climbed', miniatureId: 'a1', fromSquare: 'B1', rule: 'MAP-TWR-1' }));
    expect(refused(climbed.state, climb('a2'))).toMatchObject({ rule: 'MAP-TWR-1', params: { miniatureId: 'a2', occupantId: 'a1' } });
    const away = play(state, move('a2', 'A1'));
    expect(refused(away, climb('a2'))).toMatchObject({ rule: 'MAP-TWR-1', params: { miniatureId: 'a2', square: 'A1' } });
  });

  it('MAP-TWR-2: exposed, it climbs only with no enemy on the square; it is incognito up there and its red base stays below', () => {
    const guarded = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(refused(guarded, climb('a1'))).toMatchObject({ rule: 'MAP-TWR-2', params: { miniatureId: 'a1', enemies: 1 } });
    const climbed = play(board(), { kind: 'attach-red-base', miniatureId: 'a1' }, climb('a1'));
    expect(isExposed(climbed, 'a1')).toBe(false);
    expect(climbed.redBases).toContainEqual(expect.objectContaining({ at: { on: 'loose', side: 'A', square: 'B1' } }));
  });

  it('MAP-TWR-3, MAP-TWR-5: the top is no square; up there no move, no attack, never exposed; END-3 counts it on the map', () => {
    const up = play(board(), climb('a1'));
    expect(refused(up, move('a1', 'A1'))).toMatchObject({ rule: 'MAP-TWR-3', params: { miniatureId: 'a1', action: 'move' } });
    expect(refused(up, { kind: 'attack', miniatureId: 'a1', slot: 'ranged', dice: 1, side: 'A', square: 'B1' })).toMatchObject({ rule: 'MAP-TWR-5' });
    expect(refused(up, { kind: 'attach-red-base', miniatureId: 'a1' })).toMatchObject({ rule: 'MAP-TWR-5' });
    // A card with the eye icon used at the top leaves it incognito (MAP-TWR-5, MAP-TWR-8).
    expect(isExposed(accepted(up, { kind: 'use-card', miniatureId: 'a1', card: 'Test card', cost: 0, eyeIcon: true }).state, 'a1')).toBe(false);
    // a2 leaves through the station; a1 still up the tower keeps the memory from succeeding.
    const gone = play(up, move('a2', 'B2'), move('a2', 'B3'), move('a2', 'C3'), { kind: 'end-assassin-phase' });
    expect(memoryWon({ ...gone, miniatures: { ...gone.miniatures, a2: { ...assassinOf(gone, 'a2'), place: { on: 'off-map' }, leftByFastTravel: true } } })).toBe(false);
  });

  it('MAP-TWR-4: 1 action at the top reveals the tower card, once per map', () => {
    const state = board();
    expect(refused(state, sync('a1'))).toMatchObject({ rule: 'MAP-TWR-4', params: { miniatureId: 'a1' } });
    const synced = accepted(play(state, climb('a1')), sync('a1'));
    expect(synced.state.synchronized).toEqual(['A']);
    expect(assassinOf(synced.state, 'a1').cubes).toBe(1);
    expect(synced.events).toContainEqual(expect.objectContaining({ type: 'tower-synchronized', side: 'A', rule: 'MAP-TWR-4' }));
    // Another assassin climbing later cannot synchronize the same map again.
    const again = play(synced.state, leap('a1'), climb('a2'));
    expect(refused(again, sync('a2'))).toMatchObject({ rule: 'MAP-TWR-4', params: { side: 'A' } });
  });

  it('MAP-TWR-6: the leap of faith costs 0 and lands in the hiding spot at the foot', () => {
    const up = play(board(), climb('a1'));
    const leapt = accepted(up, leap('a1'));
    expect(assassinOf(leapt.state, 'a1')).toMatchObject({ cubes: 2, place: { on: 'square', side: 'A', square: 'C2', hidingSpot: true } });
    expect(refused(up, { kind: 'leap-of-faith', miniatureId: 'a1', square: 'B2' })).toMatchObject({ rule: 'MAP-TWR-6', params: { foot: 'C2', square: 'B2' } });
    expect(refused(board(), leap('a1'))).toMatchObject({ rule: 'MAP-TWR-6' });
  });

  it('MAP-TWR-6: with enemies at the foot the test comes first: incognito into the spot, exposed left on the square', () => {
    const up = play(board([{ type: 'guard', square: 'C2', guardType: 'crossbowman', count: 2 }]), climb('a1'));
    const leapt = accepted(up, leap('a1'));
    expect(leapt.state.pending).toMatchObject({ kind: 'detection-roll', square: 'C2', count: 2, intoHidingSpot: 'a1' });
    expect(leapt.state.miniatures['a1']!.place).toEqual({ on: 'square', side: 'A', square: 'C2' });
    const unseen = accepted(leapt.state, roll(leapt.state, ['blank', 'blank']));
    expect(unseen.state.miniatures['a1']!.place).toMatchObject({ hidingSpot: true });
    const seen = play(leapt.state, roll(leapt.state, ['blank', 'eye']));
    expect(isExposed(seen, 'a1')).toBe(true);
    expect(seen.miniatures['a1']!.place).toEqual({ on: 'square', side: 'A', square: 'C2' });
  });

  it('MAP-TWR-7: with the spot at the foot taken, the leap lands on the square', () => {
    const state = play(board(), climb('a1'), move('a2', 'C1'), move('a2', 'C2'), { kind: 'enter-hiding-spot', miniatureId: 'a2' }, leap('a1'));
    expect(state.miniatures['a1']!.place).toEqual({ on: 'square', side: 'A', square: 'C2' });
    expect(state.miniatures['a2']!.place).toMatchObject({ hidingSpot: true });
  });
});

describe('gliding cards (MAP-TWR-8, HUNT-7, HLT-11)', () => {
  const glide = (miniatureId: string, square: string, strandedConfirmed?: boolean): Step => ({
    kind: 'glide',
    miniatureId,
    card: 'Parachute',
    cost: 1,
    side: 'A',
    square,
    ...(strandedConfirmed === undefined ? {} : { strandedConfirmed }),
  });

  it('MAP-TWR-8: a card may take the assassin from the tower top to a square, at the card’s cost', () => {
    const landed = accepted(play(board(), climb('a1')), glide('a1', 'D1'));
    expect(assassinOf(landed.state, 'a1')).toMatchObject({ cubes: 1, place: { on: 'square', side: 'A', square: 'D1' } });
    expect(landed.events).toContainEqual(expect.objectContaining({ type: 'card-used', card: 'Parachute', cost: 1 }));
  });

  it('HUNT-7: enemies cannot hunt an assassin gliding away; arriving where none stand it is incognito (STL-6)', () => {
    const exposed = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]), { kind: 'attach-red-base', miniatureId: 'a1' });
    const glided = accepted(exposed, glide('a1', 'D1'));
    expect(glided.state.pending).toBeNull();
    expect(standingGuards(glided.state, 'B1')).toHaveLength(2);
    expect(isExposed(glided.state, 'a1')).toBe(false);
    // The same step by foot is hunted (HUNT-1).
    expect(accepted(exposed, move('a1', 'A1')).state.pending).toMatchObject({ kind: 'hunt' });
  });

  it('HLT-11: landing where it can never leave the map needs the players’ word, and eliminates the assassin', () => {
    // A1 is walled off from A2 and B1 and stands by no tower: no way to the station on D3.
    const walls: MapEdge[] = [
      { a: 'A1', b: 'B1', kind: 'wall' },
      { a: 'A1', b: 'A2', kind: 'wall' },
    ];
    const state = board([], { edges: walls });
    expect(refused(state, glide('a1', 'A1'))).toMatchObject({ rule: 'HLT-11', params: { miniatureId: 'a1', square: 'A1' }, field: 'strandedConfirmed' });
    const stranded = accepted(state, glide('a1', 'A1', true));
    expect(assassinOf(stranded.state, 'a1')).toMatchObject({ condition: 'eliminated', place: { on: 'off-map' } });
    expect(stranded.events).toContainEqual(expect.objectContaining({ type: 'assassin-eliminated', rule: 'HLT-11' }));
    // A square the station can still be walked to from is no trap.
    expect(accepted(state, glide('a1', 'D1')).state.miniatures['a1']!.place).toMatchObject({ square: 'D1' });
  });
});
