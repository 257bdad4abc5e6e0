import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { LoggedStep } from '../../shared/memory-play/play-view.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { reduce } from '../engine/memory/reduce.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import type { StepResult } from '../engine/memory/step-result.js';
import type { CurrentPlay } from './current-play.js';
import { appendStep, lastSeq, markEnded, type PlayRow } from './play-rows.js';
import { loadState } from './read-play.js';

/** The accepted step, the play it was taken in (for its history line), and its row in the log. */
export type AppliedStep = Omit<Extract<StepResult, { ok: true }>, 'logged'> & { before: PlayState; seq: number; logged: LoggedStep; mapChanged: boolean };

/**
 * One step of a play, inside the caller's recorded transaction: the reducer decides (a refusal
 * is thrown as the rule it names, and nothing is written), then the step joins the log (and,
 * every SNAPSHOT_EVERY steps, the snapshot moves to it). `current` is the play as read just
 * before the transaction; it is used only if the log still ends where it did. Whatever the
 * step drew from the play's generator is in the state and in the logged events, so redo
 * restores those rows and never draws again. A step that ends the memory (END-3, FAIL-1)
 * closes the play too.
 */
export function applyStep(db: Db, play: PlayRow, current: CurrentPlay, step: Step, now: Date): AppliedStep {
  const seq = lastSeq(db, play.id);
  const before = current.playId === play.id && current.seq === seq ? current : loadState(db, play);
  const state = before.state;
  const result = reduce(state, step);
  if (!result.ok) failRefusal(result.refusal);
  // A state folded from steps an older version stored without their states is stored whole now.
  // The log keeps the step as the reducer logged it (an app roll with the faces it drew).
  const logged = appendStep(db, play, seq + 1, result.logged ?? step, result.events, state, result.state, now, before.folded === true);
  if (result.state.outcome !== null && play.status === 'playing') markEnded(db, play.id, result.state.outcome, now);
  // The reducer copies only what a step changes, so an unchanged map is the same object.
  return { ok: true, state: result.state, events: result.events, before: state, seq: seq + 1, logged, mapChanged: result.state.map !== state.map };
}
