import type { BoardSquare, PlayState } from '../../../../shared/memory-play/play-types.js';
import type { StepRequest } from '../../../../shared/memory-play/moves/index.js';

/**
 * GEN-6: what the players put down on a square, as the one step that records it. A miniature
 * already on the board moves; one from the box or the reserve is added; a red base comes from
 * the supply. When the assassin being placed is the one a pending choice asks about (GEN-1,
 * SET-1), dropping it on one of the offered squares answers that choice.
 */

export type NewMiniature = Extract<StepRequest, { kind: 'add-miniature' }>['miniature'];

export type Picked =
  /**
   * A miniature on the board (or set beside it), picked up to move. `byHand`: picked up to be
   * moved by hand as a stated correction (GEN-6), even where the move action would take it.
   */
  | { kind: 'miniature'; miniatureId: string; byHand?: true }
  /** A miniature taken from the reserve or the box. */
  | { kind: 'new'; miniature: NewMiniature }
  /** STL-7: a red base from the supply, to mark a last known position. */
  | { kind: 'red-base' };

export function dropStep(state: Pick<PlayState, 'pending'>, picked: Picked, at: BoardSquare): StepRequest {
  switch (picked.kind) {
    case 'miniature': {
      const decision = state.pending;
      if (decision?.kind === 'place-assassin' && decision.miniatureId === picked.miniatureId) {
        const option = decision.options.find((candidate) => candidate.side === at.side && candidate.square === at.square);
        if (option) return { kind: 'choose', decisionId: decision.id, optionId: option.id };
      }
      return { kind: 'move-miniature', miniatureId: picked.miniatureId, side: at.side, square: at.square };
    }
    case 'new':
      return { kind: 'add-miniature', miniature: picked.miniature, side: at.side, square: at.square };
    case 'red-base':
      return { kind: 'place-red-base', side: at.side, square: at.square };
  }
}

/** What a drag carries between the palette (HTML) and the map (SVG), as text. */
export function pickedToDrag(picked: Picked): string {
  return JSON.stringify(picked);
}

/** The picked thing a drag carried, or null for anything else dropped on the map (a file, text). */
export function pickedFromDrag(text: string): Picked | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
  const candidate = value as Record<string, unknown>;
  if (candidate.kind === 'red-base') return { kind: 'red-base' };
  if (candidate.kind === 'miniature' && typeof candidate.miniatureId === 'string') return { kind: 'miniature', miniatureId: candidate.miniatureId };
  if (candidate.kind === 'new' && typeof candidate.miniature === 'object' && candidate.miniature !== null) {
    // The shape is checked by main (the step's schema) like any step; here only its kind matters.
    const miniature = candidate.miniature as NewMiniature;
    if (['guard', 'boss', 'ally', 'machine'].includes(miniature.kind)) return { kind: 'new', miniature };
  }
  return null;
}
