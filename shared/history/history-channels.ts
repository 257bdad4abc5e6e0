import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';
import { historyScopeSchema, type HistoryEntry, type HistoryStatus } from './history.js';
import { command, query, type ChannelGroup } from '../ipc/channel-spec.js';

/**
 * Undo, redo and their status act on one history (`scope`): the campaign on screen, the
 * campaign list or box data. Without a scope they act on the whole save, newest first.
 */
const scoped = z.object({ scope: historyScopeSchema.optional() }).strict();

/** The recorded commands, with undo and redo. */
export const historyChannels = {
  'history/list': query<HistoryEntry[]>()(
    z.object({ campaignId: campaignId.nullable(), limit: z.number().int().min(1).max(500).default(100) }).strict(),
  ),
  'history/status': query<HistoryStatus>()(scoped),
  'history/undo': command<HistoryStatus>()(scoped),
  'history/redo': command<HistoryStatus>()(scoped),
} as const satisfies ChannelGroup;
