import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { readDiaryCampaign } from './diary-rows.js';
import { titleOrNull } from './record-attempt.js';

/** CMP-2: the title as printed in the campaign book; an empty title clears it. */
export function renameMemory(db: Db, campaignId: number, memoryId: string, title: string): void {
  readDiaryCampaign(db, campaignId);
  const memory = db.prepare('SELECT id FROM diary_memories WHERE campaign_id = ? AND memory_id = ?').get(campaignId, memoryId) as
    | { id: number }
    | undefined;
  if (!memory) fail('not-found', `Memory ${memoryId} is not in this campaign’s diary yet.`, { field: 'memoryId' });
  db.prepare('UPDATE diary_memories SET title = ? WHERE id = ? AND title IS NOT ?').run(titleOrNull(title), memory.id, titleOrNull(title));
}
