import { z } from 'zod';
import { accept, refuse, type Decision } from '../ipc/refusal.js';
import { BOARD_SLOTS, TYPED_SLOTS, type BoardSlot, type CardType, type HealthState } from '../boards/board.js';
import type { PlayCard, PlayOutcome } from './play-state.js';

/*
 * What the end of a memory changes on the campaign (END-3, FAIL-1): the board knew each
 * assassin's health, the cards gained, moved, used up or lost, the chests opened and who was
 * eliminated, so the campaign takes them from it instead of the players typing them again.
 * One pure decision, shown to the players before they confirm and then applied as it was
 * shown (src-main/memory-play/write-back.ts). Cards are matched by name between the boards as
 * the play began and as it ends: the engine's cards carry no campaign id.
 */

/** A card of a board when the play began, with the campaign's card it was set up from (null: no longer in the campaign). */
export interface SetupCardFact {
  cardId: number | null;
  slot: BoardSlot;
  name: string;
  /** EQP-5: light-gray (reusable) or black (consumable), when known. */
  reusable?: boolean;
}

/** One assassin of the play: the campaign's board now and the board at the end of the play. */
export interface WriteBackMember {
  memberId: number;
  characterId: string;
  /** APP-1…7: an apprentice stood in during the play. */
  apprentice: boolean;
  /** The campaign's board now: health left, its maximum (HLT-1) and state (HLT-2…4, HLT-8). */
  before: { health: number; max: number; state: HealthState };
  /** The board at the end of the play. */
  after: { health: number; max: number; condition: HealthState };
  /** SET-7: the cards in its slots when the play began. */
  setupCards: readonly SetupCardFact[];
  /** EQP-1…7: the cards in its slots at the end. */
  finalCards: readonly PlayCard[];
  /** HLT-9: the level III and IV skill cards chosen for it. */
  highSkills: readonly string[];
}

/** A gained card the players say came from a chest (MAP-CHS-1), by the slot it ended in. */
const chestCardMark = z.object({ memberId: z.number().int().positive(), slot: z.enum(BOARD_SLOTS) }).strict();
export type ChestCardMark = z.infer<typeof chestCardMark>;
/** An app bound: a memory's map has far fewer chests. */
const MAX_CHEST_MARKS = 20;
export const chestCardMarks = z.array(chestCardMark).max(MAX_CHEST_MARKS);

export interface WriteBackFacts {
  outcome: PlayOutcome;
  /** MAP-CHS-1: the chest tokens taken in the play (one chest card drawn each). */
  chestsOpened: number;
  members: readonly WriteBackMember[];
  chestCards: readonly ChestCardMark[];
}

interface CardPlace {
  memberId: number;
  slot: BoardSlot;
}

export type CardChange =
  /** EQP-2: a card gained during the play. REPLAY-1: a chest card of a failed attempt goes back to the chest deck, so it is not kept. */
  | ({ kind: 'gained'; name: string; cardType: CardType; armorHealth: number; chest: boolean; kept: boolean } & CardPlace)
  /** EQP-4, ACT-TRD-1: a card of the campaign in another slot or on another assassin's board. */
  | { kind: 'moved'; cardId: number; name: string; from: CardPlace; to: CardPlace }
  /** EQP-4, EQP-5: used up or discarded: to the equipment discard pile (black), back to its box slot (light-gray), or unknown. */
  | ({ kind: 'gone'; cardId: number; name: string; to: 'discard-pile' | 'box' | null } & CardPlace);

export interface AssassinWriteBack {
  memberId: number;
  characterId: string;
  apprentice: boolean;
  health: { from: number; to: number; max: number };
  state: { from: HealthState; to: HealthState };
  /** HLT-8: eliminated in this play (an apprentice's elimination changes nothing on the campaign, APP-1). */
  eliminated: boolean;
  /** HLT-9: what goes into its plastic bag when eliminated. */
  bag: { hiddenBlade: string | null; highSkills: string[] } | null;
  /** APP-4: the cards left on its board for the apprentice who stands in next. */
  staying: string[];
}

export interface CampaignWriteBack {
  outcome: PlayOutcome;
  assassins: AssassinWriteBack[];
  cards: CardChange[];
  /** MAP-CHS-1: chests opened, and how many of the gained cards the players marked as drawn from them. */
  chests: { opened: number; marked: number };
  /** Nothing on the campaign changes. */
  unchanged: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** EQP-5: where a card that left the board goes. */
const goneTo = (card: SetupCardFact): 'discard-pile' | 'box' | null => (card.reusable === undefined ? null : card.reusable ? 'box' : 'discard-pile');

/** EQP-3: a card's icon; a card typed without one takes its typed slot's, else it is an inventory card. */
function cardTypeOf(card: PlayCard): CardType {
  if (card.cardType !== undefined) return card.cardType;
  return (TYPED_SLOTS as readonly string[]).includes(card.slot) ? (card.slot as CardType) : 'none';
}

interface Pending {
  memberId: number;
  card: PlayCard;
}

interface Available {
  memberId: number;
  card: SetupCardFact;
  used: boolean;
}

/**
 * Pairs the cards at the end with the cards at the start: first the same card in the same
 * slot, then the same card moved within the board (EQP-4), then a card that changed boards
 * (ACT-TRD-1). What is left at the end was gained; what is left from the start is gone.
 */
function cardChanges(members: readonly WriteBackMember[], chestCards: readonly ChestCardMark[], outcome: PlayOutcome): CardChange[] {
  const available: Available[] = members.flatMap((member) => member.setupCards.map((card) => ({ memberId: member.memberId, card, used: false })));
  let pending: Pending[] = members.flatMap((member) => member.finalCards.map((card) => ({ memberId: member.memberId, card })));
  const changes: CardChange[] = [];

  const pass = (matches: (start: Available, end: Pending) => boolean, onMatch: (start: Available, end: Pending) => void) => {
    pending = pending.filter((end) => {
      const start = available.find((candidate) => !candidate.used && sameName(candidate.card.name, end.card.name) && matches(candidate, end));
      if (!start) return true;
      start.used = true;
      onMatch(start, end);
      return false;
    });
  };
  const moved = (start: Available, end: Pending) => {
    // A card no longer in the campaign (removed on the Assassins tab during the play) is left alone.
    if (start.card.cardId === null) return;
    changes.push({ kind: 'moved', cardId: start.card.cardId, name: start.card.name, from: { memberId: start.memberId, slot: start.card.slot }, to: { memberId: end.memberId, slot: end.card.slot } });
  };
  pass((start, end) => start.memberId === end.memberId && start.card.slot === end.card.slot, () => undefined);
  pass((start, end) => start.memberId === end.memberId, moved);
  pass(() => true, moved);

  for (const end of pending) {
    const chest = chestCards.some((mark) => mark.memberId === end.memberId && mark.slot === end.card.slot);
    changes.push({
      kind: 'gained',
      memberId: end.memberId,
      slot: end.card.slot,
      name: end.card.name,
      cardType: cardTypeOf(end.card),
      armorHealth: end.card.cardType === 'armor' ? (end.card.armorHealth ?? 0) : 0,
      chest,
      // REPLAY-1, REPLAY-5: chest cards gained in a failed attempt go back to the chest deck.
      kept: !(chest && outcome === 'failure'),
    });
  }
  for (const start of available) {
    if (start.used || start.card.cardId === null) continue;
    changes.push({ kind: 'gone', cardId: start.card.cardId, name: start.card.name, memberId: start.memberId, slot: start.card.slot, to: goneTo(start.card) });
  }
  return changes;
}

/** MAP-CHS-1: a chest card is one of the cards gained, and each opened chest gave one. */
function checkChestCards(facts: WriteBackFacts, cards: readonly CardChange[]): Decision<null> {
  if (facts.chestCards.length > facts.chestsOpened) {
    return refuse('MAP-CHS-1', `${facts.chestsOpened} chests were opened on the board, so at most ${facts.chestsOpened} cards came from them.`, { context: 'tooMany', opened: facts.chestsOpened, marked: facts.chestCards.length }, 'chestCards');
  }
  for (const [index, mark] of facts.chestCards.entries()) {
    const gained = cards.some((change) => change.kind === 'gained' && change.memberId === mark.memberId && change.slot === mark.slot);
    const twice = facts.chestCards.findIndex((other) => other.memberId === mark.memberId && other.slot === mark.slot) !== index;
    if (!gained || twice) {
      return refuse('MAP-CHS-1', 'A chest card is a card gained during the play: mark each one once, where it ended on the board.', { context: 'notGained' }, `chestCards.${index}`);
    }
  }
  return accept(null);
}

function assassinChange(member: WriteBackMember, cards: readonly CardChange[]): AssassinWriteBack {
  const { before, after } = member;
  // REPLAY-1: a chest card going back to the chest deck leaves the board too.
  const left = (card: PlayCard) => cards.some((change) => change.kind === 'gained' && !change.kept && change.memberId === member.memberId && change.slot === card.slot);
  const finalCards = member.finalCards.filter((card) => !left(card));
  // APP-4, HQ-HOS-5: an apprentice's wounds are not carried over; the assassin's own board is unchanged.
  const to = member.apprentice ? before : { health: after.health, max: after.max, state: after.condition };
  const eliminated = !member.apprentice && after.condition === 'eliminated' && before.state !== 'eliminated';
  const hiddenBlade = finalCards.find((card) => card.slot === 'hidden-blade')?.name ?? null;
  return {
    memberId: member.memberId,
    characterId: member.characterId,
    apprentice: member.apprentice,
    health: { from: before.health, to: to.health, max: to.max },
    state: { from: before.state, to: to.state },
    eliminated,
    // HLT-9: the assassin card, the hidden-blade card and the level III and IV skill cards go into the bag.
    bag: eliminated ? { hiddenBlade, highSkills: [...member.highSkills] } : null,
    // APP-4: the apprentice standing in plays with cards from those available, usually the assassin's own.
    staying: eliminated ? finalCards.filter((card) => card.slot !== 'hidden-blade').map((card) => card.name) : [],
  };
}

/**
 * END-3, FAIL-1: what ending the memory writes to the campaign, or the refusal of the chest
 * cards marked (MAP-CHS-1). HLT-1…4: each assassin's health and state as the board ends;
 * HLT-8/9: the eliminated, and what goes into their bag; EQP-2…5: cards gained, moved and
 * gone; REPLAY-1: chest cards of a failure go back to the chest deck.
 */
export function decideWriteBack(facts: WriteBackFacts): Decision<CampaignWriteBack> {
  const cards = cardChanges(facts.members, facts.chestCards, facts.outcome);
  const chests = checkChestCards(facts, cards);
  if (!chests.ok) return chests;
  const assassins = facts.members.map((member) => assassinChange(member, cards));
  const unchanged =
    cards.every((change) => change.kind === 'gained' && !change.kept) &&
    assassins.every((assassin) => assassin.health.from === assassin.health.to && assassin.state.from === assassin.state.to);
  return accept({ outcome: facts.outcome, assassins, cards, chests: { opened: facts.chestsOpened, marked: facts.chestCards.length }, unchanged });
}
