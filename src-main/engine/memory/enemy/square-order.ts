import type { GridPosition, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import { compareRefs, parseRef } from '../../../../shared/memory-play/map/square-ref.js';

/**
 * Squares sorted by `first` (0 for all when not given), then in row-major order like
 * `compareRefs`, each ref read (and given to `first`) once rather than at every comparison of the sort.
 */
export function sortSquares(refs: Iterable<SquareRef>, first: (at: GridPosition) => number = () => 0): SquareRef[] {
  const keyed = [...refs].map((ref) => {
    const at = parseRef(ref);
    return { ref, at, first: at === null ? 0 : first(at) };
  });
  keyed.sort((a, b) => (a.at !== null && b.at !== null ? a.first - b.first || a.at.row - b.at.row || a.at.col - b.at.col : compareRefs(a.ref, b.ref)));
  return keyed.map((square) => square.ref);
}
