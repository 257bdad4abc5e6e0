import Database from 'better-sqlite3';
import type { Diary, DiaryBox } from '../../shared/diary/diary.js';
import type { TestCore } from './temp-core.js';
import { twoPlayerCampaign } from './temp-core.js';

/** A record-attempt request with plain defaults (a success on normal, no XP, no sync). */
export { attemptRequest as attempt } from '../../shared/test-support/diary-builders.js';

/** An objective line worth `xp`. */
export const objective = (xp: number, mandatory = true, label = mandatory ? 'Main objective' : 'Side objective') => ({ label, xp, mandatory });

/**
 * XP thresholds for tests only: 10, 25, 45, 70 are NOT the game's values (those are box
 * data the players copy from their Diary page).
 */
export const TEST_THRESHOLDS = [10, 25, 45, 70];

/** A two-player core campaign, with the test thresholds entered; its id and party member ids. */
export async function diaryCampaign(t: TestCore, thresholds: number[] | null = TEST_THRESHOLDS): Promise<{ campaignId: number; memberIds: number[] }> {
  const { id } = await t.call('campaign/create', twoPlayerCampaign());
  if (thresholds) await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds });
  const rows = await query<{ id: number }>(t, 'SELECT id FROM party_members WHERE campaign_id = ? ORDER BY position', id);
  return { campaignId: id, memberIds: rows.map((r) => r.id) };
}

/** Reads rows of the save directly (read-only), for checks the channels do not expose. */
export async function query<T>(t: TestCore, sql: string, ...params: unknown[]): Promise<T[]> {
  const db = new Database(t.core.info.savePath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The box holding `memoryId` (the test fails on a missing one through the `!`). */
export const box = (diary: Diary, memoryId: string): DiaryBox => diary.boxes.find((b) => b.memoryId === memoryId)!;
