import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import type { RegionLocation } from '../../shared/exploration/region-box-data.js';
import type { CardOutcome, JourneyPayment, JourneyPaymentChoice, LocationResolution } from '../../shared/exploration/exploration.js';
import {
  A24_CARD,
  a24Due,
  activationOf,
  checkBagHolder,
  checkCardOutcome,
  checkForge,
  checkHealer,
  checkJourney,
  checkJump,
  checkStartLocation,
  decideResolution,
  needsResolution,
  planPayment,
} from '../../shared/exploration/exploration-rules.js';
import { assassinName } from '../boards/read-boards.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { changeAssassinHealth } from './assassin-health.js';
import { changeShaoJunHealth, readShaoJun } from './shao-jun.js';
import { clueCards, findRegion, latestAttempt, readCampaign, regionContext, requireOpenPhase, phaseFacts, type PhaseRow, type RegionContext } from './exploration-rows.js';
import { startOption } from './read-exploration.js';

/**
 * The exploration phase's commands (EXP-*, LOC-*, THR-*, EXC-*, EXP-END-*). Each reads the
 * facts, lets the exploration rules decide (exploration-rules.ts) and writes what they
 * accepted, inside the handler's one recorded transaction: a refusal throws before any
 * write, so nothing changes, and undo takes back exactly one step.
 */

function refuseIf(refusal: Refusal | null): void {
  if (refusal) failRefusal(refusal);
}

function locationAt(ctx: RegionContext, number: number): RegionLocation {
  const location = ctx.map.locations.get(number);
  if (!location) fail('not-found', `Location ${number} is not on the map of ${ctx.region.name}.`, { field: 'to', rule: 'UNK-28' });
  return location;
}

/** EXP-1, EXP-3: 3 cubes (CF-LIM-26, or what the map prints) at the completed memory's location. Returns the region's name. */
export function startPhase(db: Db, campaignId: number, regionId: string, startLocation: number, now: Date): string {
  readCampaign(db, campaignId);
  const region = findRegion(db, regionId);
  const option = startOption(db, campaignId, region);
  refuseIf(option.refusal);
  refuseIf(checkStartLocation(regionContext(db, campaignId, region).map, startLocation, option.fixedStartLocation));
  const after = latestAttempt(db, campaignId);
  db.prepare(
    `INSERT INTO exploration_phases (campaign_id, region_id, after_attempt_id, start_location, current_location, cubes_start, cubes_left, started_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(campaignId, region.id, after?.id ?? null, startLocation, startLocation, region.journeySlots, region.journeySlots, now.toISOString());
  return region.name;
}

function nextSeq(db: Db, phaseId: number): number {
  return (db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM exploration_journeys WHERE phase_id = ?').get(phaseId) as { seq: number }).seq;
}

/** EXP-4 steps 3 and 4: peel the sticker, light up LOC-5..7 locations, and ask for what the symbol needs. */
function arrive(db: Db, phase: PhaseRow, ctx: RegionContext, to: number): void {
  const location = locationAt(ctx, to);
  db.prepare('INSERT OR IGNORE INTO exploration_stickers (campaign_id, region_id, location, phase_id, sticker_code) VALUES (?, ?, ?, ?, ?)').run(
    phase.campaign_id,
    phase.region_id,
    to,
    phase.id,
    location.stickerCode,
  );
  const activation = activationOf(location);
  if (activation) {
    db.prepare('INSERT OR IGNORE INTO exploration_activations (campaign_id, region_id, location, kind, phase_id) VALUES (?, ?, ?, ?, ?)').run(
      phase.campaign_id,
      phase.region_id,
      to,
      activation,
      phase.id,
    );
  }
  const unresolved = needsResolution(location, ctx.progress.exhausted.has(to)) ? to : null;
  db.prepare('UPDATE exploration_phases SET current_location = ?, unresolved_location = ? WHERE id = ?').run(to, unresolved, phase.id);
}

/** THR-2: every assassin in play and Shao Jun lose 1 health; EXC-6: losing the last one while travelling eliminates. */
function everyoneLoses(db: Db, campaignId: number, amount: number): void {
  const members = db.prepare("SELECT id FROM party_members WHERE campaign_id = ? AND status = 'in-play' ORDER BY position, id").all(campaignId) as { id: number }[];
  for (const { id } of members) changeAssassinHealth(db, campaignId, id, -amount, { eliminateAtZero: true });
  changeShaoJunHealth(db, campaignId, -amount, 'exploration');
}

export interface JourneyDone {
  from: number;
  to: number;
  payment: JourneyPayment;
}

/**
 * EXP-4: a journey to a connected location, paid with a cube or a clue card (the players'
 * choice), or — with neither left — a tick on the threat gauge (THR-1: a `#` box gives its
 * card; THR-2: a full gauge costs everyone 1 health instead). Then the line, the sticker,
 * and the symbol.
 */
export function journey(db: Db, campaignId: number, to: number, choice: JourneyPaymentChoice): JourneyDone {
  const phase = requireOpenPhase(db, campaignId);
  const ctx = regionContext(db, campaignId, findRegion(db, phase.region_id));
  refuseIf(checkJourney(ctx.map, phaseFacts(phase), to));
  const clues = clueCards(db, campaignId);
  const planned = planPayment(choice, { cubesLeft: phase.cubes_left, clueCardIds: clues.map((c) => c.id), gauge: ctx.region.gauge, tickedBoxes: ctx.progress.tickedBoxes });
  if (!planned.ok) failRefusal(planned.refusal);
  const plan = planned.value;

  const clueName = plan.clueCardId === null ? null : clues.find((c) => c.id === plan.clueCardId)!.name;
  // CLUE-1, EXP-4: a clue card paying for a journey is used up.
  if (plan.clueCardId !== null) db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(plan.clueCardId);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO exploration_journeys (campaign_id, region_id, phase_id, seq, from_location, to_location, payment, clue_card_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(campaignId, phase.region_id, phase.id, nextSeq(db, phase.id), phase.current_location, to, plan.payment, clueName);
  if (plan.payment === 'gauge' || plan.payment === 'gauge-full-health') {
    db.prepare('INSERT INTO exploration_gauge_ticks (campaign_id, region_id, phase_id, journey_id, box_index, hash_card) VALUES (?, ?, ?, ?, ?, ?)').run(
      campaignId,
      phase.region_id,
      phase.id,
      Number(lastInsertRowid),
      plan.gaugeBox,
      plan.hashCard,
    );
  }
  // THR-1, SLOTX-1: the `#` card the box gives is listed with the cards drawn, so the players can record what it did.
  if (plan.hashCard !== null) draw(db, phase, to, 'hash', plan.hashCard);
  if (plan.payment === 'gauge-full-health') everyoneLoses(db, campaignId, 1);
  if (plan.cubesLeft !== phase.cubes_left) db.prepare('UPDATE exploration_phases SET cubes_left = ? WHERE id = ?').run(plan.cubesLeft, phase.id);
  arrive(db, phase, ctx, to);
  return { from: phase.current_location, to, payment: plan.payment };
}

/** LOC-5: a free jump between two activated observation points. */
export function jump(db: Db, campaignId: number, to: number): JourneyDone {
  const phase = requireOpenPhase(db, campaignId);
  const ctx = regionContext(db, campaignId, findRegion(db, phase.region_id));
  refuseIf(checkJump(ctx.map, phaseFacts(phase), ctx.progress, to));
  db.prepare(
    `INSERT INTO exploration_journeys (campaign_id, region_id, phase_id, seq, from_location, to_location, payment)
     VALUES (?, ?, ?, ?, ?, ?, 'free-jump')`,
  ).run(campaignId, phase.region_id, phase.id, nextSeq(db, phase.id), phase.current_location, to);
  arrive(db, phase, ctx, to);
  return { from: phase.current_location, to, payment: 'free-jump' };
}

function draw(db: Db, phase: PhaseRow, location: number, deck: 'encounter' | 'ruins' | 'mystery' | 'hash', card: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO exploration_draws (campaign_id, region_id, phase_id, location, deck, card) VALUES (?, ?, ?, ?, ?, ?)')
    .run(phase.campaign_id, phase.region_id, phase.id, location, deck, card);
  return Number(lastInsertRowid);
}

function exhaust(db: Db, phase: PhaseRow, location: number): void {
  db.prepare('INSERT OR IGNORE INTO exploration_exhausted (campaign_id, region_id, location, phase_id) VALUES (?, ?, ?, ?)').run(
    phase.campaign_id,
    phase.region_id,
    location,
    phase.id,
  );
}

/** LOC-4: the memories completed successfully, which are never played again. */
function wonMemories(db: Db, campaignId: number): Set<string> {
  const rows = db
    .prepare(
      `SELECT DISTINCT m.memory_id FROM memory_attempts a JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.campaign_id = ? AND a.outcome = 'success'`,
    )
    .all(campaignId) as { memory_id: string }[];
  return new Set(rows.map((r) => r.memory_id));
}

/** LOC-4: the memory stickers on the campaign's maps, by memory id. */
function placedMemories(db: Db, campaignId: number): Map<string, number> {
  const rows = db.prepare('SELECT memory_id, location FROM exploration_memory_stickers WHERE campaign_id = ?').all(campaignId) as { memory_id: string; location: number }[];
  return new Map(rows.map((r) => [r.memory_id, r.location]));
}

export interface Resolved {
  location: number;
  /** What the location turned out to be: the deck drawn from, or the memory found. */
  result: string;
}

/**
 * EXP-4 step 4: the location just reached is resolved as the rules decide
 * (decideResolution): a card drawn and the location exhausted, or the next memory's black
 * sticker placed (EXP-END-1: no journey until it is played).
 */
export function resolveLocation(db: Db, campaignId: number, resolution: LocationResolution): Resolved {
  const phase = requireOpenPhase(db, campaignId);
  const ctx = regionContext(db, campaignId, findRegion(db, phase.region_id));
  const number = phase.unresolved_location;
  const decision = decideResolution(
    {
      unresolved: number === null ? null : locationAt(ctx, number),
      table: readBoxData(db).explorationTable,
      wonMemories: wonMemories(db, campaignId),
      placedMemories: placedMemories(db, campaignId),
    },
    resolution,
  );
  if (!decision.ok) failRefusal(decision.refusal);
  const change = decision.value;
  if (change.code !== null) {
    db.prepare('UPDATE exploration_stickers SET sticker_code = ? WHERE campaign_id = ? AND region_id = ? AND location = ? AND sticker_code IS NOT ?').run(
      change.code,
      campaignId,
      phase.region_id,
      change.location,
      change.code,
    );
  }
  if (change.kind === 'draw') {
    draw(db, phase, change.location, change.deck, change.card);
    exhaust(db, phase, change.location);
    db.prepare('UPDATE exploration_phases SET unresolved_location = NULL WHERE id = ?').run(phase.id);
    return { location: change.location, result: change.deck };
  }
  db.prepare('INSERT INTO exploration_memory_stickers (campaign_id, region_id, location, memory_id, phase_id) VALUES (?, ?, ?, ?, ?)').run(
    campaignId,
    phase.region_id,
    change.location,
    change.memoryId,
    phase.id,
  );
  // EXP-END-1: the next memory is found; no journey (nor jump) until it is played.
  db.prepare('UPDATE exploration_phases SET unresolved_location = NULL, discovered_memory_id = ?, discovered_location = ? WHERE id = ?').run(
    change.memoryId,
    change.location,
    phase.id,
  );
  return { location: change.location, result: `memory ${change.memoryId}` };
}

/** The holder of a plastic bag named in a request; not-found when it is not a member of this campaign. */
function bagHolder(db: Db, pack: ContentPack, campaignId: number, memberId: number, field: string) {
  const member = db.prepare('SELECT character_id, status FROM party_members WHERE id = ? AND campaign_id = ?').get(memberId, campaignId) as
    | { character_id: string; status: 'in-play' | 'left' }
    | undefined;
  if (!member) fail('not-found', 'This assassin is not in this campaign.', { field });
  return { assassin: assassinName(pack, member.character_id), status: member.status };
}

interface DrawRecord {
  id: number;
  phase_id: number;
  card: string;
  outcome_json: string | null;
}

/**
 * EXC-1..6: what the players read on the card, applied at once: health per assassin (EXC-6:
 * the net change; losing the last health while travelling eliminates) and Shao Jun (SJ-4),
 * and the cards gained into an assassin's plastic bag (CLUE-1 for clue cards).
 */
export function recordCardOutcome(db: Db, pack: ContentPack, campaignId: number, drawId: number, outcome: CardOutcome): string {
  const phase = requireOpenPhase(db, campaignId);
  const record = db.prepare('SELECT id, phase_id, card, outcome_json FROM exploration_draws WHERE id = ? AND campaign_id = ?').get(drawId, campaignId) as
    | DrawRecord
    | undefined;
  if (!record) fail('not-found', 'This card was not drawn in this campaign.', { field: 'drawId' });
  const exists = new Set((db.prepare('SELECT id FROM party_members WHERE campaign_id = ?').all(campaignId) as { id: number }[]).map((m) => m.id));
  outcome.health.forEach((h, i) => {
    if (!exists.has(h.memberId)) fail('not-found', 'This assassin is not in this campaign.', { field: `outcome.health.${i}.memberId` });
  });
  const holders = new Map(outcome.cardsGained.map((c, i) => [c.memberId, bagHolder(db, pack, campaignId, c.memberId, `outcome.cardsGained.${i}.memberId`)]));
  refuseIf(
    checkCardOutcome(
      { card: record.card, inOpenPhase: record.phase_id === phase.id, recorded: record.outcome_json !== null, members: holders, shaoJunJoined: readShaoJun(db, campaignId).joined },
      outcome,
    ),
  );
  for (const h of outcome.health) if (h.delta !== 0) changeAssassinHealth(db, campaignId, h.memberId, h.delta, { eliminateAtZero: true });
  if (outcome.shaoJunDelta !== 0) changeShaoJunHealth(db, campaignId, outcome.shaoJunDelta, 'exploration');
  const insert = db.prepare(
    `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, kind, location, member_id, slot)
     VALUES (?, ?, NULL, 'none', 0, ?, 'bag', ?, NULL)`,
  );
  for (const card of outcome.cardsGained) insert.run(campaignId, card.name, card.kind, card.memberId);
  db.prepare('UPDATE exploration_draws SET outcome_json = ? WHERE id = ?').run(JSON.stringify(outcome), record.id);
  return record.card;
}

/** LOC-6, CF-LIM-29: the healer heals every assassin in play (and Shao Jun, SJ-4) by its value, never above the maximum. */
export function useHealer(db: Db, campaignId: number): { location: number; value: number } {
  const phase = requireOpenPhase(db, campaignId);
  const ctx = regionContext(db, campaignId, findRegion(db, phase.region_id));
  refuseIf(checkHealer(ctx.map, phaseFacts(phase)));
  const value = locationAt(ctx, phase.current_location).healValue ?? 0;
  const members = db.prepare("SELECT id FROM party_members WHERE campaign_id = ? AND status = 'in-play' ORDER BY position, id").all(campaignId) as { id: number }[];
  for (const { id } of members) changeAssassinHealth(db, campaignId, id, value);
  changeShaoJunHealth(db, campaignId, value, 'exploration');
  db.prepare('UPDATE exploration_phases SET healer_location = ? WHERE id = ?').run(phase.current_location, phase.id);
  return { location: phase.current_location, value };
}

export interface ForgeInput {
  blueprintCardId: number | null;
  blueprintName: string | null;
  crafted: { name: string; boxCardId: string | null; memberId: number };
}

/** LOC-7, HQ-WRK-9: a blueprint crafted at an activated forge is removed and replaced by its `#` card. */
export function forge(db: Db, pack: ContentPack, campaignId: number, input: ForgeInput): { blueprint: string; crafted: string } {
  const phase = requireOpenPhase(db, campaignId);
  const ctx = regionContext(db, campaignId, findRegion(db, phase.region_id));
  refuseIf(checkForge(ctx.map, phaseFacts(phase), ctx.progress));
  refuseIf(checkBagHolder(bagHolder(db, pack, campaignId, input.crafted.memberId, 'crafted.memberId'), 'crafted.memberId'));
  let blueprint = input.blueprintName;
  if (input.blueprintCardId !== null) {
    const card = db.prepare('SELECT name FROM campaign_cards WHERE id = ? AND campaign_id = ?').get(input.blueprintCardId, campaignId) as { name: string } | undefined;
    if (!card) fail('not-found', 'This blueprint is not among the campaign’s cards.', { field: 'blueprintCardId' });
    blueprint = card.name;
    db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(input.blueprintCardId);
  }
  db.prepare(
    `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, kind, location, member_id, slot)
     VALUES (?, ?, ?, 'none', 0, 'special', 'bag', ?, NULL)`,
  ).run(campaignId, input.crafted.name, input.crafted.boxCardId, input.crafted.memberId);
  db.prepare('INSERT INTO exploration_crafts (campaign_id, phase_id, location, blueprint_name, crafted_name) VALUES (?, ?, ?, ?, ?)').run(
    campaignId,
    phase.id,
    phase.current_location,
    blueprint!,
    input.crafted.name,
  );
  return { blueprint: blueprint!, crafted: input.crafted.name };
}

/** EXP-END-2: whether the campaign holds A#24 already (then it is not "still available"). */
function holdsA24(db: Db, campaignId: number): boolean {
  return db.prepare('SELECT 1 FROM campaign_cards WHERE campaign_id = ? AND (box_card_id = ? OR name = ?) LIMIT 1').get(campaignId, A24_CARD, A24_CARD) !== undefined;
}

/**
 * EXP-END-1/2: the phase ends (normally once the next memory is found). With 1+ cubes
 * unspent at that moment, A#24 goes into a plastic bag if the party does not hold it yet;
 * the remaining cubes are discarded (the count stays on record for the diary).
 */
export function endPhase(db: Db, campaignId: number, bagMemberId: number | null): { a24Given: boolean } {
  const phase = requireOpenPhase(db, campaignId);
  const due = a24Due({ cubesLeft: phase.cubes_left, memoryDiscovered: phase.discovered_memory_id !== null, alreadyHeld: holdsA24(db, campaignId) });
  if (due) {
    const member =
      bagMemberId === null
        ? (db.prepare("SELECT id FROM party_members WHERE campaign_id = ? AND status = 'in-play' ORDER BY position, id LIMIT 1").get(campaignId) as { id: number } | undefined)
        : (db.prepare("SELECT id FROM party_members WHERE campaign_id = ? AND id = ? AND status = 'in-play'").get(campaignId, bagMemberId) as { id: number } | undefined);
    if (!member) fail('not-found', 'Say whose plastic bag takes card A#24: an assassin in play.', { field: 'bagMemberId' });
    db.prepare(
      `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, kind, location, member_id, slot)
       VALUES (?, ?, ?, 'none', 0, 'hash', 'bag', ?, NULL)`,
    ).run(campaignId, A24_CARD, A24_CARD, member.id);
  }
  db.prepare('UPDATE exploration_phases SET ended = 1, a24_given = ? WHERE id = ?').run(due ? 1 : 0, phase.id);
  return { a24Given: due };
}
