import { z } from 'zod';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * BODY-1…3: 1 cube to hide every body on the square, after searching `searched` of them (BODY-2, 0
 * for none).
 */
export const hideBodies = declareMove({
  kind: 'hide-bodies',
  family: 'action',
  schema: z.object({ kind: z.literal('hide-bodies'), miniatureId: id, searched: number, useSavedCube }).strict(),
  cost: 1,
});
