import { z } from 'zod';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * BODY-1…3: 1 cube to hide every body on the square, after searching `searched` of them (BODY-2, 0
 * for none).
 */
export const hideBodies = declareMove({
  kind: 'hide-bodies',
  family: 'action',
  schema: z.object({ kind: z.literal('hide-bodies'), miniatureId: id, searched: number, useSavedCube }).strict(),
  cost: 1,
  places: { from: ['hiding-spot'] },
  panel: { fields: [{ field: 'searched', input: 'number', label: 'searched' }], submit: 'doHide' },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.placeOf(step.miniatureId) ?? '?', searched: step.searched } }),
});
