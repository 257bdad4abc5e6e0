import type { Box, Difficulty } from '../campaigns/campaign.js';
import type { Character } from '../content/pack-schema.js';
import type { EquipmentCard } from '../box-data/box-data-schema.js';
import { BASE_HEALTH, TYPED_SLOTS, type CardLocation, type CardType, type HealthState, type NewCard, type TypedSlot } from './board.js';
import { levelsWithSkillChoice } from '../diary/levels.js';
import { PARTY_SIZE, checkNewCampaign, type RuleProblem } from '../campaigns/party-setup.js';
import { setupSkillLevels } from '../exploration/apocalypse.js';

/*
 * The rules of the assassins' boards and of party changes, in one place for both
 * processes: main enforces them (the authority), the boards screen uses them to say
 * beforehand why a move would be refused. Pure functions over plain data.
 */

/** LVL-1: how levels are printed on the cards. */
export const LEVEL_NUMERALS = ['0', 'I', 'II', 'III', 'IV'] as const;
export const levelNumeral = (level: number): string => LEVEL_NUMERALS[level] ?? String(level);

// ---------------------------------------------------------------------------------------
// Health

/** HLT-1, EQP-6: 3 base health plus the health of the armor worn in the armor slot. */
export function maxHealth(wornArmor: Pick<NewCard, 'armorHealth'> | null): number {
  return BASE_HEALTH + (wornArmor?.armorHealth ?? 0);
}

/** Health is stored as what was lost, so changing armor moves only the maximum (EQP-6). */
export function healthLeft(max: number, lost: number): number {
  return Math.max(0, max - lost);
}

/** HLT-2..4 and HLT-8: full, injured, critical (no health left) or eliminated. */
export function healthState(health: number, max: number, eliminated: boolean): HealthState {
  if (eliminated) return 'eliminated';
  if (health <= 0) return 'critical';
  return health >= max ? 'full' : 'injured';
}

// ---------------------------------------------------------------------------------------
// Cards

export interface BoardMemberFacts {
  id: number;
  /** The assassin's name, for messages. */
  name: string;
  status: 'in-play' | 'left';
  /** APP-1..7: an apprentice stands in (eliminated, or in the HQ hospital). */
  apprenticeStandsIn: boolean;
}

export interface PlacedCard {
  id: number;
  name: string;
  cardType: CardType;
  location: CardLocation;
}

export interface BoardFacts {
  /** VILLA-3: from the first HQ assignment on there is no villa. */
  hqEstablished: boolean;
  members: readonly BoardMemberFacts[];
  cards: readonly PlacedCard[];
}

/** A refusal; `notFound` when the target does not exist rather than a rule refusing it. */
export type MoveProblem = RuleProblem & { notFound?: true };

const TYPE_WORDS: Record<CardType, string> = {
  melee: 'melee weapon',
  ranged: 'ranged weapon',
  'hidden-blade': 'hidden blade',
  armor: 'armor',
  none: 'slotless',
};

const isTypedSlot = (slot: string): slot is TypedSlot => (TYPED_SLOTS as readonly string[]).includes(slot);

export function sameLocation(a: CardLocation, b: CardLocation): boolean {
  if (a.place !== b.place) return false;
  if (a.place === 'villa' || a.place === 'main-hall') return true;
  if (a.place === 'bag' && b.place === 'bag') return a.memberId === b.memberId;
  return a.place === 'board' && b.place === 'board' && a.memberId === b.memberId && a.slot === b.slot;
}

/**
 * Whether a card (already owned, or `id: null` for a new one) may go to `to`: the first
 * rule that refuses it, or null. Moving a card to where it already is is allowed (and
 * changes nothing).
 */
export function checkCardMove(card: { id: number | null; name: string; cardType: CardType }, to: CardLocation, facts: BoardFacts): MoveProblem | null {
  if (to.place === 'villa') {
    if (facts.hqEstablished) {
      return { rule: 'VILLA-3', field: 'to', message: 'The villa is gone once the Headquarters exists: store cards in the HQ main hall instead.' };
    }
    return null;
  }
  if (to.place === 'main-hall') {
    if (!facts.hqEstablished) {
      return { rule: 'HQ-A1-4', field: 'to', message: 'The HQ main hall exists once the Headquarters is unlocked: until then store cards in the villa.' };
    }
    return null;
  }

  const member = facts.members.find((m) => m.id === to.memberId);
  if (!member) return { rule: 'PLY-5', field: 'to.memberId', message: 'This assassin is not in this campaign.', notFound: true };
  if (member.status === 'left') {
    return {
      rule: 'PLY-5',
      field: 'to.memberId',
      message: `${member.name} has left the party: its equipment waits in the villa or HQ until it joins again.`,
    };
  }
  if (to.place === 'bag') return null;

  const { slot } = to;
  // EQP-1, APP-5: the hidden-blade slot is for assassins only.
  if (slot === 'hidden-blade' && member.apprenticeStandsIn) {
    return {
      rule: 'APP-5',
      field: 'to.slot',
      message: `An apprentice stands in for ${member.name}, and apprentices cannot use the hidden blade.`,
    };
  }
  if (isTypedSlot(slot) && card.cardType !== slot) {
    const reason =
      card.cardType === 'none'
        ? `${card.name} has no slot icon, so it goes in an inventory slot.`
        : `${card.name} is a ${TYPE_WORDS[card.cardType]} card: it goes in the ${TYPE_WORDS[card.cardType]} slot or an inventory slot.`;
    return { rule: 'EQP-3', field: 'to.slot', message: `The ${TYPE_WORDS[slot]} slot takes only ${TYPE_WORDS[slot]} cards. ${reason}` };
  }
  const occupant = facts.cards.find(
    (c) => c.id !== card.id && c.location.place === 'board' && c.location.memberId === member.id && c.location.slot === slot,
  );
  if (occupant) {
    if (slot === 'armor') {
      return {
        rule: 'EQP-6',
        field: 'to.slot',
        message: `${member.name} already wears ${occupant.name}, and an assassin wears one armor at a time. Move it off first.`,
      };
    }
    return {
      rule: 'EQP-4',
      field: 'to.slot',
      message: `That slot of ${member.name}'s board already holds ${occupant.name}. Free the slot first (move or remove that card).`,
    };
  }
  return null;
}

/** SLOT-5: a card picked from the box data: its printed id, slot icon (none for inventory) and armor. */
export function cardFromBoxData(card: EquipmentCard): NewCard {
  return {
    name: card.name,
    boxCardId: card.id,
    cardType: card.slot === 'inventory' ? 'none' : card.slot,
    armorHealth: card.slot === 'armor' ? card.armorHealth : 0,
  };
}

/** EQP-6: only armor cards add health. */
export function checkNewCard(card: NewCard): RuleProblem | null {
  if (card.cardType !== 'armor' && card.armorHealth > 0) {
    return { rule: 'EQP-6', field: 'card.armorHealth', message: 'Only an armor card adds health; set it to 0 for other cards.' };
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Skills and levels

/**
 * SKL-3, HQ-LVL-1: the Headquarters' level for skill cards. No HQ is level 0. An established
 * HQ shows the level on the back of the top contract; while the players have not entered
 * that back, it is at least level I (contract 1 shows HQ level I).
 */
export function currentHqLevel(hqEstablished: boolean, printedLevel: number | null = null): number {
  if (!hqEstablished) return 0;
  return printedLevel ?? 1;
}

/** LVL-4, APP-5, SKL-3: whether a chosen skill card can be used now, and if not, which rule says so. */
export function skillUsability(
  skill: { level: number; hqLevelRequired: number | null },
  holder: { apprenticeStandsIn: boolean; hqLevel: number },
): { usable: boolean; unusableRule: string | null } {
  if (holder.apprenticeStandsIn && skill.level >= 3) return { usable: false, unusableRule: 'LVL-4' };
  if (skill.hqLevelRequired !== null && holder.hqLevel < skill.hqLevelRequired) return { usable: false, unusableRule: 'SKL-3' };
  return { usable: true, unusableRule: null };
}

/**
 * LVL-1, LVL-3: levels reached in this campaign for which no skill card is chosen yet.
 * APX-SET-4: a campaign starting at level II also takes a level-I and a level-II card at setup.
 */
export function pendingSkillLevels(level: number | null, startingLevel: number, chosenLevels: readonly number[]): number[] {
  return [...setupSkillLevels(startingLevel), ...levelsWithSkillChoice(level, startingLevel)].filter((l) => !chosenLevels.includes(l));
}

/**
 * LVL-1, LVL-3: a skill card may be chosen for a level the party reached in this campaign.
 * APX-SET-4: the levels a campaign starts at (Apocalypse: I and II) take their card at setup,
 * whether or not the XP thresholds are known.
 */
export function checkSkillLevel(level: number, campaignLevel: number | null, startingLevel: number): RuleProblem | null {
  if (setupSkillLevels(startingLevel).includes(level)) return null;
  if (campaignLevel === null) {
    return {
      rule: 'LVL-1',
      field: 'level',
      message: "The party's level is unknown until the XP thresholds of this box are entered in Box data.",
    };
  }
  if (level > campaignLevel) {
    return {
      rule: 'LVL-1',
      field: 'level',
      message: `The party is at level ${levelNumeral(campaignLevel)}: level ${levelNumeral(level)} is not reached yet.`,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Party changes (PLY-1..6)

export interface PartyMemberFacts {
  id: number;
  characterId: string;
  seat: number;
  status: 'in-play' | 'left';
  healthState: HealthState;
  apprenticeStandsIn: boolean;
  inHospital: boolean;
}

export interface PartyFacts {
  box: Box;
  difficulty: Difficulty;
  playerCount: number;
  /** PLY-1: a memory's first attempt failed and its second is not recorded yet. */
  memoryOpen: boolean;
  /** In party order. */
  members: readonly PartyMemberFacts[];
}

const PLY_1: RuleProblem = {
  rule: 'PLY-1',
  field: 'campaignId',
  message: 'The party can change only between memories: record the second attempt of the open memory first.',
};

const nameOf = (characterId: string, characters: readonly Character[]) => characters.find((c) => c.id === characterId)?.name.en ?? characterId;

/** Checks the in-play party a change would leave with the setup rules (SET-8, CMP-3, APX-SET-1). */
function checkResultingParty(
  facts: PartyFacts,
  party: { characterId: string; seat: number }[],
  characters: readonly Character[],
  fieldFor: (problem: RuleProblem) => string,
): RuleProblem | null {
  const problem = checkNewCampaign({ playerCount: facts.playerCount, difficulty: facts.difficulty, box: facts.box, party }, characters);
  return problem ? { ...problem, field: fieldFor(problem) } : null;
}

const inPlay = (facts: PartyFacts) => facts.members.filter((m) => m.status === 'in-play');

/** PLY-2, PLY-3: an assassin joins the party (again, if it had left) at the party's level. */
export function checkJoin(facts: PartyFacts, join: { characterId: string; seat: number }, characters: readonly Character[]): RuleProblem | null {
  if (facts.memoryOpen) return PLY_1;
  const current = inPlay(facts);
  if (current.some((m) => m.characterId === join.characterId)) {
    return { rule: 'CMP-3', field: 'characterId', message: `${nameOf(join.characterId, characters)} is already in the party.` };
  }
  if (current.length >= PARTY_SIZE.max) {
    return { rule: 'SET-8', field: 'characterId', message: `A party has at most ${PARTY_SIZE.max} assassins in play.` };
  }
  const party = [...current.map((m) => ({ characterId: m.characterId, seat: m.seat })), join];
  return checkResultingParty(facts, party, characters, (p) => (p.field.endsWith('.seat') || p.field === 'party' ? 'seat' : 'characterId'));
}

/** PLY-5: an assassin leaves; the party must still be a legal one (SET-8). */
export function checkLeave(facts: PartyFacts, memberId: number, characters: readonly Character[]): RuleProblem | null {
  if (facts.memoryOpen) return PLY_1;
  const member = facts.members.find((m) => m.id === memberId);
  if (!member || member.status === 'left') {
    return { rule: 'PLY-5', field: 'memberId', message: 'This assassin is not in play, so it cannot leave.' };
  }
  const party = inPlay(facts)
    .filter((m) => m.id !== memberId)
    .map((m) => ({ characterId: m.characterId, seat: m.seat }));
  return checkResultingParty(facts, party, characters, () => 'memberId');
}

/** PLY-6: only a fully healthy assassin is swapped, never one an apprentice stands in for. */
export function checkSwap(facts: PartyFacts, memberId: number, characterId: string, characters: readonly Character[]): RuleProblem | null {
  if (facts.memoryOpen) return PLY_1;
  const member = facts.members.find((m) => m.id === memberId);
  if (!member || member.status === 'left') {
    return { rule: 'PLY-6', field: 'memberId', message: 'Only an assassin in play can be swapped for another.' };
  }
  const name = nameOf(member.characterId, characters);
  if (member.apprenticeStandsIn || member.inHospital || member.healthState === 'eliminated') {
    return {
      rule: 'PLY-6',
      field: 'memberId',
      message: `An apprentice stands in for ${name}, and an apprentice is never swapped for an assassin.`,
    };
  }
  if (member.healthState !== 'full') {
    return { rule: 'PLY-6', field: 'memberId', message: `${name} is not at full health: only a fully healthy assassin can be swapped.` };
  }
  if (member.characterId === characterId || inPlay(facts).some((m) => m.characterId === characterId)) {
    return { rule: 'CMP-3', field: 'characterId', message: `${nameOf(characterId, characters)} is already in the party.` };
  }
  const party = inPlay(facts).map((m) => (m.id === memberId ? { characterId, seat: m.seat } : { characterId: m.characterId, seat: m.seat }));
  return checkResultingParty(facts, party, characters, () => 'characterId');
}
