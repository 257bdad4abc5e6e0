import { INVENTORY_SLOTS } from '../../../../shared/boards/board.js';
import type { StepOf } from '../../../../shared/memory-play/moves/index.js';
import { moveCard } from '../equipment-steps.js';
import { freeSlotsOf, plainCardGained } from './equip.js';
import { refusalOf, type MoveRule } from './move-rule.js';

/**
 * EQP-4, EQP-5, EQP-6: the cards on the board's slots and the free slots they may go to; worn
 * armor stays on, so the first other card is tried into a free inventory slot (or discarded).
 * With no card to move, whether the assassin may act at all is a gained card's answer.
 */
export const moveCardRule: MoveRule<'move-card'> = {
  apply: moveCard,
  preview(state, assassin, { acting }) {
    const cards = assassin.equipment.map((card) => ({ slot: card.slot, name: card.name }));
    const freeSlots = freeSlotsOf(assassin);
    const freeInventory = INVENTORY_SLOTS.find((slot) => freeSlots.includes(slot));
    const first = cards.find((card) => card.slot !== 'armor');
    const data = { cards, freeSlots };
    if (first === undefined) {
      const step: StepOf<'move-card'> = { kind: 'move-card', miniatureId: assassin.id, from: cards[0]?.slot ?? 'armor', to: 'discard' };
      return { step, refusal: refusalOf(acting(state, plainCardGained(assassin))), data };
    }
    return { step: { kind: 'move-card', miniatureId: assassin.id, from: first.slot, to: freeInventory ?? 'discard' }, data };
  },
};
