import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6, HLT-9: an assassin eliminated by hand.
 */
export const eliminateAssassin = declareMove({
  kind: 'eliminate-assassin',
  family: 'manual',
  schema: z.object({ kind: z.literal('eliminate-assassin'), miniatureId: id }).strict(),
  label: (step, words): Worded => words.actor(step),
});
