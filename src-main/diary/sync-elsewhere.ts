import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import type { Sticker, SyncedSticker } from '../../shared/diary/diary.js';
import { stickerFor } from '../../shared/diary/diary-rules.js';
import {
  checkSyncTarget,
  syncTargets,
  type SyncCampaignFacts,
  type SyncElsewhere,
} from '../../shared/diary/sync-elsewhere.js';
import { attemptsOf, diaryOptionsOf, readDiaryRows } from './diary-rows.js';

/**
 * SYNC-4: a 100% sync unlocked in one campaign also counts for the earlier campaigns played
 * with the same box. Their stickers live in `diary_sync_stickers` (migration 013), apart from
 * the attempts, because the campaign showing one may never have played the memory.
 */

/** The sticker a campaign's own attempts earned for `memoryId` (SYNC-1..3, as the diary shows it), or null. */
export function earnedSticker(db: Db, campaignId: number, memoryId: string): Sticker | null {
  const rows = readDiaryRows(db, campaignId);
  const memory = rows.memories.find((m) => m.memory_id === memoryId);
  if (!memory) return null;
  const options = diaryOptionsOf(rows.campaign);
  const attempts = attemptsOf(rows, memory).map((a) => ({ outcome: a.outcome, difficulty: a.difficulty, easyUsed: a.easy_used === 1, syncAchieved: a.sync_achieved === 1 }));
  for (const [i, attempt] of attempts.entries()) {
    const sticker = stickerFor(attempt, attempts.slice(0, i), options);
    if (sticker !== null) return sticker;
  }
  return null;
}

/** The SYNC-4 stickers other campaigns put in this campaign's Diary, by memory id. */
export function readSyncStickers(db: Db, campaignId: number): SyncedSticker[] {
  // The source's current name while it exists (it may have been renamed), the one kept otherwise.
  const rows = db
    .prepare(
      `SELECT s.memory_id, s.sticker, s.from_campaign_id, COALESCE(c.name, s.from_campaign_name) AS from_name
       FROM diary_sync_stickers s LEFT JOIN campaigns c ON c.id = s.from_campaign_id
       WHERE s.campaign_id = ? ORDER BY s.id`,
    )
    .all(campaignId) as { memory_id: string; sticker: Sticker; from_campaign_id: number | null; from_name: string }[];
  return rows.map((r) => ({ memoryId: r.memory_id, sticker: r.sticker, fromCampaignId: r.from_campaign_id, fromCampaignName: r.from_name }));
}

interface CampaignRow {
  id: number;
  name: string;
  box: Box;
  created_at: string;
}

function factsOf(db: Db, row: CampaignRow, memoryId: string): SyncCampaignFacts {
  const synced = db.prepare('SELECT 1 FROM diary_sync_stickers WHERE campaign_id = ? AND memory_id = ?').get(row.id, memoryId) !== undefined;
  return { id: row.id, name: row.name, box: row.box, createdAt: row.created_at, hasSticker: synced || earnedSticker(db, row.id, memoryId) !== null };
}

function campaignRow(db: Db, campaignId: number, field: string): CampaignRow {
  const row = db.prepare('SELECT id, name, box, created_at FROM campaigns WHERE id = ?').get(campaignId) as CampaignRow | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field });
  return row;
}

/** SYNC-4: the earlier campaigns of the same box that may take the sticker `campaignId` earned for `memoryId`. */
export function syncElsewhere(db: Db, campaignId: number, memoryId: string): SyncElsewhere {
  const source = factsOf(db, campaignRow(db, campaignId, 'campaignId'), memoryId);
  const sticker = earnedSticker(db, campaignId, memoryId);
  if (sticker === null) return { memoryId, sticker, campaigns: [] };
  // Only earlier campaigns of the same box can qualify, so only those are read in full.
  const candidates = db
    .prepare('SELECT id, name, box, created_at FROM campaigns WHERE box = ? AND id <> ? AND created_at <= ?')
    .all(source.box, campaignId, source.createdAt) as CampaignRow[];
  return { memoryId, sticker, campaigns: syncTargets(source, sticker, candidates.map((row) => factsOf(db, row, memoryId)), memoryId) };
}

/**
 * SYNC-4: sticks the sticker `campaignId` earned for `memoryId` in each target campaign's
 * Diary, or refuses (rule SYNC-4, the reason in `context`) without writing anything. The
 * colour is the one earned here (SYNC-2: red on normal, gray if any of it was played on
 * easy): the rule says the unlocked 100% sync counts for the earlier campaigns, not that
 * they earn it anew. Returns the names of the campaigns that took it, for the history line.
 */
export function addSyncFromCampaign(db: Db, campaignId: number, memoryId: string, targetCampaignIds: number[]): string[] {
  const sourceRow = campaignRow(db, campaignId, 'campaignId');
  const source = factsOf(db, sourceRow, memoryId);
  const sticker = earnedSticker(db, campaignId, memoryId);
  const targets = [...new Set(targetCampaignIds)].map((id, i) => ({ field: `targetCampaignIds.${i}`, facts: factsOf(db, campaignRow(db, id, `targetCampaignIds.${i}`), memoryId) }));
  for (const { field, facts } of targets) {
    const refusal = checkSyncTarget(source, sticker, facts, memoryId, field);
    if (refusal) failRefusal(refusal);
  }
  const insert = db.prepare(
    'INSERT INTO diary_sync_stickers (campaign_id, memory_id, sticker, from_campaign_id, from_campaign_name) VALUES (?, ?, ?, ?, ?)',
  );
  for (const { facts } of targets) insert.run(facts.id, memoryId, sticker, campaignId, sourceRow.name);
  return targets.map((t) => t.facts.name);
}
