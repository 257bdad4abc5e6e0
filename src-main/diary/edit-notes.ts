import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { readDiaryCampaign } from './diary-rows.js';

/** The memory id of one of the campaign's attempts; not-found (field attemptId) otherwise. */
function memoryIdOfAttempt(db: Db, campaignId: number, attemptId: number): string {
  readDiaryCampaign(db, campaignId);
  const attempt = db
    .prepare(
      `SELECT m.memory_id FROM memory_attempts a JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.id = ? AND a.campaign_id = ?`,
    )
    .get(attemptId, campaignId) as { memory_id: string } | undefined;
  if (!attempt) fail('not-found', 'This attempt is not in this campaign’s diary.', { field: 'attemptId' });
  return attempt.memory_id;
}

/** The players' notes on an attempt: the one part of a recorded attempt they can edit. Returns its memory id. */
export function editAttemptNotes(db: Db, campaignId: number, attemptId: number, notes: string): string {
  const memoryId = memoryIdOfAttempt(db, campaignId, attemptId);
  db.prepare('UPDATE memory_attempts SET notes = ? WHERE id = ? AND notes <> ?').run(notes, attemptId, notes);
  return memoryId;
}
