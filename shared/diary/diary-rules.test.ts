import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attemptNumberFor,
  boxStatus,
  checkSkip,
  chestsKept,
  completionOf,
  previewAttempt,
  stickerFor,
  suggestedNextMemoryId,
  xpAwarded,
  type AttemptFacts,
  type AttemptScore,
  type MemoryRecord,
} from './diary-rules.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';

const off = { grayAfterEasyFailure: false };
const on = { grayAfterEasyFailure: true };
const normal: AttemptFacts = { outcome: 'success', difficulty: 'normal', easyUsed: false };
const failedEasy: AttemptFacts = { outcome: 'failure', difficulty: 'easy', easyUsed: true };
const failedNormal: AttemptFacts = { outcome: 'failure', difficulty: 'normal', easyUsed: false };

const score = (overrides: Partial<AttemptScore> = {}): AttemptScore => ({
  ...normal,
  objectives: [
    { xp: 3, mandatory: true },
    { xp: 2, mandatory: false },
  ],
  bosses: [{ xp: 4 }],
  otherXp: 1,
  syncAchieved: true,
  ...overrides,
});

const memory = (memoryId: string, attempts: AttemptFacts[], skipped = false): MemoryRecord => ({ memoryId, attempts, skipped });

describe('XP an attempt awards', () => {
  it('DIARY-2: a success gives every objective, every boss and the other XP', () => {
    expect(xpAwarded(1, score())).toBe(3 + 2 + 4 + 1);
    expect(xpAwarded(2, score())).toBe(10);
  });

  it('DIARY-2: a failed first attempt gives nothing (the memory is not completed)', () => {
    expect(xpAwarded(1, score({ outcome: 'failure' }))).toBe(0);
  });

  it('DIARY-3 / REPLAY-5: a second failure gives the mandatory objectives only', () => {
    expect(xpAwarded(2, score({ outcome: 'failure' }))).toBe(3);
  });
});

describe('100% sync stickers', () => {
  it('DIFF-2 / SYNC-2: a success with sync played wholly on normal earns red', () => {
    expect(stickerFor(score(), [], off)).toBe('red');
  });

  it('DIFF-3: switching to easy mid-attempt earns gray even if it ended on normal', () => {
    expect(stickerFor(score({ easyUsed: true }), [], off)).toBe('gray');
  });

  it('DIFF-3: ending the attempt on easy earns gray, whatever the easy box says', () => {
    expect(stickerFor(score({ difficulty: 'easy', easyUsed: false }), [], off)).toBe('gray');
  });

  it('SYNC-2 option: a failed first attempt on easy, then a normal success, is red by default and gray with the option on', () => {
    expect(stickerFor(score(), [failedEasy], off)).toBe('red');
    expect(stickerFor(score(), [failedEasy], on)).toBe('gray');
    expect(stickerFor(score(), [failedNormal], on)).toBe('red');
  });

  it('DIFF-L-1 [AMB]: legendary is not easy, so it earns red', () => {
    expect(stickerFor(score({ difficulty: 'legendary' }), [], on)).toBe('red');
  });

  it('SYNC-1 / SYNC-3: no sticker without the sync, and none for any failure', () => {
    expect(stickerFor(score({ syncAchieved: false }), [], off)).toBeNull();
    expect(stickerFor(score({ outcome: 'failure' }), [failedNormal], off)).toBeNull();
  });

  it('REPLAY-1 / REPLAY-5: chest cards are kept from a success only', () => {
    expect(chestsKept('success')).toBe(true);
    expect(chestsKept('failure')).toBe(false);
  });
});

describe('attempts and boxes', () => {
  it('REPLAY-1: a failed first attempt leaves the memory open and the next record is its second attempt', () => {
    const memories = [memory('0.1', [failedNormal])];
    expect(boxStatus(memories[0])).toBe('open');
    expect(attemptNumberFor(memories, '0.1')).toEqual({ ok: true, value: 2 });
  });

  it('REPLAY-1: while a memory is open, another memory is refused', () => {
    expectRefusal(refusalOf(attemptNumberFor([memory('0.1', [failedNormal])], '0.2')), 'REPLAY-1', { memoryId: '0.1' }, 'memoryId');
  });

  it('REPLAY-5: a third attempt is refused; the memory is a Synchronized Memory', () => {
    const memories = [memory('0.1', [failedNormal, failedEasy])];
    expect(boxStatus(memories[0])).toBe('completed');
    expect(completionOf(memories[0]!.attempts)).toBe('synchronized');
    expectRefusal(refusalOf(attemptNumberFor(memories, '0.1')), 'REPLAY-5', { memoryId: '0.1' }, 'memoryId');
  });

  it('CMP-4: a memory completed successfully cannot be recorded again', () => {
    expectRefusal(refusalOf(attemptNumberFor([memory('0.1', [normal])], '0.1')), 'CMP-4', { memoryId: '0.1' }, 'memoryId');
  });

  it('DIARY-1: a 27th memory is refused, an attempt at one of the 26 is not', () => {
    const full = Array.from({ length: 26 }, (_, i) => memory(`1.${i + 1}`, i === 25 ? [failedNormal] : [normal]));
    expectRefusal(refusalOf(attemptNumberFor(full.slice(0, 25).concat(memory('1.26', [normal])), '2.1')), 'DIARY-1', { boxes: 26 }, 'memoryId');
    expect(attemptNumberFor(full, '1.26')).toEqual({ ok: true, value: 2 });
  });

  it('OPT-1: a skipped memory cannot be played, a played one cannot be skipped, and a skip is refused while a memory is open', () => {
    expectRefusal(refusalOf(attemptNumberFor([memory('1.3', [], true)], '1.3')), 'OPT-1', { context: 'skipped', memoryId: '1.3' }, 'memoryId');
    expectRefusal(checkSkip([memory('1.3', [normal])], '1.3'), 'OPT-1', { context: 'played', memoryId: '1.3' }, 'memoryId');
    expectRefusal(checkSkip([memory('1.3', [], true)], '1.3'), 'OPT-1', { context: 'alreadySkipped', memoryId: '1.3' }, 'memoryId');
    expectRefusal(checkSkip([memory('1.2', [failedNormal])], '1.3'), 'REPLAY-1', { memoryId: '1.2' }, 'memoryId');
    expect(checkSkip([memory('1.2', [normal])], '1.3')).toBeNull();
  });

  it('CMP-2: the suggestion follows the chapter numbering, and is the open memory while one is open', () => {
    expect(suggestedNextMemoryId([], '0.1')).toBe('0.1');
    expect(suggestedNextMemoryId([], null)).toBeNull();
    expect(suggestedNextMemoryId([memory('0.1', [normal])], '0.1')).toBe('0.2');
    expect(suggestedNextMemoryId([memory('0.1', [normal]), memory('0.2', [failedNormal])], '0.1')).toBe('0.2');
    // CMP-2: after the prologue's 0.4 comes chapter 1.
    expect(suggestedNextMemoryId([memory('0.3', [normal]), memory('0.4', [normal])], '0.1')).toBe('1.1');
    expect(suggestedNextMemoryId([memory('1.1', [normal])], '0.1')).toBe('1.2');
    expect(suggestedNextMemoryId([memory('1.1', [normal]), memory('1.2', [failedNormal, failedNormal])], '0.1')).toBe('1.3');
  });

  it('CMP-2: numbers already in the diary are skipped; a memory the players named gets no suggestion', () => {
    expect(suggestedNextMemoryId([memory('1.3', [normal]), memory('1.2', [normal])], '0.1')).toBe('1.4');
    expect(suggestedNextMemoryId([memory('Carnival', [normal])], '0.1')).toBeNull();
  });

  it('EXP-END-1: the memory the exploration phase found is suggested until it is recorded', () => {
    expect(suggestedNextMemoryId([memory('1.1', [normal])], null, '2.1')).toBe('2.1');
    expect(suggestedNextMemoryId([memory('1.1', [normal]), memory('2.1', [normal])], null, '2.1')).toBe('2.2');
    // REPLAY-1: a memory waiting for its second attempt comes first.
    expect(suggestedNextMemoryId([memory('1.1', [failedNormal])], null, '2.1')).toBe('1.1');
  });
});

describe('preview', () => {
  it('LVL-1: one attempt passing two thresholds at once gains two levels', () => {
    // Test thresholds, not the game's (those are box data).
    const result = previewAttempt({
      memories: [],
      memoryId: '0.1',
      score: score({ objectives: [{ xp: 20, mandatory: true }], bosses: [], otherXp: 0 }),
      options: off,
      xpBefore: 8,
      thresholds: [10, 25, 45, 70],
      startingLevel: 0,
    });
    expect(result).toMatchObject({ ok: true, value: { xpAwarded: 20, xpAfter: 28, levelsGained: [1, 2], sticker: 'red', completion: 'success' } });
  });

  it('REPLAY-5: the preview of a second failure shows a Synchronized Memory with mandatory XP and no chests', () => {
    const result = previewAttempt({
      memories: [memory('0.2', [failedNormal])],
      memoryId: '0.2',
      score: score({ outcome: 'failure' }),
      options: off,
      xpBefore: 0,
      thresholds: null,
      startingLevel: 0,
    });
    expect(result).toEqual({
      ok: true,
      value: { attemptNumber: 2, xpAwarded: 3, sticker: null, chestsKept: false, completion: 'synchronized', xpAfter: 3, levelsGained: [] },
    });
  });

  it('SYNC-1..3: property: a sticker is only ever earned by a success with sync, and is red exactly when no part was on easy (option off)', () => {
    const facts = fc.record({
      outcome: fc.constantFrom('success' as const, 'failure' as const),
      difficulty: fc.constantFrom('easy' as const, 'normal' as const, 'legendary' as const),
      easyUsed: fc.boolean(),
      syncAchieved: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, fc.array(facts, { maxLength: 1 }), (attempt, earlier) => {
        const sticker = stickerFor(attempt, earlier, off);
        if (attempt.outcome !== 'success' || !attempt.syncAchieved) return sticker === null;
        const easy = attempt.easyUsed || attempt.difficulty === 'easy';
        return sticker === (easy ? 'gray' : 'red');
      }),
    );
  });
});
