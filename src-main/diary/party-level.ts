import type { Db } from '../db/open-save.js';
import type { Box } from '../../shared/campaigns/campaign.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import { campaignLevel } from '../../shared/diary/levels.js';
import { readBoxData } from '../box-data/box-data-store.js';

export interface LevelFacts {
  box: Box;
  xp: number;
  starting_level: number;
}

/**
 * LVL-1, APX-SET-2: the party's level, the one value the overview, the diary, the boards and
 * the printout all show. Null while the thresholds of the campaign's box are not entered.
 * `boxData` may be passed when it was already read (a list of campaigns reads it once).
 */
export function partyLevel(db: Db, campaign: LevelFacts, boxData: BoxData = readBoxData(db)): number | null {
  return campaignLevel(campaign.xp, boxData.xpThresholds[campaign.box] ?? null, campaign.starting_level);
}
