import type { Db } from '../db/open-save.js';
import type { DiaryOptions } from '../../shared/diary/diary.js';
import { stickerFor } from '../../shared/diary/diary-rules.js';
import { attemptsOf, readDiaryCampaign, readDiaryRows } from './diary-rows.js';

/**
 * The campaign's rules options. `grayAfterEasyFailure` (off by default) decides whether an
 * earlier failed attempt on easy also makes a 100% sync sticker gray; SYNC-2 and DIFF-3 do
 * not settle it.
 *
 * A sticker is a function of the memory's attempts and this option, so changing the option
 * changes the stickers already in the diary, exactly as if it had been set from the start:
 * the diary shows the rules the group plays by, not a mix of two. The stored
 * `memory_attempts.sticker` values are rewritten here, in the same command (undo restores
 * them with the option).
 */
export function setDiaryOptions(db: Db, campaignId: number, options: DiaryOptions): void {
  readDiaryCampaign(db, campaignId);
  db.prepare('UPDATE campaigns SET gray_after_easy_failure = ? WHERE id = ? AND gray_after_easy_failure <> ?').run(
    options.grayAfterEasyFailure ? 1 : 0,
    campaignId,
    options.grayAfterEasyFailure ? 1 : 0,
  );
  restoreStickers(db, campaignId, options);
}

function restoreStickers(db: Db, campaignId: number, options: DiaryOptions): void {
  const rows = readDiaryRows(db, campaignId);
  const update = db.prepare('UPDATE memory_attempts SET sticker = ? WHERE id = ? AND sticker IS NOT ?');
  for (const memory of rows.memories) {
    const attempts = attemptsOf(rows, memory);
    attempts.forEach((row, i) => {
      const earlier = attempts.slice(0, i).map((a) => ({ outcome: a.outcome, difficulty: a.difficulty, easyUsed: a.easy_used === 1 }));
      const sticker = stickerFor(
        { outcome: row.outcome, syncAchieved: row.sync_achieved === 1, difficulty: row.difficulty, easyUsed: row.easy_used === 1 },
        earlier,
        options,
      );
      update.run(sticker, row.id, sticker);
    });
  }
}
