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
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('map');
  for (const key of keys) {
    const was = (before as unknown as Record<string, unknown>)[key];
    const now = (after as unknown as Record<string, unknown>)[key];
    if (was === now) continue;
    if (key === 'miniatures') {
      const miniatures: Record<string, Miniature | null> = {};
      for (const id of new Set([...Object.keys(before.miniatures), ...Object.keys(after.miniatures)])) {
        const piece = Object.hasOwn(after.miniatures, id) ? after.miniatures[id]! : null;
        const old = Object.hasOwn(before.miniatures, id) ? before.miniatures[id]! : null;
        if (piece !== old) miniatures[id] = piece;
      }
      if (Object.keys(miniatures).length > 0) patch.miniatures = miniatures;
    } else if (now === undefined) {
      (patch.unset ??= []).push(key);
    } else {
      (patch.set ??= {})[key] = now;
    }
  }
  return patch;
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
