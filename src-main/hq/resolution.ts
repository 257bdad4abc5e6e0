import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Decision } from '../../shared/ipc/refusal.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkCardMove } from '../../shared/boards/board-rules.js';
import type { CardType } from '../../shared/boards/board.js';
import { chanceAtLeast } from '../../shared/dice/dice-odds.js';
import { readRoll } from '../../shared/dice/dice-reading.js';
import { allyCardsOf, blueprintsOf } from '../../shared/hq/hq-contract-cards.js';
import {
  commandRoomDice,
  commandRoomOutcome,
  hospitalHealth,
  shopKeep,
  workshopCost,
  SHOP_DRAW,
  type HqCardDestination,
  type PayableCard,
  type ResolutionStepId,
  type ResolutionView,
  type ResolveCommandRoomRequest,
  type ResolveHospitalRequest,
  type ResolveShopRequest,
  type ResolveWorkshopRequest,
} from '../../shared/hq/hq-buildings.js';
import {
  PAYING_KINDS,
  checkResolutionStep,
  decideCommandRoom,
  decideHospital,
  decideShop,
  decideWorkshop,
  type PatientFacts,
  type StaffName,
} from '../../shared/hq/hq-resolution-rules.js';
import { findMember, readBoardState, toBoardFacts } from '../boards/read-boards.js';
import { recordRoll } from '../dice/record-roll.js';
import { readContractSummary, readDeck, readOwnedBlueprints } from './contract-summary.js';
import { advanceResolution, dueResolution, type DueResolution } from './due-resolution.js';
import { clearPlace, patientRows, readPlacementRows, staffIn, type PlacementRow } from './hq-placements.js';
import { hqMemberHealth } from './patient-health.js';
import { takeBaggedCardsBack } from './bagged-cards.js';

/*
 * The resolution step (HQ-RES-1: hospital → workshop → shop → command room). Each command
 * reads the facts, lets the pure rules of shared/hq/hq-resolution-rules.ts decide, and
 * writes only what they decided; the preview shows the same facts before the players confirm.
 */

/** What a resolution needs besides the save: the pack's facts, the players' box data, the clock. */
export interface ResolutionContext {
  db: Db;
  pack: ContentPack;
  boxData: BoxData;
  now: Date;
}

const decided = <T>(decision: Decision<T>): T => {
  if (!decision.ok) failRefusal(decision.refusal);
  return decision.value;
};

/** HQ-GEN-4, HQ-RES-1: the resolution due, when `step` is the building to resolve now. */
function requireStep(db: Db, campaignId: number, step: ResolutionStepId): DueResolution {
  const due = dueResolution(db, campaignId);
  const refused = checkResolutionStep(due, step);
  if (refused) failRefusal(refused);
  return due!;
}

/** English staff names for the sentences logs read. */
const staffNames =
  (pack: ContentPack): StaffName =>
  (id) =>
    pack.characters.find((c) => c.id === id)?.name.en ?? id;

// ---------------------------------------------------------------------------------------
// Preview

interface PatientState extends PatientFacts {
  characterId: string;
  row: PlacementRow;
}

/** HQ-HOS-1: the assassins on the red spaces, their health counted as they will leave (HLT-1, HQ-AS-1). */
function patients(db: Db, campaignId: number, placements: readonly PlacementRow[]): PatientState[] {
  const state = readBoardState(db, campaignId);
  return patientRows(placements).flatMap((row) => {
    const member = state.members.find((m) => m.id === row.member_id);
    if (!member) return [];
    const { max, health } = hqMemberHealth(state, member, placements);
    return [{ memberId: member.id, characterId: member.character_id, health, max, eliminated: member.eliminated_attempt_id !== null, row }];
  });
}

/** HQ-HOS-7: injured (or critical) assassins in play, neither eliminated nor in the hospital. */
function outsideCandidates(db: Db, campaignId: number, placements: readonly PlacementRow[]): number[] {
  const state = readBoardState(db, campaignId);
  const inHospital = patientRows(placements).map((p) => p.member_id);
  return state.members
    .filter((m) => m.status === 'in-play' && m.eliminated_attempt_id === null && m.in_hospital === 0 && !inHospital.includes(m.id))
    .filter((m) => {
      const { max, health } = hqMemberHealth(state, m, placements);
      return health < max;
    })
    .map((m) => m.id);
}

/** HQ-WRK-2: the small cards that can pay for a blueprint: on the assassin boards or in the main hall. */
function payableCards(db: Db, campaignId: number): PayableCard[] {
  const rows = db
    .prepare(
      `SELECT id, name, kind, reusable, location, member_id FROM campaign_cards
       WHERE campaign_id = ? AND location IN ('board', 'main-hall') AND kind IN (${PAYING_KINDS.map(() => '?').join(', ')})
       ORDER BY location DESC, member_id, id`,
    )
    .all(campaignId, ...PAYING_KINDS) as { id: number; name: string; kind: string; reusable: 0 | 1 | null; location: 'board' | 'main-hall'; member_id: number | null }[];
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
  const placements = readPlacementRows(db, campaignId);

  const caregivers = staffIn(placements, 'hospital-caregiver');
  const byMode = {
    hospital: hospitalHealth(caregivers, cards, summary.level, 'hospital'),
    outside: hospitalHealth(caregivers, cards, summary.level, 'outside'),
  };
  const ezio = byMode.hospital.perCaregiver.some((c) => c.ezio);

  const workshopStaff = staffIn(placements, 'workshop');
  const blueprint = workshopBlueprint(ctx, campaignId);

  const shopStaff = staffIn(placements, 'shop');

  const commandStaff = staffIn(placements, 'command-room');
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
      patients: patients(db, campaignId, placements).map((p) => ({
        memberId: p.memberId,
        characterId: p.characterId,
        health: p.health,
        maxHealth: p.max,
        eliminated: p.eliminated,
      })),
      ezio,
      byMode,
      outsideCandidates: outsideCandidates(db, campaignId, placements),
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

/** HQ-HOS-1..7. Returns how many patients are back at full health, for the history line. */
export function resolveHospital(ctx: ResolutionContext, request: ResolveHospitalRequest): { healed: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'hospital');
  request.distribution.forEach(({ memberId }, index) => {
    if (request.distribution.findIndex((d) => d.memberId === memberId) !== index) {
      fail('invalid-request', 'This patient is listed twice.', { field: `distribution.${index}.memberId` });
    }
  });
  if (request.ezioOutsideMemberId !== null && request.ezioMode !== 'outside') {
    fail('invalid-request', 'An assassin outside the hospital is healed only by Ezio’s second hospital effect.', { field: 'ezioOutsideMemberId' });
  }
  const placements = readPlacementRows(db, campaignId);
  const patientList = patients(db, campaignId, placements);
  const change = decided(
    decideHospital(
      {
        level: readContractSummary(db, campaignId, boxData, pack).level,
        caregivers: staffIn(placements, 'hospital-caregiver'),
        allyCards: allyCardsOf(boxData.allyCards, pack.hq),
        patients: patientList,
        outsideCandidates: outsideCandidates(db, campaignId, placements),
        staffName: staffNames(pack),
      },
      request,
    ),
  );

  for (const { memberId, healthLost } of change.healed) {
    db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = ? WHERE id = ?').run(healthLost, memberId);
  }
  if (change.outside !== null) db.prepare('UPDATE party_members SET health_lost = max(0, health_lost - 1) WHERE id = ?').run(change.outside);
  // HQ-HOS-4: every miniature leaves the hospital. HQ-AS-1: a patient back in play takes its
  // bagged cards back into their free slots; one still eliminated (HQ-HOS-6) keeps them bagged.
  for (const { memberId, backInPlay } of change.leaving) {
    db.prepare('UPDATE party_members SET in_hospital = 0 WHERE id = ? AND in_hospital = 1').run(memberId);
    const row = patientList.find((p) => p.memberId === memberId)!.row;
    if (backInPlay) takeBaggedCardsBack(db, memberId, row);
  }
  clearPlace(db, campaignId, 'hospital-patient');
  clearPlace(db, campaignId, 'hospital-caregiver');
  advanceResolution(db, campaignId, due, 'workshop');
  return { healed: change.fullyHealed };
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

/** HQ-WRK-6, HQ-SHP-4: a new card where the players put it, if the board rules allow it there. */
function insertCard(
  ctx: Pick<ResolutionContext, 'db' | 'pack'>,
  campaignId: number,
  card: { name: string; boxCardId: string | null; cardType: CardType; armorHealth: number; kind: string; reusable: boolean | null },
  to: HqCardDestination,
  field: string,
): number {
  const state = readBoardState(ctx.db, campaignId);
  if (to.place === 'board') findMember(state, to.memberId, `${field}.memberId`);
  const refused = checkCardMove({ id: null, name: card.name, cardType: card.cardType }, to, toBoardFacts(state, ctx.pack));
  if (refused) failRefusal({ ...refused, field });
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

/** The cards chosen to pay, as the save holds them; a colour the save does not know is the one declared. */
function paidCards(db: Db, campaignId: number, request: ResolveWorkshopRequest) {
  return request.paidCardIds.map((cardId, index) => {
    const field = `paidCardIds.${index}`;
    if (request.paidCardIds.indexOf(cardId) !== index) fail('invalid-request', 'This card is chosen twice.', { field });
    const row = db.prepare('SELECT id, name, kind, reusable, location FROM campaign_cards WHERE id = ? AND campaign_id = ?').get(cardId, campaignId) as
      | PaidCardRow
      | undefined;
    if (!row) fail('not-found', 'This card is not in this campaign (it may have been removed).', { field });
    const declared = request.declaredColours.find((d) => d.cardId === cardId)?.reusable ?? null;
    const known = row.reusable === null ? null : row.reusable === 1;
    if (known !== null && declared !== null && known !== declared) {
      fail('invalid-request', `${row.name} is ${known ? 'white (reusable)' : 'black (consumable)'} in this campaign.`, { field: 'declaredColours' });
    }
    return { id: row.id, name: row.name, kind: row.kind, location: row.location, reusable: known ?? declared };
  });
}

/** HQ-WRK-1..8, BP-1/2. Returns the blueprint's name, whether it was built and what the payment did. */
export function resolveWorkshop(ctx: ResolutionContext, request: ResolveWorkshopRequest): { blueprint: string | null; blueprintId: string | null; built: boolean; removed: number; discarded: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'workshop');
  if (!request.build && request.paidCardIds.length > 0) fail('invalid-request', 'Cards are paid only when the blueprint is built.', { field: 'paidCardIds' });
  const blueprint = workshopBlueprint(ctx, campaignId);
  const change = decided(
    decideWorkshop(
      {
        blueprint: blueprint?.facts ?? null,
        staff: staffIn(readPlacementRows(db, campaignId), 'workshop'),
        allyCards: allyCardsOf(boxData.allyCards, pack.hq),
        paid: paidCards(db, campaignId, request),
        staffName: staffNames(pack),
      },
      request,
    ),
  );

  if (!change.built) {
    // HQ-WRK-7: an unbuilt blueprint goes face up into the main hall.
    if (blueprint) db.prepare("UPDATE hq_blueprints SET state = 'main-hall' WHERE id = ?").run(blueprint.owned.id);
  } else {
    // HQ-WRK-4: reusable cards leave the game, consumables go to the equipment discard pile;
    // either way they leave the party.
    for (const id of change.paidIds) db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(id);
    // HQ-WRK-6: the flipped blueprint is a special equipment card, usable at once.
    const { facts, owned } = blueprint!;
    const cardId = insertCard(
      ctx,
      campaignId,
      { name: facts.item || facts.name, boxCardId: null, cardType: 'none', armorHealth: 0, kind: 'special', reusable: null },
      request.placeAt,
      'placeAt',
    );
    db.prepare("UPDATE hq_blueprints SET state = 'built', card_id = ? WHERE id = ?").run(cardId, owned.id);
  }
  // HQ-WRK-5
  clearPlace(db, campaignId, 'workshop');
  advanceResolution(db, campaignId, due, 'shop');
  return {
    blueprint: blueprint?.facts.name ?? null,
    blueprintId: blueprint?.facts.id ?? null,
    built: change.built,
    removed: change.built ? change.removed : 0,
    discarded: change.built ? change.discarded : 0,
  };
}

// ---------------------------------------------------------------------------------------
// 3 — Shop

/** HQ-SHP-1..4. Returns how many cards were kept. */
export function resolveShop(ctx: ResolutionContext, request: ResolveShopRequest): { kept: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'shop');
  const { kept } = decided(
    decideShop(
      { staff: staffIn(readPlacementRows(db, campaignId), 'shop'), allyCards: allyCardsOf(boxData.allyCards, pack.hq), staffName: staffNames(pack) },
      { kept: request.kept.length, typed: request.typed },
    ),
  );
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
  clearPlace(db, campaignId, 'shop');
  advanceResolution(db, campaignId, due, 'command-room');
  return { kept };
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
  const { dice } = commandRoomDice(staffIn(readPlacementRows(db, campaignId), 'command-room'), allyCardsOf(boxData.allyCards, pack.hq));
  const play = decided(
    decideCommandRoom(
      { position: top?.position ?? deck.top_position, neededHits: top?.effectiveHits ?? null, secondAttempt: top?.attempt === 2, dice },
      request.roll === null ? 'none' : 'given',
    ),
  );
  const position = top!.position;

  let hits: number;
  let rollId: number | null = null;
  if (play.kind === 'roll') {
    const name = top!.name || `contract ${position}`;
    const roll = recordRoll(db, boxData, campaignId, { die: 'white', count: play.dice, purpose: `Command room: ${name}`.slice(0, 80), input: request.roll! }, { now: ctx.now });
    rollId = roll.id;
    hits = readRoll('hits', roll.faces);
  } else {
    hits = play.hits;
  }
  const outcome = commandRoomOutcome(hits, play.needed);
  db.prepare(
    `INSERT INTO hq_contract_attempts (campaign_id, position, attempt_number, hits_needed, dice, roll_id, automatic, hits, outcome, memory_attempt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(campaignId, position, top!.attempt, play.needed, dice, rollId, play.kind === 'automatic' ? 1 : 0, hits, outcome, due.memoryAttemptId);
  if (outcome === 'success') {
    // HQ-CMD-2, HQ-LVL-1: the contract leaves the game; the back of the next card is the new HQ level.
    db.prepare('UPDATE hq_contract_deck SET top_position = top_position + 1, revealed = 0, second_attempt = 0 WHERE id = ?').run(deck.id);
  } else {
    // HQ-CMD-3: it stays face up on top; the next try is the second attempt (HQ-CMD-4).
    db.prepare('UPDATE hq_contract_deck SET revealed = 1, second_attempt = 1 WHERE id = ?').run(deck.id);
  }
  // HQ-CMD-5
  clearPlace(db, campaignId, 'command-room');
  advanceResolution(db, campaignId, due, 'done');
  return { position, outcome, hits, needed: play.needed };
}
