import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkCardMove } from '../../shared/boards/board-rules.js';
import type { CardType } from '../../shared/boards/board.js';
import { chanceAtLeast } from '../../shared/dice/dice-odds.js';
import { readRoll } from '../../shared/dice/dice-reading.js';
import { allyCardsOf, blueprintsOf } from '../../shared/hq/hq-contract-cards.js';
import {
  checkPayment,
  commandRoomDice,
  commandRoomOutcome,
  hospitalHealth,
  shopKeep,
  workshopCost,
  SHOP_DRAW,
  type EzioMode,
  type HqCardDestination,
  type PayableCard,
  type PatientPreview,
  type ResolutionStepId,
  type ResolutionView,
  type ResolveCommandRoomRequest,
  type ResolveHospitalRequest,
  type ResolveShopRequest,
  type ResolveWorkshopRequest,
} from '../../shared/hq/hq-buildings.js';
import { memberHealth, readBoardState, toBoardFacts } from '../boards/read-boards.js';
import { recordRoll } from '../dice/record-roll.js';
import { readContractSummary, readDeck, readOwnedBlueprints } from './contract-summary.js';
import { patientsIn, staffIn, type ResolvedPlace } from './hq-staff.js';

/** What a resolution needs besides the save: the pack's facts, the players' box data, the clock. */
export interface ResolutionContext {
  db: Db;
  pack: ContentPack;
  boxData: BoxData;
  now: Date;
  /** HQ-RES-1: removes a resolved building's miniatures (the assignment work's clearPlace). */
  clearPlace(db: Db, campaignId: number, place: ResolvedPlace): void;
}

interface DueResolution {
  memoryAttemptId: number;
  memoryId: string;
  nextStep: ResolutionStepId;
}

/**
 * HQ-GEN-4: a resolution step follows the latest attempt that completed a memory (a success
 * or a second attempt), once the contract deck is in play (first assignment onwards).
 * Null when none is due; `nextStep: 'done'` once all four buildings are resolved.
 */
export function dueResolution(db: Db, campaignId: number): DueResolution | null {
  const deck = readDeck(db, campaignId);
  if (!deck) return null;
  const attempt = db
    .prepare(
      `SELECT a.id, m.memory_id FROM memory_attempts a JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.campaign_id = ? AND a.id > coalesce(?, 0) AND (a.outcome = 'success' OR a.attempt_number = 2)
       ORDER BY a.id DESC LIMIT 1`,
    )
    .get(campaignId, deck.started_after_attempt) as { id: number; memory_id: string } | undefined;
  if (!attempt) return null;
  const progress = db.prepare('SELECT next_step FROM hq_resolutions WHERE memory_attempt = ?').get(attempt.id) as { next_step: ResolutionStepId } | undefined;
  return { memoryAttemptId: attempt.id, memoryId: attempt.memory_id, nextStep: progress?.next_step ?? 'hospital' };
}

const STEP_NAMES: Record<ResolutionStepId, string> = {
  hospital: 'the hospital',
  workshop: 'the workshop',
  shop: 'the shop',
  'command-room': 'the command room',
  done: 'nothing more',
};

/** HQ-GEN-4, HQ-RES-1: refuses unless a resolution is due and `step` is the building to resolve now. */
function requireStep(db: Db, campaignId: number, step: ResolutionStepId): DueResolution {
  const due = dueResolution(db, campaignId);
  if (!due) {
    fail('rule-violation', 'The resolution step comes after a completed memory: a success or a second failed attempt.', { field: 'campaignId', rule: 'HQ-GEN-4' });
  }
  if (due.nextStep === 'done') {
    fail('rule-violation', 'All four buildings are already resolved for this memory.', { field: 'campaignId', rule: 'HQ-RES-1' });
  }
  if (due.nextStep !== step) {
    fail('rule-violation', `Buildings are resolved in order: hospital, workshop, shop, command room. Resolve ${STEP_NAMES[due.nextStep]} now.`, {
      field: 'campaignId',
      rule: 'HQ-RES-1',
    });
  }
  return due;
}

function advance(db: Db, campaignId: number, due: DueResolution, next: ResolutionStepId): void {
  db.prepare(
    `INSERT INTO hq_resolutions (campaign_id, memory_attempt, next_step) VALUES (?, ?, ?)
     ON CONFLICT (memory_attempt) DO UPDATE SET next_step = excluded.next_step`,
  ).run(campaignId, due.memoryAttemptId, next);
}

const characterName = (pack: ContentPack, id: string): string => pack.characters.find((c) => c.id === id)?.name.en ?? id;

function refuseMissing(pack: ContentPack, missing: readonly string[], what: string, rule: string): void {
  if (missing.length === 0) return;
  const names = missing.map((id) => characterName(pack, id)).join(', ');
  fail('rule-violation', `Enter ${names}'s brown card (${what}) in Box data, or type the number from the card for this resolution.`, {
    field: 'typed',
    rule,
  });
}

// ---------------------------------------------------------------------------------------
// Preview

interface PatientState extends PatientPreview {
  healthLost: number;
}

function patients(db: Db, campaignId: number): PatientState[] {
  const state = readBoardState(db, campaignId);
  return patientsIn(db, campaignId).flatMap((memberId) => {
    const member = state.members.find((m) => m.id === memberId);
    if (!member) return [];
    const { max, health } = memberHealth(state, member);
    return [{ memberId, characterId: member.character_id, health, maxHealth: max, eliminated: member.eliminated_attempt_id !== null, healthLost: member.health_lost }];
  });
}

/** HQ-HOS-7: injured (or critical) assassins in play, neither eliminated nor in the hospital. */
function outsideCandidates(db: Db, campaignId: number, inHospital: readonly number[]): number[] {
  const state = readBoardState(db, campaignId);
  return state.members
    .filter((m) => m.status === 'in-play' && m.eliminated_attempt_id === null && m.in_hospital === 0 && !inHospital.includes(m.id))
    .filter((m) => {
      const { max, health } = memberHealth(state, m);
      return health < max;
    })
    .map((m) => m.id);
}

/** HQ-WRK-2: the small cards that can pay for a blueprint: on the assassin boards or in the main hall. */
function payableCards(db: Db, campaignId: number): PayableCard[] {
  const rows = db
    .prepare(
      `SELECT id, name, kind, reusable, location, member_id FROM campaign_cards
       WHERE campaign_id = ? AND location IN ('board', 'main-hall') AND kind IN ('equipment', 'reward', 'chest', 'special')
       ORDER BY location DESC, member_id, id`,
    )
    .all(campaignId) as { id: number; name: string; kind: string; reusable: 0 | 1 | null; location: 'board' | 'main-hall'; member_id: number | null }[];
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, reusable: r.reusable === null ? null : r.reusable === 1, place: r.location, memberId: r.member_id }));
}

function workshopBlueprint(ctx: Pick<ResolutionContext, 'db' | 'pack' | 'boxData'>, campaignId: number) {
  const owned = readOwnedBlueprints(ctx.db, campaignId).find((b) => b.state === 'workshop');
  if (!owned) return null;
  const facts = blueprintsOf(ctx.boxData.blueprints, ctx.pack.hq).find((b) => b.id === owned.blueprint_id);
  return { owned, facts: facts ?? { id: owned.blueprint_id, name: owned.blueprint_id, whiteCost: null, blackCost: null, item: '', sources: [] } };
}

export function readResolution(ctx: Pick<ResolutionContext, 'db' | 'pack' | 'boxData'>, campaignId: number): ResolutionView {
  const { db, pack, boxData } = ctx;
  const summary = readContractSummary(db, campaignId, boxData, pack);
  const due = dueResolution(db, campaignId);
  const cards = allyCardsOf(boxData.allyCards, pack.hq);

  const caregivers = staffIn(db, campaignId, 'hospital-caregiver');
  const patientList = patients(db, campaignId);
  const byMode = {
    hospital: hospitalHealth(caregivers, cards, summary.level, 'hospital'),
    outside: hospitalHealth(caregivers, cards, summary.level, 'outside'),
  };
  const ezio = byMode.hospital.perCaregiver.some((c) => c.ezio);

  const workshopStaff = staffIn(db, campaignId, 'workshop');
  const blueprint = workshopBlueprint(ctx, campaignId);

  const shopStaff = staffIn(db, campaignId, 'shop');

  const commandStaff = staffIn(db, campaignId, 'command-room');
  const dice = commandRoomDice(commandStaff, cards);
  const neededHits = summary.top?.effectiveHits ?? null;
  const automatic = summary.top?.attempt === 2;
  const faces = boxData.dice.white;
  const chance = !automatic && faces && neededHits !== null && dice.dice > 0 ? chanceAtLeast(faces, dice.dice, neededHits, 'hits') : null;

  return {
    campaignId,
    due: due !== null && due.nextStep !== 'done',
    memoryAttemptId: due?.memoryAttemptId ?? null,
    memoryId: due?.memoryId ?? null,
    nextStep: due?.nextStep ?? null,
    summary,
    hospital: {
      caregivers,
      patients: patientList.map(({ healthLost: _lost, ...p }) => p),
      ezio,
      byMode,
      outsideCandidates: outsideCandidates(db, campaignId, patientList.map((p) => p.memberId)),
    },
    workshop: {
      staff: workshopStaff,
      blueprint: blueprint ? { id: blueprint.facts.id, name: blueprint.facts.name, item: blueprint.facts.item || blueprint.facts.name } : null,
      cost: blueprint ? workshopCost(blueprint.facts, workshopStaff, cards) : null,
      payable: payableCards(db, campaignId),
    },
    shop: { staff: shopStaff, keep: shopKeep(shopStaff, cards), draw: SHOP_DRAW },
    commandRoom: {
      staff: commandStaff,
      dice,
      neededHits,
      automatic,
      chance,
      automaticOutcome: automatic && neededHits !== null ? commandRoomOutcome(dice.dice, neededHits) : null,
    },
  };
}

// ---------------------------------------------------------------------------------------
// 1 — Hospital

/** HQ-HOS-1..7. Returns the names of the patients fully healed, for the history line. */
export function resolveHospital(ctx: ResolutionContext, request: ResolveHospitalRequest): { healed: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'hospital');
  const level = readContractSummary(db, campaignId, boxData, pack).level;
  const cards = allyCardsOf(boxData.allyCards, pack.hq);
  const caregivers = staffIn(db, campaignId, 'hospital-caregiver');
  const patientList = patients(db, campaignId);
  const ezioHere = caregivers.some((id) => cards.find((c) => c.characterId === id)?.hospital?.kind === 'hq-level-or-outside');

  // HQ-HOS-7: Ezio either shares health among the patients or gives 1 health outside; the players say which.
  if (ezioHere && request.ezioMode === null) {
    fail('rule-violation', 'Ezio is caring in the hospital: choose whether he shares health among the patients or gives 1 health to an injured assassin outside.', {
      field: 'ezioMode',
      rule: 'HQ-HOS-7',
    });
  }
  if (!ezioHere && request.ezioMode !== null) {
    fail('rule-violation', 'Ezio is not on a white hospital space, so his hospital effect does not apply.', { field: 'ezioMode', rule: 'HQ-HOS-7' });
  }
  const mode: EzioMode = request.ezioMode ?? 'hospital';
  const { total, missing } = hospitalHealth(caregivers, cards, level, mode, request.typed);
  refuseMissing(pack, missing, level === null ? 'the HQ level is not known either' : 'health restored at this HQ level', 'HQ-HOS-1');

  const given = new Map<number, number>();
  request.distribution.forEach(({ memberId, health }, index) => {
    if (!patientList.some((p) => p.memberId === memberId)) {
      fail('rule-violation', 'Only assassins on the red hospital spaces share the caregivers’ health.', { field: `distribution.${index}.memberId`, rule: 'HQ-HOS-2' });
    }
    if (given.has(memberId)) fail('invalid-request', 'This patient is listed twice.', { field: `distribution.${index}.memberId` });
    given.set(memberId, health);
  });
  const shared = [...given.values()].reduce((a, b) => a + b, 0);
  if (shared > (total ?? 0)) {
    fail('rule-violation', `The caregivers restore ${total ?? 0} health in all; ${shared} were shared out.`, { field: 'distribution', rule: 'HQ-HOS-2' });
  }

  let outside: { memberId: number } | null = null;
  if (mode === 'outside' && ezioHere) {
    const target = request.ezioOutsideMemberId;
    const candidates = outsideCandidates(db, campaignId, patientList.map((p) => p.memberId));
    if (target === null || !candidates.includes(target)) {
      fail('rule-violation', 'Ezio gives 1 health to one injured assassin who is not in the hospital: choose one.', { field: 'ezioOutsideMemberId', rule: 'HQ-HOS-7' });
    }
    outside = { memberId: target };
  } else if (request.ezioOutsideMemberId !== null) {
    fail('invalid-request', 'An assassin outside the hospital is healed only by Ezio’s second hospital effect.', { field: 'ezioOutsideMemberId' });
  }

  // HQ-HOS-3: a patient given health leaves the hospital injured or at full health, available
  // again; HQ-HOS-6 [AMB]: one given nothing stays as it was (an eliminated one stays out).
  let healed = 0;
  for (const patient of patientList) {
    const amount = given.get(patient.memberId) ?? 0;
    if (amount > 0) {
      const health = Math.min(patient.maxHealth, patient.health + amount);
      db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = ? WHERE id = ?').run(patient.maxHealth - health, patient.memberId);
      if (health >= patient.maxHealth) healed += 1;
    }
  }
  if (outside) {
    db.prepare('UPDATE party_members SET health_lost = max(0, health_lost - 1) WHERE id = ?').run(outside.memberId);
  }
  // HQ-HOS-4: every miniature leaves the hospital. HQ-AS-1: a patient back in play takes its
  // bagged cards back into their free slots; one still eliminated (HQ-HOS-6) keeps them bagged.
  for (const patient of patientList) {
    db.prepare('UPDATE party_members SET in_hospital = 0 WHERE id = ? AND in_hospital = 1').run(patient.memberId);
    const stillOut = patient.eliminated && (given.get(patient.memberId) ?? 0) === 0;
    if (!stillOut) takeBaggedCardsBack(db, campaignId, patient.memberId);
  }
  ctx.clearPlace(db, campaignId, 'hospital-patient');
  ctx.clearPlace(db, campaignId, 'hospital-caregiver');
  advance(db, campaignId, due, 'workshop');
  return { healed };
}

/** HQ-AS-1: the hidden blade and the extra card bagged on entering the hospital go back to their slots when free. */
function takeBaggedCardsBack(db: Db, campaignId: number, memberId: number): void {
  const slotFree = (slot: string) => db.prepare("SELECT 1 FROM campaign_cards WHERE member_id = ? AND location = 'board' AND slot = ?").get(memberId, slot) === undefined;
  const blade = db.prepare("SELECT id FROM campaign_cards WHERE member_id = ? AND location = 'bag' AND card_type = 'hidden-blade' ORDER BY id LIMIT 1").get(memberId) as
    | { id: number }
    | undefined;
  if (blade && slotFree('hidden-blade')) db.prepare("UPDATE campaign_cards SET location = 'board', slot = 'hidden-blade' WHERE id = ?").run(blade.id);
  const row = db
    .prepare("SELECT bagged_card_id, bagged_from_slot FROM hq_placements WHERE campaign_id = ? AND member_id = ? AND place = 'hospital-patient'")
    .get(campaignId, memberId) as { bagged_card_id: number | null; bagged_from_slot: string | null } | undefined;
  if (row?.bagged_card_id != null && row.bagged_from_slot !== null && slotFree(row.bagged_from_slot)) {
    db.prepare("UPDATE campaign_cards SET location = 'board', slot = ? WHERE id = ? AND location = 'bag' AND member_id = ?").run(row.bagged_from_slot, row.bagged_card_id, memberId);
  }
}

// ---------------------------------------------------------------------------------------
// 2 — Workshop

interface PaidCardRow {
  id: number;
  name: string;
  kind: string;
  reusable: 0 | 1 | null;
  location: string;
}

function insertCard(
  ctx: Pick<ResolutionContext, 'db' | 'pack'>,
  campaignId: number,
  card: { name: string; boxCardId: string | null; cardType: CardType; armorHealth: number; kind: string; reusable: boolean | null },
  to: HqCardDestination,
  field: string,
): number {
  const state = readBoardState(ctx.db, campaignId);
  const problem = checkCardMove({ id: null, name: card.name, cardType: card.cardType }, to, toBoardFacts(state, ctx.pack));
  if (problem) fail(problem.notFound ? 'not-found' : 'rule-violation', problem.message, { field, rule: problem.rule });
  const { lastInsertRowid } = ctx.db
    .prepare(
      `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, kind, reusable, location, member_id, slot)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      campaignId,
      card.name,
      card.boxCardId,
      card.cardType,
      card.armorHealth,
      card.kind,
      card.reusable === null ? null : card.reusable ? 1 : 0,
      to.place,
      to.place === 'board' ? to.memberId : null,
      to.place === 'board' ? to.slot : null,
    );
  return Number(lastInsertRowid);
}

/** HQ-WRK-1..8, BP-1/2. Returns the blueprint's name and whether it was built. */
export function resolveWorkshop(ctx: ResolutionContext, request: ResolveWorkshopRequest): { blueprint: string | null; built: boolean; removed: number; discarded: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'workshop');
  const blueprint = workshopBlueprint(ctx, campaignId);
  const staff = staffIn(db, campaignId, 'workshop');
  let removed = 0;
  let discarded = 0;

  if (!request.build) {
    if (request.paidCardIds.length > 0) fail('invalid-request', 'Cards are paid only when the blueprint is built.', { field: 'paidCardIds' });
    // HQ-WRK-7: an unbuilt blueprint goes face up into the main hall.
    if (blueprint) db.prepare("UPDATE hq_blueprints SET state = 'main-hall' WHERE id = ?").run(blueprint.owned.id);
  } else {
    if (!blueprint) fail('rule-violation', 'There is no blueprint in the workshop to build.', { field: 'build', rule: 'HQ-WRK-2' });
    const cost = workshopCost(blueprint.facts, staff, allyCardsOf(boxData.allyCards, pack.hq), request.typed);
    if (cost.white === null || cost.black === null) {
      fail('rule-violation', `Enter the white and black costs of ${blueprint.facts.name} in Box data before building it.`, { field: 'build', rule: 'BP-1' });
    }
    refuseMissing(pack, cost.missing, 'its workshop reduction', 'HQ-WRK-3');

    const paid = request.paidCardIds.map((cardId, index) => {
      const field = `paidCardIds.${index}`;
      if (request.paidCardIds.indexOf(cardId) !== index) fail('invalid-request', 'This card is chosen twice.', { field });
      const row = db.prepare('SELECT id, name, kind, reusable, location FROM campaign_cards WHERE id = ? AND campaign_id = ?').get(cardId, campaignId) as
        | PaidCardRow
        | undefined;
      if (!row) fail('not-found', 'This card is not in this campaign (it may have been removed).', { field });
      if (row.location !== 'board' && row.location !== 'main-hall') {
        fail('rule-violation', `${row.name} is not on an assassin board or in the main hall, so it cannot pay for the blueprint.`, { field, rule: 'HQ-WRK-2' });
      }
      if (!['equipment', 'reward', 'chest', 'special'].includes(row.kind)) {
        fail('rule-violation', `${row.name} is not an equipment, reward, chest or special equipment card, so it cannot pay for the blueprint.`, { field, rule: 'HQ-WRK-2' });
      }
      const declared = request.declaredColours.find((d) => d.cardId === cardId)?.reusable ?? null;
      const known = row.reusable === null ? null : row.reusable === 1;
      if (known !== null && declared !== null && known !== declared) {
        fail('invalid-request', `${row.name} is ${known ? 'white (reusable)' : 'black (consumable)'} in this campaign.`, { field: 'declaredColours' });
      }
      const reusable = known ?? declared;
      if (reusable === null) {
        fail('rule-violation', `Say whether ${row.name} is a white (reusable) or a black (consumable) card.`, { field: 'declaredColours', rule: 'HQ-WRK-2' });
      }
      return { ...row, white: reusable };
    });
    const problem = checkPayment(
      { white: paid.filter((p) => p.white).length, black: paid.filter((p) => !p.white).length },
      { white: cost.white, black: cost.black, total: cost.total! },
    );
    if (problem) fail('rule-violation', problem.message, { field: problem.field, rule: problem.rule });

    // HQ-WRK-4: reusable cards leave the game, consumables go to the equipment discard pile;
    // either way they leave the party.
    for (const card of paid) db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(card.id);
    removed = paid.filter((p) => p.white).length;
    discarded = paid.length - removed;

    // HQ-WRK-6: the flipped blueprint is a special equipment card, usable at once.
    const cardId = insertCard(
      ctx,
      campaignId,
      { name: blueprint.facts.item || blueprint.facts.name, boxCardId: null, cardType: 'none', armorHealth: 0, kind: 'special', reusable: null },
      request.placeAt,
      'placeAt',
    );
    db.prepare("UPDATE hq_blueprints SET state = 'built', card_id = ? WHERE id = ?").run(cardId, blueprint.owned.id);
  }
  // HQ-WRK-5
  ctx.clearPlace(db, campaignId, 'workshop');
  advance(db, campaignId, due, 'shop');
  return { blueprint: blueprint?.facts.name ?? null, built: request.build, removed, discarded };
}

// ---------------------------------------------------------------------------------------
// 3 — Shop

/** HQ-SHP-1..4. Returns how many cards were kept. */
export function resolveShop(ctx: ResolutionContext, request: ResolveShopRequest): { kept: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'shop');
  const staff = staffIn(db, campaignId, 'shop');
  const { keep, missing } = shopKeep(staff, allyCardsOf(boxData.allyCards, pack.hq), request.typed);
  refuseMissing(pack, missing, 'how many cards it keeps', 'HQ-SHP-2');
  if (request.kept.length > (keep ?? 0)) {
    fail('rule-violation', `The shop staff keep ${keep ?? 0} of the cards drawn; ${request.kept.length} were chosen.`, { field: 'kept', rule: 'HQ-SHP-2' });
  }
  request.kept.forEach(({ index }, i) => {
    if (index >= request.drawn.length) fail('invalid-request', 'Only a card that was drawn can be kept.', { field: `kept.${i}.index` });
    if (request.kept.findIndex((k) => k.index === index) !== i) fail('invalid-request', 'This card is kept twice.', { field: `kept.${i}.index` });
  });
  // HQ-SHP-4: kept cards go to the boards or the main hall; the others to the discard pile.
  request.kept.forEach(({ index, to }, i) => {
    const drawn = request.drawn[index]!;
    const known = drawn.boxCardId ? boxData.equipment.find((c) => c.id === drawn.boxCardId) : undefined;
    if (drawn.boxCardId && !known) fail('not-found', `There is no equipment card ${drawn.boxCardId} in Box data.`, { field: `drawn.${index}.boxCardId` });
    const card = known
      ? {
          name: known.name,
          boxCardId: known.id,
          cardType: (known.slot === 'inventory' ? 'none' : known.slot) as CardType,
          armorHealth: known.armorHealth,
          kind: 'equipment',
          reusable: known.reusable,
        }
      : { name: drawn.name, boxCardId: null, cardType: drawn.cardType, armorHealth: drawn.armorHealth, kind: 'equipment', reusable: drawn.reusable };
    insertCard(ctx, campaignId, card, to, `kept.${i}.to`);
  });
  // HQ-SHP-3
  ctx.clearPlace(db, campaignId, 'shop');
  advance(db, campaignId, due, 'command-room');
  return { kept: request.kept.length };
}

// ---------------------------------------------------------------------------------------
// 4 — Command room

/** HQ-CMD-1..6, HQ-LVL-1. */
export function resolveCommandRoom(ctx: ResolutionContext, request: ResolveCommandRoomRequest): { position: number; outcome: 'success' | 'failure'; hits: number; needed: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'command-room');
  const deck = readDeck(db, campaignId)!;
  const { top } = readContractSummary(db, campaignId, boxData, pack);
  const needed = top?.effectiveHits ?? null;
  if (!top || needed === null) {
    fail('rule-violation', `Enter the hits contract ${deck.top_position} needs (Box data, contracts) before playing it.`, { field: 'roll', rule: 'HQ-CON-4' });
  }
  const { dice } = commandRoomDice(staffIn(db, campaignId, 'command-room'), allyCardsOf(boxData.allyCards, pack.hq));
  const automatic = top.attempt === 2;

  let hits: number;
  let rollId: number | null = null;
  if (automatic) {
    // HQ-CMD-4: every die is an automatic hit on the second attempt; nothing is rolled.
    if (request.roll !== null) fail('rule-violation', 'The second attempt at a contract is not rolled: each die counts as a hit.', { field: 'roll', rule: 'HQ-CMD-4' });
    hits = dice;
  } else if (dice === 0) {
    if (request.roll !== null) fail('rule-violation', 'Nobody staffs the command room, so there are no dice to roll.', { field: 'roll', rule: 'HQ-CMD-1' });
    hits = 0;
  } else {
    if (request.roll === null) fail('rule-violation', `Roll the command room's ${dice} white dice for the contract.`, { field: 'roll', rule: 'HQ-CMD-2' });
    const name = top.name || `contract ${top.position}`;
    const roll = recordRoll(db, boxData, campaignId, { die: 'white', count: dice, purpose: `Command room: ${name}`.slice(0, 80), input: request.roll }, { now: ctx.now });
    rollId = roll.id;
    hits = readRoll('hits', roll.faces);
  }
  const outcome = commandRoomOutcome(hits, needed);
  db.prepare(
    `INSERT INTO hq_contract_attempts (campaign_id, position, attempt_number, hits_needed, dice, roll_id, automatic, hits, outcome, memory_attempt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(campaignId, top.position, top.attempt, needed, dice, rollId, automatic ? 1 : 0, hits, outcome, due.memoryAttemptId);
  if (outcome === 'success') {
    // HQ-CMD-2, HQ-LVL-1: the contract leaves the game; the back of the next card is the new HQ level.
    db.prepare('UPDATE hq_contract_deck SET top_position = top_position + 1, revealed = 0, second_attempt = 0 WHERE id = ?').run(deck.id);
  } else {
    // HQ-CMD-3: it stays face up on top; the next try is the second attempt (HQ-CMD-4).
    db.prepare('UPDATE hq_contract_deck SET revealed = 1, second_attempt = 1 WHERE id = ?').run(deck.id);
  }
  // HQ-CMD-5
  ctx.clearPlace(db, campaignId, 'command-room');
  advance(db, campaignId, due, 'done');
  return { position: top.position, outcome, hits, needed };
}
