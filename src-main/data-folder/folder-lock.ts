import Database from 'better-sqlite3';
import { truncateSync } from 'node:fs';
import { join } from 'node:path';
import { AppFailure } from '../../shared/ipc/errors.js';

/** Beside the save; always empty. */
export const FOLDER_LOCK_FILE = '.lock';

export interface FolderLock {
  release(): void;
}

/**
 * Makes this process the one owner of a data folder for as long as it runs: two copies of
 * the app on one save would undo each other's commands and never see each other's changes.
 *
 * The lock is an exclusive SQLite transaction on an empty `.lock` file, held open until
 * `release`. The operating system drops it when the process ends, however it ends, so a
 * crash or a SIGKILL never leaves a folder locked; and it works the same on Linux, macOS
 * and Windows, through SQLite's own file locking. Nothing is ever written to the file.
 */
export function lockDataFolder(dataDir: string, { waitMs = 2000 }: { waitMs?: number } = {}): FolderLock {
  const path = join(dataDir, FOLDER_LOCK_FILE);
  let lock: Database.Database;
  try {
    lock = beginExclusive(dataDir, waitMs);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_NOTADB') throw error;
    // Not the app's lock file (the app's is always empty): nobody can hold it, so empty it.
    truncateSync(path, 0);
    lock = beginExclusive(dataDir, waitMs);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      lock.close();
    },
  };
}

function beginExclusive(dataDir: string, waitMs: number): Database.Database {
  // A short wait lets a copy that is still closing (a quick restart) finish first.
  const db = new Database(join(dataDir, FOLDER_LOCK_FILE), { timeout: waitMs });
  try {
    // The journal lives in memory, so holding the lock leaves no file to clean up after a crash.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new AppFailure({
        code: 'data-folder-in-use',
        message: `Another copy of the app is already using the data folder ${dataDir}. Close it first, or start this one with another folder. Nothing was changed.`,
        params: { folder: dataDir },
      });
    }
    throw error;
  }
}
