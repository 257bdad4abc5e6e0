import { describe, expect, it } from 'vitest';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../shared/dice/dice.js';
import { gridSide } from '../engine/memory/test-support/play-builders.js';
import { accepted, refused } from '../engine/memory/test-support/step-assertions.js';
import { enemyPhaseAt } from '../engine/memory/test-support/enemy-builders.js';
import { enemyStageView } from './enemy-stage-view.js';

/**
 * ENM-1, GEN-6: the enemy stage the board shows is planned from the answers the play keeps. A
 * correction by hand may leave answers that no longer fit the board (dice typed for a test that
 * now rolls fewer): the stage shown says which rule refuses them, nothing is applied, and
 * starting the stage over plans it again from nothing.
 */

const NO_BOX_DATA = { dice: {}, enemyCards: [] } as unknown as BoxData;
const SIX_BLANKS: DieFace[] = ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'];

describe('the enemy stage shown (ENM-1)', () => {
  it('GEN-6, DET-4: answers a correction made unfit are shown refused by their rule; confirming is refused the same; starting over asks again', () => {
    // D4: two crossbowmen's bodies and an agile guard's; two crossbowmen enter from B (REI-3): a test of 6 red dice (DET-6).
    const street = gridSide({ width: 4, height: 4, features: [{ type: 'entrance', letter: 'B', touches: ['D4'] }] });
    const state = enemyPhaseAt(street, 'reinforcement', { guards: [{ square: 'D4', count: 2, body: true }, { square: 'D4', guardType: 'agile', body: true }] }, 'N', { eliteType: 'agile' });
    let answered = accepted(state, { kind: 'answer-enemy-stage', stage: 'reinforcement', answer: { reinforcementCard: { entries: [{ letter: 'B', count: 2, guardType: 'crossbowman' }] } } }).state;
    answered = accepted(answered, { kind: 'answer-enemy-stage', stage: 'reinforcement', answer: { choices: { 'bodies-give-way:REI-3:A:D4': 'g3' } } }).state;
    answered = accepted(answered, { kind: 'answer-enemy-stage', stage: 'reinforcement', answer: { rolls: { 'detect:A:D4': SIX_BLANKS } } }).state;
    expect(enemyStageView(answered, () => NO_BOX_DATA)).toMatchObject({ stage: 'reinforcement', refusal: null, preview: { status: 'ready' } });

    // A body taken off the map by hand: the test now rolls 4 dice, and the 6 typed no longer fit.
    const corrected = accepted(answered, { kind: 'remove-miniature', miniatureId: 'g1' }).state;
    expect(enemyStageView(corrected, () => NO_BOX_DATA)).toEqual({
      stage: 'reinforcement',
      preview: null,
      refusal: { rule: 'DET-4', message: 'Roll detect:A:D4 has 4 red dice, not 6.', params: { rollId: 'detect:A:D4', count: 4, faces: 6 }, field: 'input.rolls.detect:A:D4' },
    });
    expect(refused(corrected, { kind: 'enemy-stage', stage: 'reinforcement' })).toMatchObject({ rule: 'DET-4', params: { count: 4, faces: 6 } });

    const again = accepted(corrected, { kind: 'restart-enemy-stage', stage: 'reinforcement' }).state;
    expect(again.openStage).toBeUndefined();
    expect(enemyStageView(again, () => NO_BOX_DATA)).toMatchObject({ refusal: null, preview: { status: 'input', missingInput: ['reinforcementCard'] } });
  });

  it('ENM-1: no stage is shown outside the enemy phase', () => {
    const street = gridSide({ width: 4, height: 4 });
    const state = enemyPhaseAt(street, 'reinforcement');
    expect(enemyStageView({ ...state, phase: 'assassin', enemyStage: null }, () => NO_BOX_DATA)).toBeNull();
  });
});
