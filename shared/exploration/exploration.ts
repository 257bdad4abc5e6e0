import { z } from 'zod';
import { lineOfText, notesText } from '../text/player-text.js';
import { campaignId } from '../campaigns/campaign.js';
import { memoryId } from '../diary/diary.js';
import type { Refusal } from '../ipc/refusal.js';
import {
  hashCardNumber,
  locationNumber,
  regionId,
  stickerCode,
  type Connection,
  type LocationSymbol,
} from './region-box-data.js';

/**
 * The Apocalypse exploration phase (exploration.md §10): request schemas and the view the
 * exploration screen draws. The region map itself is box data (region-box-data.ts); this is
 * what the group did on it.
 */


/** EXP-4, LOC-5, THR-2: how a line on the map was paid for. */
export const JOURNEY_PAYMENTS = ['cube', 'clue', 'gauge', 'free-jump', 'gauge-full-health'] as const;
export type JourneyPayment = (typeof JOURNEY_PAYMENTS)[number];

/**
 * EXP-4 step 1: what the players choose to pay with. A cube or a clue card, where they have
 * one; a gauge tick only when neither is left (the app decides whether the tick lands on
 * the gauge or, the gauge being full, costs health: THR-2).
 */
export const journeyPaymentChoice = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cube') }).strict(),
  z.object({ method: z.literal('clue'), cardId: z.number().int().positive() }).strict(),
  z.object({ method: z.literal('gauge') }).strict(),
]);
export type JourneyPaymentChoice = z.infer<typeof journeyPaymentChoice>;

/** The exploration decks (LOC-1..4) and the `#` slot (LOC-8, SLOTX-1). */
export const EXPLORATION_DECKS = ['encounter', 'ruins', 'mystery', 'hash'] as const;
export type ExplorationDeck = (typeof EXPLORATION_DECKS)[number];

/** What a card gained during exploration is; CLUE-1: clue cards go into the plastic bag. */
export const GAINED_CARD_KINDS = ['equipment', 'reward', 'clue', 'hash', 'other'] as const;
export type GainedCardKind = (typeof GAINED_CARD_KINDS)[number];

const cardName = lineOfText(z.string().trim().min(1, 'A card needs a name or number.').max(60, 'A card name can have at most 60 characters.'));
const memberId = z.number().int().positive();
const healthDelta = z.number().int().min(-12).max(12);

/** A card gained, put into an assassin's plastic bag (EOM-4: rearranged later on the Assassins tab). */
export const gainedCardSchema = z.object({ name: cardName, kind: z.enum(GAINED_CARD_KINDS), memberId }).strict();
export type GainedCard = z.infer<typeof gainedCardSchema>;

/** EXC-1..6: what the players read on an exploration card, as they recorded it. */
export const cardOutcomeSchema = z
  .object({
    /** Health lost (negative) or gained (positive) per assassin in play. */
    health: z
      .array(z.object({ memberId, delta: healthDelta }).strict())
      .max(4)
      .refine((all) => new Set(all.map((h) => h.memberId)).size === all.length, { message: 'One assassin appears twice.' })
      .default([]),
    /** SJ-4, EXC-5: Shao Jun's health change. */
    shaoJunDelta: healthDelta.default(0),
    cardsGained: z.array(gainedCardSchema).max(10).default([]),
    notes: notesText(z.string().max(500, 'Notes can have at most 500 characters.')).default(''),
  })
  .strict();
export type CardOutcome = z.infer<typeof cardOutcomeSchema>;

// ---------------------------------------------------------------------------- requests

export const getExplorationRequest = z.object({ campaignId, regionId: regionId.nullable().default(null) }).strict();

/** EXP-1, EXP-3. */
export const startPhaseRequest = z.object({ campaignId, regionId, startLocation: locationNumber }).strict();

/** EXP-4. */
export const journeyRequest = z.object({ campaignId, to: locationNumber, payment: journeyPaymentChoice }).strict();

/** LOC-5. */
export const jumpRequest = z.object({ campaignId, to: locationNumber }).strict();

/**
 * EXP-4 step 4: resolving the symbol of the location just reached.
 * - encounter / ruins (LOC-1/2): the card drawn; LOC-3: `deckEmpty` when that deck ran out
 *   and a mystery card was drawn instead.
 * - mystery-or-memory (LOC-4): the sticker's code; when the code is not in the exploration
 *   table, the players say which it is (`choice`, and the memory id for a memory). A
 *   mystery card drawn is named in `card`.
 * - narrative (LOC-8): the `#` card is the location's; nothing else to say.
 */
export const resolveLocationRequest = z
  .object({
    campaignId,
    resolution: z.discriminatedUnion('symbol', [
      z.object({ symbol: z.literal('encounter'), card: cardName, deckEmpty: z.boolean().default(false) }).strict(),
      z.object({ symbol: z.literal('ruins'), card: cardName, deckEmpty: z.boolean().default(false) }).strict(),
      z
        .object({
          symbol: z.literal('mystery-or-memory'),
          code: stickerCode.nullable(),
          choice: z.enum(['mystery', 'memory']).nullable().default(null),
          memoryId: memoryId.nullable().default(null),
          card: cardName.nullable().default(null),
        })
        .strict(),
      z.object({ symbol: z.literal('narrative') }).strict(),
    ]),
  })
  .strict();
export type LocationResolution = z.infer<typeof resolveLocationRequest>['resolution'];

/** EXC-*: the outcome the players read on a drawn card. */
export const recordCardOutcomeRequest = z.object({ campaignId, drawId: z.number().int().positive(), outcome: cardOutcomeSchema }).strict();

/** LOC-6. */
export const useHealerRequest = z.object({ campaignId }).strict();

/**
 * LOC-7: craft one blueprint at the activated forge the group stands on. The blueprint is a
 * card the party holds (`blueprintCardId`) or, when the app does not track it, typed by name;
 * the `#` card that replaces it is typed by the players and goes into an assassin's bag.
 */
export const forgeRequest = z
  .object({
    campaignId,
    blueprintCardId: z.number().int().positive().nullable(),
    blueprintName: cardName.nullable(),
    crafted: z.object({ name: cardName, boxCardId: hashCardNumber.nullable().default(null), memberId }).strict(),
  })
  .strict()
  .refine((r) => r.blueprintCardId !== null || r.blueprintName !== null, {
    message: 'Say which blueprint is crafted.',
    path: ['blueprintName'],
  });

/** EXP-END-1/2: `bagMemberId` is whose plastic bag gets A#24 (default: the first assassin in play). */
export const endPhaseRequest = z.object({ campaignId, bagMemberId: memberId.nullable().default(null) }).strict();

// ---------------------------------------------------------------------------- the view

export interface LocationView {
  number: number;
  symbol: LocationSymbol;
  healValue: number | null;
  cardNumber: string | null;
  /** The code from box data, or the one typed when the sticker was placed. */
  stickerCode: string | null;
  x: number | null;
  y: number | null;
  /** EXP-4: the numbers printed around the location. */
  connections: number[];
  /** EXP-4 step 3. */
  stickerPlaced: boolean;
  /** LOC-5..7: white icon. */
  activated: boolean;
  /** LOC-1..4, LOC-8: explored for good. */
  exhausted: boolean;
  /** LOC-4: the black memory sticker beside it. */
  memoryId: string | null;
}

export interface JourneyLine {
  id: number;
  phaseId: number;
  /** The order within its phase, from 1. */
  seq: number;
  from: number;
  to: number;
  payment: JourneyPayment;
  clueCardName: string | null;
}

export interface GaugeBoxView {
  /** From 1 (leftmost). */
  index: number;
  /** THR-1: the `#` card this box gives when ticked. */
  hashCard: string | null;
  ticked: boolean;
}

export interface GaugeView {
  boxes: GaugeBoxView[];
  full: boolean;
  /** THR-2: ticks after the gauge was full, each paid with 1 health by everyone. */
  overflowTicks: number;
  /** THR-1, SLOTX-1: `#` cards the ticked boxes gave, in tick order. */
  hashCardsTaken: { box: number; card: string }[];
}

export interface DrawView {
  id: number;
  phaseId: number;
  location: number;
  deck: ExplorationDeck;
  card: string;
  /** Null until the players record what the card did. */
  outcome: CardOutcome | null;
}

export interface CraftView {
  id: number;
  location: number;
  blueprintName: string;
  craftedName: string;
}

export interface PhaseView {
  id: number;
  regionId: string;
  afterAttemptId: number | null;
  startLocation: number;
  currentLocation: number;
  cubesStart: number;
  cubesLeft: number;
  /** LOC-6: the healer used in this phase. */
  healerLocation: number | null;
  /** EXP-4 step 4: reached but not resolved yet (journeys wait). */
  unresolvedLocation: number | null;
  /** LOC-4, EXP-END-1. */
  discoveredMemory: { memoryId: string; location: number } | null;
  ended: boolean;
  a24Given: boolean;
  draws: DrawView[];
  crafts: CraftView[];
}

/** EXP-4, LOC-5: a move the group could make from where it stands. */
export interface NextMove {
  to: number;
  kind: 'journey' | 'jump';
  allowed: boolean;
  refusal: Refusal | null;
}

/** EXP-4 step 1: what the players can pay the next journey with. */
export interface PaymentOptions {
  cube: boolean;
  clueCards: { id: number; name: string }[];
  /** Only when no cube and no clue card is left. */
  gauge: boolean;
  /** THR-2: the gauge is full, so a tick costs everyone 1 health. */
  gaugeCostsHealth: boolean;
}

export interface StartOption {
  allowed: boolean;
  refusal: Refusal | null;
  /** EXP-3: the completed memory's location when its memory sticker is on this map. */
  fixedStartLocation: number | null;
  /** The memory just completed (the attempt the phase would follow). */
  afterMemoryId: string | null;
  cubes: number;
}

export interface ExplorationView {
  campaignId: number;
  isApocalypse: boolean;
  regions: { id: string; name: string }[];
  /** The region shown: the open phase's, else the one asked for, else the first. */
  region: { id: string; name: string; journeySlots: number } | null;
  locations: LocationView[];
  connections: Connection[];
  lines: JourneyLine[];
  gauge: GaugeView | null;
  /** The open phase, or the latest ended one in this region. */
  phase: PhaseView | null;
  start: StartOption;
  nextMoves: NextMove[];
  payment: PaymentOptions;
  /** LOC-6: whether the healer the group stands on can be used now. */
  healer: { allowed: boolean; refusal: Refusal | null; value: number | null };
  /** LOC-7. */
  forge: { allowed: boolean; refusal: Refusal | null };
}
