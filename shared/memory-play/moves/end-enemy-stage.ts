import { z } from 'zod';
import { ENEMY_STAGES } from '../play-state.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * ENM-1, GEN-6: an enemy stage resolved at the table and marked done (the manual advance).
 */
export const endEnemyStage = declareMove({
  kind: 'end-enemy-stage',
  family: 'tracker',
  schema: z.object({ kind: z.literal('end-enemy-stage'), stage: z.enum(ENEMY_STAGES) }).strict(),
  moments: ['enemy'],
  label: (step): Worded => ({ params: { stage: step.stage } }),
});
