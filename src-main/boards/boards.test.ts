import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/ipc/events.js';
import type { PartyBoards } from '../../shared/boards/board.js';
import type { TestCore } from '../test-support/temp-core.js';
import { openBoardCampaign, newCard, expectUndoRestores, type BoardCampaign } from '../test-support/board-fixtures.js';
import { earnXp, playAttempt, unlockHq } from '../test-support/campaign-steps.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  ({ t, c } = await openBoardCampaign());
});
afterEach(() => t.dispose());

const boardOf = (boards: PartyBoards, memberId: number) => boards.members.find((m) => m.memberId === memberId)!;
const get = () => t.call('board/get', { campaignId: c.campaignId });

/** Adds a card and returns its id. */
async function give(name: string, type: Parameters<typeof newCard>[1], to: Parameters<typeof t.call<'board/add-card'>>[1]['to'], armorHealth = 0) {
  const boards = await t.call('board/add-card', { campaignId: c.campaignId, card: newCard(name, type, armorHealth), to });
  const all = [...boards.villa, ...boards.members.flatMap((m) => [...Object.values(m.slots).filter((x) => x !== null), ...m.bag])];
  return Math.max(...all.map((card) => card!.id));
}

describe('an empty board', () => {
  it('HLT-1, EQP-1: every assassin starts at 3 health, at level 0, with empty typed and inventory slots', async () => {
    const boards = await get();
    expect(boards).toMatchObject({ level: 0, hqEstablished: false, villa: [], betweenMemories: true });
    for (const board of boards.members) {
      expect(board).toMatchObject({ status: 'in-play', level: 0, maxHealth: 3, health: 3, healthState: 'full', apprenticeStandsIn: false, bag: [], skills: [], pendingSkillLevels: [] });
      expect(Object.keys(board.slots)).toHaveLength(9);
      expect(Object.values(board.slots).every((card) => card === null)).toBe(true);
    }
  });

  it('LVL-1: once the party has XP, the level stays unknown until the XP thresholds are entered, never guessed', async () => {
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: null });
    await playAttempt(t, c.campaignId, '1.1', { otherXp: 3 });
    const boards = await get();
    expect(boards.level).toBeNull();
    expect(boards.members.every((m) => m.level === null && m.pendingSkillLevels.length === 0)).toBe(true);
  });

  it('CMP-3, LVL-1: with no XP yet no threshold can be reached, so the party is at level 0 even before the thresholds are entered', async () => {
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: null });
    const boards = await get();
    expect(boards.level).toBe(0);
    expect(boards.members.every((m) => m.level === 0 && m.pendingSkillLevels.length === 0)).toBe(true);
  });

  it('answers an unknown campaign with not-found', async () => {
    expect(await t.refuse('board/get', { campaignId: 999 })).toMatchObject({ code: 'not-found', field: 'campaignId' });
  });
});

describe('cards and slots (EQP, SLOT, VILLA)', () => {
  it('EQP-2: a card goes into its typed slot, an inventory slot, the villa or the bag', async () => {
    const claudio = c.member.claudio!;
    await give('Ordinary Sword', 'melee', { place: 'board', memberId: claudio, slot: 'melee' });
    await give('Smoke Bomb', 'none', { place: 'board', memberId: claudio, slot: 'inventory-3' });
    await give('Crossbow', 'ranged', { place: 'villa' });
    await give('Parachute', 'none', { place: 'bag', memberId: claudio });
    const boards = await get();
    const board = boardOf(boards, claudio);
    expect(board.slots.melee).toMatchObject({ name: 'Ordinary Sword', cardType: 'melee' });
    expect(board.slots['inventory-3']).toMatchObject({ name: 'Smoke Bomb' });
    expect(board.bag.map((card) => card.name)).toEqual(['Parachute']);
    expect(boards.villa.map((card) => card.name)).toEqual(['Crossbow']);
  });

  it('EQP-3: a card of the wrong type is refused from a typed slot, saying why, and nothing changes', async () => {
    const to = { place: 'board', memberId: c.member.claudio!, slot: 'ranged' } as const;
    const error = await t.refuseUnchanged('board/add-card', { campaignId: c.campaignId, card: newCard('Ordinary Sword', 'melee'), to });
    expectRefusal(error, 'EQP-3', { context: 'melee', card: 'Ordinary Sword' }, 'to.slot');
  });

  it('EQP-3: a card with no slot icon goes only to an inventory slot', async () => {
    const id = await give('Smoke Bomb', 'none', { place: 'villa' });
    const error = await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: id, to: { place: 'board', memberId: c.member.daria!, slot: 'melee' } });
    expectRefusal(error, 'EQP-3', { context: 'none', card: 'Smoke Bomb' }, 'to.slot');
  });

  it('EQP-4: an occupied slot is refused until it is freed', async () => {
    const daria = c.member.daria!;
    await give('Ordinary Sword', 'melee', { place: 'board', memberId: daria, slot: 'melee' });
    const axe = await give('Axe', 'melee', { place: 'villa' });
    const error = await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: axe, to: { place: 'board', memberId: daria, slot: 'melee' } });
    expectRefusal(error, 'EQP-4', { assassin: 'Daria', card: 'Ordinary Sword' }, 'to.slot');
    // An inventory slot holds one card too.
    await give('Smoke Bomb', 'none', { place: 'board', memberId: daria, slot: 'inventory-1' });
    expectRefusal(
      await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: axe, to: { place: 'board', memberId: daria, slot: 'inventory-1' } }),
      'EQP-4',
      { assassin: 'Daria', card: 'Smoke Bomb' },
    );
  });

  it('EQP-6, HLT-1: worn armor adds its health to the maximum; one armor at a time', async () => {
    const claudio = c.member.claudio!;
    const cloak = await give('Borgia Cloak', 'armor', { place: 'board', memberId: claudio, slot: 'armor' }, 2);
    expect(boardOf(await get(), claudio)).toMatchObject({ maxHealth: 5, health: 5, healthState: 'full' });
    const second = await give('Plate', 'armor', { place: 'villa' }, 1);
    expectRefusal(
      await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: second, to: { place: 'board', memberId: claudio, slot: 'armor' } }),
      'EQP-6',
      { context: 'wearing', assassin: 'Claudio', card: 'Borgia Cloak' },
      'to.slot',
    );
    // Carried in the inventory, armor adds nothing.
    await t.call('board/move-card', { campaignId: c.campaignId, cardId: cloak, to: { place: 'board', memberId: claudio, slot: 'inventory-1' } });
    expect(boardOf(await get(), claudio)).toMatchObject({ maxHealth: 3, health: 3 });
  });

  it('EQP-6: refuses armor health on a card that is not armor', async () => {
    const error = await t.refuseUnchanged('board/add-card', { campaignId: c.campaignId, card: newCard('Sword', 'melee', 2), to: { place: 'villa' } });
    expectRefusal(error, 'EQP-6', { context: 'notArmor', card: 'Sword' }, 'card.armorHealth');
  });

  it('APP-5: the hidden-blade slot is refused while an apprentice stands in', async () => {
    const daria = c.member.daria!;
    await playAttempt(t, c.campaignId, '0.1', { eliminatedMemberIds: [daria] });
    expect(boardOf(await get(), daria)).toMatchObject({ apprenticeStandsIn: true, healthState: 'eliminated' });
    const blade = await give('Hidden Blade', 'hidden-blade', { place: 'villa' });
    const error = await t.refuseUnchanged('board/move-card', {
      campaignId: c.campaignId,
      cardId: blade,
      to: { place: 'board', memberId: daria, slot: 'hidden-blade' },
    });
    expectRefusal(error, 'APP-5', { assassin: 'Daria' }, 'to.slot');
    // The assassin itself may.
    await t.call('board/move-card', { campaignId: c.campaignId, cardId: blade, to: { place: 'board', memberId: c.member.claudio!, slot: 'hidden-blade' } });
  });

  it('VILLA-2/3: the villa takes cards before the HQ, and is refused once the HQ exists', async () => {
    const sword = await give('Sword', 'melee', { place: 'board', memberId: c.member.claudio!, slot: 'melee' });
    await unlockHq(t, c.campaignId);
    const error = await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'villa' } });
    expectRefusal(error, 'VILLA-3', {}, 'to');
    expectRefusal(await t.refuseUnchanged('board/add-card', { campaignId: c.campaignId, card: newCard('Axe', 'melee'), to: { place: 'villa' } }), 'VILLA-3');
  });

  it('moving a card where it already is records nothing', async () => {
    const sword = await give('Sword', 'melee', { place: 'villa' });
    const before = await t.state();
    await t.call('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'villa' } });
    expect(await t.state()).toEqual(before);
  });

  it('refuses a card of another campaign or a missing board with not-found', async () => {
    const other = await t.call('campaign/create', { name: 'Other', playerNames: ['A', 'B'], difficulty: 'normal', box: 'core', party: [{ characterId: 'alessandra', seat: 1 }, { characterId: 'bastiano', seat: 2 }] });
    const sword = await give('Sword', 'melee', { place: 'villa' });
    expect(await t.refuseUnchanged('board/remove-card', { campaignId: other.id, cardId: sword })).toMatchObject({ code: 'not-found', field: 'cardId' });
    expect(
      await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'bag', memberId: 9999 } }),
    ).toMatchObject({ code: 'not-found', field: 'to.memberId' });
  });

  it('undo restores each card command: add, move and remove', async () => {
    const empty = await get();
    const added = await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Sword', 'melee'), to: { place: 'villa' } });
    await expectUndoRestores(t, c.campaignId, empty, added);
    const sword = added.villa[0]!.id;
    const moved = await t.call('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'board', memberId: c.member.daria!, slot: 'melee' } });
    await expectUndoRestores(t, c.campaignId, added, moved);
    const removed = await t.call('board/remove-card', { campaignId: c.campaignId, cardId: sword });
    expect(boardOf(removed, c.member.daria!).slots.melee).toBeNull();
    await expectUndoRestores(t, c.campaignId, moved, removed);
    expect((await t.call('history/status', {})).undo).toMatchObject({ category: 'party', summaryKey: 'boardCardRemoved', summaryParams: { name: 'Sword' } });
  });

  it.each([
    ['an unknown slot', { to: { place: 'board', memberId: 1, slot: 'boots' } }, 'to.slot'],
    ['a card with no name', { card: { ...newCard('x', 'melee'), name: '  ' } }, 'card.name'],
    ['an unknown card type', { card: { ...newCard('x', 'melee'), cardType: 'shield' } }, 'card.cardType'],
    ['a slot in the villa', { to: { place: 'villa', slot: 'melee' } }, 'to.slot'],
    ['armor health of 10', { card: newCard('Plate', 'armor', 10) }, 'card.armorHealth'],
  ])('refuses %s, naming the field, and leaves the save unchanged', async (_case, change, field) => {
    const request = { campaignId: c.campaignId, card: newCard('Sword', 'melee'), to: { place: 'villa' }, ...change };
    expect(await t.refuseUnchanged('board/add-card', request)).toMatchObject({ code: 'invalid-request', field });
  });

  it("tells every window that the campaign's boards changed", async () => {
    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    await give('Sword', 'melee', { place: 'villa' });
    expect(events).toContainEqual({ name: 'campaign/progress-changed', payload: { campaignId: c.campaignId, areas: ['boards'] } });
  });
});

describe('health and elimination (HLT)', () => {
  it('HLT-2..4: health sets the state: full, injured, and critical at 0', async () => {
    const claudio = c.member.claudio!;
    const set = (health: number) => t.call('board/set-health', { campaignId: c.campaignId, memberId: claudio, health });
    expect(boardOf(await set(2), claudio)).toMatchObject({ health: 2, healthState: 'injured' });
    expect(boardOf(await set(0), claudio)).toMatchObject({ health: 0, healthState: 'critical' });
    expect(boardOf(await set(3), claudio)).toMatchObject({ health: 3, healthState: 'full' });
  });

  it('HLT-1: refuses more health than 3 + armor', async () => {
    const claudio = c.member.claudio!;
    expectRefusal(await t.refuseUnchanged('board/set-health', { campaignId: c.campaignId, memberId: claudio, health: 4 }), 'HLT-1', { assassin: 'Claudio', max: 3 }, 'health');
    await give('Cloak', 'armor', { place: 'board', memberId: claudio, slot: 'armor' }, 1);
    expect(boardOf(await t.call('board/set-health', { campaignId: c.campaignId, memberId: claudio, health: 4 }), claudio).healthState).toBe('full');
  });

  it('refuses negative health, naming the field', async () => {
    expect(await t.refuseUnchanged('board/set-health', { campaignId: c.campaignId, memberId: c.member.claudio!, health: -1 })).toMatchObject({
      code: 'invalid-request',
      field: 'health',
    });
  });

  it('HLT-9: eliminating puts the hidden-blade card in the bag and an apprentice stands in; undo restores it', async () => {
    const daria = c.member.daria!;
    await playAttempt(t, c.campaignId, '0.1');
    await give('Hidden Blade', 'hidden-blade', { place: 'board', memberId: daria, slot: 'hidden-blade' });
    await give('Sword', 'melee', { place: 'board', memberId: daria, slot: 'melee' });
    const before = await get();
    const after = await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: daria, eliminated: true });
    const board = boardOf(after, daria);
    expect(board).toMatchObject({ healthState: 'eliminated', health: 0, apprenticeStandsIn: true });
    expect(board.slots['hidden-blade']).toBeNull();
    expect(board.slots.melee).toMatchObject({ name: 'Sword' });
    expect(board.bag.map((card) => card.name)).toEqual(['Hidden Blade']);
    await expectUndoRestores(t, c.campaignId, before, after);
  });

  it('APP-6: bringing an assassin back returns it at full health', async () => {
    const daria = c.member.daria!;
    await playAttempt(t, c.campaignId, '0.1');
    await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: daria, eliminated: true });
    expectRefusal(await t.refuseUnchanged('board/set-health', { campaignId: c.campaignId, memberId: daria, health: 1 }), 'HLT-8', { context: 'eliminated', assassin: 'Daria' }, 'memberId');
    const back = await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: daria, eliminated: false });
    expect(boardOf(back, daria)).toMatchObject({ healthState: 'full', health: 3, apprenticeStandsIn: false });
  });

  it('HLT-8: an elimination belongs to an attempt, so it is refused before any is recorded', async () => {
    expectRefusal(
      await t.refuseUnchanged('board/set-eliminated', { campaignId: c.campaignId, memberId: c.member.daria!, eliminated: true }),
      'HLT-8',
      { context: 'noAttempt', assassin: 'Daria' },
      'eliminated',
    );
  });

  it('undo restores a health change', async () => {
    const before = await get();
    const after = await t.call('board/set-health', { campaignId: c.campaignId, memberId: c.member.daria!, health: 1 });
    await expectUndoRestores(t, c.campaignId, before, after);
    expect((await t.call('history/status', {})).undo).toMatchObject({ summaryKey: 'boardHealthSet', summaryParams: { assassin: 'Daria', health: 1 } });
  });
});

describe('levels and skills (LVL, SKL)', () => {
  it('LVL-1: reaching a threshold levels up every assassin and shows the level as pending', async () => {
    await earnXp(t, c.campaignId, 12);
    const boards = await get();
    expect(boards.level).toBe(2);
    expect(boards.members.map((m) => [m.level, m.pendingSkillLevels])).toEqual([
      [2, [1, 2]],
      [2, [1, 2]],
    ]);
  });

  it('LVL-3: one skill per assassin and level; choosing again replaces it; clearing makes it pending again', async () => {
    await earnXp(t, c.campaignId, 6);
    const claudio = c.member.claudio!;
    const choose = (name: string) => t.call('board/choose-skill', { campaignId: c.campaignId, memberId: claudio, level: 1, name, hqLevelRequired: null });
    await choose('Skill A');
    const replaced = boardOf(await choose('Skill B'), claudio);
    expect(replaced.skills).toEqual([{ level: 1, name: 'Skill B', hqLevelRequired: null, usable: true, unusableRule: null }]);
    expect(replaced.pendingSkillLevels).toEqual([]);
    const cleared = boardOf(await t.call('board/clear-skill', { campaignId: c.campaignId, memberId: claudio, level: 1 }), claudio);
    expect(cleared).toMatchObject({ skills: [], pendingSkillLevels: [1] });
  });

  it('LVL-1: choose-skill above the party level is refused', async () => {
    await earnXp(t, c.campaignId, 6);
    const error = await t.refuseUnchanged('board/choose-skill', {
      campaignId: c.campaignId,
      memberId: c.member.claudio!,
      level: 2,
      name: 'Skill A',
      hqLevelRequired: null,
    });
    expectRefusal(error, 'LVL-1', { partyLevel: 'I', level: 'II' }, 'level');
  });

  it('APX-SET-4: an Apocalypse campaign (starting at II) chooses its level-I and level-II cards at setup', async () => {
    await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [5, 10, 20, 30] });
    const apo = await t.call('campaign/create', {
      name: 'Ruins',
      playerNames: ['A', 'B'],
      difficulty: 'normal',
      box: 'apocalypse',
      party: [{ characterId: 'alif', seat: 1 }, { characterId: 'bastiano', seat: 2 }],
    });
    const boards = await t.call('board/get', { campaignId: apo.id });
    expect(boards.level).toBe(2);
    expect(boards.members[0]!.pendingSkillLevels).toEqual([1, 2]);
    const chosen = await t.call('board/choose-skill', { campaignId: apo.id, memberId: boards.members[0]!.memberId, level: 2, name: 'S', hqLevelRequired: null });
    expect(chosen.members[0]!.pendingSkillLevels).toEqual([1]);
    const error = await t.refuseUnchanged('board/choose-skill', { campaignId: apo.id, memberId: boards.members[0]!.memberId, level: 3, name: 'S', hqLevelRequired: null });
    expectRefusal(error, 'LVL-1', { partyLevel: 'II', level: 'III' }, 'level');
  });

  it('LVL-4: an apprentice refused a level III skill — chosen for the eliminated assassin, shown unusable', async () => {
    const daria = c.member.daria!;
    await earnXp(t, c.campaignId, 25, { eliminatedMemberIds: [daria] });
    for (const level of [2, 3]) {
      await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: daria, level, name: `Skill ${level}`, hqLevelRequired: null });
    }
    const board = boardOf(await get(), daria);
    expect(board.apprenticeStandsIn).toBe(true);
    expect(board.skills).toEqual([
      { level: 2, name: 'Skill 2', hqLevelRequired: null, usable: true, unusableRule: null },
      { level: 3, name: 'Skill 3', hqLevelRequired: null, usable: false, unusableRule: 'LVL-4' },
    ]);
    // The assassin itself, back in play, can use it again.
    const back = boardOf(await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: daria, eliminated: false }), daria);
    expect(back.skills[1]).toMatchObject({ usable: true, unusableRule: null });
  });

  it('SKL-3: a skill that requires an HQ level is chosen but unusable until the HQ reaches it', async () => {
    await earnXp(t, c.campaignId, 6);
    const claudio = c.member.claudio!;
    const boards = await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: claudio, level: 1, name: 'Skill A', hqLevelRequired: 1 });
    expect(boardOf(boards, claudio).skills[0]).toMatchObject({ hqLevelRequired: 1, usable: false, unusableRule: 'SKL-3' });
    await unlockHq(t, c.campaignId);
    expect(boardOf(await get(), claudio).skills[0]).toMatchObject({ usable: true, unusableRule: null });
  });

  it('undo restores choosing and clearing a skill', async () => {
    await earnXp(t, c.campaignId, 6);
    const before = await get();
    const chosen = await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: c.member.daria!, level: 1, name: 'Skill A', hqLevelRequired: null });
    await expectUndoRestores(t, c.campaignId, before, chosen);
    expect((await t.call('history/status', {})).undo).toMatchObject({ summaryKey: 'boardSkillChosen', summaryParams: { assassin: 'Daria', level: 'I', name: 'Skill A' } });
    const cleared = await t.call('board/clear-skill', { campaignId: c.campaignId, memberId: c.member.daria!, level: 1 });
    await expectUndoRestores(t, c.campaignId, chosen, cleared);
  });

  it('refuses a skill with no name or a level above IV, naming the field', async () => {
    const base = { campaignId: c.campaignId, memberId: c.member.daria!, level: 1, name: 'Skill', hqLevelRequired: null };
    expect(await t.refuseUnchanged('board/choose-skill', { ...base, name: '' })).toMatchObject({ code: 'invalid-request', field: 'name' });
    expect(await t.refuseUnchanged('board/choose-skill', { ...base, level: 5 })).toMatchObject({ code: 'invalid-request', field: 'level' });
    expect(await t.refuseUnchanged('board/clear-skill', { campaignId: c.campaignId, memberId: c.member.daria!, level: 1 })).toMatchObject({
      code: 'not-found',
      field: 'level',
    });
  });
});
