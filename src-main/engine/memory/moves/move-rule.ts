import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import type { MoveKind, StepOf } from '../../../../shared/memory-play/moves/index.js';
import type { StepResult } from '../step-result.js';

/**
 * A move's rule in main: what a step of its kind does once the seam (allowed.ts) let it through.
 * Its refusals come in the order the rule's text checks them; a refused step leaves the play as it was.
 */
export interface MoveRule<K extends MoveKind> {
  apply(state: PlayState, step: StepOf<K>): StepResult;
}
