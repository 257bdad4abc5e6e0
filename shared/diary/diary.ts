import { z } from 'zod';
import { lineOfText, notesText } from '../text/player-text.js';
import { DIFFICULTIES, campaignId, type Box, type Difficulty } from '../campaigns/campaign.js';

/** A sticker another campaign's 100% sync put in this Diary (SYNC-4). */
export interface SyncedSticker {
  memoryId: string;
  sticker: Sticker;
  /** The campaign that earned it; null once that campaign was deleted (the sticker stays, as on paper). */
  fromCampaignId: number | null;
  fromCampaignName: string;
}

/** DIARY-1: 26 memory boxes and one HQ box. */
export const DIARY_MEMORY_BOXES = 26;

/** CMP-2: memories the rulebook names (the tutorial/prologue); the others are named by the players. */
export const KNOWN_MEMORY_IDS = ['0.1', '0.2', '0.3', '0.4'] as const;

/** VILLA-1: the memories after which the assassins recover all lost health. */
export const VILLA_RECOVERY_MEMORIES = ['0.1', '0.2', '0.3'] as const;

export const OUTCOMES = ['success', 'failure'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Sticker = 'red' | 'gray';

/**
 * CMP-2: ids as printed in the campaign book, e.g. `0.1`, `1.2`, `A.3`. Letters, digits and
 * one dot, so they sort and print predictably.
 */
export const memoryId = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z#]{1,4}(\.[0-9A-Za-z]{1,4})?$/, 'A memory id looks like 1.2 (as printed in the campaign book).');

export const memoryTitle = lineOfText(z.string().trim().max(120, 'A title can have at most 120 characters.'));

const xp = z.number().int('XP is a whole number.').min(0, 'XP cannot be negative.').max(999, 'At most 999 XP.');
const shortText = (what: string) => lineOfText(z.string().trim().min(1, `${what} cannot be empty.`).max(60, `${what} can have at most 60 characters.`));

/** DIARY-2, DIARY-3: an objective completed in the attempt, with the XP on its token. */
export const objectiveLine = z.object({ label: shortText('An objective'), xp, mandatory: z.boolean() }).strict();
export type ObjectiveLine = z.infer<typeof objectiveLine>;

/** DIARY-2: a boss eliminated, with the XP in its hexagon. */
export const bossLine = z.object({ name: shortText('A boss name'), xp }).strict();
export type BossLine = z.infer<typeof bossLine>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date looks like 2026-11-21.');

/** What the players enter after an attempt at the table (diary/record-attempt). */
export const recordAttemptRequest = z
  .object({
    campaignId,
    memoryId,
    /** The title as printed in the campaign book; null keeps the one already known. */
    title: memoryTitle.nullable(),
    /** OPT-1: the campaign book offered this memory as optional. */
    optional: z.boolean(),
    outcome: z.enum(OUTCOMES),
    /** The difficulty the attempt ended on (DIFF-1: it may change during play). */
    difficulty: z.enum(DIFFICULTIES),
    /** DIFF-3: whether any part of the attempt was played on easy. */
    easyUsed: z.boolean(),
    objectives: z.array(objectiveLine).max(20),
    bosses: z.array(bossLine).max(10),
    otherXp: xp,
    chests: z.array(shortText('A chest card')).max(20),
    rewards: z.array(shortText('A reward card')).max(20),
    /** SYNC-1: the 100% sync objective was achieved. */
    syncAchieved: z.boolean(),
    notes: notesText(z.string().max(4000, 'Notes can have at most 4000 characters.')),
    playedOn: isoDate,
    /** HLT-8: party members (ids) eliminated during this attempt. */
    eliminatedMemberIds: z.array(z.number().int().positive()).max(4),
    /** DIARY-2/3: the ended play on the board this record was filled from, if any. */
    fromPlayId: z.number().int().positive().optional(),
  })
  .strict();
export type RecordAttemptRequest = z.infer<typeof recordAttemptRequest>;

export interface RecordedAttempt {
  id: number;
  attemptNumber: 1 | 2;
  outcome: Outcome;
  difficulty: Difficulty;
  easyUsed: boolean;
  objectives: ObjectiveLine[];
  bosses: BossLine[];
  otherXp: number;
  chests: string[];
  rewards: string[];
  syncAchieved: boolean;
  /** What the rules made of it: DIARY-2/3, REPLAY-5. */
  xpAwarded: number;
  /** SYNC-1..3; null when no sticker was earned. */
  sticker: Sticker | null;
  /** REPLAY-1, REPLAY-5: chest cards are kept only from a success. */
  chestsKept: boolean;
  notes: string;
  playedOn: string;
  recordedAt: string;
  /** Names of the assassins eliminated in this attempt (HLT-8). */
  eliminated: string[];
}

/**
 * A box's state: `open` after a failed first attempt (the second is still to play),
 * `completed` after a success or a second failure, `skipped` for an optional memory
 * declined for good (OPT-1).
 */
export type BoxStatus = 'empty' | 'open' | 'completed' | 'skipped';

/** REPLAY-5: a memory completed by a second failure is a Synchronized Memory. */
export type Completion = 'success' | 'synchronized';

export interface DiaryBox {
  /** 1..26 */
  index: number;
  memoryId: string | null;
  title: string | null;
  optional: boolean;
  status: BoxStatus;
  completion: Completion | null;
  sticker: Sticker | null;
  /** SYNC-4: the sticker a later campaign's 100% sync added to this box, shown with "from <campaign>". */
  syncedFrom: SyncedSticker | null;
  attempts: RecordedAttempt[];
}

/** DIARY-1: box `index` (1..26) before any memory is written in it. */
export function emptyDiaryBox(index: number): DiaryBox {
  return { index, memoryId: null, title: null, optional: false, status: 'empty', completion: null, sticker: null, syncedFrom: null, attempts: [] };
}

export interface XpTrack {
  total: number;
  /** Which Diary XP track applies (box data `xpThresholds.core` / `.apocalypse`). */
  track: Box;
  /** LVL-1: the thresholds of levels I..IV, or null until the players enter them. */
  thresholds: number[] | null;
  startingLevel: number;
  /** Null while the thresholds are unknown: the app never guesses a level. */
  level: number | null;
  /** The next threshold still ahead, or null (unknown thresholds, or level IV reached). */
  nextThreshold: number | null;
}

export interface Diary {
  campaignId: number;
  boxes: DiaryBox[];
  /** The 27th box (DIARY-1). */
  hq: { established: boolean };
  xp: XpTrack;
  /** A memory whose first attempt failed: the next record is its second attempt. */
  openMemoryId: string | null;
  /** A suggestion for the next memory id (the known 0.x sequence only); never a rule. */
  suggestedNextMemoryId: string | null;
  options: DiaryOptions;
  /** SYNC-6: whether the last completed memory earned its 100% sync sticker. */
  lastMemorySynced: boolean;
  /**
   * SYNC-4: stickers a later campaign's 100% sync added for memories this campaign has not
   * written in a box yet; each shows in its box once the memory is recorded.
   */
  syncStickersWaiting: SyncedSticker[];
}

export interface DiaryOptions {
  /**
   * Whether a gray sticker is also due when an earlier, failed attempt at the memory was
   * played on easy. SYNC-2 and DIFF-3 do not settle it; off by default.
   */
  grayAfterEasyFailure: boolean;
}

export const diaryOptionsRequest = z.object({ campaignId, grayAfterEasyFailure: z.boolean() }).strict();

export const skipOptionalRequest = z.object({ campaignId, memoryId, title: memoryTitle.nullable() }).strict();

export const editAttemptNotesRequest = z
  .object({ campaignId, attemptId: z.number().int().positive(), notes: notesText(z.string().max(4000, 'Notes can have at most 4000 characters.')) })
  .strict();

export const renameMemoryRequest = z.object({ campaignId, memoryId, title: memoryTitle }).strict();
