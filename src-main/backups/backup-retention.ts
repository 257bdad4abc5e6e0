import type { BackupInfo } from '../../shared/backups/backup.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Backups made for a reason (before a delete, a migration…) are never thinned this soon. */
export const KEEP_NAMED_BACKUPS_FOR_MS = 90 * DAY;
export const RECENT_ROLLING_KEPT = 12;

/**
 * Which backups to keep: every recent one (the last 12 of the past day), then the newest of
 * each day for a week, of each week for two months, and of each month after that. Pure, so
 * the policy is tested on its own.
 */
export function backupsToKeep(backups: readonly BackupInfo[], now: Date): Set<string> {
  const keep = new Set<string>();
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const seenBuckets = new Set<string>();
  let recent = 0;
  for (const backup of newestFirst) {
    const age = now.getTime() - Date.parse(backup.createdAt);
    if (backup.reason !== 'rolling' && age < KEEP_NAMED_BACKUPS_FOR_MS) {
      keep.add(backup.id);
      continue;
    }
    if (age < DAY && backup.reason === 'rolling') {
      if (recent < RECENT_ROLLING_KEPT) keep.add(backup.id);
      recent++;
      continue;
    }
    const bucket = bucketOf(new Date(backup.createdAt), age);
    if (!seenBuckets.has(bucket)) {
      seenBuckets.add(bucket);
      keep.add(backup.id);
    }
  }
  return keep;
}

function bucketOf(when: Date, age: number): string {
  const day = when.toISOString().slice(0, 10);
  if (age < 7 * DAY) return `day:${day}`;
  if (age < 60 * DAY) return `week:${Math.floor(when.getTime() / (7 * DAY))}`;
  return `month:${day.slice(0, 7)}`;
}
