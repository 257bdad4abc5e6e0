import { z } from 'zod';
import { notesText } from '../text/player-text.js';

/**
 * HQ box data (UNK-11 ally brown cards, UNK-12 contract deck, UNK-14 blueprints): the
 * shape of each part, spread into `boxDataSchema`. Each list part is stored one item per
 * box_data row; `hqListParts` (src-main/hq/hq-box-data-parts.ts) says how an
 * item is keyed. The base pack's facts (CF-CRD-7..11) use the same shapes with a source
 * (pack-schema.ts): box data may complete a pack fact but never contradict it.
 */

const count = (max: number) => z.number().int().min(0).max(max);
// Card text is typed in text areas: line breaks and tabs stay, other control characters do not.
const boxText = (max: number) => notesText(z.string().trim().max(max, `At most ${max} characters.`));
/** A staff or character id of the base pack (`ezio`, `apprentice-1`, `courtesan-2`, …). */
export const characterRef = z.string().regex(/^[a-z][a-z0-9-]*$/, 'A character id such as ezio or apprentice-1.').max(40);

/** HQ-LVL-1: HQ levels are I to IV. */
export const HQ_LEVELS = [1, 2, 3, 4] as const;
export const hqLevel = z.number().int().min(1, 'HQ levels run from I to IV.').max(4, 'HQ levels run from I to IV.');

/**
 * HQ-CMD-6, SYNC-6: a contract's text may change the hits it needs. The one known kind:
 * "At the Source" needs 1 hit fewer if the last memory earned its 100% sync (CF-CRD-11).
 */
export const contractModifierSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('last-memory-synced'), hits: z.number().int().min(-6).max(6) }).strict(),
]);
export type ContractModifier = z.infer<typeof contractModifierSchema>;

/**
 * UNK-12, HQ-CON-1..5: one contract card. `number` is its place in the deck (1 = top at the
 * first assignment; the deck is never shuffled, HQ-CON-5). `hqLevel` is the level printed
 * on its back: the HQ level while this card is on top of the deck (HQ-LVL-1).
 */
export const contractSchema = z
  .object({
    number: z.number().int().min(1, 'Contracts are numbered from 1.').max(99),
    name: boxText(60).default(''),
    requiredHits: count(20).nullable(),
    hqLevel: hqLevel.nullable(),
    /** HQ-CON-1: what the gray box (assignment) and the red box (resolution) say, in the players' words. */
    grayText: boxText(1000).default(''),
    redText: boxText(1000).default(''),
    modifiers: z.array(contractModifierSchema).max(4).default([]),
  })
  .strict();
export type ContractCard = z.infer<typeof contractSchema>;

/**
 * HQ-HOS-1/2, HQ-HOS-7: what a brown card does in the hospital.
 * - `per-level`: the health it restores at HQ level I, II, III, IV (null: not entered);
 * - `hq-level-or-outside`: Ezio's card (CF-CRD-9): health equal to the HQ level shared
 *   among patients, or 1 health to 1 injured assassin outside the hospital;
 * - `special`: some other rule, written down; the players type the number each time.
 */
export const hospitalEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per-level'), health: z.array(count(9).nullable()).length(4, 'One value per HQ level I–IV.') }).strict(),
  z.object({ kind: z.literal('hq-level-or-outside') }).strict(),
  z.object({ kind: z.literal('special'), text: boxText(300) }).strict(),
]);
export type HospitalEffect = z.infer<typeof hospitalEffectSchema>;

/**
 * UNK-11, HQ-ALLY-1: an ally's or apprentice's brown card. Null: the card's value has not
 * been entered (the app then asks the players rather than guess).
 */
export const allyCardSchema = z
  .object({
    characterId: characterRef,
    hospital: hospitalEffectSchema.nullable(),
    /** HQ-WRK-3: how many cards fewer the workshop's blueprint costs. */
    workshopReduction: count(8).nullable(),
    /** HQ-SHP-2: how many of the 4 drawn equipment cards the shop keeps. */
    shopKeep: count(4).nullable(),
    /** HQ-CMD-1: how many white dice it rolls in the command room. */
    commandRoomDice: count(8).nullable(),
    /** HQ-ALLY-1..3: when it can be called onto the map, in the players' words. */
    mapNote: boxText(300).default(''),
  })
  .strict();
export type AllyCard = z.infer<typeof allyCardSchema>;

export const blueprintId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'An id in lower case, e.g. flying-machine.').max(40);

/** UNK-14, BP-1: a blueprint's cost in white (reusable) and black (consumable) small cards. */
export const blueprintSchema = z
  .object({
    id: blueprintId,
    name: boxText(60).min(1, 'A blueprint needs a name.'),
    whiteCost: count(12).nullable(),
    blackCost: count(12).nullable(),
    /** HQ-WRK-6: the special equipment card it becomes once built. */
    item: boxText(60).default(''),
  })
  .strict();
export type Blueprint = z.infer<typeof blueprintSchema>;

export const hqBoxDataShape = {
  contracts: z
    .array(contractSchema)
    .max(99)
    .refine((all) => new Set(all.map((c) => c.number)).size === all.length, { message: 'Two contracts share one number.' })
    .default([]),
  allyCards: z
    .array(allyCardSchema)
    .max(40)
    .refine((all) => new Set(all.map((c) => c.characterId)).size === all.length, { message: 'One character has two brown cards.' })
    .default([]),
  blueprints: z
    .array(blueprintSchema)
    .max(60)
    .refine((all) => new Set(all.map((b) => b.id)).size === all.length, { message: 'Two blueprints share one id.' })
    .default([]),
};
