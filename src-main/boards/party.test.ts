import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/ipc/events.js';
import type { PartyBoards } from '../../shared/boards/board.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { boardCampaign, newCard, expectUndoRestores, type BoardCampaign } from '../test-support/board-fixtures.js';
import { earnXp, playAttempt } from '../test-support/campaign-steps.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { startTestPlay, TEST_MAP_TEXT } from '../memory-play/test-support/play-fixtures.js';

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore();
  // Two players; Anna controls Claudio and Daria, Bartek controls Alessandra.
  c = await boardCampaign(t, {
    party: [
      { characterId: 'claudio', seat: 1 },
      { characterId: 'daria', seat: 1 },
      { characterId: 'alessandra', seat: 2 },
    ],
  });
});
afterEach(async () => {
  await t.dispose();
});

const get = () => t.call('board/get', { campaignId: c.campaignId });
const byCharacter = (boards: PartyBoards, characterId: string) => boards.members.find((m) => m.characterId === characterId)!;
const inPlay = (boards: PartyBoards) => boards.members.filter((m) => m.status === 'in-play').map((m) => m.characterId);

describe('joining (PLY-2, PLY-3)', () => {
  it('PLY-3: a newcomer joins at the party level, with its skill levels pending; the campaign list shows it', async () => {
    await earnXp(t, c.campaignId, 12);
    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    const boards = await t.call('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 2 });
    expect(byCharacter(boards, 'bastiano')).toMatchObject({ status: 'in-play', seat: 2, level: 2, health: 3, pendingSkillLevels: [1, 2] });
    expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(['campaign/progress-changed', 'campaign/list-changed']));
    expect((await t.call('campaign/get', { campaignId: c.campaignId })).party).toContainEqual({ characterId: 'bastiano', seat: 2 });
  });

  it('CMP-3: an assassin already in play cannot join again', async () => {
    expectRefusal(await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'alessandra', seat: 2 }), 'CMP-3', { assassin: 'Alessandra' }, 'characterId');
  });

  it('SET-8: a player at the table controls at most 2 assassins, and only seated players (or the next new one) do', async () => {
    expectRefusal(await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 1 }), 'SET-8', { context: 'tooMany', seat: 1, max: 2 }, 'seat');
    expectRefusal(await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 4 }), 'SET-8', { context: 'seat', seat: 4, players: 2 }, 'seat');
  });

  it('PLY-2, CMP-1: a third player sits down between memories, named, with an assassin of their own; undo stands them up again', async () => {
    const boards = await t.call('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 3, newPlayerName: 'Celina' });
    expect(byCharacter(boards, 'bastiano')).toMatchObject({ status: 'in-play', seat: 3 });
    const campaign = await t.call('campaign/get', { campaignId: c.campaignId });
    expect(campaign.playerNames).toHaveLength(3);
    expect(campaign.playerNames[2]).toBe('Celina');
    expect(campaign.party).toContainEqual({ characterId: 'bastiano', seat: 3 });
    await t.call('history/undo', { scope: { kind: 'campaign', campaignId: c.campaignId } });
    expect((await t.call('campaign/get', { campaignId: c.campaignId })).playerNames).toHaveLength(2);
  });

  it('PLY-2: a new player is named: without a name nothing changes', async () => {
    const refused = await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 3 });
    expect(refused).toMatchObject({ code: 'invalid-request', field: 'newPlayerName' });
  });

  it('APX-SET-1, CMP-3: an Apocalypse assassin cannot join a core campaign, nor anyone who is not an assassin', async () => {
    expectRefusal(await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'alif', seat: 2 }), 'APX-SET-1', { context: 'apocalypseOnly', assassin: 'Alif' });
    expectRefusal(await t.refuseUnchanged('party/join', { campaignId: c.campaignId, characterId: 'ezio', seat: 2 }), 'CMP-3', { context: 'notAssassin', characterId: 'ezio' });
  });

  it('undo removes a newcomer', async () => {
    const before = await get();
    const after = await t.call('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 2 });
    await expectUndoRestores(t, c.campaignId, before, after);
    expect((await t.call('history/status', {})).undo).toMatchObject({ category: 'party', summaryKey: 'partyAssassinJoined', summaryParams: { assassin: 'Bastiano' } });
  });
});

describe('leaving (PLY-5)', () => {
  it("PLY-5: the leaver's cards, on the board and in the bag, go to the villa; its skills stay with it", async () => {
    await earnXp(t, c.campaignId, 6);
    const daria = c.member.daria!;
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Sword', 'melee'), to: { place: 'board', memberId: daria, slot: 'melee' } });
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Parachute', 'none'), to: { place: 'bag', memberId: daria } });
    await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: daria, level: 1, name: 'Skill A', hqLevelRequired: null });
    const before = await get();
    const after = await t.call('party/leave', { campaignId: c.campaignId, memberId: daria });
    const board = byCharacter(after, 'daria');
    expect(board).toMatchObject({ status: 'left', bag: [], skills: [{ level: 1, name: 'Skill A' }] });
    expect(Object.values(board.slots).every((card) => card === null)).toBe(true);
    expect(after.villa.map((card) => card.name).sort()).toEqual(['Parachute', 'Sword']);
    expect(inPlay(after)).toEqual(['claudio', 'alessandra']);
    await expectUndoRestores(t, c.campaignId, before, after);
  });

  it('PLY-5: a card cannot be put on the board of an assassin who left', async () => {
    await t.call('party/leave', { campaignId: c.campaignId, memberId: c.member.daria! });
    const error = await t.refuseUnchanged('board/add-card', {
      campaignId: c.campaignId,
      card: newCard('Sword', 'melee'),
      to: { place: 'board', memberId: c.member.daria!, slot: 'melee' },
    });
    expectRefusal(error, 'PLY-5', { assassin: 'Daria' }, 'to.memberId');
  });

  it('SET-8: leaving is refused when it would leave fewer than 2 assassins or a player without one', async () => {
    expectRefusal(await t.refuseUnchanged('party/leave', { campaignId: c.campaignId, memberId: c.member.alessandra! }), 'SET-8', { context: 'noAssassin', seat: 2 }, 'memberId');
  });

  it('LVL-1: every assassin levels up, including one who left, and its pending choices show', async () => {
    await t.call('party/leave', { campaignId: c.campaignId, memberId: c.member.daria! });
    await earnXp(t, c.campaignId, 12);
    const daria = byCharacter(await get(), 'daria');
    expect(daria).toMatchObject({ status: 'left', level: 2, pendingSkillLevels: [1, 2] });
    // LVL-3: its choice goes in its plastic bag, so it can be made while it is away.
    const chosen = await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: c.member.daria!, level: 2, name: 'Skill B', hqLevelRequired: null });
    expect(byCharacter(chosen, 'daria').pendingSkillLevels).toEqual([1]);
  });

  it('PLY-3: one who left joins again with its skills and the health it left with, at the party level', async () => {
    await earnXp(t, c.campaignId, 6);
    const daria = c.member.daria!;
    await t.call('board/choose-skill', { campaignId: c.campaignId, memberId: daria, level: 1, name: 'Skill A', hqLevelRequired: null });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: daria, health: 2 });
    await t.call('party/leave', { campaignId: c.campaignId, memberId: daria });
    await earnXp(t, c.campaignId, 12);
    const back = byCharacter(await t.call('party/join', { campaignId: c.campaignId, characterId: 'daria', seat: 1 }), 'daria');
    expect(back).toMatchObject({ memberId: daria, status: 'in-play', level: 2, health: 2, skills: [{ level: 1, name: 'Skill A' }], pendingSkillLevels: [2] });
  });
});

describe('swapping (PLY-6)', () => {
  it('PLY-6: swaps a fully healthy assassin in one command; the newcomer takes its seat and place', async () => {
    const before = await get();
    const after = await t.call('party/swap', { campaignId: c.campaignId, memberId: c.member.daria!, characterId: 'bastiano' });
    expect(inPlay(after)).toEqual(['claudio', 'bastiano', 'alessandra']);
    expect(byCharacter(after, 'bastiano').seat).toBe(1);
    expect(byCharacter(after, 'daria').status).toBe('left');
    await expectUndoRestores(t, c.campaignId, before, after);
    expect((await t.call('history/status', {})).undo).toMatchObject({ summaryKey: 'partyAssassinsSwapped', summaryParams: { from: 'Daria', to: 'Bastiano' } });
  });

  it('PLY-6: swap refused when injured', async () => {
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: c.member.daria!, health: 2 });
    const error = await t.refuseUnchanged('party/swap', { campaignId: c.campaignId, memberId: c.member.daria!, characterId: 'bastiano' });
    expectRefusal(error, 'PLY-6', { assassin: 'Daria' }, 'memberId');
  });

  it('PLY-6: an assassin an apprentice stands in for is never swapped', async () => {
    await playAttempt(t, c.campaignId, '0.1', { eliminatedMemberIds: [c.member.daria!] });
    const error = await t.refuseUnchanged('party/swap', { campaignId: c.campaignId, memberId: c.member.daria!, characterId: 'bastiano' });
    expectRefusal(error, 'PLY-6', { context: 'apprentice', assassin: 'Daria' }, 'memberId');
  });

  it('CMP-3: cannot swap for an assassin already in play', async () => {
    expectRefusal(await t.refuseUnchanged('party/swap', { campaignId: c.campaignId, memberId: c.member.daria!, characterId: 'claudio' }), 'CMP-3', { assassin: 'Claudio' }, 'characterId');
  });
});

/** A join, a leave and a swap, each of which PLY-1 lets through only between memories. */
const partyChanges = () =>
  [
    ['party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 2 }],
    ['party/leave', { campaignId: c.campaignId, memberId: c.member.daria! }],
    ['party/swap', { campaignId: c.campaignId, memberId: c.member.daria!, characterId: 'bastiano' }],
  ] as const;

describe('PLY-1: only between memories', () => {
  it('PLY-1: join, leave and swap are refused while a memory is open, and allowed once its second attempt is recorded', async () => {
    await playAttempt(t, c.campaignId, '0.1', { outcome: 'failure' });
    expect((await get()).openMemory).toBe('second-attempt');
    const requests = partyChanges();
    for (const [channel, request] of requests) {
      expectRefusal(await t.refuseUnchanged(channel, request), 'PLY-1', {}, 'campaignId');
    }
    await playAttempt(t, c.campaignId, '0.1', { outcome: 'failure' });
    expect((await get()).openMemory).toBeNull();
    await t.call('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 2 });
  });

  it('PLY-1: while a memory is played on the board (never during one), join, leave and swap are refused; once the players end it there, the party may change', async () => {
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const view = await startTestPlay(t, c.campaignId);
    expect((await get()).openMemory).toBe('on-board');
    const requests = partyChanges();
    for (const [channel, request] of requests) {
      expectRefusal(await t.refuseUnchanged(channel, request), 'PLY-1', { context: 'onBoard' }, 'campaignId');
    }
    await t.call('memory-play/end', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'success' });
    expect((await get()).openMemory).toBeNull();
    await t.call('party/join', { campaignId: c.campaignId, characterId: 'bastiano', seat: 2 });
  });

  it('PLY-1: a memory won on its first attempt does not stay open', async () => {
    await playAttempt(t, c.campaignId, '0.1');
    expect((await get()).openMemory).toBeNull();
  });
});

describe('bad payloads', () => {
  it.each([
    ['party/join', { characterId: '', seat: 2 }, 'characterId'],
    ['party/join', { characterId: 'bastiano', seat: 5 }, 'seat'],
    ['party/leave', { memberId: 0 }, 'memberId'],
    ['party/swap', { memberId: 1, characterId: 'bastiano', extra: true }, 'extra'],
  ])('%s refuses %o, naming %s, and changes nothing', async (channel, request, field) => {
    expect(await t.refuseUnchanged(channel, { campaignId: c.campaignId, ...request })).toMatchObject({ code: 'invalid-request', field });
  });

  it('refuses an assassin of another campaign with not-found', async () => {
    expect(await t.refuseUnchanged('party/leave', { campaignId: c.campaignId, memberId: 999 })).toMatchObject({ code: 'not-found', field: 'memberId' });
  });
});
