import { describe, expect, it } from 'vitest';
import { gridSide, play } from '../test-support/play-builders.js';
import { enemyPhaseAt } from '../test-support/enemy-builders.js';
import { enemyRollSeed } from './enemy-roll-seed.js';

describe('the seed of an enemy roll made by the app (DET-4, CMB-6)', () => {
  const side = () => gridSide({ width: 3, height: 3 });

  it('DET-4: the same play, step, place in the log and roll give the same seed, however the play was built', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'B2' }] });
    const again = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'B2' }] });
    expect(enemyRollSeed(again, 7, 'reinforcement', 'detect:A:B2')).toBe(enemyRollSeed(state, 7, 'reinforcement', 'detect:A:B2'));
    // Key order does not count: the same play read back from the save.
    const reordered = JSON.parse(JSON.stringify(state, Object.keys(state).reverse())) as typeof state;
    expect(enemyRollSeed({ ...reordered, ...state }, 7, 'reinforcement', 'detect:A:B2')).toBe(enemyRollSeed(state, 7, 'reinforcement', 'detect:A:B2'));
  });

  it('CMB-6: another roll, another place in the log or another play before the step gives other dice', () => {
    const state = enemyPhaseAt(side(), 'combat', { guards: [{ square: 'B2' }] });
    const seed = enemyRollSeed(state, 7, 'combat', 'combat:a1');
    expect(enemyRollSeed(state, 7, 'combat', 'combat:a2')).not.toBe(seed);
    expect(enemyRollSeed(state, 8, 'combat', 'combat:a1')).not.toBe(seed);
    const moved = play(state, { kind: 'move-miniature', miniatureId: 'g1', side: 'A', square: 'B3' });
    expect(enemyRollSeed(moved, 7, 'combat', 'combat:a1')).not.toBe(seed);
  });
});
