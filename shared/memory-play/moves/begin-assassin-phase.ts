import { z } from 'zod';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * TURN-1: the assassin phase begins.
 */
export const beginAssassinPhase = declareMove({
  kind: 'begin-assassin-phase',
  family: 'tracker',
  schema: z.object({ kind: z.literal('begin-assassin-phase') }).strict(),
  moments: ['event'],
  label: (): Worded => ({ params: {} }),
});
