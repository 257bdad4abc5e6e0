import type { AreaCommandSummary } from '../dispatch/handler-context.js';

/**
 * The summary of a box-data command, for `ctx.areaCommand`: not about one campaign (so it
 * names no campaign area), recorded under `history.box-data`, and announced to every
 * window as `box-data/changed`.
 */
export function boxDataSummary<T>(summaryKey: string, summaryParams: Record<string, string | number> = {}): AreaCommandSummary<T> {
  return { campaignId: null, category: 'box-data', summaryKey, summaryParams, areas: [] };
}
