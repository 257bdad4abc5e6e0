import type { GridPosition, MapFeature, MapSide, SquareRef, StartingMiniature } from '../../../../shared/memory-play/map/index.js';
import { compareRefs, parseRef, toRef } from '../../../../shared/memory-play/map/index.js';
import { boundsOf, type Rect } from './grid-cells.js';

/**
 * Where things are drawn on the builder's SVG, in its own units: the grid as the campaign
 * book's diagram shows it, north up, column letters above and row numbers on the left, and
 * the tokens laid out inside their squares. Pure; the markup stays in the components.
 */

export const CELL = 64;
/** Room for the column letters and row numbers. */
export const LABEL = 26;
const MARGIN = 8;

export interface Point {
  x: number;
  y: number;
}

export const cellX = (col: number): number => LABEL + (col - 1) * CELL;
export const cellY = (row: number): number => LABEL + (row - 1) * CELL;

export function viewBoxOf(side: Pick<MapSide, 'width' | 'height'>): { width: number; height: number } {
  return { width: LABEL + side.width * CELL + MARGIN, height: LABEL + side.height * CELL + MARGIN };
}

export function rectBox(rect: Rect): { x: number; y: number; width: number; height: number } {
  return { x: cellX(rect.col), y: cellY(rect.row), width: rect.width * CELL, height: rect.height * CELL };
}

/** The grid cell under a point of the SVG, or null outside the grid. */
export function cellAt(side: Pick<MapSide, 'width' | 'height'>, point: Point): GridPosition | null {
  const col = Math.floor((point.x - LABEL) / CELL) + 1;
  const row = Math.floor((point.y - LABEL) / CELL) + 1;
  if (col < 1 || row < 1 || col > side.width || row > side.height) return null;
  return { col, row };
}

/** The grid cell nearest a point, inside or outside the grid (a drag that leaves the grid still points at its edge). */
export function nearestCellAt(side: Pick<MapSide, 'width' | 'height'>, point: Point): GridPosition {
  const col = Math.floor((point.x - LABEL) / CELL) + 1;
  const row = Math.floor((point.y - LABEL) / CELL) + 1;
  return { col: Math.min(Math.max(col, 1), side.width), row: Math.min(Math.max(row, 1), side.height) };
}

/** The border between two orthogonal neighbours, as a line (`a` north or west of `b`). */
export function borderBetween(a: SquareRef, b: SquareRef): { x1: number; y1: number; x2: number; y2: number; vertical: boolean } {
  const pa = parseRef(a)!;
  const pb = parseRef(b)!;
  if (pa.row === pb.row) {
    const x = cellX(Math.max(pa.col, pb.col));
    return { x1: x, y1: cellY(pa.row), x2: x, y2: cellY(pa.row) + CELL, vertical: true };
  }
  const y = cellY(Math.max(pa.row, pb.row));
  return { x1: cellX(pa.col), y1: y, x2: cellX(pa.col) + CELL, y2: y, vertical: false };
}

/**
 * A ladder drawn across the border it spans (MAP-ROOF-2): two rails crossing the border and
 * three rungs, as one path.
 */
export function ladderPath(a: SquareRef, b: SquareRef): string {
  const border = borderBetween(a, b);
  const mid = { x: (border.x1 + border.x2) / 2, y: (border.y1 + border.y2) / 2 };
  const half = CELL * 0.22;
  const railGap = CELL * 0.12;
  const rungs = [-0.6, 0, 0.6].map((f) => f * half);
  if (border.vertical) {
    // Rails run west–east across a vertical border.
    const rails = [-railGap, railGap].map((dy) => `M${mid.x - half},${mid.y + dy}H${mid.x + half}`);
    const steps = rungs.map((dx) => `M${mid.x + dx},${mid.y - railGap}V${mid.y + railGap}`);
    return [...rails, ...steps].join('');
  }
  const rails = [-railGap, railGap].map((dx) => `M${mid.x + dx},${mid.y - half}V${mid.y + half}`);
  const steps = rungs.map((dy) => `M${mid.x - railGap},${mid.y + dy}H${mid.x + railGap}`);
  return [...rails, ...steps].join('');
}

/** Every border between two existing squares, for the mouse to click (open ones included). */
export function clickableBorders(side: MapSide): { a: SquareRef; b: SquareRef }[] {
  const exists = new Set(side.squares.map((square) => square.ref));
  const borders: { a: SquareRef; b: SquareRef }[] = [];
  for (const square of side.squares) {
    const p = parseRef(square.ref)!;
    for (const next of [
      { col: p.col + 1, row: p.row },
      { col: p.col, row: p.row + 1 },
    ]) {
      const ref = toRef(next);
      if (exists.has(ref)) borders.push({ a: square.ref, b: ref });
    }
  }
  return borders;
}

/** One token or miniature drawn in a slot of its square. */
export interface Glyph {
  key: string;
  square: SquareRef;
  entry: MapFeature | StartingMiniature;
  list: 'features' | 'miniatures';
  index: number;
  x: number;
  y: number;
}

/** Glyphs per row inside a square: up to 3 × 3, centred as a group, features first, then miniatures. */
const SLOTS = 3;
export const GLYPH = CELL / SLOTS;

/**
 * The glyphs of one side, centred in their squares. A tower is drawn where its 4 squares
 * meet, not in a square; an entrance token on each square it touches.
 */
export function glyphsOf(side: MapSide): Glyph[] {
  const bySquare = new Map<SquareRef, Omit<Glyph, 'x' | 'y'>[]>();
  const add = (square: SquareRef, entry: Glyph['entry'], list: Glyph['list'], index: number, suffix = '') => {
    if (!parseRef(square)) return;
    const entries = bySquare.get(square) ?? [];
    entries.push({ key: `${list}-${index}${suffix}`, square, entry, list, index });
    bySquare.set(square, entries);
  };
  side.features.forEach((feature, index) => {
    if (feature.type === 'tower') return;
    if (feature.type === 'entrance') feature.touches.forEach((ref) => add(ref, feature, 'features', index, `-${ref}`));
    else add(feature.square, feature, 'features', index);
  });
  side.miniatures.forEach((miniature, index) => add(miniature.square, miniature, 'miniatures', index));

  const glyphs: Glyph[] = [];
  for (const [square, entries] of bySquare) {
    const position = parseRef(square)!;
    const shown = entries.slice(0, SLOTS * SLOTS);
    const rows = Math.ceil(shown.length / SLOTS);
    shown.forEach((entry, i) => {
      const row = Math.floor(i / SLOTS);
      const inRow = Math.min(SLOTS, shown.length - row * SLOTS);
      glyphs.push({
        ...entry,
        x: cellX(position.col) + CELL / 2 + ((i % SLOTS) - (inRow - 1) / 2) * GLYPH,
        y: cellY(position.row) + CELL / 2 + (row - (rows - 1) / 2) * GLYPH,
      });
    });
  }
  return glyphs;
}

/** MAP-TWR-1: where a tower stands (the corner its 4 squares share) and the centre of its foot. */
export function towerMarks(side: MapSide): { index: number; centre: Point; foot: Point | null; variant: 'tower' | 'naga' }[] {
  return side.features.flatMap((feature, index) => {
    if (feature.type !== 'tower' || feature.squares.length === 0 || feature.squares.some((ref) => parseRef(ref) === null)) return [];
    const box = boundsOf([...feature.squares].sort(compareRefs));
    const centre = { x: cellX(box.col) + (box.width * CELL) / 2, y: cellY(box.row) + (box.height * CELL) / 2 };
    const footAt = feature.foot === null ? null : parseRef(feature.foot);
    const foot = footAt ? { x: cellX(footAt.col) + CELL / 2, y: cellY(footAt.row) + CELL / 2 } : null;
    return [{ index, centre, foot, variant: feature.variant }];
  });
}

/** How near a border (in SVG units) a click must land to cycle it rather than pick its square. */
export const BORDER_REACH = 9;

/**
 * The border between two existing squares under a point, when the point lies within
 * `BORDER_REACH` of it: the mouse's way to cycle an edge (MAP-WAL-1, MAP-ROOF-2).
 */
export function borderAt(side: MapSide, point: Point): { a: SquareRef; b: SquareRef } | null {
  const cell = cellAt(side, point);
  if (!cell) return null;
  const exists = (p: GridPosition) => side.squares.some((square) => square.ref === toRef(p));
  if (!exists(cell)) return null;
  const fx = point.x - cellX(cell.col);
  const fy = point.y - cellY(cell.row);
  const candidates: { distance: number; other: GridPosition }[] = [
    { distance: fx, other: { col: cell.col - 1, row: cell.row } },
    { distance: CELL - fx, other: { col: cell.col + 1, row: cell.row } },
    { distance: fy, other: { col: cell.col, row: cell.row - 1 } },
    { distance: CELL - fy, other: { col: cell.col, row: cell.row + 1 } },
  ];
  const nearest = candidates.filter((c) => c.distance <= BORDER_REACH && exists(c.other)).sort((x, y) => x.distance - y.distance)[0];
  if (!nearest) return null;
  const refs = [toRef(cell), toRef(nearest.other)].sort(compareRefs);
  return { a: refs[0]!, b: refs[1]! };
}
