import { describe, expect, it } from 'vitest';
import type { MapFeature, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { reduce } from './reduce.js';
import { deepFreeze, gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';

/** Chests (MAP-CHS-1), bodies (BODY-1…3, BODY-6) and cards the app does not play (GEN-6), on a 3×1 test side. */
function board(miniatures: StartingMiniature[] = [], features: MapFeature[] = []): PlayState {
  const side = gridSide({ width: 3, height: 1, features, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
  return play(startPlay(testSetup({ map: testMap([side]) })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
}

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const onA1 = (state: PlayState) => Object.values(state.miniatures).filter((m) => m.kind === 'guard' && m.place.on === 'square' && m.place.square === 'A1');

function refused(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

/** `count` guards on A1, `bodies` of them laid down. */
function withBodies(count: number, bodies: number): PlayState {
  const state = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count }]);
  return play(state, ...onA1(state).slice(0, bodies).map((guard): Step => ({ kind: 'set-body', miniatureId: guard.id, body: true })));
}

describe('chests (MAP-CHS-1)', () => {
  it('MAP-CHS-1: 1 cube opens the chest on the square, once', () => {
    const state = board([], [{ type: 'chest', square: 'A1' }]);
    const result = accepted(state, { kind: 'open-chest', miniatureId: 'a1' });
    expect(result.state.chests[0]).toMatchObject({ side: 'A', square: 'A1', opened: true });
    expect(assassin(result.state, 'a1').cubes).toBe(2);
    expect(result.events.at(-1)).toMatchObject({ type: 'chest-changed', opened: true, rule: 'MAP-CHS-1' });
    expect(refused(result.state, { kind: 'open-chest', miniatureId: 'a1' })).toMatchObject({ rule: 'MAP-CHS-1', params: { square: 'A1' } });
  });

  it('MAP-CHS-1, HUNT-6: exposed, only with no enemy on the square', () => {
    const state = play(board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }], [{ type: 'chest', square: 'A1' }]), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(refused(state, { kind: 'open-chest', miniatureId: 'a1' })).toMatchObject({ rule: 'MAP-CHS-1', params: { enemies: 1 } });
  });
});

describe('bodies (BODY)', () => {
  it('BODY-1, BODY-3: 1 cube hides every body on the square; the guards go back to the reserve', () => {
    const state = withBodies(3, 2);
    const reserve = state.reserve.crossbowman!;
    const result = accepted(state, { kind: 'hide-bodies', miniatureId: 'a1', searched: 0 });
    expect(onA1(result.state)).toHaveLength(1);
    expect(result.state.reserve.crossbowman).toBe(reserve + 2);
    expect(assassin(result.state, 'a1').cubes).toBe(2);
    expect(result.events.filter((event) => event.type === 'miniature-removed')).toEqual([
      expect.objectContaining({ toReserve: true, rule: 'BODY-3' }),
      expect.objectContaining({ toReserve: true, rule: 'BODY-3' }),
    ]);
  });

  it('BODY-1: no body, nothing to hide', () => {
    expect(refused(withBodies(1, 0), { kind: 'hide-bodies', miniatureId: 'a1', searched: 0 })).toMatchObject({ rule: 'BODY-1' });
  });

  it('BODY-2: a search draws at most one card per body', () => {
    const state = withBodies(2, 2);
    expect(refused(state, { kind: 'hide-bodies', miniatureId: 'a1', searched: 3 })).toMatchObject({ rule: 'BODY-2', params: { bodies: 2 } });
    expect(accepted(state, { kind: 'hide-bodies', miniatureId: 'a1', searched: 2 }).events).toContainEqual(expect.objectContaining({ type: 'bodies-searched', searched: 2, bodies: 2, rule: 'BODY-2' }));
  });

  it('BODY-1: exposed, only with no enemy on the square', () => {
    const state = play(withBodies(2, 1), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(refused(state, { kind: 'hide-bodies', miniatureId: 'a1', searched: 0 })).toMatchObject({ rule: 'BODY-1', params: { enemies: 1 } });
    const alone = play(withBodies(1, 1), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(onA1(accepted(alone, { kind: 'hide-bodies', miniatureId: 'a1', searched: 1 }).state)).toHaveLength(0);
  });
});

describe('a card the app does not play (GEN-6, EQP-8)', () => {
  it('GEN-6: its cost is paid; the change is then made by hand', () => {
    const result = accepted(board(), { kind: 'use-card', miniatureId: 'a1', card: 'Medicine', cost: 1 });
    expect(assassin(result.state, 'a1').cubes).toBe(2);
    expect(result.events.at(-1)).toMatchObject({ type: 'card-used', card: 'Medicine', cost: 1, rule: 'GEN-6' });
    expect(refused(board(), { kind: 'use-card', miniatureId: 'a1', card: 'Big one', cost: 4 })).toMatchObject({ rule: 'ASP-1', params: { cost: 4, cubes: 3 } });
  });

  it('EQP-8: a card with the eye icon exposes its user; with the alert icon it triggers the alert', () => {
    const eye = accepted(board(), { kind: 'use-card', miniatureId: 'a1', card: 'Bomb', cost: 0, eyeIcon: true }).state;
    expect(isExposed(eye, 'a1')).toBe(true);
    const alert = accepted(board(), { kind: 'use-card', miniatureId: 'a1', card: 'Horn', cost: 0, alertIcon: true }).state;
    expect([isExposed(alert, 'a1'), alert.alerts.A]).toEqual([false, 'active']);
  });

  it('HLT-4: a critical assassin plays no card, not even a 0-cost one', () => {
    const state = play(board(), { kind: 'set-health', miniatureId: 'a1', health: 0 });
    expect(refused(state, { kind: 'use-card', miniatureId: 'a1', card: 'Medicine', cost: 0 })).toMatchObject({ rule: 'HLT-4' });
  });
});

describe('trade (ACT-TRD)', () => {
  it('ACT-TRD-1: 1 cube, with assassins on the same square only', () => {
    const state = board();
    const result = accepted(state, { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] });
    expect(assassin(result.state, 'a1').cubes).toBe(2);
    expect(result.events.at(-1)).toMatchObject({ type: 'traded', miniatureId: 'a1', withIds: ['a2'], rule: 'ACT-TRD-1' });
    const apart = play(state, { kind: 'move', miniatureId: 'a2', side: 'A', square: 'B1' });
    expect(refused(apart, { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] })).toMatchObject({ rule: 'ACT-TRD-1', params: { partnerId: 'a2' } });
    expect(refused(state, { kind: 'trade', miniatureId: 'a1', withIds: ['a1'] })).toMatchObject({ rule: 'ACT-TRD-1' });
  });

  it('ACT-TRD-2, HLT-7: with a critical assassin only if it agrees', () => {
    const state = play(board(), { kind: 'set-health', miniatureId: 'a2', health: 0 });
    expect(refused(state, { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] })).toMatchObject({ rule: 'ACT-TRD-2', params: { partnerId: 'a2' } });
    expect(accepted(state, { kind: 'trade', miniatureId: 'a1', withIds: ['a2'], criticalAgrees: true }).events.at(-1)).toMatchObject({ type: 'traded' });
  });
});
