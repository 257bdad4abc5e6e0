/**
 * Seeded pseudo-random numbers (sfc32). Every roll the engine makes goes through this so a
 * recorded seed replays the same dice; the state is four integers and can be stored.
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: number): RngState {
  // splitmix32 spreads a small seed over the four words so nearby seeds diverge at once.
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return [next(), next(), next(), next()];
}

export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

/** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
export function nextInt(state: RngState, bound: number): [number, RngState] {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
  const limit = 2 ** 32 - (2 ** 32 % bound);
  let current = state;
  for (;;) {
    const [value, after] = nextUint32(current);
    current = after;
    if (value < limit) return [value % bound, current];
  }
}
