import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import type { EnemyStagePreview } from '../../../shared/memory-play/enemy-phase.js';
import { arrive } from './arrive.js';
import { isExposed } from './board-queries.js';
import { previewEnemyStage } from './enemy/enemy-stage.js';
import { newWork } from './enemy/plan.js';
import { enemyPhaseAt, enemyStage } from './test-support/enemy-builders.js';
import { gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';
import { accepted, assassinOf, choose, inAssassinPhase } from './test-support/step-assertions.js';

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

/**
 * The other ways in (arrive.ts): hunters (HUNT-4), enemies moving or placed in an enemy stage
 * (DET-8), the climb of a tower (MAP-TWR-3, MAP-TWR-5), set-up placement (SET-1), and what a
 * character leaves behind going out of sight (STL-6). Test sides and values only; the dice counts
 * expected are DET-4's (one die per enemy on the square for a character) and DET-6's default (one
 * die per entering enemy for a body).
 */
const RESTRICTED_C1: MapFeature = { type: 'restricted', square: 'C1' };

/** a1 exposed on B1 beside `guards`, a2 incognito on C1 (both put there by hand, GEN-6). */
function huntBoard(guards: { guardType: string; count: number }[], features: MapFeature[] = []): PlayState {
  const state = inAssassinPhase({ width: 4, height: 3, features, miniatures: [{ type: 'assassins', square: 'A3' }, ...guards.map((guard) => ({ type: 'guard' as const, square: 'B1', ...guard }))] });
  return play(
    state,
    { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1' },
    { kind: 'attach-red-base', miniatureId: 'a1' },
    { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'C1' },
  );
}
const toC1: Step = { kind: 'move', miniatureId: 'a1', side: 'A', square: 'C1' };

describe('hunters arrive like any enemy (how: hunt)', () => {
  it('HUNT-4, DET-1 (b): the hunter arriving tests the incognito assassin already there, 1 die for the 1 enemy, and not the hunted one', () => {
    const hunted = accepted(huntBoard([{ guardType: 'crossbowman', count: 1 }]), toC1).state;
    expect(hunted.pending).toMatchObject({ kind: 'detection-roll', side: 'A', square: 'C1', count: 1, sets: [{ miniatureId: 'a2', involved: 'character', dice: 1 }] });
  });

  it('HUNT-1, HUNT-4: hunters the players chose arrive the same way once the choice is answered', () => {
    // Half of 2 guards of two types is 1: which one follows is the players' choice (GEN-1).
    const asked = accepted(huntBoard([{ guardType: 'crossbowman', count: 1 }, { guardType: 'agile', count: 1 }]), toC1).state;
    expect(asked.pending).toMatchObject({ kind: 'hunt', rule: 'HUNT-1' });
    const option = asked.pending!.kind === 'hunt' ? asked.pending!.options[0]!.id : '';
    const answered = accepted(asked, choose(asked, option)).state;
    expect(answered.pending).toMatchObject({ kind: 'detection-roll', square: 'C1', sets: [{ miniatureId: 'a2', involved: 'character', dice: 1 }] });
  });

  it('RST-2: the hunter entering a restricted square finds the incognito assassin there: exposed at once, no test', () => {
    const result = accepted(huntBoard([{ guardType: 'crossbowman', count: 1 }], [RESTRICTED_C1]), toC1);
    expect(result.state.pending).toBeNull();
    expect(isExposed(result.state, 'a2')).toBe(true);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'red-base-attached', miniatureId: 'a2', rule: 'RST-2' }));
  });
});

function stagePreview(state: PlayState, stage: Parameters<typeof enemyStage>[0], input: Parameters<typeof enemyStage>[1] = {}): EnemyStagePreview {
  const result = previewEnemyStage(state, enemyStage(stage, input));
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.value;
}

describe('enemies arriving in an enemy stage (how: enemy-move, reinforcement)', () => {
  // A 3×3 street, B2 restricted; guards on B1 and C1 drift south onto B2 (a1 there) and C2 (a2 there).
  const drifting = () =>
    enemyPhaseAt(gridSide({ width: 3, height: 3, features: [{ type: 'restricted', square: 'B2' }] }), 'movement', { guards: [{ square: 'B1' }, { square: 'C1' }], assassins: [{ square: 'B2' }, { square: 'C2' }] }, 'S');

  it('DET-8, RST-2: arrivals in the movement stage are tested at its end, each square once, with the alert as the stage began, though RST-2 turned it active meanwhile', () => {
    const state = drifting();
    const preview = stagePreview(state, 'movement');
    expect(preview.restricted).toEqual([{ side: 'A', square: 'B2', exposedIds: ['a1'], bodies: 0 }]);
    expect(preview.tests).toEqual([expect.objectContaining({ id: 'detect:A:C2', sets: [{ miniatureId: 'a2', involved: 'character', dice: 1 }], exposingFaces: ['eye'], alertWasActive: false })]);
    expect(preview.status).toBe('rolls');
    // DET-8: an eye-alert face exposes only when the alert was active as the stage began.
    const after = accepted(state, enemyStage('movement', { rolls: { 'detect:A:C2': ['eye-alert'] } })).state;
    expect(after.alerts.A).toBe('active');
    expect(isExposed(after, 'a1')).toBe(true);
    expect(isExposed(after, 'a2')).toBe(false);
  });

  it('DET-8: in a stage, arrive notes the square entered instead of starting a test', () => {
    const state = drifting();
    const work = newWork(play(state, { kind: 'move-miniature', miniatureId: 'g1', side: 'A', square: 'C2' }), 'movement', {}, {});
    arrive(work, { how: 'enemy-move', who: ['g1'], at: { side: 'A', square: 'C2' }, from: { side: 'A', square: 'B1' }, displacedBodyIds: [] });
    expect(work.state.pending).toBeNull();
    expect([...work.arrivals.values()]).toEqual([{ at: { side: 'A', square: 'C2' }, entering: 1, displacedBodyIds: [] }]);
  });

  it('REI-6, DET-1 (b, d), DET-6: 2 guards placed where an incognito assassin and a body lie make one test at the stage end: 2 dice for her, 2 for the body', () => {
    const side = gridSide({ width: 3, height: 3, features: [{ type: 'entrance', letter: 'A', touches: ['A1'] }] });
    const state = enemyPhaseAt(side, 'reinforcement', { guards: [{ square: 'A1', body: true }], assassins: [{ square: 'A1' }] });
    const preview = stagePreview(state, 'reinforcement', { reinforcementCard: { entries: [{ letter: 'A', count: 2, guardType: 'crossbowman' }] } });
    expect(preview.tests).toEqual([
      expect.objectContaining({ id: 'detect:A:A1', sets: [{ miniatureId: 'a1', involved: 'character', dice: 2 }, { miniatureId: 'g1', involved: 'body', dice: 2 }], count: 4 }),
    ]);
  });

  it('RST-2: guards placed on a restricted square find the incognito assassin there: exposed with no test', () => {
    const side = gridSide({ width: 3, height: 3, features: [{ type: 'entrance', letter: 'A', touches: ['A1'] }, { type: 'restricted', square: 'A1' }] });
    const state = enemyPhaseAt(side, 'reinforcement', { assassins: [{ square: 'A1' }] });
    const result = accepted(state, enemyStage('reinforcement', { reinforcementCard: { entries: [{ letter: 'A', count: 1, guardType: 'crossbowman' }] } }));
    expect(isExposed(result.state, 'a1')).toBe(true);
    expect(result.events.some((event) => event.type === 'detection-rolled')).toBe(false);
  });
});

describe('arrivals where no core rule follows, and going out of sight (how: tower, placement)', () => {
  it('MAP-TWR-3, MAP-TWR-5: climbing from a square where a guard stands, no test follows at the top', () => {
    // Put beside the guard by hand (GEN-6: a correction triggers nothing, no test either).
    const beside = play(board(false), { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'C2' });
    expect(beside.pending).toBeNull();
    const climbed = accepted(beside, { kind: 'climb-tower', miniatureId: 'a1' }).state;
    expect(climbed.pending).toBeNull();
    expect(assassinOf(climbed, 'a1').place).toMatchObject({ on: 'tower-top' });
    expect(isExposed(climbed, 'a1')).toBe(false);
  });

  it('MAP-TWR-2, STL-6: exposed, its red base is left on the square it climbed from, before it goes up', () => {
    const result = accepted(play(board(false), { kind: 'attach-red-base', miniatureId: 'a1' }), { kind: 'climb-tower', miniatureId: 'a1' });
    expect(result.events.map((event) => event.type)).toEqual(['cubes-changed', 'red-base-detached', 'tower-climbed']);
    expect(result.events[1]).toMatchObject({ side: 'A', square: 'B1', rule: 'STL-6' });
  });

  it('SET-1: assassins set down at setup on an entry square where a guard stands trigger nothing', () => {
    const side = gridSide({ width: 3, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }] });
    const state = startPlay(testSetup({ map: testMap([side]) }));
    expect(assassinOf(state, 'a1').place).toEqual({ on: 'square', side: 'A', square: 'A1' });
    expect(state.pending).toBeNull();
    expect(isExposed(state, 'a1')).toBe(false);
  });

  it('SET-1, GEN-1: an assassin the players place on a guarded entry square is not tested; the next placement is asked', () => {
    const side = gridSide({ width: 3, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'assassins', square: 'C3' }, { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }] });
    const state = startPlay(testSetup({ map: testMap([side]) }));
    const placed = accepted(state, choose(state, 'A:A1'));
    expect(placed.events).toEqual([expect.objectContaining({ type: 'miniature-moved', miniatureId: 'a1', toSquare: 'A1', rule: 'SET-1' })]);
    // Nothing was asked between the two placements: the next question is the second one asked.
    expect(placed.state.pending).toMatchObject({ id: 'd2', kind: 'place-assassin', miniatureId: 'a2' });
  });
});
