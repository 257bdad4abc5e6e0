import { describe, expect, it } from 'vitest';
import type { BackupInfo, BackupReason } from '../../shared/backups/backup.js';
import { rollingBackupSchedule } from './rolling-schedule.js';

const MINUTE = 60_000;
const EVERY = 15 * MINUTE;
const start = Date.parse('2025-06-15T20:00:00Z');
const backup = (reason: BackupReason, createdAt: number): BackupInfo => ({
  id: `${createdAt}.sqlite`,
  reason,
  createdAt: new Date(createdAt).toISOString(),
  sizeBytes: 1,
  label: null,
  integrity: 'whole',
});

function clocks() {
  const c = { wall: start, monotonic: 5_000 };
  return { c, wallNow: () => new Date(c.wall), monotonicNow: () => c.monotonic };
}

describe('rollingBackupSchedule', () => {
  it('is due at start when the newest rolling backup is older than the interval, and not when it is newer', () => {
    const { wallNow, monotonicNow } = clocks();
    expect(rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [backup('rolling', start - 16 * MINUTE)] }).due()).toBe(true);
    expect(rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [backup('rolling', start - 5 * MINUTE)] }).due()).toBe(false);
    expect(rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [] }).due()).toBe(true);
  });

  it('counts only rolling backups: one made by hand a minute ago does not delay it', () => {
    const { wallNow, monotonicNow } = clocks();
    const schedule = rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [backup('manual', start - MINUTE), backup('rolling', start - 20 * MINUTE)] });
    expect(schedule.due()).toBe(true);
  });

  it('BACKUP-CLOCK: ignores rolling backups dated in the future (a clock that was ahead)', () => {
    const { wallNow, monotonicNow } = clocks();
    const schedule = rollingBackupSchedule({
      everyMs: EVERY,
      wallNow,
      monotonicNow,
      existing: [backup('rolling', start + 365 * 24 * 60 * MINUTE), backup('rolling', start - 2 * MINUTE)],
    });
    // The future one is ignored; the one two minutes old still counts.
    expect(schedule.due()).toBe(false);
    const onlyFuture = rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [backup('rolling', start + 60 * MINUTE)] });
    expect(onlyFuture.due()).toBe(true);
  });

  it('BACKUP-CLOCK: within a run, waits by the monotonic clock: the computer clock moved either way changes nothing', () => {
    const { c, wallNow, monotonicNow } = clocks();
    const schedule = rollingBackupSchedule({ everyMs: EVERY, wallNow, monotonicNow, existing: [] });
    schedule.taken();
    c.wall -= 24 * 60 * MINUTE;
    c.monotonic += 14 * MINUTE;
    expect(schedule.due()).toBe(false);
    c.monotonic += MINUTE;
    expect(schedule.due()).toBe(true);
    schedule.taken();
    c.wall += 365 * 24 * 60 * MINUTE;
    expect(schedule.due()).toBe(false);
  });
});
