import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../shared/dice/dice.js';
import type { EnemyAppRoll, EnemyStageInput } from '../../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { RollStep, Step } from '../../../shared/memory-play/moves/index.js';
import { previewEnemyStage } from './enemy/enemy-stage.js';
import { reduce } from './reduce.js';
import { enemyPhaseAt, enemyStage } from './test-support/enemy-builders.js';
import { deepFreeze, gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';
import { referenceRoll } from './test-support/reference/reference-dice.js';

/**
 * The app's dice drawn inside the reducer from the play's seeded generator: the faces a roll
 * shows are the reference generator's draw from the state's generator, the log keeps them, and
 * replaying the logged step draws them again (a changed log is refused, never re-rolled).
 * Die faces are test values a group might enter in box data.
 */

const RED: DieFace[] = ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'];
const BLACK: DieFace[] = ['hit', 'hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail'];

function accepted(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

function refused(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

/** An incognito assassin moved into two crossbowmen: a detection test of 2 red dice waits (DET-1, DET-4). */
function testWaiting(seed = 7): PlayState {
  const side = gridSide({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }] });
  const state = play(startPlay(testSetup({ seed, map: testMap([side]) })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
  return accepted(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B1' }).state;
}

const appRoll = (state: PlayState, extra: Partial<RollStep> = {}): Step => ({ kind: 'roll', decisionId: state.pending!.id, mode: 'app', die: RED, ...extra }) as Step;

describe('the app rolls from the play’s seeded generator (DET-4, UNK-1)', () => {
  it('DET-4: the app’s roll draws its faces from the state’s generator, moves it on, and is logged with what it drew', () => {
    for (const seed of [1, 7, 2026, 99_999]) {
      const state = testWaiting(seed);
      const reference = referenceRoll(state.rng, RED, 2);
      const result = accepted(state, appRoll(state));
      expect(result.events[0]).toMatchObject({ type: 'detection-rolled', faces: reference.faces });
      expect([...result.state.rng]).toEqual(reference.rng);
      expect(result.logged).toEqual({ kind: 'roll', decisionId: state.pending!.id, mode: 'app', die: RED, drawn: reference.faces });
      // The same faces typed give the same play, but for the generator, which typed dice leave alone.
      const typed = accepted(state, { kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces: reference.faces });
      expect(typed.state).toEqual({ ...result.state, rng: state.rng });
      expect(typed.logged).toBeUndefined();
    }
  });

  it('DET-4: the logged roll replays to the same play, drawing the same faces again', () => {
    const state = testWaiting();
    const first = accepted(state, appRoll(state));
    const replayed = accepted(state, first.logged!);
    expect(replayed.state).toEqual(first.state);
    expect(replayed.events).toEqual(first.events);
    expect(replayed.logged).toEqual(first.logged);
  });

  it('PLAY-DRAWN: a logged app roll whose faces the generator does not draw again is a corrupt log, refused naming what each says', () => {
    const state = testWaiting();
    const drawn = referenceRoll(state.rng, RED, 2).faces;
    const other: DieFace[] = drawn.map((face) => (face === 'blank' ? 'eye' : 'blank'));
    expect(refused(state, appRoll(state, { drawn: other }))).toMatchObject({ rule: 'PLAY-DRAWN', params: { logged: other.join(', '), drawn: drawn.join(', ') }, field: 'drawn' });
    // The same log read under another generator (a changed state before it) is refused too.
    expect(refused({ ...state, rng: testWaiting(8).rng }, appRoll(state, { drawn })).rule).toBe('PLAY-DRAWN');
  });

  it('a roll logged before the reducer drew the dice (app, faces, no die) is applied as given, touching no generator', () => {
    const state = testWaiting();
    const old = accepted(state, { kind: 'roll', decisionId: state.pending!.id, mode: 'app', faces: ['eye', 'blank'] });
    expect(old.state.rng).toBe(state.rng);
    expect(old.events[0]).toMatchObject({ type: 'detection-rolled', faces: ['eye', 'blank'] });
    expect(old.logged).toBeUndefined();
    // As the old reducer did: the faces still answer the test's count and die.
    expect(refused(state, { kind: 'roll', decisionId: state.pending!.id, mode: 'app', faces: ['eye'] })).toMatchObject({ rule: 'DET-4', params: { count: 2, faces: 1 } });
  });

  it('UNK-1: without the die’s faces the app does not roll, and the refusal names the die', () => {
    const state = testWaiting();
    expect(refused(state, { kind: 'roll', decisionId: state.pending!.id, mode: 'app' })).toMatchObject({ rule: 'UNK-1', params: { context: 'red' } });
    // Faces that are not the red die's are not that die.
    expect(refused(state, appRoll(state, { die: BLACK }))).toMatchObject({ rule: 'UNK-1', params: { context: 'red' }, field: 'die.0' });
    expect(refused(state, appRoll(state, { die: RED.slice(0, 5) }))).toMatchObject({ rule: 'UNK-1', field: 'die' });
  });

  it('PLAY-DECISION, PLAY-VALUE: the app’s roll answers only the roll waiting, and its faces are drawn, never given with its die', () => {
    const state = testWaiting();
    expect(refused(state, { kind: 'roll', decisionId: 'd99', mode: 'app', die: RED })).toMatchObject({ rule: 'PLAY-DECISION' });
    expect(refused(state, appRoll(state, { faces: ['eye', 'eye'] }))).toMatchObject({ rule: 'PLAY-VALUE', field: 'faces' });
  });
});

describe('an enemy stage’s app dice, drawn in plan order (DET-4, CMB-6, DET-8)', () => {
  const street = () => gridSide({ width: 3, height: 3 });
  /** Two crossbowmen move onto the incognito a1's square: a test of 2 red dice at the stage's end (MOV-8, DET-1b). */
  const movementWithTest = () => enemyPhaseAt(street(), 'movement', { guards: [{ square: 'B3', count: 2 }], assassins: [{ square: 'B2' }] }, 'N');
  const appAnswer = (die: DieFace[]): EnemyAppRoll => ({ mode: 'app', die });

  it('DET-4: the preview shows the faces the app draws, and confirming applies exactly those, moving the generator then', () => {
    const state = movementWithTest();
    const input: EnemyStageInput = { rolls: { 'detect:A:B2': appAnswer(RED) }, diceMode: 'app' };
    const reference = referenceRoll(state.rng, RED, 2);
    const shown = previewEnemyStage(state, enemyStage('movement', input));
    expect(shown.ok && shown.value.tests.map((test) => test.faces)).toEqual([reference.faces]);
    // Asked again (the panel reopened, the app restarted): the same faces.
    const again = previewEnemyStage(state, enemyStage('movement', input));
    expect(again.ok && again.value.tests[0]!.faces).toEqual(reference.faces);
    const confirmed = accepted(state, enemyStage('movement', input));
    expect([...confirmed.state.rng]).toEqual(reference.rng);
    expect(confirmed.events.find((event) => event.type === 'detection-rolled')).toMatchObject({ faces: reference.faces });
    expect(confirmed.logged).toEqual(enemyStage('movement', { rolls: { 'detect:A:B2': { mode: 'app', die: RED, drawn: reference.faces } }, diceMode: 'app' }));
    // The logged stage replays to the same play; a changed log is refused.
    expect(accepted(state, confirmed.logged!).state).toEqual(confirmed.state);
    const changed = enemyStage('movement', { rolls: { 'detect:A:B2': { mode: 'app', die: RED, drawn: ['blank', 'blank'].map((face, n) => (reference.faces[n] === 'blank' ? 'eye' : face)) as DieFace[] } } });
    expect(refused(state, changed)).toMatchObject({ rule: 'PLAY-DRAWN', field: 'input.rolls.detect:A:B2.drawn' });
  });

  it('CMB-6: each character’s combat dice are drawn in plan order, one after the other from the same generator', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2' }, { square: 'A2' }], assassins: [{ square: 'B2', exposed: true }, { square: 'A2', exposed: true }] });
    const planned = previewEnemyStage(state, enemyStage('combat'));
    if (!planned.ok) throw new Error(planned.refusal.message);
    const shares = planned.value.combat.flatMap((target) => target.shares).filter((share) => share.dice > 0);
    expect(shares.length).toBeGreaterThan(1);
    const rolls = Object.fromEntries(shares.map((share) => [share.rollId, appAnswer(BLACK)]));
    let rng: readonly number[] = state.rng;
    const expected: Record<string, DieFace[]> = {};
    for (const share of shares) {
      const drawn = referenceRoll(rng, BLACK, share.dice);
      expected[share.rollId] = drawn.faces;
      rng = drawn.rng;
    }
    const shown = previewEnemyStage(state, enemyStage('combat', { rolls }));
    expect(shown.ok && Object.fromEntries(shown.value.combat.flatMap((target) => target.shares).filter((share) => share.dice > 0).map((share) => [share.rollId, share.faces]))).toEqual(expected);
    expect([...accepted(state, enemyStage('combat', { rolls })).state.rng]).toEqual(rng);
  });

  it('CMB-6: an app roll after a roll still waiting is refused, so no later roll draws first', () => {
    const state = enemyPhaseAt(street(), 'combat', { guards: [{ square: 'B2' }, { square: 'A2' }], assassins: [{ square: 'B2', exposed: true }, { square: 'A2', exposed: true }] });
    const planned = previewEnemyStage(state, enemyStage('combat'));
    if (!planned.ok) throw new Error(planned.refusal.message);
    const [first, second] = planned.value.combat.flatMap((target) => target.shares).filter((share) => share.dice > 0);
    const result = previewEnemyStage(state, enemyStage('combat', { rolls: { [second!.rollId]: appAnswer(BLACK) } }));
    expect(result.ok ? null : result.refusal).toMatchObject({ rule: 'CMB-6', params: { rollId: first!.rollId } });
  });

  it('UNK-1: an enemy stage’s app roll without the die’s faces is refused naming the die', () => {
    const state = movementWithTest();
    const result = previewEnemyStage(state, enemyStage('movement', { rolls: { 'detect:A:B2': { mode: 'app' } } }));
    expect(result.ok ? null : result.refusal).toMatchObject({ rule: 'UNK-1', params: { context: 'red' } });
  });

  it('a stage logged before the reducer drew the dice (the app’s faces as typed ones) replays as given, touching no generator', () => {
    const state = movementWithTest();
    const old = accepted(state, enemyStage('movement', { rolls: { 'detect:A:B2': ['eye', 'blank'] }, diceMode: 'app' }));
    expect(old.state.rng).toEqual(state.rng);
    expect(old.logged).toBeUndefined();
  });

  it('DET-4: a preview never shows faces of a roll not yet made: waiting rolls have none, whatever the generator holds', () => {
    const state = movementWithTest();
    const previews = [1, 2, 3].map((seed) => previewEnemyStage({ ...state, rng: testWaiting(seed).rng }, enemyStage('movement')));
    for (const preview of previews) expect(preview.ok && preview.value.tests.map((test) => test.faces)).toEqual([null]);
    expect(new Set(previews.map((preview) => JSON.stringify(preview))).size).toBe(1);
  });
});
