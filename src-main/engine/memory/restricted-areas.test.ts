import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed, isInHidingSpot } from './board-queries.js';
import { planEnemyStage, previewEnemyStage } from './enemy/enemy-stage.js';
import { enemyPhaseAt, enemyStage } from './test-support/enemy-builders.js';
import { gridSide, play } from './test-support/play-builders.js';
import { accepted, inAssassinPhase } from './test-support/step-assertions.js';

/**
 * RST-1, RST-2 (001 "Obszar zastrzeżony", 000 "Restricted area"): on a square holding a red
 * restricted-area token, an assassin entering among enemies is exposed at once, with no
 * detection test, and the alert is triggered; enemies entering find the bodies, assassins and
 * allies there automatically, even in a hiding spot, and the alert becomes active. A 4×3 test
 * side, the restricted token on B1; every number is a test value.
 */

const RESTRICTED_B1: MapFeature = { type: 'restricted', square: 'B1' };
const HAYSTACK_B1: MapFeature = { type: 'hiding-spot', square: 'B1', kind: 'haystack' };
const move = (square: string, miniatureId = 'a1'): Step => ({ kind: 'move', miniatureId, side: 'A', square });

describe('restricted areas (RST-1, RST-2)', () => {
  it('RST-2: an incognito assassin entering a restricted square that holds an enemy is exposed at once, with no test, and the alert turns active', () => {
    const state = inAssassinPhase({ width: 4, height: 3, features: [RESTRICTED_B1], miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }] });
    const result = accepted(state, move('B1'));
    expect(result.state.pending).toBeNull();
    expect(isExposed(result.state, 'a1')).toBe(true);
    expect(result.state.alerts.A).toBe('active');
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'red-base-attached', miniatureId: 'a1', rule: 'RST-2' }));
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'alert-changed', side: 'A', alert: 'active', rule: 'RST-2' }));
  });

  it('RST-2: without enemies there, a restricted square is entered like any other', () => {
    const state = inAssassinPhase({ width: 4, height: 3, features: [RESTRICTED_B1], miniatures: [{ type: 'assassins', square: 'A1' }] });
    const result = accepted(state, move('B1'));
    expect(isExposed(result.state, 'a1')).toBe(false);
    expect(result.state.alerts.A).toBe('inactive');
  });

  it('RST-2: enemies drifting into a restricted square find the assassin in its hiding spot and the body there: no test, she is exposed beside the spot, the alert turns active', () => {
    // B1 restricted with a haystack: a1 hidden in it and a body beside her; a guard on B2 drifts north.
    // C1 (not restricted): a2 incognito, a guard on C2 drifts onto her: an ordinary test (DET-1b).
    const side = gridSide({ width: 4, height: 3, features: [RESTRICTED_B1, HAYSTACK_B1], miniatures: [{ type: 'assassins', square: 'A3' }] });
    let state = enemyPhaseAt(side, 'movement', {
      guards: [{ square: 'B2' }, { square: 'B1', body: true }, { square: 'C2' }],
      assassins: [{ square: 'B1' }, { square: 'C1' }],
    });
    state = play(state, { kind: 'enter-hiding-spot', miniatureId: 'a1' });
    expect(isInHidingSpot(state.miniatures.a1!.place)).toBe(true);
    const preview = previewEnemyStage(state, enemyStage('movement'));
    if (!preview.ok) throw new Error(preview.refusal.message);
    expect(preview.value.restricted).toEqual([{ side: 'A', square: 'B1', exposedIds: ['a1'], bodies: 1 }]);
    // Only C1 is tested; DET-8: the alert B1 triggers flips for C1 only after the step, so only an eye exposes there.
    expect(preview.value.tests).toEqual([expect.objectContaining({ square: 'C1', exposingFaces: ['eye'], sets: [{ miniatureId: 'a2', involved: 'character', dice: 1 }] })]);
    const applied = planEnemyStage(state, enemyStage('movement', { rolls: { 'detect:A:C1': ['eye-alert'] } }));
    if (!applied.ok) throw new Error(applied.refusal.message);
    const after = applied.value.state;
    expect(isExposed(after, 'a1')).toBe(true);
    expect(isInHidingSpot(after.miniatures.a1!.place)).toBe(false);
    expect(isExposed(after, 'a2')).toBe(false);
    expect(after.alerts.A).toBe('active');
  });

  it('RST-2: guards appearing on a restricted square with only a body there turn the alert active, with no test', () => {
    const side = gridSide({ width: 4, height: 3, features: [RESTRICTED_B1, { type: 'entrance', letter: 'A', touches: ['B1'] }], miniatures: [{ type: 'assassins', square: 'A3' }] });
    const state = enemyPhaseAt(side, 'reinforcement', { guards: [{ square: 'B1', body: true }] });
    const result = accepted(state, enemyStage('reinforcement', { reinforcementCard: { entries: [{ letter: 'A', count: 1, guardType: 'crossbowman' }] } }));
    expect(result.state.alerts.A).toBe('active');
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'alert-changed', alert: 'active', rule: 'RST-2' }));
    expect(result.events.some((event) => event.type === 'detection-rolled')).toBe(false);
  });

  it('RST-2: hunters entering a restricted square with a body there trigger the alert, with no test', () => {
    let state: PlayState = inAssassinPhase({ width: 4, height: 3, features: [RESTRICTED_B1], miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }] });
    state = play(state, { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman', body: true }, side: 'A', square: 'B1' }, { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(state.alerts.A).toBe('inactive');
    const result = accepted(state, move('B1'));
    expect(result.state.pending).toBeNull();
    expect(result.state.alerts.A).toBe('active');
  });
});
