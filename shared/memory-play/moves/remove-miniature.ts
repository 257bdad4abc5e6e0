import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a miniature taken off the map by hand.
 */
export const removeMiniature = declareMove({
  kind: 'remove-miniature',
  family: 'manual',
  schema: z.object({ kind: z.literal('remove-miniature'), miniatureId: id }).strict(),
  label: (step, words): Worded => words.actor(step),
});
