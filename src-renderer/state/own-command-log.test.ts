import { describe, expect, it } from 'vitest';
import { OwnCommandLog, type Timers } from './own-command-log.js';

/** Timers run by hand, so "later" is a step of the test. */
function manualTimers(): Timers & { runAll(): void } {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    set(run) {
      pending.set(next, run);
      return next++;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
    runAll() {
      for (const [handle, run] of [...pending]) {
        pending.delete(handle);
        run();
      }
    },
  };
}

describe('which push events are this window’s own', () => {
  it('an event belongs to the oldest command still waiting for its own (main runs them in order)', () => {
    const log = new OwnCommandLog(manualTimers());
    log.sent({ answer: 'hq' });
    log.sent({ answer: 'boards' });
    expect(log.claim()?.answer).toBe('hq');
    expect(log.claim()?.answer).toBe('boards');
    expect(log.claim()).toBeNull();
  });

  it('a refused command sent no event: the next event is another window’s', () => {
    const log = new OwnCommandLog(manualTimers());
    const refused = log.sent({ answer: 'hq' });
    log.failed(refused);
    expect(log.claim()).toBeNull();
  });

  it('an answered command waits a moment for an event on its way, then is forgotten', () => {
    const timers = manualTimers();
    const log = new OwnCommandLog(timers);
    const answered = log.sent({ answer: 'exploration' });
    log.answered(answered);
    expect(log.size).toBe(1);
    timers.runAll();
    expect(log.claim()).toBeNull();
  });

  it('an event taken for its command no longer waits to be forgotten', () => {
    const timers = manualTimers();
    const log = new OwnCommandLog(timers);
    const answered = log.sent({ answer: 'diary' });
    log.answered(answered);
    expect(log.claim()).toBe(answered);
    timers.runAll();
    expect(log.size).toBe(0);
  });

  it('an undo is only taken for an event that names no area, never for a command’s', () => {
    const log = new OwnCommandLog(manualTimers());
    log.sent({ answer: 'everything' });
    const withAreas = (command: { answer: string }) => command.answer !== 'everything';
    expect(log.claim(withAreas)).toBeNull();
    expect(log.claim()?.answer).toBe('everything');
  });
});
