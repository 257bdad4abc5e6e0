import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * DIFF-2: whether the memory was played on easy at some point.
 */
export const setEasyUsed = declareMove({
  kind: 'set-easy-used',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-easy-used'), easyUsed: z.boolean() }).strict(),
  label: (step): Worded => ({ params: { easyUsed: String(step.easyUsed) } }),
});
