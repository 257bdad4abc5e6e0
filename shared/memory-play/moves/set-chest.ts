import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * GEN-6: a chest marked opened, or closed again, by hand.
 */
export const setChest = declareMove({
  kind: 'set-chest',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-chest'), chestId: id, opened: z.boolean() }).strict(),
});
