import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { hqChannels } from '../../shared/hq/hq-channels.js';
import type { HqView } from '../../shared/hq/hq.js';
import { buildHqView } from './hq-view.js';
import {
  chooseBlueprint,
  finishAssignment,
  hospitalise,
  placeMiniature,
  removeMiniature,
  revealContract,
  startAssignment,
  unlockHq,
  useMedicine,
} from './hq-commands.js';
import { readHqState, toBoardFacts } from './hq-state.js';
import { miniatureName } from '../../shared/hq/hq-placement-rules.js';
import { assassinName, findMember, readBoardState } from '../boards/read-boards.js';
import { findCard } from '../boards/board-cards.js';
import type { HqPlace, MiniatureId } from '../../shared/hq/hq.js';

type HqChannels = keyof typeof hqChannels;

/** One history sentence per place, so it reads in the players' language. */
const PLACED_KEYS: Record<HqPlace, string> = {
  'memory-group': 'placedMemoryGroup',
  'hospital-patient': 'placedPatient',
  'hospital-caregiver': 'placedCaregiver',
  workshop: 'placedWorkshop',
  shop: 'placedShop',
  'command-room': 'placedCommandRoom',
};

/** One recorded HQ command (history key `hq.history.<name>`); answers the new view and redraws the campaign. */
function hqCommand(ctx: HandlerContext, campaignId: number, name: string, params: Record<string, string | number>, change: () => unknown): HqView {
  ctx.command({ campaignId, category: 'campaign', summaryKey: `hq.history.${name}`, summaryParams: params }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  return buildHqView(ctx.db, ctx.pack, campaignId);
}

/** A miniature's name for the history (assassins and Ezio are proper names; allies and apprentices by number). */
function nameFor(ctx: HandlerContext, campaignId: number, miniature: MiniatureId): string {
  const state = readHqState(ctx.db, campaignId);
  if (!state.hq) return miniature;
  return miniatureName(miniature, toBoardFacts(state, ctx.pack).members);
}

const memberName = (ctx: HandlerContext, campaignId: number, memberId: number) =>
  assassinName(ctx.pack, findMember(readBoardState(ctx.db, campaignId), memberId).character_id);

export const hqHandlers: HandlerMap<HqChannels> = {
  'hq/get': (ctx, { campaignId }) => buildHqView(ctx.db, ctx.pack, campaignId),

  'hq/unlock': (ctx, { campaignId, version }) =>
    hqCommand(ctx, campaignId, version === 'courtesan' ? 'unlockedCourtesan' : 'unlockedMercenary', {}, () => unlockHq(ctx.db, campaignId, version, ctx.now())),

  'hq/start-assignment': (ctx, { campaignId }) =>
    hqCommand(ctx, campaignId, 'assignmentStarted', {}, () => startAssignment(ctx.db, ctx.pack, campaignId, ctx.now())),

  'hq/place': (ctx, { campaignId, miniature, place }) =>
    hqCommand(ctx, campaignId, PLACED_KEYS[place], { name: nameFor(ctx, campaignId, miniature) }, () =>
      placeMiniature(ctx.db, ctx.pack, campaignId, miniature, place),
    ),

  'hq/remove': (ctx, { campaignId, miniature }) =>
    hqCommand(ctx, campaignId, 'removed', { name: nameFor(ctx, campaignId, miniature) }, () => removeMiniature(ctx.db, ctx.pack, campaignId, miniature)),

  'hq/hospitalise': (ctx, { campaignId, memberId, baggedCardId }) =>
    hqCommand(ctx, campaignId, 'hospitalised', { name: memberName(ctx, campaignId, memberId) }, () =>
      hospitalise(ctx.db, ctx.pack, campaignId, memberId, baggedCardId),
    ),

  'hq/choose-blueprint': (ctx, { campaignId, blueprintId }) =>
    hqCommand(ctx, campaignId, 'blueprintChosen', { blueprint: blueprintId }, () => chooseBlueprint(ctx.db, campaignId, blueprintId)),

  'hq/reveal-contract': (ctx, { campaignId }) => hqCommand(ctx, campaignId, 'contractRevealed', {}, () => revealContract(ctx.db, campaignId)),

  'hq/finish-assignment': (ctx, { campaignId }) =>
    hqCommand(ctx, campaignId, 'assignmentFinished', {}, () => finishAssignment(ctx.db, ctx.pack, campaignId, ctx.now())),

  'hq/use-medicine': (ctx, { campaignId, cardId, memberId, health }) => {
    const card = findCard(readBoardState(ctx.db, campaignId), cardId).name;
    return hqCommand(ctx, campaignId, 'medicineUsed', { name: memberName(ctx, campaignId, memberId), card, health }, () =>
      useMedicine(ctx.db, ctx.pack, campaignId, cardId, memberId, health),
    );
  },
};
