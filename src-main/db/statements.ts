import type { Statement, Transaction } from 'better-sqlite3';
import type { Db } from './db.js';

/**
 * Statements run on every command (recording it, a play's step), compiled once per connection.
 * Compiling is a good part of a small command's cost otherwise: a write to a captured table
 * compiles its change-log trigger with it. A statement follows schema changes by itself
 * (SQLite recompiles it), and the map goes with the connection when it is closed. Only for
 * fixed SQL text: each distinct text is kept for the connection's life.
 */
const compiled = new WeakMap<Db, Map<string, Statement>>();

export function statement(db: Db, sql: string): Statement {
  let statements = compiled.get(db);
  if (statements === undefined) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

/**
 * SQLite's data version of the save as this connection sees it: it moves when another
 * connection commits to the file, never with this connection's own commits. Read through a
 * compiled `PRAGMA data_version`: the `pragma_data_version` table function compiles that
 * pragma again every time it is read, and the kept play and box data ask on every request.
 */
export function dataVersion(db: Db): number {
  return (statement(db, 'PRAGMA data_version').get() as { data_version: number }).data_version;
}

const transactions = new WeakMap<Db, Transaction<(change: () => unknown) => unknown>>();

/**
 * Runs `change` in one transaction (a savepoint inside one already open), as `db.transaction`
 * does, through one transaction function per connection: better-sqlite3 builds a function
 * and its variants each time `db.transaction` is called, and every command called it twice.
 */
export function transaction<T>(db: Db, change: () => T): T {
  let run = transactions.get(db);
  if (run === undefined) {
    run = db.transaction((work: () => unknown) => work());
    transactions.set(db, run);
  }
  return run(change) as T;
}
