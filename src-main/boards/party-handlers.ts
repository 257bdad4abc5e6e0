import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import { joinParty, leaveParty, swapAssassin } from './party-changes.js';
import { assassinName, findMember, getPartyBoards, readBoardState } from './read-boards.js';

type PartyChannels = 'party/join' | 'party/leave' | 'party/swap';

/** One recorded party change (PLY-1..6); the campaign list shows the party, so it is told too. */
function partyCommand(ctx: HandlerContext, campaignId: number, summaryKey: string, summaryParams: Record<string, string>, change: () => unknown) {
  ctx.command({ campaignId, category: 'party', summaryKey, summaryParams }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  ctx.emit('campaign/list-changed', { campaignIds: [campaignId] });
  return getPartyBoards(ctx.db, campaignId);
}

const memberName = (ctx: HandlerContext, campaignId: number, memberId: number) =>
  assassinName(ctx.pack, findMember(readBoardState(ctx.db, campaignId), memberId).character_id);

export const partyHandlers: HandlerMap<PartyChannels> = {
  'party/join': (ctx, { campaignId, characterId, seat }) =>
    partyCommand(ctx, campaignId, 'partyAssassinJoined', { assassin: assassinName(ctx.pack, characterId) }, () =>
      joinParty(ctx.db, ctx.pack, campaignId, characterId, seat),
    ),

  'party/leave': (ctx, { campaignId, memberId }) =>
    partyCommand(ctx, campaignId, 'partyAssassinLeft', { assassin: memberName(ctx, campaignId, memberId) }, () =>
      leaveParty(ctx.db, ctx.pack, campaignId, memberId),
    ),

  'party/swap': (ctx, { campaignId, memberId, characterId }) =>
    partyCommand(ctx, campaignId, 'partyAssassinsSwapped', { from: memberName(ctx, campaignId, memberId), to: assassinName(ctx.pack, characterId) }, () =>
      swapAssassin(ctx.db, ctx.pack, campaignId, memberId, characterId),
    ),
};
