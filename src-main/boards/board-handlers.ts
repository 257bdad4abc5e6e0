import type { HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import { levelNumeral } from '../../shared/boards/board-rules.js';
import { addCard, moveCard, removeCard } from './board-cards.js';
import { setEliminated, setHealth } from './board-health.js';
import { chooseSkill, clearSkill } from './board-skills.js';
import { getPartyBoards } from './read-boards.js';
import { memberName } from './member-name.js';

type BoardChannels = 'board/get' | 'board/add-card' | 'board/move-card' | 'board/remove-card' | 'board/set-health' | 'board/set-eliminated' | 'board/choose-skill' | 'board/clear-skill';

/** Every board command changes the assassins' boards; each answers with them. */
const areas: CampaignArea[] = ['boards'];

/** A card's history line names the card the command touched (the command returns it). */
const cardLine = (summaryKey: string) => ({ summaryKey, describe: (card: { name: string }) => ({ summaryKey, summaryParams: { name: card.name } }) });

export const boardHandlers: HandlerMap<BoardChannels> = {
  'board/get': (ctx, { campaignId }) => getPartyBoards(ctx.db, campaignId),

  'board/add-card': (ctx, { campaignId, card, to }) => {
    ctx.areaCommand({ campaignId, category: 'party', ...cardLine('boardCardAdded'), areas }, () => addCard(ctx.db, ctx.pack, campaignId, card, to));
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/move-card': (ctx, { campaignId, cardId, to }) => {
    ctx.areaCommand({ campaignId, category: 'party', ...cardLine('boardCardMoved'), areas }, () => moveCard(ctx.db, ctx.pack, campaignId, cardId, to));
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/remove-card': (ctx, { campaignId, cardId }) => {
    ctx.areaCommand({ campaignId, category: 'party', ...cardLine('boardCardRemoved'), areas }, () => removeCard(ctx.db, campaignId, cardId));
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/set-health': (ctx, { campaignId, memberId, health }) => {
    const summaryParams = { assassin: memberName(ctx, campaignId, memberId), health };
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'boardHealthSet', summaryParams, areas }, () =>
      setHealth(ctx.db, ctx.pack, campaignId, memberId, health),
    );
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/set-eliminated': (ctx, { campaignId, memberId, eliminated }) => {
    const summaryKey = eliminated ? 'boardAssassinEliminated' : 'boardAssassinBack';
    ctx.areaCommand({ campaignId, category: 'party', summaryKey, summaryParams: { assassin: memberName(ctx, campaignId, memberId) }, areas }, () =>
      setEliminated(ctx.db, ctx.pack, campaignId, memberId, eliminated),
    );
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/choose-skill': (ctx, { campaignId, memberId, level, name, hqLevelRequired }) => {
    const summaryParams = { assassin: memberName(ctx, campaignId, memberId), level: levelNumeral(level), name };
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'boardSkillChosen', summaryParams, areas }, () =>
      chooseSkill(ctx.db, ctx.pack, campaignId, { memberId, level, name, hqLevelRequired }),
    );
    return getPartyBoards(ctx.db, campaignId);
  },

  'board/clear-skill': (ctx, { campaignId, memberId, level }) => {
    const summaryParams = { assassin: memberName(ctx, campaignId, memberId), level: levelNumeral(level) };
    ctx.areaCommand({ campaignId, category: 'party', summaryKey: 'boardSkillCleared', summaryParams, areas }, () =>
      clearSkill(ctx.db, campaignId, memberId, level),
    );
    return getPartyBoards(ctx.db, campaignId);
  },
};
