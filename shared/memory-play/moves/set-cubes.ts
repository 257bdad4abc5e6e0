import { z } from 'zod';
import { id, number } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: an assassin's action cubes and saved cube set by hand.
 */
export const setCubes = declareMove({
  kind: 'set-cubes',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-cubes'), miniatureId: id, cubes: number, savedCube: z.boolean() }).strict(),
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), cubes: step.cubes, savedCube: String(step.savedCube) } }),
});
