import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import { levelNumeral } from '../../shared/boards/board-rules.js';
import { addCard, findCard, moveCard, removeCard } from './board-cards.js';
import { setEliminated, setHealth } from './board-health.js';
import { chooseSkill, clearSkill } from './board-skills.js';
import { assassinName, findMember, getPartyBoards, readBoardState } from './read-boards.js';

type BoardChannels = 'board/get' | 'board/add-card' | 'board/move-card' | 'board/remove-card' | 'board/set-health' | 'board/set-eliminated' | 'board/choose-skill' | 'board/clear-skill';

/** One recorded board command; every board change is undoable and redraws the campaign. */
function boardCommand(ctx: HandlerContext, campaignId: number, summaryKey: string, summaryParams: Record<string, string | number>, change: () => unknown) {
  ctx.command({ campaignId, category: 'party', summaryKey, summaryParams }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  return getPartyBoards(ctx.db, campaignId);
}

const memberName = (ctx: HandlerContext, campaignId: number, memberId: number) =>
  assassinName(ctx.pack, findMember(readBoardState(ctx.db, campaignId), memberId).character_id);

export const boardHandlers: HandlerMap<BoardChannels> = {
  'board/get': (ctx, { campaignId }) => getPartyBoards(ctx.db, campaignId),

  'board/add-card': (ctx, { campaignId, card, to }) =>
    boardCommand(ctx, campaignId, 'boardCardAdded', { name: card.name }, () => addCard(ctx.db, ctx.pack, campaignId, card, to)),

  'board/move-card': (ctx, { campaignId, cardId, to }) => {
    const { name } = findCard(readBoardState(ctx.db, campaignId), cardId);
    return boardCommand(ctx, campaignId, 'boardCardMoved', { name }, () => moveCard(ctx.db, ctx.pack, campaignId, cardId, to));
  },

  'board/remove-card': (ctx, { campaignId, cardId }) => {
    const { name } = findCard(readBoardState(ctx.db, campaignId), cardId);
    return boardCommand(ctx, campaignId, 'boardCardRemoved', { name }, () => removeCard(ctx.db, campaignId, cardId));
  },

  'board/set-health': (ctx, { campaignId, memberId, health }) =>
    boardCommand(ctx, campaignId, 'boardHealthSet', { assassin: memberName(ctx, campaignId, memberId), health }, () =>
      setHealth(ctx.db, ctx.pack, campaignId, memberId, health),
    ),

  'board/set-eliminated': (ctx, { campaignId, memberId, eliminated }) =>
    boardCommand(
      ctx,
      campaignId,
      eliminated ? 'boardAssassinEliminated' : 'boardAssassinBack',
      { assassin: memberName(ctx, campaignId, memberId) },
      () => setEliminated(ctx.db, ctx.pack, campaignId, memberId, eliminated),
    ),

  'board/choose-skill': (ctx, { campaignId, memberId, level, name, hqLevelRequired }) =>
    boardCommand(ctx, campaignId, 'boardSkillChosen', { assassin: memberName(ctx, campaignId, memberId), level: levelNumeral(level), name }, () =>
      chooseSkill(ctx.db, campaignId, { memberId, level, name, hqLevelRequired }, ctx.pack),
    ),

  'board/clear-skill': (ctx, { campaignId, memberId, level }) =>
    boardCommand(ctx, campaignId, 'boardSkillCleared', { assassin: memberName(ctx, campaignId, memberId), level: levelNumeral(level) }, () =>
      clearSkill(ctx.db, campaignId, memberId, level),
    ),
};
