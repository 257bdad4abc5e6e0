import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { RecordAttemptRequest } from '../../shared/diary/diary.js';
import {
  attemptNumberFor,
  checkDifficulty,
  completesMemory,
  playedOnEasy,
  stickerFor,
  villaRecovery as villaRecoveryApplies,
  xpAwarded,
} from '../../shared/diary/diary-rules.js';
import type { RuleProblem } from '../../shared/campaigns/party-setup.js';
import { diaryOptionsOf, memoryRecords, readDiaryRows } from './diary-rows.js';
import { checkEliminations, eliminateMembers, returnFromElimination, villaRecovery } from './party-effects.js';
import { updateCampaignProgress } from './campaign-progress.js';

const refuse = (problem: RuleProblem): never => fail('rule-violation', problem.message, { field: problem.field, rule: problem.rule });

/** An empty title is no title: the box shows the memory id alone. */
export const titleOrNull = (title: string | null): string | null => (title === null || title.trim() === '' ? null : title.trim());

/**
 * Records one attempt at a memory and everything the rules make of it, in the caller's one
 * transaction: the diary box (a new one, DIARY-1, or the open one, REPLAY-1), the attempt
 * with its XP and sticker, the eliminated assassins (HLT-8/9, APP-1), the assassins who come
 * back (APP-6) or recover (VILLA-1) when the memory is completed, and the campaign's XP
 * total and current memory. Refuses, before writing anything, what the rules do not allow.
 * Returns the new attempt's id.
 */
export function recordAttempt(db: Db, pack: ContentPack, request: RecordAttemptRequest, now: Date): number {
  const { campaignId, memoryId } = request;
  const rows = readDiaryRows(db, campaignId);
  const records = memoryRecords(rows);

  const difficultyProblem = checkDifficulty(rows.campaign.box, request.difficulty);
  if (difficultyProblem) refuse(difficultyProblem);
  const numbered = attemptNumberFor(records, memoryId);
  if ('problem' in numbered) return refuse(numbered.problem);
  const { attemptNumber } = numbered;
  const eliminationProblem = checkEliminations(db, pack, campaignId, request.eliminatedMemberIds);
  if (eliminationProblem) refuse(eliminationProblem);

  const title = titleOrNull(request.title);
  const memory = rows.memories.find((m) => m.memory_id === memoryId);
  let diaryMemoryId: number;
  if (memory) {
    diaryMemoryId = memory.id;
    // The optional flag stays as first recorded; the title is replaced only when one is given.
    if (title !== null && title !== memory.title) db.prepare('UPDATE diary_memories SET title = ? WHERE id = ?').run(title, memory.id);
  } else {
    const boxIndex = Math.max(0, ...rows.memories.map((m) => m.box_index)) + 1;
    diaryMemoryId = Number(
      db
        .prepare('INSERT INTO diary_memories (campaign_id, box_index, memory_id, title, optional) VALUES (?, ?, ?, ?, ?)')
        .run(campaignId, boxIndex, memoryId, title, request.optional ? 1 : 0).lastInsertRowid,
    );
  }

  const earlier = records.find((m) => m.memoryId === memoryId)?.attempts ?? [];
  // DIFF-3: an attempt that ended on easy was (at least partly) played on easy.
  const easyUsed = playedOnEasy(request);
  const attemptId = Number(
    db
      .prepare(
        `INSERT INTO memory_attempts (campaign_id, diary_memory_id, attempt_number, outcome, difficulty, easy_used, objectives_json,
           bosses_json, other_xp, chests_json, rewards_json, sync_achieved, xp_awarded, sticker, notes, played_on, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        campaignId,
        diaryMemoryId,
        attemptNumber,
        request.outcome,
        request.difficulty,
        easyUsed ? 1 : 0,
        JSON.stringify(request.objectives),
        JSON.stringify(request.bosses),
        request.otherXp,
        JSON.stringify(request.chests),
        JSON.stringify(request.rewards),
        request.syncAchieved ? 1 : 0,
        xpAwarded(attemptNumber, request),
        stickerFor(request, earlier, diaryOptionsOf(rows.campaign)),
        request.notes,
        request.playedOn,
        now.toISOString(),
      ).lastInsertRowid,
  );

  eliminateMembers(db, campaignId, attemptId, request.eliminatedMemberIds);
  if (completesMemory(attemptNumber, request.outcome)) {
    returnFromElimination(db, campaignId, attemptId);
    if (villaRecoveryApplies(memoryId)) villaRecovery(db, campaignId);
  }
  updateCampaignProgress(db, campaignId, memoryId);
  return attemptId;
}
