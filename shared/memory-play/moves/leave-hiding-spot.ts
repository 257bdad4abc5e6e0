import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-HID-5: 0 cubes to get out of the hiding spot.
 */
export const leaveHidingSpot = declareMove({
  kind: 'leave-hiding-spot',
  family: 'action',
  schema: z.object({ kind: z.literal('leave-hiding-spot'), miniatureId: id }).strict(),
  cost: 0,
  places: { from: ['hiding-spot'] },
  panel: {},
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?' } }),
});
