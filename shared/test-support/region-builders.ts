import type { LocationSymbol, RegionLocation } from '../exploration/region-box-data.js';
import type { ExplorationView, LocationView } from '../exploration/exploration.js';

/**
 * Builders of made-up region maps for tests, the bench and the end-to-end setup. Nothing
 * here is the box's: real maps are box data the players copy from their own box
 * (UNK-27..29), so every number, code and `#` card a caller passes is a test value.
 */

/** A location as typed into Box data: no heal value, `#` card, sticker code or position unless given. */
export function regionLocation(number: number, symbol: LocationSymbol, details: Partial<Omit<RegionLocation, 'number' | 'symbol'>> = {}): RegionLocation {
  return { number, symbol, healValue: null, cardNumber: null, stickerCode: null, x: null, y: null, ...details };
}

/** A location as the exploration view shows it: unconnected, no sticker, not activated nor exhausted. */
export function locationView(number: number, symbol: LocationSymbol, extra: Partial<Omit<LocationView, 'number'>> = {}): LocationView {
  return {
    ...regionLocation(number, symbol),
    connections: [],
    stickerPlaced: false,
    activated: false,
    exhausted: false,
    memoryId: null,
    ...extra,
  };
}

/**
 * The exploration view of campaign 1, an Apocalypse campaign, with nothing laid over it: no
 * map, no phase, nothing allowed (no start, payment, healer nor forge). Callers lay over what
 * their test is about.
 */
export function explorationView(extra: Partial<ExplorationView> = {}): ExplorationView {
  return {
    campaignId: 1,
    isApocalypse: true,
    regions: [],
    region: null,
    locations: [],
    connections: [],
    lines: [],
    gauge: null,
    phase: null,
    start: { allowed: false, refusal: null, fixedStartLocation: null, afterMemoryId: null, cubes: 3 },
    nextMoves: [],
    payment: { cube: false, clueCards: [], gauge: false, gaugeCostsHealth: false },
    healer: { allowed: false, refusal: null, value: null },
    forge: { allowed: false, refusal: null },
    ...extra,
  };
}
