import type { Diary, RecordAttemptRequest } from '../../shared/diary/diary.js';
import type { HqVersion } from '../../shared/hq/hq.js';
import { attemptRequest } from '../../shared/test-support/diary-builders.js';
import type { TestCore } from './temp-core.js';

/*
 * States other areas reach (XP, attempts, eliminations, the HQ), built through the same
 * commands the players give, so a test never holds a state no command could reach.
 */

type AttemptOverrides = Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>>;

const lastAttemptId = (diary: Diary): number => Math.max(...diary.boxes.flatMap((box) => box.attempts.map((attempt) => attempt.id)));

/** Records an attempt at `memoryId` through the Diary (a plain success unless overridden); returns its id. */
export async function playAttempt(t: TestCore, campaignId: number, memoryId: string, overrides: AttemptOverrides = {}): Promise<number> {
  return lastAttemptId(await t.call('diary/record-attempt', attemptRequest(campaignId, memoryId, overrides)));
}

/** Memory ids for attempts that only carry XP: past the prologue, so VILLA-1's recovery does not apply. */
const XP_MEMORIES = Array.from({ length: 9 }, (_, i) => `1.${i + 1}`);

/**
 * The party's XP total reaches `total`: the missing XP is earned in a success at the next
 * memory 1.x not played yet. Returns the attempt's id.
 */
export async function earnXp(t: TestCore, campaignId: number, total: number, overrides: AttemptOverrides = {}): Promise<number> {
  const diary = await t.call('diary/get', { campaignId });
  const played = new Set(diary.boxes.map((box) => box.memoryId));
  const memoryId = XP_MEMORIES.find((id) => !played.has(id));
  if (memoryId === undefined) throw new Error('No memory 1.x left to earn XP in');
  if (total < diary.xp.total) throw new Error(`The party already has ${diary.xp.total} XP, more than ${total}`);
  return playAttempt(t, campaignId, memoryId, { ...overrides, otherXp: total - diary.xp.total });
}

/** HQ-GEN-1: the prologue (memories 0.1 to 0.4) completed, those not recorded yet as plain successes. */
export async function playPrologue(t: TestCore, campaignId: number): Promise<void> {
  const played = new Set((await t.call('diary/get', { campaignId })).boxes.map((box) => box.memoryId));
  for (const memoryId of ['0.1', '0.2', '0.3', '0.4'].filter((id) => !played.has(id))) await playAttempt(t, campaignId, memoryId);
}

/** HQ-GEN-1, VILLA-3: the prologue played and the Headquarters unlocked. */
export async function unlockHq(t: TestCore, campaignId: number, version: HqVersion = 'mercenary'): Promise<void> {
  await playPrologue(t, campaignId);
  await t.call('hq/unlock', { campaignId, version });
}
