import { z } from 'zod';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6: a chest marked opened, or closed again, by hand.
 */
export const setChest = declareMove({
  kind: 'set-chest',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-chest'), chestId: id, opened: z.boolean() }).strict(),
  label: (step, words): Worded => {
    const chest = words.before.chests.find((candidate) => candidate.id === step.chestId);
    return { params: { where: chest ? words.where(chest.side, chest.square) : '?', opened: String(step.opened) } };
  },
});
