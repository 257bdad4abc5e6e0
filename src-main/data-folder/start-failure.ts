import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppFailure } from '../../shared/ipc/errors.js';
import { isDiskFull } from './disk-full.js';

/*
 * Why the app could not start on a data folder, in the players' words: SQLite and Node
 * say "disk I/O error", "unable to open database file" or "EEXIST: file already exists,
 * mkdir", which tell a player neither what is wrong nor where. Every start-up failure that is
 * not already one of the app's own refusals is worded here, naming the folder and saying
 * that nothing was changed (nothing can be: the app stopped before writing anything).
 */

/** Below this much free space a failed write at start is the disk being full. */
const NEARLY_FULL_BYTES = 1024 * 1024;

export function explainStartFailure(error: unknown, dataDir: string): unknown {
  if (error instanceof AppFailure) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const path = typeof (error as { path?: unknown } | null)?.path === 'string' ? (error as { path: string }).path : dataDir;

  if ((code === 'EEXIST' || code === 'ENOTDIR') && isFile(path)) {
    return unusable(
      dataDir,
      path,
      'not-a-folder',
      `The app keeps its files in folders inside ${dataDir}, but ${path} is a file, not a folder. Move or rename that file, then start the app again. Nothing was changed.`,
    );
  }
  if (isDiskFull(error) || (isWriteFailure(error) && freeBytes(dataDir) < NEARLY_FULL_BYTES)) {
    return new AppFailure({
      code: 'disk-full',
      message: `The disk that holds the data folder ${dataDir} is full, so the app cannot open its save. Free some space, then start the app again. Nothing was changed.`,
      params: { folder: dataDir },
    });
  }
  if (isWriteFailure(error) && !writable(existingFolder(dataDir))) {
    return unusable(
      dataDir,
      dataDir,
      'read-only',
      `The data folder ${dataDir} is read-only (or the app is not allowed to write in it), so the app cannot save anything there. Make it writable, or start the app with another data folder. Nothing was changed.`,
    );
  }
  if (isWriteFailure(error)) {
    return unusable(
      dataDir,
      dataDir,
      'disk-error',
      `The disk reported an error while the app was opening its save in ${dataDir} (${messageOf(error)}). Check the disk, then start the app again. Nothing was changed.`,
    );
  }
  return error;
}

function unusable(folder: string, path: string, reason: string, message: string): AppFailure {
  return new AppFailure({ code: 'data-folder-unusable', message, params: { folder, path, reason } });
}

const WRITE_FAILURES = new Set(['EACCES', 'EPERM', 'EROFS', 'EIO', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_PERM']);

function isWriteFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return WRITE_FAILURES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The data folder, or the nearest folder above it that exists (the data folder may not have been made). */
function existingFolder(dir: string): string {
  let at = dir;
  for (;;) {
    try {
      if (statSync(at).isDirectory()) return at;
    } catch {
      // Not there: look above.
    }
    const parent = dirname(at);
    if (parent === at) return at;
    at = parent;
  }
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function freeBytes(dir: string): number {
  try {
    const stats = statfsSync(existingFolder(dir));
    return stats.bavail * stats.bsize;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
