import type { ListPart } from './list-parts.js';

/** How each hq box-data list item is keyed and ordered (see list-parts.ts). */
export const hqListParts: Record<string, ListPart> = {};
