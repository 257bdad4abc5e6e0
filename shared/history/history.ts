/** What a history entry is about; the UI groups and colours entries by it. */
export const HISTORY_CATEGORIES = ['campaign', 'party', 'box-data', 'backup'] as const;
export type HistoryCategory = (typeof HISTORY_CATEGORIES)[number];

/**
 * A recorded command. The summary is stored as a message key plus parameters, so the
 * history reads in whichever language the players pick, not the one it was written in.
 */
export interface HistoryEntry {
  id: number;
  campaignId: number | null;
  category: HistoryCategory;
  summaryKey: string;
  summaryParams: Record<string, string | number>;
  createdAt: string;
  undone: boolean;
}

export interface HistoryStatus {
  undo: HistoryEntry | null;
  redo: HistoryEntry | null;
}
