import { BOARD_SLOTS, INVENTORY_SLOTS } from '../../../../shared/boards/board.js';
import type { AssassinPiece } from '../../../../shared/memory-play/play-state.js';
import type { StepOf } from '../../../../shared/memory-play/moves/index.js';
import { equip } from '../equipment-steps.js';
import type { MoveRule } from './move-rule.js';

/** EQP-2: the board's slots with no card in them. */
export const freeSlotsOf = (assassin: AssassinPiece) => BOARD_SLOTS.filter((slot) => !assassin.equipment.some((card) => card.slot === slot));

/** EQP-2: a plain card gained into a free inventory slot (or the first, its occupant discarded), which asks only whether the assassin may act now. */
export function plainCardGained(assassin: AssassinPiece): StepOf<'equip'> {
  const freeInventory = INVENTORY_SLOTS.find((slot) => freeSlotsOf(assassin).includes(slot));
  return { kind: 'equip', miniatureId: assassin.id, card: { name: 'card', cardType: 'none' }, slot: freeInventory ?? INVENTORY_SLOTS[0], occupant: 'discard' };
}

/** EQP-2…7: a gained card goes into a slot; its own form asks the card, its icon and what happens to a card already there. */
export const equipRule: MoveRule<'equip'> = {
  apply: equip,
  preview: (_state, assassin) => ({ step: plainCardGained(assassin), data: { freeSlots: freeSlotsOf(assassin) } }),
};
