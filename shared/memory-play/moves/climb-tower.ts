import { z } from 'zod';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-TWR-1/2: 1 cube up a tower adjoining the square; `tower` (its feature index) when two adjoin
 * it.
 */
export const climbTower = declareMove({
  kind: 'climb-tower',
  family: 'action',
  schema: z.object({ kind: z.literal('climb-tower'), miniatureId: id, tower: number.optional(), useSavedCube }).strict(),
  cost: 1,
  places: { from: [] },
  panel: { fields: [{ field: 'tower', input: 'choice', label: 'tower', optionWords: 'towerOption' }], submit: 'doClimb' },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?' } }),
});
