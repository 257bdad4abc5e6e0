import type { HandlerMap } from '../dispatch/handler-context.js';
import { getCampaign, listCampaigns } from './read-campaigns.js';
import { createCampaign } from './create-campaign.js';
import { renameCampaign } from './rename-campaign.js';
import { duplicateCampaign } from './duplicate-campaign.js';
import { deleteCampaign } from './delete-campaign.js';

type CampaignChannels = 'campaign/list' | 'campaign/get' | 'campaign/create' | 'campaign/rename' | 'campaign/duplicate' | 'campaign/delete';

export const campaignHandlers: HandlerMap<CampaignChannels> = {
  'campaign/list': (ctx) => listCampaigns(ctx.db),
  'campaign/get': (ctx, { campaignId }) => getCampaign(ctx.db, campaignId),

  'campaign/create': (ctx, request) => {
    const id = ctx.command(
      { campaignId: (created: number) => created, category: 'campaign', campaignList: true, summaryKey: 'campaignCreated', summaryParams: { name: request.name } },
      () => createCampaign(ctx.db, ctx.pack, request, ctx.now()),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [id] });
    return getCampaign(ctx.db, id);
  },

  'campaign/rename': (ctx, { campaignId, name }) => {
    const summaryKey = 'campaignRenamed';
    // The history line names the old name, which the command returns.
    ctx.areaCommand({ campaignId, category: 'campaign', campaignList: true, summaryKey, describe: (from: string) => ({ summaryKey, summaryParams: { from, to: name } }), areas: ['campaign'] }, () =>
      renameCampaign(ctx.db, campaignId, name),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
    return getCampaign(ctx.db, campaignId);
  },

  'campaign/duplicate': (ctx, { campaignId, name }) => {
    const source = getCampaign(ctx.db, campaignId).name;
    const copyId = ctx.command(
      { campaignId: (copy: number) => copy, category: 'campaign', campaignList: true, summaryKey: 'campaignDuplicated', summaryParams: { from: source, to: name } },
      () => duplicateCampaign(ctx.db, campaignId, name, ctx.now()),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [copyId] });
    return getCampaign(ctx.db, copyId);
  },

  'campaign/delete': async (ctx, { campaignId }) => {
    const { name } = getCampaign(ctx.db, campaignId);
    // The backup comes first: if it cannot be written, nothing is deleted.
    const backup = await ctx.backups.create(ctx.db, 'before-delete', name, ctx.now());
    ctx.command({ campaignId, category: 'campaign', campaignList: true, summaryKey: 'campaignDeleted', summaryParams: { name } }, () =>
      deleteCampaign(ctx.db, campaignId),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
    ctx.emit('backup/list-changed', {});
    return { backup };
  },
};
