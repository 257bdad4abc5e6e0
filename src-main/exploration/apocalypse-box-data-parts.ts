import type { ListPart } from '../box-data/list-part.js';

/** How each Apocalypse box-data list item is keyed and ordered (see list-parts.ts). */
export const apocalypseListParts: Record<string, ListPart> = {
  // UNK-35: one card, so one row: `shaoJun.card`.
  shaoJun: { itemKey: () => 'card' },
};
