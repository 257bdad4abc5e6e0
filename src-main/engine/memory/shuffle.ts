import { nextInt, type RngState } from '../rng.js';

/**
 * A Fisher–Yates shuffle driven by the play's seeded generator: it returns the shuffled
 * copy and the generator's next state, so a shuffle made during a step is part of the play
 * state and replays identically. The input is never changed.
 */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const result = items.slice();
  let state = rng;
  for (let last = result.length - 1; last > 0; last -= 1) {
    const [pick, after] = nextInt(state, last + 1);
    state = after;
    const held = result[last]!;
    result[last] = result[pick]!;
    result[pick] = held;
  }
  return [result, state];
}
