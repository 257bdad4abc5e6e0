import { z } from 'zod';
import { id, number } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-6, HLT-1: a health set by hand, within what the rules bound.
 */
export const setHealth = declareMove({
  kind: 'set-health',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-health'), miniatureId: id, health: number, maxHealth: number.optional() }).strict(),
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), health: step.health } }),
});
