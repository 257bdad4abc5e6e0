import type { ListPart } from './list-parts.js';

/** How each region box-data list item is keyed and ordered (see list-parts.ts). */
export const regionListParts: Record<string, ListPart> = {};
