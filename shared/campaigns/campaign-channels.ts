import { z } from 'zod';
import { BOXES, DIFFICULTIES, campaignId, campaignName, playerName, type CampaignDetail, type CampaignSummary } from './campaign.js';
import type { BackupInfo } from '../backups/backup.js';
import { byCampaign, command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';

export const partyMemberSchema = z
  .object({ characterId: z.string().min(1), seat: z.number().int().min(1).max(4) })
  .strict();

export const createCampaignRequest = z
  .object({
    name: campaignName,
    playerNames: z.array(playerName).min(1, 'At least 1 player.').max(4, 'At most 4 players.'),
    difficulty: z.enum(DIFFICULTIES),
    box: z.enum(BOXES),
    party: z.array(partyMemberSchema),
  })
  .strict();
export type CreateCampaignRequest = z.infer<typeof createCampaignRequest>;

/** The campaign list: create, rename, duplicate, delete (with a backup first). */
export const campaignChannels = {
  'campaign/list': query<CampaignSummary[]>()(none),
  'campaign/get': query<CampaignDetail>()(byCampaign),
  'campaign/create': command<CampaignDetail>()(createCampaignRequest),
  'campaign/rename': command<CampaignDetail>()(z.object({ campaignId, name: campaignName }).strict()),
  'campaign/duplicate': command<CampaignDetail>()(z.object({ campaignId, name: campaignName }).strict()),
  'campaign/delete': command<{ backup: BackupInfo }>()(byCampaign),
} as const satisfies ChannelGroup;
