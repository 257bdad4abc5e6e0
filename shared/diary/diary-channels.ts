import {
  diaryOptionsRequest,
  editAttemptNotesRequest,
  recordAttemptRequest,
  renameMemoryRequest,
  skipOptionalRequest,
  type Diary,
} from './diary.js';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The Diary of Memories: attempts, stickers, XP (levels are derived from it). */
export const diaryChannels = {
  'diary/get': query<Diary>()(byCampaign),
  'diary/record-attempt': command<Diary>()(recordAttemptRequest),
  'diary/skip-optional': command<Diary>()(skipOptionalRequest),
  'diary/rename-memory': command<Diary>()(renameMemoryRequest),
  'diary/edit-notes': command<Diary>()(editAttemptNotesRequest),
  'diary/set-options': command<Diary>()(diaryOptionsRequest),
} as const satisfies ChannelGroup;
