import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { attempt, box, diaryCampaign } from '../test-support/diary-fixtures.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

let t: TestCore;
let campaignId: number;
beforeEach(async () => {
  t = await openTestCore();
  ({ campaignId } = await diaryCampaign(t));
});
afterEach(async () => {
  await t.dispose();
});


describe('diary/get', () => {
  it('DIARY-1: a new campaign has 26 empty memory boxes, the HQ box, no XP and 0.1 suggested', async () => {
    const diary = await t.call('diary/get', { campaignId });
    expect(diary.boxes).toHaveLength(26);
    expect(diary.boxes.every((b) => b.status === 'empty' && b.memoryId === null)).toBe(true);
    expect(diary.boxes.map((b) => b.index)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(diary).toMatchObject({
      hq: { established: false },
      xp: { total: 0, track: 'core', startingLevel: 0, level: 0, nextThreshold: 10 },
      openMemoryId: null,
      suggestedNextMemoryId: '0.1',
      options: { grayAfterEasyFailure: false },
      lastMemorySynced: false,
    });
  });

  it('APX-SET-2: an Apocalypse campaign reads its own XP track, starts at level II and has no suggestion', async () => {
    const created = await t.call('campaign/create', {
      ...twoPlayerCampaign('Ruins'),
      box: 'apocalypse',
      party: [
        { characterId: 'alif', seat: 1 },
        { characterId: 'bastiano', seat: 2 },
      ],
    });
    const diary = await t.call('diary/get', { campaignId: created.id });
    // APX-SET-2: no XP yet, so the party is at the level it starts at even without the thresholds.
    expect(diary.xp).toMatchObject({ track: 'apocalypse', thresholds: null, startingLevel: 2, level: 2 });
    expect(diary.suggestedNextMemoryId).toBeNull();
  });
});

describe('diary/skip-optional', () => {
  it('OPT-1: a skipped optional memory takes a box, and recording it afterwards is refused', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '1.1'));
    const diary = await t.call('diary/skip-optional', { campaignId, memoryId: '1.2', title: 'A side story' });
    expect(box(diary, '1.2')).toMatchObject({ index: 2, status: 'skipped', optional: true, title: 'A side story', attempts: [], sticker: null });
    const error = await t.refuseUnchanged('diary/record-attempt', attempt(campaignId, '1.2'));
    expectRefusal(error, 'OPT-1', { context: 'skipped', memoryId: '1.2' }, 'memoryId');
  });

  it('OPT-1: a memory already played cannot be skipped, nor one skipped twice', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '1.1', { optional: true }));
    expectRefusal(await t.refuseUnchanged('diary/skip-optional', { campaignId, memoryId: '1.1', title: null }), 'OPT-1', { context: 'played', memoryId: '1.1' }, 'memoryId');
    await t.call('diary/skip-optional', { campaignId, memoryId: '1.2', title: null });
    expectRefusal(await t.refuseUnchanged('diary/skip-optional', { campaignId, memoryId: '1.2', title: null }), 'OPT-1', { context: 'alreadySkipped', memoryId: '1.2' });
  });

  it('REPLAY-1: skipping is refused while a memory waits for its second attempt', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '1.1', { outcome: 'failure' }));
    expectRefusal(await t.refuseUnchanged('diary/skip-optional', { campaignId, memoryId: '1.2', title: null }), 'REPLAY-1', { memoryId: '1.1' }, 'memoryId');
  });

  it('undo of a skip frees the box again', async () => {
    const before = await t.call('diary/get', { campaignId });
    await t.call('diary/skip-optional', { campaignId, memoryId: '1.2', title: null });
    await t.call('history/undo', {});
    expect(await t.call('diary/get', { campaignId })).toEqual(before);
  });
});

describe('diary/rename-memory and diary/edit-notes', () => {
  it('CMP-2: renames a memory and undo restores the old title', async () => {
    await t.call('diary/record-attempt', attempt(campaignId, '1.1', { title: 'Old' }));
    const diary = await t.call('diary/rename-memory', { campaignId, memoryId: '1.1', title: '  New title ' });
    expect(box(diary, '1.1').title).toBe('New title');
    await t.call('history/undo', {});
    expect(box(await t.call('diary/get', { campaignId }), '1.1').title).toBe('Old');
  });

  it('refuses renaming a memory that is not in the diary, and a title that is too long', async () => {
    expect(await t.refuseUnchanged('diary/rename-memory', { campaignId, memoryId: '3.3', title: 'X' })).toMatchObject({ code: 'not-found', field: 'memoryId' });
    await t.call('diary/record-attempt', attempt(campaignId, '1.1'));
    expect(await t.refuseUnchanged('diary/rename-memory', { campaignId, memoryId: '1.1', title: 'x'.repeat(121) })).toMatchObject({
      code: 'invalid-request',
      field: 'title',
    });
  });

  it('edits the notes of an attempt, and undo restores them', async () => {
    const recorded = await t.call('diary/record-attempt', attempt(campaignId, '0.1', { notes: 'Close call.' }));
    const attemptId = box(recorded, '0.1').attempts[0]!.id;
    const diary = await t.call('diary/edit-notes', { campaignId, attemptId, notes: 'Close call <b>at the tower</b>.' });
    expect(box(diary, '0.1').attempts[0]!.notes).toBe('Close call <b>at the tower</b>.');
    const [entry] = await t.call('history/list', { campaignId, limit: 1 });
    expect(entry).toMatchObject({ summaryKey: 'attemptNotesEdited', summaryParams: { memoryId: '0.1' } });
    await t.call('history/undo', {});
    expect(box(await t.call('diary/get', { campaignId }), '0.1').attempts[0]!.notes).toBe('Close call.');
  });

  it("refuses editing another campaign's attempt, and notes that are too long", async () => {
    const other = await t.call('campaign/create', twoPlayerCampaign('Other'));
    const recorded = await t.call('diary/record-attempt', attempt(other.id, '0.1'));
    const attemptId = box(recorded, '0.1').attempts[0]!.id;
    expect(await t.refuseUnchanged('diary/edit-notes', { campaignId, attemptId, notes: 'x' })).toMatchObject({ code: 'not-found', field: 'attemptId' });
    expect(await t.refuseUnchanged('diary/edit-notes', { campaignId: other.id, attemptId, notes: 'x'.repeat(4001) })).toMatchObject({
      code: 'invalid-request',
      field: 'notes',
    });
  });
});

describe('diary/set-options', () => {
  it('SYNC-2: the gray-after-easy-failure option is off by default and saved per campaign', async () => {
    const diary = await t.call('diary/set-options', { campaignId, grayAfterEasyFailure: true });
    expect(diary.options.grayAfterEasyFailure).toBe(true);
    const other = await t.call('campaign/create', twoPlayerCampaign('Other'));
    expect((await t.call('diary/get', { campaignId: other.id })).options.grayAfterEasyFailure).toBe(false);
    const [entry] = await t.call('history/list', { campaignId, limit: 1 });
    expect(entry?.summaryKey).toBe('grayAfterEasyFailureOn');
  });

  it('refuses a payload without the option, naming the field', async () => {
    expect(await t.refuseUnchanged('diary/set-options', { campaignId })).toMatchObject({ code: 'invalid-request', field: 'grayAfterEasyFailure' });
  });
});
