import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import { checkSkip } from '../../shared/diary/diary-rules.js';
import { memoryRecords, readDiaryRows } from './diary-rows.js';
import { titleOrNull } from './record-attempt.js';
import { updateCampaignProgress } from './campaign-progress.js';

/**
 * OPT-1: an optional memory the players decline is skipped for good. It takes a diary box
 * (marked skipped) so the diary reads as the book does, and it can never be recorded later.
 */
export function skipOptional(db: Db, campaignId: number, memoryId: string, title: string | null): void {
  const rows = readDiaryRows(db, campaignId);
  const refusal = checkSkip(memoryRecords(rows), memoryId);
  if (refusal) failRefusal(refusal);
  const boxIndex = Math.max(0, ...rows.memories.map((m) => m.box_index)) + 1;
  db.prepare('INSERT INTO diary_memories (campaign_id, box_index, memory_id, title, optional, skipped) VALUES (?, ?, ?, ?, 1, 1)').run(
    campaignId,
    boxIndex,
    memoryId,
    titleOrNull(title),
  );
  updateCampaignProgress(db, campaignId, memoryId);
}
