import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { accepted, type StepResult } from './step-result.js';

/** What a rule did: the state it led to and the table changes it caused, in order. */
export interface Change {
  state: PlayState;
  events: TableEvent[];
}

/**
 * One step's work in progress: the state so far and the table changes, in the order they
 * happened at the table. A rule's change is adopted in one call (`change`), so no step threads
 * the state and the events by hand, and none can keep one and drop the other.
 */
export class PlayCtx {
  readonly events: TableEvent[];

  constructor(
    public state: PlayState,
    events: readonly TableEvent[] = [],
  ) {
    this.events = [...events];
  }

  /** Table changes the step itself makes. */
  emit(...events: TableEvent[]): void {
    for (const event of events) this.events.push(event);
  }

  /** Adopts a rule's change: its state, and its table changes after those so far (each reworded by `relabel` when the step names another rule for them). */
  change(next: { state: PlayState; events: readonly TableEvent[] }, relabel?: (event: TableEvent) => TableEvent): void {
    this.state = next.state;
    for (const event of next.events) this.events.push(relabel === undefined ? event : relabel(event));
  }

  /** The change so far, for a rule that is itself part of a step. */
  result(): Change {
    return { state: this.state, events: this.events };
  }

  /** The step accepted with the change so far. */
  accepted(): StepResult {
    return accepted(this.state, this.events);
  }
}
