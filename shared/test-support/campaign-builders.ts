import type { CreateCampaignRequest } from '../campaigns/campaign-channels.js';
import type { RecordAttemptRequest } from '../diary/diary.js';
import { attemptRequest } from './diary-builders.js';

/**
 * Campaigns for tests, the bench and the end-to-end setup, as `campaign/create` requests,
 * and the few steps every Apocalypse setup repeats, over whichever way the caller reaches
 * the channels (the test core, the bench's dispatch, the bridge's HTTP API).
 */

/** A two-player core campaign on normal: Claudio for Anna, Daria for Bartek. */
export function twoPlayerCoreCampaign(name = 'Venice 1503'): CreateCampaignRequest {
  return {
    name,
    playerNames: ['Anna', 'Bartek'],
    difficulty: 'normal',
    box: 'core',
    party: [
      { characterId: 'claudio', seat: 1 },
      { characterId: 'daria', seat: 2 },
    ],
  };
}

/** A two-player Apocalypse campaign on normal (APX-SET): Alif for Anna, Bastiano for Bartek. */
export function twoPlayerApocalypseCampaign(name = 'Ruins'): CreateCampaignRequest {
  return {
    ...twoPlayerCoreCampaign(name),
    box: 'apocalypse',
    party: [
      { characterId: 'alif', seat: 1 },
      { characterId: 'bastiano', seat: 2 },
    ],
  };
}

/** One channel call that fails loudly on an error outcome, through any transport. */
export type ChannelCall = <T>(channel: string, args: unknown) => Promise<T>;

/**
 * Records an attempt at `memoryId` (a plain success unless overridden) and finishes its
 * end-of-memory phase with no medicine (EOM-1), so that after a success an exploration
 * phase may start (EXP-1).
 */
export async function playMemoryAndEndOfMemory(
  call: ChannelCall,
  campaignId: number,
  memoryId: string,
  overrides: Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>> = {},
): Promise<void> {
  await call('diary/record-attempt', attemptRequest(campaignId, memoryId, overrides));
  const { endOfMemory } = await call<{ endOfMemory: { attemptId: number } }>('apocalypse/get', { campaignId });
  await call('apocalypse/finish-end-of-memory', { campaignId, attemptId: endOfMemory.attemptId, medicines: [] });
}
