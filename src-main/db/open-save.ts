import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { AppFailure } from '../../shared/ipc/errors.js';
import type { Migration } from './migrations.js';
import { installChangeCapture } from './change-capture.js';

export type { Db } from './db.js';
import type { Db } from './db.js';

export interface OpenSaveOptions {
  path: string;
  migrations: Migration[];
  /** Called with the still-unmigrated database when a migration is about to run. */
  backupBeforeMigration: (db: Db, fromVersion: number) => Promise<void>;
}

export function readUserVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Opens (or creates) the save, refusing one written by a newer app, then brings it up to
 * date one migration at a time, each in its own transaction, after backing it up.
 */
export async function openSave({ path, migrations, backupBeforeMigration }: OpenSaveOptions): Promise<Db> {
  const latest = migrations.length;
  if (existsSync(path)) refuseFutureSave(path, latest);

  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');

    const current = readUserVersion(db);
    if (current < latest && current > 0) await backupBeforeMigration(db, current);
    applyMigrations(db, migrations);
    installChangeCapture(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Read-only peek, so a save from the future is not touched at all (Signal does the same). */
function refuseFutureSave(path: string, latest: number): void {
  const peek = new Database(path, { readonly: true, fileMustExist: true });
  let version: number;
  try {
    version = readUserVersion(peek);
  } finally {
    peek.close();
  }
  if (version > latest) {
    throw new AppFailure({
      code: 'save-from-future',
      message: `This save was written by a newer version of the app (save version ${version}, this app knows up to ${latest}). Update the app to open it; the save was not changed.`,
    });
  }
}

export function applyMigrations(db: Db, migrations: Migration[]): void {
  const current = readUserVersion(db);
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    // user_version is stored in the file header, inside the same transaction as the
    // schema change: a crash leaves either both or neither.
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  const violations = db.pragma('foreign_key_check') as unknown[];
  if (violations.length > 0) throw new Error(`The save has ${violations.length} broken references after migrating.`);
}
