import type { Difficulty } from '../../../shared/campaigns/campaign.js';
import { KNOWN_MEMORY_IDS, type DiaryBox, type Outcome, type Sticker } from '../../../shared/diary/diary.js';
import { followingMemoryId } from '../../../shared/diary/diary-rules.js';
import type { MessageKey, Translate } from '../../i18n/message-key.js';
import { DIFFICULTY_LABELS } from '../campaigns/campaign-labels.js';

export type BoxStatusKind = 'empty' | 'open' | 'success' | 'synchronized' | 'skipped';

/**
 * What a box says about its memory: a completed memory reads differently after a success
 * and after a second failure (REPLAY-5: a Synchronized Memory).
 */
export function boxStatusKind(box: Pick<DiaryBox, 'status' | 'completion'>): BoxStatusKind {
  switch (box.status) {
    case 'empty':
    case 'open':
    case 'skipped':
      return box.status;
    case 'completed':
      return box.completion === 'synchronized' ? 'synchronized' : 'success';
  }
}

export const BOX_STATUS_LABELS: Record<BoxStatusKind, MessageKey> = {
  empty: 'diary.box.status.empty',
  open: 'diary.box.status.open',
  success: 'diary.box.status.success',
  synchronized: 'diary.box.status.synchronized',
  skipped: 'diary.box.status.skipped',
};

/**
 * The memory each empty box is waiting for, by box index: the first empty box takes the
 * diary's suggestion (the next memory, CMP-2); the boxes after it follow the rulebook's own
 * numbering only while it is certain (0.1–0.4); later boxes are left to the campaign book.
 */
export function expectedMemories(boxes: readonly Pick<DiaryBox, 'index' | 'memoryId'>[], suggestion: string | null): Map<number, string> {
  const expected = new Map<number, string>();
  let next = suggestion;
  for (const box of boxes) {
    if (box.memoryId !== null) continue;
    if (next === null) break;
    expected.set(box.index, next);
    const following = followingMemoryId(next);
    next = following !== null && (KNOWN_MEMORY_IDS as readonly string[]).includes(following) ? following : null;
  }
  return expected;
}

export const OUTCOME_LABELS: Record<Outcome, MessageKey> = {
  success: 'diary.outcome.success',
  failure: 'diary.outcome.failure',
};

/**
 * SYNC-2: how each 100%-synchronization sticker is shown, on the Diary tab and on the printed
 * sheet alike. The two differ by shape and letter as well as colour (a round red mark, a
 * square gray one), so they read the same in black and white or without colour vision.
 */
export const STICKER_MARKS: Record<Sticker, { glyph: string; name: MessageKey; letter: MessageKey; colour: MessageKey }> = {
  red: { glyph: '●', name: 'diary.sticker.red', letter: 'diary.sticker.redLetter', colour: 'print.sticker.red' },
  gray: { glyph: '■', name: 'diary.sticker.gray', letter: 'diary.sticker.grayLetter', colour: 'print.sticker.gray' },
};

/** DIFF-3: the difficulty an attempt ended on, and "part of it on easy" when easy came before. */
export function attemptDifficultyText(attempt: { difficulty: Difficulty; easyUsed: boolean }, t: Translate): string {
  const difficulty = t(DIFFICULTY_LABELS[attempt.difficulty]);
  return attempt.difficulty !== 'easy' && attempt.easyUsed ? t('diary.attempt.partlyEasy', { difficulty }) : difficulty;
}
