import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { EnemyStageInput } from '../../shared/memory-play/enemy-phase.js';
import { REINFORCEMENT_DECK_SIZE } from '../../shared/memory-play/enemy-box-data.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';
import { boxDataNow } from '../box-data/box-data-kept.js';
import { planEnemyStage } from '../engine/memory/enemy/enemy-stage.js';
import { withDieFaces } from './app-dice-faces.js';
import { findPlay } from './play-rows.js';
import { loadState } from './read-play.js';
import { withBoxCardNews } from './box-cards.js';

/**
 * The enemy phase's cards kept as box data (UNK-5, UNK-6, UNK-7), and the preview of
 * the enemy step due now. Applying the step goes through `memory-play/apply-step`.
 */

type EnemyPhaseChannels =
  | 'memory-play/preview-enemy-step'
  | 'box-data/save-enemy-card'
  | 'box-data/remove-enemy-card'
  | 'box-data/save-reinforcement-card'
  | 'box-data/remove-reinforcement-card'
  | 'box-data/save-event-card'
  | 'box-data/remove-event-card';

/** A box-data command about enemy-phase cards: one recorded, undoable change (`memoryPlay.history.*`). */
function cardCommand<T>(ctx: HandlerContext, summaryKey: string, card: string, change: () => T): T {
  return ctx.areaCommand({ campaignId: null, category: 'box-data', summaryKey: `memoryPlay.history.${summaryKey}`, summaryParams: { card }, areas: [] }, change);
}

export const enemyPhaseHandlers: HandlerMap<EnemyPhaseChannels> = {
  'memory-play/preview-enemy-step': (ctx, { campaignId, playId, stage, input }) => {
    const { state } = loadState(ctx.db, findPlay(ctx.db, campaignId, playId));
    const boxData = boxDataNow(ctx.db);
    // DET-4, CMB-6: an app roll answered is drawn here as confirming will draw it (its die's faces from box data, UNK-1).
    const step = withDieFaces(state, withBoxCardNews(state, { kind: 'enemy-stage', stage, input: input as EnemyStageInput }, boxData.enemyCards), () => boxData.dice);
    const plan = planEnemyStage(state, step, boxData.dice);
    if (!plan.ok) failRefusal(plan.refusal);
    return plan.value.preview;
  },

  'box-data/save-enemy-card': (ctx, { previousGuardType, card }) => {
    cardCommand(ctx, 'enemyCardSaved', card.guardType, () => {
      // Checked inside the transaction, so two windows cannot both claim one guard type.
      if (card.guardType !== previousGuardType && readBoxData(ctx.db).enemyCards.some((other) => other.guardType === card.guardType)) {
        fail('invalid-request', `The ${card.guardType} already has an enemy card.`, { field: 'card.guardType' });
      }
      writeListItem(ctx.db, 'enemyCards', card, previousGuardType);
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-enemy-card': (ctx, { guardType }) => {
    cardCommand(ctx, 'enemyCardRemoved', guardType, () => {
      if (!removeListItem(ctx.db, 'enemyCards', guardType)) fail('not-found', `No enemy card is entered for ${guardType}.`, { field: 'guardType' });
    });
    return readBoxData(ctx.db);
  },

  'box-data/save-reinforcement-card': (ctx, { previous, card }) => {
    const previousKey = previous === null ? null : `${previous.assassins}.${previous.id}`;
    cardCommand(ctx, 'reinforcementCardSaved', `${card.assassins}/${card.id}`, () => {
      const deck = readBoxData(ctx.db).reinforcementCards.filter((other) => other.assassins === card.assassins && `${other.assassins}.${other.id}` !== previousKey);
      if (deck.some((other) => other.id === card.id)) fail('invalid-request', `The deck for ${card.assassins} assassins already has a card ${card.id}.`, { field: 'card.id' });
      // SET-4: a reinforcement deck is exactly 8 cards.
      if (deck.length >= REINFORCEMENT_DECK_SIZE) fail('invalid-request', `The deck for ${card.assassins} assassins already holds its ${REINFORCEMENT_DECK_SIZE} cards (SET-4).`, { field: 'card.assassins' });
      writeListItem(ctx.db, 'reinforcementCards', card, previousKey);
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-reinforcement-card': (ctx, { assassins, id }) => {
    cardCommand(ctx, 'reinforcementCardRemoved', `${assassins}/${id}`, () => {
      if (!removeListItem(ctx.db, 'reinforcementCards', `${assassins}.${id}`)) fail('not-found', `No card ${id} is entered in the deck for ${assassins} assassins.`, { field: 'id' });
    });
    return readBoxData(ctx.db);
  },

  'box-data/save-event-card': (ctx, { previousId, card }) => {
    cardCommand(ctx, 'eventCardSaved', card.id, () => {
      if (card.id !== previousId && readBoxData(ctx.db).eventCards.some((other) => other.id === card.id)) fail('invalid-request', `Another event card already has the id ${card.id}.`, { field: 'card.id' });
      writeListItem(ctx.db, 'eventCards', card, previousId);
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-event-card': (ctx, { id }) => {
    cardCommand(ctx, 'eventCardRemoved', id, () => {
      if (!removeListItem(ctx.db, 'eventCards', id)) fail('not-found', `No event card ${id} is entered.`, { field: 'id' });
    });
    return readBoxData(ctx.db);
  },
};
