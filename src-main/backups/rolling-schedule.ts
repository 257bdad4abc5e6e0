import type { BackupInfo } from '../../shared/backups/backup.js';

export interface RollingScheduleOptions {
  everyMs: number;
  /** The computer's clock: players and time servers may move it either way. */
  wallNow: () => Date;
  /** A clock that never runs backwards within a run (performance.now()). */
  monotonicNow: () => number;
  /** The backups already in the folder when the app starts. */
  existing: readonly BackupInfo[];
}

export interface RollingSchedule {
  /** Whether a rolling backup is due now. */
  due(): boolean;
  /** Records that a rolling backup was just started. */
  taken(): void;
}

/**
 * When to take the next rolling backup. The computer's clock is read once, at start, to
 * learn how long ago the last rolling backup was, and backups dated in the future (from a
 * clock that was ahead) are ignored for that, so they cannot hold backups off for hours.
 * From then on only the monotonic clock counts, so moving the computer's clock in the
 * middle of a game night neither stops rolling backups nor makes them run wild.
 */
export function rollingBackupSchedule({ everyMs, wallNow, monotonicNow, existing }: RollingScheduleOptions): RollingSchedule {
  const wallAtStart = wallNow().getTime();
  const newestBelievable = existing
    .filter((b) => b.reason === 'rolling')
    .map((b) => Date.parse(b.createdAt))
    .filter((at) => !Number.isNaN(at) && at <= wallAtStart)
    .reduce((newest, at) => Math.max(newest, at), Number.NEGATIVE_INFINITY);
  let lastTaken = monotonicNow() - (wallAtStart - newestBelievable);
  return {
    due: () => monotonicNow() - lastTaken >= everyMs,
    taken: () => {
      lastTaken = monotonicNow();
    },
  };
}
