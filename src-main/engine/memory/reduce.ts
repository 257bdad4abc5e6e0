import { refuse } from '../../../shared/ipc/refusal.js';
import { MOVE_BY_KIND, type Step } from '../../../shared/memory-play/moves/index.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { allowed } from './allowed.js';
import { MOVE_RULES } from './moves/index.js';
import type { MoveRule } from './moves/move-rule.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { StepResult } from './step-result.js';

/**
 * The one reducer of a memory's play: `(state, step)` → the next state and the table changes
 * to show, or a refusal naming the rule. Pure: no database, no clock, no randomness but the
 * generator kept in the state. The given state is never changed, so a refused step leaves
 * the play exactly as it was and a state can be kept as a snapshot.
 *
 * The step's shape was checked where it entered (the IPC dispatcher, `parseStep` for a stored
 * log), so it is trusted here; every rule bound and every id is still checked, and a kind this
 * reducer does not know is refused, not thrown. The step goes through the table of moves: the
 * seam that allows or refuses any step (allowed.ts), then its kind's rule (moves/index.ts).
 */
export function reduce(state: PlayState, step: Step): StepResult {
  const kind: unknown = (step as { kind: unknown }).kind;
  if (typeof kind !== 'string' || !Object.hasOwn(MOVE_BY_KIND, kind)) {
    return refuse(PLAY_DATA_RULES.value, `Unknown step ${String(kind)}.`, { kind: String(kind) }, 'kind');
  }
  const refused = allowed(state, step);
  if (refused !== null) return { ok: false, refusal: refused };
  return (MOVE_RULES[step.kind] as MoveRule<Step['kind']>).apply(state, step);
}
