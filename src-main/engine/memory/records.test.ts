import { describe, expect, it } from 'vitest';
import { withoutKey } from './records.js';

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
