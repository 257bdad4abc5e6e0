import type { BoxData } from '../box-data/box-data-schema.js';
import {
  finishEndOfMemoryRequest,
  saveShaoJunCardRequest,
  setShaoJunHealthRequest,
  type ApocalypseState,
} from './apocalypse.js';
import { byCampaign, command, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** The apocalypse area's channels: Shao Jun (SJ-*) and the end-of-memory phase (EOM-*). */
export const apocalypseChannels = {
  /** Shao Jun, the end-of-memory phase after the latest attempt, the apprentices standing in. */
  'apocalypse/get': query<ApocalypseState>()(byCampaign),
  /** SJ-1: she joins when the campaign book says so. */
  'apocalypse/shao-jun-join': command<ApocalypseState>()(byCampaign),
  /** Her health track (0 eliminates her: SJ-6 during a memory, EXC-6 during exploration). */
  'apocalypse/set-shao-jun-health': command<ApocalypseState>()(setShaoJunHealthRequest),
  /** EOM-1..5: the phase after the latest attempt is done (EXP-1 may start). */
  'apocalypse/finish-end-of-memory': command<ApocalypseState>()(finishEndOfMemoryRequest),
  /** UNK-35: Shao Jun's health from her card (null removes it). */
  'box-data/save-shao-jun': command<BoxData>()(saveShaoJunCardRequest),
} as const satisfies ChannelGroup;
