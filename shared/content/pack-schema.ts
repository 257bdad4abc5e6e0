import { z } from 'zod';
import { allyCardSchema, blueprintSchema, contractSchema } from '../hq/hq-box-data.js';

/**
 * The content-pack schema. The bundled base pack (base-pack.ts) holds only what the
 * rulebooks state; everything else is "box data" (box-data-schema.ts) that players copy
 * from their own box. Both are validated with these schemas so a pack file can never
 * smuggle in a shape the app does not understand.
 */

export const localizedText = z.object({ en: z.string().min(1), pl: z.string().min(1) }).strict();
export type LocalizedText = z.infer<typeof localizedText>;

/** Every fact cites where it comes from: a rule id of the digest (e.g. `CF-CHR-4`). */
const source = z.string().regex(/^[A-Z][A-Z0-9-]*-\d+[a-z]?$/, 'A source is a rule id such as CF-CHR-4.');

export const characterKind = z.enum(['assassin', 'apprentice', 'ally', 'boss']);

export const characterSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    kind: characterKind,
    name: localizedText,
    /** The product the miniature and cards come from. */
    origin: z.enum(['core', 'apocalypse']),
    /** Initial letter used by Apocalypse cards to address assassins (APX-SET-1). */
    initial: z.string().length(1).optional(),
    source,
  })
  .strict();
export type Character = z.infer<typeof characterSchema>;

export const buildingSchema = z
  .object({
    id: z.enum(['hospital', 'workshop', 'shop', 'command-room', 'main-hall']),
    name: localizedText,
    /** Null where the board sets no limit (the main hall stores any number of cards). */
    capacity: z.number().int().positive().nullable(),
    /** The hospital alone splits its spaces between patients and caregivers (HQ-CAP-1). */
    patientSpaces: z.number().int().positive().optional(),
    source,
  })
  .strict();
export type Building = z.infer<typeof buildingSchema>;

export const dieKind = z.enum(['white', 'black', 'red', 'poison']);
export type DieKind = z.infer<typeof dieKind>;

export const dieFace = z.enum(['hit', 'special', 'x', 'enemy-fail', 'blank', 'eye', 'eye-alert', 'poison']);
export type DieFace = z.infer<typeof dieFace>;

export const dieSchema = z
  .object({
    id: dieKind,
    name: localizedText,
    count: z.number().int().positive().nullable(),
    /** The face types printed on this die; how many of each is box data (UNK-1). */
    faceTypes: z.array(dieFace).min(1),
    /** Faces whose number on the die the rulebooks do state. */
    knownFaceCounts: z.partialRecord(dieFace, z.number().int().min(0).max(6)),
    source,
  })
  .strict();
export type Die = z.infer<typeof dieSchema>;

export const memoryFactSchema = z
  .object({
    id: z.string().regex(/^\d+\.\d+$/),
    /** Titles are printed in the campaign book but not in the rulebooks: players name them. */
    title: localizedText.nullable(),
    notes: localizedText,
    source,
  })
  .strict();
export type MemoryFact = z.infer<typeof memoryFactSchema>;

export const limitSchema = z
  .object({ id: z.string(), label: localizedText, value: z.string(), source })
  .strict();

/**
 * HQ facts the rulebooks print (CF-CRD-7..11), in the box-data shapes (hq-box-data.ts) plus
 * their source. A contract's `number` is null when its place in the deck is not known
 * ("At the Source", CF-CRD-11): it is then matched with box data by name.
 */
export const packContractSchema = contractSchema
  .extend({ number: contractSchema.shape.number.nullable(), nameLocalized: localizedText.nullable(), source })
  .strict();
export type PackContract = z.infer<typeof packContractSchema>;
/** CF-CRD-9: the map text printed on a brown card, in each language as the card prints it. */
export const packAllyCardSchema = allyCardSchema.extend({ mapNoteLocalized: localizedText.nullable().default(null), source }).strict();
export type PackAllyCard = z.infer<typeof packAllyCardSchema>;
export const packBlueprintSchema = blueprintSchema.extend({ nameLocalized: localizedText, itemLocalized: localizedText.nullable(), source }).strict();
export type PackBlueprint = z.infer<typeof packBlueprintSchema>;

export const hqFactsSchema = z
  .object({
    contracts: z.array(packContractSchema),
    allyCards: z.array(packAllyCardSchema),
    blueprints: z.array(packBlueprintSchema),
  })
  .strict();
export type HqFacts = z.infer<typeof hqFactsSchema>;

export const contentPackSchema = z
  .object({
    format: z.literal('bov-companion/content-pack'),
    formatVersion: z.literal(1),
    id: z.string(),
    name: localizedText,
    characters: z.array(characterSchema),
    buildings: z.array(buildingSchema),
    dice: z.array(dieSchema),
    memories: z.array(memoryFactSchema),
    limits: z.array(limitSchema),
    hq: hqFactsSchema,
  })
  .strict();
export type ContentPack = z.infer<typeof contentPackSchema>;
