import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { RECENT_STEPS, type LoggedStep, type PlayChange, type PlayStateAt, type PlayView } from '../../shared/memory-play/play-view.js';
import { diaryPrefill } from '../engine/memory/diary-prefill.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { DiaryPrefill } from '../../shared/memory-play/play-results.js';
import type { CampaignWriteBack } from '../../shared/memory-play/write-back.js';
import { readWriteBack } from './write-back.js';
import { CorruptLogError, replay, replayFrom } from '../engine/memory/replay.js';
import { whatNext } from '../engine/memory/what-next.js';
import { keepPlay, keptPlay, type CurrentPlay } from './current-play.js';
import { lastSeq, playSummary, readLog, readRecentSteps, readSnapshot, readSteps, setupOf, stateFromSnapshot, type PlayRow } from './play-rows.js';

/**
 * The state of a play after step `seq` is the fold of the reducer over its log up to there.
 * The snapshot row holds that fold for some step of the log (every SNAPSHOT_EVERY steps), so
 * the steps after it are folded onto it. A snapshot that is not of a step the log has, or that
 * the later steps do not fold onto (a save written by hand, a snapshot lost or stale), is
 * ignored and the log folded from the setup: the log stays the truth, the snapshot a shortcut.
 */
export function foldTo(db: Db, play: PlayRow, seq: number): PlayState {
  const setup = setupOf(db, play);
  const snapshot = readSnapshot(db, play.id);
  if (snapshot !== null && snapshot.seq <= seq) {
    try {
      return replayFrom(stateFromSnapshot(snapshot.stateJson, setup), readSteps(db, play.id, seq, snapshot.seq + 1), snapshot.seq);
    } catch (error) {
      if (!(error instanceof CorruptLogError)) throw error;
    }
  }
  return replay(setup, readSteps(db, play.id, seq));
}

/**
 * The play as it stands: the state kept in main when the save has not changed since
 * (current-play.ts), otherwise folded from the save and kept for the next request.
 */
export function loadState(db: Db, play: PlayRow): CurrentPlay {
  const current = keptPlay(db, play.id);
  if (current !== null) return current;
  const seq = lastSeq(db, play.id);
  const loaded: CurrentPlay = { playId: play.id, seq, state: foldTo(db, play, seq), recentSteps: null };
  keepPlay(db, loaded);
  return loaded;
}

/**
 * DIARY-2/3: the diary's record of an ended play, pre-filled from the board and from what the
 * end wrote to the campaign: the chest cards the players marked there (MAP-CHS-1) are named in
 * it, and an apprentice's elimination is not the assassin's (APP-1: it already stands in).
 */
function endedOf(db: Db, play: PlayRow, state: PlayState): { prefill: DiaryPrefill | null; campaignChanges: CampaignWriteBack | null } {
  const prefill = diaryPrefill(state);
  if (!prefill.ok) return { prefill: null, campaignChanges: null };
  const campaignChanges = readWriteBack(db, play.id);
  const chestCardNames = (campaignChanges?.cards ?? []).flatMap((change) => (change.kind === 'gained' && change.chest ? [change.name] : []));
  const apprentices = new Set(Object.values(state.miniatures).flatMap((miniature) => (miniature.kind === 'assassin' && miniature.apprentice ? [miniature.memberId] : [])));
  return {
    prefill: { ...prefill.value, playId: play.id, chestCardNames, eliminatedMemberIds: prefill.value.eliminatedMemberIds.filter((id) => !apprentices.has(id)) },
    campaignChanges,
  };
}

/** The view of `current`, reading from the save only what it does not already hold. */
export function viewOf(db: Db, play: PlayRow, current: CurrentPlay): PlayView {
  const recentSteps = current.recentSteps ?? readRecentSteps(db, play.id, RECENT_STEPS);
  if (current.recentSteps === null) keepPlay(db, { ...current, recentSteps });
  const { state } = current;
  return {
    play: playSummary(db, play, current.seq),
    state,
    nextUp: whatNext(state),
    pending: state.pending,
    recentSteps: [...recentSteps],
    ...endedOf(db, play, state),
  };
}

/** What the step `logged` changed in the view of the play before it (see `StepApplied`). */
export function changeOf(db: Db, play: PlayRow, after: CurrentPlay, logged: LoggedStep, mapChanged: boolean): PlayChange {
  const { map, ...state } = after.state;
  return {
    play: playSummary(db, play, after.seq),
    state,
    ...(mapChanged ? { map } : {}),
    nextUp: whatNext(after.state),
    ...endedOf(db, play, after.state),
    step: logged,
  };
}

export function playView(db: Db, play: PlayRow): PlayView {
  return viewOf(db, play, loadState(db, play));
}

/** The newest steps once `logged` joined them. */
export function withStep(recentSteps: readonly LoggedStep[], logged: LoggedStep): LoggedStep[] {
  return [...recentSteps, logged].slice(-RECENT_STEPS);
}

/** Review: the play as it stood after step `seq`. */
export function playStateAt(db: Db, play: PlayRow, seq: number): PlayStateAt {
  const current = loadState(db, play);
  const steps = current.seq;
  if (seq > steps) fail('not-found', `This play has ${steps} steps, so there is no step ${seq}.`, { field: 'seq' });
  const state = seq === steps ? current.state : foldTo(db, play, seq);
  return { playId: play.id, seq, steps, state, step: seq === 0 ? null : (readLog(db, play.id, seq, seq)[0] ?? null), nextUp: whatNext(state) };
}
