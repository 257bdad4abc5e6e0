import { z } from 'zod';
import { id, number } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * GEN-6: an assassin's action cubes and saved cube set by hand.
 */
export const setCubes = declareMove({
  kind: 'set-cubes',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-cubes'), miniatureId: id, cubes: number, savedCube: z.boolean() }).strict(),
});
