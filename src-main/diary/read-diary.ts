import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { DIARY_MEMORY_BOXES, emptyDiaryBox, type Diary, type DiaryBox, type RecordedAttempt, type XpTrack } from '../../shared/diary/diary.js';
import { boxStatus, completionOf, openMemoryId, stickerFor, suggestedNextMemoryId } from '../../shared/diary/diary-rules.js';
import { partyLevel } from './party-level.js';
import { firstMemory } from '../../shared/campaigns/party-setup.js';
import { readBoxData } from '../box-data/box-data-store.js';
import {
  attemptsOf,
  diaryOptionsOf,
  memoryRecords,
  parseBosses,
  parseCards,
  parseObjectives,
  readDiaryRows,
  type AttemptRow,
  type DiaryCampaignRow,
} from './diary-rows.js';
import { readSyncStickers } from './sync-elsewhere.js';

/** LVL-1: the XP total against the thresholds the players entered for the campaign's box. */
export function xpTrack(db: Db, campaign: Pick<DiaryCampaignRow, 'box' | 'xp' | 'starting_level'>): XpTrack {
  const boxData = readBoxData(db);
  const thresholds = boxData.xpThresholds[campaign.box] ?? null;
  return {
    total: campaign.xp,
    track: campaign.box,
    thresholds,
    startingLevel: campaign.starting_level,
    level: partyLevel(db, campaign, boxData),
    nextThreshold: thresholds?.find((threshold) => threshold > campaign.xp) ?? null,
  };
}

/**
 * The campaign's diary: 26 memory boxes (the used ones in the order the players reached
 * them, then the empty ones), the HQ box and the XP track.
 *
 * Stickers are worked out here from the attempts and the campaign's rules option
 * (`stickerFor`), so the diary always agrees with the option the players chose. The
 * `memory_attempts.sticker` column holds the same value: written when the attempt is
 * recorded and rewritten when the option changes (set-options.ts), so readers of the save
 * alone see it too.
 */
export function readDiary(db: Db, pack: ContentPack, campaignId: number): Diary {
  const rows = readDiaryRows(db, campaignId);
  const { campaign } = rows;
  const options = diaryOptionsOf(campaign);
  const names = eliminatedNames(db, pack, campaignId);
  const records = memoryRecords(rows);
  const synced = readSyncStickers(db, campaignId);

  const used: DiaryBox[] = rows.memories.map((memory, i) => {
    const attemptRows = attemptsOf(rows, memory);
    const attempts = attemptRows.map((row, j) => toAttempt(row, records[i]!.attempts.slice(0, j), names.get(row.id) ?? [], options));
    const completion = memory.skipped ? null : completionOf(attempts);
    return {
      index: memory.box_index,
      memoryId: memory.memory_id,
      title: memory.title,
      optional: memory.optional === 1,
      status: boxStatus(records[i]),
      completion,
      sticker: attempts.find((a) => a.sticker !== null)?.sticker ?? null,
      syncedFrom: synced.find((s) => s.memoryId === memory.memory_id) ?? null,
      attempts,
    };
  });
  const boxes: DiaryBox[] = Array.from({ length: DIARY_MEMORY_BOXES }, (_, i) => used.find((box) => box.index === i + 1) ?? emptyDiaryBox(i + 1));

  return {
    campaignId,
    boxes,
    hq: { established: campaign.hq_established === 1 },
    xp: xpTrack(db, campaign),
    openMemoryId: openMemoryId(records),
    suggestedNextMemoryId: suggestedNextMemoryId(records, firstMemory(campaign.box), lastDiscoveredMemory(db, campaignId)),
    options,
    lastMemorySynced: lastMemorySynced(used),
    syncStickersWaiting: synced.filter((s) => !rows.memories.some((m) => m.memory_id === s.memoryId)),
  };
}

/** EXP-END-1: the memory the campaign's latest exploration phase found (Apocalypse), if any. */
function lastDiscoveredMemory(db: Db, campaignId: number): string | null {
  const row = db
    .prepare('SELECT discovered_memory_id FROM exploration_phases WHERE campaign_id = ? ORDER BY id DESC LIMIT 1')
    .get(campaignId) as { discovered_memory_id: string | null } | undefined;
  return row?.discovered_memory_id ?? null;
}

function toAttempt(row: AttemptRow, earlier: Parameters<typeof stickerFor>[1], eliminated: string[], options: Diary['options']): RecordedAttempt {
  const easyUsed = row.easy_used === 1;
  const syncAchieved = row.sync_achieved === 1;
  return {
    id: row.id,
    attemptNumber: row.attempt_number,
    outcome: row.outcome,
    difficulty: row.difficulty,
    easyUsed,
    objectives: parseObjectives(row),
    bosses: parseBosses(row),
    otherXp: row.other_xp,
    chests: parseCards(row.chests_json),
    rewards: parseCards(row.rewards_json),
    syncAchieved,
    xpAwarded: row.xp_awarded,
    sticker: stickerFor({ outcome: row.outcome, syncAchieved, difficulty: row.difficulty, easyUsed }, earlier, options),
    chestsKept: row.outcome === 'success',
    notes: row.notes,
    playedOn: row.played_on,
    recordedAt: row.recorded_at,
    eliminated,
  };
}

/** SYNC-6: whether the memory completed last earned its 100% sync sticker. */
function lastMemorySynced(boxes: DiaryBox[]): boolean {
  let last: { attemptId: number; box: DiaryBox } | null = null;
  for (const box of boxes) {
    if (box.status !== 'completed') continue;
    const attemptId = Math.max(...box.attempts.map((a) => a.id));
    if (!last || attemptId > last.attemptId) last = { attemptId, box };
  }
  return last?.box.sticker != null;
}

/** HLT-8: the assassins eliminated in each attempt, by name (names are the same in every language). */
function eliminatedNames(db: Db, pack: ContentPack, campaignId: number): Map<number, string[]> {
  const rows = db
    .prepare(
      `SELECT e.attempt_id, p.character_id FROM attempt_eliminations e JOIN party_members p ON p.id = e.member_id
       WHERE e.campaign_id = ? ORDER BY e.id`,
    )
    .all(campaignId) as { attempt_id: number; character_id: string }[];
  const names = new Map<number, string[]>();
  for (const { attempt_id, character_id } of rows) {
    const name = pack.characters.find((c) => c.id === character_id)?.name.en ?? character_id;
    names.set(attempt_id, [...(names.get(attempt_id) ?? []), name]);
  }
  return names;
}
