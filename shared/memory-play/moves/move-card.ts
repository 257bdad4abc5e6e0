import { z } from 'zod';
import { BOARD_SLOTS } from '../../boards/board.js';
import { id, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * EQP-4, EQP-5: a card moved between the board's own slots (1 cube) or discarded (0).
 */
export const moveCard = declareMove({
  kind: 'move-card',
  family: 'action',
  schema: z
    .object({ kind: z.literal('move-card'), miniatureId: id, from: z.enum(BOARD_SLOTS), to: z.union([z.enum(BOARD_SLOTS), z.literal('discard')]), armorHealth: number.optional(), useSavedCube })
    .strict(),
  cost: { listed: 1, of: (step) => (step.to === 'discard' ? 0 : 1) },
  places: { from: ['tower-top', 'hiding-spot'] },
  panel: { own: true },
  label: (step, words): Worded => {
    const assassin = words.before.miniatures[step.miniatureId];
    const card = assassin?.kind === 'assassin' ? (assassin.equipment.find((held) => held.slot === step.from)?.name ?? '') : '';
    const params = { piece: words.piece(step.miniatureId), card, fromSlot: step.from };
    return { params: step.to === 'discard' ? { ...params, context: 'discard' } : { ...params, toSlot: step.to } };
  },
});
