import { z } from 'zod';
import { side, square } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a loose red base put on a square by hand.
 */
export const placeRedBase = declareMove({
  kind: 'place-red-base',
  family: 'manual',
  schema: z.object({ kind: z.literal('place-red-base'), side, square }).strict(),
  label: (step, words): Worded => ({ params: { where: words.where(step.side, step.square) } }),
});
