import type { HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import { joinParty, leaveParty, swapAssassin } from './party-changes.js';
import { assassinName, getPartyBoards } from './read-boards.js';
import { memberName } from './member-name.js';

type PartyChannels = 'party/join' | 'party/leave' | 'party/swap';

/** A party change (PLY-1..6) changes the boards and the campaign's party, which the campaign list shows too. */
const areas: CampaignArea[] = ['boards', 'campaign'];

export const partyHandlers: HandlerMap<PartyChannels> = {
  'party/join': (ctx, { campaignId, characterId, seat, newPlayerName }) => {
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'partyAssassinJoined', summaryParams: { assassin: assassinName(ctx.pack, characterId) }, areas }, () =>
      joinParty(ctx.db, ctx.pack, campaignId, characterId, seat, newPlayerName),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
    return getPartyBoards(ctx.db, campaignId);
  },

  'party/leave': (ctx, { campaignId, memberId }) => {
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'partyAssassinLeft', summaryParams: { assassin: memberName(ctx, campaignId, memberId) }, areas }, () =>
      leaveParty(ctx.db, ctx.pack, campaignId, memberId),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
    return getPartyBoards(ctx.db, campaignId);
  },

  'party/swap': (ctx, { campaignId, memberId, characterId }) => {
    const summaryParams = { from: memberName(ctx, campaignId, memberId), to: assassinName(ctx.pack, characterId) };
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'partyAssassinsSwapped', summaryParams, areas }, () =>
      swapAssassin(ctx.db, ctx.pack, campaignId, memberId, characterId),
    );
    ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
    return getPartyBoards(ctx.db, campaignId);
  },
};
