import type { Db } from '../db/open-save.js';
import type { Region } from '../../shared/exploration/region-box-data.js';
import type { ExplorationView, GaugeView, JourneyLine, LocationView, NextMove, StartOption } from '../../shared/exploration/exploration.js';
import {
  checkForge,
  checkHealer,
  checkJourney,
  checkJump,
  checkStart,
  nextGaugeBox,
  noRegion,
  paymentOptions,
} from '../../shared/exploration/exploration-rules.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { endOfMemoryDone } from './end-of-memory.js';
import {
  clueCards,
  latestAttempt,
  latestPhase,
  openPhase,
  phaseFacts,
  readCampaign,
  regionContext,
  toPhaseView,
  type JourneyRow,
  type RegionContext,
} from './exploration-rows.js';

/** EXP-1, EXP-3: whether a phase may start now, and where. */
export function startOption(db: Db, campaignId: number, region: Region | null): StartOption {
  const campaign = readCampaign(db, campaignId);
  const last = latestAttempt(db, campaignId);
  const refusal = checkStart({
    isApocalypse: campaign.box === 'apocalypse',
    lastAttempt: last,
    phaseAfterLastAttempt:
      last !== null && db.prepare('SELECT 1 FROM exploration_phases WHERE campaign_id = ? AND after_attempt_id = ?').get(campaignId, last.id) !== undefined,
    openPhase: openPhase(db, campaignId) !== undefined,
    endOfMemoryDone: campaign.box === 'apocalypse' && endOfMemoryDone(db, campaignId),
  });
  return {
    allowed: refusal === null,
    refusal,
    fixedStartLocation: last && region ? memoryLocation(db, campaignId, region.id, last.memoryId) : null,
    afterMemoryId: last?.memoryId ?? null,
    cubes: region?.journeySlots ?? 0,
  };
}

/** EXP-3: where the memory's black sticker is on this region's map, if it is. */
export function memoryLocation(db: Db, campaignId: number, regionId: string, memoryId: string): number | null {
  const row = db
    .prepare('SELECT location FROM exploration_memory_stickers WHERE campaign_id = ? AND region_id = ? AND memory_id = ?')
    .get(campaignId, regionId, memoryId) as { location: number } | undefined;
  return row?.location ?? null;
}

function locationsOf(db: Db, campaignId: number, ctx: RegionContext): LocationView[] {
  const { region, map, progress } = ctx;
  const stickers = new Map(
    (db.prepare('SELECT location, sticker_code FROM exploration_stickers WHERE campaign_id = ? AND region_id = ?').all(campaignId, region.id) as {
      location: number;
      sticker_code: string | null;
    }[]).map((s) => [s.location, s.sticker_code]),
  );
  const memories = new Map(
    (db.prepare('SELECT location, memory_id FROM exploration_memory_stickers WHERE campaign_id = ? AND region_id = ?').all(campaignId, region.id) as {
      location: number;
      memory_id: string;
    }[]).map((m) => [m.location, m.memory_id]),
  );
  return region.locations.map((l) => ({
    number: l.number,
    symbol: l.symbol,
    healValue: l.healValue,
    cardNumber: l.cardNumber,
    stickerCode: l.stickerCode ?? stickers.get(l.number) ?? null,
    x: l.x,
    y: l.y,
    connections: [...(map.adjacency.get(l.number) ?? [])].sort((a, b) => a - b),
    stickerPlaced: stickers.has(l.number),
    activated: progress.activated.has(l.number),
    exhausted: progress.exhausted.has(l.number),
    memoryId: memories.get(l.number) ?? null,
  }));
}

function gaugeOf(db: Db, campaignId: number, ctx: RegionContext): GaugeView {
  const { gauge } = ctx.region;
  const ticks = db
    .prepare('SELECT box_index, hash_card FROM exploration_gauge_ticks WHERE campaign_id = ? AND region_id = ? ORDER BY id')
    .all(campaignId, ctx.region.id) as { box_index: number | null; hash_card: string | null }[];
  return {
    boxes: Array.from({ length: gauge.boxes }, (_, i) => ({
      index: i + 1,
      hashCard: gauge.hashBoxes.find((h) => h.box === i + 1)?.card ?? null,
      ticked: ctx.progress.tickedBoxes.has(i + 1),
    })),
    full: nextGaugeBox(gauge, ctx.progress.tickedBoxes) === null,
    overflowTicks: ticks.filter((t) => t.box_index === null).length,
    hashCardsTaken: ticks.flatMap((t) => (t.box_index !== null && t.hash_card !== null ? [{ box: t.box_index, card: t.hash_card }] : [])),
  };
}

const NO_PAYMENT = { cube: false, clueCards: [], gauge: false, gaugeCostsHealth: false };
const noRegionOption = { allowed: false, refusal: noRegion() };

/** `exploration/get`: the region map as the group's map shows it, and what they may do next. */
export function readExploration(db: Db, campaignId: number, requestedRegionId: string | null = null): ExplorationView {
  const campaign = readCampaign(db, campaignId);
  const regions = readBoxData(db).regions;
  const open = openPhase(db, campaignId);
  // A region asked for by id is shown even while a phase is open elsewhere (the printed
  // diary shows every region played); otherwise the open phase's region comes first.
  const requested = regions.some((r) => r.id === requestedRegionId) ? requestedRegionId : null;
  const regionId = requested ?? open?.region_id ?? latestPhase(db, campaignId)?.region_id ?? regions[0]?.id ?? null;
  const region = regions.find((r) => r.id === regionId) ?? null;
  const base = {
    campaignId,
    isApocalypse: campaign.box === 'apocalypse',
    regions: regions.map((r) => ({ id: r.id, name: r.name })),
    start: startOption(db, campaignId, region),
  };
  if (!region) {
    return {
      ...base,
      region: null,
      locations: [],
      connections: [],
      lines: [],
      gauge: null,
      phase: null,
      nextMoves: [],
      payment: NO_PAYMENT,
      healer: { ...noRegionOption, value: null },
      forge: noRegionOption,
    };
  }

  const ctx = regionContext(db, campaignId, region);
  const phaseRow = open?.region_id === region.id ? open : latestPhase(db, campaignId, region.id);
  const facts = phaseFacts(open?.region_id === region.id ? open : undefined);
  const lines = (
    db
      .prepare('SELECT id, phase_id, seq, from_location, to_location, payment, clue_card_name FROM exploration_journeys WHERE campaign_id = ? AND region_id = ? ORDER BY id')
      .all(campaignId, region.id) as JourneyRow[]
  ).map((j): JourneyLine => ({ id: j.id, phaseId: j.phase_id, seq: j.seq, from: j.from_location, to: j.to_location, payment: j.payment, clueCardName: j.clue_card_name }));

  const nextMoves: NextMove[] = [];
  if (facts) {
    const here = facts.currentLocation;
    for (const to of [...(ctx.map.adjacency.get(here) ?? [])].sort((a, b) => a - b)) {
      const refusal = checkJourney(ctx.map, facts, to);
      nextMoves.push({ to, kind: 'journey', allowed: refusal === null, refusal });
    }
    if (region.locations.find((l) => l.number === here)?.symbol === 'observation' && ctx.progress.activated.has(here)) {
      for (const l of region.locations) {
        if (l.symbol !== 'observation' || l.number === here || !ctx.progress.activated.has(l.number)) continue;
        const refusal = checkJump(ctx.map, facts, ctx.progress, l.number);
        nextMoves.push({ to: l.number, kind: 'jump', allowed: refusal === null, refusal });
      }
    }
  }

  const clues = clueCards(db, campaignId);
  const options = facts ? paymentOptions({ cubesLeft: facts.cubesLeft, clueCardIds: clues.map((c) => c.id), gauge: region.gauge, tickedBoxes: ctx.progress.tickedBoxes }) : null;
  const healerRefusal = checkHealer(ctx.map, facts);
  const forgeRefusal = checkForge(ctx.map, facts, ctx.progress);
  const here = facts ? region.locations.find((l) => l.number === facts.currentLocation) : undefined;

  return {
    ...base,
    region: { id: region.id, name: region.name, journeySlots: region.journeySlots },
    locations: locationsOf(db, campaignId, ctx),
    connections: region.connections,
    lines,
    gauge: gaugeOf(db, campaignId, ctx),
    phase: phaseRow ? toPhaseView(db, phaseRow) : null,
    nextMoves,
    payment: options ? { cube: options.cube, clueCards: options.clue ? clues : [], gauge: options.gauge, gaugeCostsHealth: options.gaugeCostsHealth } : NO_PAYMENT,
    healer: { allowed: healerRefusal === null, refusal: healerRefusal, value: here?.symbol === 'healer' ? here.healValue : null },
    forge: { allowed: forgeRefusal === null, refusal: forgeRefusal },
  };
}
