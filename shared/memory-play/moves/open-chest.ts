import { z } from 'zod';
import { id, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-CHS-1: 1 cube to open the chest on the assassin's square.
 */
export const openChest = declareMove({
  kind: 'open-chest',
  family: 'action',
  schema: z.object({ kind: z.literal('open-chest'), miniatureId: id, useSavedCube }).strict(),
  cost: 1,
  places: { from: [] },
  panel: {},
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?' } }),
});
