import type { Difficulty } from '../../../shared/campaigns/campaign.js';
import type { Diary, DiaryBox, Outcome, RecordAttemptRequest } from '../../../shared/diary/diary.js';
import type { Decision } from '../../../shared/ipc/refusal.js';
import { playedOnEasy, previewAttempt, type AttemptPreview, type AttemptScore, type MemoryRecord } from '../../../shared/diary/diary-rules.js';
import type { MessageKey } from '../../i18n/message-key.js';
import type { DiaryPrefill } from '../../../shared/memory-play/play-types.js';

/**
 * The record-an-attempt form as the players fill it: numbers stay text until the form is
 * sent, so a half-typed value never turns into a wrong number on screen.
 */
export interface ObjectiveDraft {
  label: string;
  xp: string;
  mandatory: boolean;
}

export interface BossDraft {
  name: string;
  xp: string;
}

export interface AttemptDraft {
  memoryId: string;
  title: string;
  optional: boolean;
  outcome: Outcome;
  difficulty: Difficulty;
  easyUsed: boolean;
  objectives: ObjectiveDraft[];
  bosses: BossDraft[];
  otherXp: string;
  chests: string[];
  rewards: string[];
  syncAchieved: boolean;
  eliminatedMemberIds: number[];
  playedOn: string;
  notes: string;
}

/** A problem the form finds before sending: the request field at fault and the sentence for it. */
export interface DraftProblem {
  field: string;
  message: MessageKey;
}

export type DraftResult = { ok: true; request: RecordAttemptRequest } | { ok: false; problem: DraftProblem };

/** Today in the players' own time zone, as the ISO date the diary stores. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyObjective(): ObjectiveDraft {
  return { label: '', xp: '', mandatory: true };
}

export function emptyBoss(): BossDraft {
  return { name: '', xp: '' };
}

/** The box a memory id already has in the diary, if any. */
export function boxOfMemory(diary: Pick<Diary, 'boxes'>, memoryId: string): DiaryBox | undefined {
  const wanted = memoryId.trim();
  if (wanted === '') return undefined;
  return diary.boxes.find((box) => box.memoryId === wanted);
}

/**
 * A fresh form: the open memory's second attempt when there is one (REPLAY-1: the second
 * chance comes first), otherwise the suggested next id; the campaign's difficulty; today.
 * The suggestion is only a starting point: the players can type any id from their book.
 * REPLAY-2: the second attempt plays the same memory again, so its objectives (names, XP,
 * mandatory or not) start as the failed first attempt recorded them.
 */
export function newAttemptDraft(diary: Diary, difficulty: Difficulty, today: string): AttemptDraft {
  const memoryId = diary.openMemoryId ?? diary.suggestedNextMemoryId ?? '';
  const known = boxOfMemory(diary, memoryId);
  const firstAttempt = diary.openMemoryId !== null ? known?.attempts[0] : undefined;
  const carried = firstAttempt?.objectives.map((o) => ({ label: o.label, xp: String(o.xp), mandatory: o.mandatory })) ?? [];
  return {
    memoryId,
    title: known?.title ?? '',
    optional: known?.optional ?? false,
    outcome: 'success',
    difficulty,
    easyUsed: false,
    objectives: carried.length > 0 ? carried : [emptyObjective()],
    bosses: [],
    otherXp: '0',
    chests: [],
    rewards: [],
    syncAchieved: false,
    eliminatedMemberIds: [],
    playedOn: today,
    notes: '',
  };
}

/**
 * DIARY-2/3: the form filled from a memory played on the board, for the players to confirm or
 * correct: the outcome, the difficulty it ended on and whether easy was used (DIFF-3), the
 * objectives completed with the XP on their tokens, the bosses eliminated, one empty chest-card
 * row per chest opened (the cards drawn are named by the players), the assassins eliminated.
 * What the board does not know (an objective's XP never entered, the 100% sync) stays blank.
 */
export function draftFromPrefill(diary: Diary, prefill: DiaryPrefill, today: string, unnamedObjective: (where: string) => string): AttemptDraft {
  const known = boxOfMemory(diary, prefill.memoryId);
  const xpText = (xp: number | null) => (xp === null ? '' : String(xp));
  return {
    memoryId: prefill.memoryId,
    title: known?.title ?? '',
    optional: known?.optional ?? false,
    outcome: prefill.outcome,
    difficulty: prefill.difficulty,
    easyUsed: prefill.easyUsed,
    objectives:
      prefill.objectives.length > 0
        ? prefill.objectives.map((objective) => ({ label: objective.label ?? unnamedObjective(objective.where), xp: xpText(objective.xp), mandatory: objective.mandatory }))
        : [emptyObjective()],
    bosses: prefill.bosses.map((boss) => ({ name: boss.name, xp: xpText(boss.xp) })),
    otherXp: '0',
    // MAP-CHS-1: the chest cards named when the memory ended on the board; the others are typed here.
    chests: prefill.chestsOpened.map((_, index) => prefill.chestCardNames?.[index] ?? ''),
    rewards: [],
    syncAchieved: false,
    eliminatedMemberIds: [...prefill.eliminatedMemberIds],
    playedOn: today,
    notes: '',
  };
}

const isBlank = (text: string) => text.trim() === '';

/** A whole, non-negative number of XP as typed, or null. Blank is not a number. */
export function parseXp(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Turns the form into the request main checks. Rows left entirely blank are dropped (the
 * form starts with one empty row); an objective needs its XP, its name is optional
 * (`unnamedObjective` names it by its place); any other row half filled is a problem, named by its field path
 * with the row's place in the form (`objectives.2.xp`), so the form can point at it. The game rules
 * themselves (a third attempt, a skipped memory…) are main's to check.
 */
export function toRecordRequest(campaignId: number, draft: AttemptDraft, unnamedObjective: (n: number) => string): DraftResult {
  const fail = (field: string, message: MessageKey): DraftResult => ({ ok: false, problem: { field, message } });

  if (isBlank(draft.memoryId)) return fail('memoryId', 'diary.record.problems.memoryId');

  const objectives: RecordAttemptRequest['objectives'] = [];
  for (const [index, row] of draft.objectives.entries()) {
    if (isBlank(row.label) && isBlank(row.xp)) continue;
    const field = `objectives.${index}`;
    const xp = parseXp(row.xp);
    if (xp === null) return fail(`${field}.xp`, 'diary.record.problems.xp');
    // Most groups type only the XP on the token: a row without a name is "Objective 2".
    objectives.push({ label: isBlank(row.label) ? unnamedObjective(index + 1) : row.label.trim(), xp, mandatory: row.mandatory });
  }

  const bosses: RecordAttemptRequest['bosses'] = [];
  for (const [index, row] of draft.bosses.entries()) {
    if (isBlank(row.name) && isBlank(row.xp)) continue;
    const field = `bosses.${index}`;
    if (isBlank(row.name)) return fail(`${field}.name`, 'diary.record.problems.bossName');
    const xp = parseXp(row.xp);
    if (xp === null) return fail(`${field}.xp`, 'diary.record.problems.xp');
    bosses.push({ name: row.name.trim(), xp });
  }

  const otherXp = isBlank(draft.otherXp) ? 0 : parseXp(draft.otherXp);
  if (otherXp === null) return fail('otherXp', 'diary.record.problems.xp');

  const cards = (rows: string[]) => rows.map((name) => name.trim()).filter((name) => name !== '');

  return {
    ok: true,
    request: {
      campaignId,
      memoryId: draft.memoryId.trim(),
      // Blank keeps the title the diary already knows (or none, for 0.1–0.4).
      title: isBlank(draft.title) ? null : draft.title.trim(),
      optional: draft.optional,
      outcome: draft.outcome,
      difficulty: draft.difficulty,
      // DIFF-3: an attempt that ended on easy was, at least in part, played on easy.
      easyUsed: playedOnEasy(draft),
      objectives,
      bosses,
      otherXp,
      chests: cards(draft.chests),
      rewards: cards(draft.rewards),
      syncAchieved: draft.syncAchieved,
      notes: draft.notes,
      playedOn: draft.playedOn,
      eliminatedMemberIds: [...draft.eliminatedMemberIds],
    },
  };
}

/** The diary's memories as the rules read them: box order, attempts oldest first. */
export function diaryMemories(diary: Pick<Diary, 'boxes'>): MemoryRecord[] {
  return diary.boxes.flatMap((box) =>
    box.memoryId === null ? [] : [{ memoryId: box.memoryId, skipped: box.status === 'skipped', attempts: box.attempts }],
  );
}

/**
 * What the XP and sticker rules see of a form being filled: rows whose XP is not a number
 * yet count for nothing, so the summary follows the players as they type.
 */
export function scoreOfDraft(draft: AttemptDraft): AttemptScore {
  const xpOf = (text: string) => parseXp(text) ?? 0;
  return {
    outcome: draft.outcome,
    difficulty: draft.difficulty,
    easyUsed: playedOnEasy(draft),
    objectives: draft.objectives.map((row) => ({ xp: xpOf(row.xp), mandatory: row.mandatory })),
    bosses: draft.bosses.map((row) => ({ xp: xpOf(row.xp) })),
    otherXp: xpOf(draft.otherXp),
    syncAchieved: draft.syncAchieved,
  };
}

/** What the attempt would earn, or the refusal main would answer with; null until a memory id is typed. */
export type DraftPreview = Decision<AttemptPreview> | null;

/**
 * The live summary of the record dialog (DIARY-2/3, SYNC-1..3, REPLAY-5, LVL-1), from the
 * same pure rules main applies when it records. Null until a memory id is typed.
 */
export function previewDraft(diary: Diary, draft: AttemptDraft): DraftPreview {
  const memoryId = draft.memoryId.trim();
  if (memoryId === '') return null;
  return previewAttempt({
    memories: diaryMemories(diary),
    memoryId,
    score: scoreOfDraft(draft),
    options: diary.options,
    xpBefore: diary.xp.total,
    thresholds: diary.xp.thresholds,
    startingLevel: diary.xp.startingLevel,
  });
}
