import type { HandlerMap } from '../dispatch/handler-context.js';
import { listHistory } from './read-history.js';
import { historyStatus, redoNext, undoLast } from './undo-redo.js';

export const historyHandlers: HandlerMap<'history/list' | 'history/status' | 'history/undo' | 'history/redo'> = {
  'history/list': (ctx, { campaignId, limit }) => listHistory(ctx.db, campaignId, limit),
  'history/status': (ctx, { scope }) => historyStatus(ctx.db, scope),
  'history/undo': (ctx, { scope }) => {
    const entry = ctx.transaction(() => undoLast(ctx.db, scope));
    announce(ctx, entry.campaignId);
    return historyStatus(ctx.db, scope);
  },
  'history/redo': (ctx, { scope }) => {
    const entry = ctx.transaction(() => redoNext(ctx.db, scope));
    announce(ctx, entry.campaignId);
    return historyStatus(ctx.db, scope);
  },
};

/**
 * Undo can touch anything, so every screen that could show the change is told: the list,
 * the campaign (no `areas`: any part of it may have changed) and box data.
 */
function announce(ctx: Parameters<HandlerMap<'history/undo'>['history/undo']>[0], campaignId: number | null): void {
  ctx.emit('campaign/list-changed', { campaignIds: campaignId === null ? [] : [campaignId] });
  if (campaignId !== null) ctx.emit('campaign/progress-changed', { campaignId });
  ctx.emit('box-data/changed', {});
}
