import { describe, expect, it } from 'vitest';
import type { DetectionRollDecision, HuntDecision } from '../../../shared/memory-play/decisions.js';
import type { MapFeature, SquareKind, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { GuardPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { isOnObjectiveSpace } from './enemy/objective-spaces.js';
import { TEST_ENEMY_CARDS } from './test-support/enemy-builders.js';
import { play, testAssassins } from './test-support/play-builders.js';
import { accepted, assassinOf, choose, inAssassinPhase, roll } from './test-support/step-assertions.js';

/**
 * The hunt (HUNT-1…5) where it meets the other enemy rules: objective bases (HUNT-2, MOV-6,
 * MOV-9d), bodies giving way (CAP-2, MOV-9b), the arrival's detection test (HUNT-4, DET-6) and
 * elites that need no ladder (MOV-9c, MAP-ROOF-2). On a 4×3 test side; every number is a test
 * value. In each test a1 stands exposed on B1 and steps east to C1.
 */

const OBJECTIVE_C1: MapFeature = { type: 'objective', square: 'C1', cost: 1, xp: 1, mandatory: true, escort: false };
const OBJECTIVE_B1: MapFeature = { type: 'objective', square: 'B1', cost: 1, xp: 1, mandatory: true, escort: false };

function board(miniatures: StartingMiniature[], options: { features?: MapFeature[]; kinds?: Record<string, SquareKind>; assassins?: number } = {}): PlayState {
  const state = inAssassinPhase(
    { width: 4, height: 3, features: options.features ?? [], kinds: options.kinds, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] },
    { eliteType: 'agile', enemyCards: TEST_ENEMY_CARDS, ...(options.assassins ? { assassins: testAssassins(options.assassins) } : {}) },
  );
  return state;
}

/** a1 exposed on B1 (placed by hand, GEN-6). */
const exposedOnB1 = (state: PlayState): PlayState => play(state, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1' }, { kind: 'attach-red-base', miniatureId: 'a1' });
const move = (miniatureId: string, square: string): Step => ({ kind: 'move', miniatureId, side: 'A', square });
const guards = (state: PlayState, square: string, body = false) =>
  Object.values(state.miniatures).filter((m): m is GuardPiece => m.kind === 'guard' && m.body === body && m.place.on === 'square' && m.place.square === square);
const ids = (pieces: readonly { id: string }[]) => pieces.map((piece) => piece.id);
const bodies = (state: PlayState, square: string, count: number, guardType = 'crossbowman'): Step[] =>
  Array.from({ length: count }, () => ({ kind: 'add-miniature', miniature: { kind: 'guard', guardType, body: true }, side: 'A', square }));

describe('hunts meeting objective bases, bodies, ladders and arrivals (HUNT-1…5)', () => {
  it('HUNT-2: a guard on an objective-base space does not hunt; half of the 4 guards is 2, but only the one beside the base can follow', () => {
    const start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 3, onObjectiveBase: true }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }], { features: [OBJECTIVE_B1] }));
    const [, , , beside] = guards(start, 'B1');
    const result = accepted(start, move('a1', 'C1'));
    expect(result.state.pending).toBeNull();
    expect(ids(guards(result.state, 'C1'))).toEqual([beside!.id]);
    expect(guards(result.state, 'B1').every((guard) => isOnObjectiveSpace(result.state, guard))).toBe(true);
    // HUNT-3: hunted, she stays exposed.
    expect(isExposed(result.state, 'a1')).toBe(true);
  });

  it('HUNT-2, STL-6: with every guard on the base, nobody hunts and she is incognito on arrival', () => {
    const start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2, onObjectiveBase: true }], { features: [OBJECTIVE_B1] }));
    const result = accepted(start, move('a1', 'C1'));
    expect(guards(result.state, 'C1')).toEqual([]);
    expect(isExposed(result.state, 'a1')).toBe(false);
    expect(result.state.redBases.find((base) => base.at.on === 'loose')).toMatchObject({ at: { side: 'A', square: 'C1' } });
  });

  it('CAP-2, MOV-9b, HUNT-4: 4 bodies on the destination give way to the hunter (1 returns to the reserve) and all 4 are tested, 1 die each (DET-6)', () => {
    let start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]));
    start = play(start, ...bodies(start, 'C1', 4));
    const reserve = start.reserve.crossbowman!;
    const [hunter] = guards(start, 'B1');
    const laid = ids(guards(start, 'C1', true));
    const result = accepted(start, move('a1', 'C1'));
    expect(ids(guards(result.state, 'C1'))).toEqual([hunter!.id]);
    expect(ids(guards(result.state, 'C1', true))).toEqual(laid.slice(1));
    expect(result.state.reserve.crossbowman).toBe(reserve + 1);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'miniature-removed', miniatureId: laid[0], fromSquare: 'C1', toReserve: true, rule: 'CAP-2' }));
    const test = result.state.pending as DetectionRollDecision;
    expect(test).toMatchObject({ kind: 'detection-roll', square: 'C1', count: 4 });
    expect(test.sets.map((set) => [set.miniatureId, set.involved, set.dice]).sort()).toEqual(laid.map((id) => [id, 'body', 1]).sort());
    expect(isExposed(result.state, 'a1')).toBe(true);
    // DET-6: a body seen triggers the alert, exposing nobody new.
    const seen = accepted(result.state, roll(result.state, ['eye', 'blank', 'blank', 'blank']));
    expect(seen.state.alerts.A).toBe('active');
  });

  it('CAP-2, GEN-1: when the bodies that could give way differ, the players choose which one goes back to its reserve', () => {
    let start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]));
    start = play(start, ...bodies(start, 'C1', 3), ...bodies(start, 'C1', 1, 'agile'));
    const agileBody = guards(start, 'C1', true).find((body) => body.guardType === 'agile')!;
    const moved = accepted(start, move('a1', 'C1')).state;
    const hunt = moved.pending as HuntDecision;
    expect(hunt).toMatchObject({ kind: 'hunt', count: 1 });
    expect(hunt.options).toHaveLength(2);
    const option = hunt.options.find((candidate) => candidate.givingWay?.includes(agileBody.id))!;
    const result = accepted(moved, choose(moved, option.id));
    expect(result.state.miniatures[agileBody.id]).toBeUndefined();
    expect(result.state.reserve.agile).toBe(start.reserve.agile! + 1);
  });

  it('MOV-9c, MAP-ROOF-2: an agile guard, whose card ignores ladders, hunts her from the street onto a roof; the crossbowman beside it cannot', () => {
    const start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'agile', count: 1 }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }], { kinds: { C1: 'roof' } }));
    const [agile, crossbowman] = guards(start, 'B1');
    const result = accepted(start, move('a1', 'C1'));
    expect(result.state.pending).toBeNull();
    expect(ids(guards(result.state, 'C1'))).toEqual([agile!.id]);
    expect(ids(guards(result.state, 'B1'))).toEqual([crossbowman!.id]);
    expect(isExposed(result.state, 'a1')).toBe(true);
  });

  it('MOV-6, HUNT-2: a hunter entering a square whose objective base has free spaces is put on them at once, and does not chase her again', () => {
    const start = exposedOnB1(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }], { features: [OBJECTIVE_C1] }));
    const [hunter] = guards(start, 'B1');
    const hunted = accepted(start, move('a1', 'C1'));
    expect(isOnObjectiveSpace(hunted.state, hunted.state.miniatures[hunter!.id]!)).toBe(true);
    expect(hunted.events).toContainEqual(expect.objectContaining({ type: 'guard-on-objective-space', miniatureId: hunter!.id, square: 'C1', rule: 'MOV-6' }));
    // HUNT-3: the hunter arrived with her, so she is still exposed…
    expect(isExposed(hunted.state, 'a1')).toBe(true);
    // …and when she moves on, the guard on the base stays (MOV-9d): she arrives alone, incognito.
    const away = accepted(hunted.state, move('a1', 'D1'));
    expect(ids(guards(away.state, 'C1'))).toEqual([hunter!.id]);
    expect(isExposed(away.state, 'a1')).toBe(false);
  });

  it('MOV-6, GEN-1: with one free space for a crossbowman and an agile guard hunting, the players choose which takes it', () => {
    const start = exposedOnB1(
      board(
        [
          { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 },
          { type: 'guard', square: 'B1', guardType: 'agile', count: 1 },
          { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 },
          { type: 'guard', square: 'C1', guardType: 'crossbowman', count: 2, onObjectiveBase: true },
        ],
        { features: [OBJECTIVE_C1] },
      ),
    );
    const [first, agile, second] = guards(start, 'B1');
    const moved = accepted(start, move('a1', 'C1')).state;
    const hunt = moved.pending as HuntDecision;
    // Half of 3 is 2 hunters; C1 has room for 2 (CAP-1). The two crossbowmen are one outcome;
    // a crossbowman with the agile guard is two (which of them takes the free space).
    const withAgile = hunt.options.filter((option) => option.miniatureIds.includes(agile!.id));
    expect(withAgile.map((option) => option.onObjectiveBase)).toEqual([[first!.id], [agile!.id], [agile!.id], [second!.id]]);
    expect(hunt.options.filter((option) => !option.miniatureIds.includes(agile!.id)).map((option) => option.onObjectiveBase)).toEqual([[first!.id]]);
    expect(new Set(hunt.options.map((option) => option.id)).size).toBe(hunt.options.length);
    const result = accepted(moved, choose(moved, withAgile[1]!.id));
    expect(isOnObjectiveSpace(result.state, result.state.miniatures[agile!.id]!)).toBe(true);
    expect(isOnObjectiveSpace(result.state, result.state.miniatures[first!.id]!)).toBe(false);
  });

  it('HUNT-4 example (001, “Pościg”): Daria leaves an elite and 2 crossbowmen; the 2 crossbowmen the players send expose Bastiano; she then leaves them unhunted and is incognito by the station', () => {
    // The example's picture is not in the text; reading taken: three squares in a row, Daria's
    // (B2), Bastiano's (C2) and the one with the fast travel station (D2).
    let state = board(
      [
        { type: 'guard', square: 'B2', guardType: 'agile', count: 1 },
        { type: 'guard', square: 'B2', guardType: 'crossbowman', count: 2 },
      ],
      { features: [{ type: 'fast-travel', square: 'D2' }], assassins: 4 },
    );
    expect([assassinOf(state, 'a2').characterId, assassinOf(state, 'a4').characterId]).toEqual(['bastiano', 'daria']);
    const [elite, ...crossbowmen] = guards(state, 'B2');
    state = play(state, { kind: 'move-miniature', miniatureId: 'a4', side: 'A', square: 'B2' }, { kind: 'attach-red-base', miniatureId: 'a4' }, { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'C2' });
    // Daria is exposed and leaves: half of 3, rounded up, is 2 (HUNT-1).
    state = accepted(state, move('a4', 'C2')).state;
    const hunt = state.pending as HuntDecision;
    expect(hunt).toMatchObject({ kind: 'hunt', count: 2, fromSquare: 'B2', toSquare: 'C2' });
    const sent = hunt.options.find((option) => !option.miniatureIds.includes(elite!.id))!;
    expect([...sent.miniatureIds].sort()).toEqual(ids(crossbowmen).sort());
    state = accepted(state, choose(state, sent.id)).state;
    // HUNT-4: the hunters test Bastiano: one red die per enemy on his square (DET-4).
    expect(state.pending).toMatchObject({ kind: 'detection-roll', square: 'C2', count: 2, sets: [{ miniatureId: 'a2', involved: 'character', dice: 2 }] });
    state = accepted(state, roll(state, ['eye', 'blank'])).state;
    expect(isExposed(state, 'a2')).toBe(true);
    // Daria leaves again: Bastiano's red base keeps the guards on their square (HUNT-2, MOV-9e).
    const away = accepted(state, move('a4', 'D2'));
    expect(ids(guards(away.state, 'C2')).sort()).toEqual(ids(crossbowmen).sort());
    expect(isExposed(away.state, 'a4')).toBe(false);
    expect(away.state.redBases.filter((base) => base.at.on === 'loose')).toEqual([expect.objectContaining({ at: { on: 'loose', side: 'A', square: 'D2' } })]);
    // The station is hers to use (ACT-FTS-1).
    expect(accepted(away.state, { kind: 'fast-travel', miniatureId: 'a4' }).state.miniatures.a4!.place).toEqual({ on: 'off-map' });
  });
});
