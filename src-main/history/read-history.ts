import type { Db } from '../db/open-save.js';
import type { HistoryCategory, HistoryEntry } from '../../shared/history/history.js';

export interface HistoryRow {
  id: number;
  campaign_id: number | null;
  category: string;
  summary_key: string;
  summary_params: string;
  created_at: string;
  undone: number;
}

export function readHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    campaignId: row.campaign_id,
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
      ? db.prepare('SELECT * FROM history ORDER BY id DESC LIMIT ?').all(limit)
      : db.prepare('SELECT * FROM history WHERE campaign_id = ? ORDER BY id DESC LIMIT ?').all(campaignId, limit)
  ) as HistoryRow[];
  return rows.map(readHistoryEntry);
}
