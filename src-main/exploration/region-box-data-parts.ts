import type { ListPart } from '../box-data/list-part.js';
import type { ExplorationTableEntry, Region } from '../../shared/exploration/region-box-data.js';

/** How each region box-data list item is keyed and ordered (see list-parts.ts). */
export const regionListParts: Record<string, ListPart> = {
  /** UNK-28: one row per region map, so editing one map never touches another. */
  regions: {
    itemKey: (region: Region) => region.id,
    compare: (a: Region, b: Region) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  },
  /** UNK-27: one row per code of the exploration table, read in code order. */
  explorationTable: {
    itemKey: (entry: ExplorationTableEntry) => entry.code,
    compare: (a: ExplorationTableEntry, b: ExplorationTableEntry) => a.code.localeCompare(b.code),
  },
};
