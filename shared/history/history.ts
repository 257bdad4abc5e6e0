import { z } from 'zod';

/** What a history entry is about; the UI groups and colours entries by it. */
export const HISTORY_CATEGORIES = ['campaign', 'party', 'box-data', 'backup'] as const;
export type HistoryCategory = (typeof HISTORY_CATEGORIES)[number];

/**
 * Which history an entry belongs to. Undo and redo act on one of them at a time: the
 * campaign on screen, the campaign list (creating, duplicating, deleting campaigns) or box
 * data, so two groups sharing a laptop never undo each other's work.
 */
export type HistoryScope = { kind: 'campaign'; campaignId: number } | { kind: 'campaign-list' } | { kind: 'box-data' };

export const historyScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('campaign'), campaignId: z.number().int().positive() }).strict(),
  z.object({ kind: z.literal('campaign-list') }).strict(),
  z.object({ kind: z.literal('box-data') }).strict(),
]);

/** The scope as it is stored beside each entry (`campaign:12`, `campaign-list`, `box-data`). */
export function historyScopeKey(scope: HistoryScope): string {
  return scope.kind === 'campaign' ? `campaign:${scope.campaignId}` : scope.kind;
}

export function parseHistoryScopeKey(key: string): HistoryScope {
  const campaign = /^campaign:(\d+)$/.exec(key);
  if (campaign) return { kind: 'campaign', campaignId: Number(campaign[1]) };
  return key === 'box-data' ? { kind: 'box-data' } : { kind: 'campaign-list' };
}

/**
 * A recorded command. The summary is stored as a message key plus parameters, so the
 * history reads in whichever language the players pick, not the one it was written in.
 */
export interface HistoryEntry {
  id: number;
  campaignId: number | null;
  /** The campaign's current name, so an undo toast can say where it changed something; null once deleted. */
  campaignName: string | null;
  scope: HistoryScope;
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
