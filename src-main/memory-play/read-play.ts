import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { RECENT_STEPS, type LoggedStep, type PlayChange, type PlayStateAt, type PlayView, type ViewState } from '../../shared/memory-play/play-view.js';
import { diaryPrefill } from '../engine/memory/diary-prefill.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { DiaryPrefill } from '../../shared/memory-play/play-results.js';
import type { CampaignWriteBack } from '../../shared/memory-play/write-back.js';
import { readWriteBack } from './write-back.js';
import { CorruptLogError } from '../engine/memory/replay.js';
import { parseStep } from '../engine/memory/parse-step.js';
import { reduce } from '../engine/memory/reduce.js';
import { createPlay } from '../engine/memory/setup.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import { STATE_FORMAT, upgradeState, type StoredState } from './state-format.js';
import { applyPatch } from './state-patch.js';
import { whatNext } from '../engine/memory/what-next.js';
import { boxDataNow } from '../box-data/box-data-kept.js';
import { enemyStageView } from './enemy-stage-view.js';
import { keepPlay, keptPlay, type CurrentPlay } from './current-play.js';
import { lastSeq, playSummary, readLog, readRecentSteps, readSnapshot, readStartState, readStoredSteps, setupOf, type PlayRow } from './play-rows.js';

/**
 * A step whose state was not stored (a row from before states were kept) and that today's rules
 * refuse: it was recorded under an earlier version of the rules, so the state after it cannot be
 * worked out again. Said in words, never a failure of the play.
 */
class EarlierRulesError extends Error {
  constructor(
    readonly seq: number,
    readonly refusal: Refusal,
  ) {
    super(`Step ${seq} was recorded under an earlier version of the rules: ${refusal.message} (${refusal.rule})`);
    this.name = 'EarlierRulesError';
  }
}

/** The state after step `seq`, and whether a step on the way had to be folded (its state was not stored). */
interface ReadState {
  state: PlayState;
  folded: boolean;
}

/**
 * The state of a play after step `seq`, read from what the save stored, never worked out again
 * by today's rules where it was stored: the snapshot at or before `seq` (else the state as set
 * up), then each step's patch to the state it led to (rule-free), every stored state brought to
 * today's shape (state-format.ts). Only rows stored before states were kept are folded with the
 * reducer, as they always were; one that today's rules refuse is an EarlierRulesError.
 */
function readStateAt(db: Db, play: PlayRow, seq: number): ReadState {
  const setup = setupOf(db, play);
  const snapshot = readSnapshot(db, play.id);
  const base = snapshot !== null && snapshot.seq <= seq ? snapshot : readStartState(db, play.id);
  let stored: Record<string, unknown>;
  let format: number;
  let from: number;
  if (base === null) {
    // A play started before states were kept, reviewed before its snapshot: the setup, folded.
    const created = createPlay(setup);
    if (!created.ok) throw new CorruptLogError(-1, created.refusal);
    const { map: _map, ...start } = created.value;
    stored = start;
    format = STATE_FORMAT;
    from = 1;
  } else {
    stored = JSON.parse(base.stateJson) as Record<string, unknown>;
    format = base.format;
    from = base.seq + 1;
  }
  let folded = base === null;
  for (const row of seq >= from ? readStoredSteps(db, play.id, from, seq) : []) {
    if (row.patch !== null && row.format !== null) {
      if (row.format < format) throw new CorruptLogError(row.seq, { rule: 'PLAY-VALUE', message: `Step ${row.seq} is stored in an older shape than the state before it.`, params: {}, field: 'state' });
      if (row.format > format) stored = upgradeState(stored, format, row.format);
      format = row.format;
      stored = applyPatch(stored as StoredState, row.patch) as unknown as Record<string, unknown>;
      continue;
    }
    // The stored step's shape is checked here, where it enters the reducer; a shape today's
    // schema refuses is a step of an earlier version, like one today's rules refuse.
    const step = parseStep(row.step);
    if (!step.ok) throw new EarlierRulesError(row.seq, step.refusal);
    const before: PlayState = { ...upgradeState(stored, format), map: setup.map };
    const result = reduce(before, step.value);
    if (!result.ok) throw new EarlierRulesError(row.seq, result.refusal);
    const { map: _map, ...after } = result.state;
    stored = after;
    format = STATE_FORMAT;
    folded = true;
  }
  return { state: { ...upgradeState(stored, format), map: setup.map }, folded };
}

/** The state after step `seq` as the save holds it (review, a step taken on a stale read). */
export function foldTo(db: Db, play: PlayRow, seq: number): PlayState {
  return readStateAt(db, play, seq).state;
}

/**
 * The play as it stands: the state kept in main when the save has not changed since
 * (current-play.ts), otherwise read from the save and kept for the next request. When steps
 * stored by an older version cannot be folded under today's rules, the play stands as before
 * the first of them, and says so.
 */
export function loadState(db: Db, play: PlayRow): CurrentPlay {
  const current = keptPlay(db, play.id);
  if (current !== null) return current;
  const seq = lastSeq(db, play.id);
  let loaded: CurrentPlay;
  try {
    const read = readStateAt(db, play, seq);
    loaded = { playId: play.id, seq, state: read.state, recentSteps: null, ...(read.folded ? { folded: true } : {}) };
  } catch (error) {
    if (!(error instanceof EarlierRulesError)) throw error;
    const standing = readStateAt(db, play, error.seq - 1);
    loaded = { playId: play.id, seq, state: standing.state, recentSteps: null, folded: true, unreplayable: { fromSeq: error.seq, toSeq: seq } };
  }
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

/** The play as the screens get it: its seeded generator stays in main, so no screen can work out a roll before it is made. */
export function viewState(state: PlayState): ViewState {
  const { rng: _rng, ...shown } = state;
  return shown;
}

/** The view of `current`, reading from the save only what it does not already hold. */
export function viewOf(db: Db, play: PlayRow, current: CurrentPlay): PlayView {
  const recentSteps = current.recentSteps ?? readRecentSteps(db, play.id, RECENT_STEPS);
  if (current.recentSteps === null) keepPlay(db, { ...current, recentSteps });
  const { state } = current;
  return {
    play: playSummary(db, play, current.seq),
    state: viewState(state),
    nextUp: whatNext(state),
    pending: state.pending,
    recentSteps: [...recentSteps],
    enemyStage: enemyStageView(state, () => boxDataNow(db)),
    ...endedOf(db, play, state),
    ...(current.unreplayable ? { unreplayable: current.unreplayable } : {}),
  };
}

/** What the step `logged` changed in the view of the play before it (see `StepApplied`). */
export function changeOf(db: Db, play: PlayRow, after: CurrentPlay, logged: LoggedStep, mapChanged: boolean): PlayChange {
  const { map, rng: _rng, ...state } = after.state;
  return {
    play: playSummary(db, play, after.seq),
    state,
    ...(mapChanged ? { map } : {}),
    nextUp: whatNext(after.state),
    enemyStage: enemyStageView(after.state, () => boxDataNow(db)),
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
  let state: PlayState;
  let earlierRules: { seq: number } | undefined;
  try {
    state = seq === steps && current.unreplayable === undefined ? current.state : foldTo(db, play, seq);
  } catch (error) {
    if (!(error instanceof EarlierRulesError)) throw error;
    // The step's state was not stored and today's rules refuse it: the play as it stood before it, said in words.
    state = foldTo(db, play, error.seq - 1);
    earlierRules = { seq: error.seq };
  }
  return { playId: play.id, seq, steps, state: viewState(state), step: seq === 0 ? null : (readLog(db, play.id, seq, seq)[0] ?? null), nextUp: whatNext(state), ...(earlierRules ? { earlierRules } : {}) };
}
