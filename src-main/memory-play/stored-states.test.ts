import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import { reduce } from '../engine/memory/reduce.js';
import { createPlay } from '../engine/memory/setup.js';
import { arbitrarySetup, arbitraryStepDraws, stepFromDraw } from '../engine/memory/test-support/play-arbitraries.js';
import type { BoardCampaign } from '../test-support/board-fixtures.js';
import { writeSave } from '../test-support/board-fixtures.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { STATE_FORMAT, StateFormatError, upgradeState } from './state-format.js';
import { applyPatch, diffState } from './state-patch.js';
import { applySteps, campaignWithMap, startTestPlay, WHOLE_TURN } from './test-support/play-fixtures.js';

/**
 * Rules change between versions of the app, and a group's play must not: the state stored with
 * each step is the truth for opening a play, for undo and redo, and for review. Only steps stored
 * before the app kept states are folded with the reducer, and one that today's rules refuse is
 * said in words, never a failure of the play.
 */

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

/** Steps 1…n of a play and the view after each one, as the app showed them. */
async function playedViews(steps: StepRequest[]): Promise<{ playId: number; views: PlayView[] }> {
  const start = await startTestPlay(t, c.campaignId);
  const views = [await t.call('memory-play/get', { campaignId: c.campaignId, playId: start.play.playId })];
  for (const step of steps) views.push(await applySteps(t, c.campaignId, start.play.playId, [step]));
  return { playId: start.play.playId, views };
}

/** Rewrites logged steps straight in the file, as steps an earlier version's rules allowed and today's refuse. */
function refusedToday(playId: number, seqs: readonly number[], step: unknown = { kind: 'choose', decisionId: 'd99', optionId: 'an option of an earlier version' }): void {
  writeSave(t, (db) => {
    for (const seq of seqs) db.prepare('UPDATE memory_play_steps SET step_json = ? WHERE play_id = ? AND seq = ?').run(JSON.stringify(step), playId, seq);
  });
}

/** As the save of a version before states were kept held the play: no stored changes, no start state, the snapshot of step 8. */
function storedBeforeStatesWereKept(playId: number): void {
  writeSave(t, (db) => {
    db.prepare('UPDATE memory_play_steps SET state_patch_json = NULL, state_format = NULL WHERE play_id = ?').run(playId);
    db.prepare('UPDATE memory_plays SET start_state_json = NULL, start_state_format = NULL WHERE id = ?').run(playId);
  });
}

const TURN_AND_A_HALF: StepRequest[] = [
  ...WHOLE_TURN,
  { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'S' }] },
  { kind: 'begin-assassin-phase' },
  { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'B5' },
  { kind: 'end-assassin-phase' },
];

describe('the stored state is the truth of a play', () => {
  it('a play whose logged steps today’s rules refuse opens at its stored state; undo and redo move through the stored states; review shows each', async () => {
    const { playId, views } = await playedViews(TURN_AND_A_HALF);
    const last = views.length - 1;
    refusedToday(playId, [2, 9, last]);
    const reopened = await t.reopen();
    t = reopened;
    const get = () => t.call('memory-play/get', { campaignId: c.campaignId, playId });
    expect((await get()).state).toEqual(views[last]!.state);
    for (const seq of [2, 9, last - 1]) expect((await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq })).state).toEqual(views[seq]!.state);
    const scope = { kind: 'campaign', campaignId: c.campaignId } as const;
    await t.call('history/undo', { scope });
    expect((await get()).state).toEqual(views[last - 1]!.state);
    await t.call('history/undo', { scope });
    expect((await get()).state).toEqual(views[last - 2]!.state);
    await t.call('history/redo', { scope });
    await t.call('history/redo', { scope });
    expect((await get()).state).toEqual(views[last]!.state);
    // And the play goes on from there.
    const next = await applySteps(t, c.campaignId, playId, [{ kind: 'end-enemy-stage', stage: 'reinforcement' }]);
    expect(next.state).toMatchObject({ phase: 'enemy', enemyStage: 'movement' });
  });

  it('a play saved before the app kept states is folded as before; a last step today’s rules refuse leaves it as it stood before that step, said in words, and the next step stores the whole state', async () => {
    const { playId, views } = await playedViews(TURN_AND_A_HALF);
    const last = views.length - 1;
    storedBeforeStatesWereKept(playId);
    t = await t.reopen();
    const get = () => t.call('memory-play/get', { campaignId: c.campaignId, playId });
    expect((await get()).state).toEqual(views[last]!.state);
    expect((await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq: 3 })).state).toEqual(views[3]!.state);

    refusedToday(playId, [last]);
    t = await t.reopen();
    const opened = await get();
    expect(opened.state).toEqual(views[last - 1]!.state);
    expect(opened.unreplayable).toEqual({ fromSeq: last, toSeq: last });
    const review = await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq: last });
    expect(review.earlierRules).toEqual({ seq: last });
    expect(review.state).toEqual(views[last - 1]!.state);

    // The play goes on from the state it stands at; that step stores the whole state.
    const next = await applySteps(t, c.campaignId, playId, [{ kind: 'end-assassin-phase' }]);
    t = await t.reopen();
    const after = await get();
    expect(after.state).toEqual(next.state);
    expect(after.unreplayable).toBeUndefined();
  });

  it('a step of a play saved before states were kept, stored in a shape this version does not read, is checked where it is read: the play stands before it, said in words', async () => {
    const { playId, views } = await playedViews(TURN_AND_A_HALF);
    const last = views.length - 1;
    storedBeforeStatesWereKept(playId);
    refusedToday(playId, [last], { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'Not A Type' }, side: 'A', square: 'B5', addedBy: 'a later version' });
    t = await t.reopen();
    const opened = await t.call('memory-play/get', { campaignId: c.campaignId, playId });
    expect(opened.state).toEqual(views[last - 1]!.state);
    expect(opened.unreplayable).toEqual({ fromSeq: last, toSeq: last });
    const review = await t.call('memory-play/state-at', { campaignId: c.campaignId, playId, seq: last });
    expect(review.earlierRules).toEqual({ seq: last });
  });

  it('a stored state of a shape newer than this version reads is refused, not guessed', () => {
    expect(() => upgradeState({}, STATE_FORMAT + 1)).toThrow(StateFormatError);
    expect(upgradeState({ turn: 3 }, STATE_FORMAT)).toEqual({ turn: 3 });
  });

  it('a step’s stored change, applied to the state before it, gives exactly the state after it, also read back from its text (property)', () => {
    fc.assert(
      fc.property(arbitrarySetup, arbitraryStepDraws, (setup, draws) => {
        const created = createPlay(setup);
        if (!created.ok) return;
        let state: PlayState = created.value;
        for (const draw of draws) {
          const result = reduce(state, stepFromDraw(state, draw));
          if (!result.ok) continue;
          const patch = JSON.parse(JSON.stringify(diffState(state, result.state)));
          const { map: _before, ...stored } = state;
          const { map: _after, ...expected } = result.state;
          expect(JSON.parse(JSON.stringify(applyPatch(stored, patch)))).toEqual(JSON.parse(JSON.stringify(expected)));
          state = result.state;
        }
      }),
      { numRuns: 60 },
    );
  });
});
