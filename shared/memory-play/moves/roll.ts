import { z } from 'zod';
import { diceMode, dieFace, MAX_DICE_PER_ROLL } from '../../dice/dice.js';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * DET-4: the faces of a pending roll, read off the physical dice (`entered`) or rolled by the app
 * outside the reducer (`app`): either way the faces are in the logged step, so replay, undo and
 * redo never roll again. In the order of the decision's dice sets.
 */
export const roll = declareMove({
  kind: 'roll',
  family: 'answer',
  schema: z.object({ kind: z.literal('roll'), decisionId: id, mode: diceMode, faces: z.array(dieFace).max(MAX_DICE_PER_ROLL) }).strict(),
  label: (step, words): Worded => words.roll(step.faces.join(','), step.mode),
});
