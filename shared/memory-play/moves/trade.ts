import { z } from 'zod';
import { id, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * ACT-TRD-1/2, HLT-7: 1 cube; the assassins on the square swap cards (moved by hand on their
 * boards). A critical partner trades only if it agrees (`criticalAgrees`).
 */
export const trade = declareMove({
  kind: 'trade',
  family: 'action',
  schema: z.object({ kind: z.literal('trade'), miniatureId: id, withIds: z.array(id).min(1).max(3), criticalAgrees: z.boolean().optional(), useSavedCube }).strict(),
  cost: 1,
  places: { from: [] },
  panel: { own: true },
  label: (step, words): Worded => words.actor(step),
});
