import { z } from 'zod';
import { lineOfText, notesText } from '../text/player-text.js';
import { dieFace, type DieKind } from '../content/pack-schema.js';
import { hqBoxDataShape } from '../hq/hq-box-data.js';
import { regionBoxDataShape } from '../exploration/region-box-data.js';
import { apocalypseBoxDataShape } from '../exploration/apocalypse-box-data.js';
import { memoryMapBoxDataShape } from '../memory-play/memory-map-box-data.js';
import { enemyBoxDataShape } from '../memory-play/enemy-box-data.js';

/**
 * Box data: game values the rulebooks do not print (rules digest, content-facts.md
 * part B). Players copy them from their own box once; the app never fills them in.
 * Every part is optional because a group enters only what it needs so far.
 */

const facesOf = (allowed: readonly z.infer<typeof dieFace>[]) =>
  z
    .array(z.enum(allowed as [z.infer<typeof dieFace>, ...z.infer<typeof dieFace>[]]))
    .length(6, 'A die has exactly 6 faces.');

/** UNK-1. Which face types a die can carry is a rulebook fact (CF-DIE-1..4). */
export const DIE_FACE_TYPES: Record<DieKind, readonly z.infer<typeof dieFace>[]> = {
  white: ['hit', 'special', 'x'],
  black: ['hit', 'enemy-fail'],
  red: ['blank', 'eye', 'eye-alert'],
  poison: ['poison', 'hit', 'blank'],
};

export const diceFacesSchema = z
  .object({
    white: facesOf(DIE_FACE_TYPES.white).optional(),
    black: facesOf(DIE_FACE_TYPES.black).optional(),
    red: facesOf(DIE_FACE_TYPES.red)
      .refine((faces) => faces.filter((f) => f === 'eye').length === 2, {
        message: 'The red die has exactly 2 plain eye faces (CF-DIE-3).',
      })
      .optional(),
    poison: facesOf(DIE_FACE_TYPES.poison)
      .refine((faces) => faces.includes('poison'), { message: 'The poison die has at least one poison face (CF-DIE-4).' })
      .optional(),
  })
  .strict();
export type DiceFaces = z.infer<typeof diceFacesSchema>;

/** UNK-2. The XP needed for levels I, II, III and IV, as printed on the Diary's XP track. */
export const xpThresholdsSchema = z
  .array(z.number().int().positive('A threshold is a positive number of XP.').max(999))
  .length(4, 'Enter the thresholds of levels I, II, III and IV.')
  .refine((t) => t.every((v, i) => i === 0 || v > t[i - 1]!), {
    message: 'Each level needs more XP than the one before.',
  });

export const EQUIPMENT_SLOTS = ['melee', 'ranged', 'hidden-blade', 'armor', 'inventory'] as const;

/** UNK-4. Only the fields every later screen needs; card text stays on the physical card. */
export const equipmentCardSchema = z
  .object({
    id: lineOfText(z.string().trim().min(1, 'A card needs its printed id, e.g. 0.1/11.').max(20)),
    name: lineOfText(z.string().trim().min(1, 'A card needs a name.').max(60)),
    slot: z.enum(EQUIPMENT_SLOTS),
    dice: z.number().int().min(0).max(8).nullable(),
    reusable: z.boolean(),
    /** EQP-6: the health an armor card adds (0 for other cards). */
    armorHealth: z.number().int().min(0).max(9).default(0),
    notes: notesText(z.string().max(500)).default(''),
  })
  .strict();
export type EquipmentCard = z.infer<typeof equipmentCardSchema>;

/**
 * UNK-10, LVL-3: the three skill cards an assassin can choose from at a level, as printed.
 * SKL-3: a card may require an HQ level to be used.
 */
export const skillCardSchema = z
  .object({
    name: lineOfText(z.string().trim().min(1, 'A skill needs a name.').max(60, 'A skill name can have at most 60 characters.')),
    hqLevelRequired: z.number().int().min(1).max(4).nullable(),
  })
  .strict();
export type SkillCard = z.infer<typeof skillCardSchema>;

export const skillOptionsSchema = z
  .object({
    characterId: z.string().min(1).max(40),
    level: z.number().int().min(1).max(4),
    cards: z
      .array(skillCardSchema)
      .max(3, 'An assassin has 3 skill cards per level (LVL-3).')
      .refine((cards) => new Set(cards.map((c) => c.name.toLowerCase())).size === cards.length, {
        message: 'Two skill cards share one name.',
      }),
  })
  .strict();
export type SkillOptions = z.infer<typeof skillOptionsSchema>;

/** Saving an empty list removes that assassin's options for the level. */
export const skillOptionsRequest = skillOptionsSchema;

export const boxDataSchema = z
  .object({
    dice: diceFacesSchema.default({}),
    xpThresholds: z
      .object({ core: xpThresholdsSchema.optional(), apocalypse: xpThresholdsSchema.optional() })
      .strict()
      .default({}),
    equipment: z
      .array(equipmentCardSchema)
      .max(500)
      .refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, {
        message: 'Two equipment cards share one id.',
      })
      .default([]),
    skills: z
      .array(skillOptionsSchema)
      .max(100)
      .refine((all) => new Set(all.map((s) => `${s.characterId}/${s.level}`)).size === all.length, {
        message: 'One assassin and level appear twice.',
      })
      .default([]),
    ...hqBoxDataShape,
    ...regionBoxDataShape,
    ...apocalypseBoxDataShape,
    ...memoryMapBoxDataShape,
    ...enemyBoxDataShape,
  })
  .strict();
export type BoxData = z.infer<typeof boxDataSchema>;

export const BOX_DATA_FORMAT = 'bov-companion/box-data';
export const BOX_DATA_FORMAT_VERSION = 1;

/** The file players export and import (JSON). */
export const boxDataFileSchema = z
  .object({
    format: z.literal(BOX_DATA_FORMAT, 'This is not a Brotherhood of Venice Companion box-data file.'),
    formatVersion: z.literal(BOX_DATA_FORMAT_VERSION, 'This box-data file was made by another version of the app.'),
    exportedAt: z.string(),
    data: boxDataSchema,
  })
  .strict();
export type BoxDataFile = z.infer<typeof boxDataFileSchema>;
