import { z } from 'zod';
import { lineOfText } from '../text/player-text.js';
import { blueprintId, type AllyCard } from './hq-box-data.js';
import { refuse, type Refusal } from '../ipc/refusal.js';
import { campaignId } from '../campaigns/campaign.js';
import { BOARD_SLOTS, CARD_TYPES } from '../boards/board.js';
import { diceRollInput } from '../dice/dice.js';
import type { ExactChance } from '../dice/dice-odds.js';
import type { ContractSummary } from './hq-contract-cards.js';

/*
 * What each HQ building does in the resolution step (HQ-HOS, HQ-WRK, HQ-SHP, HQ-CMD), from
 * the brown cards of the miniatures staffing it. Pure functions: main enforces them and the
 * resolution screen shows them before the players confirm.
 *
 * Staff are miniature ids (shared/hq/hq.ts): `ezio`, `apprentice-1..4`,
 * `courtesan-1..4`, `mercenary-1..4`; a brown card is looked up by the same id.
 */

type CardLookup = readonly Pick<AllyCard, 'characterId' | 'hospital' | 'workshopReduction' | 'shopKeep' | 'commandRoomDice'>[];

const cardOf = (cards: CardLookup, staffId: string) => cards.find((c) => c.characterId === staffId) ?? null;

/** Where a staff member's number comes from: its brown card, the number the players typed now, or the rulebook example's default. */
export type StaffValueSource = 'card' | 'typed' | 'default' | 'unknown';

export interface StaffValue {
  staffId: string;
  value: number | null;
  source: StaffValueSource;
}

/** A number the players read off a brown card whose value is not in box data, for this resolution only. */
export interface TypedStaffValue {
  staffId: string;
  value: number;
}

function staffValues(staff: readonly string[], read: (staffId: string) => number | null, typed: readonly TypedStaffValue[]): StaffValue[] {
  return staff.map((staffId) => {
    const known = read(staffId);
    if (known !== null) return { staffId, value: known, source: 'card' };
    const given = typed.find((t) => t.staffId === staffId);
    return given ? { staffId, value: given.value, source: 'typed' } : { staffId, value: null, source: 'unknown' };
  });
}

const sumKnown = (values: readonly StaffValue[]): number | null =>
  values.some((v) => v.value === null) ? null : values.reduce((sum, v) => sum + (v.value ?? 0), 0);

// ---------------------------------------------------------------------------------------
// Command room

/** HQ-CMD-1 [PL example]: a brown card that says nothing about the command room rolls 1 die. */
export const DEFAULT_COMMAND_ROOM_DICE = 1;

/**
 * HQ-CMD-1: the white dice the command room's staff roll (HQ-CMD-4: on a second attempt,
 * as many automatic hits). A staff member whose brown card gives no number counts for the
 * rulebook example's 1 die and is listed in `unknownStaff`, so the screen can say so.
 */
export function commandRoomDice(staff: readonly string[], allyCards: CardLookup): { dice: number; unknownStaff: string[]; perStaff: StaffValue[] } {
  const perStaff: StaffValue[] = staff.map((staffId) => {
    const known = cardOf(allyCards, staffId)?.commandRoomDice ?? null;
    return known !== null ? { staffId, value: known, source: 'card' } : { staffId, value: DEFAULT_COMMAND_ROOM_DICE, source: 'default' };
  });
  return {
    dice: perStaff.reduce((sum, s) => sum + (s.value ?? 0), 0),
    unknownStaff: perStaff.filter((s) => s.source === 'default').map((s) => s.staffId),
    perStaff,
  };
}

export type CommandRoomOutcome = 'success' | 'failure';

/**
 * HQ-CMD-2..4: a first attempt succeeds with at least the hits needed; a second attempt
 * counts each die as an automatic hit (no roll).
 */
export function commandRoomOutcome(hits: number, needed: number): CommandRoomOutcome {
  return hits >= needed ? 'success' : 'failure';
}

// ---------------------------------------------------------------------------------------
// Hospital

export type EzioMode = 'hospital' | 'outside';

export interface CaregiverHealth extends StaffValue {
  /** HQ-HOS-7: Ezio gives health equal to the HQ level to the patients, or 1 health outside. */
  ezio: boolean;
}

/**
 * HQ-HOS-1/2, HQ-HOS-7, HQ-LVL-2: the health each caregiver restores and the total to share
 * among the patients. Null values are unknown (the brown card or the HQ level is not known
 * and the players have not typed it): the total is then unknown too.
 */
export function hospitalHealth(
  caregivers: readonly string[],
  allyCards: CardLookup,
  hqLevel: number | null,
  ezioMode: EzioMode,
  typed: readonly TypedStaffValue[] = [],
): { perCaregiver: CaregiverHealth[]; total: number | null; missing: string[] } {
  const read = (staffId: string): number | null => {
    const effect = cardOf(allyCards, staffId)?.hospital ?? null;
    if (!effect) return null;
    if (effect.kind === 'hq-level-or-outside') return ezioMode === 'outside' ? 0 : hqLevel;
    if (effect.kind === 'per-level') return hqLevel === null ? null : (effect.health[hqLevel - 1] ?? null);
    return null;
  };
  const perCaregiver = staffValues(caregivers, read, typed).map((v) => ({
    ...v,
    ezio: cardOf(allyCards, v.staffId)?.hospital?.kind === 'hq-level-or-outside',
  }));
  return { perCaregiver, total: sumKnown(perCaregiver), missing: perCaregiver.filter((c) => c.value === null).map((c) => c.staffId) };
}

/** HQ-HOS-3: a patient's health after being given `given` (an eliminated one starts from 0). */
export function healedHealth(current: number, max: number, given: number): { health: number; full: boolean } {
  const health = Math.min(max, current + given);
  return { health, full: health >= max };
}

/** HQ-HOS-3, HQ-HOS-6: what becomes of a patient given `given` health. */
export type PatientResult = 'full' | 'injured' | 'stays';
export function patientResult(current: number, max: number, given: number, eliminated: boolean): PatientResult {
  if (given <= 0) return eliminated ? 'stays' : current >= max ? 'full' : 'injured';
  return healedHealth(current, max, given).full ? 'full' : 'injured';
}

// ---------------------------------------------------------------------------------------
// Workshop

/**
 * HQ-WRK-2/3, BP-1: the cards a blueprint costs after the workshop staff's reductions.
 * [AMB] A reduction is "−1 card" without a colour: the players choose which colour to
 * skip, so the payment must have at most `white` white and `black` black cards and exactly
 * `total` cards in all.
 */
export function workshopCost(
  blueprint: { whiteCost: number | null; blackCost: number | null },
  staff: readonly string[],
  allyCards: CardLookup,
  typed: readonly TypedStaffValue[] = [],
): { white: number | null; black: number | null; reduction: number | null; total: number | null; perStaff: StaffValue[]; missing: string[] } {
  const perStaff = staffValues(staff, (id) => cardOf(allyCards, id)?.workshopReduction ?? null, typed);
  const reduction = sumKnown(perStaff);
  const { whiteCost: white, blackCost: black } = blueprint;
  const total = white === null || black === null || reduction === null ? null : Math.max(0, white + black - reduction);
  return { white, black, reduction, total, perStaff, missing: perStaff.filter((s) => s.value === null).map((s) => s.staffId) };
}

/** HQ-WRK-2/3, HQ-WRK-8: whether the chosen cards pay the cost exactly. */
export function checkPayment(paid: { white: number; black: number }, cost: { white: number; black: number; total: number }): Refusal | null {
  if (paid.white > cost.white) {
    return refuse('HQ-WRK-2', `The blueprint takes at most ${cost.white} white (reusable) cards; ${paid.white} were chosen.`, { context: 'tooManyWhite', most: cost.white, chosen: paid.white }, 'paidCardIds').refusal;
  }
  if (paid.black > cost.black) {
    return refuse('HQ-WRK-2', `The blueprint takes at most ${cost.black} black (consumable) cards; ${paid.black} were chosen.`, { context: 'tooManyBlack', most: cost.black, chosen: paid.black }, 'paidCardIds').refusal;
  }
  const count = paid.white + paid.black;
  if (count !== cost.total) {
    return refuse(
      'HQ-WRK-3',
      `After the workshop staff's reductions the blueprint costs ${cost.total} ${cost.total === 1 ? 'card' : 'cards'} (${cost.white} white and ${cost.black} black at most); chosen: ${count}.`,
      { context: 'count', total: cost.total, white: cost.white, black: cost.black, chosen: count },
      'paidCardIds',
    ).refusal;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Shop

/** HQ-SHP-1: the equipment cards revealed in the shop. */
export const SHOP_DRAW = 4;

/** HQ-SHP-2: how many of the drawn cards the shop staff keep (sum of their brown cards). */
export function shopKeep(staff: readonly string[], allyCards: CardLookup, typed: readonly TypedStaffValue[] = []): { keep: number | null; perStaff: StaffValue[]; missing: string[] } {
  const perStaff = staffValues(staff, (id) => cardOf(allyCards, id)?.shopKeep ?? null, typed);
  const keep = sumKnown(perStaff);
  return { keep: keep === null ? null : Math.min(SHOP_DRAW, keep), perStaff, missing: perStaff.filter((s) => s.value === null).map((s) => s.staffId) };
}

// ---------------------------------------------------------------------------------------
// Requests and the resolution preview (hq-resolution-channels.ts)

const staffId = z.string().regex(/^[a-z][a-z0-9-]*$/).max(40);
const memberId = z.number().int().positive();
const health = z.number().int().min(0, 'Health cannot be negative.').max(20);

/** A number read off a brown card the box data does not have, for this resolution only. */
export const typedStaffValues = z
  .array(z.object({ staffId, value: z.number().int().min(0).max(20) }).strict())
  .max(10)
  .default([]);

/** HQ-WRK-6, HQ-SHP-4: where a new card goes: the main hall or a slot of an assassin board. */
export const hqCardDestination = z.discriminatedUnion('place', [
  z.object({ place: z.literal('main-hall') }).strict(),
  z.object({ place: z.literal('board'), memberId, slot: z.enum(BOARD_SLOTS) }).strict(),
]);
export type HqCardDestination = z.infer<typeof hqCardDestination>;

export const resolveHospitalRequest = z
  .object({
    campaignId,
    /** HQ-HOS-2: how the players share the health among the patients (red spaces). */
    distribution: z.array(z.object({ memberId, health }).strict()).max(4).default([]),
    /** HQ-HOS-7: null when Ezio is not a caregiver. */
    ezioMode: z.enum(['hospital', 'outside']).nullable().default(null),
    /** HQ-HOS-7: the injured assassin outside the hospital Ezio gives 1 health to. */
    ezioOutsideMemberId: memberId.nullable().default(null),
    typed: typedStaffValues,
  })
  .strict();
export type ResolveHospitalRequest = z.infer<typeof resolveHospitalRequest>;

export const resolveWorkshopRequest = z
  .object({
    campaignId,
    build: z.boolean(),
    /** HQ-WRK-2: small cards from the main hall and the assassin boards. */
    paidCardIds: z.array(z.number().int().positive()).max(24).default([]),
    /** For paid cards whose colour the save does not know: white = reusable. */
    declaredColours: z.array(z.object({ cardId: z.number().int().positive(), reusable: z.boolean() }).strict()).max(24).default([]),
    typed: typedStaffValues,
    /** HQ-WRK-6: where the built item's card goes (main hall by default). */
    placeAt: hqCardDestination.default({ place: 'main-hall' }),
  })
  .strict();
export type ResolveWorkshopRequest = z.infer<typeof resolveWorkshopRequest>;

/** HQ-SHP-1: a drawn equipment card, picked from box data (its printed id) or typed. */
export const drawnCard = z
  .object({
    boxCardId: lineOfText(z.string().trim().min(1).max(20)).nullable().default(null),
    name: lineOfText(z.string().trim().min(1, 'A card needs a name.').max(60)),
    cardType: z.enum(CARD_TYPES).default('none'),
    reusable: z.boolean().nullable().default(null),
    armorHealth: z.number().int().min(0).max(9).default(0),
  })
  .strict();

export const resolveShopRequest = z
  .object({
    campaignId,
    /** HQ-SHP-1: the (up to) 4 cards revealed, investigation cards already skipped. */
    drawn: z.array(drawnCard).max(SHOP_DRAW, `The shop reveals ${SHOP_DRAW} cards.`).default([]),
    /** HQ-SHP-2/4: which of them are kept (by index in `drawn`) and where each goes. */
    kept: z.array(z.object({ index: z.number().int().min(0).max(SHOP_DRAW - 1), to: hqCardDestination }).strict()).max(SHOP_DRAW).default([]),
    typed: typedStaffValues,
  })
  .strict();
export type ResolveShopRequest = z.infer<typeof resolveShopRequest>;

export const resolveCommandRoomRequest = z
  .object({
    campaignId,
    /** HQ-CMD-2: the roll; null only for the automatic second attempt (HQ-CMD-4) or an empty room. */
    roll: diceRollInput.nullable(),
  })
  .strict();
export type ResolveCommandRoomRequest = z.infer<typeof resolveCommandRoomRequest>;

export const gainBlueprintRequest = z.object({ campaignId, blueprintId }).strict();

export const RESOLUTION_STEPS = ['hospital', 'workshop', 'shop', 'command-room', 'done'] as const;
export type ResolutionStepId = (typeof RESOLUTION_STEPS)[number];

export interface PatientPreview {
  memberId: number;
  characterId: string;
  health: number;
  maxHealth: number;
  eliminated: boolean;
}

export interface PayableCard {
  id: number;
  name: string;
  kind: string;
  /** White (true) or black (false); null when the save does not know (declare it when paying). */
  reusable: boolean | null;
  place: 'main-hall' | 'board';
  memberId: number | null;
}

/** `hq/get-resolution`: what each building WILL do, in the rules' order, before the players confirm. */
export interface ResolutionView {
  campaignId: number;
  /** HQ-GEN-4: a memory was completed (success or second failure) and its resolution is not finished. */
  due: boolean;
  memoryAttemptId: number | null;
  memoryId: string | null;
  /** HQ-RES-1: the building to resolve now; 'done' when all four are; null when none is due. */
  nextStep: ResolutionStepId | null;
  summary: ContractSummary;
  hospital: {
    caregivers: string[];
    patients: PatientPreview[];
    ezio: boolean;
    /** HQ-HOS-2/7: per caregiver and total, for each of Ezio's modes (the same when Ezio is not there). */
    byMode: Record<EzioMode, ReturnType<typeof hospitalHealth>>;
    /** HQ-HOS-7: injured assassins outside the hospital Ezio could give 1 health to. */
    outsideCandidates: number[];
  };
  workshop: {
    staff: string[];
    blueprint: { id: string; name: string; item: string } | null;
    cost: ReturnType<typeof workshopCost> | null;
    payable: PayableCard[];
  };
  shop: { staff: string[]; keep: ReturnType<typeof shopKeep>; draw: number };
  commandRoom: {
    staff: string[];
    dice: ReturnType<typeof commandRoomDice>;
    neededHits: number | null;
    /** HQ-CMD-4: a second attempt: each die is an automatic hit, no roll. */
    automatic: boolean;
    /** HQ-CMD-2: the exact chance of a first attempt (null if the white die's faces are not entered or hits unknown). */
    chance: ExactChance | null;
    /** What the automatic attempt will give (null on a first attempt). */
    automaticOutcome: CommandRoomOutcome | null;
  };
}
