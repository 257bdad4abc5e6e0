import type { HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import type { explorationChannels } from '../../shared/exploration/exploration-channels.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { boxDataSummary } from '../box-data/box-data-summary.js';
import { readExploration } from './read-exploration.js';
import { endPhase, forge, journey, jump, recordCardOutcome, resolveLocation, startPhase, useHealer, type JourneyDone } from './phase-commands.js';
import { removeExplorationCode, removeRegion, saveExplorationCode, saveRegion, saveRegionLocation } from './region-data.js';

type ExplorationChannels = keyof typeof explorationChannels;

/** The map alone; commands that also touch health or the plastic bags change the boards. */
const MAP: CampaignArea[] = ['exploration'];
const MAP_AND_BOARDS: CampaignArea[] = ['exploration', 'boards'];

/**
 * An exploration history line (`exploration.history.*`). Every phase command words its line
 * from what it did (`describe`), so nothing is read before it runs.
 */
const historyKey = (key: string) => `exploration.history.${key}`;
const line = (key: string, summaryParams: Record<string, string | number> = {}) => ({ summaryKey: historyKey(key), summaryParams });

/** EXP-4, THR-2: the line says how the journey was paid (a tick on a full gauge costs health). */
const JOURNEY_KEYS: Record<JourneyDone['payment'], string> = {
  cube: 'journeyCube',
  clue: 'journeyClue',
  gauge: 'journeyGauge',
  'gauge-full-health': 'journeyGaugeFull',
  'free-jump': 'jump',
};

const RESOLVED_KEYS = {
  encounter: 'resolvedEncounter',
  ruins: 'resolvedRuins',
  'mystery-or-memory': 'resolvedMysteryOrMemory',
  narrative: 'resolvedNarrative',
} as const;

const moved = (done: JourneyDone) => line(JOURNEY_KEYS[done.payment], { from: done.from, to: done.to });

export const explorationHandlers: HandlerMap<ExplorationChannels> = {
  'exploration/get': (ctx, { campaignId, regionId }) => readExploration(ctx.db, campaignId, regionId),

  'exploration/start-phase': (ctx, { campaignId, regionId, startLocation }) => {
    const describe = (region: string) => line('phaseStarted', { region, location: startLocation });
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('phaseStarted'), describe, areas: MAP }, () =>
      startPhase(ctx.db, campaignId, regionId, startLocation, ctx.now()),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/journey': (ctx, { campaignId, to, payment }) => {
    // A cube pays from the phase alone; a clue card is used up and a full gauge costs health (CLUE-1, THR-2).
    const areas = payment.method === 'cube' ? MAP : MAP_AND_BOARDS;
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('journeyCube'), describe: moved, areas }, () => journey(ctx.db, campaignId, to, payment));
    return readExploration(ctx.db, campaignId);
  },

  'exploration/jump': (ctx, { campaignId, to }) => {
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('jump'), describe: moved, areas: MAP }, () => jump(ctx.db, campaignId, to));
    return readExploration(ctx.db, campaignId);
  },

  'exploration/resolve-location': (ctx, { campaignId, resolution }) => {
    const key = RESOLVED_KEYS[resolution.symbol];
    ctx.areaCommand({ campaignId, category: 'campaign', ...line(key), describe: ({ location }) => line(key, { location }), areas: MAP }, () =>
      resolveLocation(ctx.db, campaignId, resolution),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/record-card-outcome': (ctx, { campaignId, drawId, outcome }) => {
    const describe = (card: string) => line('cardOutcome', { card });
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('cardOutcome'), describe, areas: MAP_AND_BOARDS }, () =>
      recordCardOutcome(ctx.db, ctx.pack, campaignId, drawId, outcome),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/use-healer': (ctx, { campaignId }) => {
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('healerUsed'), describe: (healed) => line('healerUsed', healed), areas: MAP_AND_BOARDS }, () =>
      useHealer(ctx.db, campaignId),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/forge': (ctx, request) => {
    const { campaignId } = request;
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('forged'), describe: (crafted) => line('forged', crafted), areas: MAP_AND_BOARDS }, () =>
      forge(ctx.db, ctx.pack, campaignId, request),
    );
    return readExploration(ctx.db, campaignId);
  },

  // EXP-END-2: the line says whether A#24 was given.
  'exploration/end-phase': (ctx, { campaignId, bagMemberId }) => {
    const describe = ({ a24Given }: { a24Given: boolean }) => line(a24Given ? 'phaseEndedWithBonusCard' : 'phaseEnded');
    ctx.areaCommand({ campaignId, category: 'campaign', ...line('phaseEnded'), describe, areas: MAP_AND_BOARDS }, () => endPhase(ctx.db, campaignId, bagMemberId));
    return readExploration(ctx.db, campaignId);
  },

  'box-data/save-region': (ctx, { previousId, region }) => {
    ctx.areaCommand(boxDataSummary(historyKey('regionSaved'), { name: region.name }), () => saveRegion(ctx.db, previousId, region));
    return readBoxData(ctx.db);
  },

  'box-data/save-region-location': (ctx, { regionId, previousNumber, location, connections }) => {
    ctx.areaCommand(boxDataSummary(historyKey('regionLocationSaved'), { region: regionId, location: location.number }), () =>
      saveRegionLocation(ctx.db, regionId, previousNumber, location, connections),
    );
    return readBoxData(ctx.db);
  },

  'box-data/remove-region': (ctx, { id }) => {
    const name = readBoxData(ctx.db).regions.find((r) => r.id === id)?.name ?? id;
    ctx.areaCommand(boxDataSummary(historyKey('regionRemoved'), { name }), () => removeRegion(ctx.db, id));
    return readBoxData(ctx.db);
  },

  'box-data/save-exploration-code': (ctx, { previousCode, entry }) => {
    ctx.areaCommand(boxDataSummary(historyKey('explorationCodeSaved'), { code: entry.code }), () => saveExplorationCode(ctx.db, previousCode, entry));
    return readBoxData(ctx.db);
  },

  'box-data/remove-exploration-code': (ctx, { code }) => {
    ctx.areaCommand(boxDataSummary(historyKey('explorationCodeRemoved'), { code }), () => removeExplorationCode(ctx.db, code));
    return readBoxData(ctx.db);
  },
};
