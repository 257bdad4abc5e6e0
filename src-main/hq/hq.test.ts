import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HqView, MiniatureId, HqPlace } from '../../shared/hq/hq.js';
import type { TestCore } from '../test-support/temp-core.js';
import { openBoardCampaign, newCard, recordAttempt, writeSave, type BoardCampaign } from '../test-support/board-fixtures.js';
import { query } from '../test-support/diary-fixtures.js';

let t: TestCore;
let c: BoardCampaign;
beforeEach(async () => {
  ({ t, c } = await openBoardCampaign());
});
afterEach(() => t.dispose());

const get = () => t.call('hq/get', { campaignId: c.campaignId });
const place = (miniature: MiniatureId, to: HqPlace) => t.call('hq/place', { campaignId: c.campaignId, miniature, place: to });
const placesOf = (view: HqView) => Object.fromEntries(view.places.map((p) => [p.place, p.miniatures]));

/** The prologue played: memories 0.1 to 0.4 completed (HQ-GEN-1). */
function playPrologue() {
  for (const memory of ['0.1', '0.2', '0.3', '0.4']) recordAttempt(t, c.campaignId, memory, 1, 'success');
}

async function addCard(name: string, type: Parameters<typeof newCard>[1], to: Parameters<typeof t.call<'board/add-card'>>[1]['to']) {
  await t.call('board/add-card', { campaignId: c.campaignId, card: newCard(name, type), to });
  const rows = await query<{ id: number }>(t, 'SELECT id FROM campaign_cards WHERE campaign_id = ? AND name = ?', c.campaignId, name);
  return rows[0]!.id;
}

/** Undo gives back exactly the view before; redo the view after. */
async function expectUndoRestores(before: HqView, after: HqView) {
  await t.call('history/undo', {});
  expect(await get()).toEqual(before);
  await t.call('history/redo', {});
  expect(await get()).toEqual(after);
}

/** The first assignment laid out as HQ-A1-5 lists it (mercenary HQ, nobody in the hospital). */
async function layOutFirstAssignment() {
  await place('ezio', 'memory-group');
  await place('mercenary-1', 'memory-group');
  await place('apprentice-1', 'hospital-caregiver');
  await place('apprentice-2', 'workshop');
  await place('apprentice-3', 'shop');
  for (const m of ['apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4'] as const) await place(m, 'command-room');
}

async function unlockAndFinishFirst() {
  playPrologue();
  await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
  await t.call('hq/start-assignment', { campaignId: c.campaignId });
  await layOutFirstAssignment();
  return t.call('hq/finish-assignment', { campaignId: c.campaignId });
}

describe('unlocking the HQ (HQ-GEN-1, HQ-A1-4)', () => {
  it('HQ-GEN-1: the unlock is refused before memory 0.4 is completed, and nothing changes', async () => {
    recordAttempt(t, c.campaignId, '0.1', 1, 'success');
    expect((await get()).unlockProblem).toMatchObject({ rule: 'HQ-GEN-1' });
    const error = await t.refuseUnchanged('hq/unlock', { campaignId: c.campaignId, version: 'courtesan' });
    expect(error).toMatchObject({ code: 'rule-violation', rule: 'HQ-GEN-1', message: 'The Headquarters arrives once memory 0.4 is completed: record it in the Diary first.' });
  });

  it('HQ-A1-4: unlocking moves the villa cards into the main hall, and undo puts them back', async () => {
    await addCard('Borgia Cloak', 'none', { place: 'villa' });
    await addCard('Ordinary Sword', 'melee', { place: 'villa' });
    playPrologue();
    const before = await get();
    expect(before).toMatchObject({ established: false, unlockProblem: null, miniatures: [] });
    const after = await t.call('hq/unlock', { campaignId: c.campaignId, version: 'courtesan' });
    expect(after).toMatchObject({ established: true, version: 'courtesan' });
    expect(after.mainHall.map((card) => card.name)).toEqual(['Borgia Cloak', 'Ordinary Sword']);
    expect(after.miniatures.map((m) => m.id)).toContain('courtesan-4');
    expect(after.miniatures.map((m) => m.id)).not.toContain('mercenary-1');
    const boards = await t.call('board/get', { campaignId: c.campaignId });
    expect(boards).toMatchObject({ hqEstablished: true, villa: [] });
    expect(boards.mainHall).toHaveLength(2);
    await expectUndoRestores(before, after);
  });

  it('VILLA-3, HQ-A1-4: the main hall takes cards once the HQ exists and the villa no longer does', async () => {
    const sword = await addCard('Ordinary Sword', 'melee', { place: 'board', memberId: c.member.claudio!, slot: 'melee' });
    const early = await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'main-hall' } });
    expect(early).toMatchObject({ rule: 'HQ-A1-4', field: 'to' });
    playPrologue();
    await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
    const boards = await t.call('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'main-hall' } });
    expect(boards.mainHall.map((card) => card.name)).toEqual(['Ordinary Sword']);
    expect(await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'villa' } })).toMatchObject({ rule: 'VILLA-3' });
  });

  it('PLY-5, HQ-A1-4: an assassin leaving after the unlock leaves its cards in the main hall', async () => {
    await t.call('party/join', { campaignId: c.campaignId, characterId: 'alessandra', seat: 1 });
    playPrologue();
    await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
    await addCard('Crossbow', 'ranged', { place: 'board', memberId: c.member.claudio!, slot: 'ranged' });
    const boards = await t.call('party/leave', { campaignId: c.campaignId, memberId: c.member.claudio! });
    expect(boards.mainHall.map((card) => card.name)).toEqual(['Crossbow']);
  });
});

describe('the first assignment (HQ-A1-1…5)', () => {
  beforeEach(async () => {
    playPrologue();
    await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
  });

  it('HQ-A1-2, HQ-A1-3: starting puts the assassins in the memory group, the Flying Machine in the workshop and reveals contract 1', async () => {
    const view = await t.call('hq/start-assignment', { campaignId: c.campaignId });
    expect(placesOf(view)['memory-group']).toEqual([`assassin-${c.member.claudio}`, `assassin-${c.member.daria}`]);
    expect(view.blueprints).toEqual([expect.objectContaining({ id: 'flying-machine', state: 'workshop' })]);
    expect(view.topContract).toMatchObject({ position: 1, revealed: true, attempt: 1 });
    expect(view.level).toBe(1);
    expect(view.assignment).toMatchObject({ kind: 'first', next: 'groups', finishedAt: null });
    expect(view.assignment!.steps.map((s) => [s.id, s.rule, s.status])).toEqual([
      ['patients', 'HQ-A1-1', 'done'],
      ['blueprint', 'HQ-A1-2', 'done'],
      ['contract', 'HQ-A1-3', 'done'],
      ['main-hall', 'HQ-A1-4', 'done'],
      ['groups', 'HQ-A1-5', 'todo'],
    ]);
  });

  it('HQ-A1-5: finishing is refused until the groups follow the rule, then accepted; the placements survive a restart', async () => {
    await t.call('hq/start-assignment', { campaignId: c.campaignId });
    const early = await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId });
    expect(early).toMatchObject({ rule: 'HQ-A1-5', message: 'At the first assignment Ezio Auditore goes with the memory group.' });
    await layOutFirstAssignment();
    const view = await t.call('hq/finish-assignment', { campaignId: c.campaignId });
    expect(view.assignment).toMatchObject({ finishProblem: null, next: null });
    expect(view.assignment!.finishedAt).not.toBeNull();
    expect(view.available).toEqual([]);

    t = await t.reopen();
    const reopened = await get();
    expect(reopened).toEqual(view);
    expect(placesOf(reopened)['command-room']).toEqual(['apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4']);
    // HQ-GEN-3: the placements are frozen outside the assignment step.
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'mercenary-2', place: 'shop' })).toMatchObject({ rule: 'HQ-GEN-3' });
  });

  it('HQ-A1-5: a refused placement says why (a second miniature into the workshop), and an ally is refused from a red space', async () => {
    await t.call('hq/start-assignment', { campaignId: c.campaignId });
    await place('apprentice-2', 'workshop');
    const view = await get();
    expect(view.places.find((p) => p.place === 'workshop')!.canPlace['apprentice-3']).toMatchObject({ rule: 'HQ-A1-5' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'apprentice-3', place: 'workshop' })).toMatchObject({ rule: 'HQ-A1-5', field: 'place' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'mercenary-3', place: 'hospital-patient' })).toMatchObject({ rule: 'HQ-AS-1' });
  });

  it('undo of start, place, remove and finish each restores the previous state', async () => {
    let before = await get();
    let after = await t.call('hq/start-assignment', { campaignId: c.campaignId });
    await expectUndoRestores(before, after);
    before = after;
    after = await place('mercenary-1', 'memory-group');
    await expectUndoRestores(before, after);
    before = after;
    after = await t.call('hq/remove', { campaignId: c.campaignId, miniature: 'mercenary-1' });
    await expectUndoRestores(before, after);
    await layOutFirstAssignment();
    before = await get();
    after = await t.call('hq/finish-assignment', { campaignId: c.campaignId });
    await expectUndoRestores(before, after);
  });

  it('refuses bad payloads naming the field, with nothing changed', async () => {
    await t.call('hq/start-assignment', { campaignId: c.campaignId });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'ezio', place: 'kitchen' })).toMatchObject({ code: 'invalid-request', field: 'place' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'courtesan-9', place: 'shop' })).toMatchObject({ code: 'invalid-request', field: 'miniature' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'courtesan-1', place: 'shop' })).toMatchObject({ code: 'rule-violation', rule: 'HQ-GEN-1', field: 'miniature' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'assassin-999', place: 'memory-group' })).toMatchObject({ code: 'not-found', field: 'miniature' });
    expect(await t.refuseUnchanged('hq/unlock', { campaignId: c.campaignId, version: 'thief' })).toMatchObject({ code: 'invalid-request', field: 'version' });
    expect(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: 1, memberId: c.member.claudio, health: 0 })).toMatchObject({ code: 'invalid-request', field: 'health' });
  });
});

describe('later assignments (HQ-AS-1…6, HQ-GEN-3)', () => {
  /** Memory 1.1 played after the first assignment, and its resolution marked done (the resolution work's table). */
  async function afterMemory(outcome: 'success' | 'failure') {
    await unlockAndFinishFirst();
    const attemptId = recordAttempt(t, c.campaignId, '1.1', 1, outcome);
    writeSave(t, (db) => {
      db.prepare("DELETE FROM hq_placements WHERE campaign_id = ? AND place <> 'memory-group'").run(c.campaignId);
      if (outcome === 'success') db.prepare("INSERT INTO hq_resolutions (campaign_id, memory_attempt, next_step) VALUES (?, ?, 'done')").run(c.campaignId, attemptId);
    });
    return attemptId;
  }

  it('HQ-GEN-3: no assignment before a second attempt', async () => {
    await afterMemory('failure');
    const view = await get();
    expect(view.startProblem).toMatchObject({ rule: 'HQ-GEN-3' });
    expect(await t.refuseUnchanged('hq/start-assignment', { campaignId: c.campaignId })).toMatchObject({
      rule: 'HQ-GEN-3',
      message: 'Memory 1.1 waits for its second attempt, and miniatures are not reassigned before a second attempt.',
    });
  });

  it('HQ-GEN-4: the next assignment waits for the resolution of the memory just completed', async () => {
    await unlockAndFinishFirst();
    recordAttempt(t, c.campaignId, '1.1', 1, 'success');
    expect(await t.refuseUnchanged('hq/start-assignment', { campaignId: c.campaignId })).toMatchObject({ rule: 'HQ-GEN-4' });
  });

  it('HQ-AS-1: an eliminated assassin must go to a red space; its hidden blade and a chosen typed-slot card are bagged, an apprentice stands in', async () => {
    await afterMemory('success');
    const claudio = c.member.claudio!;
    const blade = await addCard('Hidden Blade', 'hidden-blade', { place: 'board', memberId: claudio, slot: 'hidden-blade' });
    const sword = await addCard('Ordinary Sword', 'melee', { place: 'board', memberId: claudio, slot: 'melee' });
    await addCard('Smoke Bomb', 'none', { place: 'board', memberId: claudio, slot: 'inventory-1' });
    await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: claudio, eliminated: true });
    const started = await t.call('hq/start-assignment', { campaignId: c.campaignId });
    expect(started.assignment).toMatchObject({ kind: 'later', next: 'patients' });
    expect(started.hospital).toEqual([expect.objectContaining({ memberId: claudio, must: true, inHospital: false, extraCardChoices: [expect.objectContaining({ name: 'Ordinary Sword' })] })]);
    expect(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId })).toMatchObject({ rule: 'HQ-AS-1', message: 'Claudio is eliminated: put its miniature on a red hospital space first.' });
    expect(await t.refuseUnchanged('hq/hospitalise', { campaignId: c.campaignId, memberId: claudio, baggedCardId: blade })).toMatchObject({ rule: 'HQ-AS-1', field: 'baggedCardId' });

    const before = await get();
    const after = await t.call('hq/hospitalise', { campaignId: c.campaignId, memberId: claudio, baggedCardId: sword });
    expect(placesOf(after)['hospital-patient']).toEqual([`assassin-${claudio}`]);
    expect(after.miniatures.find((m) => m.id === 'apprentice-1')).toMatchObject({ place: 'memory-group', standsInFor: claudio });
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === claudio)!;
    expect(board).toMatchObject({ inHospital: true, apprenticeStandsIn: true });
    expect(board.bag.map((card) => card.name).sort()).toEqual(['Hidden Blade', 'Ordinary Sword']);
    expect(board.slots['inventory-1']).toMatchObject({ name: 'Smoke Bomb' });
    expect(await t.refuseUnchanged('hq/remove', { campaignId: c.campaignId, miniature: `assassin-${claudio}` })).toMatchObject({ rule: 'HQ-AS-1' });
    await expectUndoRestores(before, after);
  });

  it('HQ-AS-1: an injured assassin taken back out of the hospital gets its cards back', async () => {
    await afterMemory('success');
    const daria = c.member.daria!;
    await addCard('Hidden Blade', 'hidden-blade', { place: 'board', memberId: daria, slot: 'hidden-blade' });
    const bow = await addCard('Crossbow', 'ranged', { place: 'board', memberId: daria, slot: 'ranged' });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: daria, health: 1 });
    await t.call('hq/start-assignment', { campaignId: c.campaignId });
    await t.call('hq/hospitalise', { campaignId: c.campaignId, memberId: daria, baggedCardId: bow });
    const view = await place(`assassin-${daria}`, 'memory-group');
    expect(view.miniatures.some((m) => m.standsInFor === daria)).toBe(false);
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === daria)!;
    expect(board).toMatchObject({ inHospital: false, bag: [] });
    expect(board.slots.ranged).toMatchObject({ name: 'Crossbow' });
    expect(board.slots['hidden-blade']).toMatchObject({ name: 'Hidden Blade' });
  });

  it('HQ-AS-2, HQ-AS-3: a later assignment waits for the contract to be revealed; a blueprint is chosen when one is owned', async () => {
    await afterMemory('success');
    writeSave(t, (db) => {
      db.prepare('UPDATE hq_contract_deck SET top_position = 2, revealed = 0 WHERE campaign_id = ?').run(c.campaignId);
      db.prepare("UPDATE hq_blueprints SET state = 'main-hall' WHERE campaign_id = ?").run(c.campaignId);
    });
    const started = await t.call('hq/start-assignment', { campaignId: c.campaignId });
    expect(started.assignment!.steps.map((s) => [s.id, s.status])).toEqual([
      ['patients', 'done'],
      ['blueprint', 'todo'],
      ['contract', 'todo'],
      ['groups', 'done'],
    ]);
    expect(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId })).toMatchObject({ rule: 'HQ-AS-2' });
    await t.call('hq/choose-blueprint', { campaignId: c.campaignId, blueprintId: 'flying-machine' });
    expect(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId })).toMatchObject({ rule: 'HQ-AS-3' });
    const revealed = await t.call('hq/reveal-contract', { campaignId: c.campaignId });
    expect(revealed.topContract).toMatchObject({ position: 2, revealed: true });
    const done = await t.call('hq/finish-assignment', { campaignId: c.campaignId });
    expect(done.assignment!.finishedAt).not.toBeNull();
  });

  it('HQ-AS-4, HQ-CMD-4: before the second attempt at contract 1 (4 hits) the command room needs 4 dice; 3 plain mercenaries are refused, saying both numbers', async () => {
    await afterMemory('success');
    writeSave(t, (db) => db.prepare('UPDATE hq_contract_deck SET revealed = 1, second_attempt = 1 WHERE campaign_id = ?').run(c.campaignId));
    await t.call('hq/start-assignment', { campaignId: c.campaignId });
    for (const m of ['mercenary-1', 'mercenary-2', 'mercenary-3'] as const) await place(m, 'command-room');
    const view = await get();
    expect(view.assignment!.commandRoom).toEqual({ dice: 3, requiredHits: 4, enough: false, unknownStaff: ['mercenary-1', 'mercenary-2', 'mercenary-3'] });
    const error = await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId });
    expect(error).toMatchObject({ rule: 'HQ-AS-4' });
    expect(error.message).toContain('give 3 dice');
    expect(error.message).toContain('needs 4 hits');
    await place('mercenary-4', 'command-room');
    const done = await t.call('hq/finish-assignment', { campaignId: c.campaignId });
    expect(done.assignment!.commandRoom).toMatchObject({ dice: 4, enough: true });
  });
});

describe('free actions (HQ-ANY-1)', () => {
  it('HLT-5, UNK-37: a Medicine heals by the amount typed, never above the maximum, and is discarded; undo restores both', async () => {
    playPrologue();
    await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
    const daria = c.member.daria!;
    const medicine = await addCard('Medicine', 'none', { place: 'main-hall' });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: daria, health: 0 });
    const before = await get();
    const boardsBefore = await t.call('board/get', { campaignId: c.campaignId });
    const after = await t.call('hq/use-medicine', { campaignId: c.campaignId, cardId: medicine, memberId: daria, health: 5 });
    expect(after.mainHall).toEqual([]);
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === daria)!;
    expect(board).toMatchObject({ health: 3, healthState: 'full' });
    await t.call('history/undo', {});
    expect(await get()).toEqual(before);
    expect(await t.call('board/get', { campaignId: c.campaignId })).toEqual(boardsBefore);
  });

  it('HLT-2, HQ-ANY-1: a Medicine is refused for an assassin at full health, and before the HQ exists', async () => {
    const early = await addCard('Medicine', 'none', { place: 'villa' });
    expect(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: early, memberId: c.member.claudio, health: 1 })).toMatchObject({ rule: 'HQ-ANY-1' });
    playPrologue();
    await t.call('hq/unlock', { campaignId: c.campaignId, version: 'mercenary' });
    expect(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: early, memberId: c.member.claudio, health: 1 })).toMatchObject({
      rule: 'HLT-2',
      message: 'Claudio is at full health: keep the Medicine.',
    });
  });
});

describe('campaign copies', () => {
  it('a duplicated campaign keeps its HQ, assignment and placements', async () => {
    const original = await unlockAndFinishFirst();
    const copy = await t.call('campaign/duplicate', { campaignId: c.campaignId, name: 'Copy' });
    const view = await t.call('hq/get', { campaignId: copy.id });
    expect(view.version).toBe('mercenary');
    expect(view.places.map((p) => p.miniatures.length)).toEqual(original.places.map((p) => p.miniatures.length));
    expect(view.assignment).toMatchObject({ kind: 'first', finishProblem: null });
  });
});
