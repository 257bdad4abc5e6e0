import type { Box } from '../campaigns/campaign.js';
import type { EquipmentCard } from '../box-data/box-data-schema.js';
import { BASE_HEALTH, TYPED_SLOTS, type CardLocation, type CardType, type HealthState, type NewCard, type TypedSlot } from './board.js';
import { levelsWithSkillChoice } from '../diary/levels.js';
import { checkApocalypseSkill, setupSkillLevels } from '../exploration/apocalypse.js';
import { accept, refuse, type Decision, type Refusal } from '../ipc/refusal.js';

/*
 * The rules of the assassins' boards (cards, health, skills), in one place for both
 * processes: main decides every board command with them (the authority) and only writes
 * what they decide; the boards screen uses them to say beforehand why a move would be
 * refused. Pure functions over plain facts. Party changes are in party-rules.ts.
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

/** What the health rules need about one member. */
export interface MemberHealthFacts {
  /** The assassin's name, for the sentences. */
  assassin: string;
  status: 'in-play' | 'left';
  eliminated: boolean;
  /** HLT-1: 3 + the worn armor. */
  max: number;
}

/** HLT-1..5, HLT-8, PLY-5: the health the players set, stored as what was lost. */
export function decideHealth(member: MemberHealthFacts, health: number): Decision<{ healthLost: number }> {
  const { assassin, max } = member;
  if (member.status === 'left') return { ok: false, refusal: leftTheParty(assassin, 'memberId') };
  if (member.eliminated) {
    return refuse('HLT-8', `${assassin} is eliminated: mark it as back in play before changing its health.`, { context: 'eliminated', assassin }, 'memberId');
  }
  if (health > max) return refuse('HLT-1', `${assassin} has at most ${max} health (3 base plus the armor worn).`, { assassin, max }, 'health');
  return accept({ healthLost: max - health });
}

/** What a manual elimination or return does (HLT-8, HLT-9, APP-6). */
export type EliminationChange = { kind: 'none' } | { kind: 'return' } | { kind: 'eliminate'; attemptId: number };

/**
 * HLT-8/9, APP-6: a manual correction. An elimination belongs to an attempt, so it is tied
 * to the campaign's latest recorded one (as the Diary does); bringing the assassin back
 * returns it at full health. Asking for what already is changes nothing.
 */
export function decideElimination(member: MemberHealthFacts, eliminated: boolean, latestAttemptId: number | null): Decision<EliminationChange> {
  const { assassin } = member;
  if (member.status === 'left') return { ok: false, refusal: leftTheParty(assassin, 'memberId') };
  if (member.eliminated === eliminated) return accept({ kind: 'none' });
  if (!eliminated) return accept({ kind: 'return' });
  if (latestAttemptId === null) {
    return refuse('HLT-8', `An assassin is eliminated during a memory: first record in the Diary the attempt in which ${assassin} was eliminated.`, { context: 'noAttempt', assassin }, 'eliminated');
  }
  return accept({ kind: 'eliminate', attemptId: latestAttemptId });
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

const isTypedSlot = (slot: string): slot is TypedSlot => (TYPED_SLOTS as readonly string[]).includes(slot);

const TYPE_WORDS: Record<CardType, string> = {
  melee: 'melee weapon',
  ranged: 'ranged weapon',
  'hidden-blade': 'hidden blade',
  armor: 'armor',
  none: 'slotless',
};

export function sameLocation(a: CardLocation, b: CardLocation): boolean {
  if (a.place !== b.place) return false;
  if (a.place === 'villa' || a.place === 'main-hall') return true;
  if (a.place === 'bag' && b.place === 'bag') return a.memberId === b.memberId;
  return a.place === 'board' && b.place === 'board' && a.memberId === b.memberId && a.slot === b.slot;
}

/** PLY-5: an assassin who left keeps its health in its bag and its cards in the villa or HQ. */
export function leftTheParty(assassin: string, field: string): Refusal {
  return refuse('PLY-5', `${assassin} has left the party: until it joins again, its cards wait in the villa or the HQ main hall and its health in its plastic bag.`, { assassin }, field).refusal;
}

/**
 * Whether a card (already owned, or `id: null` for a new one) may go to `to`: the first
 * rule that refuses it, or null. Moving a card to where it already is is allowed (and
 * changes nothing). A member missing from `facts` is refused as not in the party; main
 * answers not-found before asking.
 */
export function checkCardMove(card: { id: number | null; name: string; cardType: CardType }, to: CardLocation, facts: BoardFacts): Refusal | null {
  if (to.place === 'villa') {
    return facts.hqEstablished ? refuse('VILLA-3', 'The villa is gone once the Headquarters exists: store cards in the HQ main hall instead.', {}, 'to').refusal : null;
  }
  if (to.place === 'main-hall') {
    return facts.hqEstablished ? null : refuse('HQ-A1-4', 'The HQ main hall exists once the Headquarters is unlocked: until then store cards in the villa.', {}, 'to').refusal;
  }

  const member = facts.members.find((m) => m.id === to.memberId);
  if (!member) return refuse('PLY-5', 'This assassin is not in this campaign’s party.', { context: 'notInCampaign' }, 'to.memberId').refusal;
  if (member.status === 'left') return leftTheParty(member.name, 'to.memberId');
  if (to.place === 'bag') return null;

  const { slot } = to;
  // EQP-1, APP-5: the hidden-blade slot is for assassins only.
  if (slot === 'hidden-blade' && member.apprenticeStandsIn) {
    return refuse('APP-5', `An apprentice stands in for ${member.name}, and apprentices cannot use the hidden blade.`, { assassin: member.name }, 'to.slot').refusal;
  }
  if (isTypedSlot(slot) && card.cardType !== slot) {
    // A typed slot takes only its own icon: the sentence says where this card goes, one per icon (`context`).
    const words = TYPE_WORDS[card.cardType];
    const message =
      card.cardType === 'none'
        ? `“${card.name}” has no slot icon, so it goes in an inventory slot.`
        : `“${card.name}” is ${card.cardType === 'armor' ? 'an' : 'a'} ${words} card: it goes in the ${words} slot or an inventory slot.`;
    return refuse('EQP-3', message, { context: card.cardType, card: card.name }, 'to.slot').refusal;
  }
  const occupant = facts.cards.find(
    (c) => c.id !== card.id && c.location.place === 'board' && c.location.memberId === member.id && c.location.slot === slot,
  );
  if (occupant) {
    const params = { assassin: member.name, card: occupant.name };
    if (slot === 'armor') {
      return refuse('EQP-6', `${member.name} already wears “${occupant.name}”, and an assassin wears one armor at a time: move it off first.`, { context: 'wearing', ...params }, 'to.slot').refusal;
    }
    return refuse('EQP-4', `${member.name} already has “${occupant.name}” in that slot: move or remove that card first.`, params, 'to.slot').refusal;
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
export function checkNewCard(card: NewCard): Refusal | null {
  if (card.cardType !== 'armor' && card.armorHealth > 0) {
    return refuse('EQP-6', `Only an armor card adds health: set the armor health of “${card.name}” to 0.`, { context: 'notArmor', card: card.name }, 'card.armorHealth').refusal;
  }
  return null;
}

/** SLOT-5, EQP-2, EQP-6: a new card the party gains, put where the players say. */
export function checkAddCard(card: NewCard, to: CardLocation, facts: BoardFacts): Refusal | null {
  return checkNewCard(card) ?? checkCardMove({ id: null, name: card.name, cardType: card.cardType }, to, facts);
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
export function checkSkillLevel(level: number, campaignLevel: number | null, startingLevel: number): Refusal | null {
  if (setupSkillLevels(startingLevel).includes(level)) return null;
  if (campaignLevel === null) {
    return refuse('LVL-1', 'The party’s level is unknown until the XP thresholds of this box are entered in Box data.', { context: 'unknown' }, 'level').refusal;
  }
  if (level > campaignLevel) {
    const params = { partyLevel: levelNumeral(campaignLevel), level: levelNumeral(level) };
    return refuse('LVL-1', `The party is at level ${params.partyLevel}: level ${params.level} is not reached yet.`, params, 'level').refusal;
  }
  return null;
}

export interface SkillChoiceFacts {
  box: Box;
  /** Null while the XP thresholds are unknown (LVL-1). */
  campaignLevel: number | null;
  startingLevel: number;
  assassin: string;
  /** APX-SET-1: the assassin's initial, which names its slot of skill cards. */
  initial: string | undefined;
}

/** LVL-1, LVL-3, APX-SET-4, LVL-A-1: whether this skill card may be chosen for this level. */
export function checkSkillChoice(facts: SkillChoiceFacts, choice: { level: number; name: string }): Refusal | null {
  const levelRefusal = checkSkillLevel(choice.level, facts.campaignLevel, facts.startingLevel);
  if (levelRefusal) return levelRefusal;
  // APX-SET-4, LVL-A-1: the core cards an Apocalypse campaign leaves out, refused by name.
  return facts.box === 'apocalypse' ? checkApocalypseSkill(choice.name, facts.initial, facts.assassin) : null;
}
