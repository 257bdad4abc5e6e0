import { z } from 'zod';
import { ENEMY_STAGES } from '../play-state.js';
import type { EnemyStageInput } from '../enemy-phase.js';
import { diceMode, dieFace } from '../../dice/dice.js';
import { enemyCardValuesSchema, reinforcementColumnSchema } from '../enemy-box-data.js';
import { id, side } from './fields.js';
import { declareMove } from './move-decl.js';
import { sixFaces } from './roll.js';
import type { Worded } from '../step-words.js';

/** App bounds on an enemy stage's answers and rolls (not game values): the step stays a bounded log row. */
const MAX_ENEMY_STAGE_ENTRIES = 200;
const MAX_ENEMY_ROLL_DICE = 80;
const boundedRecord = <T extends z.ZodTypeAny>(value: T) =>
  z.record(z.string().min(1).max(60), value).refine((record) => Object.keys(record).length <= MAX_ENEMY_STAGE_ENTRIES, { message: `At most ${MAX_ENEMY_STAGE_ENTRIES} entries.` });

/** ENM-1: the inputs of one enemy stage (shared/memory-play/enemy-phase.ts). */
/** DET-4, CMB-6: a roll of an enemy stage the app makes: the die's faces added by main, what was drawn once logged. */
const enemyAppRoll = z.object({ mode: z.literal('app'), die: sixFaces.optional(), drawn: z.array(dieFace).max(MAX_ENEMY_ROLL_DICE).optional() }).strict();

export const enemyStageInput = z
  .object({
    reinforcementCard: z.object({ entries: reinforcementColumnSchema }).strict().optional(),
    reinforcementSide: side.optional(),
    directions: z.object({ A: z.enum(['N', 'E', 'S', 'W']).optional(), B: z.enum(['N', 'E', 'S', 'W']).optional() }).strict().optional(),
    cards: boundedRecord(enemyCardValuesSchema).optional(),
    choices: boundedRecord(id).optional(),
    rolls: boundedRecord(z.union([z.array(dieFace).max(MAX_ENEMY_ROLL_DICE), enemyAppRoll])).optional(),
    diceMode: diceMode.optional(),
  })
  .strict() as unknown as z.ZodType<EnemyStageInput>;

/**
 * ENM-1: one whole enemy stage played by the app, confirmed by the players. Sent without `input`,
 * it applies the stage with the answers the play keeps for it (`answer-enemy-stage`); it is
 * logged with everything the table decided or rolled in `input` (the app's draws included), so
 * replay never asks or rolls again, and a stage logged whole before answers were kept applies
 * as the one step it was (src-main/engine/memory/enemy/).
 */
export const enemyStage = declareMove({
  kind: 'enemy-stage',
  family: 'enemy',
  schema: z.object({ kind: z.literal('enemy-stage'), stage: z.enum(ENEMY_STAGES), input: enemyStageInput.optional() }).strict(),
  label: (step): Worded => ({ params: { stage: step.stage } }),
});
