import type { BoardSquare, BossPiece, PlayState } from '../../../../shared/memory-play/play-types.js';

/**
 * BOSS-1, BOSS-4: a living boss on the target square whose health was never typed from its card.
 * Hits count on a boss only once its health is known, so the attack form asks for it in place and
 * sends it (`set-health`) before the attack. Null when there is none.
 */
export function unknownBossOn(state: Pick<PlayState, 'miniatures'>, target: BoardSquare | null): BossPiece | null {
  if (target === null) return null;
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.kind !== 'boss' || miniature.body || miniature.health !== null || miniature.place.on !== 'square') continue;
    if (miniature.place.side === target.side && miniature.place.square === target.square) return miniature;
  }
  return null;
}
