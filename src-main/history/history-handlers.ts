import type { HandlerMap } from '../dispatch/handler-context.js';
import { listHistory } from './read-history.js';
import { historyStatus, redoNext, refuseMissingTarget, undoLast, type HistoryStep } from './undo-redo.js';

export const historyHandlers: HandlerMap<'history/list' | 'history/status' | 'history/undo' | 'history/redo'> = {
  'history/list': (ctx, { campaignId, limit }) => listHistory(ctx.db, campaignId, limit),
  'history/status': (ctx, { scope }) => historyStatus(ctx.db, scope),
  'history/undo': (ctx, { scope }) => {
    const step = ctx.transaction(() => undoLast(ctx.db, scope));
    return taken(ctx, step, scope);
  },
  'history/redo': (ctx, { scope }) => {
    const step = ctx.transaction(() => redoNext(ctx.db, scope));
    return taken(ctx, step, scope);
  },
};

/** A step refused for something missing is refused once what became of it in the history is committed. */
function taken(ctx: Parameters<HandlerMap<'history/undo'>['history/undo']>[0], step: HistoryStep, scope: Parameters<typeof historyStatus>[1]) {
  if (step.kind === 'refused') refuseMissingTarget(step);
  announce(ctx, step.entry.campaignId);
  return historyStatus(ctx.db, scope);
}

/**
 * Undo can touch anything, so every screen that could show the change is told: the list,
 * the campaign (no `areas`: any part of it may have changed) and box data.
 */
function announce(ctx: Parameters<HandlerMap<'history/undo'>['history/undo']>[0], campaignId: number | null): void {
  ctx.emit('campaign/list-changed', { campaignIds: campaignId === null ? [] : [campaignId] });
  if (campaignId !== null) ctx.emit('campaign/progress-changed', { campaignId });
  ctx.emit('box-data/changed', {});
}
