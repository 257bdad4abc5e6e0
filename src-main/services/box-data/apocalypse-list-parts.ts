import type { ListPart } from './list-parts.js';

/** How each Apocalypse box-data list item is keyed and ordered (see list-parts.ts). */
export const apocalypseListParts: Record<string, ListPart> = {};
