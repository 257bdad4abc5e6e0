import type { EnemyCardValues } from './enemy-box-data.js';

/**
 * What the rulebooks themselves print of an enemy card (`content-facts.md`), so the app never
 * asks for it and never guesses the rest. Everything else on an enemy card (UNK-7), and every
 * guard's health, is the players' to type from their own box.
 */

/** Card values known so far: any of them may be missing until typed (UNK-7). */
export type KnownCardValues = Partial<EnemyCardValues>;

/**
 * ACT-WPN-5, RET-2, RET-3, COORD-3: the card values an attack may need typed at the table: a
 * guard's health, and the black dice and weapon of an enemy that may retaliate.
 */
export type TableCardValues = Pick<KnownCardValues, 'health' | 'blackDice' | 'weapon'>;

/**
 * CF-CHR-13: the crossbowman shoots (ranged, so it retaliates at a distance, RET-3) with 1 black
 * die; it is no elite, so it needs a ladder between street and roof (MAP-ROOF-2, GEN-5).
 * CF-CHR-14: the Agile Guard fights in melee with 2 black dice and ignores ladders (MAP-ROOF-2).
 * Neither card's health is in the rulebooks.
 */
const RULEBOOK_CARD_VALUES: Readonly<Record<string, Readonly<KnownCardValues>>> = {
  crossbowman: { blackDice: 1, weapon: 'ranged', ignoresLadders: false },
  agile: { blackDice: 2, weapon: 'melee', ignoresLadders: true },
};

/** The rule ids each rulebook value comes from, for the forms' rule references. */
export const RULEBOOK_CARD_SOURCE: Readonly<Record<string, string>> = { crossbowman: 'CF-CHR-13', agile: 'CF-CHR-14' };

/** The card values the rulebooks give for `key` (a guard type; bosses have none). */
export function rulebookValues(key: string): KnownCardValues {
  return Object.hasOwn(RULEBOOK_CARD_VALUES, key) ? RULEBOOK_CARD_VALUES[key]! : {};
}

const FIELDS = ['health', 'blackDice', 'weapon', 'ignoresLadders'] as const;

/**
 * One card's values from several sources, field by field, the first source that has a value
 * winning: what was typed at the table, then box data, then the rulebooks. A card the players
 * typed beats the rulebook (GEN-6).
 */
export function mergeCardValues(...sources: readonly (KnownCardValues | undefined)[]): KnownCardValues {
  const merged: KnownCardValues = {};
  for (const field of FIELDS) {
    for (const source of sources) {
      const value = source?.[field];
      if (value !== undefined) {
        (merged as Record<string, unknown>)[field] = value;
        break;
      }
    }
  }
  return merged;
}

/** A card whose every value is known, ready to keep in box data; null while one is missing. */
export function completeCard(values: KnownCardValues): EnemyCardValues | null {
  const { health, blackDice, weapon, ignoresLadders } = values;
  if (health === undefined || blackDice === undefined || weapon === undefined || ignoresLadders === undefined) return null;
  return { health, blackDice, weapon, ignoresLadders };
}

/** `Object.hasOwn` lookup in a record of cards (keys come from players' text). */
export function cardIn<T>(cards: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return cards !== undefined && Object.hasOwn(cards, key) ? cards[key] : undefined;
}
