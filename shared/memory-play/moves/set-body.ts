import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a guard or boss laid down as a body, or stood up again.
 */
export const setBody = declareMove({
  kind: 'set-body',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-body'), miniatureId: id, body: z.boolean() }).strict(),
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), body: String(step.body) } }),
});
