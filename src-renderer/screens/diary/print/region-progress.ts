import type { LocationSymbol } from '../../../../shared/exploration/region-box-data.js';
import type { ExplorationView, JourneyPayment } from '../../../../shared/exploration/exploration.js';
import type { RegionMapState } from '../../exploration/map-state.js';
import { orderedLines, type MapRegion } from '../../exploration/view-model.js';

/**
 * The printed diary's "Region map progress": for each region map an
 * Apocalypse campaign played on, what the physical map shows, read from the exploration
 * tables: the lines in order with their payment, stickers, activated and exhausted
 * locations, memory stickers and the threat gauge. Pure, so it is unit-tested.
 */

export interface PrintedJourney {
  /** 1, 2, 3… across every phase on this map, as the map's order badges show. */
  order: number;
  from: number;
  to: number;
  payment: JourneyPayment;
  clueCardName: string | null;
}

export interface RegionProgress {
  regionId: string;
  name: string;
  map: { region: MapRegion; state: RegionMapState };
  /** Journeys grouped by exploration phase (phase 1 = the first on this map). */
  phases: { n: number; journeys: PrintedJourney[] }[];
  stickers: number[];
  activated: { number: number; symbol: LocationSymbol }[];
  exhausted: { number: number; symbol: LocationSymbol }[];
  memoryStickers: { location: number; memoryId: string }[];
  gauge: { boxes: number; ticked: number; hashTaken: { box: number; card: string }[]; overflow: number } | null;
  /** Where the group's insignia stands. */
  current: number | null;
}

/** Null when the campaign has not played on this map (no phase, no line). */
export function regionProgress(view: ExplorationView): RegionProgress | null {
  if (!view.region || (view.phase === null && view.lines.length === 0)) return null;
  const lines = orderedLines(view.lines);
  const phaseIds = [...new Set(lines.map((l) => l.phaseId))];
  const byNumber = (a: { number: number }, b: { number: number }) => a.number - b.number;
  const pick = (has: (l: ExplorationView['locations'][number]) => boolean) =>
    view.locations.filter(has).map((l) => ({ number: l.number, symbol: l.symbol })).sort(byNumber);
  const current = view.phase?.currentLocation ?? null;
  const memoryStickers = view.locations
    .filter((l) => l.memoryId !== null)
    .map((l) => ({ location: l.number, memoryId: l.memoryId! }))
    .sort((a, b) => a.location - b.location);
  return {
    regionId: view.region.id,
    name: view.region.name,
    map: {
      region: { id: view.region.id, name: view.region.name, locations: view.locations, connections: view.connections },
      state: {
        current,
        lines: lines.map(({ order, from, to, payment }) => ({ order, from, to, payment })),
        stickers: view.locations.filter((l) => l.stickerPlaced).map((l) => l.number),
        activated: view.locations.filter((l) => l.activated).map((l) => l.number),
        exhausted: view.locations.filter((l) => l.exhausted).map((l) => l.number),
        memoryStickers,
        reachable: [],
      },
    },
    phases: phaseIds.map((phaseId, index) => ({
      n: index + 1,
      journeys: lines
        .filter((l) => l.phaseId === phaseId)
        .map(({ order, from, to, payment, clueCardName }) => ({ order, from, to, payment, clueCardName })),
    })),
    stickers: view.locations.filter((l) => l.stickerPlaced).map((l) => l.number).sort((a, b) => a - b),
    activated: pick((l) => l.activated),
    exhausted: pick((l) => l.exhausted),
    memoryStickers,
    gauge: view.gauge
      ? {
          boxes: view.gauge.boxes.length,
          ticked: view.gauge.boxes.filter((b) => b.ticked).length,
          hashTaken: view.gauge.hashCardsTaken,
          overflow: view.gauge.overflowTicks,
        }
      : null,
    current,
  };
}

type Get = (regionId: string | null) => Promise<ExplorationView>;

/**
 * Every region map the campaign played on, in Box data order: one `exploration/get` for the
 * default region, then one per other region. A core campaign gives an empty list.
 */
export async function loadRegionProgress(get: Get): Promise<RegionProgress[]> {
  const first = await get(null);
  if (!first.isApocalypse || first.regions.length === 0) return [];
  const views = await Promise.all(first.regions.map((r) => (r.id === first.region?.id ? first : get(r.id))));
  // While a phase is open, exploration/get answers its region whatever was asked: keep each region once.
  const seen = new Set<string>();
  return views
    .filter((view) => view.region !== null && !seen.has(view.region.id) && seen.add(view.region.id))
    .map(regionProgress)
    .filter((p): p is RegionProgress => p !== null);
}
