import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * TURN-1, END-2: the turn ends.
 */
export const endTurn = declareMove({
  kind: 'end-turn',
  family: 'tracker',
  schema: z.object({ kind: z.literal('end-turn') }).strict(),
  moments: ['end', 'after-enemy-stages'],
  label: (): Worded => ({ params: {} }),
});
