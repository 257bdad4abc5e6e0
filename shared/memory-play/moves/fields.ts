import { z } from 'zod';
import { GUARD_TYPE_PATTERN, MAX_NAME_LENGTH } from '../map/map-types.js';
import type { EventDirection } from '../play-state.js';
import { ENEMY_WEAPONS } from '../enemy-box-data.js';

/**
 * The fields steps share, as they cross into the process (IPC, the stored log): strict objects
 * and bounded strings, so malformed input is refused before any rule looks at it. The shape
 * only: values a rule bounds (a health outside 0…max, a direction that is not N/S/E/W/?, a
 * missing event card) pass here so `reduce` refuses them naming that rule (HLT-1, EVT-5, EVT-2).
 */

export const id = z.string().min(1).max(40);
export const side = z.enum(['A', 'B']);
/** A square name; whether the map has it is `reduce`'s question (MAP-SQUARE). */
export const square = z.string().min(2).max(4);
export const number = z.number().finite();
export const name = z.string().min(1).max(MAX_NAME_LENGTH);
export const cardNumber = z.number().int().min(0).max(99).nullable().optional();
export const direction = z.string().max(2) as z.ZodType<EventDirection>;
/** SAVE-3: one cube of the cost paid with the cube on the "+" slot, the only cube usable in the enemy phase (ASP-3). */
export const useSavedCube = z.boolean().optional();

/**
 * UNK-7: enemy card values typed in an attack form, by guard type or `boss:<name>`; their bounds
 * are box data's, checked by `reduce` naming the card (attack-steps.ts). At most 12 (an app bound).
 */
const tableCardKey = z
  .string()
  .max(5 + MAX_NAME_LENGTH)
  .refine((key) => GUARD_TYPE_PATTERN.test(key) || /^boss:./.test(key), { message: 'A card is named by its guard type or boss:<name>.' });
export const tableCards = z
  .record(tableCardKey, z.object({ health: number.optional(), blackDice: number.optional(), weapon: z.enum(ENEMY_WEAPONS).optional() }).strict())
  .refine((record) => Object.keys(record).length <= 12, { message: 'At most 12 cards.' });
