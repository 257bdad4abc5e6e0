import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { CampaignCard, CardLocation, NewCard } from '../../shared/boards/board.js';
import { checkAddCard, checkCardMove, sameLocation } from '../../shared/boards/board-rules.js';
import { findMember, readBoardState, toBoardFacts, type CampaignBoardState } from './read-boards.js';

/*
 * The card commands' appliers: each reads the facts, lets the board rules decide
 * (board-rules.ts) and writes only what they accepted.
 */

/** The row values of a card's location (the table's CHECK mirrors the three shapes). */
export function locationColumns(to: CardLocation): { location: CardLocation['place']; memberId: number | null; slot: string | null } {
  if (to.place === 'villa') return { location: 'villa', memberId: null, slot: null };
  if (to.place === 'main-hall') return { location: 'main-hall', memberId: null, slot: null };
  if (to.place === 'bag') return { location: 'bag', memberId: to.memberId, slot: null };
  return { location: 'board', memberId: to.memberId, slot: to.slot };
}

export function findCard(state: CampaignBoardState, cardId: number): CampaignCard {
  const card = state.cards.find((c) => c.id === cardId);
  if (!card) fail('not-found', 'This card is not in this campaign (it may have been removed).', { field: 'cardId' });
  return card;
}

/** A board or bag of a member that does not exist is not-found, not a rule's refusal. */
function requireDestination(state: CampaignBoardState, to: CardLocation): void {
  if (to.place === 'board' || to.place === 'bag') findMember(state, to.memberId, 'to.memberId');
}

/** SLOT-5, EQP-2, VILLA-2: a card the party gains, typed or picked from box data, put where the players say. */
export function addCard(db: Db, pack: ContentPack, campaignId: number, card: NewCard, to: CardLocation): CampaignCard {
  const state = readBoardState(db, campaignId);
  requireDestination(state, to);
  const refusal = checkAddCard(card, to, toBoardFacts(state, pack));
  if (refusal) failRefusal(refusal);
  const { location, memberId, slot } = locationColumns(to);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, location, member_id, slot)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(campaignId, card.name, card.boxCardId, card.cardType, card.armorHealth, location, memberId, slot);
  return { ...card, id: Number(lastInsertRowid), location: to };
}

/** EQP-3..6, VILLA-2/3, APP-5: moves a card, or refuses saying which rule forbids it. Returns the card as it was. */
export function moveCard(db: Db, pack: ContentPack, campaignId: number, cardId: number, to: CardLocation): CampaignCard {
  const state = readBoardState(db, campaignId);
  const card = findCard(state, cardId);
  if (sameLocation(card.location, to)) return card;
  requireDestination(state, to);
  const refusal = checkCardMove(card, to, toBoardFacts(state, pack));
  if (refusal) failRefusal(refusal);
  const { location, memberId, slot } = locationColumns(to);
  db.prepare('UPDATE campaign_cards SET location = ?, member_id = ?, slot = ? WHERE id = ?').run(location, memberId, slot, cardId);
  return card;
}

/** A card discarded or removed from the game (EQP-5). Returns the card removed. */
export function removeCard(db: Db, campaignId: number, cardId: number): CampaignCard {
  const card = findCard(readBoardState(db, campaignId), cardId);
  db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(cardId);
  return card;
}
