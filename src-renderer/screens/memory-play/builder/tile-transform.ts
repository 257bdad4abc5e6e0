import type { Direction, GridPosition, MapEdge, MapFeature, MapSide, SquareRef, StartingMiniature, TileId } from '../../../../shared/memory-play/map/index.js';
import { MAP_DATA_RULES, orientEdge, parseRef, stepFrom, toRef } from '../../../../shared/memory-play/map/index.js';
import { boundsOf, insideGrid } from './grid-cells.js';
import { edited, refused, type Edited } from './tile-edits.js';

/**
 * Turning and moving a tile as the physical tile would turn or move (SET-2: "type, size, walls
 * and orientation"): its squares, the walls and ladders along them, and the tokens and
 * miniatures standing on them go with it. A wall or ladder on the tile's border whose other
 * square would no longer exist is dropped; undo brings it back.
 */

const CLOCKWISE: Record<Direction, Direction> = { N: 'E', E: 'S', S: 'W', W: 'N' };

function directionBetween(from: GridPosition, to: GridPosition): Direction | null {
  if (to.col === from.col && to.row === from.row - 1) return 'N';
  if (to.col === from.col && to.row === from.row + 1) return 'S';
  if (to.row === from.row && to.col === from.col + 1) return 'E';
  if (to.row === from.row && to.col === from.col - 1) return 'W';
  return null;
}

/** A quarter turn clockwise about the tile's north-west corner: a 3×2 tile becomes 2×3. */
export function rotateTile(side: MapSide, tileId: TileId): Edited {
  const tile = side.tiles.find((t) => t.id === tileId);
  if (!tile) return refused(MAP_DATA_RULES.square, 'noTile', 'There is no such tile.', { tile: tileId });
  const box = boundsOf(tile.squares);
  const place = (p: GridPosition): GridPosition => ({ col: box.col + (box.height - 1 - (p.row - box.row)), row: box.row + (p.col - box.col) });
  return relocateTile(side, tileId, place, (d) => CLOCKWISE[d]);
}

/** Slides a tile by whole squares. */
export function moveTile(side: MapSide, tileId: TileId, by: GridPosition): Edited {
  if (by.col === 0 && by.row === 0) return edited(side);
  return relocateTile(side, tileId, (p) => ({ col: p.col + by.col, row: p.row + by.row }), (d) => d);
}

function relocateTile(side: MapSide, tileId: TileId, place: (p: GridPosition) => GridPosition, turn: (d: Direction) => Direction): Edited {
  const tile = side.tiles.find((t) => t.id === tileId)!;
  const own = new Set(tile.squares);
  const moved = new Map<SquareRef, SquareRef>();
  for (const ref of tile.squares) {
    const target = place(parseRef(ref)!);
    if (!insideGrid(side, target)) {
      return refused(MAP_DATA_RULES.square, 'outsideGrid', 'The tile would stand outside the grid.', { square: ref, width: side.width, height: side.height });
    }
    moved.set(ref, toRef(target));
  }
  const others = new Set(side.squares.filter((square) => !own.has(square.ref)).map((square) => square.ref));
  const blocked = [...moved.values()].find((ref) => others.has(ref));
  if (blocked) return refused('SET-2', 'occupied', `${blocked} already belongs to a tile.`, { square: blocked });

  const to = (ref: SquareRef): SquareRef => moved.get(ref) ?? ref;
  const edges = side.edges.flatMap((edge): MapEdge[] => {
    const aIn = own.has(edge.a);
    const bIn = own.has(edge.b);
    if (!aIn && !bIn) return [edge];
    if (aIn && bIn) return [orientEdge({ ...edge, a: to(edge.a), b: to(edge.b) })];
    const inner = aIn ? edge.a : edge.b;
    const outer = aIn ? edge.b : edge.a;
    const direction = directionBetween(parseRef(inner)!, parseRef(outer)!);
    if (direction === null) return [];
    const newInner = to(inner);
    const newOuter = toRef(stepFrom(parseRef(newInner)!, turn(direction)));
    // Kept only where a square of another tile stands across the border.
    if (!others.has(newOuter)) return [];
    return [orientEdge({ ...edge, a: newInner, b: newOuter })];
  });
  const features = side.features.map((feature): MapFeature => {
    switch (feature.type) {
      case 'tower':
        // A tower moves with its tile; one standing across tiles stays where it is.
        return feature.squares.every((ref) => own.has(ref)) ? { ...feature, squares: feature.squares.map(to), foot: feature.foot === null ? null : to(feature.foot) } : feature;
      case 'entrance':
        return { ...feature, touches: feature.touches.map(to) };
      default:
        return { ...feature, square: to(feature.square) };
    }
  });
  const miniatures = side.miniatures.map((miniature): StartingMiniature => ({ ...miniature, square: to(miniature.square) }));
  return edited({
    ...side,
    squares: side.squares.map((square) => (own.has(square.ref) ? { ...square, ref: to(square.ref) } : square)),
    tiles: side.tiles.map((t) => (t.id === tileId ? { ...t, squares: t.squares.map(to) } : t)),
    edges,
    features,
    miniatures,
  });
}
