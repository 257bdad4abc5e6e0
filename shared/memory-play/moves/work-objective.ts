import { z } from 'zod';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * ACT-OBJ-1/2: `cubes` toward the objective on the assassin's square; pooled within one turn.
 */
export const workObjective = declareMove({
  kind: 'work-objective',
  family: 'action',
  schema: z.object({ kind: z.literal('work-objective'), miniatureId: id, objectiveId: id, cubes: number, useSavedCube }).strict(),
  cost: { listed: null, of: (step) => step.cubes },
});
