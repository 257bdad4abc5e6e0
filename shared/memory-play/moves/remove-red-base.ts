import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * GEN-6: a red base put back in the supply by hand.
 */
export const removeRedBase = declareMove({
  kind: 'remove-red-base',
  family: 'manual',
  schema: z.object({ kind: z.literal('remove-red-base'), redBaseId: id }).strict(),
});
