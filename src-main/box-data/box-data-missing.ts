import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import { missingForHqResolution, missingForNextMemory, type MissingFor } from '../../shared/box-data/box-data-missing.js';
import { readResolution } from '../hq/resolution-view.js';
import { readBoxData } from './box-data-store.js';

/**
 * `box-data/missing`: for each campaign, most recently played first, the box-data values
 * the next thing it plays reads and nobody has typed (shared/box-data/box-data-missing.ts).
 * Campaigns missing nothing are left out.
 */
export function readMissingBoxData(db: Db, pack: ContentPack): MissingFor[] {
  const boxData = readBoxData(db);
  const allyCards = allyCardsOf(boxData.allyCards, pack.hq);
  const campaigns = db.prepare('SELECT id, name, box FROM campaigns ORDER BY last_played_at DESC, id DESC').all() as { id: number; name: string; box: Box }[];
  return campaigns.flatMap((campaign) => {
    const found: MissingFor[] = [];
    // Only core campaigns have a headquarters (an Apocalypse campaign plays exploration instead).
    if (campaign.box === 'core') {
      const values = missingForHqResolution(readResolution({ db, pack, boxData }, campaign.id), allyCards);
      if (values.length > 0) found.push({ campaignId: campaign.id, campaignName: campaign.name, play: 'hq-resolution', values });
    }
    const memory = missingForNextMemory(campaign.box, boxData);
    if (memory.length > 0) found.push({ campaignId: campaign.id, campaignName: campaign.name, play: 'next-memory', values: memory });
    return found;
  });
}
