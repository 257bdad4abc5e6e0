import type { GridPosition, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import { compareRefs, parseRef } from '../../../../shared/memory-play/map/square-ref.js';

/**
 * Squares sorted by `first` (0 for all when not given), then in row-major order like
 * `compareRefs`, each ref read once rather than at every comparison of the sort.
 */
export function sortSquares(refs: Iterable<SquareRef>, first: (at: GridPosition) => number = () => 0): SquareRef[] {
  const keyed = [...refs].map((ref) => ({ ref, at: parseRef(ref) }));
  keyed.sort((a, b) => (a.at !== null && b.at !== null ? first(a.at) - first(b.at) || a.at.row - b.at.row || a.at.col - b.at.col : compareRefs(a.ref, b.ref)));
  return keyed.map((square) => square.ref);
}
