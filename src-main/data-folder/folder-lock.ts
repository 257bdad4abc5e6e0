import Database from 'better-sqlite3';
import { statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { AppFailure } from '../../shared/ipc/errors.js';

/** Beside the save; always empty. */
export const FOLDER_LOCK_FILE = '.lock';

export interface FolderLock {
  /**
   * Whether the lock file is still the one held. A `.lock` deleted or replaced by another
   * program (a clean-up tool) would let a second copy start on the same save, so it is taken
   * again at once; false when another copy took it first (then it is that copy's).
   */
  check(): boolean;
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
  let held = takeLock(dataDir, waitMs);
  let released = false;
  return {
    check() {
      if (released) return true;
      if (isSameFile(identityOf(path), held.identity)) return true;
      try {
        const again = takeLock(dataDir, 0);
        held.db.close();
        held = again;
        return true;
      } catch {
        return false;
      }
    },
    release() {
      if (released) return;
      released = true;
      held.db.close();
    },
  };
}

interface HeldLock {
  db: Database.Database;
  /** The lock file as it was when it was locked: a file of the same name later is another file. */
  identity: { dev: number; ino: number } | null;
}

function takeLock(dataDir: string, waitMs: number): HeldLock {
  const path = join(dataDir, FOLDER_LOCK_FILE);
  let db: Database.Database;
  try {
    db = beginExclusive(dataDir, waitMs);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_NOTADB') throw error;
    // Not the app's lock file (the app's is always empty): nobody can hold it, so empty it.
    truncateSync(path, 0);
    db = beginExclusive(dataDir, waitMs);
  }
  return { db, identity: identityOf(path) };
}

function identityOf(path: string): { dev: number; ino: number } | null {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return null;
  }
}

const isSameFile = (a: { dev: number; ino: number } | null, b: { dev: number; ino: number } | null) =>
  a !== null && b !== null && a.dev === b.dev && a.ino === b.ino;

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
