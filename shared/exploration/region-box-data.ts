import { z } from 'zod';
import { lineOfText } from '../text/player-text.js';
import { memoryId } from '../diary/diary.js';

/**
 * Apocalypse region maps and the exploration table (CF-APX-10/11, UNK-27..29): the shape of
 * each part, spread into `boxDataSchema`. Each list part is stored one item per box_data
 * row; the keying is declared in src-main/exploration/region-box-data-parts.ts.
 *
 * Nothing here is a game value: players copy every number from their printed map.
 */

/** CF-APX-11: the symbols a location can carry. `other` is for anything the seeds do not name. */
export const LOCATION_SYMBOLS = ['encounter', 'ruins', 'mystery-or-memory', 'observation', 'healer', 'forge', 'narrative', 'other'] as const;
export type LocationSymbol = (typeof LOCATION_SYMBOLS)[number];

/** CF-LIM-26: 3 journey-cube slots on the region map (the default; a map can say otherwise). */
export const DEFAULT_JOURNEY_SLOTS = 3;

export const regionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,20}$/, 'A region id has 1 to 20 letters, digits, dots, dashes or underscores.');

export const locationNumber = z.number().int('A location number is a whole number.').min(1, 'Location numbers start at 1.').max(999, 'At most location 999.');

/** UNK-27/28: the 4-digit code printed under a location's sticker. */
export const stickerCode = z.string().trim().regex(/^\d{4}$/, 'A sticker code has exactly 4 digits.');

/** LOC-8, THR-1: a `#` card number as printed, e.g. `24` or `A#24`. */
export const hashCardNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{0,2}#?\d{1,4}$/, 'A # card number looks like 24 or A#24.');

const coordinate = z.number().min(-10_000).max(10_000).nullable().default(null);

export const regionLocationSchema = z
  .object({
    number: locationNumber,
    symbol: z.enum(LOCATION_SYMBOLS),
    /** LOC-6: the health printed next to a healer's `+`; null for other symbols. */
    healValue: z.number().int().min(1, 'A healer heals at least 1 health.').max(9).nullable().default(null),
    /** LOC-8: the `#` card of a narrative location; null for other symbols. */
    cardNumber: hashCardNumber.nullable().default(null),
    /** UNK-27/28: the code under the location's sticker, when the players copied it. */
    stickerCode: stickerCode.nullable().default(null),
    /** Optional drawing position; the map screen lays out locations without one. */
    x: coordinate,
    y: coordinate,
  })
  .strict();
export type RegionLocation = z.infer<typeof regionLocationSchema>;

/** A connection printed between two locations; symmetric, stored once. */
export const connectionSchema = z.tuple([locationNumber, locationNumber]);
export type Connection = z.infer<typeof connectionSchema>;

/** THR-1, UNK-29: a gauge box carrying `#` and a card number. `box` counts from 1 (leftmost). */
export const gaugeHashBoxSchema = z.object({ box: z.number().int().min(1).max(60), card: hashCardNumber }).strict();

export const threatGaugeSchema = z
  .object({
    boxes: z.number().int().min(1, 'A threat gauge has at least 1 box.').max(60, 'At most 60 boxes.'),
    hashBoxes: z.array(gaugeHashBoxSchema).max(60).default([]),
  })
  .strict();
export type ThreatGauge = z.infer<typeof threatGaugeSchema>;

interface RegionShape {
  locations: RegionLocation[];
  connections: Connection[];
  gauge: ThreatGauge;
}

/** The key of an unordered pair, so 3–7 and 7–3 are one connection. */
export const connectionKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * UNK-28 checks that name the field at fault: unique location numbers and sticker codes,
 * the healer value and narrative `#` number where the symbol needs them, connections that
 * join two different, existing locations once, and `#` boxes that are on the gauge.
 */
export function checkRegionShape(region: RegionShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const numbers = new Set<number>();
  const codes = new Map<string, number>();
  region.locations.forEach((location, i) => {
    if (numbers.has(location.number)) issue(['locations', i, 'number'], `Location ${location.number} is entered twice.`);
    numbers.add(location.number);
    if (location.symbol === 'healer' && location.healValue === null)
      issue(['locations', i, 'healValue'], `Healer ${location.number} needs the health printed next to its +.`);
    if (location.symbol !== 'healer' && location.healValue !== null)
      issue(['locations', i, 'healValue'], `Only a healer has a health value (location ${location.number}).`);
    if (location.symbol === 'narrative' && location.cardNumber === null)
      issue(['locations', i, 'cardNumber'], `Narrative location ${location.number} needs its # card number.`);
    if (location.symbol !== 'narrative' && location.cardNumber !== null)
      issue(['locations', i, 'cardNumber'], `Only a narrative location has a # card (location ${location.number}).`);
    if (location.stickerCode !== null) {
      const other = codes.get(location.stickerCode);
      if (other !== undefined) issue(['locations', i, 'stickerCode'], `Locations ${other} and ${location.number} have the same sticker code.`);
      else codes.set(location.stickerCode, location.number);
    }
  });
  const pairs = new Set<string>();
  region.connections.forEach(([a, b], i) => {
    if (a === b) issue(['connections', i], `Location ${a} cannot be connected to itself.`);
    else if (!numbers.has(a)) issue(['connections', i, 0], `Location ${a} is not on this map: add it first.`);
    else if (!numbers.has(b)) issue(['connections', i, 1], `Location ${b} is not on this map: add it first.`);
    else if (pairs.has(connectionKey(a, b))) issue(['connections', i], `Locations ${a} and ${b} are connected twice.`);
    pairs.add(connectionKey(a, b));
  });
  const hashBoxes = new Set<number>();
  region.gauge.hashBoxes.forEach(({ box }, i) => {
    if (box > region.gauge.boxes) issue(['gauge', 'hashBoxes', i, 'box'], `The gauge has ${region.gauge.boxes} boxes: there is no box ${box}.`);
    if (hashBoxes.has(box)) issue(['gauge', 'hashBoxes', i, 'box'], `Box ${box} is marked twice.`);
    hashBoxes.add(box);
  });
}

export const regionSchema = z
  .object({
    id: regionId,
    name: lineOfText(z.string().trim().min(1, 'A region needs a name.').max(60, 'A region name can have at most 60 characters.')),
    /** EXP-3, CF-LIM-26. */
    journeySlots: z.number().int().min(1).max(9).default(DEFAULT_JOURNEY_SLOTS),
    gauge: threatGaugeSchema,
    locations: z.array(regionLocationSchema).max(200, 'At most 200 locations.'),
    connections: z.array(connectionSchema).max(600, 'At most 600 connections.'),
  })
  .strict()
  .superRefine(checkRegionShape);
export type Region = z.infer<typeof regionSchema>;

/** LOC-4, UNK-27: one row of the exploration table (rulebook p. 45). */
export const explorationTableEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({ code: stickerCode, kind: z.literal('mystery') }).strict(),
    z.object({ code: stickerCode, kind: z.literal('memory'), memoryId }).strict(),
  ]);
export type ExplorationTableEntry = z.infer<typeof explorationTableEntrySchema>;

export const regionBoxDataShape = {
  regions: z
    .array(regionSchema)
    .max(50)
    .refine((all) => new Set(all.map((r) => r.id)).size === all.length, { message: 'Two regions share one id.' })
    .default([]),
  explorationTable: z
    .array(explorationTableEntrySchema)
    .max(1000)
    .refine((all) => new Set(all.map((e) => e.code)).size === all.length, { message: 'One code appears twice in the exploration table.' })
    .default([]),
};
