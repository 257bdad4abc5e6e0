import type { Db } from '../db/open-save.js';
import { parseHistoryScopeKey, type HistoryCategory, type HistoryEntry } from '../../shared/history/history.js';

export interface HistoryRow {
  id: number;
  campaign_id: number | null;
  campaign_name: string | null;
  scope: string;
  category: string;
  summary_key: string;
  summary_params: string;
  created_at: string;
  undone: number;
}

/**
 * The history table read through its (scope, undone, id) index, for statements that name a
 * history by a bound `scope = ?`. The partial index of the campaign list's entries (migration
 * 011, `WHERE scope = 'campaign-list'`) might serve such a statement for one value of the
 * parameter, so SQLite would compile the statement again each time a new scope is bound to it;
 * these statements run with every command, and naming the index keeps them compiled once.
 */
export const HISTORY_BY_SCOPE = 'history INDEXED BY history_by_scope';

/** Every entry is read with its campaign's current name, so a toast can say where an undo acted. */
export const SELECT_HISTORY = 'SELECT h.*, c.name AS campaign_name FROM history h LEFT JOIN campaigns c ON c.id = h.campaign_id';

export function readHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    scope: parseHistoryScopeKey(row.scope),
    category: row.category as HistoryCategory,
    summaryKey: row.summary_key,
    summaryParams: JSON.parse(row.summary_params) as Record<string, string | number>,
    createdAt: row.created_at,
    undone: row.undone === 1,
  };
}

/** Newest first; `campaignId: null` lists the whole save's history. */
export function listHistory(db: Db, campaignId: number | null, limit: number): HistoryEntry[] {
  const rows = (
    campaignId === null
      ? db.prepare(`${SELECT_HISTORY} ORDER BY h.id DESC LIMIT ?`).all(limit)
      : db.prepare(`${SELECT_HISTORY} WHERE h.campaign_id = ? ORDER BY h.id DESC LIMIT ?`).all(campaignId, limit)
  ) as HistoryRow[];
  return rows.map(readHistoryEntry);
}
