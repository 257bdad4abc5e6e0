import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MOV-6, MOV-9d: a guard put on a free space of its square's objective base, or taken off it.
 */
export const setObjectiveSpace = declareMove({
  kind: 'set-objective-space',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-objective-space'), miniatureId: id, onSpace: z.boolean() }).strict(),
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?', ...(step.onSpace ? {} : { context: 'off' }) } }),
});
