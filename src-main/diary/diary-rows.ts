import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { Box, Difficulty } from '../../shared/campaigns/campaign.js';
import type { BossLine, DiaryOptions, ObjectiveLine, Outcome, Sticker } from '../../shared/diary/diary.js';
import type { MemoryRecord } from '../../shared/diary/diary-rules.js';

/** The campaign columns the diary reads and writes. */
export interface DiaryCampaignRow {
  id: number;
  box: Box;
  xp: number;
  starting_level: number;
  current_memory: string | null;
  gray_after_easy_failure: 0 | 1;
  hq_established: 0 | 1;
}

export interface MemoryRow {
  id: number;
  campaign_id: number;
  box_index: number;
  memory_id: string;
  title: string | null;
  optional: 0 | 1;
  skipped: 0 | 1;
}

export interface AttemptRow {
  id: number;
  campaign_id: number;
  diary_memory_id: number;
  attempt_number: 1 | 2;
  outcome: Outcome;
  difficulty: Difficulty;
  easy_used: 0 | 1;
  objectives_json: string;
  bosses_json: string;
  other_xp: number;
  chests_json: string;
  rewards_json: string;
  sync_achieved: 0 | 1;
  xp_awarded: number;
  sticker: Sticker | null;
  notes: string;
  played_on: string;
  recorded_at: string;
}

export interface DiaryRows {
  campaign: DiaryCampaignRow;
  memories: MemoryRow[];
  attempts: AttemptRow[];
}

export function readDiaryCampaign(db: Db, campaignId: number): DiaryCampaignRow {
  const row = db
    .prepare('SELECT id, box, xp, starting_level, current_memory, gray_after_easy_failure, hq_established FROM campaigns WHERE id = ?')
    .get(campaignId) as DiaryCampaignRow | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  return row;
}

/** Every row of a campaign's diary: memories in box order, attempts in the order recorded. */
export function readDiaryRows(db: Db, campaignId: number): DiaryRows {
  const campaign = readDiaryCampaign(db, campaignId);
  const memories = db.prepare('SELECT * FROM diary_memories WHERE campaign_id = ? ORDER BY box_index').all(campaignId) as MemoryRow[];
  const attempts = db.prepare('SELECT * FROM memory_attempts WHERE campaign_id = ? ORDER BY id').all(campaignId) as AttemptRow[];
  return { campaign, memories, attempts };
}

export const diaryOptionsOf = (campaign: DiaryCampaignRow): DiaryOptions => ({ grayAfterEasyFailure: campaign.gray_after_easy_failure === 1 });

export const attemptsOf = (rows: DiaryRows, memory: MemoryRow): AttemptRow[] =>
  rows.attempts.filter((a) => a.diary_memory_id === memory.id).sort((a, b) => a.attempt_number - b.attempt_number);

/** The diary as the pure rules see it (shared/diary/diary-rules.ts), in box order. */
export function memoryRecords(rows: DiaryRows): MemoryRecord[] {
  return rows.memories.map((memory) => ({
    memoryId: memory.memory_id,
    skipped: memory.skipped === 1,
    attempts: attemptsOf(rows, memory).map((a) => ({ outcome: a.outcome, difficulty: a.difficulty, easyUsed: a.easy_used === 1 })),
  }));
}

export const parseObjectives = (row: AttemptRow) => JSON.parse(row.objectives_json) as ObjectiveLine[];
export const parseBosses = (row: AttemptRow) => JSON.parse(row.bosses_json) as BossLine[];
export const parseCards = (json: string) => JSON.parse(json) as string[];
