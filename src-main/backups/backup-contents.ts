import type { BackupCampaign, BackupContents } from '../../shared/backups/backup.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import { fail } from '../../shared/ipc/errors.js';
import { inspectSaveFile, readWithoutTrace, saveFileRefusal } from '../db/save-file.js';
import type { BackupStore } from './backup-store.js';
import type { Migration } from '../db/migrations.js';

/**
 * What one backup holds, read without restoring or changing it: its campaigns, or why it
 * cannot be restored. The columns read here exist since the first schema, so a backup made
 * by any older version can be described too.
 */
export function readBackupContents(backups: BackupStore, backupId: string, migrations: readonly Migration[]): BackupContents {
  const path = backups.path(backupId);
  const verdict = inspectSaveFile(path, migrations);
  if (verdict.kind === 'missing') fail('not-found', 'This backup no longer exists.', { field: 'backupId' });
  if (verdict.kind !== 'save') {
    return {
      backupId,
      problem: { ...saveFileRefusal(verdict, path), field: 'backupId' },
      schemaVersion: verdict.kind === 'from-future' ? verdict.version : null,
      campaigns: [],
    };
  }
  const changed = backups.problemOf(backupId);
  if (changed !== null) return { backupId, problem: changed, schemaVersion: verdict.version, campaigns: [] };
  const campaigns = readWithoutTrace(path, (db) =>
    (
      db.prepare('SELECT name, box, last_played_at AS lastPlayedAt FROM campaigns ORDER BY last_played_at DESC, id DESC').all() as {
        name: string;
        box: Box;
        lastPlayedAt: string;
      }[]
    ).map((row): BackupCampaign => ({ name: row.name, box: row.box, lastPlayedAt: row.lastPlayedAt })),
  );
  return { backupId, problem: null, schemaVersion: verdict.version, campaigns };
}
