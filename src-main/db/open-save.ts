import Database from 'better-sqlite3';
import { closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Migration } from './migrations.js';
import { installChangeCapture } from './change-capture.js';
import { requireUsableSave, SAVE_APPLICATION_ID } from './save-file.js';
import { recordedVersion } from './save-schema.js';

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
 * Opens the save, or creates it when there is none, then brings it up to date one
 * migration at a time, each in its own transaction, after backing it up. Before a byte is
 * written the file is identified (save-file.ts): a save from a newer app, a damaged save or
 * a file that is not a save is refused and left exactly as it was.
 */
export async function openSave({ path, migrations, backupBeforeMigration }: OpenSaveOptions): Promise<Db> {
  const verdict = requireUsableSave(path, migrations);
  if (verdict.kind === 'missing') createSave(path, migrations);

  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = WAL');
    configure(db);

    const current = readUserVersion(db);
    if (current < migrations.length && current > 0) await backupBeforeMigration(db, current);
    applyMigrations(db, migrations);
    // Saves written before saves were marked are marked the first time this app opens them.
    if ((db.pragma('application_id', { simple: true }) as number) !== SAVE_APPLICATION_ID) db.pragma(`application_id = ${SAVE_APPLICATION_ID}`);
    installChangeCapture(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function configure(db: Db): void {
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

/**
 * A new save is built whole under a temporary name and renamed into place, so the save's
 * name never holds a half-made or empty file: an empty file there is someone else's doing,
 * and is refused rather than mistaken for a new save.
 */
function createSave(path: string, migrations: Migration[]): void {
  const building = `${path}.creating`;
  removeWithJournal(building);
  const db = new Database(building);
  try {
    configure(db);
    applyMigrations(db, migrations);
    db.pragma(`application_id = ${SAVE_APPLICATION_ID}`);
  } catch (error) {
    db.close();
    removeWithJournal(building);
    throw error;
  }
  db.close();
  // A WAL without its save (the save deleted by hand) must not be replayed into a new one.
  for (const suffix of ['-wal', '-shm']) rmSync(path + suffix, { force: true });
  renameSync(building, path);
  syncFolder(dirname(path));
}

function removeWithJournal(path: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/** Makes a rename in `dir` durable; some systems (Windows) cannot open a folder, and need not. */
export function syncFolder(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Folders that cannot be synced (some network file systems) still rename atomically.
  } finally {
    closeSync(fd);
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
      if (recordedVersion(db) !== null) db.prepare('INSERT INTO schema_versions (version) VALUES (?)').run(migration.version);
    })();
  }
  const violations = db.pragma('foreign_key_check') as unknown[];
  if (violations.length > 0) throw new Error(`The save has ${violations.length} broken references after migrating.`);
}
