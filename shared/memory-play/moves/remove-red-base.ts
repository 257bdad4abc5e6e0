import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a red base put back in the supply by hand.
 */
export const removeRedBase = declareMove({
  kind: 'remove-red-base',
  family: 'manual',
  schema: z.object({ kind: z.literal('remove-red-base'), redBaseId: id }).strict(),
  label: (step, words): Worded => {
    const at = words.before.redBases.find((base) => base.id === step.redBaseId)?.at;
    if (at?.on === 'attached') return { params: { piece: words.piece(at.miniatureId), context: 'piece' } };
    if (at?.on === 'loose') return { params: { where: words.where(at.side, at.square), context: 'square' } };
    return { params: {} };
  },
});
