import type { Step } from '../../../shared/memory-play/moves/index.js';
import type { Refusal } from '../../../shared/ipc/refusal.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';

/**
 * What `reduce` gives back: the next state and the table changes to show, or a refusal naming
 * the rule, in which case the state given stays as it was (it is never edited in place).
 * `logged` is the step as it goes into the log when that is more than the step given: the app's
 * roll with the faces it drew (applyStep writes `logged ?? step`).
 */
export type StepResult = { ok: true; state: PlayState; events: TableEvent[]; logged?: Step } | { ok: false; refusal: Refusal };

export const accepted = (state: PlayState, events: TableEvent[]): StepResult => ({ ok: true, state, events });
