import { z } from 'zod';
import { MOVE_CORRECTION_RULES } from '../corrections.js';
import { id, side, square } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * GEN-6: a miniature moved by hand. `setsAside` makes the move a stated correction: the rule the
 * rule-checked move would have kept (corrections.ts), recorded in the log and the history.
 */
export const moveMiniature = declareMove({
  kind: 'move-miniature',
  family: 'manual',
  schema: z.object({ kind: z.literal('move-miniature'), miniatureId: id, side, square, setsAside: z.enum(MOVE_CORRECTION_RULES).optional() }).strict(),
});
