import type { BackupInfo } from '../../shared/backups/backup.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The newest rolling backups, kept whatever their dates say. */
export const RECENT_ROLLING_KEPT = 12;

/**
 * After the recent ones, each older rolling backup is kept only if it is at least
 * `spacingMs` older than the last one kept: about a week of days, then about two months
 * of weeks, then one a month for ever.
 */
export const ROLLING_TIERS: readonly { count: number; spacingMs: number }[] = [
  { count: 7, spacingMs: DAY },
  { count: 8, spacingMs: 7 * DAY },
  { count: Number.POSITIVE_INFINITY, spacingMs: 30 * DAY },
];

/** The spacing a rolling backup needs from the one kept before it, once `keptSoFar` are kept (null: always kept). */
export function rollingSpacingMs(keptSoFar: number): number | null {
  let first = RECENT_ROLLING_KEPT;
  if (keptSoFar < first) return null;
  for (const tier of ROLLING_TIERS) {
    if (keptSoFar < first + tier.count) return tier.spacingMs;
    first += tier.count;
  }
  return ROLLING_TIERS.at(-1)!.spacingMs;
}

/**
 * Which backups to keep. Nothing here reads the clock: a clock set a year ahead (or back)
 * must not make every backup look old and thin them away.
 *
 * - A backup made for a reason (before a delete, a restore or a migration, or by hand) is
 *   never thinned: those are the ones a player comes back for, and they are few.
 * - Rolling backups are thinned by their dates relative to each other only: the 12 newest
 *   are kept, then older ones spaced by the tiers above. A backup whose date cannot be
 *   read is kept, since nothing says it is redundant.
 */
export function backupsToKeep(backups: readonly BackupInfo[]): Set<string> {
  const keep = new Set<string>();
  const rolling: { id: string; at: number }[] = [];
  for (const backup of backups) {
    const at = Date.parse(backup.createdAt);
    if (backup.reason !== 'rolling' || Number.isNaN(at)) keep.add(backup.id);
    else rolling.push({ id: backup.id, at });
  }
  // Ties broken by id, so the result does not depend on the order the folder lists them.
  rolling.sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let lastKept: number | null = null;
  let keptSoFar = 0;
  for (const backup of rolling) {
    const spacing = rollingSpacingMs(keptSoFar);
    if (spacing !== null && lastKept !== null && lastKept - backup.at < spacing) continue;
    keep.add(backup.id);
    lastKept = backup.at;
    keptSoFar++;
  }
  return keep;
}
