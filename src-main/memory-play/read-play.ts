import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { RECENT_STEPS, type PlayStateAt, type PlayView } from '../../shared/memory-play/play-view.js';
import { diaryPrefill } from '../engine/memory/diary-prefill.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { replay } from '../engine/memory/replay.js';
import { whatNext } from '../engine/memory/what-next.js';
import { lastSeq, playSummary, readLog, readRecentSteps, readSnapshot, readSteps, setupOf, stateFromSnapshot, type PlayRow } from './play-rows.js';

/**
 * The current state of a play is the fold of the reducer over its log. The snapshot row holds
 * that fold for the log's last step; whenever it is for another step (a save written by
 * hand, a snapshot lost), the log is folded from the setup instead, so the log stays the
 * truth and the snapshot only a shortcut.
 */
export function loadState(db: Db, play: PlayRow): { state: PlayState; seq: number } {
  const setup = setupOf(play);
  const seq = lastSeq(db, play.id);
  const snapshot = readSnapshot(db, play.id);
  if (snapshot !== null && snapshot.seq === seq) return { state: stateFromSnapshot(snapshot.stateJson, setup), seq };
  return { state: replay(setup, readSteps(db, play.id)), seq };
}

function prefillOf(state: PlayState) {
  const prefill = diaryPrefill(state);
  return prefill.ok ? prefill.value : null;
}

export function playView(db: Db, play: PlayRow): PlayView {
  const { state } = loadState(db, play);
  return {
    play: playSummary(db, play),
    state,
    nextUp: whatNext(state),
    pending: state.pending,
    recentSteps: readRecentSteps(db, play.id, RECENT_STEPS),
    prefill: prefillOf(state),
  };
}

/** Review: the play as it stood after step `seq`, folded from the setup. */
export function playStateAt(db: Db, play: PlayRow, seq: number): PlayStateAt {
  const steps = lastSeq(db, play.id);
  if (seq > steps) fail('not-found', `This play has ${steps} steps, so there is no step ${seq}.`, { field: 'seq' });
  const state = replay(setupOf(play), readSteps(db, play.id, seq));
  return { playId: play.id, seq, steps, state, step: seq === 0 ? null : (readLog(db, play.id, seq, seq)[0] ?? null), nextUp: whatNext(state) };
}
