import { z } from 'zod';
import { ENEMY_STAGES } from '../play-state.js';
import { declareMove } from './move-decl.js';
import { enemyStageInput } from './enemy-stage.js';
import type { Worded } from '../step-words.js';

/**
 * GEN-1, ENM-1: one answer to what the enemy stage due asks the table (a typed reinforcement
 * card, a map, a `?` direction, enemy cards, a choice among its options, a roll's dice typed or
 * left to the app), in the shape of the stage's input. The play keeps it with the answers given
 * so far (`state.openStage`), so a reload mid-stage loses nothing; it must answer what the stage
 * waits on now, so the app's draws keep the stage's plan order.
 */
export const answerEnemyStage = declareMove({
  kind: 'answer-enemy-stage',
  family: 'enemy',
  schema: z.object({ kind: z.literal('answer-enemy-stage'), stage: z.enum(ENEMY_STAGES), answer: enemyStageInput }).strict(),
  label: (step): Worded => ({ params: { stage: step.stage } }),
});
