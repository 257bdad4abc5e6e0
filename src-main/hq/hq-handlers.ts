import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import type { hqChannels } from '../../shared/hq/hq-channels.js';
import type { HqPlace, HqView } from '../../shared/hq/hq.js';
import { buildHqView } from './hq-view.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { blueprintParams } from './blueprint-params.js';
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

/**
 * What the HQ's commands change besides the HQ board: the boards (health, bagged cards,
 * the main hall, the HQ level their skills read) and, for the unlock, the campaign and its
 * diary (the HQ established).
 */
const HQ_AND_BOARDS: CampaignArea[] = ['hq', 'boards'];
const HQ_ONLY: CampaignArea[] = ['hq'];

/** The history line of an HQ command (`hq.history.<name>`), its parameters taken from the command's result. */
function historyLine<T>(name: string, params: (result: T) => Record<string, string | number> = () => ({})) {
  const summaryKey = `hq.history.${name}`;
  return { category: 'campaign' as const, summaryKey, describe: (result: T) => ({ summaryKey, summaryParams: params(result) }) };
}

const named = ({ name }: { name: string }) => ({ name });

/** Every HQ command answers the new view. */
const view = (ctx: HandlerContext, campaignId: number): HqView => buildHqView(ctx.db, ctx.pack, campaignId);

export const hqHandlers: HandlerMap<HqChannels> = {
  'hq/get': (ctx, { campaignId }) => view(ctx, campaignId),

  'hq/unlock': (ctx, { campaignId, version }) => {
    const areas: CampaignArea[] = ['campaign', 'diary', 'boards', 'hq'];
    ctx.areaCommand({ campaignId, areas, ...historyLine(version === 'courtesan' ? 'unlockedCourtesan' : 'unlockedMercenary') }, () =>
      unlockHq(ctx.db, campaignId, version, ctx.now()),
    );
    return view(ctx, campaignId);
  },

  // The first assignment brings the contract deck, and with it the HQ level the boards' skills read.
  'hq/start-assignment': (ctx, { campaignId }) => {
    ctx.areaCommand({ campaignId, areas: HQ_AND_BOARDS, ...historyLine('assignmentStarted') }, () => startAssignment(ctx.db, ctx.pack, campaignId, ctx.now()));
    return view(ctx, campaignId);
  },

  'hq/place': (ctx, { campaignId, miniature, place }) => {
    ctx.areaCommand({ campaignId, areas: HQ_AND_BOARDS, ...historyLine(PLACED_KEYS[place], named) }, () => placeMiniature(ctx.db, ctx.pack, campaignId, miniature, place));
    return view(ctx, campaignId);
  },

  'hq/remove': (ctx, { campaignId, miniature }) => {
    ctx.areaCommand({ campaignId, areas: HQ_AND_BOARDS, ...historyLine('removed', named) }, () => removeMiniature(ctx.db, ctx.pack, campaignId, miniature));
    return view(ctx, campaignId);
  },

  'hq/hospitalise': (ctx, { campaignId, memberId, baggedCardId }) => {
    ctx.areaCommand({ campaignId, areas: HQ_AND_BOARDS, ...historyLine('hospitalised', named) }, () =>
      hospitalise(ctx.db, ctx.pack, campaignId, memberId, baggedCardId),
    );
    return view(ctx, campaignId);
  },

  'hq/choose-blueprint': (ctx, { campaignId, blueprintId }) => {
    ctx.areaCommand({ campaignId, areas: HQ_ONLY, ...historyLine('blueprintChosen', () => blueprintParams({ boxData: readBoxData(ctx.db), pack: ctx.pack }, blueprintId)) }, () =>
      chooseBlueprint(ctx.db, campaignId, blueprintId),
    );
    return view(ctx, campaignId);
  },

  'hq/reveal-contract': (ctx, { campaignId }) => {
    ctx.areaCommand({ campaignId, areas: HQ_ONLY, ...historyLine('contractRevealed') }, () => revealContract(ctx.db, campaignId));
    return view(ctx, campaignId);
  },

  'hq/finish-assignment': (ctx, { campaignId }) => {
    ctx.areaCommand({ campaignId, areas: HQ_ONLY, ...historyLine('assignmentFinished') }, () => finishAssignment(ctx.db, ctx.pack, campaignId, ctx.now()));
    return view(ctx, campaignId);
  },

  'hq/use-medicine': (ctx, { campaignId, cardId, memberId, health }) => {
    const line = historyLine('medicineUsed', ({ name, card }: { name: string; card: string }) => ({ name, card, health }));
    ctx.areaCommand({ campaignId, areas: HQ_AND_BOARDS, ...line }, () => useMedicine(ctx.db, ctx.pack, campaignId, cardId, memberId, health));
    return view(ctx, campaignId);
  },
};
