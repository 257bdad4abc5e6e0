import { z } from 'zod';
import { GUARD_TYPE_PATTERN } from '../map/map-types.js';
import { cardNumber, name, side, square } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/** A miniature added by hand (GEN-6). Guards come from the reserve (SET-5); the others from the box. */
const newMiniature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guard'), guardType: z.string().regex(GUARD_TYPE_PATTERN), body: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('boss'), name, health: cardNumber, xp: cardNumber }).strict(),
  z.object({ kind: z.literal('ally'), name, health: cardNumber }).strict(),
  z.object({ kind: z.literal('machine'), name, health: cardNumber }).strict(),
]);
export type NewMiniature = z.infer<typeof newMiniature>;

/**
 * GEN-6: a miniature added by hand. Guards come from the reserve (SET-5); the others from the box.
 */
export const addMiniature = declareMove({
  kind: 'add-miniature',
  family: 'manual',
  schema: z.object({ kind: z.literal('add-miniature'), miniature: newMiniature, side, square }).strict(),
  label: (step, words): Worded => {
    return {
      params: {
        piece: words.newPiece(step.miniature),
        where: words.where(step.side, step.square),
        ...(step.miniature.kind === 'guard' && step.miniature.body ? { context: 'body' } : {}),
      },
    };
  },
});
