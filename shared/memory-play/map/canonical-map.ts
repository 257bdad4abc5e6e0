import type { MapEdge, MapSide, MemoryMap } from './map-types.js';
import { compareRefs } from './square-ref.js';

/**
 * The one order a map is stored and compared in: squares row-major, each tile's squares
 * row-major, tiles by their first square, edges written north/west square first and sorted.
 * Features and miniatures keep the players' order (the text notation keeps it too). The text
 * form is read back in this order, so `parseMap(formatMap(m))` equals `canonicalMap(m)`, and
 * equals `m` itself when `m` is canonical (the builder stores canonical maps).
 */
export function canonicalMap(map: MemoryMap): MemoryMap {
  return { ...map, sides: map.sides.map(canonicalSide) };
}

export function canonicalSide(side: MapSide): MapSide {
  const tiles = side.tiles.map((tile) => ({ ...tile, squares: [...tile.squares].sort(compareRefs) }));
  tiles.sort((x, y) => compareRefs(x.squares[0] ?? '', y.squares[0] ?? '') || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return {
    ...side,
    squares: [...side.squares].sort((x, y) => compareRefs(x.ref, y.ref)),
    tiles,
    edges: side.edges.map(orientEdge).sort(compareEdges),
  };
}

/** The edge with its north or west square as `a`. */
export function orientEdge(edge: MapEdge): MapEdge {
  return compareRefs(edge.a, edge.b) <= 0 ? edge : { ...edge, a: edge.b, b: edge.a };
}

export function compareEdges(x: MapEdge, y: MapEdge): number {
  return compareRefs(x.a, y.a) || compareRefs(x.b, y.b);
}
