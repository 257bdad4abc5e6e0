import type { Refusal } from '../../../shared/ipc/refusal.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';

/**
 * What `reduce` gives back: the next state and the table changes to show, or a refusal naming
 * the rule, in which case the state given stays as it was (it is never edited in place).
 */
export type StepResult = { ok: true; state: PlayState; events: TableEvent[] } | { ok: false; refusal: Refusal };

export const accepted = (state: PlayState, events: TableEvent[]): StepResult => ({ ok: true, state, events });
