/**
 * Where each location of a region map is drawn: a pure, deterministic layout shared by the
 * exploration screen and the printed diary. Players may type each location's x/y from
 * their printed map (then those are used, scaled); locations without them are placed by
 * a small force layout that starts from a ring ordered by number, so the same map always
 * looks the same, and is computed once per map (memoised by the map's shape).
 */

export interface LayoutLocation {
  number: number;
  x?: number | null;
  y?: number | null;
}

export interface LayoutConnection {
  from: number;
  to: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface MapLayout {
  /** Centre of each location, by number, in map units. */
  positions: ReadonlyMap<number, Point>;
  /** The drawing's box, margins included: use it as the SVG viewBox. */
  box: { x: number; y: number; width: number; height: number };
}

/** The typical distance between two connected locations, in map units; nodes are sized to it. */
export const EDGE_LENGTH = 100;
/** The radius a location's node is drawn with; the layout keeps nodes at least two apart. */
export const NODE_RADIUS = 20;
const MARGIN = 60;
const ITERATIONS = 300;

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Scales the players' own coordinates so that a typical connection is EDGE_LENGTH long,
 * whatever unit they measured in (millimetres, a 0–100 grid…).
 */
function scaleGiven(given: Map<number, Point>, connections: readonly LayoutConnection[]): Map<number, Point> {
  if (given.size < 2) return given;
  const lengths = connections
    .filter((c) => given.has(c.from) && given.has(c.to))
    .map((c) => Math.hypot(given.get(c.from)!.x - given.get(c.to)!.x, given.get(c.from)!.y - given.get(c.to)!.y))
    .filter((length) => length > 0);
  if (lengths.length === 0) {
    // No connection between two placed locations: use each one's nearest placed neighbour.
    const points = [...given.values()];
    for (const a of points) {
      const nearest = Math.min(...points.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
      if (nearest > 0 && Number.isFinite(nearest)) lengths.push(nearest);
    }
  }
  const typical = median(lengths);
  if (!(typical > 0)) return given;
  const factor = EDGE_LENGTH / typical;
  return new Map([...given].map(([n, p]) => [n, { x: p.x * factor, y: p.y * factor }]));
}

/** Fruchterman–Reingold with pinned locations, a fixed number of steps and no randomness. */
function forceLayout(numbers: number[], pinned: Map<number, Point>, connections: readonly LayoutConnection[]): Map<number, Point> {
  const count = numbers.length;
  const positions = new Map<number, Point>();
  const free = numbers.filter((n) => !pinned.has(n));
  // Start: a ring ordered by number (around the pinned ones' centre when there are some).
  const centre = pinned.size > 0 ? meanPoint([...pinned.values()]) : { x: 0, y: 0 };
  const ringRadius = Math.max(EDGE_LENGTH, (EDGE_LENGTH * count) / (2 * Math.PI));
  free.forEach((n, index) => {
    const angle = (2 * Math.PI * index) / Math.max(free.length, 1) - Math.PI / 2;
    positions.set(n, { x: centre.x + ringRadius * Math.cos(angle), y: centre.y + ringRadius * Math.sin(angle) });
  });
  for (const [n, p] of pinned) positions.set(n, { ...p });
  if (free.length === 0) return positions;

  const k = EDGE_LENGTH;
  const index = new Map(numbers.map((n, i) => [n, i]));
  const xs = numbers.map((n) => positions.get(n)!.x);
  const ys = numbers.map((n) => positions.get(n)!.y);
  const isFree = numbers.map((n) => !pinned.has(n));
  const edges = connections
    .map((c) => [index.get(c.from), index.get(c.to)] as const)
    .filter((e): e is readonly [number, number] => e[0] !== undefined && e[1] !== undefined && e[0] !== e[1]);
  const dx = new Float64Array(count);
  const dy = new Float64Array(count);
  let temperature = ringRadius / 4;
  const cooling = temperature / ITERATIONS;

  for (let step = 0; step < ITERATIONS; step++) {
    dx.fill(0);
    dy.fill(0);
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        let ddx = xs[i]! - xs[j]!;
        let ddy = ys[i]! - ys[j]!;
        let distance = Math.hypot(ddx, ddy);
        if (distance < 0.01) {
          // Two locations on the same spot: push them apart along a fixed direction per pair.
          ddx = Math.cos(i * 7 + j);
          ddy = Math.sin(i * 7 + j);
          distance = 0.01;
        }
        const force = (k * k) / distance;
        dx[i]! += (ddx / distance) * force;
        dy[i]! += (ddy / distance) * force;
        dx[j]! -= (ddx / distance) * force;
        dy[j]! -= (ddy / distance) * force;
      }
    }
    for (const [a, b] of edges) {
      const ddx = xs[a]! - xs[b]!;
      const ddy = ys[a]! - ys[b]!;
      const distance = Math.max(Math.hypot(ddx, ddy), 0.01);
      const force = (distance * distance) / k;
      dx[a]! -= (ddx / distance) * force;
      dy[a]! -= (ddy / distance) * force;
      dx[b]! += (ddx / distance) * force;
      dy[b]! += (ddy / distance) * force;
    }
    for (let i = 0; i < count; i++) {
      if (!isFree[i]) continue;
      // A weak pull to the centre keeps separate groups of locations from drifting apart.
      dx[i]! -= (xs[i]! - centre.x) * 0.02;
      dy[i]! -= (ys[i]! - centre.y) * 0.02;
      const length = Math.hypot(dx[i]!, dy[i]!);
      if (length === 0) continue;
      const move = Math.min(length, temperature);
      xs[i] = xs[i]! + (dx[i]! / length) * move;
      ys[i] = ys[i]! + (dy[i]! / length) * move;
    }
    temperature = Math.max(temperature - cooling, 1);
  }
  numbers.forEach((n, i) => positions.set(n, { x: xs[i]!, y: ys[i]! }));
  return positions;
}

function meanPoint(points: Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** Computes the layout (no memo). Locations are identified by number; duplicates are ignored. */
export function computeLayout(locations: readonly LayoutLocation[], connections: readonly LayoutConnection[]): MapLayout {
  const numbers = [...new Set(locations.map((l) => l.number))].sort((a, b) => a - b);
  // The same map typed in another order must be drawn the same: forces are summed in one order.
  const links = [...new Map(connections.map((c) => {
    const [from, to] = c.from < c.to ? [c.from, c.to] : [c.to, c.from];
    return [`${from}-${to}`, { from, to }] as const;
  })).values()].sort((a, b) => a.from - b.from || a.to - b.to);
  const given = new Map<number, Point>();
  for (const location of locations) {
    if (finite(location.x) && finite(location.y) && !given.has(location.number)) given.set(location.number, { x: location.x, y: location.y });
  }
  const positions = forceLayout(numbers, scaleGiven(given, links), links);
  if (numbers.length === 0) return { positions, box: { x: 0, y: 0, width: 2 * MARGIN, height: 2 * MARGIN } };
  const points = [...positions.values()];
  const minX = Math.min(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  const maxX = Math.max(...points.map((p) => p.x));
  const maxY = Math.max(...points.map((p) => p.y));
  // Translate so the drawing starts at 0,0: simpler numbers in the SVG, same picture.
  const shifted = new Map([...positions].map(([n, p]) => [n, { x: round(p.x - minX + MARGIN), y: round(p.y - minY + MARGIN) }]));
  return { positions: shifted, box: { x: 0, y: 0, width: round(maxX - minX + 2 * MARGIN), height: round(maxY - minY + 2 * MARGIN) } };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The map's shape as a string: the same locations, coordinates and connections give the same key. */
export function layoutKey(locations: readonly LayoutLocation[], connections: readonly LayoutConnection[]): string {
  const places = [...locations]
    .sort((a, b) => a.number - b.number)
    .map((l) => `${l.number}@${finite(l.x) ? l.x : ''},${finite(l.y) ? l.y : ''}`)
    .join(';');
  const links = connections
    .map((c) => (c.from < c.to ? `${c.from}-${c.to}` : `${c.to}-${c.from}`))
    .sort()
    .join(';');
  return `${places}|${links}`;
}

const memo = new Map<string, MapLayout>();
const MEMO_LIMIT = 16;

/** The layout, computed once per map shape (a few maps at most are ever open). */
export function layoutFor(locations: readonly LayoutLocation[], connections: readonly LayoutConnection[]): MapLayout {
  const key = layoutKey(locations, connections);
  const known = memo.get(key);
  if (known) return known;
  const layout = computeLayout(locations, connections);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, layout);
  return layout;
}

/** The location nearest to `from` in a screen direction, for arrow keys on the map. */
export function nearestInDirection(
  positions: ReadonlyMap<number, Point>,
  from: number,
  direction: 'up' | 'down' | 'left' | 'right',
): number | null {
  const origin = positions.get(from);
  if (!origin) return null;
  let best: { number: number; score: number } | null = null;
  for (const [number, p] of positions) {
    if (number === from) continue;
    const ddx = p.x - origin.x;
    const ddy = p.y - origin.y;
    const along = direction === 'right' ? ddx : direction === 'left' ? -ddx : direction === 'down' ? ddy : -ddy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(ddy) : Math.abs(ddx);
    // Only locations within 60° either side of the direction count; nearer and straighter win.
    if (along <= 0 || across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + across * 2;
    if (!best || score < best.score || (score === best.score && number < best.number)) best = { number, score };
  }
  return best?.number ?? null;
}
