import type { Db } from './db.js';
import { statement } from './statements.js';

/**
 * Row-level change capture for undo and redo (the technique from SQLite's own "automatic
 * undo/redo" note). Temporary triggers copy every changed row of every game table into
 * `change_log`, tagged with the history entry being recorded. Because the log is in the
 * save, undo restores exactly the state before a command, even after a restart, and any
 * table a later migration adds is covered without extra code.
 */

/** Tables that describe the log itself, app preferences or the save's own version, not the campaign. */
const NOT_UNDOABLE = new Set(['history', 'change_log', 'settings', 'schema_versions']);

export function undoableTables(db: Db): string[] {
  const rows = db
    .prepare("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return rows.map((r) => r.name).filter((name) => !NOT_UNDOABLE.has(name));
}

export function columnsOf(db: Db, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export function installChangeCapture(db: Db): void {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS capture_state (history_id INTEGER)');
  db.exec('DELETE FROM temp.capture_state; INSERT INTO temp.capture_state VALUES (NULL)');
  for (const table of undoableTables(db)) {
    const cols = columnsOf(db, table);
    const rowJson = (alias: 'NEW' | 'OLD') => `json_object(${cols.map((c) => `'${c}', ${alias}.${quote(c)}`).join(', ')})`;
    const trigger = (op: 'insert' | 'update' | 'delete', rowId: string, before: string, after: string) => `
      CREATE TEMP TRIGGER IF NOT EXISTS ${quote(`capture_${table}_${op}`)} AFTER ${op.toUpperCase()} ON main.${quote(table)}
      WHEN (SELECT history_id FROM capture_state) IS NOT NULL
      BEGIN
        INSERT INTO change_log (history_id, table_name, op, row_id, before_json, after_json)
        VALUES ((SELECT history_id FROM capture_state), '${table}', '${op}', ${rowId}, ${before}, ${after});
      END;`;
    db.exec(trigger('insert', 'NEW.rowid', 'NULL', rowJson('NEW')));
    db.exec(trigger('update', 'NEW.rowid', rowJson('OLD'), rowJson('NEW')));
    db.exec(trigger('delete', 'OLD.rowid', rowJson('OLD'), 'NULL'));
  }
}

/** Twice per command: compiled once per connection (statements.ts). */
export function setCapture(db: Db, historyId: number | null): void {
  statement(db, 'UPDATE temp.capture_state SET history_id = ?').run(historyId);
}

export interface ChangeRow {
  table_name: string;
  op: 'insert' | 'update' | 'delete';
  row_id: number;
  before_json: string | null;
  after_json: string | null;
}

type Direction = 'undo' | 'redo';

/**
 * Replays one history entry's changes backwards (undo) or forwards (redo). Foreign keys
 * are checked at commit, not per row, because the log's row order need not respect them.
 * Must run inside the caller's transaction with capture off.
 */
export function replayChanges(db: Db, historyId: number, direction: Direction): void {
  const order = direction === 'undo' ? 'DESC' : 'ASC';
  const changes = db
    .prepare(`SELECT table_name, op, row_id, before_json, after_json FROM change_log WHERE history_id = ? ORDER BY id ${order}`)
    .all(historyId) as ChangeRow[];
  db.pragma('defer_foreign_keys = ON');
  for (const change of changes) {
    const table = quote(change.table_name);
    const target = direction === 'undo' ? change.before_json : change.after_json;
    const effect = direction === 'undo' ? inverse(change.op) : change.op;
    if (effect === 'delete') {
      db.prepare(`DELETE FROM ${table} WHERE rowid = ?`).run(change.row_id);
    } else {
      const row = JSON.parse(target!) as Record<string, unknown>;
      const cols = Object.keys(row);
      if (effect === 'insert') {
        db.prepare(`INSERT INTO ${table} (${cols.map(quote).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(
          ...cols.map((c) => row[c]),
        );
      } else {
        // Only the columns this command changed are written back, so undoing one history's
        // step leaves a column another history changed since (a campaign's name) as it is.
        const changed = changedColumns(change);
        if (changed.length === 0) continue;
        db.prepare(`UPDATE ${table} SET ${changed.map((c) => `${quote(c)} = ?`).join(', ')} WHERE rowid = ?`).run(
          ...changed.map((c) => row[c]),
          change.row_id,
        );
      }
    }
  }
}

/** The columns an update changed (all of them for an insert or a delete). */
export function changedColumns(change: Pick<ChangeRow, 'before_json' | 'after_json'>): string[] {
  const before = change.before_json === null ? null : (JSON.parse(change.before_json) as Record<string, unknown>);
  const after = change.after_json === null ? null : (JSON.parse(change.after_json) as Record<string, unknown>);
  if (before === null || after === null) return Object.keys(before ?? after ?? {});
  return Object.keys(after).filter((column) => before[column] !== after[column]);
}

function inverse(op: ChangeRow['op']): ChangeRow['op'] {
  return op === 'insert' ? 'delete' : op === 'delete' ? 'insert' : 'update';
}
