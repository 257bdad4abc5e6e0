import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: an objective marked completed, or open again, by hand.
 */
export const setObjective = declareMove({
  kind: 'set-objective',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-objective'), objectiveId: id, completed: z.boolean() }).strict(),
  label: (step, words): Worded => ({ params: { ...words.objective(step.objectiveId), completed: String(step.completed) } }),
});
