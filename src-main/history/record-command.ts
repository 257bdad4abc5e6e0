import type { Db } from '../db/open-save.js';
import { setCapture } from '../db/change-capture.js';
import { statement } from '../db/statements.js';
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

/**
 * Runs `change` as one recorded command: every row it touches is logged under a new
 * history entry. Must be called inside the dispatcher's transaction. A command that
 * changes nothing leaves no entry; one that does change something ends the redo branch,
 * as in every editor.
 */
export function recordCommand<T>(db: Db, summary: CommandSummary<T>, now: Date, change: () => T): T {
  const { lastInsertRowid } = statement(db, 'INSERT INTO history (campaign_id, category, summary_key, summary_params, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(typeof summary.campaignId === 'number' ? summary.campaignId : null, summary.category, summary.summaryKey, JSON.stringify(summary.summaryParams ?? {}), now.toISOString());
  const historyId = Number(lastInsertRowid);

  setCapture(db, historyId);
  let result: T;
  let changed: boolean;
  let scope: string;
  try {
    result = change();
    // Decided before the campaign is touched below: that touch alone is not a change, or
    // renaming a campaign to its own name would leave an entry that undoes nothing.
    changed = statement(db, 'SELECT 1 FROM change_log WHERE history_id = ? LIMIT 1').get(historyId) !== undefined;
    const campaignId = typeof summary.campaignId === 'function' ? summary.campaignId(result) : summary.campaignId;
    if (changed && summary.describe) {
      const described = summary.describe(result);
      statement(db, 'UPDATE history SET summary_key = ?, summary_params = ? WHERE id = ?').run(
        described.summaryKey,
        JSON.stringify(described.summaryParams ?? {}),
        historyId,
      );
    }
    scope = historyScopeKey(scopeOf(summary, campaignId));
    statement(db, 'UPDATE history SET scope = ? WHERE id = ?').run(scope, historyId);
    if (changed && campaignId !== null) {
      statement(db, 'UPDATE history SET campaign_id = ? WHERE id = ?').run(campaignId, historyId);
      statement(db, 'UPDATE campaigns SET last_played_at = ? WHERE id = ?').run(now.toISOString(), campaignId);
    }
  } finally {
    setCapture(db, null);
  }

  if (!changed) {
    statement(db, 'DELETE FROM history WHERE id = ?').run(historyId);
  } else {
    // Only this history's redo branch ends: another campaign's undone steps stay redoable.
    statement(db, 'DELETE FROM history WHERE undone = 1 AND scope = ?').run(scope);
  }
  return result;
}

function scopeOf(summary: Pick<CommandSummary, 'category' | 'campaignList'>, campaignId: number | null): HistoryScope {
  if (summary.category === 'box-data') return { kind: 'box-data' };
  if (summary.campaignList || campaignId === null) return { kind: 'campaign-list' };
  return { kind: 'campaign', campaignId };
}
