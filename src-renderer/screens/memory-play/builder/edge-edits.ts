import type { Direction, EdgeKind, MapSide, SquareRef } from '../../../../shared/memory-play/map/index.js';
import { MAP_DATA_RULES, edgeBetween, edgeKey, orientEdge } from '../../../../shared/memory-play/map/index.js';
import { neighbourCell } from './grid-cells.js';
import { edited, refused, type Edited } from './tile-edits.js';

/** The order a click or a key cycles an edge through: open → wall (MAP-WAL-1) → ladder (MAP-ROOF-2) → open. */
const NEXT_EDGE: Record<EdgeKind | 'open', EdgeKind | 'open'> = { open: 'wall', wall: 'ladder', ladder: 'open' };

export interface EdgeChange {
  side: MapSide;
  a: SquareRef;
  b: SquareRef;
  kind: EdgeKind | 'open';
}

/**
 * Cycles the edge on one side of a square. Both squares must exist: a wall or a ladder lies
 * between two squares (GEN-2). Whether a ladder joins a ground and a roof square (MAP-ROOF-2)
 * is left to the live validation, so the players can draw first and fix the levels after.
 */
export function cycleEdge(side: MapSide, ref: SquareRef, direction: Direction): Edited<EdgeChange> {
  const other = neighbourCell(side, ref, direction);
  const exists = (square: SquareRef | null) => square !== null && side.squares.some((s) => s.ref === square);
  if (!exists(ref) || !exists(other)) {
    return refused(MAP_DATA_RULES.square, 'edgeNeedsSquares', 'A wall or ladder lies between two squares: draw both tiles first.', { square: ref, direction });
  }
  return setEdge(side, ref, other!, NEXT_EDGE[edgeBetween(side, ref, other!)]);
}

/** Sets the edge between two orthogonal neighbours to a wall, a ladder, or open. */
export function setEdge(side: MapSide, a: SquareRef, b: SquareRef, kind: EdgeKind | 'open'): Edited<EdgeChange> {
  const key = edgeKey(a, b);
  const rest = side.edges.filter((edge) => edgeKey(edge.a, edge.b) !== key);
  const edges = kind === 'open' ? rest : [...rest, orientEdge({ a, b, kind })];
  return edited({ side: { ...side, edges }, a, b, kind });
}
