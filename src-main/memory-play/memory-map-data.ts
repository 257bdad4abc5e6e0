import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { MemoryMap } from '../../shared/memory-play/map/map-types.js';
import { canonicalMap } from '../../shared/memory-play/map/canonical-map.js';
import { formatMap, parseMap } from '../../shared/memory-play/map/map-notation.js';
import { validateMap } from '../../shared/memory-play/map/map-validation.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';

/**
 * UNK-18: memory maps kept with the box data, one row per memory id. A map is stored in its
 * canonical order, so the text a group exports reads back to the very same map.
 */

const PART = 'memoryMaps';

export function findMemoryMap(db: Db, memoryId: string): MemoryMap | null {
  return readBoxData(db).memoryMaps.find((map) => map.memoryId === memoryId) ?? null;
}

/**
 * Saves a whole map, replacing the one of its memory id (or of `previousMemoryId` when the id
 * was corrected). Refused, naming the side, squares and rule, when the map breaks a map rule;
 * refused when a corrected id would overwrite another memory's map.
 */
export function saveMemoryMap(db: Db, previousMemoryId: string | null, map: MemoryMap): void {
  const [problem] = validateMap(map);
  if (problem !== undefined) failRefusal(problem);
  if (previousMemoryId !== null && previousMemoryId !== map.memoryId && findMemoryMap(db, map.memoryId) !== null) {
    fail('invalid-request', `Memory ${map.memoryId} already has a map: remove it first or keep the id ${previousMemoryId}.`, { field: 'map.memoryId' });
  }
  writeListItem(db, PART, canonicalMap(map), previousMemoryId);
}

/** Reads a text map and saves it; refused at the first problem, which names its line and column. */
export function importMemoryMapText(db: Db, text: string): MemoryMap {
  const parsed = parseMap(text);
  if (!parsed.ok) failRefusal(parsed.problems[0]!);
  saveMemoryMap(db, null, parsed.map);
  return parsed.map;
}

export function exportMemoryMapText(db: Db, memoryId: string): { memoryId: string; fileName: string; text: string } {
  const map = findMemoryMap(db, memoryId);
  if (map === null) fail('not-found', `No map is entered for memory ${memoryId}.`, { field: 'memoryId' });
  return { memoryId, fileName: `bov-memory-${memoryId}.txt`, text: formatMap(map) };
}

export function removeMemoryMap(db: Db, memoryId: string): void {
  if (!removeListItem(db, PART, memoryId)) fail('not-found', `No map is entered for memory ${memoryId}.`, { field: 'memoryId' });
}
