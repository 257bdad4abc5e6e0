import { describe, expect, it } from 'vitest';
import type { DetectionRollDecision, HuntDecision } from '../../../shared/memory-play/decisions.js';
import type { StartingMiniature, MapEdge, SquareKind } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { reduce } from './reduce.js';
import { bodyDice, startDetection } from './stealth.js';
import { deepFreeze, gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';

/**
 * A 4×3 test side: the assassins enter on A1; guards where each test puts them. Every number
 * is a test value.
 */
function board(miniatures: StartingMiniature[], options: { memoryId?: string; edges?: MapEdge[]; kinds?: Record<string, SquareKind> } = {}): PlayState {
  const memoryId = options.memoryId ?? '1.1';
  const side = gridSide({ width: 4, height: 3, edges: options.edges, kinds: options.kinds, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
  return startPlay(testSetup({ memoryId, map: testMap([side], memoryId), ...(memoryId === '0.2' ? { enemyStages: ['reinforcement', 'combat'] } : {}) }));
}

const eventPhase: Step = { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] };
const assassinPhase = (state: PlayState) => play(state, eventPhase, { kind: 'begin-assassin-phase' });
const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const move = (miniatureId: string, square: string, useSavedCube?: boolean): Step => ({ kind: 'move', miniatureId, side: 'A', square, ...(useSavedCube === undefined ? {} : { useSavedCube }) });
const guardsOn = (state: PlayState, square: string) => Object.values(state.miniatures).filter((m) => m.kind === 'guard' && !m.body && m.place.on === 'square' && m.place.square === square).map((m) => m.id);

function refused(state: PlayState, step: Step) {
  const frozen = deepFreeze(state);
  const result = reduce(frozen, step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

const pendingRoll = (state: PlayState) => state.pending as DetectionRollDecision;
const pendingHunt = (state: PlayState) => state.pending as HuntDecision;
const roll = (state: PlayState, faces: ('blank' | 'eye' | 'eye-alert')[]): Step => ({ kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces });

describe('cubes and costs (ASP, SAVE, HLT-4)', () => {
  it('ASP-1: each move spends one cube; the same action may be repeated until the cubes run out', () => {
    let state = assassinPhase(board([]));
    const first = accepted(state, move('a1', 'B1'));
    expect(first.events[0]).toMatchObject({ type: 'cubes-changed', miniatureId: 'a1', cubes: 2, fromCubes: 3, rule: 'ASP-1' });
    state = play(first.state, move('a1', 'C1'), move('a1', 'D1'));
    expect(assassin(state, 'a1')).toMatchObject({ cubes: 0, place: { square: 'D1' } });
    expect(refused(state, move('a1', 'C1'))).toMatchObject({ rule: 'ASP-1', params: { miniatureId: 'a1', cost: 1, cubes: 0 } });
    // ASP-1: interleaving between assassins: a2 still has its 3 cubes.
    expect(assassin(state, 'a2').cubes).toBe(3);
  });

  it('HLT-4: an assassin in critical condition cannot act, though it holds cubes', () => {
    const state = play(assassinPhase(board([])), { kind: 'set-health', miniatureId: 'a1', health: 0 });
    expect(assassin(state, 'a1').cubes).toBe(3);
    expect(refused(state, move('a1', 'B1'))).toMatchObject({ rule: 'HLT-4', params: { miniatureId: 'a1' } });
    expect(refused(state, { kind: 'save-cube', miniatureId: 'a1' })).toMatchObject({ rule: 'HLT-4' });
  });

  it('HLT-8: an eliminated assassin does nothing more', () => {
    const state = play(assassinPhase(board([])), { kind: 'eliminate-assassin', miniatureId: 'a1' });
    expect(refused(state, move('a1', 'B1'))).toMatchObject({ rule: 'HLT-8' });
  });

  it('ASP-3: no action in the event or end phases', () => {
    const state = play(board([]), eventPhase);
    expect(refused(state, move('a1', 'B1'))).toMatchObject({ rule: 'ASP-3', params: { phase: 'event' } });
  });

  it('SAVE-1: the saved-action cube is in play from memory 0.3 on', () => {
    const state = assassinPhase(board([], { memoryId: '0.2' }));
    expect(refused(state, { kind: 'save-cube', miniatureId: 'a1' })).toMatchObject({ rule: 'SAVE-1', params: { memoryId: '0.2' } });
  });

  it('SAVE-2: saving costs one turn cube; at most one saved cube per assassin', () => {
    const result = accepted(assassinPhase(board([])), { kind: 'save-cube', miniatureId: 'a1' });
    expect(assassin(result.state, 'a1')).toMatchObject({ cubes: 2, savedCube: true });
    expect(result.events).toEqual([expect.objectContaining({ type: 'cubes-changed', cubes: 2, savedCube: true, fromCubes: 3, fromSavedCube: false, rule: 'SAVE-2' })]);
    expect(refused(result.state, { kind: 'save-cube', miniatureId: 'a1' })).toMatchObject({ rule: 'SAVE-2', params: { miniatureId: 'a1' } });
  });

  it('SAVE-2, ASP-2, SAVE-5: the saved cube survives the end of the phase and makes 4 cubes next turn', () => {
    const state = play(assassinPhase(board([])), { kind: 'save-cube', miniatureId: 'a1' }, { kind: 'end-assassin-phase' });
    expect(assassin(state, 'a1')).toMatchObject({ cubes: 0, savedCube: true });
    const next = play(state, { kind: 'end-enemy-stage', stage: 'reinforcement' }, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' }, { kind: 'end-turn' }, eventPhase);
    expect(assassin(next, 'a1')).toMatchObject({ cubes: 3, savedCube: true });
  });

  it('SAVE-3: a saved cube pays for an action in the assassin phase, keeping the turn cubes', () => {
    const state = play(assassinPhase(board([])), { kind: 'save-cube', miniatureId: 'a1' });
    const result = accepted(state, move('a1', 'B1', true));
    expect(assassin(result.state, 'a1')).toMatchObject({ cubes: 2, savedCube: false });
    expect(result.events[0]).toMatchObject({ type: 'cubes-changed', rule: 'SAVE-3' });
    expect(refused(result.state, move('a1', 'C1', true))).toMatchObject({ rule: 'SAVE-3', params: { miniatureId: 'a1', savedCube: false } });
  });

  it('SAVE-3 example: after enemy movement, Bastiano spends his saved cube before the combat step', () => {
    let state = play(assassinPhase(board([])), { kind: 'save-cube', miniatureId: 'a2' }, { kind: 'end-assassin-phase' }, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    // ASP-3: in the enemy phase turn cubes are gone; only the saved cube can be spent.
    expect(refused(state, move('a2', 'B1'))).toMatchObject({ rule: 'ASP-3', params: { phase: 'enemy', miniatureId: 'a2' } });
    expect(refused(state, move('a1', 'B1', true))).toMatchObject({ rule: 'SAVE-3', params: { miniatureId: 'a1' } });
    state = play(state, { kind: 'end-enemy-stage', stage: 'movement' });
    expect(state.enemyStage).toBe('combat');
    const result = accepted(state, move('a2', 'B1', true));
    expect(assassin(result.state, 'a2')).toMatchObject({ savedCube: false, place: { square: 'B1' } });
    expect(result.state.enemyStage).toBe('combat');
  });
});

describe('move (ACT-MOV, GEN-4)', () => {
  it('ACT-MOV-1: only to a nearby square: not through a wall, not diagonal, not two away, not staying', () => {
    const state = assassinPhase(board([], { edges: [{ a: 'A1', b: 'B1', kind: 'wall' }] }));
    for (const square of ['B1', 'B2', 'A3', 'A1']) {
      expect(refused(state, move('a1', square))).toMatchObject({ rule: 'ACT-MOV-1', params: { miniatureId: 'a1', fromSquare: 'A1', square } });
    }
    expect(refused(state, move('a1', 'Z9'))).toMatchObject({ rule: 'MAP-SQUARE' });
    expect(accepted(state, move('a1', 'A2')).state.miniatures.a1!.place).toMatchObject({ square: 'A2' });
  });

  it('ACT-MOV-1: street to roof needs no ladder for an assassin', () => {
    const state = assassinPhase(board([], { kinds: { B1: 'roof' } }));
    expect(accepted(state, move('a1', 'B1')).state.miniatures.a1!.place).toMatchObject({ square: 'B1' });
  });

  it('ACT-MOV-4: assassins are not held by the 4 enemies of a square', () => {
    const state = assassinPhase(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 4 }]));
    expect(accepted(state, move('a1', 'B1')).state.miniatures.a1!.place).toMatchObject({ square: 'B1' });
  });
});

describe('detection tests (ACT-MOV-2, DET)', () => {
  const guarded = () => assassinPhase(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]));

  it('ACT-MOV-2, DET-1, DET-4: an incognito mover entering guards is tested at once, one red die per enemy', () => {
    const state = accepted(guarded(), move('a1', 'B1')).state;
    expect(state.pending).toMatchObject({ kind: 'detection-roll', rule: 'DET-4', side: 'A', square: 'B1', die: 'red', count: 2, sets: [{ miniatureId: 'a1', involved: 'character', dice: 2 }], exposingFaces: ['eye'], alertWasActive: false });
    // GEN-1: nothing else happens until the dice are in.
    expect(refused(state, move('a2', 'A2'))).toMatchObject({ rule: 'GEN-1', params: { decisionKind: 'detection-roll' } });
  });

  it('DET-5, STL-4, ALR-1: an eye exposes the mover and turns the alert active', () => {
    const state = accepted(guarded(), move('a1', 'B1')).state;
    const result = accepted(state, roll(state, ['blank', 'eye']));
    expect(isExposed(result.state, 'a1')).toBe(true);
    expect(result.state.alerts.A).toBe('active');
    expect(result.state.pending).toBeNull();
    expect(result.events.map((event) => event.type)).toEqual(['detection-rolled', 'red-base-attached', 'alert-changed']);
    expect(result.events[0]).toMatchObject({ faces: ['blank', 'eye'], exposedIds: ['a1'], alertTriggered: true, rule: 'DET-5' });
  });

  it('DET-5: an eye-alert face exposes only while the alert is already active', () => {
    const quiet = accepted(guarded(), move('a1', 'B1')).state;
    const stays = accepted(quiet, roll(quiet, ['eye-alert', 'blank'])).state;
    expect(isExposed(stays, 'a1')).toBe(false);
    expect(stays.alerts.A).toBe('inactive');

    const alarmed = accepted(play(guarded(), { kind: 'set-alert', side: 'A', alert: 'active' }), move('a1', 'B1')).state;
    expect(pendingRoll(alarmed).exposingFaces).toEqual(['eye', 'eye-alert']);
    expect(isExposed(accepted(alarmed, roll(alarmed, ['eye-alert', 'blank'])).state, 'a1')).toBe(true);
  });

  it('DET-4: the roll must give exactly the dice of the test, all red-die faces', () => {
    const state = accepted(guarded(), move('a1', 'B1')).state;
    expect(refused(state, roll(state, ['eye']))).toMatchObject({ rule: 'DET-4', params: { count: 2, faces: 1 } });
    expect(refused(state, { kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces: ['eye', 'hit'] })).toMatchObject({ rule: 'DET-4', params: { face: 'hit', index: 1 } });
    expect(refused(state, { kind: 'roll', decisionId: 'd99', mode: 'app', faces: ['eye', 'eye'] })).toMatchObject({ rule: 'PLAY-DECISION' });
    expect(refused(state, { kind: 'choose', decisionId: state.pending!.id, optionId: 'x' })).toMatchObject({ rule: 'GEN-1' });
  });

  it('the app’s roll is logged with its faces: replaying the step gives the same result', () => {
    const state = accepted(guarded(), move('a1', 'B1')).state;
    const step: Step = { kind: 'roll', decisionId: state.pending!.id, mode: 'app', faces: ['eye', 'blank'] };
    expect(accepted(state, step).state).toEqual(accepted(state, step).state);
  });

  it('DET-1: an exposed mover entering enemies takes no test and stays exposed', () => {
    const state = play(guarded(), { kind: 'attach-red-base', miniatureId: 'a1' });
    const result = accepted(state, move('a1', 'B1'));
    expect(result.state.pending).toBeNull();
    expect(isExposed(result.state, 'a1')).toBe(true);
  });

  it('DET-2: sharing a square into a new turn makes no test; only arrivals do', () => {
    const state = accepted(guarded(), move('a1', 'B1')).state;
    const after = play(state, roll(state, ['blank', 'blank']), { kind: 'end-assassin-phase' }, { kind: 'end-enemy-stage', stage: 'reinforcement' }, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' }, { kind: 'end-turn' }, eventPhase, { kind: 'begin-assassin-phase' });
    expect(after.pending).toBeNull();
  });

  it('DET-6: bodies roll one die per entering enemy (the Polish examples), or per enemy on the square by setting', () => {
    expect(bodyDice('per-entering-enemy', 3, 4)).toBe(3);
    expect(bodyDice('per-enemy-on-square', 3, 4)).toBe(4);
    // 3 entering guards + 1 body → 3 dice.
    const state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 3 }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]);
    const withBody = play(state, { kind: 'set-body', miniatureId: guardsOn(state, 'B1')[3]!, body: true });
    const tested = startDetection(withBody, { side: 'A', square: 'B1' }, [], 3, true);
    expect(pendingRoll(tested)).toMatchObject({ count: 3, sets: [{ involved: 'body', dice: 3 }] });
    const bySquare = startDetection({ ...withBody, bodyDetectionDice: 'per-enemy-on-square' }, { side: 'A', square: 'B1' }, [], 1, true);
    expect(pendingRoll(bySquare).count).toBe(3);
  });

  it('DET-6: one die per entering enemy for each body (1 entering guard + 3 bodies → 3 dice; 3 + 3 → 9 does not fit CAP-1)', () => {
    const state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 4 }]);
    const [, ...laid] = guardsOn(state, 'B1');
    const bodies = play(state, ...laid.map((miniatureId): Step => ({ kind: 'set-body', miniatureId, body: true })));
    const tested = startDetection(bodies, { side: 'A', square: 'B1' }, [], 1, true);
    expect(pendingRoll(tested).sets.map((set) => [set.involved, set.dice])).toEqual([['body', 1], ['body', 1], ['body', 1]]);
    expect(pendingRoll(tested).count).toBe(3);
  });

  it('DET-6: a body seen triggers the alert and exposes nobody', () => {
    const state = board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]);
    const withBody = play(state, { kind: 'set-body', miniatureId: guardsOn(state, 'B1')[1]!, body: true });
    const tested = startDetection(withBody, { side: 'A', square: 'B1' }, [], 1, true);
    const result = accepted(tested, roll(tested, ['eye']));
    expect(result.state.alerts.A).toBe('active');
    expect(result.state.redBases.every((base) => base.at.on === 'supply')).toBe(true);
  });
});

describe('hunt (ACT-MOV-3, HUNT) and becoming incognito (STL-6)', () => {
  /** a1 exposed on B1 with `count` guards; a2 waits on A1. */
  function exposedAmong(count: number, extra: StartingMiniature[] = [], options: { edges?: MapEdge[]; kinds?: Record<string, SquareKind> } = {}) {
    let state = assassinPhase(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count }, ...extra], options));
    state = play(state, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1' }, { kind: 'attach-red-base', miniatureId: 'a1' });
    return state;
  }

  it('HUNT-1, GEN-1: half the enemies, rounded up, follow; the players pick which among every legal group', () => {
    const state = accepted(exposedAmong(3), move('a1', 'C1')).state;
    const hunt = pendingHunt(state);
    expect(hunt).toMatchObject({ kind: 'hunt', rule: 'HUNT-1', miniatureId: 'a1', fromSquare: 'B1', toSquare: 'C1', count: 2 });
    const guards = guardsOn(state, 'B1');
    expect(hunt.options.map((option) => option.miniatureIds)).toEqual([[guards[0], guards[1]], [guards[0], guards[2]], [guards[1], guards[2]]]);
    const result = accepted(state, { kind: 'choose', decisionId: hunt.id, optionId: hunt.options[2]!.id });
    expect(guardsOn(result.state, 'C1')).toEqual([guards[1], guards[2]]);
    expect(guardsOn(result.state, 'B1')).toEqual([guards[0]]);
    expect(result.events).toEqual(guards.slice(1).map((id) => expect.objectContaining({ type: 'miniature-moved', miniatureId: id, fromSquare: 'B1', toSquare: 'C1', rule: 'HUNT-1' })));
    // HUNT-3: hunted, it stays exposed.
    expect(isExposed(result.state, 'a1')).toBe(true);
  });

  it('HUNT-1: one guard of one: it follows without a question', () => {
    const result = accepted(exposedAmong(1), move('a1', 'C1'));
    expect(result.state.pending).toBeNull();
    expect(guardsOn(result.state, 'C1')).toHaveLength(1);
    expect(isExposed(result.state, 'a1')).toBe(true);
  });

  it('HUNT-5: leaving the hunters’ square again re-applies the hunt to the enemies there', () => {
    let state = accepted(exposedAmong(1), move('a1', 'C1')).state;
    state = accepted(state, move('a1', 'D1')).state;
    expect(guardsOn(state, 'D1')).toHaveLength(1);
  });

  it('HUNT-2: enemies that cannot step (no ladder to a roof) do not hunt; the assassin arrives alone and is incognito (STL-6)', () => {
    const result = accepted(exposedAmong(2, [], { kinds: { C1: 'roof' } }), move('a1', 'C1'));
    expect(guardsOn(result.state, 'C1')).toEqual([]);
    expect(isExposed(result.state, 'a1')).toBe(false);
    expect(result.state.redBases.find((base) => base.at.on === 'loose')).toMatchObject({ at: { side: 'A', square: 'C1' } });
    expect(result.events.at(-1)).toMatchObject({ type: 'red-base-detached', square: 'C1', rule: 'STL-6' });
  });

  it('HUNT-2: a red base still on the square (another exposed assassin) holds its enemies there', () => {
    let state = exposedAmong(2);
    state = play(state, { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'B1' }, { kind: 'attach-red-base', miniatureId: 'a2' });
    const result = accepted(state, move('a1', 'C1'));
    expect(guardsOn(result.state, 'B1')).toHaveLength(2);
    expect(result.state.pending).toBeNull();
  });

  it('HUNT-2, CAP-1: only as many hunters as the destination has free spaces', () => {
    const state = exposedAmong(4, [{ type: 'guard', square: 'C1', guardType: 'crossbowman', count: 3 }]);
    const result = accepted(state, move('a1', 'C1'));
    expect(pendingHunt(result.state)).toMatchObject({ count: 1 });
    expect(pendingHunt(result.state).options).toHaveLength(4);
  });

  it('HUNT-4 example: the hunters entering expose Bastiano, incognito on the destination', () => {
    let state = exposedAmong(2);
    state = play(state, { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'C1' });
    state = accepted(state, move('a1', 'C1')).state;
    const hunt = pendingHunt(state);
    expect(hunt.count).toBe(1);
    state = accepted(state, { kind: 'choose', decisionId: hunt.id, optionId: hunt.options[0]!.id }).state;
    expect(pendingRoll(state)).toMatchObject({ square: 'C1', sets: [{ miniatureId: 'a2', involved: 'character', dice: 1 }], count: 1 });
    const result = accepted(state, roll(state, ['eye']));
    expect(assassin(result.state, 'a2').characterId).toBe('bastiano');
    expect(isExposed(result.state, 'a2')).toBe(true);
  });

  it('ALR-4: the alert exposes only the character detected; ALR-3: it stays when everyone is incognito again', () => {
    let state = assassinPhase(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]));
    state = accepted(state, move('a1', 'B1')).state;
    state = accepted(state, roll(state, ['eye'])).state;
    expect(isExposed(state, 'a2')).toBe(false);
    expect(state.alerts.A).toBe('active');
    // The lone guard hunts a1 (HUNT-1, 1 of 1) into C1, so a1 stays exposed there (HUNT-3)…
    state = accepted(state, move('a1', 'C1')).state;
    expect(isExposed(state, 'a1')).toBe(true);
    // …then a1 leaves it for D1: the guard follows again.
    state = accepted(state, move('a1', 'D1')).state;
    expect(isExposed(state, 'a1')).toBe(true);
    // Removing the guard by hand, then moving to an empty square, a1 is incognito; the alert stays.
    state = play(state, { kind: 'remove-miniature', miniatureId: guardsOn(state, 'D1')[0]! }, { kind: 'set-cubes', miniatureId: 'a1', cubes: 1, savedCube: false });
    state = accepted(state, move('a1', 'D2')).state;
    expect(isExposed(state, 'a1')).toBe(false);
    expect(state.alerts.A).toBe('active');
  });

  it('STL-8: an exposed assassin who does not move stays exposed with no enemy left', () => {
    let state = exposedAmong(1);
    state = play(state, { kind: 'remove-miniature', miniatureId: guardsOn(state, 'B1')[0]! }, { kind: 'end-assassin-phase' });
    expect(isExposed(state, 'a1')).toBe(true);
  });
});
