import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { RecordAttemptRequest } from '../../shared/diary/diary.js';
import { decideRecordAttempt, type RecordFacts } from '../../shared/diary/record-rules.js';
import { diaryOptionsOf, memoryRecords, readDiaryRows, type DiaryRows } from './diary-rows.js';
import { eliminationCandidates, eliminateMembers, returnFromElimination, villaRecovery } from './party-effects.js';
import { updateCampaignProgress } from './campaign-progress.js';
import { pendingEndOfMemory } from '../exploration/end-of-memory.js';
import { readShaoJun } from '../exploration/shao-jun.js';

/** An empty title is no title: the box shows the memory id alone. */
export const titleOrNull = (title: string | null): string | null => (title === null || title.trim() === '' ? null : title.trim());

/** Everything decideRecordAttempt needs, read from the save. */
function recordFacts(db: Db, pack: ContentPack, rows: DiaryRows): RecordFacts {
  const campaignId = rows.campaign.id;
  return {
    box: rows.campaign.box,
    memories: memoryRecords(rows),
    options: diaryOptionsOf(rows.campaign),
    pendingEndOfMemory: pendingEndOfMemory(db, campaignId),
    members: eliminationCandidates(db, pack, campaignId),
    shaoJunEliminatedIn: readShaoJun(db, campaignId).eliminatedIn,
  };
}

/**
 * DIARY-2/3: the record was filled from a play ended on the board; the play keeps its attempt,
 * so the board no longer offers to record it. A play of another campaign or memory, one still
 * being played, or one already recorded is refused (nothing is written).
 */
function tieToPlay(db: Db, request: RecordAttemptRequest, attemptId: number): void {
  const play = db.prepare('SELECT memory_id, status, attempt_id FROM memory_plays WHERE id = ? AND campaign_id = ?').get(request.fromPlayId, request.campaignId) as
    | { memory_id: string; status: string; attempt_id: number | null }
    | undefined;
  if (!play) fail('not-found', 'This play does not exist in this campaign (it may have been undone).', { field: 'fromPlayId' });
  if (play.status !== 'ended' || play.memory_id !== request.memoryId) {
    fail('invalid-request', `This record is of memory ${request.memoryId}, but the play it was filled from is memory ${play.memory_id}${play.status === 'ended' ? '' : ', still being played'}.`, { field: 'fromPlayId' });
  }
  if (play.attempt_id !== null) fail('invalid-request', 'This play is already recorded in the diary.', { field: 'fromPlayId' });
  db.prepare('UPDATE memory_plays SET attempt_id = ? WHERE id = ?').run(attemptId, request.fromPlayId);
}

/** What a recorded attempt was: its id, and what the rules made of it (for the history line). */
export interface RecordedAttemptResult {
  attemptId: number;
  memoryId: string;
  attemptNumber: 1 | 2;
  outcome: RecordAttemptRequest['outcome'];
  /** VILLA-1: how many assassins the villa healed (0 when the rule did not apply or nobody was hurt). */
  villaHealed: number;
}

/**
 * Records one attempt at a memory and everything the rules make of it, in the caller's one
 * transaction: the diary box (a new one, DIARY-1, or the open one, REPLAY-1), the attempt
 * with its XP and sticker, the eliminated assassins (HLT-8/9, APP-1), the assassins who come
 * back (APP-6) or recover (VILLA-1) when the memory is completed, and the campaign's XP
 * total and current memory. The rules decide first (decideRecordAttempt); nothing is written
 * when they refuse.
 */
export function recordAttempt(db: Db, pack: ContentPack, request: RecordAttemptRequest, now: Date): RecordedAttemptResult {
  const { campaignId, memoryId } = request;
  const rows = readDiaryRows(db, campaignId);
  const decision = decideRecordAttempt(recordFacts(db, pack, rows), request);
  if (!decision.ok) failRefusal(decision.refusal);
  const values = decision.value;

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
        values.attemptNumber,
        request.outcome,
        request.difficulty,
        values.easyUsed ? 1 : 0,
        JSON.stringify(request.objectives),
        JSON.stringify(request.bosses),
        request.otherXp,
        JSON.stringify(request.chests),
        JSON.stringify(request.rewards),
        request.syncAchieved ? 1 : 0,
        values.xpAwarded,
        values.sticker,
        request.notes,
        request.playedOn,
        now.toISOString(),
      ).lastInsertRowid,
  );

  if (request.fromPlayId !== undefined) tieToPlay(db, request, attemptId);
  eliminateMembers(db, campaignId, attemptId, request.eliminatedMemberIds);
  let villaHealed = 0;
  if (values.completesMemory) {
    returnFromElimination(db, campaignId, attemptId);
    if (values.villaRecovery) villaHealed = villaRecovery(db, campaignId);
  }
  updateCampaignProgress(db, campaignId, memoryId);
  return { attemptId, memoryId, attemptNumber: values.attemptNumber, outcome: request.outcome, villaHealed };
}
