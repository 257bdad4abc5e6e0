import { describe, expect, it } from 'vitest';
import { afterEndOfMemory } from './end-of-memory-next.js';

const won = { attemptId: 7, explorationFollows: true };

describe('the line after the end-of-memory phase follows the state (EXP-1, REPLAY-1, EXP-END-1)', () => {
  it('REPLAY-1: after a first failure, the second attempt comes next', () => {
    expect(afterEndOfMemory({ attemptId: 7, explorationFollows: false }, null)).toBe('second-attempt');
  });

  it('EXP-1: after a success, the exploration phase comes next until the group starts it', () => {
    expect(afterEndOfMemory(won, null)).toBe('exploration-next');
    // A phase that followed an earlier memory is not this one.
    expect(afterEndOfMemory(won, { afterAttemptId: 3, ended: true })).toBe('exploration-next');
  });

  it('EXP-1: while the phase after this memory is open, the line says it is under way', () => {
    expect(afterEndOfMemory(won, { afterAttemptId: 7, ended: false })).toBe('exploration-under-way');
  });

  it('EXP-END-1: once that phase has ended, the next memory comes next', () => {
    expect(afterEndOfMemory(won, { afterAttemptId: 7, ended: true })).toBe('exploration-done');
  });
});
