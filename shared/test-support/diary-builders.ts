import type { CreateCampaignRequest } from '../campaigns/campaign-channels.js';
import { DIARY_MEMORY_BOXES, emptyDiaryBox, type Diary, type DiaryBox, type RecordAttemptRequest, type RecordedAttempt } from '../diary/diary.js';

/**
 * Builders of diary values for tests, the bench and the end-to-end setup: each gives plain
 * defaults so a caller states only what it is about. Nothing here is a game value (XP,
 * thresholds, card names): those stay with the callers, marked as test values.
 */

/** What a played attempt and the request recording it share: a success on normal, no XP, no sync. */
type PlayedFields = Pick<RecordAttemptRequest, 'outcome' | 'difficulty' | 'easyUsed' | 'objectives' | 'bosses' | 'otherXp' | 'chests' | 'rewards' | 'syncAchieved' | 'notes' | 'playedOn'>;

function plainPlay(): PlayedFields {
  return {
    outcome: 'success',
    difficulty: 'normal',
    easyUsed: false,
    objectives: [],
    bosses: [],
    otherXp: 0,
    chests: [],
    rewards: [],
    syncAchieved: false,
    notes: '',
    playedOn: '2026-11-21',
  };
}

/** A `diary/record-attempt` request for `memoryId`, no title, not optional, nobody eliminated. */
export function attemptRequest(campaignId: number, memoryId: string, overrides: Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>> = {}): RecordAttemptRequest {
  return { campaignId, memoryId, title: null, optional: false, ...plainPlay(), eliminatedMemberIds: [], ...overrides };
}

/**
 * An attempt as the diary shows it: the first, worth no XP, no sticker, chests kept (a
 * success), recorded on the evening of the day it was played.
 */
export function recordedAttempt(overrides: Partial<RecordedAttempt> = {}): RecordedAttempt {
  const played = { ...plainPlay(), ...overrides };
  return {
    id: 1,
    attemptNumber: 1,
    xpAwarded: 0,
    sticker: null,
    chestsKept: true,
    recordedAt: `${played.playedOn}T20:00:00.000Z`,
    eliminated: [],
    ...played,
  };
}

/**
 * A diary of campaign 1 with nothing recorded: no HQ, no thresholds entered, no suggestion.
 * `filled[i]` is laid over box i + 1; the other boxes stay empty.
 */
export function diaryOf(filled: Partial<DiaryBox>[] = [], overrides: Partial<Diary> = {}): Diary {
  return {
    campaignId: 1,
    boxes: Array.from({ length: DIARY_MEMORY_BOXES }, (_, i) => ({ ...emptyDiaryBox(i + 1), ...filled[i] })),
    hq: { established: false },
    xp: { total: 0, track: 'core', thresholds: null, startingLevel: 0, level: null, nextThreshold: null },
    openMemoryId: null,
    suggestedNextMemoryId: null,
    options: { grayAfterEasyFailure: false },
    lastMemorySynced: false,
    syncStickersWaiting: [],
    ...overrides,
  };
}

/** A four-player core campaign on normal, one assassin each (SET-8). */
export function fourPlayerCoreCampaign(name: string): CreateCampaignRequest {
  return {
    name,
    playerNames: ['Anna', 'Bartek', 'Celina', 'Dawid'],
    difficulty: 'normal',
    box: 'core',
    party: [
      { characterId: 'alessandra', seat: 1 },
      { characterId: 'bastiano', seat: 2 },
      { characterId: 'claudio', seat: 3 },
      { characterId: 'daria', seat: 4 },
    ],
  };
}
