import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { apocalypseChannels } from '../../shared/exploration/apocalypse-channels.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';
import { finishEndOfMemory, readApocalypse } from './end-of-memory.js';
import { joinShaoJun, setShaoJunHealth } from './shao-jun.js';

type ApocalypseChannels = keyof typeof apocalypseChannels;

/** One recorded, undoable Apocalypse command; the boards and the diary redraw. */
function apocalypseCommand(ctx: HandlerContext, campaignId: number, name: string, params: Record<string, string | number>, change: () => unknown) {
  ctx.command({ campaignId, category: 'party', summaryKey: `apocalypse.history.${name}`, summaryParams: params }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  return readApocalypse(ctx.db, campaignId);
}

export const apocalypseHandlers: HandlerMap<ApocalypseChannels> = {
  'apocalypse/get': (ctx, { campaignId }) => readApocalypse(ctx.db, campaignId),

  'apocalypse/shao-jun-join': (ctx, { campaignId }) =>
    apocalypseCommand(ctx, campaignId, 'shaoJunJoined', {}, () => joinShaoJun(ctx.db, campaignId, ctx.now())),

  'apocalypse/set-shao-jun-health': (ctx, { campaignId, health, during }) => {
    return apocalypseCommand(ctx, campaignId, health === 0 ? 'shaoJunEliminated' : 'shaoJunHealthSet', { health }, () =>
      setShaoJunHealth(ctx.db, campaignId, health, during),
    );
  },

  'apocalypse/finish-end-of-memory': (ctx, request) => {
    // The summary names the memory whose phase ends (the service refuses any other attempt).
    const memoryId = readApocalypse(ctx.db, request.campaignId).endOfMemory?.memoryId ?? '';
    return apocalypseCommand(ctx, request.campaignId, 'endOfMemoryFinished', { memoryId }, () => finishEndOfMemory(ctx.db, ctx.pack, request, ctx.now()));
  },

  'box-data/save-shao-jun': (ctx, { maxHealth }) => {
    ctx.command(
      {
        campaignId: null,
        category: 'box-data',
        summaryKey: maxHealth === null ? 'apocalypse.history.shaoJunCardCleared' : 'apocalypse.history.shaoJunCardSaved',
        summaryParams: maxHealth === null ? {} : { health: maxHealth },
      },
      () => (maxHealth === null ? removeListItem(ctx.db, 'shaoJun', 'card') : writeListItem(ctx.db, 'shaoJun', { maxHealth })),
    );
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },
};
