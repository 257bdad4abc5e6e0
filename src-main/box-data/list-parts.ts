import type { ListPart } from './list-part.js';
import type { SkillOptions } from '../../shared/box-data/box-data-schema.js';
import { hqListParts } from '../hq/hq-box-data-parts.js';
import { regionListParts } from '../exploration/region-box-data-parts.js';
import { apocalypseListParts } from '../exploration/apocalypse-box-data-parts.js';
import { memoryMapListParts } from '../memory-play/memory-map-box-data-parts.js';
import { enemyListParts } from '../memory-play/enemy-box-data-parts.js';

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
  ...memoryMapListParts,
  ...enemyListParts,
};
