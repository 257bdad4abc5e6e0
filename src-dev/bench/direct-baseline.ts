import Database from 'better-sqlite3';
import { join } from 'node:path';
import { timeEach } from './latency-stats.js';

/**
 * The floor under any save command: one single-row UPDATE committed straight through
 * better-sqlite3, with the save's durability settings (WAL, synchronous FULL), so each
 * commit pays the same fsync a real command does. Returns each commit's wall time.
 */
export async function timeDirectCommits(dir: string, warmUp: number, count: number): Promise<number[]> {
  const db = new Database(join(dir, 'baseline.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL); INSERT INTO counter VALUES (1, 0);');
    const update = db.prepare('UPDATE counter SET value = ? WHERE id = 1');
    await timeEach(warmUp, (i) => void update.run(-i - 1));
    return await timeEach(count, (i) => void update.run(i));
  } finally {
    db.close();
  }
}

/**
 * The same floor, one commit at a time, for series that interleave it with the commands they
 * time: on a shared, loaded machine the disk's fsync time drifts by whole milliseconds within
 * a minute, so a ratio is only fair between samples taken side by side.
 */
export interface DirectCommits {
  /** Commits one change and answers its wall time. */
  time(): number;
  close(): void;
}

export function openDirectCommits(dir: string): DirectCommits {
  const db = new Database(join(dir, 'paired-baseline.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL); INSERT OR IGNORE INTO counter VALUES (1, 0);');
  const update = db.prepare('UPDATE counter SET value = value + 1 WHERE id = 1');
  return {
    time() {
      const start = performance.now();
      update.run();
      return performance.now() - start;
    },
    close: () => db.close(),
  };
}

export function sqliteVersion(): string {
  const db = new Database(':memory:');
  try {
    return (db.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version;
  } finally {
    db.close();
  }
}
