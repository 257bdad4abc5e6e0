import { describe, expect, it } from 'vitest';
import { withKey, withoutKey, withoutKeys } from './records.js';

describe('withoutKey', () => {
  it('leaves the given record untouched and keeps the other keys in their order', () => {
    const record = { g1: 1, a1: 2, g2: 3 };
    expect(Object.entries(withoutKey(record, 'a1'))).toEqual([
      ['g1', 1],
      ['g2', 3],
    ]);
    expect(record).toEqual({ g1: 1, a1: 2, g2: 3 });
  });
});

describe('withoutKeys', () => {
  const record = { a1: 1, g1: 2, g2: 3, g3: 4, g4: 5, g5: 6, g6: 7, a2: 8 };

  it('takes out every key named, however many (more than one copy takes), keeping the others in their order', () => {
    expect(Object.entries(withoutKeys(record, ['g5', 'g1', 'g3', 'g2', 'g6', 'g4']))).toEqual([
      ['a1', 1],
      ['a2', 8],
    ]);
    expect(Object.keys(withoutKeys(record, ['g2']))).toEqual(['a1', 'g1', 'g3', 'g4', 'g5', 'g6', 'a2']);
  });

  it('ignores keys the record does not have and keys named twice, and leaves the given record untouched', () => {
    expect(Object.keys(withoutKeys(record, ['x9', 'g1', 'g1']))).toEqual(['a1', 'g2', 'g3', 'g4', 'g5', 'g6', 'a2']);
    const copy = withoutKeys(record, []);
    expect(copy).toEqual(record);
    expect(copy).not.toBe(record);
    expect(Object.keys(record)).toHaveLength(8);
  });
});

describe('withKey', () => {
  it('adds the key last, or replaces its value in place, leaving the given record untouched', () => {
    const record = { g1: 1, a1: 2 };
    expect(Object.entries(withKey(record, 'g9', 3))).toEqual([
      ['g1', 1],
      ['a1', 2],
      ['g9', 3],
    ]);
    expect(Object.entries(withKey(record, 'g1', 5))).toEqual([
      ['g1', 5],
      ['a1', 2],
    ]);
    expect(record).toEqual({ g1: 1, a1: 2 });
  });
});
