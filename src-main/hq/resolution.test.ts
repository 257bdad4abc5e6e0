import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { query } from '../test-support/diary-fixtures.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import type { HqPlace } from '../../shared/hq/hq.js';
import {
  CONTRACT_TWO,
  addCard,
  entered,
  finishAssignment,
  firstAssignmentDone,
  hqStory,
  laterAssignment,
  layOutFirstAssignment,
  place,
  play,
  playPrologue,
  resolveQuietly,
  resolveUpToCommandRoom,
  startAssignment,
  unlock,
  type HqStory,
} from '../test-support/hq-story.js';

let t: TestCore;
let story: HqStory;
beforeEach(async () => {
  t = await openTestCore();
  story = await hqStory(t);
});
afterEach(async () => {
  await t.dispose();
});

const resolution = () => t.call('hq/get-resolution', { campaignId: story.campaignId });
const boardOf = async (memberId: number) => (await t.call('board/get', { campaignId: story.campaignId })).members.find((m) => m.memberId === memberId)!;
const standing = async (place: HqPlace) => (await t.call('hq/get', { campaignId: story.campaignId })).places.find((p) => p.place === place)!.miniatures;

/**
 * Claudio eliminated in memory 0.4 (with `armor` worn, if given), put on a red space at the
 * first assignment (HQ-A1-1) with that armor bagged, and memory 1.1 then completed: the
 * first resolution is due, an apprentice caring in the hospital.
 */
async function patientAtFirstResolution(armor: { health: number } | null = null) {
  const armorId = armor ? await addCard(story, 'Test armor', 'armor', { place: 'board', memberId: story.claudio, slot: 'armor' }, armor.health) : null;
  await playPrologue(story, [story.claudio]);
  await unlock(story);
  await startAssignment(story);
  await t.call('hq/hospitalise', { campaignId: story.campaignId, memberId: story.claudio, baggedCardId: armorId });
  await layOutFirstAssignment(story);
  await finishAssignment(story);
  await play(story, '1.1');
  const [caregiver] = (await resolution()).hospital.caregivers;
  return { armorId, caregiver: caregiver! };
}

describe('resolution timing and order (HQ-GEN-4, HQ-RES-1)', () => {
  it('HQ-GEN-4: no resolution after a failed first attempt; one is due after the second', async () => {
    await firstAssignmentDone(story);
    await play(story, '1.1', { outcome: 'failure' });
    expect((await resolution()).due).toBe(false);
    expectRefusal(await t.refuseUnchanged('hq/resolve-hospital', { campaignId: story.campaignId }), 'HQ-GEN-4', {}, 'campaignId');

    await play(story, '1.1', { outcome: 'failure' });
    expect(await resolution()).toMatchObject({ due: true, memoryId: '1.1', nextStep: 'hospital' });
  });

  it('HQ-RES-1: a building resolved out of order is refused and nothing changes', async () => {
    await firstAssignmentDone(story);
    await play(story, '1.1');
    const error = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: story.campaignId, build: false });
    expectRefusal(error, 'HQ-RES-1', { context: 'next-hospital', step: 'hospital' }, 'campaignId');
    await resolveUpToCommandRoom(story);
    expectRefusal(await t.refuseUnchanged('hq/resolve-hospital', { campaignId: story.campaignId }), 'HQ-RES-1', { context: 'next-command-room', step: 'command-room' });
    await t.call('hq/resolve-command-room', { campaignId: story.campaignId, roll: entered('x', 'x', 'x', 'x') });
    expectRefusal(await t.refuseUnchanged('hq/resolve-shop', { campaignId: story.campaignId }), 'HQ-RES-1', { context: 'allDone' });
    expect((await resolution()).nextStep).toBe('done');
  });
});

describe('hospital (HQ-HOS)', () => {
  it('HQ-HOS-7: Ezio shares health equal to the HQ level among the patients; HQ-HOS-3: a partly healed patient is back injured', async () => {
    await laterAssignment(story, [['ezio', 'hospital-caregiver']], { eliminatedIn11: [story.claudio] });
    const preview = await resolution();
    // HQ-LVL-1: contract 1 was won, so the level is the one on contract 2's back.
    expect(preview.summary.level).toBe(CONTRACT_TWO.hqLevel);
    expect(preview.hospital.byMode.hospital.total).toBe(2);
    expect(preview.hospital.patients).toEqual([expect.objectContaining({ memberId: story.claudio, health: 0, maxHealth: 3, eliminated: true })]);

    expectRefusal(await t.refuseUnchanged('hq/resolve-hospital', { campaignId: story.campaignId }), 'HQ-HOS-7', { context: 'chooseMode' }, 'ezioMode');
    const tooMuch = await t.refuseUnchanged('hq/resolve-hospital', {
      campaignId: story.campaignId,
      ezioMode: 'hospital',
      distribution: [{ memberId: story.claudio, health: 3 }],
    });
    expectRefusal(tooMuch, 'HQ-HOS-2', { context: 'tooMuch', total: 2, shared: 3 }, 'distribution');

    const before = await t.call('board/get', { campaignId: story.campaignId });
    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: 'hospital', distribution: [{ memberId: story.claudio, health: 1 }] });
    expect(await boardOf(story.claudio)).toMatchObject({ health: 1, healthState: 'injured', inHospital: false, apprenticeStandsIn: false });
    // HQ-HOS-4: nobody is left in the hospital.
    expect([...(await standing('hospital-patient')), ...(await standing('hospital-caregiver'))]).toEqual([]);

    await t.call('history/undo', {});
    expect(await t.call('board/get', { campaignId: story.campaignId })).toEqual(before);
    expect(await standing('hospital-patient')).toEqual([`assassin-${story.claudio}`]);
    await t.call('history/redo', {});
    t = await t.reopen();
    story = { ...story, t };
    expect((await boardOf(story.claudio)).health).toBe(1);
    expect((await resolution()).nextStep).toBe('workshop');
  });

  it('HQ-HOS-7: Ezio may instead give 1 health to an injured assassin outside; HQ-HOS-6: an eliminated patient given nothing stays out', async () => {
    await laterAssignment(story, [['ezio', 'hospital-caregiver']], { eliminatedIn11: [story.claudio] });
    await t.call('board/set-health', { campaignId: story.campaignId, memberId: story.daria, health: 1 });
    const missingTarget = await t.refuseUnchanged('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: 'outside' });
    expectRefusal(missingTarget, 'HQ-HOS-7', { context: 'outsideTarget' }, 'ezioOutsideMemberId');
    // Only patients share the hospital's health (HQ-HOS-2): Daria is not on a red space.
    const notPatient = await t.refuseUnchanged('hq/resolve-hospital', {
      campaignId: story.campaignId,
      ezioMode: 'hospital',
      distribution: [{ memberId: story.daria, health: 1 }],
    });
    expectRefusal(notPatient, 'HQ-HOS-2', { context: 'notPatient' }, 'distribution.0.memberId');

    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: 'outside', ezioOutsideMemberId: story.daria });
    expect((await boardOf(story.daria)).health).toBe(2);
    expect(await boardOf(story.claudio)).toMatchObject({ healthState: 'eliminated', inHospital: false, apprenticeStandsIn: true });
  });

  it('HQ-HOS-3: a patient given all its health is back at full health; an unknown brown card is typed, never guessed', async () => {
    const { caregiver } = await patientAtFirstResolution();
    expect((await resolution()).hospital.byMode.hospital.missing).toEqual([caregiver]);
    const unknown = await t.refuseUnchanged('hq/resolve-hospital', { campaignId: story.campaignId, distribution: [{ memberId: story.claudio, health: 3 }] });
    expectRefusal(unknown, 'HQ-HOS-1', { context: 'healthAtLevel', miniature: caregiver }, 'typed');

    await t.call('hq/resolve-hospital', {
      campaignId: story.campaignId,
      distribution: [{ memberId: story.claudio, health: 3 }],
      typed: [{ staffId: caregiver, value: 3 }],
    });
    expect(await boardOf(story.claudio)).toMatchObject({ health: 3, healthState: 'full', apprenticeStandsIn: false });
  });

  it('HLT-1, HQ-AS-1: the hospital preview counts the bagged armor in a patient\'s maximum health', async () => {
    await patientAtFirstResolution({ health: 1 });
    expect((await resolution()).hospital.patients).toEqual([expect.objectContaining({ memberId: story.claudio, health: 0, maxHealth: 4, eliminated: true })]);
  });

  it('HQ-HOS-3, HLT-1: an eliminated patient whose armor (+1) was bagged on entering the hospital and who is healed by 1 comes back with 1 of 4', async () => {
    const { armorId, caregiver } = await patientAtFirstResolution({ health: 1 });
    await t.call('hq/resolve-hospital', {
      campaignId: story.campaignId,
      distribution: [{ memberId: story.claudio, health: 1 }],
      typed: [{ staffId: caregiver, value: 1 }],
    });
    const claudio = await boardOf(story.claudio);
    expect(claudio.slots.armor).toMatchObject({ id: armorId });
    expect(claudio).toMatchObject({ health: 1, maxHealth: 4, healthState: 'injured' });
  });
});

describe('workshop (HQ-WRK, BP)', () => {
  /** HQ-WRK-8's example cards (test names): a Borgia Cloak on Daria's board, the rest in the main hall. */
  async function flyingMachinePayment() {
    const cloak = await addCard(story, 'Borgia Cloak', 'none', { place: 'board', memberId: story.daria, slot: 'inventory-1' });
    const swords = [];
    for (let i = 0; i < 3; i += 1) swords.push(await addCard(story, 'Ordinary Sword', 'none', { place: 'main-hall' }));
    const consumable = [];
    for (const name of ['Parachute', 'Parachute', 'Smoke Bomb']) consumable.push(await addCard(story, name, 'none', { place: 'main-hall' }));
    const reusable = [cloak, ...swords];
    // The save does not know these cards' colours: the players say them as they pay (HQ-WRK-2).
    const declaredColours = [...reusable.map((cardId) => ({ cardId, reusable: true })), ...consumable.map((cardId) => ({ cardId, reusable: false }))];
    return { reusable, consumable, declaredColours };
  }

  const cardsLeft = () =>
    query<{ name: string; kind: string; location: string; slot: string | null }>(t, 'SELECT name, kind, location, slot FROM campaign_cards WHERE campaign_id = ? ORDER BY id', story.campaignId);

  it('HQ-WRK-8: the Flying Machine is paid with a Borgia Cloak, 3 Ordinary Swords, 2 Parachutes and a Smoke Bomb and becomes special equipment', async () => {
    await firstAssignmentDone(story);
    const [workshop] = await standing('workshop');
    await play(story, '1.1');
    const paid = await flyingMachinePayment();
    const [caregiver] = (await resolution()).hospital.caregivers;
    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, typed: [{ staffId: caregiver!, value: 0 }] });
    // The workshop's apprentice has no brown card entered: the players type 0 from it.
    const typed = [{ staffId: workshop!, value: 0 }];

    const preview = await resolution();
    expect(preview.workshop.blueprint).toMatchObject({ id: 'flying-machine' });
    expect(preview.workshop.payable).toHaveLength(7);

    const short = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: story.campaignId, build: true, typed, paidCardIds: paid.reusable, declaredColours: paid.declaredColours });
    expectRefusal(short, 'HQ-WRK-3', { context: 'count', total: 7, white: 4, black: 3, chosen: 4 }, 'paidCardIds');
    const before = await t.state();
    await t.call('hq/resolve-workshop', {
      campaignId: story.campaignId,
      build: true,
      typed,
      paidCardIds: [...paid.reusable, ...paid.consumable],
      declaredColours: paid.declaredColours,
    });
    expect(await cardsLeft()).toEqual([{ name: 'Flying Machine', kind: 'special', location: 'main-hall', slot: null }]);
    expect(await query(t, 'SELECT blueprint_id, state FROM hq_blueprints WHERE campaign_id = ?', story.campaignId)).toEqual([{ blueprint_id: 'flying-machine', state: 'built' }]);
    expect(await standing('workshop')).toEqual([]);

    await t.call('history/undo', {});
    expect((await t.state()).tables).toEqual(before.tables);
  });

  it('HQ-WRK-3, CF-CRD-9: with Ezio in the workshop the Flying Machine costs 6 cards', async () => {
    await laterAssignment(story, [['ezio', 'workshop']]);
    const paid = await flyingMachinePayment();
    await resolveHospitalQuietly();
    const all = [...paid.reusable, ...paid.consumable];
    const seven = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: story.campaignId, build: true, paidCardIds: all, declaredColours: paid.declaredColours });
    expectRefusal(seven, 'HQ-WRK-3', { context: 'count', total: 6, white: 4, black: 3, chosen: 7 });
    await t.call('hq/resolve-workshop', {
      campaignId: story.campaignId,
      build: true,
      paidCardIds: all.slice(0, 6),
      declaredColours: paid.declaredColours.slice(0, 6),
      placeAt: { place: 'board', memberId: story.daria, slot: 'inventory-2' },
    });
    expect(await cardsLeft()).toEqual([
      { name: 'Smoke Bomb', kind: 'equipment', location: 'main-hall', slot: null },
      { name: 'Flying Machine', kind: 'special', location: 'board', slot: 'inventory-2' },
    ]);
  });

  it('HQ-WRK-2: a card whose colour is unknown must be declared; HQ-WRK-7: an unbuilt blueprint goes to the main hall', async () => {
    await laterAssignment(story, [['ezio', 'workshop']]);
    await resolveHospitalQuietly();
    const mystery = await addCard(story, 'Unknown card', 'none', { place: 'main-hall' });
    const undeclared = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: story.campaignId, build: true, paidCardIds: [mystery] });
    expectRefusal(undeclared, 'HQ-WRK-2', { context: 'colour', card: 'Unknown card' }, 'declaredColours');
    await t.call('hq/resolve-workshop', { campaignId: story.campaignId, build: false });
    expect((await t.call('hq/get', { campaignId: story.campaignId })).blueprints).toEqual([expect.objectContaining({ id: 'flying-machine', state: 'main-hall' })]);
  });
});

/** The hospital of a later resolution, with nobody on its red spaces. */
async function resolveHospitalQuietly() {
  const { hospital } = await resolution();
  await t.call('hq/resolve-hospital', { campaignId: story.campaignId, ezioMode: hospital.ezio ? 'hospital' : null });
}

describe('shop (HQ-SHP)', () => {
  it('HQ-SHP-2: Ezio keeps 1 of the 4 cards drawn; keeping 2 is refused', async () => {
    await laterAssignment(story, [['ezio', 'shop']]);
    await resolveHospitalQuietly();
    await t.call('hq/resolve-workshop', { campaignId: story.campaignId, build: false });
    const drawn = ['Card A', 'Card B', 'Card C', 'Card D'].map((name) => ({ name }));
    const tooMany = await t.refuseUnchanged('hq/resolve-shop', {
      campaignId: story.campaignId,
      drawn,
      kept: [
        { index: 0, to: { place: 'main-hall' } },
        { index: 1, to: { place: 'main-hall' } },
      ],
    });
    expectRefusal(tooMany, 'HQ-SHP-2', { context: 'tooMany', keep: 1, chosen: 2 }, 'kept');
    await t.call('hq/resolve-shop', { campaignId: story.campaignId, drawn, kept: [{ index: 2, to: { place: 'board', memberId: story.claudio, slot: 'inventory-3' } }] });
    expect((await boardOf(story.claudio)).slots['inventory-3']).toMatchObject({ name: 'Card C' });
    await t.call('history/undo', {});
    expect((await boardOf(story.claudio)).slots['inventory-3']).toBeNull();
  });
});

describe('command room and the HQ level (HQ-CMD, HQ-LVL)', () => {
  it('HQ-CMD-3/4: 4 plain allies rolling 3 hits fail contract 1 (4 hits); at the second attempt their dice are automatic hits; HQ-LVL-1: the level is the next card’s back', async () => {
    await t.call('box-data/save-contract', { previousNumber: null, contract: CONTRACT_TWO });
    await firstAssignmentDone(story);
    const commandRoom = await standing('command-room');
    await play(story, '1.1');
    await resolveUpToCommandRoom(story);

    const preview = await resolution();
    expect(preview.commandRoom).toMatchObject({ neededHits: 4, automatic: false, chance: null });
    expect(preview.commandRoom.dice).toMatchObject({ dice: 4, unknownStaff: commandRoom });
    expectRefusal(await t.refuseUnchanged('hq/resolve-command-room', { campaignId: story.campaignId, roll: null }), 'HQ-CMD-2', { context: 'roll', dice: 4 }, 'roll');

    const failed = await t.call('hq/resolve-command-room', { campaignId: story.campaignId, roll: entered('hit', 'special', 'hit', 'x') });
    expect(failed.summary).toMatchObject({ level: 1, top: { position: 1, attempt: 2, revealed: true } });
    expect(await standing('command-room')).toEqual([]);

    // The next memory, with the command room staffed again (HQ-AS-4) and completed.
    await startAssignment(story);
    await t.call('hq/choose-blueprint', { campaignId: story.campaignId, blueprintId: 'flying-machine' });
    for (const ally of ['mercenary-1', 'mercenary-2', 'mercenary-3', 'mercenary-4'] as const) await place(story, ally, 'command-room');
    await finishAssignment(story);
    await play(story, '1.2');
    await resolveUpToCommandRoom(story);
    const second = await resolution();
    expect(second.commandRoom).toMatchObject({ automatic: true, automaticOutcome: 'success' });
    expectRefusal(await t.refuseUnchanged('hq/resolve-command-room', { campaignId: story.campaignId, roll: entered('hit', 'hit', 'hit', 'hit') }), 'HQ-CMD-4', {}, 'roll');

    const won = await t.call('hq/resolve-command-room', { campaignId: story.campaignId, roll: null });
    expect(won.summary).toMatchObject({ level: 2, top: { position: 2, attempt: 1, revealed: false, requiredHits: 3 } });
    expect(await query(t, 'SELECT attempt_number, automatic, hits, outcome FROM hq_contract_attempts ORDER BY id')).toEqual([
      { attempt_number: 1, automatic: 0, hits: 3, outcome: 'failure' },
      { attempt_number: 2, automatic: 1, hits: 4, outcome: 'success' },
    ]);

    await t.call('history/undo', {});
    expect((await resolution()).summary).toMatchObject({ level: 1, top: { position: 1, attempt: 2 } });
    await t.call('history/redo', {});
    t = await t.reopen();
    expect((await resolution()).summary.level).toBe(2);
  });

  it('HQ-LVL-1: the level is unknown (not guessed) until the next card’s back is entered', async () => {
    await firstAssignmentDone(story);
    await play(story, '1.1');
    const top = await resolveQuietly(story, ['hit', 'hit', 'hit', 'hit']);
    expect(top).toMatchObject({ position: 2, attempt: 1 });
    expect((await resolution()).summary.level).toBeNull();
    await t.call('box-data/save-contract', { previousNumber: null, contract: CONTRACT_TWO });
    expect((await resolution()).summary.level).toBe(CONTRACT_TWO.hqLevel);
  });

  it('HQ-CMD-6, SYNC-6: "At the Source" needs 1 hit fewer when the last memory earned its 100% sync (read from the diary)', async () => {
    const atTheSource = { ...CONTRACT_TWO, name: 'At the Source', hqLevel: 1 };
    await laterAssignment(story, [['ezio', 'command-room']], { contractTwo: atTheSource, play12: { syncAchieved: true } });
    const view = await resolution();
    expect(view.commandRoom.neededHits).toBe(2);
    expect(view.summary.top?.modifiers).toEqual([{ kind: 'last-memory-synced', hits: -1, applies: true }]);
    await resolveUpToCommandRoom(story);
    // Ezio rolls 2 dice (CF-CRD-9).
    const won = await t.call('hq/resolve-command-room', { campaignId: story.campaignId, roll: entered('hit', 'special') });
    expect(won.summary.top?.position).toBe(3);
  });

  it('HQ-CMD-6: without the 100% sync "At the Source" needs its printed hits', async () => {
    const atTheSource = { ...CONTRACT_TWO, name: 'At the Source', hqLevel: 1 };
    await laterAssignment(story, [['ezio', 'command-room']], { contractTwo: atTheSource });
    const view = await resolution();
    expect(view.commandRoom.neededHits).toBe(3);
    expect(view.summary.top?.modifiers).toEqual([{ kind: 'last-memory-synced', hits: -1, applies: false }]);
  });

  it('HQ-CMD-2: the exact chance of the roll is shown once the white die’s faces are entered', async () => {
    await firstAssignmentDone(story);
    await play(story, '1.1');
    // Test faces: one hit in six. The 4 command-room dice must all hit contract 1's 4 hits.
    await t.call('box-data/set-die-faces', { die: 'white', faces: ['hit', 'x', 'x', 'x', 'x', 'x'] });
    const chance = (await resolution()).commandRoom.chance;
    expect(chance).toEqual({ favourable: 1, total: 1296, probability: 1 / 1296 });
  });
});

describe('HQ box data (UNK-11, UNK-12, UNK-14)', () => {
  it('CF-CRD-10: a contract 1 entered as box data completes the printed card but may not contradict it', async () => {
    const contract1 = { number: 1, name: 'First', requiredHits: 5, hqLevel: 1, grayText: '', redText: '', modifiers: [] };
    expectRefusal(await t.refuseUnchanged('box-data/save-contract', { previousNumber: null, contract: contract1 }), 'CF-CRD-10', { context: 'hits', hits: 4 }, 'contract.requiredHits');
    const saved = await t.call('box-data/save-contract', { previousNumber: null, contract: { ...contract1, requiredHits: null, grayText: 'Gray box' } });
    expect(saved.contracts).toEqual([expect.objectContaining({ number: 1, grayText: 'Gray box' })]);
    expect(await t.refuseUnchanged('box-data/save-contract', { previousNumber: null, contract: { ...contract1, requiredHits: null } })).toMatchObject({
      code: 'invalid-request',
      field: 'contract.number',
    });
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).contracts).toEqual([]);
  });

  it('CF-CRD-9: Ezio’s printed values cannot be changed; other brown cards and blueprints are saved and removed', async () => {
    const ezio = { characterId: 'ezio', hospital: null, workshopReduction: 2, shopKeep: null, commandRoomDice: null };
    expectRefusal(await t.refuseUnchanged('box-data/save-ally-card', { card: ezio }), 'CF-CRD-9', { context: 'value', value: 1 }, 'card.workshopReduction');
    const apprentice = { characterId: 'apprentice-1', hospital: { kind: 'per-level' as const, health: [1, 1, 2, 2] }, workshopReduction: 1, shopKeep: 1, commandRoomDice: 1 };
    await t.call('box-data/save-ally-card', { card: apprentice });
    await t.call('box-data/save-blueprint', { previousId: null, blueprint: { id: 'test-bp', name: 'Test blueprint', whiteCost: 2, blackCost: 1 } });
    const data = await t.call('box-data/get', {});
    expect(data.allyCards).toHaveLength(1);
    expect(data.blueprints).toEqual([{ id: 'test-bp', name: 'Test blueprint', whiteCost: 2, blackCost: 1, item: '' }]);
    await t.call('box-data/remove-ally-card', { characterId: 'apprentice-1' });
    await t.call('box-data/remove-blueprint', { id: 'test-bp' });
    expect(await t.call('box-data/get', {})).toMatchObject({ allyCards: [], blueprints: [] });
    const [removed] = await t.call('history/list', { campaignId: null });
    expect(removed).toMatchObject({ summaryKey: 'hqResolution.history.blueprintRemoved', summaryParams: { name: 'Test blueprint' } });
  });

  it('CF-CRD-7: the Flying Machine’s printed cost cannot be changed', async () => {
    const blueprint = { id: 'flying-machine', name: 'Flying Machine', whiteCost: 5, blackCost: 3 };
    expectRefusal(await t.refuseUnchanged('box-data/save-blueprint', { previousId: null, blueprint }), 'CF-CRD-7', { context: 'white', cost: 4 }, 'blueprint.whiteCost');
  });
});

describe('the HQ tables in the save', () => {
  it('a duplicated campaign keeps its own contract deck and resolution progress', async () => {
    await firstAssignmentDone(story);
    const commandRoom = await standing('command-room');
    await play(story, '1.1');
    const [caregiver] = (await resolution()).hospital.caregivers;
    await t.call('hq/resolve-hospital', { campaignId: story.campaignId, typed: [{ staffId: caregiver!, value: 0 }] });
    const copy = await t.call('campaign/duplicate', { campaignId: story.campaignId, name: 'Copy' });
    const original = await resolution();
    const copied = await t.call('hq/get-resolution', { campaignId: copy.id });
    expect(copied).toMatchObject({ due: true, memoryId: '1.1', nextStep: 'workshop', summary: original.summary });
    expect(copied.memoryAttemptId).not.toBe(original.memoryAttemptId);
    expect(copied.commandRoom.staff).toEqual(commandRoom);
  });
});
