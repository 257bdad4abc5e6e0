import type { GridPosition, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import { compareRefs, parseRef } from '../../../../shared/memory-play/map/square-ref.js';

/**
 * Square names read into grid positions, each name once: the enemy steps sort the same few
 * squares of a map every turn, and reading a name is a pattern match and a new object each time.
 * Only square names are kept, so the table holds at most the squares maps can have.
 */
const positions = new Map<SquareRef, Readonly<GridPosition>>();

function positionOf(ref: SquareRef): Readonly<GridPosition> | null {
  let at = positions.get(ref);
  if (at === undefined) {
    const parsed = parseRef(ref);
    if (parsed === null) return null;
    positions.set(ref, (at = Object.freeze(parsed)));
  }
  return at;
}

/**
 * Squares sorted by `first` (0 for all when not given), then in row-major order like
 * `compareRefs`, each ref read (and given to `first`) once rather than at every comparison of the sort.
 */
export function sortSquares(refs: Iterable<SquareRef>, first: (at: Readonly<GridPosition>) => number = () => 0): SquareRef[] {
  const keyed = [...refs].map((ref) => {
    const at = positionOf(ref);
    return { ref, at, first: at === null ? 0 : first(at) };
  });
  keyed.sort((a, b) => (a.at !== null && b.at !== null ? a.first - b.first || a.at.row - b.at.row || a.at.col - b.at.col : compareRefs(a.ref, b.ref)));
  return keyed.map((square) => square.ref);
}
