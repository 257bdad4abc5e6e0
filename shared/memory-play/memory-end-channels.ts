import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';
import { PLAY_OUTCOMES } from './play-types.js';
import type { PlayEnded } from './play-view.js';
import { chestCardMarks, type CampaignWriteBack } from './write-back.js';

const byPlay = { campaignId, playId: z.number().int().positive() };

/**
 * END-3, FAIL-1: how the players end the memory. `chestCards`: the gained cards they say were
 * drawn from the chests opened (MAP-CHS-1), kept only after a success (REPLAY-1).
 */
const endPlayRequest = z.object({ ...byPlay, outcome: z.enum(PLAY_OUTCOMES), chestCards: chestCardMarks.default([]) }).strict();

/** A memory being played in some campaign, for the ways back to its board from screens outside it. */
export interface OpenPlay {
  campaignId: number;
  campaignName: string;
  playId: number;
  memoryId: string;
  /** When its last step was taken (or it started): the newest is the one the group is at. */
  lastPlayedAt: string;
}

/** The end of a play: what it writes back to the campaign, shown before and applied with the end. */
export const memoryEndChannels = {
  /**
   * Ends the play as the players say (END-3, FAIL-1) and writes its result to the campaign in
   * the same undoable command (health, cards, the eliminated's bags, chest cards), then
   * DIARY-2/3: the diary's record pre-filled.
   */
  'memory-play/end': command<PlayEnded>()(endPlayRequest),
  /** What `memory-play/end` with the same request would write to the campaign (the same decision); nothing is kept. */
  'memory-play/end-preview': query<CampaignWriteBack>()(endPlayRequest),
  /** The memories being played in every campaign, newest first. */
  'memory-play/open-plays': query<OpenPlay[]>()(none),
} as const satisfies ChannelGroup;
