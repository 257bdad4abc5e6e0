import { accept, refuse, type Decision, type Refusal } from '../ipc/refusal.js';
import type { AllyCard } from './hq-box-data.js';
import {
  checkPayment,
  hospitalHealth,
  shopKeep,
  workshopCost,
  type EzioMode,
  type ResolutionStepId,
  type TypedStaffValue,
} from './hq-buildings.js';

/*
 * The resolution step's decisions (HQ-GEN-4, HQ-RES-1, HQ-HOS, HQ-WRK, HQ-SHP, HQ-CMD), as
 * pure functions over plain facts: main reads the facts, asks here, and writes only what
 * the decision says. Staff are miniature ids (`ezio`, `apprentice-2`…); a refusal naming
 * one carries its id as `miniature`, worded by the renderer in the player's language.
 */

type CardLookup = readonly Pick<AllyCard, 'characterId' | 'hospital' | 'workshopReduction' | 'shopKeep' | 'commandRoomDice'>[];

/** English names of the staff, for the sentences logs read (the renderer words its own). */
export type StaffName = (staffId: string) => string;

const STEP_WORDS: Record<ResolutionStepId, string> = {
  hospital: 'the hospital',
  workshop: 'the workshop',
  shop: 'the shop',
  'command-room': 'the command room',
  done: 'nothing more',
};

/** HQ-GEN-4, HQ-RES-1: refuses unless a resolution is due and `step` is the building to resolve now. */
export function checkResolutionStep(due: { nextStep: ResolutionStepId } | null, step: ResolutionStepId): Refusal | null {
  if (!due) {
    return refuse('HQ-GEN-4', 'The resolution step comes after a completed memory: a success or a second failed attempt.', {}, 'campaignId').refusal;
  }
  if (due.nextStep === 'done') {
    return refuse('HQ-RES-1', 'All four buildings are already resolved for this memory.', { context: 'allDone' }, 'campaignId').refusal;
  }
  if (due.nextStep === step) return null;
  return refuse(
    'HQ-RES-1',
    `Buildings are resolved in order: hospital, workshop, shop, command room. Resolve ${STEP_WORDS[due.nextStep]} now.`,
    { context: `next-${due.nextStep}`, step: due.nextStep },
    'campaignId',
  ).refusal;
}

/**
 * UNK-11: a number the rules need comes from a brown card; when neither box data nor the
 * players (for this resolution) give it, the first staff member missing one is named.
 */
function missingBrownCard(missing: readonly string[], name: StaffName, rule: string, context: string, what: string): Refusal | null {
  const [first] = missing;
  if (first === undefined) return null;
  return refuse(
    rule,
    `Enter ${name(first)}'s brown card (${what}) in Box data, or type the number from the card for this resolution.`,
    { context, miniature: first },
    'typed',
  ).refusal;
}

// ---------------------------------------------------------------------------------------
// 1 — Hospital

export interface PatientFacts {
  memberId: number;
  /** HLT-1, HQ-AS-1: the health it has and will have at most once it leaves (the bagged armor counts). */
  health: number;
  max: number;
  eliminated: boolean;
}

export interface HospitalFacts {
  level: number | null;
  caregivers: readonly string[];
  allyCards: CardLookup;
  patients: readonly PatientFacts[];
  /** HQ-HOS-7: injured assassins in play outside the hospital. */
  outsideCandidates: readonly number[];
  staffName: StaffName;
}

export interface HospitalRequest {
  distribution: readonly { memberId: number; health: number }[];
  ezioMode: EzioMode | null;
  ezioOutsideMemberId: number | null;
  typed: readonly TypedStaffValue[];
}

export interface HospitalChange {
  /** HQ-HOS-3: patients given health are back in play with what they lost now. */
  healed: { memberId: number; healthLost: number }[];
  /** HQ-HOS-4: every patient leaves the red spaces; those back in play take their bagged cards back (HQ-AS-1). */
  leaving: { memberId: number; backInPlay: boolean }[];
  /** HQ-HOS-7: the assassin outside given 1 health by Ezio. */
  outside: number | null;
  /** How many patients are back at full health, for the history line. */
  fullyHealed: number;
}

/** Whether Ezio stands on a white space: his card gives the HQ level, or 1 health outside (HQ-HOS-7). */
export const ezioCaring = (caregivers: readonly string[], allyCards: CardLookup): boolean =>
  caregivers.some((id) => allyCards.find((c) => c.characterId === id)?.hospital?.kind === 'hq-level-or-outside');

/** HQ-HOS-1..7: what the hospital does with the health the players share out. */
export function decideHospital(facts: HospitalFacts, request: HospitalRequest): Decision<HospitalChange> {
  const ezioHere = ezioCaring(facts.caregivers, facts.allyCards);
  // HQ-HOS-7: Ezio either shares health among the patients or gives 1 health outside; the players say which.
  if (ezioHere && request.ezioMode === null) {
    return refuse(
      'HQ-HOS-7',
      'Ezio is caring in the hospital: choose whether he shares health among the patients or gives 1 health to an injured assassin outside.',
      { context: 'chooseMode' },
      'ezioMode',
    );
  }
  if (!ezioHere && request.ezioMode !== null) {
    return refuse('HQ-HOS-7', 'Ezio is not on a white hospital space, so his hospital effect does not apply.', { context: 'notCaring' }, 'ezioMode');
  }
  const mode: EzioMode = request.ezioMode ?? 'hospital';
  const { total, missing } = hospitalHealth(facts.caregivers, facts.allyCards, facts.level, mode, request.typed);
  // HQ-HOS-2: the caregivers' health is shared among the patients only; with nobody on a red
  // space their cards (and the HQ level) change nothing, so they are not asked for.
  const unknown =
    facts.patients.length === 0
      ? null
      : facts.level === null
      ? missingBrownCard(missing, facts.staffName, 'HQ-HOS-1', 'levelUnknown', 'the HQ level is not known either')
      : missingBrownCard(missing, facts.staffName, 'HQ-HOS-1', 'healthAtLevel', 'health restored at this HQ level');
  if (unknown) return { ok: false, refusal: unknown };

  const given = new Map<number, number>();
  for (const [index, { memberId, health }] of request.distribution.entries()) {
    if (!facts.patients.some((p) => p.memberId === memberId)) {
      return refuse('HQ-HOS-2', 'Only assassins on the red hospital spaces share the caregivers’ health.', { context: 'notPatient' }, `distribution.${index}.memberId`);
    }
    given.set(memberId, health);
  }
  const shared = [...given.values()].reduce((a, b) => a + b, 0);
  if (shared > (total ?? 0)) {
    return refuse('HQ-HOS-2', `The caregivers restore ${total ?? 0} health in all; ${shared} were shared out.`, { context: 'tooMuch', total: total ?? 0, shared }, 'distribution');
  }

  let outside: number | null = null;
  if (mode === 'outside' && ezioHere) {
    const target = request.ezioOutsideMemberId;
    if (target === null || !facts.outsideCandidates.includes(target)) {
      return refuse('HQ-HOS-7', 'Ezio gives 1 health to one injured assassin who is not in the hospital: choose one.', { context: 'outsideTarget' }, 'ezioOutsideMemberId');
    }
    outside = target;
  }

  // HQ-HOS-3: a patient given health leaves the hospital injured or at full health, available
  // again; HQ-HOS-6 [AMB]: one given nothing stays as it was (an eliminated one stays out).
  const healed: HospitalChange['healed'] = [];
  let fullyHealed = 0;
  for (const patient of facts.patients) {
    const amount = given.get(patient.memberId) ?? 0;
    if (amount <= 0) continue;
    const health = Math.min(patient.max, patient.health + amount);
    healed.push({ memberId: patient.memberId, healthLost: patient.max - health });
    if (health >= patient.max) fullyHealed += 1;
  }
  const leaving = facts.patients.map((p) => ({ memberId: p.memberId, backInPlay: !p.eliminated || (given.get(p.memberId) ?? 0) > 0 }));
  return accept({ healed, leaving, outside, fullyHealed });
}

// ---------------------------------------------------------------------------------------
// 2 — Workshop

export interface PaidCardFacts {
  id: number;
  name: string;
  kind: string;
  location: string;
  /** White (reusable) or black; the save's colour, else the one the players declared, else null. */
  reusable: boolean | null;
}

export interface WorkshopFacts {
  blueprint: { name: string; whiteCost: number | null; blackCost: number | null } | null;
  staff: readonly string[];
  allyCards: CardLookup;
  /** The cards chosen to pay, as the save holds them. */
  paid: readonly PaidCardFacts[];
  staffName: StaffName;
}

/** HQ-WRK-2: the small cards that pay for a blueprint. */
export const PAYING_KINDS = ['equipment', 'reward', 'chest', 'special'] as const;

export type WorkshopChange = { built: false } | { built: true; paidIds: number[]; removed: number; discarded: number };

/** HQ-WRK-1..8, BP-1/2: whether the blueprint in the workshop is built with the chosen cards. */
export function decideWorkshop(facts: WorkshopFacts, request: { build: boolean; typed: readonly TypedStaffValue[] }): Decision<WorkshopChange> {
  // HQ-WRK-7: an unbuilt blueprint goes face up into the main hall.
  if (!request.build) return accept({ built: false });
  const { blueprint } = facts;
  if (!blueprint) return refuse('HQ-WRK-2', 'There is no blueprint in the workshop to build.', { context: 'noBlueprint' }, 'build');
  const cost = workshopCost(blueprint, facts.staff, facts.allyCards, request.typed);
  if (cost.white === null || cost.black === null) {
    return refuse('BP-1', `Enter the white and black costs of ${blueprint.name} in Box data before building it.`, { context: 'costs', blueprint: blueprint.name }, 'build');
  }
  const unknown = missingBrownCard(cost.missing, facts.staffName, 'HQ-WRK-3', 'reduction', 'its workshop reduction');
  if (unknown) return { ok: false, refusal: unknown };

  for (const [index, card] of facts.paid.entries()) {
    const field = `paidCardIds.${index}`;
    if (card.location !== 'board' && card.location !== 'main-hall') {
      return refuse('HQ-WRK-2', `${card.name} is not on an assassin board or in the main hall, so it cannot pay for the blueprint.`, { context: 'notAtHand', card: card.name }, field);
    }
    if (!(PAYING_KINDS as readonly string[]).includes(card.kind)) {
      return refuse(
        'HQ-WRK-2',
        `${card.name} is not an equipment, reward, chest or special equipment card, so it cannot pay for the blueprint.`,
        { context: 'notSmallCard', card: card.name },
        field,
      );
    }
    if (card.reusable === null) {
      return refuse('HQ-WRK-2', `Say whether ${card.name} is a white (reusable) or a black (consumable) card.`, { context: 'colour', card: card.name }, 'declaredColours');
    }
  }
  const white = facts.paid.filter((p) => p.reusable).length;
  const payment = checkPayment({ white, black: facts.paid.length - white }, { white: cost.white, black: cost.black, total: cost.total! });
  if (payment) return { ok: false, refusal: payment };
  // HQ-WRK-4: reusable cards leave the game, consumables go to the equipment discard pile.
  return accept({ built: true, paidIds: facts.paid.map((p) => p.id), removed: white, discarded: facts.paid.length - white });
}

// ---------------------------------------------------------------------------------------
// 3 — Shop

/** HQ-SHP-1..4: how many of the drawn cards the shop staff let the players keep. */
export function decideShop(
  facts: { staff: readonly string[]; allyCards: CardLookup; staffName: StaffName },
  request: { kept: number; typed: readonly TypedStaffValue[] },
): Decision<{ kept: number }> {
  const { keep, missing } = shopKeep(facts.staff, facts.allyCards, request.typed);
  const unknown = missingBrownCard(missing, facts.staffName, 'HQ-SHP-2', 'keep', 'how many cards it keeps');
  if (unknown) return { ok: false, refusal: unknown };
  if (request.kept > (keep ?? 0)) {
    return refuse('HQ-SHP-2', `The shop staff keep ${keep ?? 0} of the cards drawn; ${request.kept} were chosen.`, { context: 'tooMany', keep: keep ?? 0, chosen: request.kept }, 'kept');
  }
  return accept({ kept: request.kept });
}

// ---------------------------------------------------------------------------------------
// 4 — Command room

export interface CommandRoomFacts {
  /** The position of the deck's top card, named when its hits are unknown. */
  position: number;
  /** HQ-CMD-6: the hits after modifiers; null while box data lacks them. */
  neededHits: number | null;
  /** HQ-CMD-4: the second attempt at this contract. */
  secondAttempt: boolean;
  /** HQ-CMD-1: the dice the staff give. */
  dice: number;
}

/** How the contract's hits are found: every die a hit (HQ-CMD-4), none (an empty room), or a roll of `dice` white dice. */
export type CommandRoomPlay = { needed: number } & ({ kind: 'automatic'; hits: number } | { kind: 'empty'; hits: 0 } | { kind: 'roll'; dice: number });

/** HQ-CMD-1..4, HQ-CON-4: whether the roll the players bring is the one the contract asks for. */
export function decideCommandRoom(facts: CommandRoomFacts, roll: 'given' | 'none'): Decision<CommandRoomPlay> {
  const needed = facts.neededHits;
  if (needed === null) {
    return refuse('HQ-CON-4', `Enter the hits contract ${facts.position} needs (Box data, contracts) before playing it.`, { context: 'hitsUnknown', contract: facts.position }, 'roll');
  }
  if (facts.secondAttempt) {
    // HQ-CMD-4: every die is an automatic hit on the second attempt; nothing is rolled.
    if (roll === 'given') return refuse('HQ-CMD-4', 'The second attempt at a contract is not rolled: each die counts as a hit.', {}, 'roll');
    return accept({ kind: 'automatic', hits: facts.dice, needed });
  }
  if (facts.dice === 0) {
    if (roll === 'given') return refuse('HQ-CMD-1', 'Nobody staffs the command room, so there are no dice to roll.', {}, 'roll');
    return accept({ kind: 'empty', hits: 0, needed });
  }
  if (roll === 'none') return refuse('HQ-CMD-2', `Roll the command room's ${facts.dice} white ${facts.dice === 1 ? 'die' : 'dice'} for the contract.`, { context: 'roll', dice: facts.dice }, 'roll');
  return accept({ kind: 'roll', dice: facts.dice, needed });
}
