import { z } from 'zod';
import { dieFace, MAX_DICE_PER_ROLL } from '../../dice/dice.js';
import { id } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/** A die's six faces, as box data holds them (UNK-1). */
export const sixFaces = z.array(dieFace).length(6);

/**
 * DET-4: the answer to a pending roll. Typed (`entered`): the faces read off the physical dice,
 * in the order of the decision's dice sets. Rolled by the app (`app`): the players ask for the
 * roll (`count` only for a retaliation whose dice the app does not know, RET-2); main adds the
 * six faces of the die from box data (`die`, UNK-1) and the reducer draws the faces from the
 * play's seeded generator, logging them as `drawn`, so replay draws the same and checks it,
 * while undo and redo restore the stored states and never draw again. A roll logged before
 * the reducer drew the dice (`app` with `faces` and no `die`) was rolled outside it: its faces
 * are given, and no generator moves.
 */
export const roll = declareMove({
  kind: 'roll',
  family: 'answer',
  schema: z.discriminatedUnion('mode', [
    z.object({ kind: z.literal('roll'), decisionId: id, mode: z.literal('entered'), faces: z.array(dieFace).max(MAX_DICE_PER_ROLL) }).strict(),
    z
      .object({
        kind: z.literal('roll'),
        decisionId: id,
        mode: z.literal('app'),
        count: z.number().int().min(1).max(MAX_DICE_PER_ROLL).optional(),
        die: sixFaces.optional(),
        drawn: z.array(dieFace).max(MAX_DICE_PER_ROLL).optional(),
        faces: z.array(dieFace).max(MAX_DICE_PER_ROLL).optional(),
      })
      .strict(),
  ]),
  // An app roll says its faces once drawn (the step as logged); the request has none yet.
  label: (step, words): Worded => words.roll((step.mode === 'entered' ? step.faces : (step.drawn ?? step.faces ?? [])).join(','), step.mode),
});
