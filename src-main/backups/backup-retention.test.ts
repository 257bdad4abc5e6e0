import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_REASONS, type BackupInfo, type BackupReason } from '../../shared/backups/backup.js';
import { backupsToKeep, KEEP_NAMED_BACKUPS_FOR_MS, RECENT_ROLLING_KEPT } from './backup-retention.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Scenario {
  now: Date;
  backups: BackupInfo[];
}

/**
 * A backups folder as it could look after months of play: bursts of rolling backups in the
 * last hours, some per day, and a long tail, mixed with backups made for a reason. Ages are
 * distinct so "the newest" of any group is well defined.
 */
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    now: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
    ages: fc.uniqueArray(
      fc.oneof(fc.integer({ min: 0, max: DAY }), fc.integer({ min: 0, max: 8 * DAY }), fc.integer({ min: 0, max: 400 * DAY })),
      { maxLength: 80 },
    ),
    reasons: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant<BackupReason>('rolling') }, { weight: 1, arbitrary: fc.constantFrom(...BACKUP_REASONS) }), {
      minLength: 80,
      maxLength: 80,
    }),
  })
  .map(({ now, ages, reasons }) => ({
    now,
    backups: ages.map((age, i) => ({
      id: `backup-${i}.sqlite`,
      reason: reasons[i]!,
      createdAt: new Date(now.getTime() - age).toISOString(),
      sizeBytes: 4096,
      label: null,
    })),
  }));

const ageOf = (backup: BackupInfo, now: Date) => now.getTime() - Date.parse(backup.createdAt);
const newestFirst = (backups: BackupInfo[]) => [...backups].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Groups the backups by a key and checks that exactly the newest of each group is kept. */
function expectOnlyNewestOfEachGroupKept(backups: BackupInfo[], kept: Set<string>, groupOf: (b: BackupInfo) => string) {
  const groups = new Map<string, BackupInfo[]>();
  for (const backup of backups) groups.set(groupOf(backup), [...(groups.get(groupOf(backup)) ?? []), backup]);
  for (const members of groups.values()) {
    const [newest, ...older] = newestFirst(members);
    expect(kept.has(newest!.id)).toBe(true);
    for (const backup of older) expect(kept.has(backup.id)).toBe(false);
  }
}

const runs = { numRuns: 400 };

describe('backupsToKeep', () => {
  it('never deletes the newest backup', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        fc.pre(backups.length > 0);
        expect(backupsToKeep(backups, now).has(newestFirst(backups)[0]!.id)).toBe(true);
      }),
      runs,
    );
  });

  it('keeps every backup made for a reason during its first 90 days', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const kept = backupsToKeep(backups, now);
        for (const backup of backups) {
          if (backup.reason !== 'rolling' && ageOf(backup, now) < KEEP_NAMED_BACKUPS_FOR_MS) expect(kept.has(backup.id)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('keeps the 12 newest rolling backups of the last day and no more', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const kept = backupsToKeep(backups, now);
        const lastDay = newestFirst(backups.filter((b) => b.reason === 'rolling' && ageOf(b, now) < DAY));
        expect(lastDay.filter((b) => kept.has(b.id))).toEqual(lastDay.slice(0, RECENT_ROLLING_KEPT));
      }),
      runs,
    );
  });

  it('keeps one rolling backup per calendar day for the past week: the newest of that day', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const week = backups.filter((b) => b.reason === 'rolling' && ageOf(b, now) >= DAY && ageOf(b, now) < 7 * DAY);
        expectOnlyNewestOfEachGroupKept(week, backupsToKeep(backups, now), (b) => b.createdAt.slice(0, 10));
      }),
      runs,
    );
  });

  it('keeps one rolling backup per week between one week and two months old', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const months = backups.filter((b) => b.reason === 'rolling' && ageOf(b, now) >= 7 * DAY && ageOf(b, now) < 60 * DAY);
        expectOnlyNewestOfEachGroupKept(months, backupsToKeep(backups, now), (b) => String(Math.floor(Date.parse(b.createdAt) / (7 * DAY))));
      }),
      runs,
    );
  });

  it('keeps one backup per calendar month beyond two months, whatever it was made for', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const old = backups.filter((b) =>
          b.reason === 'rolling' ? ageOf(b, now) >= 60 * DAY : ageOf(b, now) >= KEEP_NAMED_BACKUPS_FOR_MS,
        );
        expectOnlyNewestOfEachGroupKept(old, backupsToKeep(backups, now), (b) => b.createdAt.slice(0, 7));
      }),
      runs,
    );
  });

  it('is idempotent: thinning what it kept keeps all of it', () => {
    fc.assert(
      fc.property(scenario, ({ now, backups }) => {
        const kept = backupsToKeep(backups, now);
        const survivors = backups.filter((b) => kept.has(b.id));
        expect(backupsToKeep(survivors, now)).toEqual(kept);
      }),
      runs,
    );
  });

  it('depends neither on the order the folder lists them nor on unknown ids', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) => fc.record({ s: fc.constant(s), shuffled: fc.shuffledSubarray(s.backups, { minLength: s.backups.length }) })),
        ({ s, shuffled }) => {
          const kept = backupsToKeep(s.backups, s.now);
          expect(backupsToKeep(shuffled, s.now)).toEqual(kept);
          for (const id of kept) expect(s.backups.some((b) => b.id === id)).toBe(true);
        },
      ),
      runs,
    );
  });
});
