import { z } from 'zod';
import { id, square } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-TWR-6, MAP-TWR-7, NAGA-1: 0 cubes down into the hiding spot at the foot; a naga's leap names
 * one of its 4 squares.
 */
export const leapOfFaith = declareMove({
  kind: 'leap-of-faith',
  family: 'action',
  schema: z.object({ kind: z.literal('leap-of-faith'), miniatureId: id, square: square.optional() }).strict(),
  cost: 0,
  places: { from: ['tower-top'] },
  panel: { fields: [{ field: 'square', input: 'choice', label: 'landing' }], submit: 'doLeap' },
  label: (step, words): Worded => {
    const landing = step.square !== undefined ? words.where(words.sideOf(step.miniatureId), step.square) : (words.placeAfter(step.miniatureId) ?? words.placeOf(step.miniatureId) ?? '?');
    return { params: { piece: words.piece(step.miniatureId), where: landing } };
  },
});
