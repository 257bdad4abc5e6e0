import type { DieFace } from '../content/pack-schema.js';
import { MAX_DICE_PER_ROLL } from './dice.js';
import { faceValue, type DiceReading } from './dice-reading.js';

/** An exact chance: `favourable` of `total` equally likely outcomes (total = 6^count). */
export interface ExactChance {
  favourable: number;
  total: number;
  probability: number;
}

function checkDice(faces: readonly DieFace[], count: number): void {
  if (faces.length !== 6) throw new RangeError(`A die has 6 faces, got ${faces.length}.`);
  // 6^20 < 2^53: every count below stays an exact integer.
  if (!Number.isInteger(count) || count < 0 || count > MAX_DICE_PER_ROLL) {
    throw new RangeError(`count must be an integer in 0..${MAX_DICE_PER_ROLL}, got ${count}.`);
  }
}

/**
 * The distribution of a roll's result: `ways[k]` is how many of the 6^count equally likely
 * outcomes (each die an ordered choice of one of its 6 faces) read as exactly k. Computed by
 * convolving one die at a time, in integers.
 */
export function resultDistribution(faces: readonly DieFace[], count: number, reading: DiceReading): number[] {
  checkDice(faces, count);
  const values = faces.map((face) => faceValue(reading, face));
  let ways = [1];
  for (let die = 0; die < count; die += 1) {
    const next = new Array<number>(ways.length + Math.max(0, ...values)).fill(0);
    ways.forEach((w, sum) => {
      if (w === 0) return;
      for (const v of values) next[sum + v]! += w;
    });
    ways = next;
  }
  while (ways.length > 1 && ways[ways.length - 1] === 0) ways.pop();
  return ways;
}

/** The exact chance that a roll of `count` such dice reads as at least `target`. */
export function chanceAtLeast(faces: readonly DieFace[], count: number, target: number, reading: DiceReading): ExactChance {
  const ways = resultDistribution(faces, count, reading);
  const total = 6 ** count;
  const favourable = ways.reduce((sum, w, k) => (k >= target ? sum + w : sum), 0);
  return { favourable, total, probability: favourable / total };
}

/**
 * The exact chance that at least one of `count` such dice shows one of the `wanted` faces
 * (DET-5: a character is exposed by any exposing face among its dice).
 */
export function chanceAnyOf(faces: readonly DieFace[], count: number, wanted: readonly DieFace[]): ExactChance {
  checkDice(faces, count);
  const missing = faces.filter((face) => !wanted.includes(face)).length;
  const total = 6 ** count;
  const favourable = total - missing ** count;
  return { favourable, total, probability: favourable / total };
}
