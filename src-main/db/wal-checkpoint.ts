import type { Db } from './db.js';

/**
 * Copies every committed change from the WAL into the save file and empties the WAL, so
 * the save is whole in one file: a `-wal` file lost or damaged afterwards (deleted by a
 * cleaner, left behind by a copy) takes nothing with it. Returns false when a reader kept
 * part of the WAL in use (another program looking at the save), so the WAL could not be emptied.
 */
export function checkpointWal(db: Db): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
  return result !== undefined && result.busy === 0;
}

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
