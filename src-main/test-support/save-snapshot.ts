import Database from 'better-sqlite3';
import { undoableTables } from '../db/change-capture.js';

/** Every game table's rows, as JSON strings sorted so that row order never matters. */
export type SaveSnapshot = Record<string, string[]>;

/**
 * Reads the save through its own read-only connection, so a test sees exactly what a
 * restarted app would: only committed data. History, the change log and preferences are
 * left out because undo is not supposed to restore them.
 */
export function snapshotSave(savePath: string): SaveSnapshot {
  const db = new Database(savePath, { readonly: true, fileMustExist: true });
  try {
    const snapshot: SaveSnapshot = {};
    for (const table of undoableTables(db)) {
      const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
      snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return snapshot;
  } finally {
    db.close();
  }
}
