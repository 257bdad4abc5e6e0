import { randomInt } from 'node:crypto';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import { appRollFaces } from '../../shared/dice/roll-rules.js';
import { refuse, type Decision } from '../../shared/ipc/refusal.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import type { RollStep } from '../../shared/memory-play/moves/index.js';
import { PLAY_DATA_RULES } from '../engine/memory/play-data-rules.js';
import { rollFaces } from '../engine/roll-dice.js';

/**
 * DET-4, ACT-WPN-3, RET-2 rolled by the app: the dice of the roll waiting, rolled here from the
 * faces the players entered in box data (UNK-1: never a die the app does not know), and handed
 * to the reducer as an ordinary `roll` step. The faces are then in the log, so replay, undo and
 * redo never roll again. `seed` is the caller's (a fresh random one in play).
 */
export function appRollStep(state: PlayState, faces: DiceFaces, decisionId: string, count: number | undefined, seed: number = randomInt(2 ** 31)): Decision<RollStep> {
  const pending = state.pending;
  if (pending === null || pending.id !== decisionId) {
    return refuse(PLAY_DATA_RULES.decision, `The roll waiting is ${pending?.id ?? 'none'}, not ${decisionId}.`, { decisionId, pendingId: pending?.id ?? '' }, 'decisionId');
  }
  if (pending.kind !== 'detection-roll' && pending.kind !== 'attack-roll' && pending.kind !== 'retaliation-roll') {
    return refuse(PLAY_DATA_RULES.decision, 'No roll is waiting.', { decisionId }, 'decisionId');
  }
  // RET-2: the retaliators' black dice are printed on their cards; known to the app (box data, typed,
  // the rulebook, or a participant's share, COORD-3) they are the roll's, else the players say how many.
  const dice = pending.kind === 'retaliation-roll' ? (pending.count ?? count) : pending.count;
  if (dice === undefined) return refuse(pending.rule, 'Say how many black dice the retaliating enemies roll.', { decisionId }, 'count');
  const dieFaces = appRollFaces(pending.die, faces[pending.die]);
  if (!dieFaces.ok) return dieFaces;
  return { ok: true, value: { kind: 'roll', decisionId, mode: 'app', faces: rollFaces(dieFaces.value, dice, seed) } };
}
