import type { Db } from '../db/open-save.js';
import { boxStatus, suggestedNextMemoryId } from '../../shared/diary/diary-rules.js';
import { firstMemory } from '../../shared/campaigns/party-setup.js';
import { memoryRecords, readDiaryRows } from './diary-rows.js';

/**
 * Keeps the campaign row in step with its diary after any diary change:
 * - DIARY-2: `xp` is the sum of the XP every recorded attempt awarded;
 * - `current_memory`: the memory just touched while it is still open (its second attempt
 *   comes next, REPLAY-1), else the suggested next memory, else null (the campaign book
 *   decides and the app does not guess).
 */
export function updateCampaignProgress(db: Db, campaignId: number, touchedMemoryId: string): void {
  const rows = readDiaryRows(db, campaignId);
  const records = memoryRecords(rows);
  const xp = rows.attempts.reduce((total, a) => total + a.xp_awarded, 0);
  const touched = records.find((m) => m.memoryId === touchedMemoryId);
  const current = boxStatus(touched) === 'open' ? touchedMemoryId : suggestedNextMemoryId(records, firstMemory(rows.campaign.box));
  db.prepare('UPDATE campaigns SET xp = ?, current_memory = ? WHERE id = ? AND (xp <> ? OR current_memory IS NOT ?)').run(
    xp,
    current,
    campaignId,
    xp,
    current,
  );
}
