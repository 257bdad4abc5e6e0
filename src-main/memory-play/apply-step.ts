import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import { reduce } from '../engine/memory/reduce.js';
import type { Step } from '../../shared/memory-play/steps.js';
import type { StepResult } from '../engine/memory/step-result.js';
import { appendStep, markEnded, type PlayRow } from './play-rows.js';
import { loadState } from './read-play.js';

/** The accepted step, and the turn it was taken in (for its history line). */
export type AppliedStep = Extract<StepResult, { ok: true }> & { turn: number };

/**
 * One step of a play, inside the caller's recorded transaction: the reducer decides (a refusal
 * is thrown as the rule it names, and nothing is written), then the step joins the log and
 * the snapshot moves to it. Whatever the step drew from the play's generator is in the state
 * and in the logged events, so redo restores those rows and never draws again. A step that
 * ends the memory (END-3, FAIL-1) closes the play too.
 */
export function applyStep(db: Db, play: PlayRow, step: Step, now: Date): AppliedStep {
  const { state, seq } = loadState(db, play);
  const result = reduce(state, step);
  if (!result.ok) failRefusal(result.refusal);
  appendStep(db, play, seq + 1, step, result.events, result.state, now);
  if (result.state.outcome !== null && play.status === 'playing') markEnded(db, play.id, result.state.outcome, now);
  return { ...result, turn: state.turn };
}
