import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6, STL-6: a character's red base left on its square by hand.
 */
export const detachRedBase = declareMove({
  kind: 'detach-red-base',
  family: 'manual',
  schema: z.object({ kind: z.literal('detach-red-base'), miniatureId: id }).strict(),
  label: (step, words): Worded => words.actor(step),
});
