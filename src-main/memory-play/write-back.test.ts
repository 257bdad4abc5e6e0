import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartyBoards } from '../../shared/boards/board.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import type { ChestCardMark } from '../../shared/memory-play/write-back.js';
import { twoPlayerApocalypseCampaign } from '../../shared/test-support/campaign-builders.js';
import { attemptRequest } from '../../shared/test-support/diary-builders.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { newCard, type BoardCampaign } from '../test-support/board-fixtures.js';
import { unlockHq } from '../test-support/campaign-steps.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, campaignWithMap, startTestPlay, TEST_MAP_TEXT, TEST_MEMORY } from './test-support/play-fixtures.js';

/*
 * The end of a memory played on the board writes its result to the campaign in the same
 * undoable command (END-3, FAIL-1): health and states (HLT-1…4), the eliminated and their bags
 * (HLT-8, HLT-9), cards (EQP-2…5), chest cards (MAP-CHS-1, REPLAY-1). The HQ hospital
 * (HQ-AS-1) and the Apocalypse end-of-memory phase (EOM-1, EOM-2) then start from them.
 */

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  t = await openTestCore(undefined, { now: steppingClock() });
  c = await campaignWithMap(t);
});
afterEach(async () => {
  await t.dispose();
});

const INTO_ASSASSIN_PHASE: StepRequest[] = [{ kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' }];

const pieceOf = (view: PlayView, characterId: string): string => {
  const piece = Object.values(view.state.miniatures).find((m) => m.kind === 'assassin' && m.characterId === characterId);
  if (!piece) throw new Error(`${characterId} is not in the play`);
  return piece.id;
};
const boardOf = (boards: PartyBoards, memberId: number) => boards.members.find((m) => m.memberId === memberId)!;
const boards = (campaignId = c.campaignId) => t.call('board/get', { campaignId });
const end = (view: PlayView, outcome: 'success' | 'failure', chestCards: ChestCardMark[] = []) =>
  t.call('memory-play/end', { campaignId: view.play.campaignId, playId: view.play.playId, outcome, chestCards });

/**
 * One assassin hurt to 1 (Claudio unless told), another eliminated on the board (Daria unless
 * told), with a hidden blade and a sword on the eliminated one's board.
 */
async function roughEvening(campaignId = c.campaignId, member = c.member, hurt = 'claudio', out = 'daria'): Promise<PlayView> {
  await t.call('board/add-card', { campaignId, card: newCard('Hidden Blade', 'hidden-blade'), to: { place: 'board', memberId: member[out]!, slot: 'hidden-blade' } });
  await t.call('board/add-card', { campaignId, card: newCard('Ordinary Sword', 'melee'), to: { place: 'board', memberId: member[out]!, slot: 'melee' } });
  const view = await startTestPlay(t, campaignId);
  return applySteps(t, campaignId, view.play.playId, [
    ...INTO_ASSASSIN_PHASE,
    { kind: 'set-health', miniatureId: pieceOf(view, hurt), health: 1 },
    { kind: 'eliminate-assassin', miniatureId: pieceOf(view, out) },
  ]);
}

describe('health and the eliminated (HLT-3, HLT-8, HLT-9, APP-4)', () => {
  it('HLT-3, HLT-8, HLT-9: the campaign takes Claudio’s 1 health and Daria’s elimination: her hidden blade goes into her bag, her sword stays for the apprentice (APP-4)', async () => {
    const view = await roughEvening();
    const ended = await end(view, 'success');
    const after = await boards();
    expect(boardOf(after, c.member.claudio!)).toMatchObject({ health: 1, maxHealth: 3, healthState: 'injured' });
    const daria = boardOf(after, c.member.daria!);
    expect(daria.health).toBe(0);
    expect(daria.bag.map((card) => card.name)).toEqual(['Hidden Blade']);
    expect(daria.slots['hidden-blade']).toBeNull();
    expect(daria.slots.melee?.name).toBe('Ordinary Sword');
    // HLT-8: the diary's record names her, and recording it eliminates her (an apprentice stands in, APP-1).
    expect(ended.prefill.eliminatedMemberIds).toEqual([c.member.daria]);
    await t.call('diary/record-attempt', attemptRequest(c.campaignId, TEST_MEMORY, { eliminatedMemberIds: ended.prefill.eliminatedMemberIds, fromPlayId: view.play.playId }));
    expect(boardOf(await boards(), c.member.daria!)).toMatchObject({ healthState: 'eliminated', apprenticeStandsIn: true });
  });

  it('the confirmation shows exactly what the end then writes (the same decision)', async () => {
    const view = await roughEvening();
    const preview = await t.call('memory-play/end-preview', { campaignId: c.campaignId, playId: view.play.playId, outcome: 'success' });
    expect(preview.assassins.map((a) => [a.characterId, a.health, a.state.to, a.bag])).toEqual([
      ['claudio', { from: 3, to: 1, max: 3 }, 'injured', null],
      ['daria', { from: 3, to: 0, max: 3 }, 'eliminated', { hiddenBlade: 'Hidden Blade', highSkills: [] }],
    ]);
    const ended = await end(view, 'success');
    expect(ended.view.campaignChanges).toEqual(preview);
  });

  it('END-3: the end and its write-back are one undoable command: undo gives back the boards and the open play; redo ends it again', async () => {
    const view = await roughEvening();
    const before = await boards();
    await end(view, 'success');
    const after = await boards();
    await t.call('history/undo', {});
    expect(await boards()).toEqual(before);
    expect((await t.call('memory-play/get', { campaignId: c.campaignId, playId: view.play.playId })).play.status).toBe('playing');
    await t.call('history/redo', {});
    expect(await boards()).toEqual(after);
  });

  it('a memory ended through a plain end step writes its result too', async () => {
    const view = await roughEvening();
    await t.call('memory-play/apply-step', { campaignId: c.campaignId, playId: view.play.playId, step: { kind: 'end-memory', outcome: 'failure' } });
    expect(boardOf(await boards(), c.member.claudio!).health).toBe(1);
  });

  it('APP-1, HQ-HOS-5: an apprentice standing in is not eliminated again on the campaign, and the assassin’s own board keeps its health', async () => {
    // Daria eliminated in an earlier memory: an apprentice plays for her in this one.
    await t.call('diary/record-attempt', attemptRequest(c.campaignId, '0.4', { eliminatedMemberIds: [c.member.daria!] }));
    const view = await startTestPlay(t, c.campaignId);
    const playing = await applySteps(t, c.campaignId, view.play.playId, [...INTO_ASSASSIN_PHASE, { kind: 'eliminate-assassin', miniatureId: pieceOf(view, 'daria') }]);
    const before = boardOf(await boards(), c.member.daria!);
    const ended = await end(playing, 'success');
    expect(ended.prefill.eliminatedMemberIds).toEqual([]);
    expect(boardOf(await boards(), c.member.daria!)).toEqual(before);
  });
});

describe('cards (EQP-2, EQP-4, EQP-5)', () => {
  it('EQP-2, EQP-4: a card gained on the board joins the campaign where it ended; a card moved to the inventory moves there', async () => {
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Ordinary Sword', 'melee'), to: { place: 'board', memberId: c.member.claudio!, slot: 'melee' } });
    const view = await startTestPlay(t, c.campaignId);
    const claudio = pieceOf(view, 'claudio');
    const playing = await applySteps(t, c.campaignId, view.play.playId, [
      ...INTO_ASSASSIN_PHASE,
      { kind: 'move-card', miniatureId: claudio, from: 'melee', to: 'inventory-1' },
      { kind: 'equip', miniatureId: claudio, card: { name: 'Smoke Bomb', cardType: 'none' }, slot: 'inventory-2' },
    ]);
    await end(playing, 'success');
    const slots = boardOf(await boards(), c.member.claudio!).slots;
    expect([slots.melee?.name ?? null, slots['inventory-1']?.name, slots['inventory-2']?.name]).toEqual([null, 'Ordinary Sword', 'Smoke Bomb']);
  });

  it('EQP-4, EQP-5: a card discarded on the board leaves the campaign', async () => {
    await t.call('board/add-card', { campaignId: c.campaignId, card: newCard('Medicine', 'none'), to: { place: 'board', memberId: c.member.claudio!, slot: 'inventory-1' } });
    const view = await startTestPlay(t, c.campaignId);
    const playing = await applySteps(t, c.campaignId, view.play.playId, [...INTO_ASSASSIN_PHASE, { kind: 'move-card', miniatureId: pieceOf(view, 'claudio'), from: 'inventory-1', to: 'discard' }]);
    const ended = await end(playing, 'success');
    expect(ended.view.campaignChanges?.cards).toMatchObject([{ kind: 'gone', name: 'Medicine' }]);
    expect(boardOf(await boards(), c.member.claudio!).slots['inventory-1']).toBeNull();
  });
});

describe('chest cards (MAP-CHS-1, REPLAY-1)', () => {
  async function chestOpened(): Promise<PlayView> {
    const view = await startTestPlay(t, c.campaignId);
    const claudio = pieceOf(view, 'claudio');
    return applySteps(t, c.campaignId, view.play.playId, [
      ...INTO_ASSASSIN_PHASE,
      { kind: 'set-chest', chestId: view.state.chests[0]!.id, opened: true },
      { kind: 'equip', miniatureId: claudio, card: { name: 'Chest ring', cardType: 'none' }, slot: 'inventory-3' },
    ]);
  }

  it('MAP-CHS-1: after a success the chest card stays where it went, and the diary’s record names it', async () => {
    const ended = await end(await chestOpened(), 'success', [{ memberId: c.member.claudio!, slot: 'inventory-3' }]);
    expect(boardOf(await boards(), c.member.claudio!).slots['inventory-3']?.name).toBe('Chest ring');
    expect(ended.prefill.chestCardNames).toEqual(['Chest ring']);
  });

  it('REPLAY-1: after a failure the chest card goes back to the chest deck: it is not added to the board', async () => {
    await end(await chestOpened(), 'failure', [{ memberId: c.member.claudio!, slot: 'inventory-3' }]);
    expect(boardOf(await boards(), c.member.claudio!).slots['inventory-3']).toBeNull();
  });

  it('MAP-CHS-1: more chest cards than chests opened are refused, and the memory stays open, nothing changed', async () => {
    const view = await startTestPlay(t, c.campaignId);
    const playing = await applySteps(t, c.campaignId, view.play.playId, [...INTO_ASSASSIN_PHASE, { kind: 'equip', miniatureId: pieceOf(view, 'claudio'), card: { name: 'Ring', cardType: 'none' }, slot: 'inventory-1' }]);
    const error = await t.refuseUnchanged('memory-play/end', { campaignId: c.campaignId, playId: playing.play.playId, outcome: 'success', chestCards: [{ memberId: c.member.claudio!, slot: 'inventory-1' }] });
    expectRefusal(error, 'MAP-CHS-1', { context: 'tooMany', opened: 0, marked: 1 }, 'chestCards');
  });
});

describe('the diary’s record of the play (DIARY-2, DIARY-3)', () => {
  it('DIARY-2: once recorded from the play, the play says so; the same play is not recorded twice; undo of the record offers it again', async () => {
    const view = await roughEvening();
    await end(view, 'success');
    const record = attemptRequest(c.campaignId, TEST_MEMORY, { fromPlayId: view.play.playId });
    await t.call('diary/record-attempt', record);
    expect((await t.call('memory-play/list', { campaignId: c.campaignId }))[0]).toMatchObject({ playId: view.play.playId, recorded: true });
    const again = await t.refuseUnchanged('diary/record-attempt', { ...record, memoryId: '1.2' });
    expect(again).toMatchObject({ code: 'invalid-request', field: 'fromPlayId' });
    await t.call('history/undo', {});
    expect((await t.call('memory-play/list', { campaignId: c.campaignId }))[0]!.recorded).toBe(false);
  });
});

describe('the HQ and the Apocalypse start from the board (HQ-AS-1, EOM-1, EOM-2)', () => {
  it('HQ-AS-1: after the memory, the HQ hospital offers Claudio as injured and requires Daria, eliminated, from the board’s values', async () => {
    await unlockHq(t, c.campaignId);
    const view = await roughEvening();
    const ended = await end(view, 'success');
    await t.call('diary/record-attempt', attemptRequest(c.campaignId, TEST_MEMORY, { eliminatedMemberIds: ended.prefill.eliminatedMemberIds, fromPlayId: view.play.playId }));
    const hq = await t.call('hq/get', { campaignId: c.campaignId });
    expect(hq.hospital.map((candidate) => [candidate.memberId, candidate.healthState, candidate.must])).toEqual([
      [c.member.claudio, 'injured', false],
      [c.member.daria, 'eliminated', true],
    ]);
  });

  it('EOM-1, EOM-2: in an Apocalypse campaign the end-of-memory phase names Bastiano eliminated, and Alif’s board is at the health he ended with', async () => {
    const campaignId = (await t.call('campaign/create', twoPlayerApocalypseCampaign('Ruins'))).id;
    const member = Object.fromEntries((await boards(campaignId)).members.map((m) => [m.characterId, m.memberId]));
    // The test map is entered once in the box data (beforeEach); an Apocalypse campaign plays it the same way.
    expect(TEST_MAP_TEXT).toContain(`memory ${TEST_MEMORY}`);
    const view = await roughEvening(campaignId, member, 'alif', 'bastiano');
    const ended = await end(view, 'failure');
    await t.call('diary/record-attempt', attemptRequest(campaignId, TEST_MEMORY, { outcome: 'failure', eliminatedMemberIds: ended.prefill.eliminatedMemberIds, fromPlayId: view.play.playId }));
    const apocalypse = await t.call('apocalypse/get', { campaignId });
    expect(apocalypse.endOfMemory).toMatchObject({ memoryId: TEST_MEMORY, done: false, eliminated: [{ memberId: member.bastiano, characterId: 'bastiano' }] });
    expect(boardOf(await boards(campaignId), member.alif!)).toMatchObject({ health: 1, healthState: 'injured' });
  });
});
