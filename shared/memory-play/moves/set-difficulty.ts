import { z } from 'zod';
import { DIFFICULTIES } from '../../campaigns/campaign.js';
import { declareMove } from './move-decl.js';

/**
 * DIFF-1: the difficulty the memory is played on.
 */
export const setDifficulty = declareMove({
  kind: 'set-difficulty',
  family: 'manual',
  schema: z.object({ kind: z.literal('set-difficulty'), difficulty: z.enum(DIFFICULTIES) }).strict(),
});
