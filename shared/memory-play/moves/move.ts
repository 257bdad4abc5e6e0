import { z } from 'zod';
import { id, side, square, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * ACT-MOV-1: one square, for 1 cube.
 */
export const move = declareMove({
  kind: 'move',
  family: 'action',
  schema: z.object({ kind: z.literal('move'), miniatureId: id, side, square, useSavedCube }).strict(),
  cost: 1,
  places: { from: [] },
  panel: 'on-map',
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), where: words.where(step.side, step.square) } }),
});
