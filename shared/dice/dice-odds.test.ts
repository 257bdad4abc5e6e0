import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DieFace } from '../content/pack-schema.js';
import { DIE_FACE_TYPES } from '../box-data/box-data-schema.js';
import { DIE_KINDS } from './dice.js';
import { DICE_READINGS, READING_DICE, readRoll, type DiceReading } from './dice-reading.js';
import { chanceAtLeast, resultDistribution } from './dice-odds.js';

/** Counts every one of the 6^count ordered outcomes, one by one. */
function bruteForce(faces: readonly DieFace[], count: number, target: number, reading: DiceReading): number {
  let favourable = 0;
  const total = 6 ** count;
  for (let outcome = 0; outcome < total; outcome += 1) {
    const rolled: DieFace[] = [];
    let rest = outcome;
    for (let die = 0; die < count; die += 1) {
      rolled.push(faces[rest % 6]!);
      rest = Math.floor(rest / 6);
    }
    if (readRoll(reading, rolled) >= target) favourable += 1;
  }
  return favourable;
}

/** A reading and six faces a die of that reading could carry (any split: box data is unknown, UNK-1). */
const dieAndReading = fc
  .constantFrom(...DICE_READINGS.flatMap((reading) => READING_DICE[reading].map((die) => ({ reading, die }))))
  .chain(({ reading, die }) =>
    fc.record({
      reading: fc.constant(reading),
      faces: fc.array(fc.constantFrom(...DIE_FACE_TYPES[die]), { minLength: 6, maxLength: 6 }),
    }),
  );

describe('the exact chance before a roll', () => {
  it('UNK-1: equals a brute-force count of all 6^n outcomes for any entered faces (n ≤ 6)', () => {
    fc.assert(
      fc.property(dieAndReading, fc.integer({ min: 0, max: 6 }), fc.integer({ min: -1, max: 8 }), ({ reading, faces }, count, target) => {
        const chance = chanceAtLeast(faces, count, target, reading);
        expect(chance.total).toBe(6 ** count);
        expect(chance.favourable).toBe(bruteForce(faces, count, target, reading));
        expect(chance.probability).toBe(chance.favourable / chance.total);
      }),
      { numRuns: 150 },
    );
  });

  it('HQ-CMD-2: the command-room chance counts hit and special faces alike', () => {
    // A made-up die for the test (the real split is box data): 2 hits, 1 special, 3 X.
    const faces: DieFace[] = ['hit', 'hit', 'special', 'x', 'x', 'x'];
    // At least 1 hit with 2 dice: all but the 3×3 outcomes with two X faces.
    expect(chanceAtLeast(faces, 2, 1, 'hits')).toEqual({ favourable: 27, total: 36, probability: 0.75 });
    // At least 4 hits with 5 dice, counted exactly: C(5,4)·3^4·3 + 3^5 = 1215 + 243.
    expect(chanceAtLeast(faces, 5, 4, 'hits')).toMatchObject({ favourable: 1458, total: 7776 });
  });

  it('the distribution covers every outcome exactly once', () => {
    fc.assert(
      fc.property(dieAndReading, fc.integer({ min: 0, max: 12 }), ({ reading, faces }, count) => {
        const ways = resultDistribution(faces, count, reading);
        expect(ways.reduce((a, b) => a + b, 0)).toBe(6 ** count);
        expect(ways.every((w) => Number.isInteger(w) && w >= 0)).toBe(true);
      }),
    );
  });

  it('stays exact with the most dice a roll can hold', () => {
    const chance = chanceAtLeast(['hit', 'x', 'x', 'x', 'x', 'x'], 20, 20, 'hits');
    expect(chance).toMatchObject({ favourable: 1, total: 6 ** 20 });
  });

  it('a target of 0 or less is always met, one above the dice never', () => {
    for (const die of DIE_KINDS) {
      const faces = Array.from({ length: 6 }, (_, i) => DIE_FACE_TYPES[die][i % DIE_FACE_TYPES[die].length]!);
      expect(chanceAtLeast(faces, 3, 0, 'hits').probability).toBe(1);
      expect(chanceAtLeast(faces, 3, 4, 'hits').favourable).toBe(0);
    }
  });

  it('refuses a die without six faces', () => {
    expect(() => chanceAtLeast(['hit'], 1, 1, 'hits')).toThrow(RangeError);
  });
});
