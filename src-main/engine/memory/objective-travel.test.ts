import { describe, expect, it } from 'vitest';
import type { MapFeature, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { reduce } from './reduce.js';
import { deepFreeze, gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';
import { whatNext } from './what-next.js';

/**
 * Objectives pooled (ACT-OBJ) and fast travel (ACT-FTS, END-3, END-5) on a 4×3 test side:
 * assassins enter on A1, a mandatory objective of cost 3 on B1 (test value), stations on A1 and D3.
 */
function board(miniatures: StartingMiniature[] = [], features: MapFeature[] = []): PlayState {
  const side = gridSide({
    width: 4,
    height: 3,
    features: [
      { type: 'objective', square: 'B1', cost: 3, xp: 2, mandatory: true, escort: false },
      { type: 'fast-travel', square: 'A1' },
      { type: 'fast-travel', square: 'D3' },
      ...features,
    ],
    miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures],
  });
  return play(startPlay(testSetup({ map: testMap([side]) })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
}

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const work = (miniatureId: string, cubes: number): Step => ({ kind: 'work-objective', miniatureId, objectiveId: 'A:B1', cubes });
const toB1 = (miniatureId: string): Step => ({ kind: 'move', miniatureId, side: 'A', square: 'B1' });

function refused(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

const endTurn: Step[] = [
  { kind: 'end-assassin-phase' },
  { kind: 'end-enemy-stage', stage: 'reinforcement' },
  { kind: 'end-enemy-stage', stage: 'movement' },
  { kind: 'end-enemy-stage', stage: 'combat' },
  { kind: 'end-turn' },
  { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] },
  { kind: 'begin-assassin-phase' },
];

describe('objectives (ACT-OBJ)', () => {
  it('ACT-OBJ-1: standing on its square, paying its cost completes it', () => {
    const state = board();
    expect(state.objectives[0]).toMatchObject({ id: 'A:B1', side: 'A', square: 'B1', completed: false });
    expect(refused(state, work('a1', 1))).toMatchObject({ rule: 'ACT-OBJ-1', params: { objectiveId: 'A:B1', square: 'B1' } });
    const there = play(state, toB1('a1'));
    // 2 cubes left after the move: the cost of 3 cannot be paid alone, nor more than the cost.
    expect(refused(there, work('a1', 3))).toMatchObject({ rule: 'ASP-1', params: { cost: 3, cubes: 2 } });
    expect(refused(there, work('a1', 4))).toMatchObject({ rule: 'ACT-OBJ-1', params: { cost: 3, pooled: 0 } });
  });

  it('ACT-OBJ-2, ACT-OBJ-4: two assassins pool their cubes within one turn; the token flips', () => {
    let state = play(board(), toB1('a1'), toB1('a2'));
    const first = accepted(state, work('a1', 2));
    expect(first.state.objectives[0]).toMatchObject({ completed: false, progress: { turn: 1, cubes: 2 } });
    expect(first.events.at(-1)).toMatchObject({ type: 'objective-progress', objectiveId: 'A:B1', cubes: 2, cost: 3, rule: 'ACT-OBJ-2' });
    const second = accepted(first.state, work('a2', 1));
    state = second.state;
    expect(state.objectives[0]).toEqual({ id: 'A:B1', side: 'A', square: 'B1', featureIndex: 0, completed: true });
    expect(second.events.at(-1)).toEqual({ type: 'objective-changed', objectiveId: 'A:B1', side: 'A', square: 'B1', completed: true, rule: 'ACT-OBJ-4' });
    expect([assassin(state, 'a1').cubes, assassin(state, 'a2').cubes]).toEqual([0, 1]);
    expect(refused(state, work('a2', 1))).toMatchObject({ rule: 'ACT-OBJ-4' });
  });

  it('ACT-OBJ-2: partial progress does not carry over to the next turn', () => {
    let state = play(board(), toB1('a1'), work('a1', 2), ...endTurn);
    // Turn 1's 2 cubes are gone: 1 more does not complete it, and the whole cost is due again.
    state = play(state, work('a1', 1));
    expect(state.objectives[0]).toMatchObject({ completed: false, progress: { turn: 2, cubes: 1 } });
    expect(refused(state, work('a1', 3))).toMatchObject({ rule: 'ACT-OBJ-1', params: { cost: 3, pooled: 1 } });
  });

  it('ACT-OBJ-3, HUNT-6: exposed, only with no enemy on the square; incognito, always', () => {
    const guarded = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1' });
    expect(accepted(guarded, work('a1', 1)).state.objectives[0]).toMatchObject({ progress: { cubes: 1 } });
    const exposed = play(guarded, { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(refused(exposed, work('a1', 1))).toMatchObject({ rule: 'ACT-OBJ-3', params: { miniatureId: 'a1', enemies: 1 } });
  });
});

describe('fast travel (ACT-FTS, END-3, END-5)', () => {
  const travel = (miniatureId: string, extra: Partial<Extract<Step, { kind: 'fast-travel' }>> = {}): Step => ({ kind: 'fast-travel', miniatureId, ...extra });

  it('ACT-FTS-1 (a), ACT-FTS-2: 1 cube to leave the map; it keeps what it carried', () => {
    const result = accepted(board(), travel('a1'));
    expect(assassin(result.state, 'a1')).toMatchObject({ place: { on: 'off-map' }, leftByFastTravel: true, cubes: 2, health: 3 });
    expect(result.events.at(-1)).toMatchObject({ type: 'fast-travelled', miniatureId: 'a1', fromSquare: 'A1', toSide: null, rule: 'ACT-FTS-1' });
    expect(refused(result.state, toB1('a1'))).toMatchObject({ rule: 'PLAY-OFF-MAP' });
  });

  it('ACT-FTS-1: only from a square with a station, and back only onto one', () => {
    const state = play(board(), toB1('a1'));
    expect(refused(state, travel('a1'))).toMatchObject({ rule: 'ACT-FTS-1', params: { square: 'B1' } });
    expect(refused(board(), travel('a1', { returnTo: { side: 'A', square: 'C3' } }))).toMatchObject({ rule: 'ACT-FTS-1', params: { square: 'C3' } });
  });

  it('ACT-FTS-1 (b), ACT-FTS-3, ACT-FTS-7: back at once on another station; tested there when enemies stand on it', () => {
    const quiet = accepted(board(), travel('a1', { returnTo: { side: 'A', square: 'D3' } }));
    expect(assassin(quiet.state, 'a1')).toMatchObject({ place: { on: 'square', square: 'D3' }, cubes: 2 });
    expect(quiet.state.pending).toBeNull();
    const guarded = accepted(board([{ type: 'guard', square: 'D3', guardType: 'crossbowman', count: 2 }]), travel('a1', { returnTo: { side: 'A', square: 'D3' } }));
    expect(guarded.state.pending).toMatchObject({ kind: 'detection-roll', square: 'D3', count: 2 });
  });

  it('ACT-FTS-4: exposed, only with no enemy on the square; the red base is left there', () => {
    const guarded = play(board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }]), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(refused(guarded, travel('a1'))).toMatchObject({ rule: 'ACT-FTS-4', params: { enemies: 1 } });
    const alone = play(board(), { kind: 'attach-red-base', miniatureId: 'a1' });
    const result = accepted(alone, travel('a1'));
    expect(isExposed(result.state, 'a1')).toBe(false);
    expect(result.state.redBases.find((base) => base.at.on === 'loose')).toMatchObject({ at: { side: 'A', square: 'A1' } });
  });

  it('END-5: the last assassin leaving with objectives open must be confirmed', () => {
    const state = play(board(), travel('a2'));
    expect(refused(state, travel('a1'))).toMatchObject({ rule: 'END-5', params: { miniatureId: 'a1', open: 1 } });
    const left = play(state, travel('a1', { objectivesOpenConfirmed: true }));
    expect(assassin(left, 'a1').place.on).toBe('off-map');
    expect(whatNext(left)).not.toMatchObject({ rule: 'END-3' });
  });

  it('END-3: objectives done, assassins gone through a station, none on the map: the app says the memory is won', () => {
    let state = play(board(), toB1('a1'), toB1('a2'), work('a1', 2), work('a2', 1));
    state = play(state, { kind: 'move', miniatureId: 'a2', side: 'A', square: 'A1' }, ...endTurn);
    state = play(state, travel('a2'), { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A1' });
    expect(whatNext(state)).toMatchObject({ kind: 'tracker', move: 'end-assassin-phase' });
    state = play(state, travel('a1'));
    expect(whatNext(state)).toEqual({ kind: 'tracker', move: 'end-memory', rule: 'END-3' });
  });
});
