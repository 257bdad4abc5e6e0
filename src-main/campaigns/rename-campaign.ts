import type { Db } from '../db/open-save.js';
import { getCampaign } from './read-campaigns.js';

/** Returns the old name, so the history can say "X renamed to Y". */
export function renameCampaign(db: Db, campaignId: number, name: string): string {
  const before = getCampaign(db, campaignId);
  if (before.name !== name) db.prepare('UPDATE campaigns SET name = ? WHERE id = ?').run(name, campaignId);
  return before.name;
}
