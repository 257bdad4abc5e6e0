import type { Refusal } from '../../../shared/ipc/refusal.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import { createPlay, type PlaySetup } from './setup.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';

/**
 * A play is its setup plus the ordered log of accepted steps; the state after a step is the
 * fold of `reduce` over the log up to it. Every draw comes from the generator kept in the
 * state, so the fold gives the same state each time. The save also keeps each step's state
 * (src-main/memory-play/state-patch.ts), so a play never depends on folding it again.
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
