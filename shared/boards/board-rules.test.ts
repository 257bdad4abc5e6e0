import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePack } from '../content/base-pack.js';
import type { Character } from '../content/pack-schema.js';
import { BOARD_SLOTS, CARD_TYPES, type CardType } from './board.js';
import {
  cardFromBoxData,
  checkCardMove,
  checkJoin,
  checkLeave,
  checkSkillLevel,
  checkSwap,
  currentHqLevel,
  healthState,
  levelNumeral,
  maxHealth,
  pendingSkillLevels,
  skillUsability,
  type BoardFacts,
  type PartyFacts,
  type PartyMemberFacts,
} from './board-rules.js';

const characters = basePack.characters as Character[];

const facts = (extra: Partial<BoardFacts> = {}): BoardFacts => ({
  hqEstablished: false,
  members: [
    { id: 1, name: 'Claudio', status: 'in-play', apprenticeStandsIn: false },
    { id: 2, name: 'Daria', status: 'in-play', apprenticeStandsIn: true },
    { id: 3, name: 'Bastiano', status: 'left', apprenticeStandsIn: false },
  ],
  cards: [],
  ...extra,
});
const card = (cardType: CardType, name = 'Card') => ({ id: null, name, cardType });

describe('health (HLT)', () => {
  it('HLT-1: max health is 3 plus the worn armor', () => {
    expect(maxHealth(null)).toBe(3);
    expect(maxHealth({ armorHealth: 2 })).toBe(5);
  });

  it('HLT-2..4, HLT-8: full, injured, critical at 0, and eliminated above all', () => {
    expect(healthState(5, 5, false)).toBe('full');
    expect(healthState(1, 5, false)).toBe('injured');
    expect(healthState(0, 5, false)).toBe('critical');
    expect(healthState(5, 5, true)).toBe('eliminated');
  });
});

describe('checkCardMove', () => {
  it('EQP-3: a typed slot takes only a card of its type, and a slotless card only an inventory slot', () => {
    for (const slot of ['melee', 'ranged', 'hidden-blade', 'armor'] as const) {
      for (const type of CARD_TYPES) {
        const problem = checkCardMove(card(type), { place: 'board', memberId: 1, slot }, facts());
        if (type === slot) expect(problem).toBeNull();
        else expect(problem).toMatchObject({ rule: 'EQP-3', field: 'to.slot' });
      }
    }
    for (const type of CARD_TYPES) expect(checkCardMove(card(type), { place: 'board', memberId: 1, slot: 'inventory-5' }, facts())).toBeNull();
  });

  it('EQP-4, EQP-6: an occupied slot is refused, but a card may stay where it is', () => {
    const cards = [{ id: 7, name: 'Sword', cardType: 'melee' as const, location: { place: 'board' as const, memberId: 1, slot: 'melee' as const } }];
    expect(checkCardMove(card('melee'), { place: 'board', memberId: 1, slot: 'melee' }, facts({ cards }))).toMatchObject({ rule: 'EQP-4' });
    expect(checkCardMove({ ...cards[0]!, id: 7 }, { place: 'board', memberId: 1, slot: 'melee' }, facts({ cards }))).toBeNull();
    const armor = [{ id: 8, name: 'Cloak', cardType: 'armor' as const, location: { place: 'board' as const, memberId: 1, slot: 'armor' as const } }];
    expect(checkCardMove(card('armor'), { place: 'board', memberId: 1, slot: 'armor' }, facts({ cards: armor }))).toMatchObject({ rule: 'EQP-6' });
  });

  it('APP-5: no hidden blade for an apprentice stand-in, though it may carry one in its bag or inventory', () => {
    expect(checkCardMove(card('hidden-blade'), { place: 'board', memberId: 2, slot: 'hidden-blade' }, facts())).toMatchObject({
      rule: 'APP-5',
      message: 'An apprentice stands in for Daria, and apprentices cannot use the hidden blade.',
    });
    expect(checkCardMove(card('hidden-blade'), { place: 'board', memberId: 2, slot: 'inventory-1' }, facts())).toBeNull();
    expect(checkCardMove(card('hidden-blade'), { place: 'bag', memberId: 2 }, facts())).toBeNull();
  });

  it('VILLA-3: no villa once the HQ exists', () => {
    expect(checkCardMove(card('none'), { place: 'villa' }, facts())).toBeNull();
    expect(checkCardMove(card('none'), { place: 'villa' }, facts({ hqEstablished: true }))).toMatchObject({ rule: 'VILLA-3' });
  });

  it('PLY-5: one who left has no board and no bag to fill; an unknown member is not found', () => {
    expect(checkCardMove(card('melee'), { place: 'board', memberId: 3, slot: 'melee' }, facts())).toMatchObject({ rule: 'PLY-5' });
    expect(checkCardMove(card('melee'), { place: 'bag', memberId: 3 }, facts())).toMatchObject({ rule: 'PLY-5' });
    expect(checkCardMove(card('melee'), { place: 'bag', memberId: 99 }, facts())).toMatchObject({ notFound: true, field: 'to.memberId' });
  });

  it('EQP-3: whatever the card and slot, a move into a typed slot is allowed only for a card of that type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARD_TYPES), fc.constantFrom(...BOARD_SLOTS), (type, slot) => {
        const problem = checkCardMove(card(type), { place: 'board', memberId: 1, slot }, facts());
        expect(problem === null).toBe(slot.startsWith('inventory') || slot === type);
      }),
    );
  });
});

describe('cardFromBoxData', () => {
  it('SLOT-5, EQP-3: a box-data card keeps its printed id; an inventory card has no slot icon', () => {
    const base = { id: '0.1/11', name: 'Ordinary Sword', dice: 2, reusable: true, notes: '' };
    expect(cardFromBoxData({ ...base, slot: 'melee', armorHealth: 0 })).toEqual({ name: 'Ordinary Sword', boxCardId: '0.1/11', cardType: 'melee', armorHealth: 0 });
    expect(cardFromBoxData({ ...base, slot: 'inventory', armorHealth: 0 }).cardType).toBe('none');
    expect(cardFromBoxData({ ...base, slot: 'armor', armorHealth: 2 }).armorHealth).toBe(2);
    expect(cardFromBoxData({ ...base, slot: 'melee', armorHealth: 2 }).armorHealth).toBe(0);
  });
});

describe('skills and levels (LVL, SKL)', () => {
  it('LVL-4: an apprentice stand-in cannot use level III or IV skills; levels I and II are fine', () => {
    const apprentice = { apprenticeStandsIn: true, hqLevel: 0 };
    expect(skillUsability({ level: 2, hqLevelRequired: null }, apprentice)).toEqual({ usable: true, unusableRule: null });
    expect(skillUsability({ level: 3, hqLevelRequired: null }, apprentice)).toEqual({ usable: false, unusableRule: 'LVL-4' });
    expect(skillUsability({ level: 4, hqLevelRequired: null }, apprentice)).toEqual({ usable: false, unusableRule: 'LVL-4' });
    expect(skillUsability({ level: 3, hqLevelRequired: null }, { apprenticeStandsIn: false, hqLevel: 0 })).toEqual({ usable: true, unusableRule: null });
  });

  it('SKL-3: a skill requiring an HQ level is usable only from that HQ level on; no HQ is level 0', () => {
    expect(currentHqLevel(false)).toBe(0);
    expect(skillUsability({ level: 1, hqLevelRequired: 1 }, { apprenticeStandsIn: false, hqLevel: currentHqLevel(false) })).toEqual({
      usable: false,
      unusableRule: 'SKL-3',
    });
    expect(skillUsability({ level: 1, hqLevelRequired: 1 }, { apprenticeStandsIn: false, hqLevel: currentHqLevel(true) }).usable).toBe(true);
  });

  it('SKL-3, HQ-LVL-1: the HQ level printed on the top contract decides, and an unentered back counts as level I', () => {
    const needsLevelThree = { level: 2, hqLevelRequired: 3 };
    expect(skillUsability(needsLevelThree, { apprenticeStandsIn: false, hqLevel: currentHqLevel(true, null) }).unusableRule).toBe('SKL-3');
    expect(skillUsability(needsLevelThree, { apprenticeStandsIn: false, hqLevel: currentHqLevel(true, 2) }).unusableRule).toBe('SKL-3');
    expect(skillUsability(needsLevelThree, { apprenticeStandsIn: false, hqLevel: currentHqLevel(true, 3) }).usable).toBe(true);
    expect(currentHqLevel(false, 3)).toBe(0);
  });

  it('LVL-3, APX-SET-4: pending levels are those reached without a choice, including the setup levels of a campaign starting at II', () => {
    expect(pendingSkillLevels(3, 0, [2])).toEqual([1, 3]);
    expect(pendingSkillLevels(3, 2, [])).toEqual([1, 2, 3]);
    expect(pendingSkillLevels(3, 2, [1, 2])).toEqual([3]);
    expect(pendingSkillLevels(null, 2, [1])).toEqual([2]);
    expect(pendingSkillLevels(null, 0, [])).toEqual([]);
  });

  it('LVL-1, APX-SET-4: a skill level must be reached; the levels a campaign starts at take their card at setup', () => {
    expect(checkSkillLevel(1, null, 0)).toMatchObject({ rule: 'LVL-1' });
    expect(checkSkillLevel(2, 1, 0)).toMatchObject({ rule: 'LVL-1', message: 'The party is at level I: level II is not reached yet.' });
    expect(checkSkillLevel(2, 3, 2)).toBeNull();
    expect(checkSkillLevel(1, null, 2)).toBeNull();
    expect(checkSkillLevel(3, null, 2)).toMatchObject({ rule: 'LVL-1' });
    expect(checkSkillLevel(3, 3, 2)).toBeNull();
    expect(levelNumeral(4)).toBe('IV');
  });
});

describe('party changes (PLY)', () => {
  const member = (id: number, characterId: string, seat: number, extra: Partial<PartyMemberFacts> = {}): PartyMemberFacts => ({
    id,
    characterId,
    seat,
    status: 'in-play',
    healthState: 'full',
    apprenticeStandsIn: false,
    inHospital: false,
    ...extra,
  });
  const party = (extra: Partial<PartyFacts> = {}): PartyFacts => ({
    box: 'core',
    difficulty: 'normal',
    playerCount: 2,
    memoryOpen: false,
    members: [member(1, 'claudio', 1), member(2, 'daria', 2)],
    ...extra,
  });

  it('PLY-1: every change waits while a memory is open', () => {
    const open = party({ memoryOpen: true });
    expect(checkJoin(open, { characterId: 'bastiano', seat: 1 }, characters)).toMatchObject({ rule: 'PLY-1' });
    expect(checkLeave(open, 1, characters)).toMatchObject({ rule: 'PLY-1' });
    expect(checkSwap(open, 1, 'bastiano', characters)).toMatchObject({ rule: 'PLY-1' });
  });

  it('SET-8: at most 4 in play, at least 2, and a solo player keeps 2', () => {
    const four = party({
      playerCount: 4,
      members: [member(1, 'claudio', 1), member(2, 'daria', 2), member(3, 'alessandra', 3), member(4, 'bastiano', 4)],
    });
    expect(checkJoin({ ...four, box: 'apocalypse' }, { characterId: 'clara', seat: 4 }, characters)).toMatchObject({ rule: 'SET-8', field: 'characterId' });
    expect(checkLeave(party({ playerCount: 1, members: [member(1, 'claudio', 1), member(2, 'daria', 1)] }), 1, characters)).toMatchObject({
      rule: 'SET-8',
    });
    expect(checkJoin(party(), { characterId: 'bastiano', seat: 1 }, characters)).toBeNull();
  });

  it('APX-SET-1: in Apocalypse, a newcomer needs a different initial', () => {
    const apo = party({ box: 'apocalypse' });
    expect(checkJoin(apo, { characterId: 'clara', seat: 1 }, characters)).toMatchObject({ rule: 'APX-SET-1', field: 'characterId' });
    expect(checkJoin(apo, { characterId: 'alif', seat: 1 }, characters)).toBeNull();
  });

  it('PLY-6: only a fully healthy assassin in play, never one an apprentice stands in for, is swapped', () => {
    const swap = (m: PartyMemberFacts) => checkSwap(party({ members: [m, member(2, 'daria', 2)] }), 1, 'bastiano', characters);
    expect(swap(member(1, 'claudio', 1))).toBeNull();
    expect(swap(member(1, 'claudio', 1, { healthState: 'injured' }))).toMatchObject({ rule: 'PLY-6' });
    expect(swap(member(1, 'claudio', 1, { healthState: 'critical' }))).toMatchObject({ rule: 'PLY-6' });
    expect(swap(member(1, 'claudio', 1, { healthState: 'eliminated', apprenticeStandsIn: true }))).toMatchObject({ rule: 'PLY-6' });
    expect(swap(member(1, 'claudio', 1, { inHospital: true, apprenticeStandsIn: true }))).toMatchObject({ rule: 'PLY-6' });
    expect(swap(member(1, 'claudio', 1, { status: 'left' }))).toMatchObject({ rule: 'PLY-6' });
  });
});
