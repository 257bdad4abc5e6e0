import { describe, expect, it } from 'vitest';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';
import type { PlayCard } from './play-state.js';
import { decideWriteBack, type CampaignWriteBack, type SetupCardFact, type WriteBackFacts, type WriteBackMember } from './write-back.js';

/*
 * The end of a memory written back to the campaign. Expected values follow the rule text:
 * health and states (HLT-1…4), the eliminated and their bag (HLT-8, HLT-9: the assassin
 * card, the hidden-blade card and the level III and IV skill cards), apprentices (APP-1,
 * APP-4, HQ-HOS-5), cards (EQP-2…5) and chest cards after a failure (REPLAY-1, MAP-CHS-1).
 */

const ALESSANDRA = 1;
const BASTIANO = 2;

/** An assassin at full health (3, no armor, HLT-1) who ends the play as it began unless told otherwise. */
function member(memberId: number, over: Partial<WriteBackMember> = {}): WriteBackMember {
  return {
    memberId,
    characterId: memberId === ALESSANDRA ? 'alessandra' : 'bastiano',
    apprentice: false,
    before: { health: 3, max: 3, state: 'full' },
    after: { health: 3, max: 3, condition: 'full' },
    setupCards: [],
    finalCards: [],
    highSkills: [],
    ...over,
  };
}

const facts = (members: WriteBackMember[], over: Partial<WriteBackFacts> = {}): WriteBackFacts => ({ outcome: 'success', chestsOpened: 0, members, chestCards: [], ...over });

function decided(input: WriteBackFacts): CampaignWriteBack {
  const decision = decideWriteBack(input);
  if (!decision.ok) throw new Error(decision.refusal.message);
  return decision.value;
}

const start = (cardId: number, slot: SetupCardFact['slot'], name: string, reusable?: boolean): SetupCardFact => ({ cardId, slot, name, ...(reusable === undefined ? {} : { reusable }) });
const card = (slot: PlayCard['slot'], name: string, over: Partial<PlayCard> = {}): PlayCard => ({ slot, name, ...over });

describe('health and state (HLT-1…4)', () => {
  it('HLT-3: Alessandra ends at 2 of 3: the campaign takes 2 and injured', () => {
    const result = decided(facts([member(ALESSANDRA, { after: { health: 2, max: 3, condition: 'injured' } })]));
    expect(result.assassins[0]).toMatchObject({ health: { from: 3, to: 2, max: 3 }, state: { from: 'full', to: 'injured' }, eliminated: false, bag: null });
    expect(result.unchanged).toBe(false);
  });

  it('HLT-4: Bastiano ends critical (no health left): the campaign takes 0 and critical, not eliminated', () => {
    const result = decided(facts([member(BASTIANO, { after: { health: 0, max: 3, condition: 'critical' } })]));
    expect(result.assassins[0]).toMatchObject({ health: { from: 3, to: 0 }, state: { to: 'critical' }, eliminated: false });
  });

  it('HLT-1, EQP-6: armor worn during the play raises the maximum the campaign keeps (3 + 2)', () => {
    const result = decided(facts([member(ALESSANDRA, { after: { health: 4, max: 5, condition: 'injured' }, finalCards: [card('armor', 'Test armor', { cardType: 'armor', armorHealth: 2 })] })]));
    expect(result.assassins[0]!.health).toEqual({ from: 3, to: 4, max: 5 });
  });

  it('a play that changed nothing leaves the campaign unchanged', () => {
    const sword = start(10, 'melee', 'Ordinary Sword');
    expect(decided(facts([member(ALESSANDRA, { setupCards: [sword], finalCards: [card('melee', 'Ordinary Sword')] })])).unchanged).toBe(true);
  });
});

describe('the eliminated (HLT-8, HLT-9, APP-1, APP-4)', () => {
  const blade = start(20, 'hidden-blade', 'Hidden Blade');
  const sword = start(21, 'melee', 'Ordinary Sword');
  const eliminatedBastiano = member(BASTIANO, {
    after: { health: 0, max: 3, condition: 'eliminated' },
    setupCards: [blade, sword],
    finalCards: [card('hidden-blade', 'Hidden Blade'), card('melee', 'Ordinary Sword')],
    highSkills: ['Test skill III'],
  });

  it('HLT-8, HLT-9: an assassin eliminated on the board is eliminated; its hidden-blade card and level III and IV skill cards go into its bag', () => {
    const result = decided(facts([eliminatedBastiano]));
    expect(result.assassins[0]).toMatchObject({ eliminated: true, state: { from: 'full', to: 'eliminated' }, health: { to: 0 }, bag: { hiddenBlade: 'Hidden Blade', highSkills: ['Test skill III'] } });
  });

  it('APP-4: its other cards stay on its board, for the apprentice who stands in', () => {
    expect(decided(facts([eliminatedBastiano])).assassins[0]!.staying).toEqual(['Ordinary Sword']);
  });

  it('HLT-9: an eliminated assassin without a hidden-blade card bags none', () => {
    const result = decided(facts([member(BASTIANO, { after: { health: 0, max: 3, condition: 'eliminated' } })]));
    expect(result.assassins[0]!.bag).toEqual({ hiddenBlade: null, highSkills: [] });
  });

  it('APP-1, APP-4, HQ-HOS-5: an apprentice standing in is not eliminated on the campaign, and its wounds are not carried over', () => {
    const apprentice = member(BASTIANO, { apprentice: true, before: { health: 0, max: 3, state: 'eliminated' }, after: { health: 0, max: 3, condition: 'eliminated' } });
    const result = decided(facts([apprentice]));
    expect(result.assassins[0]).toMatchObject({ eliminated: false, bag: null, health: { from: 0, to: 0 }, state: { from: 'eliminated', to: 'eliminated' } });
    expect(result.unchanged).toBe(true);
  });
});

describe('cards (EQP-2…5, ACT-TRD-1)', () => {
  it('EQP-2: a card gained during the play is added where it ended, with the icon typed from it', () => {
    const result = decided(facts([member(ALESSANDRA, { finalCards: [card('inventory-2', 'Smoke Bomb', { cardType: 'none' })] })]));
    expect(result.cards).toEqual([{ kind: 'gained', memberId: ALESSANDRA, slot: 'inventory-2', name: 'Smoke Bomb', cardType: 'none', armorHealth: 0, chest: false, kept: true }]);
  });

  it('EQP-3: a gained card typed without an icon takes the icon of the typed slot it sits in', () => {
    const result = decided(facts([member(ALESSANDRA, { finalCards: [card('ranged', 'Crossbow')] })]));
    expect(result.cards[0]).toMatchObject({ kind: 'gained', cardType: 'ranged' });
  });

  it('EQP-4: a card moved to the inventory during the play moves there on the campaign', () => {
    const result = decided(facts([member(ALESSANDRA, { setupCards: [start(30, 'melee', 'Ordinary Sword')], finalCards: [card('inventory-1', 'Ordinary Sword')] })]));
    expect(result.cards).toEqual([{ kind: 'moved', cardId: 30, name: 'Ordinary Sword', from: { memberId: ALESSANDRA, slot: 'melee' }, to: { memberId: ALESSANDRA, slot: 'inventory-1' } }]);
  });

  it('ACT-TRD-1: a card traded to another assassin moves to that assassin’s board', () => {
    const result = decided(
      facts([
        member(ALESSANDRA, { setupCards: [start(31, 'inventory-1', 'Medicine')] }),
        member(BASTIANO, { finalCards: [card('inventory-3', 'medicine')] }),
      ]),
    );
    expect(result.cards).toEqual([{ kind: 'moved', cardId: 31, name: 'Medicine', from: { memberId: ALESSANDRA, slot: 'inventory-1' }, to: { memberId: BASTIANO, slot: 'inventory-3' } }]);
  });

  it('EQP-5: a black card used up goes to the discard pile, a light-gray one back to its box slot, one whose background is not known is simply gone', () => {
    const result = decided(
      facts([member(ALESSANDRA, { setupCards: [start(40, 'inventory-1', 'Medicine', false), start(41, 'melee', 'Broadsword', true), start(42, 'inventory-2', 'Letter')] })]),
    );
    expect(result.cards.map((change) => (change.kind === 'gone' ? [change.name, change.to] : change.kind))).toEqual([
      ['Medicine', 'discard-pile'],
      ['Broadsword', 'box'],
      ['Letter', null],
    ]);
  });

  it('a card removed from the campaign during the play (no campaign card any more) is left alone', () => {
    const result = decided(facts([member(ALESSANDRA, { setupCards: [{ cardId: null, slot: 'melee', name: 'Lost sword' }] })]));
    expect(result.cards).toEqual([]);
  });
});

describe('chest cards (MAP-CHS-1, REPLAY-1)', () => {
  const withChestCard = (outcome: 'success' | 'failure') =>
    facts([member(ALESSANDRA, { finalCards: [card('inventory-1', 'Chest ring')] })], { outcome, chestsOpened: 1, chestCards: [{ memberId: ALESSANDRA, slot: 'inventory-1' }] });

  it('MAP-CHS-1: after a success the chest card drawn is kept on the board it went to', () => {
    expect(decided(withChestCard('success')).cards[0]).toMatchObject({ kind: 'gained', name: 'Chest ring', chest: true, kept: true });
  });

  it('REPLAY-1: after a failure the chest card goes back to the chest deck: it is not added to the board', () => {
    const result = decided(withChestCard('failure'));
    expect(result.cards[0]).toMatchObject({ kind: 'gained', chest: true, kept: false });
    expect(result.unchanged).toBe(true);
  });

  it('MAP-CHS-1: one chest card per chest opened; more are refused and nothing is decided', () => {
    const decision = decideWriteBack({
      ...withChestCard('success'),
      chestsOpened: 0,
    });
    expectRefusal(refusalOf(decision), 'MAP-CHS-1', { context: 'tooMany', opened: 0, marked: 1 }, 'chestCards');
  });

  it('MAP-CHS-1: a card the assassin had when the play began is not a chest card', () => {
    const decision = decideWriteBack(
      facts([member(ALESSANDRA, { setupCards: [start(50, 'inventory-1', 'Old ring')], finalCards: [card('inventory-1', 'Old ring')] })], {
        chestsOpened: 1,
        chestCards: [{ memberId: ALESSANDRA, slot: 'inventory-1' }],
      }),
    );
    expectRefusal(refusalOf(decision), 'MAP-CHS-1', { context: 'notGained' }, 'chestCards.0');
  });
});
