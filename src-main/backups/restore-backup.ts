import { rmSync } from 'node:fs';
import type { Db } from '../db/open-save.js';
import { openSave } from '../db/open-save.js';
import type { Migration } from '../db/migrations.js';
import { AppFailure, fail } from '../../shared/ipc/errors.js';
import { requireUsableSave } from '../db/save-file.js';
import { stageBackupCopy } from './backup-store.js';

/** Preferences belong to the computer, not to the save's history; the version record is the live save's own. */
const KEPT_ON_RESTORE = new Set(['settings', 'schema_versions']);

/**
 * Replaces the live save's content with a backup's, in one transaction on the live
 * connection (no file swapping under an open database). The backup is first copied and
 * migrated to the current schema, so a backup made by an older version restores too.
 * `beforeReplacing` runs only once the backup is known to be readable, so a damaged file
 * is refused before anything (even a safety backup) is written.
 */
export async function restoreBackup(
  db: Db,
  backupPath: string,
  scratchPath: string,
  migrations: Migration[],
  beforeReplacing: () => Promise<void>,
): Promise<void> {
  await stageRestorableCopy(backupPath, scratchPath, migrations);
  try {
    await beforeReplacing();

    db.prepare('ATTACH DATABASE ? AS restored').run(scratchPath);
    try {
      const tables = (
        db.prepare("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
      )
        .map((t) => t.name)
        .filter((name) => !KEPT_ON_RESTORE.has(name));
      db.transaction(() => {
        db.pragma('defer_foreign_keys = ON');
        // All deletes before any insert: a cascade from one table must not remove rows
        // already copied into another.
        for (const table of tables) db.exec(`DELETE FROM main."${table}"`);
        for (const table of tables) db.exec(`INSERT INTO main."${table}" SELECT * FROM restored."${table}"`);
      })();
    } finally {
      db.exec('DETACH DATABASE restored');
    }
  } finally {
    removeScratch(scratchPath);
  }
}

/**
 * Copies a backup to `scratchPath` as a whole, current save (closed, in rollback-journal
 * mode, ready to attach or to rename into place), or refuses it naming the `backupId`
 * field: a file that is not a save of this app, or a damaged one, is refused before it is
 * even copied, with a sentence saying what it is.
 */
export async function stageRestorableCopy(backupPath: string, scratchPath: string, migrations: Migration[]): Promise<void> {
  try {
    requireUsableSave(backupPath, migrations);
    await stageBackupCopy(backupPath, scratchPath);
    const staged = await openSave({ path: scratchPath, migrations, backupBeforeMigration: async () => {} });
    staged.pragma('journal_mode = DELETE');
    staged.close();
  } catch (error) {
    removeScratch(scratchPath);
    if (error instanceof AppFailure) throw new AppFailure({ ...error.error, field: 'backupId' });
    fail('invalid-request', 'This backup file is damaged and cannot be restored. Nothing was changed.', { field: 'backupId' });
  }
}

/** The name of the staged copy beside the save while a backup is restored. */
export const RESTORE_STAGING_FILE = 'restore-staging.sqlite';

/** Removes a staged copy and its SQLite files; at start, what a crash mid-restore left. */
export function removeScratch(scratchPath: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(scratchPath + suffix, { force: true });
}
