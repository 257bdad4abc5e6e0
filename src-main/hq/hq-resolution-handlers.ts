import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { hqResolutionChannels } from '../../shared/hq/hq-resolution-channels.js';
import { fail } from '../../shared/ipc/errors.js';
import type { RuleProblem } from '../../shared/campaigns/party-setup.js';
import { checkAllyCardAgainstPack, checkBlueprintAgainstPack, checkContractAgainstPack } from '../../shared/hq/hq-contract-cards.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';
import { gainBlueprint } from './contract-summary.js';
import { clearResolvedPlace } from './clear-place.js';
import {
  readResolution,
  resolveCommandRoom,
  resolveHospital,
  resolveShop,
  resolveWorkshop,
  type ResolutionContext,
} from './resolution.js';

type HqResolutionChannels = keyof typeof hqResolutionChannels;

/** History lines are message keys of src-renderer/screens/hq/resolution/hq-resolution.*.json (`history`). */
const key = (name: string) => `hqResolution.history.${name}`;

function resolutionContext(ctx: HandlerContext): ResolutionContext {
  return { db: ctx.db, pack: ctx.pack, boxData: readBoxData(ctx.db), now: ctx.now(), clearPlace: clearResolvedPlace };
}

/** One recorded command of the resolution, its history line worded from the outcome (built or not, contract won or lost). */
function resolutionCommand<T>(ctx: HandlerContext, campaignId: number, summary: (result: T) => { name: string; params: Record<string, string | number> }, change: () => T): T {
  const describe = (value: T) => {
    const { name, params } = summary(value);
    return { summaryKey: key(name), summaryParams: params };
  };
  const result = ctx.command({ campaignId, category: 'campaign', summaryKey: key('pending'), describe }, change);
  ctx.emit('campaign/progress-changed', { campaignId });
  return result;
}

const boxDataCommand = (name: string, summaryParams: Record<string, string | number>) => ({
  campaignId: null,
  category: 'box-data' as const,
  summaryKey: key(name),
  summaryParams,
});

function refuse(problem: RuleProblem | null): void {
  if (problem) fail('rule-violation', problem.message, { field: problem.field, rule: problem.rule });
}

export const hqResolutionHandlers: HandlerMap<HqResolutionChannels> = {
  'hq/get-resolution': (ctx, { campaignId }) => readResolution(resolutionContext(ctx), campaignId),

  'hq/gain-blueprint': (ctx, { campaignId, blueprintId }) => {
    const rc = resolutionContext(ctx);
    resolutionCommand(ctx, campaignId, () => ({ name: 'blueprintGained', params: { blueprint: blueprintId } }), () => gainBlueprint(ctx.db, campaignId, blueprintId, rc.boxData, ctx.pack));
    return readResolution(rc, campaignId);
  },

  'hq/resolve-hospital': (ctx, request) => {
    const rc = resolutionContext(ctx);
    resolutionCommand(ctx, request.campaignId, (r) => ({ name: 'hospitalResolved', params: { healed: r.healed } }), () => resolveHospital(rc, request));
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-workshop': (ctx, request) => {
    const rc = resolutionContext(ctx);
    resolutionCommand(
      ctx,
      request.campaignId,
      (r) => ({ name: r.built ? 'blueprintBuilt' : 'blueprintNotBuilt', params: { blueprint: r.blueprint ?? '—', removed: r.removed, discarded: r.discarded } }),
      () => resolveWorkshop(rc, request),
    );
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-shop': (ctx, request) => {
    const rc = resolutionContext(ctx);
    resolutionCommand(ctx, request.campaignId, (r) => ({ name: 'shopResolved', params: { kept: r.kept } }), () => resolveShop(rc, request));
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-command-room': (ctx, request) => {
    const rc = resolutionContext(ctx);
    resolutionCommand(
      ctx,
      request.campaignId,
      (r) => ({ name: r.outcome === 'success' ? 'contractCompleted' : 'contractFailed', params: { contract: r.position, hits: r.hits, needed: r.needed } }),
      () => resolveCommandRoom(rc, request),
    );
    return readResolution(rc, request.campaignId);
  },

  'box-data/save-contract': (ctx, { previousNumber, contract }) => {
    const existing = readBoxData(ctx.db).contracts;
    if (contract.number !== previousNumber && existing.some((c) => c.number === contract.number)) {
      fail('invalid-request', `Another contract already has the number ${contract.number}.`, { field: 'contract.number' });
    }
    refuse(checkContractAgainstPack(contract, ctx.pack.hq));
    ctx.command(boxDataCommand('contractSaved', { number: contract.number }), () =>
      writeListItem(ctx.db, 'contracts', contract, previousNumber === null ? null : String(previousNumber)),
    );
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/remove-contract': (ctx, { number }) => {
    if (!readBoxData(ctx.db).contracts.some((c) => c.number === number)) fail('not-found', `There is no contract ${number} in Box data.`, { field: 'number' });
    ctx.command(boxDataCommand('contractRemoved', { number }), () => removeListItem(ctx.db, 'contracts', String(number)));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/save-ally-card': (ctx, { card }) => {
    const character = ctx.pack.characters.find((c) => c.id === card.characterId);
    if (!character || (character.kind !== 'ally' && character.kind !== 'apprentice')) {
      fail('invalid-request', 'Brown cards belong to allies and apprentices.', { field: 'card.characterId' });
    }
    refuse(checkAllyCardAgainstPack(card, ctx.pack.hq));
    ctx.command(boxDataCommand('allyCardSaved', { character: character.name.en }), () => writeListItem(ctx.db, 'allyCards', card));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/remove-ally-card': (ctx, { characterId }) => {
    if (!readBoxData(ctx.db).allyCards.some((c) => c.characterId === characterId)) {
      fail('not-found', 'This brown card is not in Box data.', { field: 'characterId' });
    }
    const name = ctx.pack.characters.find((c) => c.id === characterId)?.name.en ?? characterId;
    ctx.command(boxDataCommand('allyCardRemoved', { character: name }), () => removeListItem(ctx.db, 'allyCards', characterId));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/save-blueprint': (ctx, { previousId, blueprint }) => {
    const existing = readBoxData(ctx.db).blueprints;
    if (blueprint.id !== previousId && existing.some((b) => b.id === blueprint.id)) {
      fail('invalid-request', `Another blueprint already has the id ${blueprint.id}.`, { field: 'blueprint.id' });
    }
    refuse(checkBlueprintAgainstPack(blueprint, ctx.pack.hq));
    ctx.command(boxDataCommand('blueprintSaved', { name: blueprint.name }), () => writeListItem(ctx.db, 'blueprints', blueprint, previousId));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },

  'box-data/remove-blueprint': (ctx, { id }) => {
    const blueprint = readBoxData(ctx.db).blueprints.find((b) => b.id === id);
    if (!blueprint) fail('not-found', `There is no blueprint ${id} in Box data.`, { field: 'id' });
    ctx.command(boxDataCommand('blueprintRemoved', { name: blueprint.name }), () => removeListItem(ctx.db, 'blueprints', id));
    ctx.emit('box-data/changed', {});
    return readBoxData(ctx.db);
  },
};
