import { z } from 'zod';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * ACT-OBJ-1/2: `cubes` toward the objective on the assassin's square; pooled within one turn.
 */
export const workObjective = declareMove({
  kind: 'work-objective',
  family: 'action',
  schema: z.object({ kind: z.literal('work-objective'), miniatureId: id, objectiveId: id, cubes: number, useSavedCube }).strict(),
  cost: { listed: null, of: (step) => step.cubes },
  places: { from: [] },
  panel: { fields: [{ field: 'cubes', input: 'number', label: 'cubes' }], submit: 'doWork' },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), cubes: step.cubes, ...words.objective(step.objectiveId) } }),
});
