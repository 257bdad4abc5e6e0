import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * TURN-1, ASP-2: the assassin phase ends; unspent cubes are lost.
 */
export const endAssassinPhase = declareMove({
  kind: 'end-assassin-phase',
  family: 'tracker',
  schema: z.object({ kind: z.literal('end-assassin-phase') }).strict(),
  moments: ['assassin'],
  label: (): Worded => ({ params: {} }),
});
