import type { HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import type { apocalypseChannels } from '../../shared/exploration/apocalypse-channels.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';
import { boxDataSummary } from '../box-data/box-data-summary.js';
import { finishEndOfMemory, readApocalypse } from './end-of-memory.js';
import { joinShaoJun, setShaoJunHealth } from './shao-jun.js';

type ApocalypseChannels = keyof typeof apocalypseChannels;

/** Shao Jun and the end-of-memory phase show on the Exploration tab and beside the boards. */
const areas: CampaignArea[] = ['exploration', 'boards'];

export const apocalypseHandlers: HandlerMap<ApocalypseChannels> = {
  'apocalypse/get': (ctx, { campaignId }) => readApocalypse(ctx.db, campaignId),

  'apocalypse/shao-jun-join': (ctx, { campaignId }) => {
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'apocalypse.history.shaoJunJoined', areas }, () => joinShaoJun(ctx.db, campaignId, ctx.now()));
    return readApocalypse(ctx.db, campaignId);
  },

  'apocalypse/set-shao-jun-health': (ctx, { campaignId, health, during }) => {
    const summaryKey = health === 0 ? 'apocalypse.history.shaoJunEliminated' : 'apocalypse.history.shaoJunHealthSet';
    ctx.areaCommand({ campaignId, category: 'party', summaryKey, summaryParams: { health }, areas }, () => setShaoJunHealth(ctx.db, campaignId, health, during));
    return readApocalypse(ctx.db, campaignId);
  },

  'apocalypse/finish-end-of-memory': (ctx, request) => {
    const { campaignId } = request;
    // The line names the memory whose phase ends, as the command returns it.
    const summaryKey = 'apocalypse.history.endOfMemoryFinished';
    ctx.areaCommand({ campaignId, category: 'party', summaryKey, describe: (memoryId: string) => ({ summaryKey, summaryParams: { memoryId } }), areas }, () =>
      finishEndOfMemory(ctx.db, ctx.pack, request, ctx.now()),
    );
    return readApocalypse(ctx.db, campaignId);
  },

  'box-data/save-shao-jun': (ctx, { maxHealth }) => {
    const summary =
      maxHealth === null ? boxDataSummary('apocalypse.history.shaoJunCardCleared') : boxDataSummary('apocalypse.history.shaoJunCardSaved', { health: maxHealth });
    ctx.areaCommand(summary, () => (maxHealth === null ? removeListItem(ctx.db, 'shaoJun', 'card') : writeListItem(ctx.db, 'shaoJun', { maxHealth })));
    return readBoxData(ctx.db);
  },
};
