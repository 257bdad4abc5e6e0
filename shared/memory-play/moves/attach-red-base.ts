import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6, STL-3: a red base put under a character by hand.
 */
export const attachRedBase = declareMove({
  kind: 'attach-red-base',
  family: 'manual',
  schema: z.object({ kind: z.literal('attach-red-base'), miniatureId: id }).strict(),
  label: (step, words): Worded => words.actor(step),
});
