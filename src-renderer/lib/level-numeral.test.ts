import { describe, expect, it } from 'vitest';
import { levelNumeral } from './level-numeral.js';

describe('levelNumeral', () => {
  it('CF-LIM-20: levels read 0, I, II, III, IV (APX-SET-2 starts Apocalypse assassins at II)', () => {
    expect([0, 1, 2, 3, 4].map(levelNumeral)).toEqual(['0', 'I', 'II', 'III', 'IV']);
  });
});
