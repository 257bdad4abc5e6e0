import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * SAVE-2: an action cube moved onto the "+" slot, kept for the enemy phase or the next turn.
 */
export const saveCube = declareMove({
  kind: 'save-cube',
  family: 'action',
  schema: z.object({ kind: z.literal('save-cube'), miniatureId: id }).strict(),
  cost: 1,
  places: { from: ['tower-top', 'hiding-spot'] },
  panel: {},
  label: (step, words): Worded => words.actor(step),
});
