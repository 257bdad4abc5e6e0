import type { HandlerContext, HandlerMap } from '../dispatch/handler-context.js';
import type { CampaignArea } from '../../shared/ipc/events.js';
import type { hqResolutionChannels } from '../../shared/hq/hq-resolution-channels.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import { checkAllyCardAgainstPack, checkBlueprintAgainstPack, checkContractAgainstPack } from '../../shared/hq/hq-contract-cards.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';
import { gainBlueprint } from './contract-summary.js';
import { blueprintParams } from './blueprint-params.js';
import type { ResolutionContext } from './resolution.js';
import { readResolution } from './resolution-view.js';
import { resolveCommandRoom } from './resolve-command-room.js';
import { resolveHospital } from './resolve-hospital.js';
import { resolveShop } from './resolve-shop.js';
import { resolveWorkshop } from './resolve-workshop.js';

type HqResolutionChannels = keyof typeof hqResolutionChannels;

/** History lines are message keys of src-renderer/screens/hq/resolution/hq-resolution.*.json (`history`). */
const key = (name: string) => `hqResolution.history.${name}`;

function resolutionContext(ctx: HandlerContext): ResolutionContext {
  return { db: ctx.db, pack: ctx.pack, boxData: readBoxData(ctx.db), now: ctx.now() };
}

/** The history line of a resolution command, worded from its outcome (built or not, contract won or lost). */
function historyLine<T>(summary: (result: T) => { name: string; params: Record<string, string | number> }) {
  return {
    category: 'campaign' as const,
    summaryKey: key('pending'),
    describe: (result: T) => {
      const { name, params } = summary(result);
      return { summaryKey: key(name), summaryParams: params };
    },
  };
}

/**
 * A resolved building changes the boards too: the hospital heals, the workshop and the shop
 * move cards, and the command room's contract sets the HQ level their skills read (and
 * records its roll).
 */
const RESOLVED: CampaignArea[] = ['hq', 'boards'];

const boxDataLine = (name: string, summaryParams: Record<string, string | number>) => ({
  campaignId: null,
  category: 'box-data' as const,
  summaryKey: key(name),
  summaryParams,
  areas: [],
});

function refuse(refusal: Refusal | null): void {
  if (refusal) failRefusal(refusal);
}

export const hqResolutionHandlers: HandlerMap<HqResolutionChannels> = {
  'hq/get-resolution': (ctx, { campaignId }) => readResolution(resolutionContext(ctx), campaignId),

  'hq/gain-blueprint': (ctx, { campaignId, blueprintId }) => {
    const rc = resolutionContext(ctx);
    ctx.areaCommand({ campaignId, areas: ['hq'], ...historyLine(() => ({ name: 'blueprintGained', params: blueprintParams(rc, blueprintId) })) }, () =>
      gainBlueprint(ctx.db, campaignId, blueprintId, rc.boxData, ctx.pack),
    );
    return readResolution(rc, campaignId);
  },

  'hq/resolve-hospital': (ctx, request) => {
    const rc = resolutionContext(ctx);
    const line = historyLine((r: { healed: number }) => ({ name: 'hospitalResolved', params: { healed: r.healed } }));
    ctx.areaCommand({ campaignId: request.campaignId, areas: RESOLVED, ...line }, () => resolveHospital(rc, request));
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-workshop': (ctx, request) => {
    const rc = resolutionContext(ctx);
    const line = historyLine((r: ReturnType<typeof resolveWorkshop>) => ({
      name: r.built ? 'blueprintBuilt' : 'blueprintNotBuilt',
      params: { ...(r.blueprintId === null ? { blueprint: '—' } : blueprintParams(rc, r.blueprintId)), removed: r.removed, discarded: r.discarded },
    }));
    ctx.areaCommand({ campaignId: request.campaignId, areas: RESOLVED, ...line }, () => resolveWorkshop(rc, request));
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-shop': (ctx, request) => {
    const rc = resolutionContext(ctx);
    const line = historyLine((r: { kept: number }) => ({ name: 'shopResolved', params: { kept: r.kept } }));
    ctx.areaCommand({ campaignId: request.campaignId, areas: RESOLVED, ...line }, () => resolveShop(rc, request));
    return readResolution(rc, request.campaignId);
  },

  'hq/resolve-command-room': (ctx, request) => {
    const rc = resolutionContext(ctx);
    const line = historyLine((r: ReturnType<typeof resolveCommandRoom>) => ({
      name: r.outcome === 'success' ? 'contractCompleted' : 'contractFailed',
      params: { contract: r.position, hits: r.hits, needed: r.needed },
    }));
    ctx.areaCommand({ campaignId: request.campaignId, areas: [...RESOLVED, 'dice'], ...line }, () => resolveCommandRoom(rc, request));
    return readResolution(rc, request.campaignId);
  },

  // The checks that decide a box-data write run inside its transaction: nothing can
  // change the list between the check and the write.
  'box-data/save-contract': (ctx, { previousNumber, contract }) => {
    ctx.areaCommand(boxDataLine('contractSaved', { number: contract.number }), () => {
      const existing = readBoxData(ctx.db).contracts;
      if (contract.number !== previousNumber && existing.some((c) => c.number === contract.number)) {
        fail('invalid-request', `Another contract already has the number ${contract.number}.`, { field: 'contract.number' });
      }
      refuse(checkContractAgainstPack(contract, ctx.pack.hq));
      writeListItem(ctx.db, 'contracts', contract, previousNumber === null ? null : String(previousNumber));
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-contract': (ctx, { number }) => {
    ctx.areaCommand(boxDataLine('contractRemoved', { number }), () => {
      if (!readBoxData(ctx.db).contracts.some((c) => c.number === number)) fail('not-found', `There is no contract ${number} in Box data.`, { field: 'number' });
      removeListItem(ctx.db, 'contracts', String(number));
    });
    return readBoxData(ctx.db);
  },

  'box-data/save-ally-card': (ctx, { card }) => {
    const character = ctx.pack.characters.find((c) => c.id === card.characterId);
    if (!character || (character.kind !== 'ally' && character.kind !== 'apprentice')) {
      fail('invalid-request', 'Brown cards belong to allies and apprentices.', { field: 'card.characterId' });
    }
    refuse(checkAllyCardAgainstPack(card, ctx.pack.hq));
    ctx.areaCommand(boxDataLine('allyCardSaved', { character: character.name.en }), () => writeListItem(ctx.db, 'allyCards', card));
    return readBoxData(ctx.db);
  },

  'box-data/remove-ally-card': (ctx, { characterId }) => {
    const name = ctx.pack.characters.find((c) => c.id === characterId)?.name.en ?? characterId;
    ctx.areaCommand(boxDataLine('allyCardRemoved', { character: name }), () => {
      if (!readBoxData(ctx.db).allyCards.some((c) => c.characterId === characterId)) {
        fail('not-found', 'This brown card is not in Box data.', { field: 'characterId' });
      }
      removeListItem(ctx.db, 'allyCards', characterId);
    });
    return readBoxData(ctx.db);
  },

  'box-data/save-blueprint': (ctx, { previousId, blueprint }) => {
    ctx.areaCommand(boxDataLine('blueprintSaved', { name: blueprint.name }), () => {
      const existing = readBoxData(ctx.db).blueprints;
      if (blueprint.id !== previousId && existing.some((b) => b.id === blueprint.id)) {
        fail('invalid-request', `Another blueprint already has the id ${blueprint.id}.`, { field: 'blueprint.id' });
      }
      refuse(checkBlueprintAgainstPack(blueprint, ctx.pack.hq));
      writeListItem(ctx.db, 'blueprints', blueprint, previousId);
    });
    return readBoxData(ctx.db);
  },

  'box-data/remove-blueprint': (ctx, { id }) => {
    const line = historyLine((name: string) => ({ name: 'blueprintRemoved', params: { name } }));
    ctx.areaCommand({ campaignId: null, areas: [], ...line, category: 'box-data' }, () => {
      const blueprint = readBoxData(ctx.db).blueprints.find((b) => b.id === id);
      if (!blueprint) fail('not-found', `There is no blueprint ${id} in Box data.`, { field: 'id' });
      removeListItem(ctx.db, 'blueprints', id);
      return blueprint.name;
    });
    return readBoxData(ctx.db);
  },
};
