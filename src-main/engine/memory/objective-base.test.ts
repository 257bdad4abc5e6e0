import { describe, expect, it } from 'vitest';
import { formatMap, parseMap } from '../../../shared/memory-play/map/map-notation.js';
import { validateMap } from '../../../shared/memory-play/map/map-validation.js';
import type { GuardPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isOnObjectiveSpace } from './enemy/objective-spaces.js';
import { enemyStage } from './test-support/enemy-builders.js';
import { play, startPlay, testSetup } from './test-support/play-builders.js';
import { accepted, refused } from './test-support/step-assertions.js';

/**
 * MOV-6, MOV-9d: a diagram may show guards standing on the spaces of an objective base (3 spaces
 * per base). The map text says so with `on-base`, and a guard can be put on a space or taken off
 * it by hand, so the table and the app agree from the first turn. A 4×2 test map (test values).
 */
const TEXT = (guards: string) => `memory 1.1
side A 4x2
1  s1 s2 s3 s4
2  s5 s6 s7 s8
objective C1 cost 1 xp 1 mandatory
${guards}
assassins A2
`;

function mapOf(text: string) {
  const parsed = parseMap(text);
  if (!parsed.ok) throw new Error(parsed.problems.map((problem) => problem.message).join('; '));
  return parsed.map;
}

const stateOf = (guards: string): PlayState => {
  const map = mapOf(TEXT(guards));
  return startPlay(testSetup({ map }));
};

const guardsOn = (state: PlayState, square: string) =>
  Object.values(state.miniatures).filter((miniature): miniature is GuardPiece => miniature.kind === 'guard' && miniature.place.on === 'square' && miniature.place.square === square);

describe('guards on an objective base from the diagram and by hand (MOV-6, MOV-9d)', () => {
  it('MOV-6: the map text puts guards on the objective base with `on-base`, and writes them back the same way', () => {
    const map = mapOf(TEXT('guard C1 crossbowman x2 on-base\nguard C1 agile'));
    expect(map.sides[0]!.miniatures).toEqual([
      { type: 'guard', square: 'C1', guardType: 'crossbowman', count: 2, onObjectiveBase: true },
      { type: 'guard', square: 'C1', guardType: 'agile', count: 1 },
      { type: 'assassins', square: 'A2' },
    ]);
    expect(formatMap(map)).toContain('guard C1 crossbowman x2 on-base\nguard C1 agile\n');
    expect(mapOf(formatMap(map))).toEqual(map);
    expect(mapOf(TEXT('guard C1 agile on-base')).sides[0]!.miniatures[0]).toEqual({ type: 'guard', square: 'C1', guardType: 'agile', count: 1, onObjectiveBase: true });
  });

  it('MOV-6, MOV-9d: the map is refused with guards on a base where no objective stands, or more than its 3 spaces', () => {
    const noObjective = parseMap(TEXT('guard B1 crossbowman on-base'));
    expect(noObjective.ok).toBe(false);
    if (!noObjective.ok) expect(noObjective.problems[0]).toMatchObject({ rule: 'MOV-6', squares: ['B1'] });
    const crowded = mapOf(TEXT('guard C1 crossbowman x2 on-base\nguard C1 agile x2'));
    crowded.sides[0]!.miniatures[1] = { type: 'guard', square: 'C1', guardType: 'agile', count: 2, onObjectiveBase: true };
    expect(validateMap(crowded)).toContainEqual(expect.objectContaining({ rule: 'MOV-9d', squares: ['C1'], params: expect.objectContaining({ guards: 4, spaces: 3 }) }));
    const misspelt = parseMap(TEXT('guard C1 crossbowman x2 onbase'));
    expect(misspelt.ok).toBe(false);
  });

  it('MOV-9d: guards set up on the base stand on its spaces, the others beside it', () => {
    const state = stateOf('guard C1 crossbowman x2 on-base\nguard C1 agile');
    const [first, second, agile] = guardsOn(state, 'C1');
    expect([first, second, agile].map((guard) => isOnObjectiveSpace(state, guard!))).toEqual([true, true, false]);
    expect(first!.objectiveSpace).toBe(state.objectives[0]!.id);
  });

  it('MOV-9d: a guard set up on the base does not drift with the event; the one beside it takes the free space first (MOV-6)', () => {
    let state = stateOf('guard C1 crossbowman on-base\nguard C1 crossbowman\nguard D1 crossbowman');
    state = play(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'S' }] }, { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' }, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    const moved = accepted(state, enemyStage('movement', { cards: { crossbowman: { health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false } } })).state;
    // The guard beside the base takes one of its 2 free spaces at once (MOV-6); both stay; D1's drifts south.
    expect(guardsOn(moved, 'C1').map((guard) => isOnObjectiveSpace(moved, guard))).toEqual([true, true]);
    expect(guardsOn(moved, 'D2')).toHaveLength(1);
  });

  it('GEN-6, MOV-6: a guard is put on a free space by hand and taken off again; the table is told', () => {
    const state = stateOf('guard C1 crossbowman x2');
    const [g1] = guardsOn(state, 'C1');
    const on = accepted(state, { kind: 'set-objective-space', miniatureId: g1!.id, onSpace: true });
    expect(isOnObjectiveSpace(on.state, on.state.miniatures[g1!.id]!)).toBe(true);
    expect(on.events).toEqual([expect.objectContaining({ type: 'guard-on-objective-space', miniatureId: g1!.id, objectiveId: state.objectives[0]!.id, side: 'A', square: 'C1' })]);
    const off = accepted(on.state, { kind: 'set-objective-space', miniatureId: g1!.id, onSpace: false });
    expect(isOnObjectiveSpace(off.state, off.state.miniatures[g1!.id]!)).toBe(false);
    expect(off.events).toEqual([expect.objectContaining({ type: 'guard-off-objective-space', miniatureId: g1!.id, square: 'C1' })]);
  });

  it('MOV-6, MOV-9d: refused for a square without an objective, a base with its 3 spaces taken, a body or an assassin', () => {
    let state = stateOf('guard C1 crossbowman x3 on-base\nguard C1 crossbowman\nguard B1 crossbowman');
    const fourth = guardsOn(state, 'C1')[3]!;
    expect(refused(state, { kind: 'set-objective-space', miniatureId: fourth.id, onSpace: true })).toMatchObject({ rule: 'MOV-9d', params: { miniatureId: fourth.id, square: 'C1', spaces: 3 } });
    const away = guardsOn(state, 'B1')[0]!;
    expect(refused(state, { kind: 'set-objective-space', miniatureId: away.id, onSpace: true })).toMatchObject({ rule: 'MOV-6', params: { miniatureId: away.id, square: 'B1' } });
    expect(refused(state, { kind: 'set-objective-space', miniatureId: 'a1', onSpace: true })).toMatchObject({ rule: 'MOV-6', params: { miniatureId: 'a1' } });
    state = play(state, { kind: 'set-body', miniatureId: fourth.id, body: true });
    expect(refused(state, { kind: 'set-objective-space', miniatureId: fourth.id, onSpace: true })).toMatchObject({ rule: 'MOV-6' });
  });

  it('GEN-6: a guard moved by hand off the base leaves its space; moved back, it stands beside the base until put on it', () => {
    const state = stateOf('guard C1 crossbowman on-base');
    const [guard] = guardsOn(state, 'C1');
    const steps: Step[] = [
      { kind: 'move-miniature', miniatureId: guard!.id, side: 'A', square: 'B1' },
      { kind: 'move-miniature', miniatureId: guard!.id, side: 'A', square: 'C1' },
    ];
    const back = play(state, ...steps);
    expect(isOnObjectiveSpace(back, back.miniatures[guard!.id]!)).toBe(false);
  });
});
