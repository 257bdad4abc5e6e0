import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { attempt, box, diaryCampaign, objective, query } from '../test-support/diary-fixtures.js';
import { newCard } from '../test-support/board-fixtures.js';
import { unlockHq } from '../test-support/campaign-steps.js';
import type { AppEvent } from '../../shared/ipc/events.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

let t: TestCore;
let campaignId: number;
let memberIds: number[];
beforeEach(async () => {
  t = await openTestCore();
  ({ campaignId, memberIds } = await diaryCampaign(t));
});
afterEach(async () => {
  await t.dispose();
});


describe('diary/record-attempt: XP, levels and stickers', () => {
  it('DIARY-2 / LVL-1: a success adds all its XP, and passing two thresholds at once gains two levels', async () => {
    // Thresholds 10/25/45/70 are test values (diary-fixtures), not the game's.
    const diary = await t.call(
      'diary/record-attempt',
      attempt(campaignId, '0.1', { objectives: [objective(12), objective(8, false)], bosses: [{ name: 'Pitigliano', xp: 5 }], otherXp: 1 }),
    );
    expect(diary.xp).toMatchObject({ total: 26, level: 2, nextThreshold: 45, thresholds: [10, 25, 45, 70] });
    expect(box(diary, '0.1')).toMatchObject({ index: 1, status: 'completed', completion: 'success', attempts: [{ attemptNumber: 1, xpAwarded: 26, chestsKept: true }] });
    const [summary] = await t.call('campaign/list', {});
    expect(summary).toMatchObject({ xp: 26, currentMemory: '0.2' });
  });

  it('LVL-1: the level is null while the thresholds are unknown (never guessed)', async () => {
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: null });
    const diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { objectives: [objective(30)] }));
    expect(diary.xp).toMatchObject({ total: 30, thresholds: null, level: null, nextThreshold: null });
  });

  it('SYNC-1 / DIFF-2: a success with 100% sync played on normal earns the red sticker', async () => {
    const diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { syncAchieved: true }));
    expect(box(diary, '0.1').sticker).toBe('red');
    expect(diary.lastMemorySynced).toBe(true);
  });

  it('DIFF-3: switching to easy mid-attempt earns the gray sticker', async () => {
    const diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { syncAchieved: true, easyUsed: true, difficulty: 'normal' }));
    expect(box(diary, '0.1').sticker).toBe('gray');
  });

  it('SYNC-2 option: a failed first attempt on easy then a normal success is red by default, gray with the option on', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure', difficulty: 'easy', easyUsed: true }));
    let diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { syncAchieved: true }));
    expect(diary.options.grayAfterEasyFailure).toBe(false);
    expect(box(diary, '0.1').sticker).toBe('red');

    diary = await t.call('diary/set-options', { campaignId, grayAfterEasyFailure: true });
    expect(box(diary, '0.1').sticker).toBe('gray');
    // The stored sticker follows the option too (set-options.ts).
    expect(await query(t, 'SELECT sticker FROM memory_attempts WHERE outcome = ?', 'success')).toEqual([{ sticker: 'gray' }]);

    await t.call('history/undo', {});
    diary = await t.call('diary/get', { campaignId });
    expect(diary.options.grayAfterEasyFailure).toBe(false);
    expect(box(diary, '0.1').sticker).toBe('red');
    expect(await query(t, 'SELECT sticker FROM memory_attempts WHERE outcome = ?', 'success')).toEqual([{ sticker: 'red' }]);
  });

  it('SYNC-2 option: with the option on before recording, the success is recorded gray', async () => {
    await t.call('diary/set-options', { campaignId, grayAfterEasyFailure: true });
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure', easyUsed: true }));
    const diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { syncAchieved: true }));
    expect(box(diary, '0.1').sticker).toBe('gray');
  });

  it('REPLAY-5 / DIARY-3 / SYNC-3: a second failure is a Synchronized Memory: no sticker, mandatory XP only, chests not kept', async () => {
    const lines = { objectives: [objective(4), objective(3, false)], bosses: [{ name: 'Pitigliano', xp: 5 }], otherXp: 2, chests: ['Chest A'], syncAchieved: true };
    let diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { ...lines, outcome: 'failure' }));
    expect(box(diary, '0.1')).toMatchObject({ status: 'open', completion: null });
    expect(diary.openMemoryId).toBe('0.1');
    expect(diary.xp.total).toBe(0);
    expect((await t.call('campaign/get', { campaignId })).currentMemory).toBe('0.1');

    diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { ...lines, outcome: 'failure' }));
    expect(box(diary, '0.1')).toMatchObject({
      status: 'completed',
      completion: 'synchronized',
      sticker: null,
      attempts: [
        { attemptNumber: 1, xpAwarded: 0, chestsKept: false, sticker: null },
        { attemptNumber: 2, xpAwarded: 4, chestsKept: false, sticker: null },
      ],
    });
    expect(diary.xp.total).toBe(4);
    expect(diary.openMemoryId).toBeNull();
    expect(diary.lastMemorySynced).toBe(false);
  });

  it('SYNC-6: the diary remembers whether the last completed memory earned its 100% sync', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { syncAchieved: true }));
    let diary = await t.call('diary/record-attempt', attempt(campaignId, '0.2', { syncAchieved: false }));
    expect(diary.lastMemorySynced).toBe(false);
    // A failed first attempt does not complete anything: 0.2 stays the last completed one.
    diary = await t.call('diary/record-attempt', attempt(campaignId, '0.3', { outcome: 'failure', syncAchieved: true }));
    expect(diary.lastMemorySynced).toBe(false);
    diary = await t.call('diary/record-attempt', attempt(campaignId, '0.3', { syncAchieved: true }));
    expect(diary.lastMemorySynced).toBe(true);
  });
});

describe('diary/record-attempt: what the rules refuse', () => {
  it('REPLAY-5: a third attempt is refused, naming the memory id, and the save is unchanged', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure' }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure' }));
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1'));
    expectRefusal(error, 'REPLAY-5', { memoryId: '0.1' }, 'memoryId');
  });

  it('CMP-4: a memory completed successfully cannot be recorded again', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1'));
    expectRefusal(await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1')), 'CMP-4', { memoryId: '0.1' }, 'memoryId');
  });

  it('REPLAY-1: while a memory waits for its second attempt, recording another memory is refused', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure' }));
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.2'));
    expectRefusal(error, 'REPLAY-1', { memoryId: '0.1' }, 'memoryId');
  });

  it('DIARY-1: a 27th memory is refused', async () => {
    for (let i = 1; i <= 26; i++) await t.call('diary/record-attempt', attempt(campaignId, `1.${i}`, { title: `Memory ${i}` }));
    const diary = await t.call('diary/get', { campaignId });
    expect(diary.boxes.map((b) => b.memoryId)).toEqual(Array.from({ length: 26 }, (_, i) => `1.${i + 1}`));
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '2.1'));
    expectRefusal(error, 'DIARY-1', { boxes: 26 }, 'memoryId');
  });

  it('DIFF-L-1: legendary difficulty is refused in a core campaign', async () => {
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1', { difficulty: 'legendary' }));
    expectRefusal(error, 'DIFF-L-1', {}, 'difficulty');
  });

  it('refuses bad payloads naming the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...attempt(campaignId, '0.1'), objectives: [{ label: 'Kill', xp: -1, mandatory: true }] }, 'objectives.0.xp'],
      [{ ...attempt(campaignId, '0.1'), bosses: [{ name: '', xp: 3 }] }, 'bosses.0.name'],
      [{ ...attempt(campaignId, '0.1'), memoryId: 'not an id' }, 'memoryId'],
      [{ ...attempt(campaignId, '0.1'), playedOn: '21/11/2026' }, 'playedOn'],
      [{ ...attempt(campaignId, '0.1'), outcome: 'draw' }, 'outcome'],
      [{ ...attempt(campaignId, '0.1'), otherXp: 1.5 }, 'otherXp'],
      [{ ...attempt(campaignId, '0.1'), eliminatedMemberIds: [0] }, 'eliminatedMemberIds.0'],
      [{ ...attempt(campaignId, '0.1'), sticker: 'red' }, 'sticker'],
    ];
    for (const [payload, field] of cases) {
      const error = await t.refuseUnchanged('diary/record-attempt', payload);
      expect(error, field).toMatchObject({ code: 'invalid-request', field });
    }
  });

  it('answers an unknown campaign with not-found', async () => {
    expect(await t.refuseUnchanged('diary/record-attempt', attempt(999, '0.1'))).toMatchObject({ code: 'not-found', field: 'campaignId' });
    expect(await t.refuse('diary/get', { campaignId: 999 })).toMatchObject({ code: 'not-found', field: 'campaignId' });
  });
});

describe('diary/record-attempt: eliminations, apprentices and health', () => {
  const memberState = (id: number) =>
    query<{ eliminated_attempt_id: number | null; health_lost: number }>(t, 'SELECT eliminated_attempt_id, health_lost FROM party_members WHERE id = ?', id).then((r) => r[0]!);

  it('HLT-8 / HLT-9 / APP-1: an eliminated assassin is replaced by an apprentice; the hidden blade goes to the bag, other cards stay', async () => {
    const [claudio] = memberIds as [number, number];
    await t.call('board/add-card', { campaignId, card: newCard('Hidden blade', 'hidden-blade'), to: { place: 'board', memberId: claudio, slot: 'hidden-blade' } });
    await t.call('board/add-card', { campaignId, card: newCard('Ordinary sword', 'melee'), to: { place: 'board', memberId: claudio, slot: 'melee' } });

    const diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure', eliminatedMemberIds: [claudio] }));
    const recorded = box(diary, '0.1').attempts[0]!;
    expect(recorded.eliminated).toEqual(['Claudio']);
    expect((await memberState(claudio)).eliminated_attempt_id).toBe(recorded.id);
    expect(await query(t, 'SELECT name, location, slot FROM campaign_cards ORDER BY id')).toEqual([
      { name: 'Hidden blade', location: 'bag', slot: null },
      { name: 'Ordinary sword', location: 'board', slot: 'melee' },
    ]);
    expect(await query(t, 'SELECT attempt_id, member_id FROM attempt_eliminations')).toEqual([{ attempt_id: recorded.id, member_id: claudio }]);
  });

  it('HLT-8, APP-1: refuses eliminating someone outside the party, listed twice or already eliminated, naming the entry', async () => {
    const [claudio, daria] = memberIds as [number, number];
    expectRefusal(
      await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1', { eliminatedMemberIds: [claudio, 9999] })),
      'HLT-8',
      { context: 'notInParty' },
      'eliminatedMemberIds.1',
    );
    expectRefusal(
      await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1', { eliminatedMemberIds: [daria, daria] })),
      'HLT-8',
      { context: 'twice', assassin: 'Daria' },
      'eliminatedMemberIds.1',
    );
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure', eliminatedMemberIds: [claudio] }));
    expectRefusal(
      await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '0.1', { eliminatedMemberIds: [claudio] })),
      'APP-1',
      { assassin: 'Claudio' },
      'eliminatedMemberIds.0',
    );
  });

  it('HLT-8: an assassin who left the party did not play the memory, so it is not eliminated in it', async () => {
    // Anna plays Claudio and Daria, Bartek plays Alessandra: Daria may leave (SET-8).
    const party = [
      { characterId: 'claudio', seat: 1 },
      { characterId: 'daria', seat: 1 },
      { characterId: 'alessandra', seat: 2 },
    ];
    const other = await t.call('campaign/create', { name: 'Three', playerNames: ['Anna', 'Bartek'], difficulty: 'normal', box: 'core', party });
    const daria = (await t.call('board/get', { campaignId: other.id })).members.find((m) => m.characterId === 'daria')!.memberId;
    await t.call('party/leave', { campaignId: other.id, memberId: daria });
    expectRefusal(
      await t.refuseUnchanged('diary/record-attempt', attempt(other.id, '0.1', { eliminatedMemberIds: [daria] })),
      'HLT-8',
      { context: 'left', assassin: 'Daria' },
      'eliminatedMemberIds.0',
    );
  });

  it('APP-6: without an HQ, an assassin eliminated in a failed first attempt returns at full health once the second attempt completes the memory', async () => {
    const [claudio] = memberIds as [number, number];
    await t.call('board/set-health', { campaignId, memberId: claudio, health: 0 });
    await t.call('diary/record-attempt', attempt(campaignId, '0.4', { outcome: 'failure', eliminatedMemberIds: [claudio] }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.4', { outcome: 'success' }));
    expect(await memberState(claudio)).toEqual({ eliminated_attempt_id: null, health_lost: 0 });
  });

  it('APP-1 / APP-6: an assassin eliminated in a success misses the next memory, then returns once it is completed', async () => {
    const [claudio] = memberIds as [number, number];
    const first = await t.call('diary/record-attempt', attempt(campaignId, '1.1', { eliminatedMemberIds: [claudio] }));
    const attemptId = box(first, '1.1').attempts[0]!.id;
    expect((await memberState(claudio)).eliminated_attempt_id).toBe(attemptId);
    await t.call('diary/record-attempt', attempt(campaignId, '1.2', { outcome: 'failure' }));
    expect((await memberState(claudio)).eliminated_attempt_id).toBe(attemptId);
    await t.call('diary/record-attempt', attempt(campaignId, '1.2', { outcome: 'failure' }));
    expect(await memberState(claudio)).toEqual({ eliminated_attempt_id: null, health_lost: 0 });
  });

  it('APP-6: with the HQ established, nobody returns by the diary (the hospital decides)', async () => {
    const [claudio] = memberIds as [number, number];
    await unlockHq(t, campaignId);
    const diary = await t.call('diary/record-attempt', attempt(campaignId, '1.1', { eliminatedMemberIds: [claudio] }));
    expect(diary.hq.established).toBe(true);
    await t.call('diary/record-attempt', attempt(campaignId, '1.2'));
    expect((await memberState(claudio)).eliminated_attempt_id).toBe(box(diary, '1.1').attempts[0]!.id);
  });

  it('VILLA-1: completing 0.1, 0.2 or 0.3 restores all lost health; a failed first attempt or 0.4 does not', async () => {
    const [claudio, daria] = memberIds as [number, number];
    const injure = async () => {
      for (const memberId of memberIds) await t.call('board/set-health', { campaignId, memberId, health: 1 });
    };
    const lost = async () => [(await memberState(claudio)).health_lost, (await memberState(daria)).health_lost];

    await injure();
    await t.call('diary/record-attempt', attempt(campaignId, '0.1'));
    expect(await lost()).toEqual([0, 0]);

    await injure();
    await t.call('diary/record-attempt', attempt(campaignId, '0.2', { outcome: 'failure' }));
    expect(await lost()).toEqual([2, 2]);
    await t.call('diary/record-attempt', attempt(campaignId, '0.2', { outcome: 'failure' }));
    expect(await lost()).toEqual([0, 0]);

    await injure();
    await t.call('diary/record-attempt', attempt(campaignId, '0.3'));
    expect(await lost()).toEqual([0, 0]);

    await injure();
    await t.call('diary/record-attempt', attempt(campaignId, '0.4'));
    expect(await lost()).toEqual([2, 2]);
  });

  it('VILLA-1: the villa heal is announced in the history line, with how many assassins it healed', async () => {
    await t.call('board/set-health', { campaignId, memberId: memberIds[0]!, health: 1 });
    await t.call('diary/record-attempt', attempt(campaignId, '0.1'));
    // Nobody hurt: nothing healed, nothing to announce.
    await t.call('diary/record-attempt', attempt(campaignId, '0.2'));
    const history = await t.call('history/list', { campaignId, limit: 2 });
    expect(history.map((e) => [e.summaryKey, e.summaryParams])).toEqual([
      ['memorySucceeded', { memoryId: '0.2' }],
      ['memorySucceededVillaHealed', { memoryId: '0.1', count: 1 }],
    ]);
  });
});

describe('diary/record-attempt: undo, titles and events', () => {
  it('undo of a record restores XP, boxes, eliminations and health; redo brings it back', async () => {
    const [claudio] = memberIds as [number, number];
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { objectives: [objective(5)] }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.2', { outcome: 'failure', eliminatedMemberIds: [claudio] }));
    await t.call('board/set-health', { campaignId, memberId: memberIds[1]!, health: 2 });
    await t.call('board/add-card', { campaignId, card: newCard('Hidden blade', 'hidden-blade'), to: { place: 'board', memberId: memberIds[1]!, slot: 'hidden-blade' } });
    const before = await t.state();
    const diaryBefore = await t.call('diary/get', { campaignId });

    // Completes 0.2 (APP-6 return, VILLA-1 recovery), eliminates Daria (HLT-9 bag), adds XP.
    const after = await t.call('diary/record-attempt', attempt(campaignId, '0.2', { objectives: [objective(9)], syncAchieved: true, eliminatedMemberIds: [memberIds[1]!] }));
    expect(after.xp.total).toBe(14);

    await t.call('history/undo', {});
    expect((await t.state()).tables).toEqual(before.tables);
    expect(await t.call('diary/get', { campaignId })).toEqual(diaryBefore);
    expect((await t.call('campaign/get', { campaignId })).xp).toBe(5);

    await t.call('history/redo', {});
    expect(await t.call('diary/get', { campaignId })).toEqual(after);
  });

  it('CMP-2: known memories need no title; a later attempt keeps the title when none is given and replaces it when one is', async () => {
    let diary = await t.call('diary/record-attempt', attempt(campaignId, '0.1'));
    expect(box(diary, '0.1').title).toBeNull();
    await t.call('diary/record-attempt', attempt(campaignId, '1.1', { title: 'The Carnival', outcome: 'failure', optional: true }));
    diary = await t.call('diary/record-attempt', attempt(campaignId, '1.1', { title: null }));
    expect(box(diary, '1.1')).toMatchObject({ title: 'The Carnival', optional: true });
    await t.call('diary/rename-memory', { campaignId, memoryId: '1.1', title: 'The Carnival of Venice' });
    diary = await t.call('diary/get', { campaignId });
    expect(box(diary, '1.1').title).toBe('The Carnival of Venice');
  });

  it('emits progress-changed and list-changed after a record, and nothing after a refusal', async () => {
    const events: AppEvent[] = [];
    const stop = t.core.onEvent((e) => events.push(e));
    await t.call('diary/record-attempt', attempt(campaignId, '0.1'));
    await t.refuse('diary/record-attempt', attempt(campaignId, '0.1'));
    stop();
    const names = events.map((e) => e.name);
    expect(names).toContain('campaign/progress-changed');
    expect(names).toContain('campaign/list-changed');
    // The diary, the boards (eliminations, levels), the XP, a resolution due at the HQ, the Apocalypse phases.
    expect(events.find((e) => e.name === 'campaign/progress-changed')?.payload).toEqual({ campaignId, areas: ['diary', 'campaign', 'boards', 'hq', 'exploration'] });
    expect(names.filter((n) => n === 'campaign/progress-changed')).toHaveLength(1);
  });

  it('records one history entry per record, in words a player reads', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure' }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { outcome: 'failure' }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.2'));
    const history = await t.call('history/list', { campaignId, limit: 10 });
    expect(history.map((e) => [e.summaryKey, e.summaryParams])).toEqual([
      ['memorySucceeded', { memoryId: '0.2' }],
      ['memorySynchronized', { memoryId: '0.1' }],
      ['memoryFailed', { memoryId: '0.1' }],
      ['campaignCreated', { name: 'Venice 1503' }],
    ]);
  });
});
