import { z } from 'zod';
import { MOVE_CORRECTION_RULES } from '../corrections.js';
import { id, side, square } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a miniature moved by hand. `setsAside` makes the move a stated correction: the rule the
 * rule-checked move would have kept (corrections.ts), recorded in the log and the history.
 */
export const moveMiniature = declareMove({
  kind: 'move-miniature',
  family: 'manual',
  schema: z.object({ kind: z.literal('move-miniature'), miniatureId: id, side, square, setsAside: z.enum(MOVE_CORRECTION_RULES).optional() }).strict(),
  label: (step, words): Worded => {
    // GEN-6: a correction by hand names the rule it sets aside (worded by the renderer, never shown as an id).
    if (step.setsAside !== undefined) return { params: { piece: words.piece(step.miniatureId), where: words.where(step.side, step.square), setsAside: step.setsAside, context: 'correction' } };
    return { params: { piece: words.piece(step.miniatureId), where: words.where(step.side, step.square) } };
  },
});
