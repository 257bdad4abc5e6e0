import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import { isExposed } from '../board-queries.js';
import { enemyPhaseAt, enemyStage, guardsOn } from '../test-support/enemy-builders.js';
import { gridSide } from '../test-support/play-builders.js';
import { planEnemyStage, previewEnemyStage } from './enemy-stage.js';

/**
 * The enemy phase's worked examples of the Polish rulebook (001), each built as the example
 * describes it and checked against the example's own numbers. Where the example's picture is
 * not in the text, the reading taken is said in the test.
 */

function preview(state: PlayState, rolls: Record<string, DieFace[]> = {}): EnemyStagePreview {
  const result = previewEnemyStage(state, enemyStage('movement', { rolls }));
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

function applied(state: PlayState, rolls: Record<string, DieFace[]>): PlayState {
  const result = planEnemyStage(state, enemyStage('movement', { rolls }));
  if (!result.ok) throw new Error(result.refusal.message);
  expect(result.value.preview.status).toBe('ready');
  return result.value.state;
}

const movesFrom = (plan: EnemyStagePreview, square: string) => plan.moves.filter((move) => move.from === square).map((move) => `${move.to ?? '-'}:${move.reason}`);

describe('worked examples of the enemy phase (001)', () => {
  it('DET-6, DET-8 example (001, “Test wykrycia wroga”): 3 guards enter Daria’s square with a body: she rolls 3 dice, the body 3; her blanks keep her incognito, the body’s eye triggers the alert only at the end of the step', () => {
    // Reading taken: the 3 guards drift north from B3 into B2, where Daria waits incognito beside a body.
    // The example names one test; to show the alert waiting for the end of the step, the same
    // step also brings a guard onto Claudio (D2), whose die shows the eye-with-alert face.
    const side = gridSide({ width: 4, height: 4, miniatures: [{ type: 'assassins', square: 'A4' }] });
    const state = enemyPhaseAt(side, 'movement', {
      guards: [{ square: 'B3', count: 3 }, { square: 'B2', body: true }, { square: 'D3' }],
      assassins: [{ square: 'A3' }, { square: 'A3' }, { square: 'D2' }, { square: 'B2' }],
    });
    expect([state.miniatures.a3, state.miniatures.a4].map((piece) => piece?.kind === 'assassin' && piece.characterId)).toEqual(['claudio', 'daria']);
    const body = guardsOn(state, 'B2', true)[0]!;
    const plan = preview(state);
    const onDaria = plan.tests.find((test) => test.square === 'B2')!;
    // One test for the square (DET-3): Daria 3 dice, one per guard there (DET-4); the body 3, one per entering guard (DET-6).
    expect(onDaria.sets).toEqual([
      { miniatureId: 'a4', involved: 'character', dice: 3 },
      { miniatureId: body, involved: 'body', dice: 3 },
    ]);
    expect(onDaria.count).toBe(6);
    // DET-8: the alert was inactive as the step began, so only an eye exposes, in both tests.
    expect(plan.tests.map((test) => test.exposingFaces)).toEqual([['eye'], ['eye']]);
    // Daria: 3 blanks. The body: 1 eye. Claudio: the eye-with-alert face.
    const after = applied(state, { 'detect:A:B2': ['blank', 'blank', 'blank', 'eye', 'blank', 'blank'], 'detect:A:D2': ['eye-alert'] });
    expect(isExposed(after, 'a4')).toBe(false);
    expect(isExposed(after, 'a3')).toBe(false);
    expect(after.alerts.A).toBe('active');
  });

  it('CAP-2 example (001, “Maksymalnie 4 wrogów na polu”): 4 agile guards must enter a square with 1 crossbowman and 3 bodies: the 3 bodies go, 3 agile guards enter, the 4th stays; the test rolls 9 dice', () => {
    // Reading taken: the 4 agile guards drift north from B2 into B1, on the map's north edge, where
    // the crossbowman stays (MOV-5) beside the 3 bodies.
    const side = gridSide({ width: 4, height: 4, miniatures: [{ type: 'assassins', square: 'A4' }] });
    const state = enemyPhaseAt(side, 'movement', { guards: [{ square: 'B2', guardType: 'agile', count: 4 }, { square: 'B1' }, { square: 'B1', body: true, count: 3 }] }, 'N', { eliteType: 'agile' });
    const plan = preview(state);
    expect(movesFrom(plan, 'B2').sort()).toEqual(['-:MOV-9b', 'B1:MOV-3', 'B1:MOV-3', 'B1:MOV-3']);
    expect(plan.displacedBodies).toHaveLength(3);
    // Each agile guard entering rolls 1 die per body: 3 × 3 (DET-6).
    expect(plan.tests).toEqual([expect.objectContaining({ square: 'B1', count: 9 })]);
    expect(plan.tests[0]!.sets.map((set) => [set.involved, set.dice])).toEqual([['body', 3], ['body', 3], ['body', 3]]);
    const after = applied(state, { 'detect:A:B1': Array.from({ length: 9 }, () => 'blank' as const) });
    expect(guardsOn(after, 'B1')).toHaveLength(4);
    expect(guardsOn(after, 'B1', true)).toHaveLength(0);
    expect(after.reserve.crossbowman).toBe(state.reserve.crossbowman! + 3);
  });

  it('MOV-4, MOV-5, MOV-9 example (001, the “Cień” event, north): the map edge holds the first guard, 3 of 4 enter past it and remove the body, the wall holds the third, the objective spaces hold 3 of the last 4', () => {
    // Reading taken (the picture is not in the text): one column of four squares, north to south:
    // A = B1 on the map's north edge (1 guard, 1 body), B = B2 (4 guards), C = B3 (1 guard, a
    // wall on its north side), then B4 with an objective base, 3 guards on its spaces and 1 beside.
    // The "Cień" (Shadow) event also cancels the first test of the turn: a card effect (DET-9)
    // the players apply, so the test still shows here.
    const side = gridSide({
      width: 3,
      height: 4,
      edges: [{ a: 'B2', b: 'B3', kind: 'wall' }],
      features: [{ type: 'objective', square: 'B4', cost: 1, xp: 1, mandatory: true, escort: false }],
      miniatures: [
        { type: 'assassins', square: 'A4' },
        { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 },
        { type: 'guard', square: 'B2', guardType: 'crossbowman', count: 4 },
        { type: 'guard', square: 'B3', guardType: 'crossbowman', count: 1 },
        { type: 'guard', square: 'B4', guardType: 'crossbowman', count: 3, onObjectiveBase: true },
        { type: 'guard', square: 'B4', guardType: 'crossbowman', count: 1 },
      ],
    });
    const state = enemyPhaseAt(side, 'movement', { guards: [{ square: 'B1', body: true }] });
    const plan = preview(state);
    // 1 - A: no square to the north (MOV-5).
    expect(movesFrom(plan, 'B1')).toEqual(['-:MOV-5']);
    // 2 - B: only 3 can go north, A already holding 1 guard; the body there goes back to the reserve (CAP-2) and is tested.
    expect(movesFrom(plan, 'B2').sort()).toEqual(['-:MOV-9b', 'B1:MOV-3', 'B1:MOV-3', 'B1:MOV-3']);
    expect(plan.displacedBodies).toEqual([expect.objectContaining({ square: 'B1' })]);
    expect(plan.tests).toEqual([expect.objectContaining({ square: 'B1', count: 3, sets: [expect.objectContaining({ involved: 'body', dice: 3 })] })]);
    // 3 - C: held by the wall (MOV-9a).
    expect(movesFrom(plan, 'B3')).toEqual(['-:MOV-9a']);
    // 4 - only 1 guard moves on to C; the other 3 are on the objective base's spaces (MOV-9d).
    expect(movesFrom(plan, 'B4').sort()).toEqual(['-:MOV-9d', '-:MOV-9d', '-:MOV-9d', 'B3:MOV-3']);
    const after = applied(state, { 'detect:A:B1': ['blank', 'blank', 'blank'] });
    expect([guardsOn(after, 'B1'), guardsOn(after, 'B2'), guardsOn(after, 'B3'), guardsOn(after, 'B4')].map((ids) => ids.length)).toEqual([4, 1, 2, 3]);
  });
});
