import type { MapSide, MemoryMap, SideId, SquareRef } from '../../../../shared/memory-play/map/index.js';
import { parseRef, squareAt, toRef } from '../../../../shared/memory-play/map/index.js';
import type { BoardSquare } from '../../../../shared/memory-play/play-types.js';
import { CELL, cellAt, cellX, cellY, viewBoxOf, type Point } from '../builder/grid-drawing.js';

/**
 * Where each map side of a memory is drawn on the live board, in the SVG's own units: one
 * side as the builder draws it (grid-drawing.ts), or two side by side (TWO-1), A on the left,
 * each under its name. Pure, so the board's hit-testing and the tests share it.
 */

/** Room above a side for its name ("Map A") when a memory has two. */
export const SIDE_TITLE = 30;
/** Space between two sides. */
export const SIDE_GAP = 48;

export interface SideFrame {
  id: SideId;
  /** Top-left of the side's drawing (its column letters and row numbers included). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoardFrames {
  sides: SideFrame[];
  width: number;
  height: number;
}

export function boardFrames(map: Pick<MemoryMap, 'sides'>): BoardFrames {
  const titled = map.sides.length > 1;
  const top = titled ? SIDE_TITLE : 0;
  let x = 0;
  const sides: SideFrame[] = [];
  for (const side of map.sides) {
    const box = viewBoxOf(side);
    sides.push({ id: side.id, x, y: top, width: box.width, height: box.height });
    x += box.width + SIDE_GAP;
  }
  const width = Math.max(0, x - SIDE_GAP);
  const height = top + Math.max(0, ...sides.map((frame) => frame.height));
  return { sides, width, height };
}

/** The square of the board under a point (board units), or null over an empty cell or between the maps. */
export function squareAtPoint(map: Pick<MemoryMap, 'sides'>, frames: BoardFrames, point: Point): BoardSquare | null {
  for (const frame of frames.sides) {
    if (point.x < frame.x || point.x > frame.x + frame.width || point.y < frame.y || point.y > frame.y + frame.height) continue;
    const side = map.sides.find((candidate) => candidate.id === frame.id);
    if (!side) return null;
    const cell = cellAt(side, { x: point.x - frame.x, y: point.y - frame.y });
    if (!cell) return null;
    const ref = toRef(cell);
    return squareAt(side, ref) ? { side: side.id, square: ref } : null;
  }
  return null;
}

/** The centre of a square in board units. */
export function squareCentre(frames: BoardFrames, at: BoardSquare): Point | null {
  const frame = frames.sides.find((candidate) => candidate.id === at.side);
  const position = parseRef(at.square);
  if (!frame || !position) return null;
  return { x: frame.x + cellX(position.col) + CELL / 2, y: frame.y + cellY(position.row) + CELL / 2 };
}

export type Heading = 'up' | 'down' | 'left' | 'right';

/**
 * The square the keyboard moves to from `from`: the nearest existing square that way on the
 * same row or column, skipping empty cells; across to the other map at a side's edge, on the
 * same row (or the nearest row it has). Null when there is nothing further that way.
 */
export function squareToward(map: Pick<MemoryMap, 'sides'>, from: BoardSquare, heading: Heading): BoardSquare | null {
  const sideIndex = map.sides.findIndex((side) => side.id === from.side);
  const side = map.sides[sideIndex];
  const position = parseRef(from.square);
  if (!side || !position) return null;
  const step = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[heading];
  for (let col = position.col + step[0]!, row = position.row + step[1]!; col >= 1 && row >= 1 && col <= side.width && row <= side.height; col += step[0]!, row += step[1]!) {
    const ref = toRef({ col, row });
    if (squareAt(side, ref)) return { side: side.id, square: ref };
  }
  if (heading === 'left' || heading === 'right') {
    const next = map.sides[sideIndex + (heading === 'right' ? 1 : -1)];
    if (next) {
      const entry = edgeSquare(next, position.row, heading === 'right' ? 'west' : 'east');
      if (entry) return { side: next.id, square: entry };
    }
  }
  return null;
}

/** The westmost (or eastmost) square of a side on `row`, else on the nearest row that has one. */
function edgeSquare(side: MapSide, row: number, edge: 'west' | 'east'): SquareRef | null {
  const byDistance = [...side.squares].sort((a, b) => {
    const pa = parseRef(a.ref)!;
    const pb = parseRef(b.ref)!;
    return Math.abs(pa.row - row) - Math.abs(pb.row - row) || (edge === 'west' ? pa.col - pb.col : pb.col - pa.col);
  });
  return byDistance[0]?.ref ?? null;
}

/** The first square of the board, row-major on side A: where the keyboard starts. */
export function firstSquare(map: Pick<MemoryMap, 'sides'>): BoardSquare | null {
  const side = map.sides[0];
  const square = side?.squares[0];
  return side && square ? { side: side.id, square: square.ref } : null;
}

export const sameSquare = (a: BoardSquare | null, b: BoardSquare | null): boolean => a !== null && b !== null && a.side === b.side && a.square === b.square;

export const squareKey = (at: BoardSquare): string => `${at.side}:${at.square}`;
