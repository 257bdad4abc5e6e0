import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import type { SideId, SquareRef } from '../../../../shared/memory-play/map/map-types.js';

/**
 * MOV-1, MOV-9e: the squares of a map holding a red base, clipped to a miniature standing there or
 * lying loose (STL-7).
 */
export function redBaseSquares(state: PlayState, side: SideId): Set<SquareRef> {
  const squares = new Set<SquareRef>();
  for (const base of state.redBases) {
    if (base.at.on === 'loose' && base.at.side === side) squares.add(base.at.square);
    if (base.at.on === 'attached') {
      const holder = state.miniatures[base.at.miniatureId];
      if (holder !== undefined && holder.place.on === 'square' && holder.place.side === side) squares.add(holder.place.square);
    }
  }
  return squares;
}
