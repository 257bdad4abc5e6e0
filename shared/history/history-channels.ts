import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';
import type { HistoryEntry, HistoryStatus } from './history.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The recorded commands, with undo and redo. */
export const historyChannels = {
  'history/list': query<HistoryEntry[]>()(
    z.object({ campaignId: campaignId.nullable(), limit: z.number().int().min(1).max(500).default(100) }).strict(),
  ),
  'history/status': query<HistoryStatus>()(none),
  'history/undo': command<HistoryStatus>()(none),
  'history/redo': command<HistoryStatus>()(none),
} as const satisfies ChannelGroup;
