import Database from 'better-sqlite3';
import { existsSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { NotASaveKind } from '../../shared/backups/backup.js';
import { AppFailure, type AppError } from '../../shared/ipc/errors.js';
import type { Db } from './db.js';
import type { Migration } from './migrations.js';
import { headerProblem, readHead } from './save-header.js';
import { recordedVersion, referenceShape, schemaShapeOf, shapeDifference } from './save-schema.js';

/*
 * What a file that should be a save really is, decided before the app writes a byte to it
 * or restores from it: a save of this app (marked, or older and recognised by its tables),
 * one from a newer version, a damaged one, or something else entirely.
 */

/**
 * Written into every save's header (`PRAGMA application_id`), so a save is told apart from
 * any other SQLite file. The bytes spell "BoVC".
 */
export const SAVE_APPLICATION_ID = 0x426f5643;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

export type UnusableVerdict = Exclude<SaveFileVerdict, { kind: 'save' } | { kind: 'missing' }>;

export type SaveFileVerdict =
  | { kind: 'missing' }
  | { kind: 'save'; version: number; marked: boolean }
  | { kind: 'from-future'; version: number; latest: number }
  | { kind: 'damaged'; problems: string[] }
  | { kind: 'not-a-save'; what: NotASaveKind; detail: string };

/** `PRAGMA quick_check`'s findings on an open connection; empty when the file is whole. */
export function quickCheckProblems(db: Db): string[] {
  let rows: { quick_check: string }[];
  try {
    rows = db.pragma('quick_check') as { quick_check: string }[];
  } catch (error) {
    // Some damage (the schema's own pages) stops the check itself: that is its finding.
    if (isCorruptionError(error)) return [messageOf(error)];
    throw error;
  }
  const problems = rows.map((row) => row.quick_check);
  return problems.length === 1 && problems[0] === 'ok' ? [] : problems;
}

/**
 * Reads `path` without changing it (a read-only connection; a save from a newer version is
 * not touched at all) and says what it is. `migrations` are the app's own: the newest schema
 * it knows, and the tables a save has at each version.
 */
export function inspectSaveFile(path: string, migrations: readonly Migration[]): SaveFileVerdict {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return { kind: 'missing' };
  }
  if (size === 0) return { kind: 'not-a-save', what: 'empty-file', detail: '0 bytes' };
  const head = readHead(path);
  if (!head.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) return { kind: 'not-a-save', what: 'not-sqlite', detail: `${size} bytes` };
  const damagedHeader = headerProblem(head, size, walHasFrames(path));
  if (damagedHeader !== null) return { kind: 'damaged', problems: [damagedHeader] };

  try {
    return readWithoutTrace(path, (db) => classifyOpenFile(db, migrations));
  } catch (error) {
    // SQLite refuses to read a file whose pages contradict each other (SQLITE_CORRUPT, NOTADB).
    if (isCorruptionError(error)) return { kind: 'damaged', problems: [messageOf(error)] };
    throw error;
  }
}

/**
 * Reads a file through a read-only connection and leaves no trace: a read-only connection to
 * a file in WAL mode creates `-wal` and `-shm` files beside it, which are removed again
 * unless they were there before (then they belong to a crashed app's last changes).
 */
export function readWithoutTrace<T>(path: string, read: (db: Db) => T): T {
  const file = openWithoutTrace(path);
  try {
    return read(file.db);
  } finally {
    file.close();
  }
}

/** `readWithoutTrace` for an asynchronous reader (SQLite's backup API). */
export async function copyWithoutTrace<T>(path: string, read: (db: Db) => Promise<T>): Promise<T> {
  const file = openWithoutTrace(path);
  try {
    return await read(file.db);
  } finally {
    file.close();
  }
}

function openWithoutTrace(path: string): { db: Db; close(): void } {
  const created = [`${path}-wal`, `${path}-shm`].filter((file) => !existsSync(file));
  const db = new Database(path, { readonly: true, fileMustExist: true });
  return {
    db,
    close() {
      db.close();
      for (const file of created) rmSync(file, { force: true });
    },
  };
}

function classifyOpenFile(db: Db, migrations: readonly Migration[]): SaveFileVerdict {
  const latestVersion = migrations.length;
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  const shape = schemaShapeOf(db);
  const matchesItsVersion = () => version >= 1 && version <= latestVersion && shapeDifference(shape, referenceShape(migrations, version)) === null;

  if (applicationId !== SAVE_APPLICATION_ID) {
    if (applicationId !== 0) {
      return { kind: 'not-a-save', what: 'other-program', detail: `application id 0x${(applicationId >>> 0).toString(16).padStart(8, '0')}` };
    }
    if (shape.size === 0) return { kind: 'not-a-save', what: 'empty-database', detail: 'no tables' };
    // Saves written before saves were marked have exactly the tables of their version; tables
    // merely named like a save's (another program's file) are not enough, and nothing is written to it.
    if (!matchesItsVersion()) return { kind: 'not-a-save', what: 'unrelated-database', detail: `tables ${[...shape.keys()].slice(0, 5).join(', ')}` };
  } else if (version === 0) {
    return { kind: 'not-a-save', what: 'empty-database', detail: 'marked, but never given a schema' };
  }

  // Since migration 14 the version is recorded in a table too: a header whose version
  // disagrees with it was garbled, and no update of the app would open it.
  const recorded = recordedVersion(db);
  if (recorded !== null && recorded !== version) {
    return { kind: 'damaged', problems: [`its header says version ${version}, but its own record says version ${recorded}`] };
  }
  if (version > latestVersion) {
    if (recorded === null) return { kind: 'damaged', problems: [`its header says version ${version}, newer than this app, but it has no record of that version`] };
    return { kind: 'from-future', version, latest: latestVersion };
  }
  const difference = shapeDifference(shape, referenceShape(migrations, version));
  if (difference !== null) return { kind: 'damaged', problems: [`its tables are not those of save version ${version} (${difference})`] };

  const problems = quickCheckProblems(db);
  if (problems.length > 0) return { kind: 'damaged', problems };
  // A migration checks every reference after it runs; one already broken is damage, found before anything is written.
  const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
  if (broken.length > 0) return { kind: 'damaged', problems: [`${broken.length} rows of ${broken[0]!.table} refer to missing rows of ${broken[0]!.parent}`] };
  return { kind: 'save', version, marked: applicationId === SAVE_APPLICATION_ID };
}

/** Whether a WAL beside the file holds frames (a crash's last changes), so the file alone is not the whole save. */
function walHasFrames(path: string): boolean {
  try {
    return statSync(`${path}-wal`).size > 32;
  } catch {
    return false;
  }
}

/** SQLite's refusals to read a file whose pages contradict each other, or whose header it cannot understand. */
const isCorruptionError = (error: unknown) =>
  error instanceof Database.SqliteError &&
  (error.code.startsWith('SQLITE_CORRUPT') || error.code === 'SQLITE_NOTADB' || /unsupported file format|malformed database schema/i.test(error.message));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const NOT_A_SAVE_SENTENCES: Record<NotASaveKind, string> = {
  'empty-file': 'is an empty file (0 bytes)',
  'not-sqlite': 'does not start like a database (a text file, a document, or a save whose first page was destroyed)',
  'empty-database': 'is an empty database with nothing in it',
  'other-program': "is another program's database",
  'unrelated-database': 'is a database of something else, without the tables of a save',
};

/**
 * The refusal for a file that is not a usable save, naming the file and saying what it is.
 * `params.kind` lets the renderer word it in the player's language; `params.file` is its name.
 */
export function saveFileRefusal(verdict: UnusableVerdict, path: string): AppError {
  const file = basename(path);
  switch (verdict.kind) {
    case 'from-future':
      return {
        code: 'save-from-future',
        message: `This save was written by a newer version of the app (save version ${verdict.version}, this app knows up to ${verdict.latest}). Update the app to open it; the save was not changed.`,
      };
    case 'damaged':
      return {
        code: 'save-damaged',
        message: `${file} is a save of this app, but it is damaged: ${verdict.problems[0]}${verdict.problems.length > 1 ? ` (and ${verdict.problems.length - 1} more problems)` : ''}. It was not changed.`,
        params: { file, problems: verdict.problems.length, first: verdict.problems[0] ?? '' },
      };
    case 'not-a-save':
      return {
        code: 'not-a-save',
        message: `${file} is not a save of this app: it ${NOT_A_SAVE_SENTENCES[verdict.what]} (${verdict.detail}). It was not changed.`,
        params: { file, kind: verdict.what, detail: verdict.detail },
      };
  }
}

/** Throws the refusal unless `path` holds a usable save; returns its verdict otherwise ('missing' included). */
export function requireUsableSave(path: string, migrations: readonly Migration[]): Extract<SaveFileVerdict, { kind: 'save' } | { kind: 'missing' }> {
  const verdict = inspectSaveFile(path, migrations);
  if (verdict.kind === 'save' || verdict.kind === 'missing') return verdict;
  throw new AppFailure(saveFileRefusal(verdict, path));
}

/** True for the refusals that mean "this file cannot be served as the save" (not a newer version's save): the recovery screen opens. */
export function isUnusableSaveError(error: AppError): boolean {
  return error.code === 'save-damaged' || error.code === 'not-a-save' || error.code === 'save-missing' || error.code === 'save-lost';
}

/** The open save itself (not a backup) failed its check: the app stops writing to it and offers recovery. */
export class DamagedSaveFailure extends AppFailure {}

/** Throws `save-damaged` when SQLite's quick check finds the open save damaged: nothing may be copied from it or written to it. */
export function refuseDamagedSave(db: Db): void {
  const problems = quickCheckProblems(db);
  if (problems.length > 0) throw new DamagedSaveFailure(saveFileRefusal({ kind: 'damaged', problems }, db.name));
}
