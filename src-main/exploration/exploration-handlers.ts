import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { explorationChannels } from '../../shared/exploration/exploration-channels.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { readExploration } from './read-exploration.js';
import { endPhase, forge, journey, jump, recordCardOutcome, resolveLocation, startPhase, useHealer } from './phase-commands.js';
import { removeExplorationCode, removeRegion, saveExplorationCode, saveRegion, saveRegionLocation } from './region-data.js';
import { findRegion } from './exploration-rows.js';
import { cardSummary, endGivesA24, forgeSummary, healerSummary, journeySummary, jumpSummary, resolveSummary } from './summaries.js';

type ExplorationChannels = keyof typeof explorationChannels;

/** Every exploration command is one recorded, undoable step (`exploration.history.*`). */
function explorationCommand<T>(ctx: HandlerContext, campaignId: number, key: string, params: Record<string, string | number>, change: () => T): T {
  const result = ctx.command({ campaignId, category: 'campaign', summaryKey: `exploration.history.${key}`, summaryParams: params }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  return result;
}

function boxDataCommand(ctx: HandlerContext, key: string, params: Record<string, string | number>, change: () => void) {
  ctx.command({ campaignId: null, category: 'box-data', summaryKey: `exploration.history.${key}`, summaryParams: params }, change);
  ctx.emit('box-data/changed', {});
  return readBoxData(ctx.db);
}

export const explorationHandlers: HandlerMap<ExplorationChannels> = {
  'exploration/get': (ctx, { campaignId, regionId }) => readExploration(ctx.db, campaignId, regionId),

  'exploration/start-phase': (ctx, { campaignId, regionId, startLocation }) => {
    const region = findRegion(ctx.db, regionId);
    explorationCommand(ctx, campaignId, 'phaseStarted', { region: region.name, location: startLocation }, () =>
      startPhase(ctx.db, campaignId, regionId, startLocation, ctx.now()),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/journey': (ctx, { campaignId, to, payment }) => {
    const { key, params } = journeySummary(ctx.db, campaignId, to, payment);
    explorationCommand(ctx, campaignId, key, params, () =>
      journey(ctx.db, ctx.pack, campaignId, to, payment),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/jump': (ctx, { campaignId, to }) => {
    explorationCommand(ctx, campaignId, 'jump', jumpSummary(ctx.db, campaignId, to), () => jump(ctx.db, campaignId, to));
    return readExploration(ctx.db, campaignId);
  },

  'exploration/resolve-location': (ctx, { campaignId, resolution }) => {
    const { key, params } = resolveSummary(ctx.db, campaignId, resolution);
    explorationCommand(ctx, campaignId, key, params, () =>
      resolveLocation(ctx.db, campaignId, resolution),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/record-card-outcome': (ctx, { campaignId, drawId, outcome }) => {
    explorationCommand(ctx, campaignId, 'cardOutcome', cardSummary(ctx.db, campaignId, drawId), () =>
      recordCardOutcome(ctx.db, ctx.pack, campaignId, drawId, outcome),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/use-healer': (ctx, { campaignId }) => {
    explorationCommand(ctx, campaignId, 'healerUsed', healerSummary(ctx.db, campaignId), () => useHealer(ctx.db, ctx.pack, campaignId));
    return readExploration(ctx.db, campaignId);
  },

  'exploration/forge': (ctx, request) => {
    const { campaignId, blueprintCardId, blueprintName, crafted } = request;
    explorationCommand(ctx, campaignId, 'forged', forgeSummary(ctx.db, campaignId, blueprintCardId, blueprintName, crafted.name), () =>
      forge(ctx.db, campaignId, request),
    );
    return readExploration(ctx.db, campaignId);
  },

  'exploration/end-phase': (ctx, { campaignId, bagMemberId }) => {
    // EXP-END-2: the entry says whether A#24 was given.
    const key = endGivesA24(ctx.db, campaignId) ? 'phaseEndedWithBonusCard' : 'phaseEnded';
    explorationCommand(ctx, campaignId, key, {}, () => endPhase(ctx.db, campaignId, bagMemberId));
    return readExploration(ctx.db, campaignId);
  },

  'box-data/save-region': (ctx, { previousId, region }) =>
    boxDataCommand(ctx, 'regionSaved', { name: region.name }, () => saveRegion(ctx.db, previousId, region)),

  'box-data/save-region-location': (ctx, { regionId, previousNumber, location, connections }) =>
    boxDataCommand(ctx, 'regionLocationSaved', { region: regionId, location: location.number }, () =>
      void saveRegionLocation(ctx.db, regionId, previousNumber, location, connections),
    ),

  'box-data/remove-region': (ctx, { id }) => {
    const name = readBoxData(ctx.db).regions.find((r) => r.id === id)?.name ?? id;
    return boxDataCommand(ctx, 'regionRemoved', { name }, () => void removeRegion(ctx.db, id));
  },

  'box-data/save-exploration-code': (ctx, { previousCode, entry }) =>
    boxDataCommand(ctx, 'explorationCodeSaved', { code: entry.code }, () => saveExplorationCode(ctx.db, previousCode, entry)),

  'box-data/remove-exploration-code': (ctx, { code }) =>
    boxDataCommand(ctx, 'explorationCodeRemoved', { code }, () => removeExplorationCode(ctx.db, code)),
};
