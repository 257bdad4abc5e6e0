import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EnemyStageInput } from '../../../../shared/memory-play/enemy-phase.js';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import type { EnemyStage } from '../../../../shared/memory-play/play-state.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { gridSide } from '../test-support/play-builders.js';
import { accepted, refused } from '../test-support/step-assertions.js';
import { enemyPhaseAt, enemyStage } from '../test-support/enemy-builders.js';
import { referenceRoll } from '../test-support/reference/reference-dice.js';
import { previewEnemyStage } from './enemy-stage.js';
import { withAnswer } from './stage-answers.js';

/**
 * GEN-1, ENM-1: the enemy stage's questions live in the play. Each answer is a logged step that
 * the play keeps for the stage due (`openStage`); the stage's next question is planned from them;
 * confirming applies the stage with them exactly as one step with the same input did; starting
 * over drops them. While a stage is being answered only its answers, the manual advance, the end
 * of the memory and corrections by hand are taken. Die faces are test values a group might enter
 * in box data.
 */

const RED: DieFace[] = ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'];

const answer = (stage: EnemyStage, given: EnemyStageInput): Step => ({ kind: 'answer-enemy-stage', stage, answer: given });
const confirm = (stage: EnemyStage): Step => ({ kind: 'enemy-stage', stage });

/** A 4×4 street; entrance B touches D4, where two crossbowmen's bodies and an agile guard's lie (CAP-2 asks which body gives way). */
const street = (): MapSide => gridSide({ width: 4, height: 4, features: [{ type: 'entrance', letter: 'B', touches: ['D4'] }] });
const bodiesOnD4 = () => enemyPhaseAt(street(), 'reinforcement', { guards: [{ square: 'D4', count: 2, body: true }, { square: 'D4', guardType: 'agile', body: true }] }, 'N', { eliteType: 'agile' });
const CARD: EnemyStageInput = { reinforcementCard: { entries: [{ letter: 'B', count: 2, guardType: 'crossbowman' }] } };
const QUESTION = 'bodies-give-way:REI-3:A:D4';
const ROLL = 'detect:A:D4';

/** Two crossbowmen move onto the incognito a1's square: a detection test of 2 red dice at the stage's end (DET-8). */
const movementWithTest = () => enemyPhaseAt(gridSide({ width: 3, height: 3 }), 'movement', { guards: [{ square: 'B3', count: 2 }], assassins: [{ square: 'B2' }] }, 'N');

describe('the enemy stage’s answers are kept in the play (GEN-1, ENM-1)', () => {
  it('ENM-1, CAP-2: each answer is one step kept with the stage; the next question is planned from them; confirming applies exactly the stage given whole', () => {
    const state = bodiesOnD4();
    expect(state.openStage).toBeUndefined();

    const typed = accepted(state, answer('reinforcement', CARD));
    expect(typed.events).toEqual([]);
    expect(typed.state.openStage).toEqual({ stage: 'reinforcement', answers: CARD });
    // Nothing on the table moved, and the generator did not either.
    expect({ ...typed.state, openStage: undefined }).toEqual({ ...state, openStage: undefined });
    const asked = previewEnemyStage(typed.state, enemyStage('reinforcement', typed.state.openStage!.answers));
    expect(asked.ok && asked.value.question?.id).toBe(QUESTION);

    const chosen = accepted(typed.state, answer('reinforcement', { choices: { [QUESTION]: 'g3' } }));
    const faces: DieFace[] = ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'];
    const rolled = accepted(chosen.state, answer('reinforcement', { rolls: { [ROLL]: faces }, diceMode: 'entered' }));
    const whole: EnemyStageInput = { ...CARD, choices: { [QUESTION]: 'g3' }, rolls: { [ROLL]: faces }, diceMode: 'entered' };
    expect(rolled.state.openStage).toEqual({ stage: 'reinforcement', answers: whole });

    const confirmed = accepted(rolled.state, confirm('reinforcement'));
    const inOneStep = accepted(state, enemyStage('reinforcement', whole));
    expect(confirmed.state).toEqual(inOneStep.state);
    expect(confirmed.events).toEqual(inOneStep.events);
    expect(confirmed.state.openStage).toBeUndefined();
    expect(confirmed.state.enemyStage).toBe('movement');
    // The log keeps the whole stage, so it replays as one step (as a stage logged before answers were kept does).
    expect(confirmed.logged).toEqual(enemyStage('reinforcement', whole));
    expect(accepted(state, confirmed.logged!).state).toEqual(confirmed.state);
  });

  it('GEN-1: an answer must answer what the stage asks now, and the option must be one of the question’s; the play stays as it was', () => {
    const typed = accepted(bodiesOnD4(), answer('reinforcement', CARD)).state;
    // The roll comes after the question: answering it first is refused naming what waits.
    expect(refused(typed, answer('reinforcement', { rolls: { [ROLL]: ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'] } }))).toMatchObject({
      rule: 'GEN-1',
      params: { stage: 'reinforcement', waiting: `choices.${QUESTION}` },
      field: `answer.rolls.${ROLL}`,
    });
    expect(refused(typed, answer('reinforcement', { choices: { [QUESTION]: 'g9' } }))).toMatchObject({ rule: 'CAP-2', params: { questionId: QUESTION, optionId: 'g9' } });
    // ENM-1: only the stage due is answered.
    expect(refused(typed, answer('movement', { directions: { A: 'N' } }))).toMatchObject({ rule: 'ENM-1', params: { expected: 'reinforcement' } });
    // Nothing missing: the stage waits on its confirmation.
    const chosen = accepted(typed, answer('reinforcement', { choices: { [QUESTION]: 'g3' } })).state;
    const ready = accepted(chosen, answer('reinforcement', { rolls: { [ROLL]: ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'] } })).state;
    expect(refused(ready, answer('reinforcement', { choices: { other: 'x' } }))).toMatchObject({ rule: 'GEN-1', params: { waiting: '' } });
  });

  it('GEN-1: while a stage is being answered, no other step of the turn is taken; a correction by hand is (GEN-6), and the manual advance closes the stage', () => {
    const typed = accepted(bodiesOnD4(), answer('reinforcement', CARD)).state;
    expect(refused(typed, { kind: 'end-turn' })).toMatchObject({ rule: 'GEN-1', params: { stage: 'reinforcement', step: 'end-turn' } });
    expect(refused(typed, { kind: 'save-cube', miniatureId: 'a1' })).toMatchObject({ rule: 'GEN-1', params: { stage: 'reinforcement' } });
    const corrected = accepted(typed, { kind: 'set-alert', side: 'A', alert: 'active' });
    expect(corrected.state.openStage).toEqual(typed.openStage);
    const advanced = accepted(typed, { kind: 'end-enemy-stage', stage: 'reinforcement' });
    expect(advanced.state.openStage).toBeUndefined();
    expect(advanced.state.enemyStage).toBe('movement');
  });

  it('ENM-1, SAVE-3: starting the stage over drops its answers, and the play is again between stages, where nothing waits', () => {
    const state = bodiesOnD4();
    expect(refused(state, { kind: 'restart-enemy-stage', stage: 'reinforcement' })).toMatchObject({ rule: 'ENM-1', params: { stage: 'reinforcement' } });
    const typed = accepted(state, answer('reinforcement', CARD)).state;
    const again = accepted(typed, { kind: 'restart-enemy-stage', stage: 'reinforcement' });
    expect(again.events).toEqual([]);
    expect(again.state).toEqual(state);
  });

  it('DET-8, DET-4: an app roll answered shows the faces drawn from the stage’s copy of the generator; the live generator moves only on confirming, and a stage started over draws the same faces again', () => {
    const state = movementWithTest();
    const reference = referenceRoll(state.rng, RED, 2);
    const rolled = accepted(state, answer('movement', { rolls: { 'detect:A:B2': { mode: 'app', die: RED } }, diceMode: 'app' }));
    expect([...rolled.state.rng]).toEqual([...state.rng]);
    const shown = previewEnemyStage(rolled.state, enemyStage('movement', rolled.state.openStage!.answers));
    expect(shown.ok && shown.value.tests.map((test) => test.faces)).toEqual([reference.faces]);

    const confirmed = accepted(rolled.state, confirm('movement'));
    expect([...confirmed.state.rng]).toEqual(reference.rng);
    expect(confirmed.events.find((event) => event.type === 'detection-rolled')).toMatchObject({ faces: reference.faces });
    expect(confirmed.logged).toEqual(enemyStage('movement', { rolls: { 'detect:A:B2': { mode: 'app', die: RED, drawn: reference.faces } }, diceMode: 'app' }));

    const restarted = accepted(rolled.state, { kind: 'restart-enemy-stage', stage: 'movement' }).state;
    const again = accepted(restarted, answer('movement', { rolls: { 'detect:A:B2': { mode: 'app', die: RED } }, diceMode: 'app' })).state;
    expect(accepted(again, confirm('movement')).state).toEqual(confirmed.state);
  });

  it('UNK-7: enemy cards typed at the table are kept with the answers and may come with any answer', () => {
    const typed = accepted(bodiesOnD4(), answer('reinforcement', { cards: { agile: { health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: true } } }));
    expect(typed.state.openStage?.answers.cards).toEqual({ agile: { health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: true } });
    expect(refused(bodiesOnD4(), answer('reinforcement', {}))).toMatchObject({ rule: 'GEN-1', field: 'answer' });
  });

  it('DET-4, CMB-6: once the app rolled any die of the stage, the stage is logged as rolled by the app; a later answer replaces an earlier one of the same roll', () => {
    const app = withAnswer({}, { rolls: { 'detect:A:B2': { mode: 'app', die: RED } }, diceMode: 'app' });
    const typed = withAnswer(app, { rolls: { 'combat:a2': ['hit'] }, diceMode: 'entered' });
    expect(typed).toEqual({ rolls: { 'detect:A:B2': { mode: 'app', die: RED }, 'combat:a2': ['hit'] }, diceMode: 'app' });
    expect(withAnswer({ directions: { A: 'N' } }, { directions: { B: 'S' } }).directions).toEqual({ A: 'N', B: 'S' });
  });
});
