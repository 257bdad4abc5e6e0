import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import {
  connectionKey,
  regionSchema,
  type Connection,
  type ExplorationTableEntry,
  type Region,
  type RegionLocation,
} from '../../shared/exploration/region-box-data.js';
import { readBoxData, removeListItem, writeListItem } from '../box-data/box-data-store.js';

/**
 * UNK-27/28: region maps and the exploration table, typed by the players from their box.
 * A whole map at once, or one location and its connections the first time the group
 * reaches it.
 */

const regions = (db: Db): Region[] => readBoxData(db).regions;

/** A whole region map; `previousId` when the region's id changed. */
export function saveRegion(db: Db, previousId: string | null, region: Region): void {
  const all = regions(db);
  if (region.id !== previousId && all.some((r) => r.id === region.id)) {
    fail('invalid-request', `Another region already has the id ${region.id}.`, { field: 'region.id' });
  }
  if (previousId !== null && !all.some((r) => r.id === previousId)) fail('not-found', `Region ${previousId} is not in Box data.`, { field: 'previousId' });
  writeListItem(db, 'regions', region, previousId);
}

/**
 * One location and the connections printed around it. Its connections are replaced by
 * `connections` (symmetric: the other ends see them too); each must be a location already on
 * the map, and never the location itself.
 */
export function saveRegionLocation(db: Db, regionId: string, previousNumber: number | null, location: RegionLocation, connections: readonly number[]): Region {
  const region = regions(db).find((r) => r.id === regionId);
  if (!region) fail('not-found', `Region ${regionId} is not in Box data: enter its name and threat gauge first.`, { field: 'regionId' });
  const replaced = previousNumber ?? location.number;
  if (previousNumber !== null && !region.locations.some((l) => l.number === previousNumber)) {
    fail('not-found', `Location ${previousNumber} is not on this map.`, { field: 'previousNumber' });
  }
  const others = region.locations.filter((l) => l.number !== replaced);
  if (others.some((l) => l.number === location.number)) {
    fail('invalid-request', `Location ${location.number} is already on this map.`, { field: 'location.number' });
  }
  const known = new Set(others.map((l) => l.number));
  const seen = new Set<number>();
  connections.forEach((n, i) => {
    if (n === location.number || n === replaced) fail('invalid-request', `Location ${n} cannot be connected to itself.`, { field: `connections.${i}` });
    if (!known.has(n)) {
      fail('invalid-request', `Location ${n} is not on this map yet: add this connection when you add location ${n}.`, { field: `connections.${i}` });
    }
    if (seen.has(n)) fail('invalid-request', `Location ${n} is listed twice.`, { field: `connections.${i}` });
    seen.add(n);
  });
  // Renumbering moves the location's other connections along with it.
  const kept: Connection[] = region.connections.filter(([a, b]) => a !== replaced && b !== replaced);
  const keys = new Set(kept.map(([a, b]) => connectionKey(a, b)));
  for (const n of connections) if (!keys.has(connectionKey(location.number, n))) kept.push([location.number, n]);
  const index = region.locations.findIndex((l) => l.number === replaced);
  const locations = index === -1 ? [...region.locations, location] : region.locations.map((l, i) => (i === index ? location : l));
  const parsed = regionSchema.safeParse({ ...region, locations, connections: kept });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = index === -1 ? locations.length - 1 : index;
    const path = issue.path.map(String);
    // A problem with the location being saved is named as the request's field.
    const field = path[0] === 'locations' && path[1] === String(at) ? ['location', ...path.slice(2)].join('.') : path.join('.');
    fail('invalid-request', issue.message, { field });
  }
  writeListItem(db, 'regions', parsed.data);
  return parsed.data;
}

/** Removing a region map leaves the campaigns' progress rows: re-entering the map brings it back. */
export function removeRegion(db: Db, id: string): string {
  const region = regions(db).find((r) => r.id === id);
  if (!region) fail('not-found', `Region ${id} is not in Box data.`, { field: 'id' });
  removeListItem(db, 'regions', id);
  return region.name;
}

export function saveExplorationCode(db: Db, previousCode: string | null, entry: ExplorationTableEntry): void {
  const table = readBoxData(db).explorationTable;
  if (entry.code !== previousCode && table.some((e) => e.code === entry.code)) {
    fail('invalid-request', `Code ${entry.code} is already in the exploration table.`, { field: 'entry.code' });
  }
  writeListItem(db, 'explorationTable', entry, previousCode);
}

export function removeExplorationCode(db: Db, code: string): void {
  if (!removeListItem(db, 'explorationTable', code)) fail('not-found', `Code ${code} is not in the exploration table.`, { field: 'code' });
}
