import { z } from 'zod';
import { id, side, square, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';

/**
 * ACT-FTS-1: leave the map through the station on the assassin's square, then (a) wait for the next
 * memory (`returnTo` absent) or (b) come back at once on a station square. END-5: the last assassin
 * leaving with objectives open needs `objectivesOpenConfirmed`.
 */
export const fastTravel = declareMove({
  kind: 'fast-travel',
  family: 'action',
  schema: z
    .object({ kind: z.literal('fast-travel'), miniatureId: id, useSavedCube, returnTo: z.object({ side, square }).strict().optional(), objectivesOpenConfirmed: z.boolean().optional() })
    .strict(),
  cost: 1,
});
