import type { CommandAnswer } from './campaign-views.js';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * How long a command's push event may trail its answer. Over Electron's IPC the event comes
 * first; over the loopback bridge it travels on the WebSocket beside the HTTP answer, so it
 * may come a moment after. A command whose event never comes is forgotten after this.
 */
export const EVENT_GRACE_MS = 2_000;

export interface OwnCommand {
  /** The view its answer replaces, or what it means for the others. */
  readonly answer: CommandAnswer;
}

interface Entry extends OwnCommand {
  timer: unknown;
}

/**
 * The commands this window sent whose push event has not come yet, oldest first. Main runs
 * commands one at a time and sends a command's events before its answer, so the next event
 * of the right kind belongs to the oldest command still waiting: the window knows its own
 * change without main having to say whose it was.
 */
export class OwnCommandLog {
  private readonly waiting: Entry[] = [];
  private readonly timers: Timers;
  private readonly graceMs: number;

  constructor(timers: Timers = browserTimers, graceMs = EVENT_GRACE_MS) {
    this.timers = timers;
    this.graceMs = graceMs;
  }

  sent(command: OwnCommand): OwnCommand {
    const entry: Entry = { ...command, timer: null };
    this.waiting.push(entry);
    return entry;
  }

  /** Answered: its event may still be on its way, for a moment. */
  answered(command: OwnCommand): void {
    const entry = this.find(command);
    if (entry) entry.timer = this.timers.set(() => this.forget(entry), this.graceMs);
  }

  /** Refused or unreachable: main sent no event for it. */
  failed(command: OwnCommand): void {
    const entry = this.find(command);
    if (entry) this.forget(entry);
  }

  /** Takes the oldest waiting command whose event this can be; null when it is another window's. */
  claim(canBe: (command: OwnCommand) => boolean = () => true): OwnCommand | null {
    const entry = this.waiting.find(canBe);
    if (!entry) return null;
    this.forget(entry);
    return entry;
  }

  get size(): number {
    return this.waiting.length;
  }

  private find(command: OwnCommand): Entry | undefined {
    return this.waiting.find((entry) => entry === command);
  }

  private forget(entry: Entry): void {
    const index = this.waiting.indexOf(entry);
    if (index >= 0) this.waiting.splice(index, 1);
    if (entry.timer !== null) this.timers.clear(entry.timer);
  }
}
