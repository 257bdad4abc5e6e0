import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { play } from './test-support/play-builders.js';
import { accepted, assassinOf, inAssassinPhase } from './test-support/step-assertions.js';

/**
 * One arrival for every way an assassin reaches a square (arrive.ts): a move, a glide and a leap
 * of faith onto a square where a guard stands all start the same detection test (ACT-MOV-2,
 * DET-1 a); onto a restricted square they all expose at once, with no test (RST-2). A 4×3 test
 * side: a tower by B1, C1, B2, C2 with a cart at its foot C2; a guard on C2; the assassins enter
 * on B1. Test values only.
 */
const TOWER: MapFeature = { type: 'tower', variant: 'tower', squares: ['B1', 'C1', 'B2', 'C2'], foot: 'C2' };
const CART: MapFeature = { type: 'hiding-spot', square: 'C2', kind: 'cart' };

function board(restricted: boolean): PlayState {
  const features: MapFeature[] = [TOWER, CART, ...(restricted ? [{ type: 'restricted', square: 'C2' } as MapFeature] : [])];
  return inAssassinPhase({ width: 4, height: 3, features, miniatures: [{ type: 'assassins', square: 'B1' }, { type: 'guard', square: 'C2', guardType: 'crossbowman', count: 1 }] });
}

/** The ways onto C2 from where a1 stands after `before`. */
const WAYS: Record<string, { before: Step[]; step: Step }> = {
  move: { before: [{ kind: 'move', miniatureId: 'a1', side: 'A', square: 'C1' }], step: { kind: 'move', miniatureId: 'a1', side: 'A', square: 'C2' } },
  glide: { before: [], step: { kind: 'glide', miniatureId: 'a1', card: 'Test parachute', cost: 1, side: 'A', square: 'C2' } },
  'leap of faith': { before: [{ kind: 'climb-tower', miniatureId: 'a1' }], step: { kind: 'leap-of-faith', miniatureId: 'a1' } },
};

describe('one arrival, whatever took the assassin there', () => {
  for (const [way, { before, step }] of Object.entries(WAYS)) {
    it(`ACT-MOV-2, DET-1 (a): an incognito assassin arriving by ${way} where a guard stands is tested at once`, () => {
      const arrived = accepted(play(board(false), ...before), step).state;
      expect(assassinOf(arrived, 'a1').place).toMatchObject({ on: 'square', side: 'A', square: 'C2' });
      expect(arrived.pending).toMatchObject({ kind: 'detection-roll', side: 'A', square: 'C2' });
      expect(isExposed(arrived, 'a1')).toBe(false);
    });

    it(`RST-2: arriving by ${way} on a restricted square where a guard stands exposes at once, with no test`, () => {
      const arrived = accepted(play(board(true), ...before), step);
      expect(arrived.state.pending).toBeNull();
      expect(isExposed(arrived.state, 'a1')).toBe(true);
      expect(arrived.events).toContainEqual(expect.objectContaining({ type: 'red-base-attached', miniatureId: 'a1', rule: 'RST-2' }));
    });
  }
});
