import type { Character } from '../../../shared/content/pack-schema.js';
import type { Box } from '../../../shared/campaigns/campaign.js';
import {
  BOARD_SLOTS,
  INVENTORY_SLOTS,
  TYPED_SLOTS,
  type AssassinBoard,
  type BoardSlot,
  type CampaignCard,
  type CardLocation,
  type CardType,
  type HealthState,
  type PartyBoards,
} from '../../../shared/boards/board.js';
import { checkCardMove } from '../../../shared/boards/board-rules.js';
import { checkBetweenMemories, checkSwapCandidate } from '../../../shared/boards/party-rules.js';
import type { Refusal } from '../../../shared/ipc/refusal.js';
import type { MessageKey } from '../../i18n/message-key.js';

/*
 * What the Assassins tab shows about the boards, as pure functions so they can be tested
 * without a page. Main is the authority on every rule: these checks, by the same shared
 * rules, only close the destinations the players could not use anyway, and say why (the
 * refusal main would answer with, worded by lib/refusal-text.ts) before anything is sent.
 */

export const SLOT_LABELS: Record<BoardSlot, MessageKey> = {
  melee: 'boards.slots.melee',
  ranged: 'boards.slots.ranged',
  'hidden-blade': 'boards.slots.hidden-blade',
  armor: 'boards.slots.armor',
  'inventory-1': 'boards.slots.inventory-1',
  'inventory-2': 'boards.slots.inventory-2',
  'inventory-3': 'boards.slots.inventory-3',
  'inventory-4': 'boards.slots.inventory-4',
  'inventory-5': 'boards.slots.inventory-5',
};

export const CARD_TYPE_LABELS: Record<CardType, MessageKey> = {
  melee: 'boards.cardTypes.melee',
  ranged: 'boards.cardTypes.ranged',
  'hidden-blade': 'boards.cardTypes.hidden-blade',
  armor: 'boards.cardTypes.armor',
  none: 'boards.cardTypes.none',
};

export const HEALTH_STATE_LABELS: Record<HealthState, MessageKey> = {
  full: 'boards.health.states.full',
  injured: 'boards.health.states.injured',
  critical: 'boards.health.states.critical',
  eliminated: 'boards.health.states.eliminated',
};

export function locationKey(location: CardLocation): string {
  if (location.place === 'villa' || location.place === 'main-hall') return location.place;
  if (location.place === 'bag') return `bag:${location.memberId}`;
  return `board:${location.memberId}:${location.slot}`;
}

export function sameLocation(a: CardLocation, b: CardLocation): boolean {
  return locationKey(a) === locationKey(b);
}

/** Every card the party owns, wherever it is, as the shared rules read them. */
export function allCards(boards: Pick<PartyBoards, 'members' | 'villa'> & Partial<Pick<PartyBoards, 'mainHall'>>): CampaignCard[] {
  return [
    ...boards.villa,
    ...(boards.mainHall ?? []),
    ...boards.members.flatMap((m) => [...m.bag, ...BOARD_SLOTS.flatMap((slot) => (m.slots[slot] ? [m.slots[slot]] : []))]),
  ];
}

/** How the tab names an assassin in a sentence (the session's character names). */
export type NameOf = (characterId: string) => string;

/**
 * Whether a card may be put at `to` (`id` is the card itself when it is moved, so its own
 * slot does not count as taken), by the shared rules main enforces (board-rules.ts): the
 * refusal main would answer with, or null when nothing stands in the way.
 */
export function checkDestination(
  card: { id?: number; name?: string; cardType: CardType },
  to: CardLocation,
  boards: Pick<PartyBoards, 'members' | 'hqEstablished' | 'villa'>,
  nameOf: NameOf,
): Refusal | null {
  return checkCardMove({ id: card.id ?? null, name: card.name ?? '', cardType: card.cardType }, to, {
    hqEstablished: boards.hqEstablished,
    members: boards.members.map((m) => ({ id: m.memberId, name: nameOf(m.characterId), status: m.status, apprenticeStandsIn: m.apprenticeStandsIn })),
    cards: allCards(boards),
  });
}

export interface Destination {
  key: string;
  location: CardLocation;
  /** The member whose board or bag it is; null for the villa. */
  memberId: number | null;
  blocked: Refusal | null;
}

/**
 * Every place the card could go other than where it is: the villa (before the HQ) or the HQ
 * main hall (after), then
 * per member in play its nine slots and its plastic bag.
 */
export function destinationsFor(card: CampaignCard, boards: PartyBoards, nameOf: NameOf): Destination[] {
  const all: CardLocation[] = [];
  // VILLA-3, HQ-A1-4: the villa before the HQ, the HQ main hall once it exists (HQ-ANY-1).
  all.push(boards.hqEstablished ? { place: 'main-hall' } : { place: 'villa' });
  // PLY-5: an assassin who left takes no cards until it joins again.
  for (const member of boards.members.filter((m) => m.status === 'in-play')) {
    for (const slot of [...TYPED_SLOTS, ...INVENTORY_SLOTS]) all.push({ place: 'board', memberId: member.memberId, slot });
    all.push({ place: 'bag', memberId: member.memberId });
  }
  return all
    .filter((location) => !sameLocation(location, card.location))
    .map((location) => ({
      key: locationKey(location),
      location,
      memberId: location.place === 'villa' || location.place === 'main-hall' ? null : location.memberId,
      blocked: checkDestination(card, location, boards, nameOf),
    }));
}

/** EQP-2: where a new card naturally goes on a board: its typed slot if free, else the first free inventory slot. */
export function naturalSlot(cardType: CardType, member: AssassinBoard): BoardSlot | null {
  if (cardType !== 'none' && !member.slots[cardType] && !(cardType === 'hidden-blade' && member.apprenticeStandsIn)) return cardType;
  return INVENTORY_SLOTS.find((slot) => !member.slots[slot]) ?? null;
}

/**
 * CMP-3, APX-SET-1: the assassins who may join this campaign and are not in play now. Those
 * who left are included: joining again is how they come back (PLY-3).
 */
export function joinableAssassins(characters: readonly Character[], box: Box, members: readonly AssassinBoard[]): Character[] {
  const inPlay = new Set(members.filter((m) => m.status === 'in-play').map((m) => m.characterId));
  return characters.filter(
    (c) => c.kind === 'assassin' && (c.origin === 'core' || box === 'apocalypse') && !inPlay.has(c.id),
  );
}

/** PLY-1: joining, leaving and swapping wait until the memory is over. */
export function partyChangeBlock(boards: Pick<PartyBoards, 'openMemory'>): Refusal | null {
  return checkBetweenMemories(boards.openMemory);
}

/** PLY-6: only a fully healthy assassin swaps, and never while an apprentice stands in for it. */
export function swapBlock(member: AssassinBoard, boards: Pick<PartyBoards, 'openMemory'>, nameOf: NameOf): Refusal | null {
  return partyChangeBlock(boards) ?? checkSwapCandidate(member, nameOf(member.characterId));
}
