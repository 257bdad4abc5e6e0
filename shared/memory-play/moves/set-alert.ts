import { z } from 'zod';
import { side } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * GEN-6: a map's alert token turned by hand.
 */
export const setAlert = declareMove({
  kind: 'set-alert',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-alert'), side, alert: z.enum(['inactive', 'active']) }).strict(),
});
