import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DieFace } from '../../shared/dice/dice.js';
import type { EnemyStageInput } from '../../shared/memory-play/enemy-phase.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import { referenceRoll } from '../engine/memory/test-support/reference/reference-dice.js';
import type { BoardCampaign } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, campaignWithMap, miniatureOf, startTestPlay, WHOLE_TURN } from './test-support/play-fixtures.js';
import { readStoredPlay } from './test-support/stored-play.js';

/**
 * The app's dice through the dispatcher, as the board sends them: the screen asks for the roll,
 * main adds the die's faces from box data (UNK-1) and the reducer draws from the play's seeded
 * generator. Expected faces are the reference generator's draw from the state the save holds
 * before the roll. Die faces are test values a group might enter in box data.
 */

const RED: DieFace[] = ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'];

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

/** The incognito assassin steps from D6 into the 3 crossbowmen of D5 (ACT-MOV-2): a test of 3 red dice waits (DET-4). */
async function detectionWaiting(): Promise<{ playId: number; view: PlayView }> {
  const started = await startTestPlay(t, c.campaignId);
  const playId = started.play.playId;
  const assassin = miniatureOf(started, 'assassin');
  const view = await applySteps(t, c.campaignId, playId, [
    WHOLE_TURN[0]!,
    WHOLE_TURN[1]!,
    { kind: 'move-miniature', miniatureId: assassin, side: 'A', square: 'D6' },
    { kind: 'move', miniatureId: assassin, side: 'A', square: 'D5' },
  ]);
  expect(view.pending).toMatchObject({ kind: 'detection-roll', count: 3 });
  return { playId, view };
}

const stateAt = (playId: number, seq: number) => readStoredPlay(t, c.campaignId, playId, (stored) => stored.stateAt(seq));
const loggedStep = (playId: number, seq: number) => readStoredPlay(t, c.campaignId, playId, (stored) => stored.rows.find((row) => row.seq === seq)!.step);

describe('the app’s roll as a step (DET-4, UNK-1)', () => {
  it('DET-4: the board asks for the roll; the answer’s faces are drawn from the play’s generator and logged with box data’s die', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: RED });
    const { playId, view } = await detectionWaiting();
    const before = stateAt(playId, view.play.steps);
    const expected = referenceRoll(before.rng, RED, 3);
    const answer = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'roll', decisionId: view.pending!.id, mode: 'app' } });
    expect(answer.change.step.step).toEqual({ kind: 'roll', decisionId: view.pending!.id, mode: 'app', die: RED, drawn: expected.faces });
    expect(answer.events[0]).toMatchObject({ type: 'detection-rolled', faces: expected.faces });
    expect(loggedStep(playId, answer.change.step.seq)).toEqual(answer.change.step.step);
    expect([...stateAt(playId, answer.change.step.seq).rng]).toEqual(expected.rng);
    // The history line says the faces drawn.
    const history = await t.call('history/list', { campaignId: c.campaignId });
    expect(JSON.stringify(history)).toContain(expected.faces.join(','));
  });

  it('UNK-1: with no red faces entered the app does not roll, and nothing changes', async () => {
    const { playId, view } = await detectionWaiting();
    const error = await t.refuseUnchanged('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'roll', decisionId: view.pending!.id, mode: 'app' } });
    expect(error).toMatchObject({ rule: 'UNK-1', params: { context: 'red' } });
  });

  it('UNK-1, PLAY-VALUE: the screen never gives the die or the faces of the app’s roll', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: RED });
    const { playId, view } = await detectionWaiting();
    const decisionId = view.pending!.id;
    const asked = (extra: Record<string, unknown>) => ({ campaignId: c.campaignId, playId, step: { kind: 'roll' as const, decisionId, mode: 'app' as const, ...extra } });
    expect(await t.refuseUnchanged('memory-play/apply-step', asked({ faces: ['blank', 'blank', 'blank'] }))).toMatchObject({ rule: 'PLAY-VALUE', field: 'faces' });
    expect(await t.refuseUnchanged('memory-play/apply-step', asked({ drawn: ['blank', 'blank', 'blank'] }))).toMatchObject({ rule: 'PLAY-VALUE', field: 'drawn' });
    // A die sent by the screen is replaced by box data's.
    const answer = await t.call('memory-play/apply-step', asked({ die: Array<DieFace>(6).fill('blank') }));
    expect(answer.change.step.step).toMatchObject({ die: RED });
  });

  it('DET-4: undone, the same roll asked again gives the same faces; redo brings the logged roll back without drawing', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: RED });
    const { playId, view } = await detectionWaiting();
    const step = { kind: 'roll' as const, decisionId: view.pending!.id, mode: 'app' as const };
    const first = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step });
    const scope = { kind: 'campaign', campaignId: c.campaignId } as const;
    await t.call('history/undo', { scope });
    const again = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step });
    expect(again.change.step.step).toEqual(first.change.step.step);
    expect(again.events).toEqual(first.events);
    const shown = await t.call('memory-play/get', { campaignId: c.campaignId, playId });
    const stored = readStoredPlay(t, c.campaignId, playId, (play) => ({ rows: play.rows, state: play.stateAt(shown.play.steps) }));
    await t.call('history/undo', { scope });
    await t.call('history/redo', { scope });
    expect(await t.call('memory-play/get', { campaignId: c.campaignId, playId })).toEqual(shown);
    expect(readStoredPlay(t, c.campaignId, playId, (play) => ({ rows: play.rows, state: play.stateAt(shown.play.steps) }))).toEqual(stored);
    // Reopened from the save, the play is the one shown.
    t = await t.reopen();
    expect(await t.call('memory-play/get', { campaignId: c.campaignId, playId })).toEqual(shown);
    expect(readStoredPlay(t, c.campaignId, playId, (play) => ({ rows: play.rows, state: play.stateAt(shown.play.steps) }))).toEqual(stored);
  });

  it('no answer a screen gets holds the play’s generator, so none can work out a roll before it is made', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: RED });
    const { playId, view } = await detectionWaiting();
    const full = stateAt(playId, view.play.steps);
    const answers: unknown[] = [
      view,
      await t.call('memory-play/get', { campaignId: c.campaignId, playId }),
      await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq: view.play.steps }),
      await t.call('memory-play/preview', { campaignId: c.campaignId, playId, miniatureId: miniatureOf(view, 'assassin') }),
      await t.call('memory-play/try-step', { campaignId: c.campaignId, playId, step: { kind: 'roll', decisionId: view.pending!.id, mode: 'app' } }),
      await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'roll', decisionId: view.pending!.id, mode: 'app' } }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain('"rng"');
      for (const word of full.rng) expect(text).not.toContain(String(word));
    }
  });
});

describe('an enemy stage’s app dice through the dispatcher (DET-4, CMB-6)', () => {
  it('DET-4: the preview shows the faces the app draws; confirming applies and logs them; undone, the same roll gives the same faces', async () => {
    await t.call('box-data/set-die-faces', { die: 'red', faces: RED });
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const assassin = miniatureOf(view, 'assassin');
    // The assassin waits on A1, which entrance A reaches: the crossbowmen appearing there test it.
    const due = await applySteps(t, c.campaignId, playId, [WHOLE_TURN[0]!, WHOLE_TURN[1]!, { kind: 'move-miniature', miniatureId: assassin, side: 'A', square: 'A1' }, WHOLE_TURN[2]!]);
    const input: EnemyStageInput = { reinforcementCard: { entries: [{ letter: 'A', count: 2, guardType: 'crossbowman' }] }, rolls: { 'detect:A:A1': { mode: 'app' } }, diceMode: 'app' };
    const expected = referenceRoll(stateAt(playId, due.play.steps).rng, RED, 2);
    const ask = () => t.call('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'reinforcement', input });
    const shown = await ask();
    expect(shown.tests.map((test) => test.faces)).toEqual([expected.faces]);
    expect((await ask()).tests[0]!.faces).toEqual(expected.faces);
    const applied = await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId, step: { kind: 'enemy-stage', stage: 'reinforcement', input } });
    expect(applied.events.find((event) => event.type === 'detection-rolled')).toMatchObject({ faces: expected.faces });
    expect(applied.change.step.step).toMatchObject({ input: { rolls: { 'detect:A:A1': { mode: 'app', die: RED, drawn: expected.faces } } } });
    expect([...stateAt(playId, applied.change.step.seq).rng]).toEqual(expected.rng);
    await t.call('history/undo', {});
    expect((await ask()).tests[0]!.faces).toEqual(expected.faces);
  });

  it('UNK-1: an enemy stage’s app roll with no faces entered for its die is refused naming it', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playId = view.play.playId;
    const assassin = miniatureOf(view, 'assassin');
    await applySteps(t, c.campaignId, playId, [WHOLE_TURN[0]!, WHOLE_TURN[1]!, { kind: 'move-miniature', miniatureId: assassin, side: 'A', square: 'A1' }, WHOLE_TURN[2]!]);
    const input: EnemyStageInput = { reinforcementCard: { entries: [{ letter: 'A', count: 2, guardType: 'crossbowman' }] }, rolls: { 'detect:A:A1': { mode: 'app' } } };
    const error = await t.refuse('memory-play/preview-enemy-step', { campaignId: c.campaignId, playId, stage: 'reinforcement', input });
    expect(error).toMatchObject({ rule: 'UNK-1', params: { context: 'red' } });
  });
});
