import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { attempt, query } from '../test-support/diary-fixtures.js';
import { newCard } from '../test-support/board-fixtures.js';
import { earnXp } from '../test-support/campaign-steps.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import { EXCLUDED_SKILLS } from '../../shared/exploration/apocalypse.js';
import { basePack } from '../../shared/content/base-pack.js';
import { twoPlayerApocalypseCampaign } from '../../shared/test-support/campaign-builders.js';
import { changeAssassinHealth, changeShaoJunHealth, readShaoJun } from './shao-jun.js';
import { endOfMemoryDone } from './end-of-memory.js';

/** Shao Jun's health on her card is box data the players type (UNK-35); 4 is a test value only. */
const TEST_SHAO_JUN_HEALTH = 4;

let t: TestCore;
let campaignId: number;
let member: Record<string, number>;

async function apocalypseCampaign(): Promise<void> {
  campaignId = (await t.call('campaign/create', twoPlayerApocalypseCampaign('Ruins'))).id;
  const rows = await query<{ id: number; character_id: string }>(t, 'SELECT id, character_id FROM party_members WHERE campaign_id = ?', campaignId);
  member = Object.fromEntries(rows.map((r) => [r.character_id, r.id]));
}

const get = () => t.call('apocalypse/get', { campaignId });
const finish = async (medicines: { memberId: number; health: number; cardId?: number | null }[] = []) => {
  const state = await get();
  return t.call('apocalypse/finish-end-of-memory', { campaignId, attemptId: state.endOfMemory!.attemptId, medicines });
};
const boardOf = async (memberId: number) => (await t.call('board/get', { campaignId })).members.find((m) => m.memberId === memberId)!;

/** Runs a service function against the save on its own connection (as the exploration commands would). */
function withDb<T>(change: (db: Database.Database) => T): T {
  const db = new Database(t.core.info.savePath);
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => change(db))();
  } finally {
    db.close();
  }
}

beforeEach(async () => {
  t = await openTestCore();
  await apocalypseCampaign();
});
afterEach(async () => {
  await t.dispose();
});

describe('Shao Jun (SJ-*)', () => {
  it('SJ-1: she joins when the players say so, once, and only in an Apocalypse campaign; undo removes her', async () => {
    expect((await get()).shaoJun).toMatchObject({ joined: false, maxHealth: null });
    const joined = await t.call('apocalypse/shao-jun-join', { campaignId });
    expect(joined.shaoJun).toMatchObject({ joined: true, maxHealth: null, healthLost: 0, health: null, eliminated: false });
    expectRefusal(await t.refuseUnchanged('apocalypse/shao-jun-join', { campaignId }), 'SJ-1', { context: 'joined' }, 'campaignId');
    await t.call('history/undo', {});
    expect((await get()).shaoJun.joined).toBe(false);

    const core = await t.call('campaign/create', twoPlayerCampaign('Venice'));
    expectRefusal(await t.refuseUnchanged('apocalypse/shao-jun-join', { campaignId: core.id }), 'SJ-1', { context: 'notApocalypse' }, 'campaignId');
  });

  it('UNK-35: her health comes from Box data; setting it before it is typed is refused', async () => {
    await t.call('apocalypse/shao-jun-join', { campaignId });
    expectRefusal(await t.refuseUnchanged('apocalypse/set-shao-jun-health', { campaignId, health: 2 }), 'UNK-35', {}, 'health');
    const data = await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    expect(data.shaoJun).toEqual([{ maxHealth: TEST_SHAO_JUN_HEALTH }]);
    expect((await get()).shaoJun).toMatchObject({ maxHealth: TEST_SHAO_JUN_HEALTH, health: TEST_SHAO_JUN_HEALTH });
    const hurt = await t.call('apocalypse/set-shao-jun-health', { campaignId, health: 2 });
    expect(hurt.shaoJun).toMatchObject({ health: 2, healthLost: 2, eliminated: false });
    expectRefusal(await t.refuseUnchanged('apocalypse/set-shao-jun-health', { campaignId, health: TEST_SHAO_JUN_HEALTH + 1 }), 'SJ-1', { max: TEST_SHAO_JUN_HEALTH }, 'health');
    await t.call('history/undo', {});
    expect((await get()).shaoJun.health).toBe(TEST_SHAO_JUN_HEALTH);
    await t.call('box-data/save-shao-jun', { maxHealth: null });
    expect((await t.call('box-data/get', {})).shaoJun).toEqual([]);
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).shaoJun).toEqual([{ maxHealth: TEST_SHAO_JUN_HEALTH }]);
    expect(await t.refuseUnchanged('box-data/save-shao-jun', { maxHealth: 0 })).toMatchObject({ code: 'invalid-request', field: 'maxHealth' });
  });

  it('EXC-6, SJ-7: changeShaoJunHealth is clamped and losing her last health eliminates her; nothing happens before she joins', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    expect(withDb((db) => changeShaoJunHealth(db, campaignId, -1))).toMatchObject({ joined: false, healthLost: 0 });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    expect(withDb((db) => changeShaoJunHealth(db, campaignId, +3))).toMatchObject({ health: TEST_SHAO_JUN_HEALTH, healthLost: 0 });
    expect(withDb((db) => changeShaoJunHealth(db, campaignId, -3))).toMatchObject({ health: 1, eliminated: false });
    expect(withDb((db) => changeShaoJunHealth(db, campaignId, -5))).toMatchObject({ health: 0, healthLost: TEST_SHAO_JUN_HEALTH, eliminated: true, eliminatedIn: 'exploration' });
    // Eliminated, she is not healed until she comes back.
    expect(withDb((db) => changeShaoJunHealth(db, campaignId, +2))).toMatchObject({ eliminated: true });
    expect(withDb((db) => readShaoJun(db, campaignId)).eliminatedIn).toBe('exploration');
  });

  it('EXC-6: eliminated during exploration, she starts the next memory with 1 health', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    await t.call('apocalypse/set-shao-jun-health', { campaignId, health: 0, during: 'exploration' });
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    expect((await get()).shaoJun).toMatchObject({ eliminated: false, health: 1 });
  });

  it('SJ-6: a success cannot be recorded while Shao Jun is eliminated in the memory; a failure can', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    await t.call('apocalypse/set-shao-jun-health', { campaignId, health: 0 });
    expect((await get()).shaoJun).toMatchObject({ eliminated: true, eliminatedIn: 'memory' });
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, 'A1'));
    expectRefusal(error, 'SJ-6', {}, 'outcome');
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { outcome: 'failure' }));
    expect((await get()).endOfMemory).toMatchObject({ memoryId: 'A1', outcome: 'failure', shaoJunReturns: true, done: false });
  });

  it('EOM-5: eliminated in a failed memory, Shao Jun comes back with 1 health in the end-of-memory phase; undo puts her back', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    await t.call('apocalypse/set-shao-jun-health', { campaignId, health: 0 });
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { outcome: 'failure' }));
    const done = await finish();
    expect(done.shaoJun).toMatchObject({ eliminated: false, health: 1 });
    expect(done.endOfMemory).toMatchObject({ done: true, shaoJunReturns: true });
    await t.call('history/undo', {});
    expect((await get()).shaoJun).toMatchObject({ eliminated: true, eliminatedIn: 'memory' });
  });
});

describe('End-of-memory phase (EOM-*)', () => {
  it('EOM-1: the phase follows every attempt: the next attempt waits for it, and endOfMemoryDone says when it is finished', async () => {
    expect(withDb((db) => endOfMemoryDone(db, campaignId))).toBe(false);
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { outcome: 'failure' }));
    expect((await get()).endOfMemory).toMatchObject({ memoryId: 'A1', attemptNumber: 1, done: false, stint: 'second-attempt', explorationFollows: false });
    expect(withDb((db) => endOfMemoryDone(db, campaignId))).toBe(false);
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, 'A1'));
    expectRefusal(error, 'EOM-1', { context: 'pending', memoryId: 'A1' }, 'memoryId');
    await finish();
    expect(withDb((db) => endOfMemoryDone(db, campaignId))).toBe(true);
    expectRefusal(await t.refuseUnchanged('apocalypse/finish-end-of-memory', { campaignId, attemptId: (await get()).endOfMemory!.attemptId }), 'EOM-1', {
      context: 'finished',
      memoryId: 'A1',
    });
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    expect((await get()).endOfMemory).toMatchObject({ attemptNumber: 2, outcome: 'success', done: false, explorationFollows: true });
  });

  it('EOM-1: a stale screen (another attempt) is refused, and core campaigns have no end-of-memory phase', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    const { attemptId } = (await get()).endOfMemory!;
    expectRefusal(await t.refuseUnchanged('apocalypse/finish-end-of-memory', { campaignId, attemptId: attemptId + 1 }), 'EOM-1', { context: 'notLatest', memoryId: 'A1' }, 'attemptId');
    const core = await t.call('campaign/create', twoPlayerCampaign('Venice'));
    await t.call('diary/record-attempt', attempt(core.id, '0.1', { outcome: 'failure' }));
    // Core: the second attempt follows at once (no phase in between).
    await t.call('diary/record-attempt', attempt(core.id, '0.1'));
    expect((await t.call('apocalypse/get', { campaignId: core.id })).endOfMemory).toBeNull();
  });

  it('EOM-2, EOM-3: eliminated in a failed first attempt, the apprentice plays the second attempt; the assassin is back with 1 + armor after it', async () => {
    await t.call('board/add-card', { campaignId, card: newCard('Test armor', 'armor', 1), to: { place: 'board', memberId: member.alif!, slot: 'armor' } });
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { outcome: 'failure', eliminatedMemberIds: [member.alif!] }));
    let state = await get();
    expect(state.endOfMemory).toMatchObject({ stint: 'second-attempt', eliminated: [{ memberId: member.alif, characterId: 'alif' }], returning: [] });
    state = await finish();
    // Not back yet: the apprentice plays the second attempt.
    expect(state.standIns).toMatchObject([{ memberId: member.alif, memoryId: 'A1' }]);
    expect((await boardOf(member.alif!)).apprenticeStandsIn).toBe(true);

    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    state = await get();
    expect(state.endOfMemory).toMatchObject({ attemptNumber: 2, returning: [{ memberId: member.alif, healthOnReturn: 2 }] });
    state = await finish();
    expect(state.standIns).toEqual([]);
    const board = await boardOf(member.alif!);
    expect(board).toMatchObject({ apprenticeStandsIn: false, maxHealth: 4, health: 2, healthState: 'injured' });
    expect(state.endOfMemory).toMatchObject({ done: true, returning: [{ memberId: member.alif }] });

    await t.call('history/undo', {});
    expect(await boardOf(member.alif!)).toMatchObject({ apprenticeStandsIn: true, healthState: 'eliminated' });
  });

  it('EOM-2, EOM-3: eliminated in a success, the apprentice plays the exploration and the next memory; back with 1 health after it', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { eliminatedMemberIds: [member.bastiano!] }));
    expect((await get()).endOfMemory).toMatchObject({ stint: 'exploration-and-next-memory', explorationFollows: true });
    await finish();
    // Not back after the memory it was eliminated in: a success does not end the stint (unlike a core campaign, APP-6).
    expect((await boardOf(member.bastiano!)).apprenticeStandsIn).toBe(true);
    await t.call('diary/record-attempt', attempt(campaignId, 'A2'));
    // Recording the next memory does not bring it back by itself (EOM-3 happens in the phase).
    expect((await boardOf(member.bastiano!)).apprenticeStandsIn).toBe(true);
    await finish();
    expect(await boardOf(member.bastiano!)).toMatchObject({ apprenticeStandsIn: false, health: 1, maxHealth: 3 });
  });

  it('EOM-1: medicines heal wounded assassins by what the players type, never above the maximum; the named card is discarded', async () => {
    await t.call('board/set-health', { campaignId, memberId: member.alif!, health: 1 });
    const boards = await t.call('board/add-card', { campaignId, card: newCard('Medicine', 'none'), to: { place: 'bag', memberId: member.alif! } });
    const card = boards.members.find((m) => m.memberId === member.alif)!.bag[0];
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    const unwounded = { campaignId, attemptId: (await get()).endOfMemory!.attemptId, medicines: [{ memberId: member.bastiano, health: 1, cardId: null }] };
    expectRefusal(await t.refuseUnchanged('apocalypse/finish-end-of-memory', unwounded), 'EOM-1', { context: 'notWounded', assassin: 'Bastiano' }, 'medicines.0.memberId');
    const state = await finish([{ memberId: member.alif!, health: 5, cardId: card!.id }]);
    expect(state.endOfMemory).toMatchObject({ done: true, medicinesUsed: 1 });
    expect((await boardOf(member.alif!)).health).toBe(3);
    expect(await query(t, 'SELECT id FROM campaign_cards WHERE id = ?', card!.id)).toEqual([]);
    await t.call('history/undo', {});
    expect((await boardOf(member.alif!)).health).toBe(1);
    expect(await query(t, 'SELECT id FROM campaign_cards WHERE id = ?', card!.id)).toHaveLength(1);
  });

  it('EXC-6, APP-4: changeAssassinHealth clamps, eliminates when the last health is lost while travelling, then wounds the apprentice standing in', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    await finish();
    expect(withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, +2))).toMatchObject({ applies: true, health: 3 });
    expect(withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -1))).toMatchObject({ health: 2, eliminated: false });
    expect(withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -5, { eliminateAtZero: true }))).toMatchObject({ health: 0, eliminated: true });
    // APP-4: the apprentice now playing the board starts at 3 + armor and takes the next wound itself.
    expect((await boardOf(member.alif!)).apprenticeHealth).toBe(3);
    expect(withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -1))).toMatchObject({ applies: true, health: 2, eliminated: false });
    expect(withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -9, { eliminateAtZero: true }))).toMatchObject({ health: 0, eliminated: false });
    expect((await boardOf(member.alif!)).apprenticeHealth).toBe(0);
    expect((await boardOf(member.alif!)).health).toBe(0);
    // The return in the end-of-memory phase after the next memory: exploration.test.ts (EXC-6), through the commands.
  });

  it('APP-4: an apprentice standing in a second time starts unhurt: the wounds of the first stand-in stay with it', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, 'A1'));
    await finish();
    // First stand-in: eliminated while travelling (EXC-6), the apprentice takes a wound.
    withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -9, { eliminateAtZero: true }));
    withDb((db) => changeAssassinHealth(db, campaignId, member.alif!, -2));
    expect((await boardOf(member.alif!)).apprenticeHealth).toBe(1);
    // EOM-3: back after the next memory's end-of-memory phase.
    await t.call('diary/record-attempt', attempt(campaignId, 'A2'));
    await finish();
    expect((await boardOf(member.alif!)).apprenticeStandsIn).toBe(false);
    // Second stand-in: eliminated in a memory; this apprentice has its full 3 health.
    await t.call('diary/record-attempt', attempt(campaignId, 'A3', { eliminatedMemberIds: [member.alif!] }));
    await finish();
    expect(await boardOf(member.alif!)).toMatchObject({ apprenticeStandsIn: true, apprenticeHealth: 3 });
  });

  it('EOM-3: the state survives a restart mid-phase', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, 'A1', { outcome: 'failure', eliminatedMemberIds: [member.alif!] }));
    t = await t.reopen();
    expect((await get()).endOfMemory).toMatchObject({ done: false, eliminated: [{ memberId: member.alif }] });
  });
});

describe('Apocalypse skill cards (APX-SET-4, LVL-A-1)', () => {
  it('APX-SET-4: each assassin takes a level-I and a level-II card at setup, thresholds known or not', async () => {
    const boards = await t.call('board/get', { campaignId });
    // APX-SET-2: with no XP yet the party is at the level it starts at, thresholds known or not.
    expect(boards.level).toBe(2);
    expect(boards.members.map((m) => m.pendingSkillLevels)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    await t.call('board/choose-skill', { campaignId, memberId: member.alif!, level: 1, name: 'Test skill I', hqLevelRequired: null });
    const after = await t.call('board/choose-skill', { campaignId, memberId: member.alif!, level: 2, name: 'Test skill II', hqLevelRequired: null });
    expect(after.members.find((m) => m.memberId === member.alif)!.pendingSkillLevels).toEqual([]);
    await t.call('history/undo', {});
    expect((await boardOf(member.alif!)).pendingSkillLevels).toEqual([2]);
  });

  // One assassin of each letter, from either box: the pair shares its slot's exclusions.
  const byInitial: Record<string, string> = { A: 'alif', B: 'bastiano', C: 'clara', D: 'domenico' };

  for (const excluded of EXCLUDED_SKILLS) {
    it(`${excluded.rule}: ${excluded.name} is refused for the ${excluded.initial} assassins`, async () => {
      const characterId = byInitial[excluded.initial]!;
      const created = await t.call('campaign/create', {
        ...twoPlayerApocalypseCampaign(`Skills ${excluded.initial}`),
        party: [
          { characterId, seat: 1 },
          { characterId: excluded.initial === 'A' ? 'bastiano' : 'alif', seat: 2 },
        ],
      });
      await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [1, 2, 3, 4] });
      await earnXp(t, created.id, 10);
      const id = (await query<{ id: number }>(t, 'SELECT id FROM party_members WHERE campaign_id = ? AND character_id = ?', created.id, characterId))[0]!.id;
      const level = excluded.rule === 'APX-SET-4' ? 1 : 3;
      // Compared case-insensitively, whatever the quotes and apostrophes typed.
      const typed = excluded.name.toUpperCase().replace("'", '’');
      const error = await t.refuseUnchanged('board/choose-skill', { campaignId: created.id, memberId: id, level, name: typed, hqLevelRequired: null });
      const assassin = basePack.characters.find((c) => c.id === characterId)!.name.en;
      expectRefusal(error, excluded.rule, { card: excluded.name, assassin }, 'name');
    });
  }

  it('LVL-A-1: core campaigns keep every card', async () => {
    const core = await t.call('campaign/create', twoPlayerCampaign('Venice'));
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: [1, 2, 3, 4] });
    await earnXp(t, core.id, 10);
    const claudio = (await query<{ id: number }>(t, "SELECT id FROM party_members WHERE campaign_id = ? AND character_id = 'claudio'", core.id))[0]!.id;
    await t.call('board/choose-skill', { campaignId: core.id, memberId: claudio, level: 1, name: 'Air Attack', hqLevelRequired: null });
    await t.call('board/choose-skill', { campaignId: core.id, memberId: claudio, level: 3, name: 'Rain of Destruction', hqLevelRequired: null });
  });
});
