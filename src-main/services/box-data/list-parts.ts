import type { SkillOptions } from '../../../shared/content/box-data-schema.js';
import { hqListParts } from './hq-list-parts.js';
import { regionListParts } from './region-list-parts.js';
import { apocalypseListParts } from './apocalypse-list-parts.js';

/**
 * A list part of the box data (`equipment`, `skills`, …): each item is one box_data row
 * keyed `<part>.<itemKey>`, so an edit touches one row and undo restores just that item.
 */
export interface ListPart {
  /** The row key of an item, after the `<part>.` prefix. */
  itemKey(item: never): string;
  /** An empty item is not stored (e.g. a level with no skill cards). */
  isEmpty?(item: never): boolean;
  /** The order items are read in; default: the order they were first saved. */
  compare?(a: never, b: never): number;
}

export const LIST_PARTS: Record<string, ListPart> = {
  equipment: { itemKey: (card: { id: string }) => card.id },
  skills: {
    itemKey: (options: SkillOptions) => `${options.characterId}.${options.level}`,
    isEmpty: (options: SkillOptions) => options.cards.length === 0,
    // One order whatever order they were entered in: by assassin, then level.
    compare: (a: SkillOptions, b: SkillOptions) => a.characterId.localeCompare(b.characterId) || a.level - b.level,
  },
  ...hqListParts,
  ...regionListParts,
  ...apocalypseListParts,
};
