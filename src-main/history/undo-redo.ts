import type { Db } from '../db/open-save.js';
import { replayChanges } from '../db/change-capture.js';
import { fail } from '../../shared/ipc/errors.js';
import type { HistoryEntry, HistoryStatus } from '../../shared/history/history.js';
import { readHistoryEntry, type HistoryRow } from './read-history.js';

/** One linear history for the whole save, so undoing always restores a state that existed. */
export function undoLast(db: Db): HistoryEntry {
  const row = db.prepare('SELECT * FROM history WHERE undone = 0 ORDER BY id DESC LIMIT 1').get() as HistoryRow | undefined;
  if (!row) fail('nothing-to-undo', 'There is nothing to undo.');
  replayChanges(db, row.id, 'undo');
  db.prepare('UPDATE history SET undone = 1 WHERE id = ?').run(row.id);
  return readHistoryEntry({ ...row, undone: 1 });
}

export function redoNext(db: Db): HistoryEntry {
  const row = db.prepare('SELECT * FROM history WHERE undone = 1 ORDER BY id ASC LIMIT 1').get() as HistoryRow | undefined;
  if (!row) fail('nothing-to-redo', 'There is nothing to redo.');
  replayChanges(db, row.id, 'redo');
  db.prepare('UPDATE history SET undone = 0 WHERE id = ?').run(row.id);
  return readHistoryEntry({ ...row, undone: 0 });
}

export function historyStatus(db: Db): HistoryStatus {
  const undo = db.prepare('SELECT * FROM history WHERE undone = 0 ORDER BY id DESC LIMIT 1').get() as HistoryRow | undefined;
  const redo = db.prepare('SELECT * FROM history WHERE undone = 1 ORDER BY id ASC LIMIT 1').get() as HistoryRow | undefined;
  return { undo: undo ? readHistoryEntry(undo) : null, redo: redo ? readHistoryEntry(redo) : null };
}
