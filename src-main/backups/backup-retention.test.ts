import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_REASONS, type BackupInfo, type BackupReason } from '../../shared/backups/backup.js';
import { backupsToKeep, RECENT_ROLLING_KEPT, ROLLING_TIERS, rollingSpacingMs } from './backup-retention.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A backups folder as it could look after months of play: bursts of rolling backups a few
 * minutes apart, some per day, and a long tail, mixed with backups made for a reason, and
 * sometimes one stamped by a clock a year ahead. Times are distinct so "the newest" is well
 * defined; a few share a time to check that ties do not depend on listing order.
 */
const scenario: fc.Arbitrary<BackupInfo[]> = fc
  .record({
    anchor: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
    offsets: fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: DAY }),
        fc.integer({ min: 0, max: 8 * DAY }),
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.constant(-365 * DAY),
        fc.constantFrom(0, HOUR),
      ),
      { maxLength: 80 },
    ),
    reasons: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant<BackupReason>('rolling') }, { weight: 1, arbitrary: fc.constantFrom(...BACKUP_REASONS) }), {
      minLength: 80,
      maxLength: 80,
    }),
  })
  .map(({ anchor, offsets, reasons }) =>
    offsets.map((offset, i) => ({
      id: `backup-${String(i).padStart(2, '0')}.sqlite`,
      reason: reasons[i]!,
      createdAt: new Date(anchor.getTime() - offset).toISOString(),
      sizeBytes: 4096,
      label: null,
      integrity: 'whole' as const,
    })),
  );

const at = (b: BackupInfo) => Date.parse(b.createdAt);
const newestFirst = (backups: BackupInfo[]) => [...backups].sort((a, b) => at(b) - at(a) || a.id.localeCompare(b.id));
const rollingOf = (backups: BackupInfo[]) => newestFirst(backups.filter((b) => b.reason === 'rolling'));

const runs = { numRuns: 400 };

describe('backupsToKeep', () => {
  it('never deletes the newest backup', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        fc.pre(backups.length > 0);
        expect(backupsToKeep(backups).has(newestFirst(backups)[0]!.id)).toBe(true);
      }),
      runs,
    );
  });

  it('never thins a backup made before a delete, a restore or a migration, or by hand, however old its date', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        const kept = backupsToKeep(backups);
        for (const backup of backups) if (backup.reason !== 'rolling') expect(kept.has(backup.id)).toBe(true);
      }),
      runs,
    );
  });

  it('keeps the 12 newest rolling backups whatever their dates', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        const kept = backupsToKeep(backups);
        for (const backup of rollingOf(backups).slice(0, RECENT_ROLLING_KEPT)) expect(kept.has(backup.id)).toBe(true);
      }),
      runs,
    );
  });

  it('keeps older rolling backups spaced a day, then a week, then a month apart, and drops only those closer than that to a kept one', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        const kept = backupsToKeep(backups);
        let keptSoFar = 0;
        let lastKept: BackupInfo | null = null;
        for (const backup of rollingOf(backups)) {
          const spacing = rollingSpacingMs(keptSoFar);
          const farEnough = spacing === null || lastKept === null || at(lastKept) - at(backup) >= spacing;
          expect(kept.has(backup.id)).toBe(farEnough);
          if (farEnough) {
            keptSoFar++;
            lastKept = backup;
          }
        }
      }),
      runs,
    );
  });

  it('keeps a bounded number of rolling backups: the recent ones, the tiers, and one per month of history', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        const rolling = rollingOf(backups);
        fc.pre(rolling.length > 0);
        const kept = rolling.filter((b) => backupsToKeep(backups).has(b.id)).length;
        const span = at(rolling[0]!) - at(rolling.at(-1)!);
        const tiers = RECENT_ROLLING_KEPT + ROLLING_TIERS.slice(0, -1).reduce((sum, t) => sum + t.count, 0);
        expect(kept).toBeLessThanOrEqual(tiers + 1 + Math.floor(span / ROLLING_TIERS.at(-1)!.spacingMs));
      }),
      runs,
    );
  });

  it('BACKUP-CLOCK: reads no clock: moving every date by the same amount keeps the same backups', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -2 * 365 * DAY, max: 2 * 365 * DAY }), (backups, shift) => {
        const shifted = backups.map((b) => ({ ...b, createdAt: new Date(at(b) + shift).toISOString() }));
        expect(backupsToKeep(shifted)).toEqual(backupsToKeep(backups));
      }),
      runs,
    );
  });

  it('keeps a backup whose date cannot be read', () => {
    const rolling = (id: string, createdAt: string): BackupInfo => ({ id, reason: 'rolling', createdAt, sizeBytes: 1, label: null, integrity: 'whole' });
    const burst = Array.from({ length: 20 }, (_, i) => rolling(`r${i}.sqlite`, new Date(Date.UTC(2025, 0, 1, 12, i)).toISOString()));
    expect(backupsToKeep([...burst, rolling('undated.sqlite', 'not a date')]).has('undated.sqlite')).toBe(true);
  });

  it('is idempotent: thinning what it kept keeps all of it', () => {
    fc.assert(
      fc.property(scenario, (backups) => {
        const kept = backupsToKeep(backups);
        expect(backupsToKeep(backups.filter((b) => kept.has(b.id)))).toEqual(kept);
      }),
      runs,
    );
  });

  it('depends neither on the order the folder lists them nor on unknown ids', () => {
    fc.assert(
      fc.property(
        scenario.chain((backups) => fc.record({ backups: fc.constant(backups), shuffled: fc.shuffledSubarray(backups, { minLength: backups.length }) })),
        ({ backups, shuffled }) => {
          const kept = backupsToKeep(backups);
          expect(backupsToKeep(shuffled)).toEqual(kept);
          for (const id of kept) expect(backups.some((b) => b.id === id)).toBe(true);
        },
      ),
      runs,
    );
  });
});
