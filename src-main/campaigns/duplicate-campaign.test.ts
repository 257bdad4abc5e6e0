import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { attempt, diaryCampaign, objective, query } from '../test-support/diary-fixtures.js';
import { unlockHq } from '../test-support/campaign-steps.js';
import { columnsOf } from '../db/change-capture.js';
import Database from 'better-sqlite3';

let t: TestCore;
beforeEach(async () => {
  t = await openTestCore();
});
afterEach(async () => {
  await t.dispose();
});

describe('campaign/duplicate', () => {
  it('copies every campaign column but the name and dates, including rules options and the HQ', async () => {
    const { campaignId } = await diaryCampaign(t);
    await t.call('diary/set-options', { campaignId, grayAfterEasyFailure: true });
    await unlockHq(t, campaignId);
    const copy = await t.call('campaign/duplicate', { campaignId, name: 'Copy' });

    const db = new Database(t.core.info.savePath, { readonly: true });
    const columns = columnsOf(db, 'campaigns').filter((c) => !['id', 'name', 'created_at', 'last_played_at'].includes(c));
    db.close();
    const [original, duplicate] = await query<Record<string, unknown>>(t, 'SELECT * FROM campaigns WHERE id IN (?, ?) ORDER BY id', campaignId, copy.id);
    for (const column of columns) expect(duplicate![column], column).toEqual(original![column]);
    expect(duplicate).toMatchObject({ name: 'Copy', gray_after_easy_failure: 1, hq_established: 1 });
  });

  it('copies the diary with its attempts and eliminations, pointing at the copy’s own party', async () => {
    const { campaignId, memberIds } = await diaryCampaign(t);
    await t.call('diary/record-attempt', attempt(campaignId, '0.1', { objectives: [objective(6)], syncAchieved: true }));
    await t.call('diary/record-attempt', attempt(campaignId, '0.2', { outcome: 'failure', eliminatedMemberIds: [memberIds[0]!] }));
    const copy = await t.call('campaign/duplicate', { campaignId, name: 'Copy' });

    const original = await t.call('diary/get', { campaignId });
    const duplicate = await t.call('diary/get', { campaignId: copy.id });
    const strip = (d: typeof original) => JSON.stringify({ ...d, campaignId: 0, boxes: d.boxes.map((b) => ({ ...b, attempts: b.attempts.map((a) => ({ ...a, id: 0 })) })) });
    expect(strip(duplicate)).toEqual(strip(original));
    expect(copy.xp).toBe(6);

    const eliminated = await query<{ campaign_id: number; eliminated_attempt_id: number | null }>(
      t,
      'SELECT campaign_id, eliminated_attempt_id FROM party_members WHERE eliminated_attempt_id IS NOT NULL ORDER BY campaign_id',
    );
    const copyAttempt = duplicate.boxes[1]!.attempts[0]!.id;
    expect(eliminated).toEqual([
      { campaign_id: campaignId, eliminated_attempt_id: original.boxes[1]!.attempts[0]!.id },
      { campaign_id: copy.id, eliminated_attempt_id: copyAttempt },
    ]);
  });
});
