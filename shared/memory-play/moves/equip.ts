import { z } from 'zod';
import { BOARD_SLOTS, CARD_TYPES } from '../../boards/board.js';
import { id, name, number, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';
import type { PlayState } from '../play-state.js';

/** Whether the assassin has a card in `slot`. */
function occupied(state: PlayState, miniatureId: string, slot: string): boolean {
  const miniature = Object.hasOwn(state.miniatures, miniatureId) ? state.miniatures[miniatureId] : undefined;
  return miniature?.kind === 'assassin' && miniature.equipment.some((card) => card.slot === slot);
}

/** EQP-3…7: a card gained during the play, as typed from it; EQP-6 and EQP-7 bound its numbers. */
const gainedCard = z.object({ name, cardType: z.enum(CARD_TYPES), armorHealth: number.optional(), reusable: z.boolean().optional(), limit: number.optional() }).strict();
export type GainedCard = z.infer<typeof gainedCard>;

/**
 * EQP-2…7: a card the assassin gains (searched, from a chest, traded) placed in a free slot for 0
 * cubes. When the slot is taken, `occupant` says what happens to the card in it: moved to a free
 * inventory slot for 1 cube (EQP-4 a) or discarded for 0 (EQP-4 c).
 */
export const equip = declareMove({
  kind: 'equip',
  family: 'action',
  schema: z
    .object({ kind: z.literal('equip'), miniatureId: id, card: gainedCard, slot: z.enum(BOARD_SLOTS), occupant: z.enum(['to-inventory', 'discard']).optional(), useSavedCube })
    .strict(),
  // EQP-4 a: the card in a taken slot moved to the inventory costs the cube; into a free slot, or the occupant discarded, nothing.
  cost: { listed: 0, of: (step, state) => (step.occupant === 'to-inventory' && occupied(state, step.miniatureId, step.slot) ? 1 : 0) },
  places: { from: ['tower-top', 'hiding-spot'] },
  panel: { own: true },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), card: step.card.name, slot: step.slot } }),
});
