import type { EquipmentCard } from '../box-data/box-data-schema.js';
import { TYPED_SLOTS, type CampaignCard, type CardType, type TypedSlot } from './board.js';

/*
 * A card the party owns is "linked" to box data when the box data holds the printed card it
 * is (SLOT-5: keyed by its printed id). A card picked from box data is linked by its id; a
 * card typed by name before anybody entered it in box data is linked by its name as soon as
 * the box data has it. The link is worked out every time the boards are read, never stored,
 * so a card entered in box data at any time (or corrected there, or removed) counts at once.
 * The box data is what the players typed from the card itself, so it wins over what was
 * typed on the board: EQP-6, HLT-1: the armor health printed on a linked armor card counts.
 */

/** EQP-3: the slot icon of a box-data card (box data's "inventory" cards have none). */
export function cardTypeOfSlot(slot: EquipmentCard['slot']): CardType {
  return slot === 'inventory' ? 'none' : slot;
}

/** A card name as players type it: case and surrounding spaces do not matter. */
const nameKey = (name: string): string => name.trim().toLocaleLowerCase();

const isTypedSlot = (slot: string): slot is TypedSlot => (TYPED_SLOTS as readonly string[]).includes(slot);

/**
 * EQP-3: taking the box card's icon must not leave the card in a typed slot its icon does not
 * fit; such a card stays as typed (the players move it, or correct the name) rather than
 * sitting somewhere the rules forbid.
 */
function fitsWhereItIs(card: CampaignCard, type: CardType): boolean {
  return card.location.place !== 'board' || !isTypedSlot(card.location.slot) || card.location.slot === type;
}

/** The card as the box data prints it: its id, icon and (armor only, EQP-6) the health it adds. */
function asPrinted(card: CampaignCard, box: EquipmentCard): CampaignCard {
  const cardType = cardTypeOfSlot(box.slot);
  return { ...card, boxCardId: box.id, cardType, armorHealth: cardType === 'armor' ? box.armorHealth : 0 };
}

/**
 * SLOT-5, EQP-6: the card linked to the box-data card it is. By its printed id when it has
 * one; else by its name (case-insensitive, trimmed) when every box-data card of that name
 * prints the same icon and armor health (copies of one card), so the link is never a guess
 * between two different cards. A card with no match, or whose match would not fit the slot
 * it is in, is returned as typed.
 */
export function linkToBoxData(card: CampaignCard, equipment: readonly EquipmentCard[]): CampaignCard {
  if (card.boxCardId !== null) {
    const box = equipment.find((entry) => entry.id === card.boxCardId);
    return box && fitsWhereItIs(card, cardTypeOfSlot(box.slot)) ? asPrinted(card, box) : card;
  }
  const key = nameKey(card.name);
  const matches = equipment.filter((entry) => nameKey(entry.name) === key);
  const first = matches[0];
  if (!first) return card;
  const sameCard = matches.every((entry) => entry.slot === first.slot && entry.armorHealth === first.armorHealth);
  return sameCard && fitsWhereItIs(card, cardTypeOfSlot(first.slot)) ? asPrinted(card, first) : card;
}
