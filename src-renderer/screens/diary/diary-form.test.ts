import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diary, DiaryBox } from '../../../shared/diary/diary.js';
import { diaryOf, recordedAttempt } from '../../../shared/test-support/diary-builders.js';
import { boxStatusKind, attemptDifficultyText, expectedMemories } from './diary-labels.js';
import { draftFromPrefill, newAttemptDraft, previewDraft, todayIso, toRecordRequest, type AttemptDraft } from './diary-form.js';
import { expectRefusal } from '../../../shared/test-support/expect-refusal.js';

/* Test values for the XP thresholds: they are not the game's (box data the players enter). */
const THRESHOLDS = [5, 12, 30, 60];

function diaryWith(filled: Partial<DiaryBox>[], overrides: Partial<Diary> = {}): Diary {
  return diaryOf(filled, {
    xp: { total: 0, track: 'core', thresholds: THRESHOLDS, startingLevel: 0, level: 0, nextThreshold: 5 },
    suggestedNextMemoryId: '0.1',
    ...overrides,
  });
}

const openBox: Partial<DiaryBox> = {
  memoryId: '0.2',
  title: 'Venice Rooftops',
  optional: true,
  status: 'open',
  attempts: [recordedAttempt({ outcome: 'failure', difficulty: 'easy', easyUsed: true, chestsKept: false })],
};

/** How the dialog names an objective the players left unnamed (its own words in each language). */
const unnamed = (n: number) => `Objective ${n}`;
const toRecordRequestFilled = (draft: AttemptDraft) => toRecordRequest(1, draft, unnamed);

function filled(overrides: Partial<AttemptDraft> = {}): AttemptDraft {
  return { ...newAttemptDraft(diaryWith([]), 'normal', '2026-11-21'), ...overrides };
}

describe('newAttemptDraft', () => {
  it('REPLAY-1: starts on the memory waiting for its second attempt, with its title', () => {
    const draft = newAttemptDraft(diaryWith([openBox], { openMemoryId: '0.2', suggestedNextMemoryId: '0.2' }), 'normal', '2026-11-21');
    expect(draft).toMatchObject({ memoryId: '0.2', title: 'Venice Rooftops', optional: true, playedOn: '2026-11-21' });
  });

  it('otherwise starts on the suggested next memory, the campaign difficulty and one objective row', () => {
    const draft = newAttemptDraft(diaryWith([]), 'easy', '2026-11-22');
    expect(draft).toMatchObject({ memoryId: '0.1', title: '', difficulty: 'easy', outcome: 'success', otherXp: '0' });
    expect(draft.objectives).toHaveLength(1);
  });

  it('REPLAY-2: the second attempt starts with the objectives the failed first attempt recorded', () => {
    const failed: Partial<DiaryBox> = {
      ...openBox,
      attempts: [recordedAttempt({ outcome: 'failure', objectives: [{ label: 'Steal the map', xp: 3, mandatory: true }, { label: 'Objective 2', xp: 1, mandatory: false }] })],
    };
    const draft = newAttemptDraft(diaryWith([failed], { openMemoryId: '0.2', suggestedNextMemoryId: '0.2' }), 'normal', '2026-11-21');
    expect(draft.objectives).toEqual([
      { label: 'Steal the map', xp: '3', mandatory: true },
      { label: 'Objective 2', xp: '1', mandatory: false },
    ]);
  });

  it('leaves the id for the players to type when there is no suggestion', () => {
    expect(newAttemptDraft(diaryWith([], { suggestedNextMemoryId: null }), 'normal', '2026-11-22').memoryId).toBe('');
  });
});

describe('draftFromPrefill (a memory played on the board)', () => {
  const prefill = {
    memoryId: '0.2',
    outcome: 'success' as const,
    difficulty: 'normal' as const,
    easyUsed: true,
    stickerIfSynced: 'gray' as const,
    objectives: [
      { objectiveId: 'A:D2', where: 'D2', label: 'the letter', xp: 3, mandatory: true },
      { objectiveId: 'A:B4#2', where: 'B4', label: null, xp: null, mandatory: false },
    ],
    bosses: [{ miniatureId: 'boss1', name: 'Pitigliano', xp: 4 }],
    chestsOpened: [{ chestId: 'A:B1', side: 'A' as const, square: 'B1' }],
    eliminatedMemberIds: [7],
  };

  it('DIARY-2/3, DIFF-3: fills the form from the board, for the players to confirm or correct', () => {
    const draft = draftFromPrefill(diaryWith([openBox], { openMemoryId: '0.2' }), prefill, '2026-11-23', (where) => `Objective on ${where}`);
    expect(draft).toMatchObject({
      memoryId: '0.2',
      title: 'Venice Rooftops',
      optional: true,
      outcome: 'success',
      difficulty: 'normal',
      easyUsed: true,
      objectives: [
        { label: 'the letter', xp: '3', mandatory: true },
        // An unlabelled objective is named by its square as the players say it, never by its id.
        { label: 'Objective on B4', xp: '', mandatory: false },
      ],
      bosses: [{ name: 'Pitigliano', xp: '4' }],
      eliminatedMemberIds: [7],
      syncAchieved: false,
      playedOn: '2026-11-23',
    });
  });

  it('MAP-CHS-1: one empty chest-card row per chest opened, for the cards the players drew', () => {
    const draft = draftFromPrefill(diaryWith([]), prefill, '2026-11-23', (id) => id);
    expect(draft.chests).toEqual(['']);
    // An unnamed objective with no XP on its token is a half-filled row: the form says which.
    const sent = toRecordRequest(1, draft, unnamed);
    expect(sent.ok ? null : sent.problem.field).toBe('objectives.1.xp');
  });
});

describe('toRecordRequest', () => {
  it('sends what the players typed, trimmed, dropping rows left blank', () => {
    const result = toRecordRequest(
      7,
      filled({
        memoryId: ' 1.2 ',
        title: '  ',
        objectives: [
          { label: ' Reach the tower ', xp: '2', mandatory: true },
          { label: '', xp: '', mandatory: true },
          { label: 'Open the chest', xp: '1', mandatory: false },
        ],
        bosses: [{ name: 'Captain', xp: ' 3 ' }],
        otherXp: '',
        chests: ['Smoke Bomb', ' '],
        rewards: [''],
      }),
      unnamed,
    );
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({
        campaignId: 7,
        memoryId: '1.2',
        title: null,
        objectives: [
          { label: 'Reach the tower', xp: 2, mandatory: true },
          { label: 'Open the chest', xp: 1, mandatory: false },
        ],
        bosses: [{ name: 'Captain', xp: 3 }],
        otherXp: 0,
        chests: ['Smoke Bomb'],
        rewards: [],
      }),
    });
  });

  it('DIFF-3: an attempt that ended on easy is sent as played on easy', () => {
    const result = toRecordRequestFilled(filled({ difficulty: 'easy', easyUsed: false }));
    expect(result.ok && result.request.easyUsed).toBe(true);
  });

  it('DIARY-3: an objective needs only its XP; one left unnamed is named by its place in the form', () => {
    const objectives = [
      { label: '', xp: '3', mandatory: true },
      { label: 'Escort', xp: '2', mandatory: false },
      { label: ' ', xp: '1', mandatory: false },
    ];
    const result = toRecordRequestFilled(filled({ objectives }));
    expect(result.ok && result.request.objectives).toEqual([
      { label: 'Objective 1', xp: 3, mandatory: true },
      { label: 'Escort', xp: 2, mandatory: false },
      { label: 'Objective 3', xp: 1, mandatory: false },
    ]);
  });

  it('points at the row a half-filled objective or boss is on, by its place in the form', () => {
    const objectives = [
      { label: '', xp: '', mandatory: true },
      { label: 'Escort', xp: 'two', mandatory: true },
    ];
    expect(toRecordRequestFilled(filled({ objectives }))).toEqual({ ok: false, problem: { field: 'objectives.1.xp', message: 'diary.record.problems.xp' } });
    expect(toRecordRequestFilled(filled({ bosses: [{ name: '', xp: '4' }] }))).toMatchObject({ problem: { field: 'bosses.0.name' } });
    expect(toRecordRequestFilled(filled({ otherXp: '-1' }))).toMatchObject({ problem: { field: 'otherXp' } });
    expect(toRecordRequestFilled(filled({ memoryId: ' ' }))).toMatchObject({ problem: { field: 'memoryId' } });
  });

  it('never sends a blank row, and keeps every filled row with its XP, in order (property)', () => {
    const row = fc.record({
      label: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')),
      xp: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 999 }).map(String)),
      mandatory: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (objectives) => {
        // A name without XP is half filled; XP without a name is an unnamed objective.
        const wellFormed = objectives.every((o) => o.label === '' || o.xp !== '');
        const result = toRecordRequestFilled(filled({ objectives }));
        if (!wellFormed) {
          expect(result.ok).toBe(false);
          return;
        }
        const kept = objectives.flatMap((o, index) => (o.label === '' && o.xp === '' ? [] : [{ ...o, index }]));
        expect(result.ok && result.request.objectives).toEqual(
          kept.map((o) => ({ label: o.label === '' ? unnamed(o.index + 1) : o.label.trim(), xp: Number(o.xp), mandatory: o.mandatory })),
        );
      }),
    );
  });
});

describe('previewDraft (the live summary of the record dialog)', () => {
  it('DIARY-2, SYNC-2: a success with 100% sync on normal earns all its XP and the red sticker', () => {
    const draft = filled({ syncAchieved: true, objectives: [{ label: 'A', xp: '3', mandatory: true }], bosses: [{ name: 'B', xp: '2' }], otherXp: '1' });
    expect(previewDraft(diaryWith([]), draft)).toEqual({ ok: true, value: expect.objectContaining({ attemptNumber: 1, xpAwarded: 6, sticker: 'red', levelsGained: [1] }) });
  });

  it('REPLAY-1: a failed first attempt earns nothing yet and leaves the memory open', () => {
    const draft = filled({ outcome: 'failure', objectives: [{ label: 'A', xp: '3', mandatory: true }] });
    expect(previewDraft(diaryWith([]), draft)).toEqual({ ok: true, value: expect.objectContaining({ xpAwarded: 0, completion: null, chestsKept: false }) });
  });

  it('REPLAY-5: a second failure earns the mandatory objectives only, no sticker, and completes the memory', () => {
    const diary = diaryWith([openBox], { openMemoryId: '0.2' });
    const draft = filled({
      memoryId: '0.2',
      outcome: 'failure',
      syncAchieved: true,
      objectives: [
        { label: 'Mandatory', xp: '4', mandatory: true },
        { label: 'Optional', xp: '3', mandatory: false },
      ],
    });
    expect(previewDraft(diary, draft)).toEqual({
      ok: true,
      value: expect.objectContaining({ attemptNumber: 2, xpAwarded: 4, sticker: null, completion: 'synchronized' }),
    });
  });

  it('SYNC-2: after a failed first attempt on easy a normal success is red by default and gray with the rules option', () => {
    const draft = filled({ memoryId: '0.2', syncAchieved: true });
    const byDefault = previewDraft(diaryWith([openBox], { openMemoryId: '0.2' }), draft);
    const withOption = previewDraft(diaryWith([openBox], { openMemoryId: '0.2', options: { grayAfterEasyFailure: true } }), draft);
    expect(byDefault).toMatchObject({ ok: true, value: { sticker: 'red' } });
    expect(withOption).toMatchObject({ ok: true, value: { sticker: 'gray' } });
  });

  it('REPLAY-1: warns before sending when another memory waits for its second attempt', () => {
    const preview = previewDraft(diaryWith([openBox], { openMemoryId: '0.2' }), filled({ memoryId: '0.3' }));
    expectRefusal(preview?.ok === false ? preview.refusal : null, 'REPLAY-1', { memoryId: '0.2' }, 'memoryId');
  });

  it('LVL-1: shows every level an attempt reaches, several at once when it passes several thresholds', () => {
    const draft = filled({ objectives: [{ label: 'Big', xp: '31', mandatory: true }] });
    expect(previewDraft(diaryWith([]), draft)).toMatchObject({ ok: true, value: { xpAfter: 31, levelsGained: [1, 2, 3] } });
  });

  it('says nothing until a memory id is typed', () => {
    expect(previewDraft(diaryWith([]), filled({ memoryId: '' }))).toBeNull();
  });
});

describe('diary labels', () => {
  it('REPLAY-5: a memory completed by a second failure reads as a Synchronized Memory', () => {
    expect(boxStatusKind({ status: 'completed', completion: 'synchronized' })).toBe('synchronized');
    expect(boxStatusKind({ status: 'completed', completion: 'success' })).toBe('success');
    expect(boxStatusKind({ status: 'skipped', completion: null })).toBe('skipped');
  });

  it('DIFF-3: an attempt that switched to easy and back says so', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
    expect(attemptDifficultyText({ difficulty: 'normal', easyUsed: true }, t as never)).toBe('diary.attempt.partlyEasy{"difficulty":"difficulty.normal"}');
    expect(attemptDifficultyText({ difficulty: 'easy', easyUsed: true }, t as never)).toBe('difficulty.easy');
  });

  it('todayIso gives the local calendar date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('expectedMemories (what an empty box waits for)', () => {
  const boxes = (ids: (string | null)[]) => ids.map((memoryId, i) => ({ index: i + 1, memoryId }));

  it('CMP-2: a new core diary waits for 0.1 to 0.4 in its first four boxes, then leaves the rest to the book', () => {
    expect([...expectedMemories(boxes([null, null, null, null, null]), '0.1')]).toEqual([
      [1, '0.1'],
      [2, '0.2'],
      [3, '0.3'],
      [4, '0.4'],
    ]);
  });

  it('CMP-2: later, only the next box names the suggested memory; nothing is named without a suggestion', () => {
    expect([...expectedMemories(boxes(['0.1', '0.2', '0.3', '0.4', '1.1', null, null]), '1.2')]).toEqual([[6, '1.2']]);
    expect(expectedMemories(boxes(['1.1', null]), null).size).toBe(0);
  });
});
