import type { Db } from '../db/open-save.js';
import { setCapture } from '../db/change-capture.js';
import { statement } from '../db/statements.js';
import { HISTORY_BY_SCOPE } from './read-history.js';
import { historyScopeKey, type HistoryCategory, type HistoryScope } from '../../shared/history/history.js';

export interface CommandSummary<T = unknown> {
  /** The campaign the command is about; a function when the command creates it. */
  campaignId: number | null | ((result: T) => number);
  category: HistoryCategory;
  /**
   * Commands on the campaign list (creating, renaming, duplicating, deleting a campaign)
   * belong to the list's history, which that campaign's page also reaches; every other
   * command belongs to its campaign's history, or to box data's.
   */
  campaignList?: true;
  /** i18n key under `history.` in the renderer's messages. */
  summaryKey: string;
  summaryParams?: Record<string, string | number>;
  /** When the line depends on the outcome (a contract won or lost), it is worded from the result. */
  describe?: (result: T) => { summaryKey: string; summaryParams?: Record<string, string | number> };
}

/** The history a recorded entry joined, so the dispatcher can push that history's status. */
export interface RecordedEntry {
  /** historyScopeKey of the entry's history. */
  scope: string;
  campaignId: number | null;
}

/**
 * Runs `change` as one recorded command: every row it touches is logged under a new
 * history entry. Must be called inside the dispatcher's transaction. A command that
 * changes nothing leaves no entry (`entry` is null); one that does change something ends
 * the redo branch, as in every editor.
 */
export function recordCommand<T>(db: Db, summary: CommandSummary<T>, now: Date, change: () => T): { result: T; entry: RecordedEntry | null } {
  // Most commands know their campaign, so their history, before they run: the entry is then
  // written whole at once, and rewritten afterwards only for what the result decides.
  const campaignBefore = typeof summary.campaignId === 'number' ? summary.campaignId : null;
  const scopeBefore = typeof summary.campaignId === 'function' ? null : historyScopeKey(scopeOf(summary, campaignBefore));
  const summaryParams = JSON.stringify(summary.summaryParams ?? {});
  const { lastInsertRowid } = statement(db, 'INSERT INTO history (campaign_id, category, summary_key, summary_params, created_at, scope) VALUES (?, ?, ?, ?, ?, ?)').run(
    campaignBefore,
    summary.category,
    summary.summaryKey,
    summaryParams,
    now.toISOString(),
    scopeBefore ?? historyScopeKey({ kind: 'campaign-list' }),
  );
  const historyId = Number(lastInsertRowid);

  setCapture(db, historyId);
  let result: T;
  let changed: boolean;
  let scope: string;
  let campaignId: number | null;
  try {
    result = change();
    // Decided before the campaign is touched below: that touch alone is not a change, or
    // renaming a campaign to its own name would leave an entry that undoes nothing.
    changed = statement(db, 'SELECT 1 FROM change_log WHERE history_id = ? LIMIT 1').get(historyId) !== undefined;
    campaignId = typeof summary.campaignId === 'function' ? summary.campaignId(result) : summary.campaignId;
    scope = historyScopeKey(scopeOf(summary, campaignId));
    if (changed) {
      const described = summary.describe?.(result);
      const summaryKey = described?.summaryKey ?? summary.summaryKey;
      const describedParams = described === undefined ? summaryParams : JSON.stringify(described.summaryParams ?? {});
      if (summaryKey !== summary.summaryKey || describedParams !== summaryParams || scope !== scopeBefore || campaignId !== campaignBefore) {
        statement(db, 'UPDATE history SET summary_key = ?, summary_params = ?, scope = ?, campaign_id = ? WHERE id = ?').run(summaryKey, describedParams, scope, campaignId, historyId);
      }
      if (campaignId !== null) statement(db, 'UPDATE campaigns SET last_played_at = ? WHERE id = ?').run(now.toISOString(), campaignId);
    }
  } finally {
    setCapture(db, null);
  }

  if (!changed) {
    statement(db, 'DELETE FROM history WHERE id = ?').run(historyId);
    return { result, entry: null };
  }
  // Only this history's redo branch ends: another campaign's undone steps stay redoable.
  statement(db, `DELETE FROM ${HISTORY_BY_SCOPE} WHERE undone = 1 AND scope = ?`).run(scope);
  return { result, entry: { scope, campaignId } };
}

function scopeOf(summary: Pick<CommandSummary, 'category' | 'campaignList'>, campaignId: number | null): HistoryScope {
  if (summary.category === 'box-data') return { kind: 'box-data' };
  if (summary.campaignList || campaignId === null) return { kind: 'campaign-list' };
  return { kind: 'campaign', campaignId };
}
