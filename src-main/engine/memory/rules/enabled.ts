import type { MiniatureKind, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { ModuleId, ModuleSlices } from '../../../../shared/memory-play/rule-slices.js';
import type { RuleModule } from './rule-module.js';

/**
 * Whether a module is on in a play: the setup switched it on (its slice is in `state.modules`),
 * or, in a play set up before modules existed, what the play's map shows switches it on, as its
 * setup would have; and a piece it owns on the board (added by hand, GEN-6) switches it on too.
 */
export function isEnabled(state: PlayState, module: RuleModule): boolean {
  if (state.modules !== undefined) {
    if (Object.hasOwn(state.modules, module.id)) return true;
  } else if (module.enabledBy({ map: state.map }) !== null) return true;
  return module.pieceKinds !== undefined && hasPieceOf(state, module.pieceKinds);
}

function hasPieceOf(state: PlayState, kinds: readonly MiniatureKind[]): boolean {
  for (const id in state.miniatures) if (kinds.includes(state.miniatures[id]!.kind)) return true;
  return false;
}

/** A module's slice in the play: as stored, or as a play set up before modules had it (nothing placed). */
export function sliceOf<Id extends ModuleId>(state: PlayState, module: RuleModule<Id>): ModuleSlices[Id] {
  const stored = state.modules?.[module.id] as ModuleSlices[Id] | undefined;
  return stored ?? module.sliceBefore();
}
