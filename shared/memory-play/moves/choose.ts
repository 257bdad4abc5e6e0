import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-1: the answer to the pending decision, naming it so a stale answer is refused.
 */
export const choose = declareMove({
  kind: 'choose',
  family: 'answer',
  schema: z.object({ kind: z.literal('choose'), decisionId: id, optionId: id }).strict(),
  label: (step, words): Worded => words.choice(step.optionId),
});
