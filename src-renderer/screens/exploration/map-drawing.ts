import type { RegionLocation } from '../../../shared/exploration/region-box-data.js';
import type { Point } from './map-layout.js';
import type { MapJourneyLine } from './map-state.js';
import { hashLabel } from './map-symbols.js';

/**
 * The drawing decisions shared by the region map screen and the printed diary's static
 * map, so both draw the same map the same way: where each journey line's order badge sits,
 * and the small note printed under a location. Pure; the SVG markup stays in the components.
 */

export interface DrawnLine extends MapJourneyLine {
  a: Point;
  b: Point;
  /** Where the line's order number is drawn. */
  badge: Point;
}

/**
 * Each line between its two locations, with its order badge along it; lines drawn more than
 * once between the same pair spread their badges so they never cover each other.
 */
export function drawnLines(lines: readonly MapJourneyLine[], positions: ReadonlyMap<number, Point>): DrawnLine[] {
  const seen = new Map<string, number>();
  return lines.flatMap((line) => {
    const a = positions.get(line.from);
    const b = positions.get(line.to);
    if (!a || !b) return [];
    const key = line.from < line.to ? `${line.from}-${line.to}` : `${line.to}-${line.from}`;
    const repeat = seen.get(key) ?? 0;
    seen.set(key, repeat + 1);
    const along = 0.5 + (repeat % 2 === 0 ? 1 : -1) * Math.ceil(repeat / 2) * 0.18;
    return [{ ...line, a, b, badge: { x: a.x + (b.x - a.x) * along, y: a.y + (b.y - a.y) * along } }];
  });
}

/** LOC-6 / LOC-8: "+2" under a healer, the `#` card ("#12", "A#12") under a narrative location; null otherwise. */
export function locationNote(location: Pick<RegionLocation, 'symbol' | 'healValue' | 'cardNumber'>): string | null {
  if (location.symbol === 'healer' && location.healValue !== null) return `+${location.healValue}`;
  if (location.symbol === 'narrative' && location.cardNumber !== null) return hashLabel(location.cardNumber);
  return null;
}
