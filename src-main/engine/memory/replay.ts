import type { Refusal } from '../../../shared/ipc/refusal.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import { createPlay, type PlaySetup } from './setup.js';
import type { Step } from '../../../shared/memory-play/steps.js';

/**
 * A play is its setup plus the ordered log of accepted steps; the current state is the fold
 * of `reduce` over the log. Every draw comes from the generator kept in the state, so the
 * fold gives the same state each time: undo is the log without its last step, redo puts the
 * step back, and nothing is drawn differently.
 */

/** A logged step was refused on replay, or the setup no longer makes a play: the log is corrupt. */
export class CorruptLogError extends Error {
  constructor(
    /** The index of the refused step, or -1 for the setup. */
    readonly index: number,
    readonly refusal: Refusal,
  ) {
    super(index < 0 ? `The play's setup is refused: ${refusal.message} (${refusal.rule})` : `Logged step ${index} is refused on replay: ${refusal.message} (${refusal.rule})`);
    this.name = 'CorruptLogError';
  }
}

/** Applies logged steps to a state (the setup's, or a cached snapshot's). */
export function replayFrom(state: PlayState, steps: readonly Step[], firstIndex = 0): PlayState {
  let current = state;
  for (const [offset, step] of steps.entries()) {
    const result = reduce(current, step);
    if (!result.ok) throw new CorruptLogError(firstIndex + offset, result.refusal);
    current = result.state;
  }
  return current;
}

export function replay(setup: PlaySetup, steps: readonly Step[]): PlayState {
  const start = createPlay(setup);
  if (!start.ok) throw new CorruptLogError(-1, start.refusal);
  return replayFrom(start.value, steps);
}

/** The log and the steps undone since the last new step, newest undone last. */
export interface PlayLog {
  steps: readonly Step[];
  undone: readonly Step[];
}

export const emptyLog: PlayLog = { steps: [], undone: [] };

/** An accepted step joins the log; a new step clears what could be redone. */
export const record = (log: PlayLog, step: Step): PlayLog => ({ steps: [...log.steps, step], undone: [] });

/** Drops the last step; null when there is nothing to undo. */
export function undo(log: PlayLog): PlayLog | null {
  const last = log.steps.at(-1);
  if (last === undefined) return null;
  return { steps: log.steps.slice(0, -1), undone: [...log.undone, last] };
}

/** Puts back the step undone last, as it was logged; null when there is nothing to redo. */
export function redo(log: PlayLog): PlayLog | null {
  const last = log.undone.at(-1);
  if (last === undefined) return null;
  return { steps: [...log.steps, last], undone: log.undone.slice(0, -1) };
}
