import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DieFace } from '../../shared/content/pack-schema.js';
import { rollFaces } from './roll-dice.js';

const white: DieFace[] = ['hit', 'hit', 'special', 'x', 'x', 'x'];

describe('rolling with a seed', () => {
  it('replays: the same seed always gives the same faces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 20 }), (seed, count) => {
        expect(rollFaces(white, count, seed)).toEqual(rollFaces(white, count, seed));
      }),
    );
  });

  it('rolls exactly the asked number of dice, each showing one of the entered faces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 20 }), (seed, count) => {
        const faces = rollFaces(white, count, seed);
        expect(faces).toHaveLength(count);
        for (const face of faces) expect(white).toContain(face);
      }),
    );
  });

  it('each face position comes up about once in six over many rolls', () => {
    const positions: DieFace[] = ['hit', 'special', 'x', 'blank', 'eye', 'poison'];
    const counts = new Map<DieFace, number>();
    for (let seed = 0; seed < 1000; seed += 1) for (const face of rollFaces(positions, 6, seed)) counts.set(face, (counts.get(face) ?? 0) + 1);
    for (const face of positions) expect(counts.get(face)! / 6000).toBeCloseTo(1 / 6, 1);
  });

  it('different seeds give different sequences', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed += 1) seen.add(rollFaces(white, 12, seed).join());
    expect(seen.size).toBeGreaterThan(45);
  });
});
