import type { Region } from '../../../shared/exploration/region-box-data.js';
import type { ExplorationView, JourneyLine, LocationView, NextMove } from '../../../shared/exploration/exploration.js';
import type { RegionMapState } from './map-state.js';

/**
 * The exploration screen's reading of the backend's view: what the map draws, which move
 * a selected location offers, and what the players must do next. Pure, so it is tested
 * without a browser.
 */

export type MapRegion = Pick<Region, 'id' | 'name' | 'locations' | 'connections'>;

/** The lines in the order they were drawn, numbered 1… across every phase on this map. */
export function orderedLines(lines: readonly JourneyLine[]): (JourneyLine & { order: number })[] {
  return [...lines].sort((a, b) => a.id - b.id).map((line, index) => ({ ...line, order: index + 1 }));
}

export function mapOf(view: ExplorationView): { region: MapRegion; state: RegionMapState } | null {
  if (!view.region) return null;
  const open = view.phase && !view.phase.ended ? view.phase : null;
  const has = (pick: (l: LocationView) => boolean) => view.locations.filter(pick).map((l) => l.number);
  return {
    region: { id: view.region.id, name: view.region.name, locations: view.locations, connections: view.connections },
    state: {
      current: open?.currentLocation ?? view.phase?.currentLocation ?? null,
      lines: orderedLines(view.lines).map(({ order, from, to, payment }) => ({ order, from, to, payment })),
      stickers: has((l) => l.stickerPlaced),
      activated: has((l) => l.activated),
      exhausted: has((l) => l.exhausted),
      memoryStickers: view.locations.filter((l) => l.memoryId !== null).map((l) => ({ location: l.number, memoryId: l.memoryId! })),
      reachable: open ? view.nextMoves.filter((m) => m.allowed).map((m) => m.to) : [],
    },
  };
}

/** What the players are asked to do now, in the order the rules put it. */
export type ExplorationStep =
  | { kind: 'not-apocalypse' }
  | { kind: 'no-region' }
  | { kind: 'start' }
  | { kind: 'resolve'; location: LocationView }
  | { kind: 'memory-found'; memoryId: string; location: number }
  | { kind: 'travel' };

export function stepOf(view: ExplorationView): ExplorationStep {
  if (!view.isApocalypse) return { kind: 'not-apocalypse' };
  if (view.regions.length === 0 || !view.region) return { kind: 'no-region' };
  const phase = view.phase;
  if (!phase || phase.ended) return { kind: 'start' };
  if (phase.unresolvedLocation !== null) {
    const location = view.locations.find((l) => l.number === phase.unresolvedLocation);
    if (location) return { kind: 'resolve', location };
  }
  // LOC-4, EXP-END-1: a memory found ends the journeys; it must be played first.
  if (phase.discoveredMemory) return { kind: 'memory-found', ...phase.discoveredMemory };
  return { kind: 'travel' };
}

/** The move to a selected location: a journey or a free jump, allowed or refused with its reason. */
export function moveTo(view: ExplorationView, location: number): NextMove | null {
  const moves = view.nextMoves.filter((m) => m.to === location);
  // LOC-5: a free jump is offered first when both are possible; it costs nothing.
  return moves.find((m) => m.kind === 'jump' && m.allowed) ?? moves.find((m) => m.allowed) ?? moves[0] ?? null;
}

/** Every move to a location (a jump and a journey can both be possible). */
export function movesTo(view: ExplorationView, location: number): NextMove[] {
  return view.nextMoves.filter((m) => m.to === location).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'jump' ? -1 : 1));
}

/** Parses "3, 7, 12" (or spaces, semicolons) into location numbers; null names the bad part. */
export function parseNumberList(text: string): { numbers: number[]; bad: string | null } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const numbers: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) < 1) return { numbers, bad: part };
    const n = Number(part);
    if (!numbers.includes(n)) numbers.push(n);
  }
  return { numbers, bad: null };
}
