import { z } from 'zod';
import { id, name, number, side, square, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * MAP-TWR-8, HUNT-7: a card that lets the assassin glide or fly (e.g. Parachute) takes it from its
 * square or a tower top to `square`; where it may land is on the card (GEN-6). HLT-11: a landing
 * with no way left to leave the map needs `strandedConfirmed`, and eliminates it.
 */
export const glide = declareMove({
  kind: 'glide',
  family: 'action',
  schema: z
    .object({ kind: z.literal('glide'), miniatureId: id, card: name, cost: number, side, square, strandedConfirmed: z.boolean().optional(), useSavedCube })
    .strict(),
  cost: { listed: null, of: (step) => step.cost },
  places: { from: ['tower-top'] },
  panel: 'on-map',
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), card: step.card, where: words.where(step.side, step.square) } }),
});
