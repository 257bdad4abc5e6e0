import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HqView, MiniatureId, HqPlace } from '../../shared/hq/hq.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import {
  addCard as addStoryCard,
  finishAssignment,
  firstAssignmentDone,
  hqStory,
  layOutFirstAssignment,
  play,
  playPrologue,
  resolveQuietly,
  startAssignment,
  unlock,
  type HqStory,
} from '../test-support/hq-story.js';

let t: TestCore;
let c: HqStory;
beforeEach(async () => {
  t = await openTestCore();
  c = await hqStory(t);
});
afterEach(() => t.dispose());

const get = () => t.call('hq/get', { campaignId: c.campaignId });
const place = (miniature: MiniatureId, to: HqPlace) => t.call('hq/place', { campaignId: c.campaignId, miniature, place: to });
const placesOf = (view: HqView) => Object.fromEntries(view.places.map((p) => [p.place, p.miniatures]));
const addCard = (name: string, type: Parameters<typeof addStoryCard>[2], to: Parameters<typeof addStoryCard>[3]) => addStoryCard(c, name, type, to);

/** Undo gives back exactly the view before; redo the view after. */
async function expectUndoRestores(before: HqView, after: HqView) {
  await t.call('history/undo', {});
  expect(await get()).toEqual(before);
  await t.call('history/redo', {});
  expect(await get()).toEqual(after);
}

describe('unlocking the HQ (HQ-GEN-1, HQ-A1-4)', () => {
  it('HQ-GEN-1: the unlock is refused before memory 0.4 is completed, and nothing changes', async () => {
    await play(c, '0.1');
    expectRefusal((await get()).unlockProblem, 'HQ-GEN-1', { context: 'memory04' });
    const error = await t.refuseUnchanged('hq/unlock', { campaignId: c.campaignId, version: 'courtesan' });
    expectRefusal(error, 'HQ-GEN-1', { context: 'memory04' }, 'campaignId');
  });

  it('HQ-A1-4: unlocking moves the villa cards into the main hall, and undo puts them back', async () => {
    await addCard('Borgia Cloak', 'none', { place: 'villa' });
    await addCard('Ordinary Sword', 'melee', { place: 'villa' });
    await playPrologue(c);
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
    const sword = await addCard('Ordinary Sword', 'melee', { place: 'board', memberId: c.claudio, slot: 'melee' });
    const early = await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'main-hall' } });
    expectRefusal(early, 'HQ-A1-4', {}, 'to');
    await playPrologue(c);
    await unlock(c);
    const boards = await t.call('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'main-hall' } });
    expect(boards.mainHall.map((card) => card.name)).toEqual(['Ordinary Sword']);
    expectRefusal(await t.refuseUnchanged('board/move-card', { campaignId: c.campaignId, cardId: sword, to: { place: 'villa' } }), 'VILLA-3', {}, 'to');
  });

  it('PLY-5, HQ-A1-4: an assassin leaving after the unlock leaves its cards in the main hall', async () => {
    await t.call('party/join', { campaignId: c.campaignId, characterId: 'alessandra', seat: 1 });
    await playPrologue(c);
    await unlock(c);
    await addCard('Crossbow', 'ranged', { place: 'board', memberId: c.claudio, slot: 'ranged' });
    const boards = await t.call('party/leave', { campaignId: c.campaignId, memberId: c.claudio });
    expect(boards.mainHall.map((card) => card.name)).toEqual(['Crossbow']);
  });
});

describe('the first assignment (HQ-A1-1…5)', () => {
  beforeEach(async () => {
    await playPrologue(c);
    await unlock(c);
  });

  it('HQ-A1-2, HQ-A1-3: starting puts the assassins in the memory group, the Flying Machine in the workshop and reveals contract 1', async () => {
    const view = await startAssignment(c);
    expect(placesOf(view)['memory-group']).toEqual([`assassin-${c.claudio}`, `assassin-${c.daria}`]);
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
    await startAssignment(c);
    const early = await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId });
    expectRefusal(early, 'HQ-A1-5', { context: 'ezio' }, 'miniature');
    await layOutFirstAssignment(c);
    const view = await finishAssignment(c);
    expect(view.assignment).toMatchObject({ finishProblem: null, next: null });
    expect(view.assignment!.finishedAt).not.toBeNull();
    expect(view.available).toEqual([]);

    t = await t.reopen();
    const reopened = await get();
    expect(reopened).toEqual(view);
    expect(placesOf(reopened)['command-room']).toEqual(['apprentice-4', 'mercenary-2', 'mercenary-3', 'mercenary-4']);
    // HQ-GEN-3: the placements are frozen outside the assignment step.
    expectRefusal(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'mercenary-2', place: 'shop' }), 'HQ-GEN-3', { context: 'frozen' });
  });

  it('HQ-A1-5: a refused placement says why (a second miniature into the workshop), and an ally is refused from a red space', async () => {
    await startAssignment(c);
    await place('apprentice-2', 'workshop');
    const view = await get();
    const oneInWorkshop = { context: 'onlyOne-workshop', place: 'workshop' };
    expectRefusal(view.places.find((p) => p.place === 'workshop')!.canPlace['apprentice-3'], 'HQ-A1-5', oneInWorkshop, 'place');
    expectRefusal(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'apprentice-3', place: 'workshop' }), 'HQ-A1-5', oneInWorkshop, 'place');
    expectRefusal(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'mercenary-3', place: 'hospital-patient' }), 'HQ-AS-1', {
      context: 'notAssassin',
      miniature: 'mercenary-3',
    });
  });

  it('undo of start, place, remove and finish each restores the previous state', async () => {
    let before = await get();
    let after = await startAssignment(c);
    await expectUndoRestores(before, after);
    before = after;
    after = await place('mercenary-1', 'memory-group');
    await expectUndoRestores(before, after);
    before = after;
    after = await t.call('hq/remove', { campaignId: c.campaignId, miniature: 'mercenary-1' });
    await expectUndoRestores(before, after);
    await layOutFirstAssignment(c);
    before = await get();
    after = await finishAssignment(c);
    await expectUndoRestores(before, after);
  });

  it('history: each line names the miniature moved, from the command itself', async () => {
    await startAssignment(c);
    await place('mercenary-1', 'memory-group');
    await t.call('hq/remove', { campaignId: c.campaignId, miniature: 'mercenary-1' });
    const lines = (await t.call('history/list', { campaignId: c.campaignId })).slice(0, 2);
    expect(lines.map((line) => [line.summaryKey, line.summaryParams])).toEqual([
      ['hq.history.removed', { name: 'Mercenary 1' }],
      ['hq.history.placedMemoryGroup', { name: 'Mercenary 1' }],
    ]);
  });

  it('refuses bad payloads naming the field, with nothing changed', async () => {
    await startAssignment(c);
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'ezio', place: 'kitchen' })).toMatchObject({ code: 'invalid-request', field: 'place' });
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'courtesan-9', place: 'shop' })).toMatchObject({ code: 'invalid-request', field: 'miniature' });
    expectRefusal(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'courtesan-1', place: 'shop' }), 'HQ-GEN-1', { context: 'mercenaryAllies', version: 'mercenary' }, 'miniature');
    expect(await t.refuseUnchanged('hq/place', { campaignId: c.campaignId, miniature: 'assassin-999', place: 'memory-group' })).toMatchObject({ code: 'not-found', field: 'miniature' });
    expect(await t.refuseUnchanged('hq/unlock', { campaignId: c.campaignId, version: 'thief' })).toMatchObject({ code: 'invalid-request', field: 'version' });
    expect(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: 1, memberId: c.claudio, health: 0 })).toMatchObject({ code: 'invalid-request', field: 'health' });
  });
});

describe('later assignments (HQ-AS-1…6, HQ-GEN-3)', () => {
  /**
   * Memory 1.1 played after the first assignment. After a success its four buildings are
   * resolved with nothing done in them (HQ-RES-1), the command room rolling `roll`: 4 hits
   * complete contract 1 (the next one face down, HQ-CMD-2), fewer leave it for a second attempt.
   */
  async function afterMemory(outcome: 'success' | 'failure', roll: 'hits' | 'misses' = 'hits') {
    await firstAssignmentDone(c);
    await play(c, '1.1', { outcome });
    if (outcome === 'success') await resolveQuietly(c, roll === 'hits' ? ['hit', 'hit', 'hit', 'hit'] : ['hit', 'x', 'x', 'x']);
  }

  it('HQ-GEN-3: no assignment before a second attempt', async () => {
    await afterMemory('failure');
    const view = await get();
    expectRefusal(view.startProblem, 'HQ-GEN-3', { context: 'openMemory', memory: '1.1' });
    expectRefusal(await t.refuseUnchanged('hq/start-assignment', { campaignId: c.campaignId }), 'HQ-GEN-3', { context: 'openMemory', memory: '1.1' }, 'campaignId');
  });

  it('HQ-GEN-4: the next assignment waits for the resolution of the memory just completed', async () => {
    await firstAssignmentDone(c);
    await play(c, '1.1');
    expectRefusal(await t.refuseUnchanged('hq/start-assignment', { campaignId: c.campaignId }), 'HQ-GEN-4', { context: 'assignmentWaits' }, 'campaignId');
  });

  it('HQ-AS-1: an eliminated assassin must go to a red space; its hidden blade and a chosen typed-slot card are bagged, an apprentice stands in', async () => {
    await afterMemory('success');
    const claudio = c.claudio;
    const blade = await addCard('Hidden Blade', 'hidden-blade', { place: 'board', memberId: claudio, slot: 'hidden-blade' });
    const sword = await addCard('Ordinary Sword', 'melee', { place: 'board', memberId: claudio, slot: 'melee' });
    await addCard('Smoke Bomb', 'none', { place: 'board', memberId: claudio, slot: 'inventory-1' });
    await t.call('board/set-eliminated', { campaignId: c.campaignId, memberId: claudio, eliminated: true });
    const started = await startAssignment(c);
    expect(started.assignment).toMatchObject({ kind: 'later', next: 'patients' });
    expect(started.hospital).toEqual([expect.objectContaining({ memberId: claudio, must: true, inHospital: false, extraCardChoices: [expect.objectContaining({ name: 'Ordinary Sword' })] })]);
    expectRefusal(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId }), 'HQ-AS-1', { context: 'eliminatedToHospital', assassin: 'Claudio' }, 'memberId');
    expectRefusal(await t.refuseUnchanged('hq/hospitalise', { campaignId: c.campaignId, memberId: claudio, baggedCardId: blade }), 'HQ-AS-1', { context: 'extraCard', assassin: 'Claudio' }, 'baggedCardId');

    const before = await get();
    const after = await t.call('hq/hospitalise', { campaignId: c.campaignId, memberId: claudio, baggedCardId: sword });
    expect(placesOf(after)['hospital-patient']).toEqual([`assassin-${claudio}`]);
    expect(after.miniatures.find((m) => m.id === 'apprentice-1')).toMatchObject({ place: 'memory-group', standsInFor: claudio });
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === claudio)!;
    expect(board).toMatchObject({ inHospital: true, apprenticeStandsIn: true });
    expect(board.bag.map((card) => card.name).sort()).toEqual(['Hidden Blade', 'Ordinary Sword']);
    expect(board.slots['inventory-1']).toMatchObject({ name: 'Smoke Bomb' });
    expectRefusal(await t.refuseUnchanged('hq/remove', { campaignId: c.campaignId, miniature: `assassin-${claudio}` }), 'HQ-AS-1', { context: 'eliminatedStays', assassin: 'Claudio' });
    await expectUndoRestores(before, after);
  });

  it('HQ-AS-1: an injured assassin taken back out of the hospital gets its cards back', async () => {
    await afterMemory('success');
    const daria = c.daria;
    await addCard('Hidden Blade', 'hidden-blade', { place: 'board', memberId: daria, slot: 'hidden-blade' });
    const bow = await addCard('Crossbow', 'ranged', { place: 'board', memberId: daria, slot: 'ranged' });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: daria, health: 1 });
    await startAssignment(c);
    await t.call('hq/hospitalise', { campaignId: c.campaignId, memberId: daria, baggedCardId: bow });
    const view = await place(`assassin-${daria}`, 'memory-group');
    expect(view.miniatures.some((m) => m.standsInFor === daria)).toBe(false);
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === daria)!;
    expect(board).toMatchObject({ inHospital: false, bag: [] });
    expect(board.slots.ranged).toMatchObject({ name: 'Crossbow' });
    expect(board.slots['hidden-blade']).toMatchObject({ name: 'Hidden Blade' });
  });

  it('HQ-AS-2, HQ-AS-3: after contract 1 is won and the blueprint left unbuilt, the assignment waits for a blueprint and the next contract to be revealed', async () => {
    await afterMemory('success');
    const started = await startAssignment(c);
    expect(started.assignment!.steps.map((s) => [s.id, s.status])).toEqual([
      ['patients', 'done'],
      ['blueprint', 'todo'],
      ['contract', 'todo'],
      ['groups', 'done'],
    ]);
    expectRefusal(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId }), 'HQ-AS-2', { context: 'todo' }, 'campaignId');
    await t.call('hq/choose-blueprint', { campaignId: c.campaignId, blueprintId: 'flying-machine' });
    expectRefusal(await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId }), 'HQ-AS-3', { context: 'todo' });
    const revealed = await t.call('hq/reveal-contract', { campaignId: c.campaignId });
    expect(revealed.topContract).toMatchObject({ position: 2, revealed: true });
    const done = await finishAssignment(c);
    expect(done.assignment!.finishedAt).not.toBeNull();
  });

  it('HQ-GEN-3, HQ-A1-2: a blueprint is chosen and a contract revealed only during an assignment, and never at the first one', async () => {
    await afterMemory('success');
    expectRefusal(await t.refuseUnchanged('hq/reveal-contract', { campaignId: c.campaignId }), 'HQ-GEN-3', { context: 'notStarted' }, 'campaignId');
    expectRefusal(await t.refuseUnchanged('hq/choose-blueprint', { campaignId: c.campaignId, blueprintId: 'flying-machine' }), 'HQ-GEN-3', { context: 'notStarted' });
  });

  it('HQ-AS-4, HQ-CMD-4: before the second attempt at contract 1 (4 hits) the command room needs 4 dice; 3 plain mercenaries are refused, saying both numbers', async () => {
    await afterMemory('success', 'misses');
    await startAssignment(c);
    await t.call('hq/choose-blueprint', { campaignId: c.campaignId, blueprintId: 'flying-machine' });
    for (const m of ['mercenary-1', 'mercenary-2', 'mercenary-3'] as const) await place(m, 'command-room');
    const view = await get();
    expect(view.assignment!.commandRoom).toEqual({ dice: 3, requiredHits: 4, enough: false, unknownStaff: ['mercenary-1', 'mercenary-2', 'mercenary-3'] });
    const error = await t.refuseUnchanged('hq/finish-assignment', { campaignId: c.campaignId });
    expectRefusal(error, 'HQ-AS-4', { context: 'notEnoughDefaults', dice: 3, hits: 4, unknown: 3 }, 'campaignId');
    await place('mercenary-4', 'command-room');
    const done = await finishAssignment(c);
    expect(done.assignment!.commandRoom).toMatchObject({ dice: 4, enough: true });
  });
});

describe('free actions (HQ-ANY-1)', () => {
  it('HLT-5, UNK-37: a Medicine heals by the amount typed, never above the maximum, and is discarded; undo restores both', async () => {
    await playPrologue(c);
    await unlock(c);
    const medicine = await addCard('Medicine', 'none', { place: 'main-hall' });
    await t.call('board/set-health', { campaignId: c.campaignId, memberId: c.daria, health: 0 });
    const before = await get();
    const boardsBefore = await t.call('board/get', { campaignId: c.campaignId });
    const after = await t.call('hq/use-medicine', { campaignId: c.campaignId, cardId: medicine, memberId: c.daria, health: 5 });
    expect(after.mainHall).toEqual([]);
    const board = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === c.daria)!;
    expect(board).toMatchObject({ health: 3, healthState: 'full' });
    const [line] = await t.call('history/list', { campaignId: c.campaignId });
    expect(line).toMatchObject({ summaryKey: 'hq.history.medicineUsed', summaryParams: { name: 'Daria', card: 'Medicine', health: 5 } });
    await t.call('history/undo', {});
    expect(await get()).toEqual(before);
    expect(await t.call('board/get', { campaignId: c.campaignId })).toEqual(boardsBefore);
  });

  it('HLT-2, HQ-ANY-1: a Medicine is refused for an assassin at full health, and before the HQ exists', async () => {
    const early = await addCard('Medicine', 'none', { place: 'villa' });
    expectRefusal(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: early, memberId: c.claudio, health: 1 }), 'HQ-ANY-1', { context: 'notUnlocked' });
    await playPrologue(c);
    await unlock(c);
    expectRefusal(await t.refuseUnchanged('hq/use-medicine', { campaignId: c.campaignId, cardId: early, memberId: c.claudio, health: 1 }), 'HLT-2', {
      context: 'medicine',
      assassin: 'Claudio',
    });
  });
});

describe('campaign copies', () => {
  it('a duplicated campaign keeps its HQ, assignment and placements', async () => {
    const original = await firstAssignmentDone(c);
    const copy = await t.call('campaign/duplicate', { campaignId: c.campaignId, name: 'Copy' });
    const view = await t.call('hq/get', { campaignId: copy.id });
    expect(view.version).toBe('mercenary');
    expect(view.places.map((p) => p.miniatures.length)).toEqual(original.places.map((p) => p.miniatures.length));
    expect(view.assignment).toMatchObject({ kind: 'first', finishProblem: null });
  });
});
