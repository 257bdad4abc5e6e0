import type { Miniature, PlayState } from '../../shared/memory-play/play-state.js';

/**
 * What a step changed in the play state, stored with the step so the state after any step is
 * read back without the rules: the top-level values the step replaced (`set`), those it removed
 * (`unset`), and for the miniatures only the pieces it changed (null: taken out of the play).
 * The reducer copies only what a step changes, so what it left alone is the very same object and
 * the patch is found by comparing references: a few hundred bytes a step, not the whole state.
 * The map is never in it: no step changes the map, which is the setup's.
 */
export interface StatePatch {
  set?: Record<string, unknown>;
  unset?: string[];
  miniatures?: Record<string, Miniature | null>;
}

export function diffState(before: PlayState, after: PlayState): StatePatch {
  const patch: StatePatch = {};
  const was = before as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  // Every key of either state once, the state before's first, in their order: the patch's keys
  // come in that order. Two plain loops, as this runs with every step.
  const compare = (key: string) => {
    if (key === 'map' || was[key] === now[key]) return;
    if (key === 'miniatures') {
      const miniatures = changedPieces(before.miniatures, after.miniatures);
      if (miniatures !== null) patch.miniatures = miniatures;
    } else if (now[key] === undefined) {
      (patch.unset ??= []).push(key);
    } else {
      (patch.set ??= {})[key] = now[key];
    }
  };
  for (const key of Object.keys(was)) compare(key);
  for (const key of Object.keys(now)) if (!Object.hasOwn(was, key)) compare(key);
  return patch;
}

/** The pieces that are not the very same object in both (null: taken out of the play), the pieces before first; null when none. */
function changedPieces(before: Record<string, Miniature>, after: Record<string, Miniature>): Record<string, Miniature | null> | null {
  let changed: Record<string, Miniature | null> | null = null;
  for (const id of Object.keys(before)) {
    const piece = Object.hasOwn(after, id) ? after[id]! : null;
    if (piece !== before[id]) (changed ??= {})[id] = piece;
  }
  for (const id of Object.keys(after)) {
    if (!Object.hasOwn(before, id) && after[id] !== null) (changed ??= {})[id] = after[id]!;
  }
  return changed;
}

/** The state a step led to: `state` with the step's patch applied. Pure; keeps every untouched part. */
export function applyPatch<S extends Omit<PlayState, 'map'>>(state: S, patch: StatePatch): S {
  const next: Record<string, unknown> = { ...state, ...patch.set };
  for (const key of patch.unset ?? []) delete next[key];
  if (patch.miniatures !== undefined) {
    const miniatures: Record<string, Miniature> = { ...(state.miniatures as Record<string, Miniature>) };
    for (const [id, piece] of Object.entries(patch.miniatures)) {
      if (piece === null) delete miniatures[id];
      else miniatures[id] = piece;
    }
    next.miniatures = miniatures;
  }
  return next as S;
}
