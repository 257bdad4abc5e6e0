import { z } from 'zod';
import { ENEMY_STAGES } from '../play-state.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * ENM-1: the enemy stage due started over: the answers given so far are dropped. The play's
 * generator never moved for them, so a roll the app makes again draws the same faces.
 */
export const restartEnemyStage = declareMove({
  kind: 'restart-enemy-stage',
  family: 'enemy',
  schema: z.object({ kind: z.literal('restart-enemy-stage'), stage: z.enum(ENEMY_STAGES) }).strict(),
  label: (step): Worded => ({ params: { stage: step.stage } }),
});
