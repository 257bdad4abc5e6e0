import type { ListPart } from '../box-data/list-part.js';
import type { MemoryMap } from '../../shared/memory-play/map/map-types.js';

/** How memory maps are kept as box data (see list-parts.ts). */
export const memoryMapListParts: Record<string, ListPart> = {
  /** UNK-18: one row per memory's map (`memoryMaps.<memory id>`), read in memory-id order (0.1, 0.2 … 1.10). */
  memoryMaps: {
    itemKey: (map: MemoryMap) => map.memoryId,
    compare: (a: MemoryMap, b: MemoryMap) => a.memoryId.localeCompare(b.memoryId, 'en', { numeric: true }),
  },
};
