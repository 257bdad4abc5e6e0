import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { boardCampaign, recordAttempt, writeSave } from '../test-support/board-fixtures.js';
import { query } from '../test-support/diary-fixtures.js';
import type { DieFace } from '../../shared/content/pack-schema.js';

let t: TestCore;
beforeEach(async () => {
  t = await openTestCore();
});
afterEach(async () => {
  await t.dispose();
});

interface HqCampaign {
  campaignId: number;
  claudio: number;
  daria: number;
}

/**
 * A campaign at its first HQ assignment, written straight into the save as the assignment
 * work leaves it: memory 0.4 done, the HQ unlocked, contract 1 face up, the Flying Machine
 * blueprint in the workshop, and the given miniatures placed. Then memory 1.1 is recorded
 * with `outcome`, so (for a success) the resolution is due.
 */
async function hqCampaign(placements: [string, string][] = [], outcome: 'success' | 'failure' = 'success'): Promise<HqCampaign> {
  const { campaignId, member } = await boardCampaign(t);
  const before = recordAttempt(t, campaignId, '0.4', 1, 'success');
  writeSave(t, (db) => {
    db.prepare("INSERT INTO hq_boards (campaign_id, version, unlocked_at) VALUES (?, 'mercenary', '2025-03-01T20:00:00.000Z')").run(campaignId);
    db.prepare('UPDATE campaigns SET hq_established = 1 WHERE id = ?').run(campaignId);
    db.prepare('INSERT INTO hq_contract_deck (campaign_id, revealed, started_after_attempt) VALUES (?, 1, ?)').run(campaignId, before);
    db.prepare("INSERT INTO hq_blueprints (campaign_id, blueprint_id, state) VALUES (?, 'flying-machine', 'workshop')").run(campaignId);
  });
  const ids = { campaignId, claudio: member.claudio!, daria: member.daria! };
  place(ids, placements);
  recordAttempt(t, campaignId, '1.1', 1, outcome);
  return ids;
}

function place(c: HqCampaign, placements: [string, string][]): void {
  writeSave(t, (db) => {
    for (const [miniature, where] of placements) {
      const memberId = miniature === 'claudio' ? c.claudio : miniature === 'daria' ? c.daria : null;
      db.prepare('INSERT INTO hq_placements (campaign_id, member_id, character_id, place) VALUES (?, ?, ?, ?)').run(
        c.campaignId,
        memberId,
        memberId === null ? miniature : null,
        where,
      );
      if (where === 'hospital-patient') db.prepare('UPDATE party_members SET in_hospital = 1 WHERE id = ?').run(memberId);
    }
  });
}

const write = (change: (db: Database.Database) => void) => writeSave(t, change);

/** Claudio eliminated in memory 1.1 lies on a red space of the hospital, `caregiver` on its white one. */
async function eliminatedPatientCampaign(caregiver: string): Promise<HqCampaign> {
  const c = await hqCampaign([
    ['claudio', 'hospital-patient'],
    [caregiver, 'hospital-caregiver'],
  ]);
  write((db) => db.prepare('UPDATE party_members SET eliminated_attempt_id = (SELECT max(id) FROM memory_attempts) WHERE id = ?').run(c.claudio));
  return c;
}

function addCard(campaignId: number, name: string, reusable: boolean | null, where: 'main-hall' | { memberId: number; slot: string }): number {
  let id = 0;
  write((db) => {
    const onBoard = where !== 'main-hall';
    const { lastInsertRowid } = db
      .prepare("INSERT INTO campaign_cards (campaign_id, name, card_type, kind, reusable, location, member_id, slot) VALUES (?, ?, 'none', 'equipment', ?, ?, ?, ?)")
      .run(campaignId, name, reusable === null ? null : reusable ? 1 : 0, onBoard ? 'board' : 'main-hall', onBoard ? where.memberId : null, onBoard ? where.slot : null);
    id = Number(lastInsertRowid);
  });
  return id;
}

const entered = (...faces: DieFace[]) => ({ mode: 'entered' as const, faces });

/** Confirms the buildings before the command room with nothing to do in them. */
async function resolveQuietlyUpToCommandRoom(campaignId: number) {
  await t.call('hq/resolve-hospital', { campaignId });
  await t.call('hq/resolve-workshop', { campaignId, build: false });
  await t.call('hq/resolve-shop', { campaignId });
}

async function placementsOf(campaignId: number) {
  return query<{ place: string }>(t, 'SELECT place FROM hq_placements WHERE campaign_id = ? ORDER BY id', campaignId);
}

describe('resolution timing and order (HQ-GEN-4, HQ-RES-1)', () => {
  it('HQ-GEN-4: no resolution after a failed first attempt; one is due after a success', async () => {
    const c = await hqCampaign([], 'failure');
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).due).toBe(false);
    const error = await t.refuseUnchanged('hq/resolve-hospital', { campaignId: c.campaignId });
    expect(error).toMatchObject({ code: 'rule-violation', rule: 'HQ-GEN-4' });

    recordAttempt(t, c.campaignId, '1.1', 2, 'failure');
    const view = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(view).toMatchObject({ due: true, memoryId: '1.1', nextStep: 'hospital' });
  });

  it('HQ-RES-1: a building resolved out of order is refused and nothing changes', async () => {
    const c = await hqCampaign();
    const error = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: c.campaignId, build: false });
    expect(error).toMatchObject({ rule: 'HQ-RES-1' });
    expect(error.message).toContain('Resolve the hospital now');
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });
    expect((await t.refuseUnchanged('hq/resolve-hospital', { campaignId: c.campaignId })).rule).toBe('HQ-RES-1');
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).nextStep).toBe('workshop');
  });
});

describe('hospital (HQ-HOS)', () => {
  it('HQ-HOS-7: Ezio shares health equal to the HQ level among the patients; HQ-HOS-3: a partly healed patient is back injured', async () => {
    const c = await eliminatedPatientCampaign('ezio');
    const preview = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(preview.summary.level).toBe(1);
    expect(preview.hospital.byMode.hospital.total).toBe(1);
    expect(preview.hospital.patients).toEqual([expect.objectContaining({ memberId: c.claudio, health: 0, eliminated: true })]);

    expect((await t.refuseUnchanged('hq/resolve-hospital', { campaignId: c.campaignId })).rule).toBe('HQ-HOS-7');
    const tooMuch = await t.refuseUnchanged('hq/resolve-hospital', {
      campaignId: c.campaignId,
      ezioMode: 'hospital',
      distribution: [{ memberId: c.claudio, health: 2 }],
    });
    expect(tooMuch).toMatchObject({ rule: 'HQ-HOS-2', field: 'distribution' });

    const before = await t.call('board/get', { campaignId: c.campaignId });
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId, ezioMode: 'hospital', distribution: [{ memberId: c.claudio, health: 1 }] });
    const boards = await t.call('board/get', { campaignId: c.campaignId });
    expect(boards.members.find((m) => m.memberId === c.claudio)).toMatchObject({ health: 1, healthState: 'injured', inHospital: false, apprenticeStandsIn: false });
    // HQ-HOS-4: nobody is left in the hospital.
    expect(await placementsOf(c.campaignId)).toEqual([]);

    await t.call('history/undo', {});
    expect(await t.call('board/get', { campaignId: c.campaignId })).toEqual(before);
    expect(await placementsOf(c.campaignId)).toHaveLength(2);
    await t.call('history/redo', {});
    const reopened = await t.reopen();
    t = reopened;
    expect((await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === c.claudio)?.health).toBe(1);
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).nextStep).toBe('workshop');
  });

  it('HQ-HOS-7: Ezio may instead give 1 health to an injured assassin outside; HQ-HOS-6: an eliminated patient given nothing stays out', async () => {
    const c = await eliminatedPatientCampaign('ezio');
    write((db) => db.prepare('UPDATE party_members SET health_lost = 2 WHERE id = ?').run(c.daria));
    const missingTarget = await t.refuseUnchanged('hq/resolve-hospital', { campaignId: c.campaignId, ezioMode: 'outside' });
    expect(missingTarget).toMatchObject({ rule: 'HQ-HOS-7', field: 'ezioOutsideMemberId' });
    // Only patients share the hospital's health (HQ-HOS-2): Daria is not on a red space.
    const notPatient = await t.refuseUnchanged('hq/resolve-hospital', {
      campaignId: c.campaignId,
      ezioMode: 'hospital',
      distribution: [{ memberId: c.daria, health: 1 }],
    });
    expect(notPatient).toMatchObject({ rule: 'HQ-HOS-2', field: 'distribution.0.memberId' });

    await t.call('hq/resolve-hospital', { campaignId: c.campaignId, ezioMode: 'outside', ezioOutsideMemberId: c.daria });
    const boards = await t.call('board/get', { campaignId: c.campaignId });
    expect(boards.members.find((m) => m.memberId === c.daria)?.health).toBe(2);
    expect(boards.members.find((m) => m.memberId === c.claudio)).toMatchObject({ healthState: 'eliminated', inHospital: false, apprenticeStandsIn: true });
  });

  it('HQ-HOS-3: a patient given all its health is back at full health; an unknown brown card is typed, never guessed', async () => {
    const c = await eliminatedPatientCampaign('apprentice-1');
    const preview = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(preview.hospital.byMode.hospital.missing).toEqual(['apprentice-1']);
    const unknown = await t.refuseUnchanged('hq/resolve-hospital', { campaignId: c.campaignId, distribution: [{ memberId: c.claudio, health: 3 }] });
    expect(unknown).toMatchObject({ rule: 'HQ-HOS-1', field: 'typed' });
    expect(unknown.message).toContain("Apprentice 1's brown card");

    await t.call('hq/resolve-hospital', {
      campaignId: c.campaignId,
      distribution: [{ memberId: c.claudio, health: 3 }],
      typed: [{ staffId: 'apprentice-1', value: 3 }],
    });
    const claudio = (await t.call('board/get', { campaignId: c.campaignId })).members.find((m) => m.memberId === c.claudio);
    expect(claudio).toMatchObject({ health: 3, healthState: 'full', apprenticeStandsIn: false });
  });
});

describe('workshop (HQ-WRK, BP)', () => {
  async function flyingMachinePayment(campaignId: number, member: number) {
    const cloak = addCard(campaignId, 'Borgia Cloak', true, { memberId: member, slot: 'inventory-1' });
    const swords = [1, 2, 3].map(() => addCard(campaignId, 'Ordinary Sword', true, 'main-hall'));
    const parachutes = [1, 2].map(() => addCard(campaignId, 'Parachute', false, 'main-hall'));
    const smokeBomb = addCard(campaignId, 'Smoke Bomb', false, 'main-hall');
    return { reusable: [cloak, ...swords], consumable: [...parachutes, smokeBomb] };
  }

  it('HQ-WRK-8: the Flying Machine is paid with a Borgia Cloak, 3 Ordinary Swords, 2 Parachutes and a Smoke Bomb and becomes special equipment', async () => {
    const c = await hqCampaign([['mercenary-1', 'workshop']]);
    // The mercenary's reduction is unknown: the players type 0 from its card.
    const typed = [{ staffId: 'mercenary-1', value: 0 }];
    const paid = await flyingMachinePayment(c.campaignId, c.daria);
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });

    const preview = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(preview.workshop.blueprint).toMatchObject({ id: 'flying-machine' });
    expect(preview.workshop.payable).toHaveLength(7);

    const short = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: c.campaignId, build: true, typed, paidCardIds: paid.reusable });
    expect(short).toMatchObject({ rule: 'HQ-WRK-3' });
    const before = await t.state();
    await t.call('hq/resolve-workshop', { campaignId: c.campaignId, build: true, typed, paidCardIds: [...paid.reusable, ...paid.consumable] });
    const cards = await query<{ name: string; kind: string; location: string }>(t, 'SELECT name, kind, location FROM campaign_cards WHERE campaign_id = ?', c.campaignId);
    expect(cards).toEqual([{ name: 'Flying Machine', kind: 'special', location: 'main-hall' }]);
    expect(await query(t, 'SELECT blueprint_id, state FROM hq_blueprints WHERE campaign_id = ?', c.campaignId)).toEqual([{ blueprint_id: 'flying-machine', state: 'built' }]);
    expect(await placementsOf(c.campaignId)).toEqual([]);

    await t.call('history/undo', {});
    expect((await t.state()).tables).toEqual(before.tables);
  });

  it('HQ-WRK-3, CF-CRD-9: with Ezio in the workshop the Flying Machine costs 6 cards', async () => {
    const c = await hqCampaign([['ezio', 'workshop']]);
    const paid = await flyingMachinePayment(c.campaignId, c.daria);
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });
    const all = [...paid.reusable, ...paid.consumable];
    expect((await t.refuseUnchanged('hq/resolve-workshop', { campaignId: c.campaignId, build: true, paidCardIds: all })).rule).toBe('HQ-WRK-3');
    await t.call('hq/resolve-workshop', { campaignId: c.campaignId, build: true, paidCardIds: all.slice(0, 6), placeAt: { place: 'board', memberId: c.daria, slot: 'inventory-2' } });
    const left = await query<{ name: string; location: string; slot: string | null }>(t, 'SELECT name, location, slot FROM campaign_cards WHERE campaign_id = ? ORDER BY id', c.campaignId);
    expect(left).toEqual([
      { name: 'Smoke Bomb', location: 'main-hall', slot: null },
      { name: 'Flying Machine', location: 'board', slot: 'inventory-2' },
    ]);
  });

  it('HQ-WRK-2: a card whose colour is unknown must be declared; HQ-WRK-7: an unbuilt blueprint goes to the main hall', async () => {
    const c = await hqCampaign([['ezio', 'workshop']]);
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });
    const mystery = addCard(c.campaignId, 'Unknown card', null, 'main-hall');
    const undeclared = await t.refuseUnchanged('hq/resolve-workshop', { campaignId: c.campaignId, build: true, paidCardIds: [mystery] });
    expect(undeclared).toMatchObject({ rule: 'HQ-WRK-2', field: 'declaredColours' });
    await t.call('hq/resolve-workshop', { campaignId: c.campaignId, build: false });
    expect(await query(t, 'SELECT state FROM hq_blueprints WHERE campaign_id = ?', c.campaignId)).toEqual([{ state: 'main-hall' }]);
  });
});

describe('shop (HQ-SHP)', () => {
  it('HQ-SHP-2: Ezio keeps 1 of the 4 cards drawn; keeping 2 is refused', async () => {
    const c = await hqCampaign([['ezio', 'shop']]);
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });
    await t.call('hq/resolve-workshop', { campaignId: c.campaignId, build: false });
    const drawn = ['Card A', 'Card B', 'Card C', 'Card D'].map((name) => ({ name }));
    const tooMany = await t.refuseUnchanged('hq/resolve-shop', {
      campaignId: c.campaignId,
      drawn,
      kept: [
        { index: 0, to: { place: 'main-hall' } },
        { index: 1, to: { place: 'main-hall' } },
      ],
    });
    expect(tooMany).toMatchObject({ rule: 'HQ-SHP-2', field: 'kept' });
    await t.call('hq/resolve-shop', { campaignId: c.campaignId, drawn, kept: [{ index: 2, to: { place: 'board', memberId: c.claudio, slot: 'inventory-3' } }] });
    const cards = await query<{ name: string; location: string }>(t, 'SELECT name, location FROM campaign_cards WHERE campaign_id = ?', c.campaignId);
    expect(cards).toEqual([{ name: 'Card C', location: 'board' }]);
    await t.call('history/undo', {});
    expect(await query(t, 'SELECT name FROM campaign_cards WHERE campaign_id = ?', c.campaignId)).toEqual([]);
  });
});

describe('command room and the HQ level (HQ-CMD, HQ-LVL)', () => {
  const contract2 = { number: 2, name: 'Second contract', requiredHits: 3, hqLevel: 2, grayText: '', redText: '', modifiers: [] };

  it('HQ-CMD-3/4: 4 plain allies rolling 3 hits fail contract 1 (4 hits); at the second attempt their dice are automatic hits; HQ-LVL-1: the level is the next card’s back', async () => {
    const allies: [string, string][] = ['mercenary-1', 'mercenary-2', 'mercenary-3', 'mercenary-4'].map((m) => [m, 'command-room']);
    const c = await hqCampaign(allies);
    await t.call('box-data/save-contract', { previousNumber: null, contract: contract2 });
    await resolveQuietlyUpToCommandRoom(c.campaignId);

    const preview = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(preview.commandRoom).toMatchObject({ neededHits: 4, automatic: false, chance: null });
    expect(preview.commandRoom.dice).toMatchObject({ dice: 4, unknownStaff: ['mercenary-1', 'mercenary-2', 'mercenary-3', 'mercenary-4'] });
    expect((await t.refuseUnchanged('hq/resolve-command-room', { campaignId: c.campaignId, roll: null })).rule).toBe('HQ-CMD-2');

    const failed = await t.call('hq/resolve-command-room', { campaignId: c.campaignId, roll: entered('hit', 'special', 'hit', 'x') });
    expect(failed.summary).toMatchObject({ level: 1, top: { position: 1, attempt: 2, revealed: true } });
    expect(await placementsOf(c.campaignId)).toEqual([]);

    // The next memory, with the command room staffed again (HQ-AS-4) and completed.
    place(c, allies);
    recordAttempt(t, c.campaignId, '1.2', 1, 'success');
    await resolveQuietlyUpToCommandRoom(c.campaignId);
    const second = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(second.commandRoom).toMatchObject({ automatic: true, automaticOutcome: 'success' });
    expect((await t.refuseUnchanged('hq/resolve-command-room', { campaignId: c.campaignId, roll: entered('hit', 'hit', 'hit', 'hit') })).rule).toBe('HQ-CMD-4');

    const won = await t.call('hq/resolve-command-room', { campaignId: c.campaignId, roll: null });
    expect(won.summary).toMatchObject({ level: 2, top: { position: 2, attempt: 1, revealed: false, requiredHits: 3 } });
    expect(await query(t, 'SELECT attempt_number, automatic, hits, outcome FROM hq_contract_attempts ORDER BY id')).toEqual([
      { attempt_number: 1, automatic: 0, hits: 3, outcome: 'failure' },
      { attempt_number: 2, automatic: 1, hits: 4, outcome: 'success' },
    ]);

    await t.call('history/undo', {});
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).summary).toMatchObject({ level: 1, top: { position: 1, attempt: 2 } });
    await t.call('history/redo', {});
    t = await t.reopen();
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).summary.level).toBe(2);
  });

  it('HQ-LVL-1: the level is unknown (not guessed) until the next card’s back is entered', async () => {
    const c = await hqCampaign([['ezio', 'command-room']]);
    await resolveQuietlyUpToCommandRoom(c.campaignId);
    const view = await t.call('hq/resolve-command-room', { campaignId: c.campaignId, roll: entered('hit', 'hit') });
    // Ezio rolls 2 dice (CF-CRD-9): 2 hits of 4 fail.
    expect(view.summary.top).toMatchObject({ attempt: 2 });
    write((db) => db.prepare('UPDATE hq_contract_deck SET top_position = 2, second_attempt = 0 WHERE campaign_id = ?').run(c.campaignId));
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).summary.level).toBeNull();
  });

  it('HQ-CMD-6, SYNC-6: "At the Source" needs 1 hit fewer when the last memory earned its 100% sync (read from the diary)', async () => {
    const c = await hqCampaign([['ezio', 'command-room']]);
    write((db) => db.prepare('UPDATE hq_contract_deck SET top_position = 2 WHERE campaign_id = ?').run(c.campaignId));
    await t.call('box-data/save-contract', { previousNumber: null, contract: { ...contract2, name: 'At the Source', hqLevel: 1 } });
    expect((await t.call('hq/get-resolution', { campaignId: c.campaignId })).commandRoom.neededHits).toBe(3);
    write((db) => db.prepare('UPDATE memory_attempts SET sync_achieved = 1 WHERE id = (SELECT max(id) FROM memory_attempts)').run());
    const view = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    expect(view.commandRoom.neededHits).toBe(2);
    expect(view.summary.top?.modifiers).toEqual([{ kind: 'last-memory-synced', hits: -1, applies: true }]);
    await resolveQuietlyUpToCommandRoom(c.campaignId);
    const won = await t.call('hq/resolve-command-room', { campaignId: c.campaignId, roll: entered('hit', 'special') });
    expect(won.summary.top?.position).toBe(3);
  });

  it('HQ-CMD-2: the exact chance of the roll is shown once the white die’s faces are entered', async () => {
    const c = await hqCampaign([['ezio', 'command-room']]);
    await t.call('box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'x', 'x', 'x'] });
    const chance = (await t.call('hq/get-resolution', { campaignId: c.campaignId })).commandRoom.chance;
    // 2 dice, 4 hits needed: impossible.
    expect(chance).toEqual({ favourable: 0, total: 36, probability: 0 });
  });
});

describe('HQ box data (UNK-11, UNK-12, UNK-14)', () => {
  it('CF-CRD-10: a contract 1 entered as box data completes the printed card but may not contradict it', async () => {
    const contract1 = { number: 1, name: 'First', requiredHits: 5, hqLevel: 1, grayText: '', redText: '', modifiers: [] };
    expect(await t.refuseUnchanged('box-data/save-contract', { previousNumber: null, contract: contract1 })).toMatchObject({ rule: 'CF-CRD-10' });
    const saved = await t.call('box-data/save-contract', { previousNumber: null, contract: { ...contract1, requiredHits: null, grayText: 'Gray box' } });
    expect(saved.contracts).toEqual([expect.objectContaining({ number: 1, grayText: 'Gray box' })]);
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).contracts).toEqual([]);
  });

  it('CF-CRD-9: Ezio’s printed values cannot be changed; other brown cards and blueprints are saved and removed', async () => {
    const ezio = { characterId: 'ezio', hospital: null, workshopReduction: 2, shopKeep: null, commandRoomDice: null };
    expect(await t.refuseUnchanged('box-data/save-ally-card', { card: ezio })).toMatchObject({ rule: 'CF-CRD-9', field: 'card.workshopReduction' });
    const apprentice = { characterId: 'apprentice-1', hospital: { kind: 'per-level' as const, health: [1, 1, 2, 2] }, workshopReduction: 1, shopKeep: 1, commandRoomDice: 1 };
    await t.call('box-data/save-ally-card', { card: apprentice });
    await t.call('box-data/save-blueprint', { previousId: null, blueprint: { id: 'test-bp', name: 'Test blueprint', whiteCost: 2, blackCost: 1 } });
    const data = await t.call('box-data/get', {});
    expect(data.allyCards).toHaveLength(1);
    expect(data.blueprints).toEqual([{ id: 'test-bp', name: 'Test blueprint', whiteCost: 2, blackCost: 1, item: '' }]);
    await t.call('box-data/remove-ally-card', { characterId: 'apprentice-1' });
    await t.call('box-data/remove-blueprint', { id: 'test-bp' });
    expect(await t.call('box-data/get', {})).toMatchObject({ allyCards: [], blueprints: [] });
  });
});

describe('the HQ tables in the save', () => {
  it('a duplicated campaign keeps its own contract deck and resolution progress', async () => {
    const c = await hqCampaign([['ezio', 'command-room']]);
    await t.call('hq/resolve-hospital', { campaignId: c.campaignId });
    const copy = await t.call('campaign/duplicate', { campaignId: c.campaignId, name: 'Copy' });
    const original = await t.call('hq/get-resolution', { campaignId: c.campaignId });
    const copied = await t.call('hq/get-resolution', { campaignId: copy.id });
    expect(copied).toMatchObject({ due: true, memoryId: '1.1', nextStep: 'workshop', summary: original.summary });
    expect(copied.memoryAttemptId).not.toBe(original.memoryAttemptId);
    expect(copied.commandRoom.staff).toEqual(['ezio']);
  });
});
