import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * END-3, FAIL-1: the memory ends in success or failure.
 */
export const endMemory = declareMove({
  kind: 'end-memory',
  family: 'tracker',
  schema: z.object({ kind: z.literal('end-memory'), outcome: z.enum(['success', 'failure']) }).strict(),
  label: (step): Worded => ({ params: { outcome: step.outcome } }),
});
