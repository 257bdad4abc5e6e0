import { z } from 'zod';
import { lineOfText, notesText } from '../text/player-text.js';
import { ENTRANCE_LETTERS, GUARD_TYPE_PATTERN } from './map/map-types.js';
import { EVENT_DIRECTIONS } from './event-direction.js';

/**
 * UNK-5, UNK-6, UNK-7: the enemy phase's cards are not printed in the rulebooks, so a group types
 * them once from its own box and keeps them with the box data: each guard type's enemy card, the
 * reinforcement cards of each assassin count, and the event deck. Each card is one box_data row
 * (see src-main/memory-play/enemy-box-data-parts.ts), so an edit touches one card and undo
 * restores just that card. Every number here is typed by the players; the app supplies none.
 *
 * The bounds below are app limits that keep a typed or imported value sane, not game values.
 */

/** A sanity bound on a number typed from an enemy card (health, dice): not a game value. */
const MAX_CARD_NUMBER = 9;
/** A sanity bound on the guards one entrance letter of a reinforcement card names: not a game value. */
const MAX_ENTRY_COUNT = 9;
/** App bounds on how many cards a box-data file holds. */
const MAX_ENEMY_CARDS = 40;
export const MAX_EVENT_CARDS = 100;

/** UNK-7, CMB-2/3: a melee enemy attacks its own square only; a ranged one also a nearby square. */
export const ENEMY_WEAPONS = ['melee', 'ranged'] as const;
export type EnemyWeapon = (typeof ENEMY_WEAPONS)[number];

/** UNK-7: the values of an enemy card the enemy phase needs, as typed from the card. */
export const enemyCardValuesSchema = z
  .object({
    health: z.number().int().min(1).max(MAX_CARD_NUMBER),
    /** CMB-4: the black dice it adds to a combat pool. */
    blackDice: z.number().int().min(0).max(MAX_CARD_NUMBER),
    weapon: z.enum(ENEMY_WEAPONS),
    /** MAP-ROOF-2, MOV-9c: e.g. the Agile Guard's card lets it step between street and roof without a ladder. */
    ignoresLadders: z.boolean(),
  })
  .strict();
export type EnemyCardValues = z.infer<typeof enemyCardValuesSchema>;

/** UNK-7: a guard type's enemy card (REI-1: crossbowmen and the elites; Apocalypse stalkers, vipers, furies). */
export const enemyCardSchema = enemyCardValuesSchema
  .extend({
    guardType: z.string().regex(GUARD_TYPE_PATTERN, 'A guard type is a lowercase id such as crossbowman or agile.'),
    notes: notesText(z.string().max(500)).default(''),
  })
  .strict();
export type EnemyCard = z.infer<typeof enemyCardSchema>;

/** REI-2: one entrance letter's line of a reinforcement card's column: how many guards of which type. */
const reinforcementEntrySchema = z
  .object({
    letter: z.enum(ENTRANCE_LETTERS),
    count: z.number().int().min(1).max(MAX_ENTRY_COUNT),
    guardType: z.string().regex(GUARD_TYPE_PATTERN, 'A guard type is a lowercase id such as crossbowman or agile.'),
  })
  .strict();
export type ReinforcementEntry = z.infer<typeof reinforcementEntrySchema>;

/** REI-2: one column of a reinforcement card (at most one line per letter and type). */
export const reinforcementColumnSchema = z
  .array(reinforcementEntrySchema)
  .max(ENTRANCE_LETTERS.length * 3)
  .refine((entries) => new Set(entries.map((entry) => `${entry.letter}/${entry.guardType}`)).size === entries.length, {
    message: 'A column names each letter and guard type once.',
  });

/** SET-4: reinforcement decks exist for 2, 3 and 4 assassins. */
export const REINFORCEMENT_DECK_COUNTS = [2, 3, 4] as const;
/** SET-4: a deck is exactly 8 cards. */
export const REINFORCEMENT_DECK_SIZE = 8;

/** UNK-6: a reinforcement card: its deck, the players' id for it, and its inactive and active columns (ALR-2). */
export const reinforcementCardSchema = z
  .object({
    assassins: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    id: lineOfText(z.string().trim().min(1, 'A card needs an id, e.g. its number in the deck.').max(20)),
    inactive: reinforcementColumnSchema,
    active: reinforcementColumnSchema,
    /** TWO-4, REI-9: the map (A or B) the small white triangle on the card's back points to; null when not entered. */
    backTriangle: z.enum(['A', 'B']).nullable().default(null),
  })
  .strict();
export type ReinforcementCard = z.infer<typeof reinforcementCardSchema>;

/** UNK-5, EVT-5: an event card and the direction it shows. */
export const eventCardSchema = z
  .object({
    id: lineOfText(z.string().trim().min(1, 'A card needs its printed id.').max(40)),
    name: lineOfText(z.string().trim().max(60)).default(''),
    direction: z.enum(EVENT_DIRECTIONS as unknown as ['N', 'E', 'S', 'W', '?']),
  })
  .strict();
export type BoxEventCard = z.infer<typeof eventCardSchema>;

export const enemyBoxDataShape = {
  enemyCards: z
    .array(enemyCardSchema)
    .max(MAX_ENEMY_CARDS)
    .refine((cards) => new Set(cards.map((card) => card.guardType)).size === cards.length, { message: 'Two enemy cards are for one guard type.' })
    .default([]),
  reinforcementCards: z
    .array(reinforcementCardSchema)
    .max(REINFORCEMENT_DECK_COUNTS.length * REINFORCEMENT_DECK_SIZE)
    .refine((cards) => new Set(cards.map((card) => `${card.assassins}/${card.id}`)).size === cards.length, { message: 'Two reinforcement cards of one deck share an id.' })
    .refine((cards) => REINFORCEMENT_DECK_COUNTS.every((count) => cards.filter((card) => card.assassins === count).length <= REINFORCEMENT_DECK_SIZE), {
      message: `A reinforcement deck holds ${REINFORCEMENT_DECK_SIZE} cards (SET-4).`,
    })
    .default([]),
  eventCards: z
    .array(eventCardSchema)
    .max(MAX_EVENT_CARDS)
    .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, { message: 'Two event cards share an id.' })
    .default([]),
};
