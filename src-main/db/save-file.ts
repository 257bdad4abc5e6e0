import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { NotASaveKind } from '../../shared/backups/backup.js';
import { AppFailure, type AppError } from '../../shared/ipc/errors.js';
import type { Db } from './db.js';

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

/** The tables of the first schema (001-initial.sql): a save made before saves were marked has them all. */
const FIRST_SCHEMA_TABLES = ['campaigns', 'party_members', 'box_data', 'settings', 'history', 'change_log'];

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
 * not touched at all) and says what it is. `latestVersion` is the newest schema this app knows.
 */
export function inspectSaveFile(path: string, latestVersion: number): SaveFileVerdict {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return { kind: 'missing' };
  }
  if (size === 0) return { kind: 'not-a-save', what: 'empty-file', detail: '0 bytes' };
  if (!startsWithSqliteHeader(path)) return { kind: 'not-a-save', what: 'not-sqlite', detail: `${size} bytes` };

  try {
    return readWithoutTrace(path, (db) => classifyOpenFile(db, latestVersion));
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

function classifyOpenFile(db: Db, latestVersion: number): SaveFileVerdict {
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );

  if (applicationId !== SAVE_APPLICATION_ID) {
    if (applicationId !== 0) {
      return { kind: 'not-a-save', what: 'other-program', detail: `application id 0x${(applicationId >>> 0).toString(16).padStart(8, '0')}` };
    }
    if (tables.length === 0) return { kind: 'not-a-save', what: 'empty-database', detail: 'no tables' };
    // Saves written before saves were marked: recognised by version and the first schema's tables.
    const looksLikeOldSave = version >= 1 && FIRST_SCHEMA_TABLES.every((table) => tables.includes(table));
    if (!looksLikeOldSave) return { kind: 'not-a-save', what: 'unrelated-database', detail: `tables ${tables.slice(0, 5).join(', ')}` };
  } else if (version === 0) {
    return { kind: 'not-a-save', what: 'empty-database', detail: 'marked, but never given a schema' };
  }
  if (version > latestVersion) return { kind: 'from-future', version, latest: latestVersion };

  const problems = quickCheckProblems(db);
  if (problems.length > 0) return { kind: 'damaged', problems };
  return { kind: 'save', version, marked: applicationId === SAVE_APPLICATION_ID };
}

function startsWithSqliteHeader(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

const isCorruptionError = (error: unknown) =>
  error instanceof Database.SqliteError && (error.code.startsWith('SQLITE_CORRUPT') || error.code === 'SQLITE_NOTADB');

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
        message: `${file} is a save of this app, but it is damaged: SQLite's check found ${verdict.problems.length === 1 ? 'a problem' : `${verdict.problems.length} problems`} (${verdict.problems[0]}). It was not changed.`,
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
export function requireUsableSave(path: string, latestVersion: number): Extract<SaveFileVerdict, { kind: 'save' } | { kind: 'missing' }> {
  const verdict = inspectSaveFile(path, latestVersion);
  if (verdict.kind === 'save' || verdict.kind === 'missing') return verdict;
  throw new AppFailure(saveFileRefusal(verdict, path));
}

/** True for the refusals that mean "this file cannot be served as the save" (not a newer version's save). */
export function isUnusableSaveError(error: AppError): boolean {
  return error.code === 'save-damaged' || error.code === 'not-a-save';
}

/** The open save itself (not a backup) failed its check: the app stops writing to it and offers recovery. */
export class DamagedSaveFailure extends AppFailure {}

/** Throws `save-damaged` when SQLite's quick check finds the open save damaged: nothing may be copied from it or written to it. */
export function refuseDamagedSave(db: Db): void {
  const problems = quickCheckProblems(db);
  if (problems.length > 0) throw new DamagedSaveFailure(saveFileRefusal({ kind: 'damaged', problems }, db.name));
}
