/*
 * The checkpoint itself (copying the WAL into the save) is SaveGuard.checkpoint
 * (save-guard.ts): it checks the journal first. This file times when it runs.
 */

export interface IdleTimer {
  /** Something was written: the timer starts again from now. */
  touched(): void;
  cancel(): void;
}

/**
 * Calls `whenIdle` once nothing has been written for `delayMs`: the players have stopped
 * for now, so the checkpoint costs them nothing, and a power cut after it loses no change
 * even with the WAL gone. The timer never keeps the process alive by itself.
 */
export function idleTimer(delayMs: number, whenIdle: () => void): IdleTimer {
  let timer: NodeJS.Timeout | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    touched() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        whenIdle();
      }, delayMs);
      timer.unref();
    },
    cancel,
  };
}
