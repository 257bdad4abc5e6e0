import { LANGUAGES, type Language } from '../../../../shared/campaigns/campaign.js';
import type { Diary, DiaryBox, RecordedAttempt, XpTrack } from '../../../../shared/diary/diary.js';
import { MAX_LEVEL } from '../../../../shared/diary/levels.js';

/**
 * What the printed Diary of Memories shows, worked out from the diary without the page, so
 * the order of the log and the XP track are unit-tested.
 */

/** One attempt in the per-memory log, in the order it was played. */
export interface LogRow {
  attempt: RecordedAttempt;
  box: DiaryBox;
  /** REPLAY-5: the second failure that completed the memory as a Synchronized Memory. */
  synchronized: boolean;
}

export function logRows(diary: Diary): LogRow[] {
  const rows = diary.boxes.flatMap((box) =>
    box.attempts.map((attempt) => ({
      attempt,
      box,
      synchronized: box.completion === 'synchronized' && attempt.attemptNumber === 2 && attempt.outcome === 'failure',
    })),
  );
  return rows.sort(
    (a, b) =>
      a.attempt.playedOn.localeCompare(b.attempt.playedOn) ||
      a.attempt.recordedAt.localeCompare(b.attempt.recordedAt) ||
      a.attempt.id - b.attempt.id,
  );
}

export type XpStation =
  | { kind: 'start' }
  | { kind: 'threshold'; level: number; xp: number; reached: boolean }
  | { kind: 'total'; xp: number };

/**
 * DIARY-2, LVL-1: the XP track as a row of stations: the start, the thresholds of levels
 * I–IV, and the circled total placed after every threshold it has reached or passed.
 * Unknown thresholds (box data not entered) leave only the start and the total: the app
 * never guesses them.
 */
export function xpStations(xp: Pick<XpTrack, 'total' | 'thresholds'>): XpStation[] {
  const thresholds: XpStation[] = (xp.thresholds ?? []).slice(0, MAX_LEVEL).map((value, index) => ({
    kind: 'threshold',
    level: index + 1,
    xp: value,
    reached: xp.total >= value,
  }));
  const reached = thresholds.filter((station) => station.kind === 'threshold' && station.reached).length;
  return [{ kind: 'start' }, ...thresholds.slice(0, reached), { kind: 'total', xp: xp.total }, ...thresholds.slice(reached)];
}

/** A date the players typed (`2026-11-21`), shown in the reader's language on that same day everywhere. */
export function formatPlayedOn(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * `lang=pl` in the print address: Electron's hidden print window renders the PDF in the
 * language the player asked for, whatever the saved setting is. Null when absent or unknown.
 */
export function printLanguageFromHash(hash: string): Language | null {
  const query = hash.split('?', 2)[1] ?? '';
  const lang = new URLSearchParams(query).get('lang');
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : null;
}
