import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_SLOTS, CARD_TYPES, type CardType } from './board.js';
import {
  cardFromBoxData,
  checkAddCard,
  checkCardMove,
  checkSkillChoice,
  checkSkillLevel,
  currentHqLevel,
  decideElimination,
  decideHealth,
  healthState,
  levelNumeral,
  maxHealth,
  pendingSkillLevels,
  skillUsability,
  type BoardFacts,
  type MemberHealthFacts,
  type SkillChoiceFacts,
} from './board-rules.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';

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

  const daria = (extra: Partial<MemberHealthFacts> = {}): MemberHealthFacts => ({ assassin: 'Daria', status: 'in-play', eliminated: false, max: 4, ...extra });

  it('HLT-1: health goes from 0 to 3 + armor, stored as what was lost', () => {
    expect(decideHealth(daria(), 4)).toEqual({ ok: true, value: { healthLost: 0 } });
    expect(decideHealth(daria(), 0)).toEqual({ ok: true, value: { healthLost: 4 } });
    expectRefusal(refusalOf(decideHealth(daria(), 5)), 'HLT-1', { assassin: 'Daria', max: 4 }, 'health');
  });

  it('HLT-8, PLY-5: no health is set for an eliminated assassin, nor for one who left', () => {
    expectRefusal(refusalOf(decideHealth(daria({ eliminated: true }), 1)), 'HLT-8', { context: 'eliminated', assassin: 'Daria' }, 'memberId');
    expectRefusal(refusalOf(decideHealth(daria({ status: 'left' }), 1)), 'PLY-5', { assassin: 'Daria' }, 'memberId');
  });

  it('HLT-8: an elimination is tied to the latest recorded attempt, and refused before any', () => {
    expect(decideElimination(daria(), true, 7)).toEqual({ ok: true, value: { kind: 'eliminate', attemptId: 7 } });
    expectRefusal(refusalOf(decideElimination(daria(), true, null)), 'HLT-8', { context: 'noAttempt', assassin: 'Daria' }, 'eliminated');
  });

  it('APP-6, PLY-5: bringing back returns the assassin; asking for what already is changes nothing; one who left is refused', () => {
    expect(decideElimination(daria({ eliminated: true }), false, null)).toEqual({ ok: true, value: { kind: 'return' } });
    expect(decideElimination(daria({ eliminated: true }), true, 7)).toEqual({ ok: true, value: { kind: 'none' } });
    expect(decideElimination(daria(), false, 7)).toEqual({ ok: true, value: { kind: 'none' } });
    expectRefusal(refusalOf(decideElimination(daria({ status: 'left' }), true, 7)), 'PLY-5', { assassin: 'Daria' }, 'memberId');
  });
});

describe('checkCardMove', () => {
  it('EQP-3: a typed slot takes only a card of its type, and a slotless card only an inventory slot', () => {
    for (const slot of ['melee', 'ranged', 'hidden-blade', 'armor'] as const) {
      for (const type of CARD_TYPES) {
        const problem = checkCardMove(card(type), { place: 'board', memberId: 1, slot }, facts());
        if (type === slot) expect(problem).toBeNull();
        else expectRefusal(problem, 'EQP-3', { context: type, card: 'Card' }, 'to.slot');
      }
    }
    for (const type of CARD_TYPES) expect(checkCardMove(card(type), { place: 'board', memberId: 1, slot: 'inventory-5' }, facts())).toBeNull();
  });

  it('EQP-4, EQP-6: an occupied slot is refused, but a card may stay where it is', () => {
    const cards = [{ id: 7, name: 'Sword', cardType: 'melee' as const, location: { place: 'board' as const, memberId: 1, slot: 'melee' as const } }];
    expectRefusal(checkCardMove(card('melee'), { place: 'board', memberId: 1, slot: 'melee' }, facts({ cards })), 'EQP-4', { assassin: 'Claudio', card: 'Sword' }, 'to.slot');
    expect(checkCardMove({ ...cards[0]!, id: 7 }, { place: 'board', memberId: 1, slot: 'melee' }, facts({ cards }))).toBeNull();
    const armor = [{ id: 8, name: 'Cloak', cardType: 'armor' as const, location: { place: 'board' as const, memberId: 1, slot: 'armor' as const } }];
    expectRefusal(checkCardMove(card('armor'), { place: 'board', memberId: 1, slot: 'armor' }, facts({ cards: armor })), 'EQP-6', {
      context: 'wearing',
      assassin: 'Claudio',
      card: 'Cloak',
    });
  });

  it('APP-5: no hidden blade for an apprentice stand-in, though it may carry one in its bag or inventory', () => {
    expectRefusal(checkCardMove(card('hidden-blade'), { place: 'board', memberId: 2, slot: 'hidden-blade' }, facts()), 'APP-5', { assassin: 'Daria' }, 'to.slot');
    expect(checkCardMove(card('hidden-blade'), { place: 'board', memberId: 2, slot: 'inventory-1' }, facts())).toBeNull();
    expect(checkCardMove(card('hidden-blade'), { place: 'bag', memberId: 2 }, facts())).toBeNull();
  });

  it('VILLA-3, HQ-A1-4: the villa before the HQ, the HQ main hall once it exists', () => {
    expect(checkCardMove(card('none'), { place: 'villa' }, facts())).toBeNull();
    expectRefusal(checkCardMove(card('none'), { place: 'villa' }, facts({ hqEstablished: true })), 'VILLA-3', {}, 'to');
    expectRefusal(checkCardMove(card('none'), { place: 'main-hall' }, facts()), 'HQ-A1-4', {}, 'to');
    expect(checkCardMove(card('none'), { place: 'main-hall' }, facts({ hqEstablished: true }))).toBeNull();
  });

  it('PLY-5: one who left has no board and no bag to fill; an unknown member is not in the campaign', () => {
    expectRefusal(checkCardMove(card('melee'), { place: 'board', memberId: 3, slot: 'melee' }, facts()), 'PLY-5', { assassin: 'Bastiano' }, 'to.memberId');
    expectRefusal(checkCardMove(card('melee'), { place: 'bag', memberId: 3 }, facts()), 'PLY-5', { assassin: 'Bastiano' }, 'to.memberId');
    expectRefusal(checkCardMove(card('melee'), { place: 'bag', memberId: 99 }, facts()), 'PLY-5', { context: 'notInCampaign' }, 'to.memberId');
  });

  it('EQP-6: only an armor card adds health, checked before where the new card goes', () => {
    const sword = { name: 'Sword', boxCardId: null, cardType: 'melee' as const, armorHealth: 2 };
    expectRefusal(checkAddCard(sword, { place: 'villa' }, facts()), 'EQP-6', { context: 'notArmor', card: 'Sword' }, 'card.armorHealth');
    expect(checkAddCard({ ...sword, armorHealth: 0 }, { place: 'villa' }, facts())).toBeNull();
    expectRefusal(checkAddCard({ ...sword, armorHealth: 0 }, { place: 'board', memberId: 1, slot: 'ranged' }, facts()), 'EQP-3', { context: 'melee', card: 'Sword' }, 'to.slot');
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
    expectRefusal(checkSkillLevel(1, null, 0), 'LVL-1', { context: 'unknown' }, 'level');
    expectRefusal(checkSkillLevel(2, 1, 0), 'LVL-1', { partyLevel: 'I', level: 'II' }, 'level');
    expect(checkSkillLevel(2, 3, 2)).toBeNull();
    expect(checkSkillLevel(1, null, 2)).toBeNull();
    expectRefusal(checkSkillLevel(3, null, 2), 'LVL-1', { context: 'unknown' }, 'level');
    expect(checkSkillLevel(3, 3, 2)).toBeNull();
    expect(levelNumeral(4)).toBe('IV');
  });

  it('APX-SET-4, LVL-A-1: an Apocalypse campaign refuses the core cards it leaves out, by name; a core campaign does not', () => {
    const alif: SkillChoiceFacts = { box: 'apocalypse', campaignLevel: 3, startingLevel: 2, assassin: 'Alif', initial: 'A' };
    expectRefusal(checkSkillChoice(alif, { level: 3, name: 'Ezio!' }), 'LVL-A-1', { card: 'Ezio!', assassin: 'Alif' }, 'name');
    expectRefusal(checkSkillChoice(alif, { level: 1, name: 'tank' }), 'APX-SET-4', { card: 'Tank', assassin: 'Alif' }, 'name');
    expect(checkSkillChoice({ ...alif, box: 'core', startingLevel: 0 }, { level: 3, name: 'Ezio!' })).toBeNull();
    // The level is checked first: a card for a level not reached is refused for that.
    expectRefusal(checkSkillChoice(alif, { level: 4, name: 'Ezio!' }), 'LVL-1', { partyLevel: 'III', level: 'IV' }, 'level');
  });
});
