import type { Db } from '../db/open-save.js';
import { getCampaign } from './read-campaigns.js';

/**
 * Deletes the campaign; its rows in other tables go by ON DELETE CASCADE, and the change
 * capture logs those too, so undo brings the whole campaign back.
 */
export function deleteCampaign(db: Db, campaignId: number): string {
  const { name } = getCampaign(db, campaignId);
  db.prepare('DELETE FROM campaigns WHERE id = ?').run(campaignId);
  return name;
}
