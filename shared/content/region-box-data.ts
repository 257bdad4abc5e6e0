/**
 * Apocalypse region maps and the exploration table (LOC-4): the shape of each part, spread
 * into `boxDataSchema`. Each list part is stored one item per box_data row; the keying is
 * declared in box-data-parts.ts.
 */
export const regionBoxDataShape = {};
