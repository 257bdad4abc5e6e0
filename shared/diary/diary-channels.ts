import {
  diaryOptionsRequest,
  editAttemptNotesRequest,
  recordAttemptRequest,
  renameMemoryRequest,
  skipOptionalRequest,
  type Diary,
} from './diary.js';
import { addSyncFromCampaignRequest, syncElsewhereRequest, type SyncElsewhere } from './sync-elsewhere.js';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The Diary of Memories: attempts, stickers, XP (levels are derived from it). */
export const diaryChannels = {
  'diary/get': query<Diary>()(byCampaign),
  'diary/record-attempt': command<Diary>()(recordAttemptRequest),
  'diary/skip-optional': command<Diary>()(skipOptionalRequest),
  'diary/rename-memory': command<Diary>()(renameMemoryRequest),
  'diary/edit-notes': command<Diary>()(editAttemptNotesRequest),
  'diary/set-options': command<Diary>()(diaryOptionsRequest),
  /** SYNC-4: the earlier campaigns of the same box that may take a memory's 100% sync sticker. */
  'diary/sync-elsewhere': query<SyncElsewhere>()(syncElsewhereRequest),
  /** SYNC-4: adds it to the chosen ones; answers what may still take it. */
  'diary/add-sync-from-campaign': command<SyncElsewhere>()(addSyncFromCampaignRequest),
} as const satisfies ChannelGroup;
