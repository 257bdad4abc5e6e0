import type { Difficulty } from '../campaigns/campaign.js';
import {
  DIARY_MEMORY_BOXES,
  KNOWN_MEMORY_IDS,
  VILLA_RECOVERY_MEMORIES,
  type BossLine,
  type BoxStatus,
  type Completion,
  type DiaryOptions,
  type ObjectiveLine,
  type Outcome,
  type Sticker,
} from './diary.js';
import { levelsGained } from './levels.js';
import { accept, refuse, type Decision, type Refusal } from '../ipc/refusal.js';

/*
 * The Diary of Memories rules in one place for both processes: main enforces them when an
 * attempt is recorded (the authority), the record dialog previews what an attempt will earn.
 * Pure functions over plain data; nothing here reads the save.
 */

/** What the rules need to know about an attempt already in the diary. */
export interface AttemptFacts {
  outcome: Outcome;
  difficulty: Difficulty;
  easyUsed: boolean;
}

/** What the players entered for an attempt: enough to work out its XP and sticker. */
export interface AttemptScore extends AttemptFacts {
  objectives: readonly Pick<ObjectiveLine, 'xp' | 'mandatory'>[];
  bosses: readonly Pick<BossLine, 'xp'>[];
  otherXp: number;
  syncAchieved: boolean;
}

/** A memory as the diary holds it: its box and its attempts, oldest first. */
export interface MemoryRecord {
  memoryId: string;
  skipped: boolean;
  attempts: readonly AttemptFacts[];
}

/**
 * DIFF-3: easy at any moment of the attempt. An attempt that ended on easy was played on
 * easy, whatever the `easyUsed` box says. Legendary (DIFF-L-1) is not easy.
 */
export function playedOnEasy(attempt: Pick<AttemptFacts, 'difficulty' | 'easyUsed'>): boolean {
  return attempt.easyUsed || attempt.difficulty === 'easy';
}

/**
 * A box's state from its attempts (REPLAY-1..5, OPT-1): `open` between a failed first
 * attempt and the second, `completed` after a success or after the second attempt.
 */
export function boxStatus(memory: Pick<MemoryRecord, 'skipped' | 'attempts'> | null | undefined): BoxStatus {
  if (!memory) return 'empty';
  if (memory.skipped) return 'skipped';
  const { attempts } = memory;
  if (attempts.length === 0) return 'empty';
  if (attempts.some((a) => a.outcome === 'success') || attempts.length >= 2) return 'completed';
  return 'open';
}

/** CMP-4 / REPLAY-5: how a completed memory was completed; null while it is not. */
export function completionOf(attempts: readonly Pick<AttemptFacts, 'outcome'>[]): Completion | null {
  if (attempts.some((a) => a.outcome === 'success')) return 'success';
  if (attempts.length >= 2) return 'synchronized';
  return null;
}

/** REPLAY-1: another memory waits for its second attempt, which comes first. */
const waitsForSecondAttempt = (open: string): Refusal =>
  refuse('REPLAY-1', `Memory ${open} failed its first attempt: record its second attempt before any other memory.`, { memoryId: open }, 'memoryId').refusal;

/** DIARY-1: every memory box is used. */
const diaryFull = (): Refusal =>
  refuse('DIARY-1', `The diary has ${DIARY_MEMORY_BOXES} memory boxes and all of them are used.`, { boxes: DIARY_MEMORY_BOXES }, 'memoryId').refusal;

/**
 * Whether recording an attempt at `memoryId` is allowed, and as which attempt.
 * Refusals, in the order the players would want to hear them:
 * - OPT-1: an optional memory skipped for good cannot be played;
 * - CMP-4: a memory completed successfully is done;
 * - REPLAY-5: after a second failure the memory is completed (Synchronized Memory), there
 *   is no third attempt;
 * - REPLAY-1: while another memory waits for its second attempt, that attempt comes first;
 * - DIARY-1: a new memory needs a free box, and there are 26.
 */
export function attemptNumberFor(memories: readonly MemoryRecord[], memoryId: string): Decision<1 | 2> {
  const memory = memories.find((m) => m.memoryId === memoryId);
  const field = 'memoryId';
  if (memory) {
    const status = boxStatus(memory);
    if (status === 'skipped') {
      return refuse('OPT-1', `Memory ${memoryId} was skipped for good; it cannot be played any more.`, { context: 'skipped', memoryId }, field);
    }
    if (status === 'completed') {
      return completionOf(memory.attempts) === 'success'
        ? refuse('CMP-4', `Memory ${memoryId} is already completed; the campaign has moved on.`, { memoryId }, field)
        : refuse('REPLAY-5', `Memory ${memoryId} already had its two attempts and was completed as a Synchronized Memory; there is no third attempt.`, { memoryId }, field);
    }
    if (status === 'open') return accept(2);
  }
  const open = openMemoryId(memories);
  if (open !== null && open !== memoryId) return { ok: false, refusal: waitsForSecondAttempt(open) };
  if (!memory && memories.length >= DIARY_MEMORY_BOXES) return { ok: false, refusal: diaryFull() };
  return accept(1);
}

/**
 * OPT-1: an optional memory can be skipped only before it is played; the skip takes a box
 * for good. REPLAY-1 and DIARY-1 apply as for a record.
 */
export function checkSkip(memories: readonly MemoryRecord[], memoryId: string): Refusal | null {
  const field = 'memoryId';
  const memory = memories.find((m) => m.memoryId === memoryId);
  if (memory?.skipped) return refuse('OPT-1', `Memory ${memoryId} is already skipped.`, { context: 'alreadySkipped', memoryId }, field).refusal;
  if (memory && memory.attempts.length > 0) {
    return refuse('OPT-1', `Memory ${memoryId} has been played already; only a memory not yet played can be skipped.`, { context: 'played', memoryId }, field).refusal;
  }
  const open = openMemoryId(memories);
  if (open !== null) return waitsForSecondAttempt(open);
  if (!memory && memories.length >= DIARY_MEMORY_BOXES) return diaryFull();
  return null;
}

/** The memory waiting for its second attempt (REPLAY-1), if any. */
export function openMemoryId(memories: readonly MemoryRecord[]): string | null {
  return memories.find((m) => boxStatus(m) === 'open')?.memoryId ?? null;
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * The XP an attempt adds to the running total:
 * - a success: every objective completed, every boss eliminated and any other XP (DIARY-2);
 * - a failed first attempt: nothing, the memory is not completed yet (DIARY-2, REPLAY-1);
 * - a second failure: the mandatory objectives only (DIARY-3, REPLAY-5).
 */
export function xpAwarded(attemptNumber: 1 | 2, score: Omit<AttemptScore, 'difficulty' | 'easyUsed' | 'syncAchieved'>): number {
  if (score.outcome === 'success') {
    return sum(score.objectives.map((o) => o.xp)) + sum(score.bosses.map((b) => b.xp)) + score.otherXp;
  }
  if (attemptNumber === 1) return 0;
  return sum(score.objectives.filter((o) => o.mandatory).map((o) => o.xp));
}

/**
 * SYNC-1..3, DIFF-2/3: the 100% sync sticker an attempt earns. Only a success with the sync
 * objective earns one (never a second failure, SYNC-3). It is gray when any part of the
 * successful attempt was played on easy; with the `grayAfterEasyFailure` option, also when an
 * earlier, failed attempt at the same memory was (the rules do not settle this case).
 * Legendary is not easy, so it earns red: DIFF-L-1 [AMB] does not state a colour for it and
 * red is what "not on easy" earns everywhere else.
 */
export function stickerFor(
  attempt: Pick<AttemptScore, 'outcome' | 'syncAchieved' | 'difficulty' | 'easyUsed'>,
  earlierAttempts: readonly AttemptFacts[],
  options: DiaryOptions,
): Sticker | null {
  if (attempt.outcome !== 'success' || !attempt.syncAchieved) return null;
  if (playedOnEasy(attempt)) return 'gray';
  if (options.grayAfterEasyFailure && earlierAttempts.some((a) => a.outcome === 'failure' && playedOnEasy(a))) return 'gray';
  return 'red';
}

/** REPLAY-1 (failed first attempt: chest cards go back) and REPLAY-5 (second failure: not kept). */
export function chestsKept(outcome: Outcome): boolean {
  return outcome === 'success';
}

/** Whether this attempt completes its memory: a success, or any second attempt (REPLAY-5). */
export function completesMemory(attemptNumber: 1 | 2, outcome: Outcome): boolean {
  return outcome === 'success' || attemptNumber === 2;
}

/** VILLA-1: completing memory 0.1, 0.2 or 0.3 brings every assassin back to full health. */
export function villaRecovery(memoryId: string): boolean {
  return (VILLA_RECOVERY_MEMORIES as readonly string[]).includes(memoryId);
}

/** CMP-2: the rulebook names 0.1 to 0.4; the players name the others. */
export function isKnownMemory(memoryId: string): boolean {
  return (KNOWN_MEMORY_IDS as readonly string[]).includes(memoryId);
}

/**
 * A suggestion for the memory to record next, never a rule (the players can type another):
 * the memory waiting for its second attempt (REPLAY-1); else, in an Apocalypse campaign, the
 * memory the last exploration phase found (EXP-END-1) until it is recorded; else the campaign's
 * first memory when nothing is recorded yet; else the next number of the chapter numbering
 * (CMP-2: 0.1–0.4, then 1.1, 1.2, …) after the last memory recorded, skipping numbers already
 * in the diary. Null after a memory whose id is not a chapter number (the players named it).
 */
export function suggestedNextMemoryId(
  memories: readonly MemoryRecord[],
  firstMemory: string | null,
  discoveredMemory: string | null = null,
): string | null {
  const open = openMemoryId(memories);
  if (open !== null) return open;
  const recorded = new Set(memories.map((m) => m.memoryId));
  if (discoveredMemory !== null && !recorded.has(discoveredMemory)) return discoveredMemory;
  const last = memories.at(-1);
  if (!last) return firstMemory;
  let next = followingMemoryId(last.memoryId);
  while (next !== null && recorded.has(next)) next = followingMemoryId(next);
  return next;
}

/** CMP-2: the memory numbered after `memoryId` (0.4 is followed by 1.1); null for a name that is not a chapter number. */
export function followingMemoryId(memoryId: string): string | null {
  const match = /^(\d+)\.(\d+)$/.exec(memoryId);
  if (!match) return null;
  if (memoryId === KNOWN_MEMORY_IDS.at(-1)) return '1.1';
  return `${match[1]}.${Number(match[2]) + 1}`;
}

export interface AttemptPreview {
  attemptNumber: 1 | 2;
  xpAwarded: number;
  sticker: Sticker | null;
  chestsKept: boolean;
  /** Completed by this attempt: how (null when a first failure leaves it open). */
  completion: Completion | null;
  xpAfter: number;
  /** LVL-1: the levels this attempt reaches (several at once is possible); empty when unknown. */
  levelsGained: number[];
}

/**
 * Everything the rules make of an attempt before it is recorded: the record dialog shows it
 * ("earns 7 XP and a red sticker") and main stores the same values.
 */
export function previewAttempt(input: {
  memories: readonly MemoryRecord[];
  memoryId: string;
  score: AttemptScore;
  options: DiaryOptions;
  xpBefore: number;
  thresholds: readonly number[] | null;
  startingLevel: number;
}): Decision<AttemptPreview> {
  const numbered = attemptNumberFor(input.memories, input.memoryId);
  if (!numbered.ok) return numbered;
  const attemptNumber = numbered.value;
  const earlier = input.memories.find((m) => m.memoryId === input.memoryId)?.attempts ?? [];
  const xp = xpAwarded(attemptNumber, input.score);
  const xpAfter = input.xpBefore + xp;
  return accept({
    attemptNumber,
    xpAwarded: xp,
    sticker: stickerFor(input.score, earlier, input.options),
    chestsKept: chestsKept(input.score.outcome),
    completion: completesMemory(attemptNumber, input.score.outcome) ? (input.score.outcome === 'success' ? 'success' : 'synchronized') : null,
    xpAfter,
    levelsGained: input.thresholds ? levelsGained(input.xpBefore, xpAfter, input.thresholds, input.startingLevel) : [],
  });
}
