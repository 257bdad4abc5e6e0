import { INVENTORY_SLOTS, TYPED_SLOTS, type BoardSlot, type CardType } from '../../../../shared/boards/board.js';

/**
 * EQP-2, EQP-3: the slot a gained card goes to: the typed slot its icon names (a melee weapon to
 * the melee slot, armor to the armor slot…), a card with no icon to the first free inventory slot.
 * When the named slot is taken, EQP-4 is the players' choice, asked beside it.
 */
export function slotForIcon(cardType: CardType, freeSlots: readonly BoardSlot[]): BoardSlot {
  if ((TYPED_SLOTS as readonly string[]).includes(cardType)) return cardType as BoardSlot;
  return INVENTORY_SLOTS.find((slot) => freeSlots.includes(slot)) ?? INVENTORY_SLOTS[0];
}
