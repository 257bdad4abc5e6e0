/**
 * Apocalypse box data other than region maps (e.g. Shao Jun's card, UNK-35): the shape of
 * each part, spread into `boxDataSchema`; list parts are keyed in apocalypse-list-parts.ts.
 */
export const apocalypseBoxDataShape = {};
