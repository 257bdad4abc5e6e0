import type { LocationSymbol } from '../../../shared/exploration/region-box-data.js';

/**
 * What the physical region map shows at one moment, as the map drawing needs it: the
 * group's position, the lines drawn, stickers, activated and exhausted locations, memory
 * stickers. The exploration screen (and the printed diary) build it from the backend's view.
 */
export type JourneyPaymentKind = 'cube' | 'clue' | 'gauge' | 'free-jump' | 'gauge-full-health';

export interface MapJourneyLine {
  /** 1, 2, 3… in the order the lines were drawn (across every phase on this map). */
  order: number;
  from: number;
  to: number;
  payment: JourneyPaymentKind;
}

export interface RegionMapState {
  /** Where the group's insignia stands (EXP-2); null before the first phase. */
  current: number | null;
  lines: readonly MapJourneyLine[];
  /** EXP-4 step 3: locations whose sticker has been peeled and placed. */
  stickers: readonly number[];
  /** LOC-5..7: activated observation points, healers and forges (white icon). */
  activated: readonly number[];
  /** LOC-1..4: locations explored for good (no new card on return). */
  exhausted: readonly number[];
  /** LOC-4: black memory stickers beside a location. */
  memoryStickers: readonly { location: number; memoryId: string }[];
  /** Locations a journey from `current` may go to now (drawn a little brighter); optional. */
  reachable?: readonly number[];
}

export const EMPTY_MAP_STATE: RegionMapState = { current: null, lines: [], stickers: [], activated: [], exhausted: [], memoryStickers: [] };

/** The symbols whose location is activated when reached (LOC-5, LOC-6, LOC-7). */
export const ACTIVATED_SYMBOLS: readonly LocationSymbol[] = ['observation', 'healer', 'forge'];
