import { z } from 'zod';
import { MEMORY_ID_PATTERN } from './map/map-types.js';
import { playableMemoryMapSchema } from './map/map-schema.js';

/**
 * UNK-18, UNK-19: the campaign book's memory maps are not in the rulebooks, so a group enters
 * each map once and keeps it with the box data, one map per memory id. Each map is one
 * box_data row (`memoryMaps.<memory id>`, see src-main/memory-play/memory-map-box-data-parts.ts),
 * so editing one map never touches another and undo restores just that map.
 *
 * Every map read from a box-data file is checked like one typed in the builder: its shape
 * (bounded sizes, so a hostile file cannot make the app allocate without limit) and every map
 * rule, each problem naming the side and square (`A:B3–B4: … (MAP-ROOF-2)`).
 */

/** An app bound on how many maps a box-data file holds (the core book has 26 memories); not a game value. */
export const MAX_MEMORY_MAPS = 120;

export const memoryMapId = z.string().regex(MEMORY_ID_PATTERN, 'A memory id is 1–16 letters, digits, dots or dashes, e.g. 0.1.');

export const memoryMapBoxDataShape = {
  memoryMaps: z
    .array(playableMemoryMapSchema)
    .max(MAX_MEMORY_MAPS, `A box-data file holds at most ${MAX_MEMORY_MAPS} memory maps.`)
    .refine((all) => new Set(all.map((map) => map.memoryId)).size === all.length, { message: 'Two memory maps share one memory id.' })
    .default([]),
};
