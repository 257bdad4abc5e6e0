import Database from 'better-sqlite3';
import type { Db } from '../db/open-save.js';
import { changedColumns, replayChanges, type ChangeRow } from '../db/change-capture.js';
import { AppFailure, fail } from '../../shared/ipc/errors.js';
import { historyScopeKey, parseHistoryScopeKey, type HistoryEntry, type HistoryScope, type HistoryStatus } from '../../shared/history/history.js';
import { HISTORY_BY_SCOPE, readHistoryEntry, SELECT_HISTORY, type HistoryRow } from './read-history.js';
import { statement, transaction } from '../db/statements.js';
import type { RecordedEntry } from './record-command.js';

/**
 * Undo and redo act on one history (a campaign's, the campaign list's or box data's), or,
 * without a scope, on the whole save as one line. Each history is linear within itself.
 * Histories touch different rows almost always; where two do touch the same row (a
 * campaign created in the list, then played), a step that would overwrite the other
 * history's later change is refused, so undoing always restores a state that existed.
 */

/**
 * The id at one end of a history's entries that are (or are not) undone: `max` for the next to
 * undo, `min` for the next to redo. Asked after every command (touchedStatuses), so it is asked
 * the way the indexes of migration 011 answer in a few steps however long the history is: one
 * aggregate per index range (an OR of the two ranges would make SQLite gather and sort them all).
 */
function edgeId(db: Db, scope: HistoryScope, undone: 0 | 1, end: 'min' | 'max'): number | null {
  const ofScope = `SELECT ${end}(id) AS id FROM ${HISTORY_BY_SCOPE} WHERE scope = ? AND undone = ?`;
  if (scope.kind !== 'campaign') return (statement(db, ofScope).get(historyScopeKey(scope), undone) as { id: number | null }).id;
  // A campaign's page also reaches its own creation (or copy, or deletion) in the list's history.
  const ofCampaignList = `SELECT ${end}(id) AS id FROM history WHERE scope = 'campaign-list' AND campaign_id = ? AND undone = ?`;
  const sql = `SELECT ${end}(id) AS id FROM (${ofScope} UNION ALL ${ofCampaignList})`;
  return (statement(db, sql).get(historyScopeKey(scope), undone, scope.campaignId, undone) as { id: number | null }).id;
}

function entryAtEdge(db: Db, scope: HistoryScope | undefined, undone: 0 | 1): HistoryRow | undefined {
  const end = undone === 0 ? 'max' : 'min';
  if (scope === undefined) {
    // The whole save as one line (no window asks for it after each command).
    return statement(db, `${SELECT_HISTORY} WHERE h.undone = ? ORDER BY h.id ${end === 'max' ? 'DESC' : 'ASC'} LIMIT 1`).get(undone) as HistoryRow | undefined;
  }
  const id = edgeId(db, scope, undone, end);
  return id === null ? undefined : (statement(db, `${SELECT_HISTORY} WHERE h.id = ?`).get(id) as HistoryRow | undefined);
}

const nextToUndo = (db: Db, scope: HistoryScope | undefined): HistoryRow | undefined => entryAtEdge(db, scope, 0);
const nextToRedo = (db: Db, scope: HistoryScope | undefined): HistoryRow | undefined => entryAtEdge(db, scope, 1);

/**
 * When a campaign was last touched is bookkeeping every command updates, not something one
 * history's step could overwrite in another's: it never blocks an undo.
 */
const BOOKKEEPING = new Set(['campaigns.last_played_at']);

/** What one entry changed, by row: every column for an inserted or deleted row, else the columns it updated. */
function touchedBy(db: Db, historyId: number): Map<string, Set<string>> {
  const rows = db.prepare('SELECT table_name, op, row_id, before_json, after_json FROM change_log WHERE history_id = ?').all(historyId) as (ChangeRow & { row_id: number })[];
  const touched = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.table_name}:${row.row_id}`;
    const columns = touched.get(key) ?? new Set<string>();
    for (const column of changedColumns(row)) if (!BOOKKEEPING.has(`${row.table_name}.${column}`)) columns.add(column);
    touched.set(key, columns);
  }
  return touched;
}

function overlaps(mine: Map<string, Set<string>>, theirs: Map<string, Set<string>>): boolean {
  for (const [row, columns] of mine) {
    const other = theirs.get(row);
    if (other && [...columns].some((column) => other.has(column))) return true;
  }
  return false;
}

/**
 * An entry of another history whose change of a shared row and column this step would
 * overwrite: for an undo, a later change still in place; for a redo, also an earlier change
 * now undone. Two histories rarely share a row (a campaign created in the list, then
 * played), and then mostly different columns of it (its name, its XP).
 */
function blockingEntry(db: Db, row: HistoryRow, direction: 'undo' | 'redo'): HistoryRow | undefined {
  const earlierUndone = direction === 'redo' ? 'OR (h.id < @id AND h.undone = 1)' : '';
  const candidates = db
    .prepare(
      `${SELECT_HISTORY}
       WHERE h.id <> @id AND ((h.id > @id AND h.undone = 0) ${earlierUndone})
         AND EXISTS (
           SELECT 1 FROM change_log mine JOIN change_log theirs
             ON theirs.table_name = mine.table_name AND theirs.row_id = mine.row_id
           WHERE mine.history_id = @id AND theirs.history_id = h.id)
       ORDER BY h.id DESC`,
    )
    .all({ id: row.id }) as HistoryRow[];
  if (candidates.length === 0) return undefined;
  const mine = touchedBy(db, row.id);
  return candidates.find((candidate) => overlaps(mine, touchedBy(db, candidate.id)));
}

function refuseIfBlocked(db: Db, row: HistoryRow, direction: 'undo' | 'redo'): void {
  const blocker = blockingEntry(db, row, direction);
  if (blocker === undefined) return;
  const where = blocker.campaign_name === null ? '' : ` in “${blocker.campaign_name}”`;
  fail('history-blocked', `This cannot be ${direction === 'undo' ? 'undone' : 'redone'} before another change made${where} (${blocker.summary_key}).`);
}

/**
 * What a step did: taken, or refused because the rows it would write point at something that
 * is gone (a campaign deleted since, an assassin who left…). Either way a refused step changed
 * nothing of the game. A redo refused so is taken off its history with the undone steps
 * beyond it (`dropped`), so it is never offered again; an undo is only refused, since its
 * changes are still in the save (undoing the other deletion first lets it through). The
 * caller commits and then refuses the request (`refuseMissingTarget`).
 */
export type HistoryStep =
  | { kind: 'taken'; entry: HistoryEntry }
  | { kind: 'refused'; entry: HistoryEntry; direction: 'undo' | 'redo'; missing: MissingTarget; dropped: boolean };

export function undoLast(db: Db, scope?: HistoryScope): HistoryStep {
  const row = nextToUndo(db, scope);
  if (!row) fail('nothing-to-undo', 'There is nothing to undo.');
  refuseIfBlocked(db, row, 'undo');
  return replayOrRefuse(db, row, 'undo');
}

export function redoNext(db: Db, scope?: HistoryScope): HistoryStep {
  const row = nextToRedo(db, scope);
  if (!row) fail('nothing-to-redo', 'There is nothing to redo.');
  refuseIfBlocked(db, row, 'redo');
  return replayOrRefuse(db, row, 'redo');
}

class BrokenReference extends Error {
  constructor(readonly missing: MissingTarget) {
    super(`A history step would leave ${missing.table} pointing at a missing ${missing.parent}.`);
  }
}

/** Replays one entry, or, when that would leave a row pointing at nothing, rolls the replay back. */
function replayOrRefuse(db: Db, row: HistoryRow, direction: 'undo' | 'redo'): HistoryStep {
  try {
    // A savepoint inside the command's transaction: a broken reference rolls back only the replay.
    db.transaction(() => {
      replayChanges(db, row.id, direction);
      const missing = brokenReference(db, row.id);
      if (missing !== null) throw new BrokenReference(missing);
    })();
  } catch (error) {
    const missing = error instanceof BrokenReference ? error.missing : takenPlace(error);
    if (missing === null) throw error;
    // Undone steps beyond it build on it, so none of them can be redone without it either.
    if (direction === 'redo') db.prepare('DELETE FROM history WHERE scope = ? AND undone = 1 AND id >= ?').run(row.scope, row.id);
    return { kind: 'refused', entry: readHistoryEntry(row), direction, missing, dropped: direction === 'redo' };
  }
  const undone = direction === 'undo' ? 1 : 0;
  db.prepare('UPDATE history SET undone = ? WHERE id = ?').run(undone, row.id);
  return { kind: 'taken', entry: readHistoryEntry({ ...row, undone }) };
}

/**
 * A row a history step would leave pointing at nothing: its table and the table of what is
 * missing; or (`parent` null) a row it would write where another step's row now stands (a
 * row number reused, a name made unique since).
 */
export interface MissingTarget {
  table: string;
  parent: string | null;
}

/** A constraint a replayed row broke (UNIQUE, CHECK…): its place in the save is taken. */
function takenPlace(error: unknown): MissingTarget | null {
  if (!(error instanceof Database.SqliteError) || !error.code.startsWith('SQLITE_CONSTRAINT')) return null;
  const table = /failed: ([A-Za-z_][A-Za-z0-9_]*)\./.exec(error.message)?.[1] ?? '';
  return { table, parent: null };
}

/**
 * The first reference a replayed entry left broken, looked for in the tables it wrote and in
 * every table that refers to those (a deleted row's children). Checked before the
 * transaction commits, so a foreign key never fails at commit.
 */
function brokenReference(db: Db, historyId: number): MissingTarget | null {
  const written = (statement(db, 'SELECT DISTINCT table_name AS name FROM change_log WHERE history_id = ?').all(historyId) as { name: string }[]).map((r) => r.name);
  const referring = referringTables(db);
  const tables = new Set(written.flatMap((table) => [table, ...(referring.get(table) ?? [])]));
  for (const table of tables) {
    const [broken] = db.pragma(`foreign_key_check("${table.replaceAll('"', '""')}")`) as { table: string; parent: string }[];
    if (broken !== undefined) return { table: broken.table, parent: broken.parent };
  }
  return null;
}

/** Each table's referring tables (those with a foreign key to it), read once per connection: the schema does not change while the app runs. */
const referringByConnection = new WeakMap<Db, Map<string, string[]>>();
function referringTables(db: Db): Map<string, string[]> {
  let referring = referringByConnection.get(db);
  if (referring === undefined) {
    referring = new Map();
    const rows = db
      .prepare(`SELECT DISTINCT m.name AS child, f."table" AS parent FROM sqlite_schema m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`)
      .all() as { child: string; parent: string }[];
    for (const { child, parent } of rows) referring.set(parent, [...(referring.get(parent) ?? []), child]);
    referringByConnection.set(db, referring);
  }
  return referring;
}

/** The things a history step can find missing, in the players' words (the `missing` parameter). */
const MISSING_THINGS: Record<string, string> = {
  campaigns: 'campaign',
  party_members: 'assassin',
  memory_attempts: 'memory attempt',
  diary_memories: 'memory',
  campaign_cards: 'card',
  dice_rolls: 'dice roll',
  exploration_phases: 'exploration phase',
  exploration_journeys: 'journey',
  memory_plays: 'play',
};

/** The refusal for a step that would point at something missing: what is missing, and what became of the step. */
export function refuseMissingTarget(step: Extract<HistoryStep, { kind: 'refused' }>): never {
  const { parent } = step.missing;
  const missing = parent === null ? 'place' : (MISSING_THINGS[parent] ?? 'record');
  const verb = step.direction === 'undo' ? 'undone' : 'redone';
  const what =
    parent === null
      ? `“${step.entry.summaryKey}” cannot be ${verb}: another change has since taken its place in the save.`
      : `“${step.entry.summaryKey}” cannot be ${verb}: the ${missing} it belongs to no longer exists.`;
  const after = step.dropped
    ? ' It has been taken off the history; nothing else changed.'
    : parent === null
      ? ' Undo that change first; nothing was changed.'
      : ` Undo the ${missing}’s removal first; nothing was changed.`;
  throw new AppFailure({
    code: 'history-blocked',
    message: what + after,
    params: { missing: missing.replaceAll(' ', '-'), direction: step.direction, dropped: step.dropped },
  });
}

export function historyStatus(db: Db, scope?: HistoryScope): HistoryStatus {
  const undo = nextToUndo(db, scope);
  const redo = nextToRedo(db, scope);
  return { undo: undo ? readHistoryEntry(undo) : null, redo: redo ? readHistoryEntry(redo) : null };
}

/**
 * The statuses of the histories one dispatch touched: each new entry's own history (and its
 * campaign's, when a list entry names one: a campaign's page undoes its own creation), and
 * the history an undo or redo acted in, with the campaign list's beside it. Read in one
 * transaction, so the save's read lock is taken once rather than once per query.
 */
export function touchedStatuses(db: Db, added: readonly RecordedEntry[], acted: HistoryScope | null): Record<string, HistoryStatus> {
  const keys = new Set<string>();
  for (const entry of added) {
    keys.add(entry.scope);
    if (entry.campaignId !== null) keys.add(historyScopeKey({ kind: 'campaign', campaignId: entry.campaignId }));
  }
  if (acted !== null) {
    keys.add(historyScopeKey(acted));
    keys.add(historyScopeKey({ kind: 'campaign-list' }));
  }
  return transaction(db, () => Object.fromEntries([...keys].map((key) => [key, historyStatus(db, parseHistoryScopeKey(key))])));
}
