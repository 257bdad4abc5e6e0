import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { readWithoutTrace } from '../db/save-file.js';
import { nextInt, nextUint32, type RngState } from '../engine/rng.js';

/**
 * The ways a hostile machine damages a save file while the app is closed, for the fault
 * suite: a page overwritten with random bytes, a file cut short, a file that is not a save
 * at all. Each works on the bytes alone, as a failing disk or another program would.
 */

export const PAGE_SIZE = 4096;

export interface PageOwner {
  /** 1-based, as SQLite numbers pages. */
  page: number;
  /** The table or index the page belongs to (`sqlite_schema` for the schema itself). */
  owner: string;
  isIndex: boolean;
}

/** Which table or index owns each page of a (closed, checkpointed) save, read with the dbstat table. */
export function pageOwners(path: string): PageOwner[] {
  return readWithoutTrace(path, (db) => {
    const indexes = new Set((db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").all() as { name: string }[]).map((r) => r.name));
    const rows = db.prepare('SELECT name, pageno FROM dbstat ORDER BY pageno').all() as { name: string; pageno: number }[];
    return rows.map((row) => ({ page: row.pageno, owner: row.name, isIndex: indexes.has(row.name) }));
  });
}

/** Overwrites one whole page with random bytes; returns the rng moved on. */
export function overwritePage(path: string, page: number, rng: RngState): RngState {
  const bytes = Buffer.alloc(PAGE_SIZE);
  let state = rng;
  for (let offset = 0; offset < PAGE_SIZE; offset += 4) {
    const [word, next] = nextUint32(state);
    state = next;
    bytes.writeUInt32LE(word, offset);
  }
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, bytes, 0, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  } finally {
    closeSync(fd);
  }
  return state;
}

/** Picks one of `items` with the seeded rng. */
export function pick<T>(items: readonly T[], rng: RngState): [T, RngState] {
  const [index, next] = nextInt(rng, items.length);
  return [items[index]!, next];
}

/** Cuts the file to `fraction` of its length (not on a page boundary, as a torn copy would). */
export function truncateTo(path: string, fraction: number): number {
  const size = Math.floor(statSync(path).size * fraction) + 123;
  truncateSync(path, size);
  return size;
}

/** Replaces whatever is at `path` (and its WAL and shared-memory files) with a new SQLite file. */
function freshSqlite(path: string): Database.Database {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  return new Database(path);
}

/** Files that are not a save, as a player might find or copy them under a save's name. */
export const NOT_A_SAVE = {
  'zero-length file': (path: string) => writeFileSync(path, ''),
  'text file': (path: string) => writeFileSync(path, 'Notes from game night 3: Claudio took the crossbow.\n'.repeat(200)),
  'empty SQLite database': (path: string) => {
    const db = freshSqlite(path);
    // SQLite writes nothing until something changes: a table made and dropped leaves a valid, empty database.
    db.exec('CREATE TABLE scratch (x); DROP TABLE scratch; VACUUM;');
    db.close();
  },
  'unrelated SQLite database': (path: string) => {
    const db = freshSqlite(path);
    db.exec("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES ('https://example.org');");
    db.close();
  },
  'unrelated SQLite database with a campaigns table': (path: string) => {
    const db = freshSqlite(path);
    db.exec("CREATE TABLE campaigns (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO campaigns (title) VALUES ('Risk');");
    db.pragma('user_version = 3');
    db.close();
  },
} as const satisfies Record<string, (path: string) => void>;

/** SQLite's full check of a file, by a connection of its own: the suite's oracle of "damaged". */
export function integrityOf(path: string): string {
  try {
    return readWithoutTrace(path, (db) => (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; '));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The campaign names a file holds, or null when it cannot be read as a save. */
export function campaignNamesIn(path: string): string[] | null {
  try {
    return readWithoutTrace(path, (db) => (db.prepare('SELECT name FROM campaigns ORDER BY id').all() as { name: string }[]).map((r) => r.name));
  } catch {
    return null;
  }
}

/** Overwrites `bytes` at `offset`, as a failing disk flips bits in place. */
export function overwriteBytes(path: string, offset: number, bytes: readonly number[]): void {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, Buffer.from(bytes), 0, bytes.length, offset);
  } finally {
    closeSync(fd);
  }
}

/**
 * Another program's SQLite file that happens to use a save's table names (no application
 * id, a version number, tables named `campaigns`, `history`…) with columns of its own and
 * rows that would break the save's references once migrated.
 */
export function writeLookAlikeDatabase(path: string): void {
  const db = freshSqlite(path);
  db.exec(`
    CREATE TABLE campaigns (id INTEGER PRIMARY KEY, title TEXT, owner TEXT);
    CREATE TABLE party_members (id INTEGER PRIMARY KEY, campaign_id INTEGER, character_id TEXT, seat INTEGER, position INTEGER);
    CREATE TABLE box_data (id INTEGER PRIMARY KEY, key TEXT, value_json TEXT);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
    CREATE TABLE history (id INTEGER PRIMARY KEY, campaign_id INTEGER, category TEXT, summary_key TEXT, summary_params TEXT, created_at TEXT, undone INTEGER);
    CREATE TABLE change_log (id INTEGER PRIMARY KEY, history_id INTEGER, table_name TEXT, op TEXT, row_id INTEGER, before_json TEXT, after_json TEXT);
    INSERT INTO campaigns (title, owner) VALUES ('Risk night', 'club');
    INSERT INTO party_members (campaign_id, character_id, seat, position) VALUES (42, 'red', 1, 0);
  `);
  db.pragma('user_version = 3');
  db.close();
}

/** Writes a filler file until the disk refuses another byte; returns its path. */
export function fillTheDisk(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size > 0; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch {
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/**
 * A small tmpfs mounted on `dir`, for a disk that can be filled or made read-only. Mounting
 * needs privileges: where it is not permitted, `mounted` is false and `refusal` says why.
 */
export function mountTmpfs(dir: string, bytes: number): { mounted: boolean; refusal: string; unmount(): void } {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'pipe' });
    return { mounted: true, refusal: '', unmount: () => execFileSync('umount', [dir]) };
  } catch (error) {
    return { mounted: false, refusal: String((error as { stderr?: Buffer }).stderr ?? error).trim(), unmount: () => {} };
  }
}
