import { z } from 'zod';
import { side } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a map's alert token turned by hand.
 */
export const setAlert = declareMove({
  kind: 'set-alert',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-alert'), side, alert: z.enum(['inactive', 'active']) }).strict(),
  label: (step, words): Worded => ({ params: { alert: step.alert, ...words.onMap(step.side) } }),
});
