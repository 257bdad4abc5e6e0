import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-HID-2: 0 cubes to get into the hiding spot of the assassin's square.
 */
export const enterHidingSpot = declareMove({
  kind: 'enter-hiding-spot',
  family: 'action',
  schema: z.object({ kind: z.literal('enter-hiding-spot'), miniatureId: id }).strict(),
  cost: 0,
  places: { from: ['hiding-spot'] },
  panel: {},
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?' } }),
});
