import { z } from 'zod';
import { campaignId, type Box } from '../campaigns/campaign.js';
import { refuse, type Refusal } from '../ipc/refusal.js';
import { memoryId, type Sticker } from './diary.js';

/**
 * SYNC-4: a 100% sync unlocked in one campaign also counts for all earlier campaigns played
 * with the same box; the players may add its sticker to those campaigns' Diaries.
 */

/** diary/sync-elsewhere: the earlier campaigns that may take memory `memoryId`'s sticker. */
export const syncElsewhereRequest = z.object({ campaignId, memoryId }).strict();

/** diary/add-sync-from-campaign: stick memory `memoryId`'s sticker in the chosen campaigns' Diaries. */
export const addSyncFromCampaignRequest = z
  .object({ campaignId, memoryId, targetCampaignIds: z.array(campaignId).min(1, 'Choose at least one campaign.').max(100) })
  .strict();
export type AddSyncFromCampaignRequest = z.infer<typeof addSyncFromCampaignRequest>;

export interface SyncTarget {
  campaignId: number;
  name: string;
}

export interface SyncElsewhere {
  memoryId: string;
  /** The sticker this campaign earned for the memory (SYNC-1..3), null when none was earned. */
  sticker: Sticker | null;
  /** Earlier campaigns of the same box whose Diary has no sticker for the memory yet (empty without a sticker). */
  campaigns: SyncTarget[];
}

/** What the rule needs to know of a campaign. */
export interface SyncCampaignFacts {
  id: number;
  name: string;
  box: Box;
  /** ISO time the campaign was created. */
  createdAt: string;
  /** Whether its Diary already shows a sticker for the memory (its own, or one added by SYNC-4). */
  hasSticker: boolean;
}

/** SYNC-4 "earlier": created before; two campaigns created in the same instant are ordered by id. */
export const isEarlierCampaign = (candidate: Pick<SyncCampaignFacts, 'id' | 'createdAt'>, than: Pick<SyncCampaignFacts, 'id' | 'createdAt'>): boolean =>
  candidate.createdAt < than.createdAt || (candidate.createdAt === than.createdAt && candidate.id < than.id);

/**
 * SYNC-4: why `target` cannot take the sticker `source` earned for `memoryId`, or null when it
 * can. `sourceSticker` is what SYNC-1..3 made of the source's attempts.
 */
export function checkSyncTarget(source: SyncCampaignFacts, sourceSticker: Sticker | null, target: SyncCampaignFacts, memoryId: string, field?: string): Refusal | null {
  if (sourceSticker === null)
    return refuse('SYNC-4', `Memory ${memoryId} has no 100% sync sticker in this campaign: there is nothing to add elsewhere.`, { context: 'notEarned', memoryId }, field).refusal;
  const campaign = target.name;
  if (target.box !== source.box)
    return refuse('SYNC-4', `“${campaign}” is played with the other box: a 100% sync counts only for campaigns of the same box.`, { context: 'otherBox', campaign }, field).refusal;
  if (!isEarlierCampaign(target, source))
    return refuse('SYNC-4', `“${campaign}” was not started before this campaign: a 100% sync counts only for earlier campaigns.`, { context: 'notEarlier', campaign }, field).refusal;
  if (target.hasSticker)
    return refuse('SYNC-4', `The Diary of “${campaign}” already has the memory ${memoryId} sticker.`, { context: 'alreadyHas', campaign, memoryId }, field).refusal;
  return null;
}

/** SYNC-4: the campaigns, among `others`, that may take the sticker, oldest first. */
export function syncTargets(source: SyncCampaignFacts, sourceSticker: Sticker | null, others: SyncCampaignFacts[], memoryId: string): SyncTarget[] {
  return others
    .filter((other) => other.id !== source.id && checkSyncTarget(source, sourceSticker, other, memoryId) === null)
    .sort((a, b) => (isEarlierCampaign(a, b) ? -1 : 1))
    .map((other) => ({ campaignId: other.id, name: other.name }));
}
