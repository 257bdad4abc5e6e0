import { z } from 'zod';
import { id, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-TWR-4: 1 cube at the top, once per map.
 */
export const synchronize = declareMove({
  kind: 'synchronize',
  family: 'action',
  schema: z.object({ kind: z.literal('synchronize'), miniatureId: id, useSavedCube }).strict(),
  cost: 1,
  places: { from: ['tower-top'] },
  panel: {},
  label: (step, words): Worded => words.actor(step),
});
