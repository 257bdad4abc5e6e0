import type { EdgeKind, MapFeature, MapSide, MapSquare, SquareRef, StartingMiniature } from './map-types.js';
import { edgeKey } from './square-ref.js';

/**
 * Lookup tables over one map side, so adjacency questions asked thousands of times during a
 * replay do not scan arrays. A side is a plain value: the engine never edits one in place
 * (an edit makes a new side), so the index is cached per side object. The cache also checks
 * the arrays it was built from, so a side whose arrays were swapped or grown is re-indexed.
 */
export interface SideIndex {
  squares: ReadonlyMap<SquareRef, MapSquare>;
  /** Non-open edges by `edgeKey(a, b)`. */
  edges: ReadonlyMap<string, EdgeKind>;
  /** Features by each square they name (a tower under each of its 4 squares, an entrance under each touched square). */
  featuresBySquare: ReadonlyMap<SquareRef, readonly MapFeature[]>;
  miniaturesBySquare: ReadonlyMap<SquareRef, readonly StartingMiniature[]>;
}

interface CachedIndex {
  built: SideIndex;
  squares: MapSide['squares'];
  edges: MapSide['edges'];
  features: MapSide['features'];
  miniatures: MapSide['miniatures'];
  lengths: readonly [number, number, number, number];
}

const cache = new WeakMap<MapSide, CachedIndex>();

const lengthsOf = (side: MapSide): CachedIndex['lengths'] => [side.squares.length, side.edges.length, side.features.length, side.miniatures.length];

const sameLengths = (side: MapSide, lengths: CachedIndex['lengths']): boolean =>
  side.squares.length === lengths[0] && side.edges.length === lengths[1] && side.features.length === lengths[2] && side.miniatures.length === lengths[3];

/** The squares a feature stands on or, for an entrance token, touches. */
export function featureSquares(feature: MapFeature): SquareRef[] {
  switch (feature.type) {
    case 'tower':
      return feature.squares;
    case 'entrance':
      return feature.touches;
    default:
      return [feature.square];
  }
}

function push<T>(map: Map<SquareRef, T[]>, key: SquareRef, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function build(side: MapSide): SideIndex {
  const squares = new Map<SquareRef, MapSquare>();
  for (const square of side.squares) squares.set(square.ref, square);
  const edges = new Map<string, EdgeKind>();
  for (const edge of side.edges) edges.set(edgeKey(edge.a, edge.b), edge.kind);
  const featuresBySquare = new Map<SquareRef, MapFeature[]>();
  for (const feature of side.features) for (const ref of new Set(featureSquares(feature))) push(featuresBySquare, ref, feature);
  const miniaturesBySquare = new Map<SquareRef, StartingMiniature[]>();
  for (const miniature of side.miniatures) push(miniaturesBySquare, miniature.square, miniature);
  return { squares, edges, featuresBySquare, miniaturesBySquare };
}

export function sideIndex(side: MapSide): SideIndex {
  const cached = cache.get(side);
  if (
    cached &&
    cached.squares === side.squares &&
    cached.edges === side.edges &&
    cached.features === side.features &&
    cached.miniatures === side.miniatures &&
    sameLengths(side, cached.lengths)
  ) {
    return cached.built;
  }
  const built = build(side);
  cache.set(side, { built, squares: side.squares, edges: side.edges, features: side.features, miniatures: side.miniatures, lengths: lengthsOf(side) });
  return built;
}

export const squareAt = (side: MapSide, ref: SquareRef): MapSquare | undefined => sideIndex(side).squares.get(ref);

/** The edge between two squares: `open` unless a wall or ladder was drawn there. */
export const edgeBetween = (side: MapSide, a: SquareRef, b: SquareRef): EdgeKind | 'open' => sideIndex(side).edges.get(edgeKey(a, b)) ?? 'open';

export const featuresAt = (side: MapSide, ref: SquareRef): readonly MapFeature[] => sideIndex(side).featuresBySquare.get(ref) ?? [];

export const miniaturesAt = (side: MapSide, ref: SquareRef): readonly StartingMiniature[] => sideIndex(side).miniaturesBySquare.get(ref) ?? [];
