import type { Direction, GridPosition, MapSide, MapSquare, MapTile, SquareRef } from '../../../../shared/memory-play/map/index.js';
import { parseRef, stepFrom, toRef } from '../../../../shared/memory-play/map/index.js';

/**
 * Small grid helpers the builder's edits and drawing share: rectangles of cells, lookups by
 * square, the tile under a square. Pure; a side is never changed in place.
 */

export interface Rect {
  col: number;
  row: number;
  width: number;
  height: number;
}

/** The rectangle spanned by two corners, in any order. */
export function rectBetween(a: GridPosition, b: GridPosition): Rect {
  const col = Math.min(a.col, b.col);
  const row = Math.min(a.row, b.row);
  return { col, row, width: Math.abs(a.col - b.col) + 1, height: Math.abs(a.row - b.row) + 1 };
}

/** Its cells, row-major (north to south, west to east), like a canonical map. */
export function cellsOf(rect: Rect): GridPosition[] {
  const cells: GridPosition[] = [];
  for (let row = rect.row; row < rect.row + rect.height; row++) {
    for (let col = rect.col; col < rect.col + rect.width; col++) cells.push({ col, row });
  }
  return cells;
}

export const refsOf = (rect: Rect): SquareRef[] => cellsOf(rect).map(toRef);

export const insideGrid = (side: Pick<MapSide, 'width' | 'height'>, at: GridPosition): boolean =>
  at.col >= 1 && at.row >= 1 && at.col <= side.width && at.row <= side.height;

export const squareOf = (side: MapSide, ref: SquareRef): MapSquare | undefined => side.squares.find((square) => square.ref === ref);

export const tileOf = (side: MapSide, ref: SquareRef): MapTile | undefined => side.tiles.find((tile) => tile.squares.includes(ref));

/** The bounding rectangle of some squares (a tile's, a tower's). */
export function boundsOf(refs: readonly SquareRef[]): Rect {
  const positions = refs.map((ref) => parseRef(ref)!);
  const cols = positions.map((p) => p.col);
  const rows = positions.map((p) => p.row);
  const col = Math.min(...cols);
  const row = Math.min(...rows);
  return { col, row, width: Math.max(...cols) - col + 1, height: Math.max(...rows) - row + 1 };
}

/** The square one step away, when it lies inside the grid (a square may or may not be drawn there). */
export function neighbourCell(side: Pick<MapSide, 'width' | 'height'>, ref: SquareRef, direction: Direction): SquareRef | null {
  const position = parseRef(ref);
  if (!position) return null;
  const next = stepFrom(position, direction);
  return insideGrid(side, next) ? toRef(next) : null;
}

/** The first grid cell without a square, row-major; null on a full grid. */
export function firstEmptyCell(side: MapSide): GridPosition | null {
  const taken = new Set(side.squares.map((square) => square.ref));
  for (const cell of cellsOf({ col: 1, row: 1, width: side.width, height: side.height })) {
    if (!taken.has(toRef(cell))) return cell;
  }
  return null;
}

export const clampToGrid = (side: Pick<MapSide, 'width' | 'height'>, at: GridPosition): GridPosition => ({
  col: Math.min(Math.max(at.col, 1), side.width),
  row: Math.min(Math.max(at.row, 1), side.height),
});
