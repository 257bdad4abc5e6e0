/**
 * HQ box data (UNK-11 ally brown cards, UNK-12 contract deck, UNK-14 blueprints): the
 * shape of each part, spread into `boxDataSchema`. Each list part is stored one item per
 * box_data row; `hqBoxDataParts` says how an item is keyed (see box-data-parts.ts).
 */
export const hqBoxDataShape = {};
