import type { DieFace } from '../../../../../shared/dice/dice.js';

/**
 * An independent reference for the app's dice, written from the generator's published definition
 * (Chris Doty-Humphrey's sfc32: a small fast counting generator of four 32-bit words) and from the
 * rule the app rolls by (each of a die's six faces equally likely, so a draw that would favour some
 * faces is thrown away and drawn again), not from the engine's code. BigInt keeps the arithmetic
 * plain: every word is reduced modulo 2^32 by hand.
 */

const WORD = 2n ** 32n;
const word = (value: bigint): bigint => ((value % WORD) + WORD) % WORD;
const rotl = (value: bigint, by: bigint): bigint => word((value << by) | (value >> (32n - by)));

/** One sfc32 output and the words after it. */
function sfc32(words: readonly number[]): { value: bigint; next: number[] } {
  let [a, b, c, counter] = words.map((w) => BigInt(w >>> 0)) as [bigint, bigint, bigint, bigint];
  const value = word(a + b + counter);
  counter = word(counter + 1n);
  a = b ^ (b >> 9n);
  b = word(c + (c << 3n));
  c = word(rotl(c, 21n) + value);
  return { value, next: [a, b, c, counter].map(Number) };
}

/** `count` dice of a die with these six faces, drawn from the generator state `rng`; and the state after. */
export function referenceRoll(rng: readonly number[], die: readonly DieFace[], count: number): { faces: DieFace[]; rng: number[] } {
  // The largest multiple of 6 not above 2^32: outputs at or past it would favour the first faces.
  const fair = WORD - (WORD % 6n);
  let words = [...rng];
  const faces: DieFace[] = [];
  while (faces.length < count) {
    const { value, next } = sfc32(words);
    words = next;
    if (value < fair) faces.push(die[Number(value % 6n)]!);
  }
  return { faces, rng: words };
}
