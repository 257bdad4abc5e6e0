import { z } from 'zod';
import { id, side, square, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

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
  places: { from: [] },
  panel: { own: true },
  label: (step, words): Worded => {
    const from = words.placeOf(step.miniatureId) ?? '?';
    if (step.returnTo === undefined) return { params: { piece: words.piece(step.miniatureId), from } };
    return { params: { piece: words.piece(step.miniatureId), from, where: words.where(step.returnTo.side, step.returnTo.square), context: 'back' } };
  },
});
