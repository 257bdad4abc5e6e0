import type { DieFace } from '../../shared/content/pack-schema.js';
import { nextInt, seedRng } from './rng.js';

/**
 * Rolls `count` dice with the given six faces from a seed. The same seed always gives the
 * same faces, so a recorded app roll can be replayed and checked.
 */
export function rollFaces(faces: readonly DieFace[], count: number, seed: number): DieFace[] {
  if (faces.length !== 6) throw new RangeError(`A die has 6 faces, got ${faces.length}.`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}.`);
  let state = seedRng(seed);
  const rolled: DieFace[] = [];
  for (let i = 0; i < count; i += 1) {
    const [index, after] = nextInt(state, 6);
    state = after;
    rolled.push(faces[index]!);
  }
  return rolled;
}
