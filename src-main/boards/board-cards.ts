import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { CampaignCard, CardLocation, NewCard } from '../../shared/boards/board.js';
import { checkCardMove, checkNewCard, sameLocation, type MoveProblem } from '../../shared/boards/board-rules.js';
import { readBoardState, toBoardFacts, type CampaignBoardState } from './read-boards.js';

/** The row values of a card's location (the table's CHECK mirrors the three shapes). */
export function locationColumns(to: CardLocation): { location: CardLocation['place']; memberId: number | null; slot: string | null } {
  if (to.place === 'villa') return { location: 'villa', memberId: null, slot: null };
  if (to.place === 'main-hall') return { location: 'main-hall', memberId: null, slot: null };
  if (to.place === 'bag') return { location: 'bag', memberId: to.memberId, slot: null };
  return { location: 'board', memberId: to.memberId, slot: to.slot };
}

function refuse(problem: MoveProblem): never {
  const { rule, field, message, notFound } = problem;
  if (notFound) fail('not-found', message, { field });
  fail('rule-violation', message, { field, rule });
}

export function findCard(state: CampaignBoardState, cardId: number): CampaignCard {
  const card = state.cards.find((c) => c.id === cardId);
  if (!card) fail('not-found', 'This card is not in this campaign (it may have been removed).', { field: 'cardId' });
  return card;
}

/** SLOT-5, EQP-2, VILLA-2: a card the party gains, typed or picked from box data, put where the players say. */
export function addCard(db: Db, pack: ContentPack, campaignId: number, card: NewCard, to: CardLocation): number {
  const state = readBoardState(db, campaignId);
  const problem = checkNewCard(card) ?? checkCardMove({ id: null, name: card.name, cardType: card.cardType }, to, toBoardFacts(state, pack));
  if (problem) refuse(problem);
  const { location, memberId, slot } = locationColumns(to);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, location, member_id, slot)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(campaignId, card.name, card.boxCardId, card.cardType, card.armorHealth, location, memberId, slot);
  return Number(lastInsertRowid);
}

/** EQP-3..6, VILLA-2/3, APP-5: moves a card, or refuses saying which rule forbids it. */
export function moveCard(db: Db, pack: ContentPack, campaignId: number, cardId: number, to: CardLocation): void {
  const state = readBoardState(db, campaignId);
  const card = findCard(state, cardId);
  if (sameLocation(card.location, to)) return;
  const problem = checkCardMove(card, to, toBoardFacts(state, pack));
  if (problem) refuse(problem);
  const { location, memberId, slot } = locationColumns(to);
  db.prepare('UPDATE campaign_cards SET location = ?, member_id = ?, slot = ? WHERE id = ?').run(location, memberId, slot, cardId);
}

/** A card discarded or removed from the game (EQP-5). */
export function removeCard(db: Db, campaignId: number, cardId: number): void {
  findCard(readBoardState(db, campaignId), cardId);
  db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(cardId);
}
