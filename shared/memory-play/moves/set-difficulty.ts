import { z } from 'zod';
import { DIFFICULTIES } from '../../campaigns/campaign.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * DIFF-1: the difficulty the memory is played on.
 */
export const setDifficulty = declareMove({
  kind: 'set-difficulty',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-difficulty'), difficulty: z.enum(DIFFICULTIES) }).strict(),
  label: (step): Worded => ({ params: { difficulty: step.difficulty } }),
});
