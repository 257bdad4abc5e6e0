import { describe, expect, it } from 'vitest';
import { reduce } from '../reduce.js';
import { gridSide, play } from '../test-support/play-builders.js';
import { enemyPhaseAt, enemyStage, guardsOn } from '../test-support/enemy-builders.js';
import { previewEnemyStage } from './enemy-stage.js';
import type { ReinforcementCard } from '../../../../shared/memory-play/enemy-box-data.js';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';

/** A 4×4 street map: entrance A touches A1 and B1, entrance B touches D4; an objective on C1. */
const side = (): MapSide =>
  gridSide({
    width: 4,
    height: 4,
    features: [
      { type: 'entrance', letter: 'A', touches: ['A1', 'B1'] },
      { type: 'entrance', letter: 'B', touches: ['D4'] },
      { type: 'entrance', letter: 'C', touches: ['C1'] },
      { type: 'objective', square: 'C1', cost: 1, xp: null, mandatory: true, escort: false },
    ],
  });

const typed = (...entries: [letter: 'A' | 'B' | 'C' | 'D', count: number, guardType: string][]) =>
  enemyStage('reinforcement', { reinforcementCard: { entries: entries.map(([letter, count, guardType]) => ({ letter, count, guardType })) } });

function applied(state: PlayState, step: ReturnType<typeof typed>): PlayState {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result.state;
}

describe('reinforcement (REI-1…9)', () => {
  it('REI-3: each square touching the letter receives the card’s guards, taken from the reserve', () => {
    const state = enemyPhaseAt(side(), 'reinforcement');
    const next = applied(state, typed(['A', 2, 'crossbowman']));
    expect(guardsOn(next, 'A1')).toHaveLength(2);
    expect(guardsOn(next, 'B1')).toHaveLength(2);
    expect(next.reserve.crossbowman).toBe(state.reserve.crossbowman! - 4);
    // ENM-1: the tracker moves on to movement.
    expect(next.enemyStage).toBe('movement');
  });

  it('REI-4: a letter whose token is not on the map is ignored', () => {
    const state = enemyPhaseAt(side(), 'reinforcement');
    const next = applied(state, typed(['D', 3, 'crossbowman']));
    expect(next.reserve.crossbowman).toBe(state.reserve.crossbowman);
  });

  it('REI-4: an entrance token behind a wall still lets guards enter', () => {
    const walled = gridSide({
      width: 2,
      height: 2,
      edges: [
        { a: 'A1', b: 'B1', kind: 'wall' },
        { a: 'A1', b: 'A2', kind: 'wall' },
      ],
      features: [{ type: 'entrance', letter: 'A', touches: ['A1'] }],
    });
    const next = applied(enemyPhaseAt(walled, 'reinforcement'), typed(['A', 1, 'crossbowman']));
    expect(guardsOn(next, 'A1')).toHaveLength(1);
  });

  it('CAP-1, REI-4: guards with no room on a full square stay in the reserve', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D4', count: 3 }] });
    const preview = previewEnemyStage(state, typed(['B', 2, 'crossbowman']));
    expect(preview.ok && preview.value.leftInReserve).toEqual([{ guardType: 'crossbowman', side: 'A', square: 'D4', letter: 'B', count: 1 }]);
    const next = applied(state, typed(['B', 2, 'crossbowman']));
    expect(guardsOn(next, 'D4')).toHaveLength(4);
    expect(next.reserve.crossbowman).toBe(state.reserve.crossbowman! - 1);
  });

  it('CAP-2: 4 agile guards entering a square with 1 crossbowman and 3 bodies remove the 3 bodies; 3 enter, the 4th stays', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D4' }, { square: 'D4', count: 3, body: true }] }, 'N', { eliteType: 'agile' });
    const step = typed(['B', 4, 'agile']);
    const preview = previewEnemyStage(state, step);
    if (!preview.ok) throw new Error(preview.refusal.message);
    expect(preview.value.displacedBodies).toHaveLength(3);
    expect(preview.value.leftInReserve).toEqual([{ guardType: 'agile', side: 'A', square: 'D4', letter: 'B', count: 1 }]);
    // DET-1d, DET-6: the removed bodies are tested: 3 entering guards × 3 bodies = 9 dice.
    expect(preview.value.tests).toHaveLength(1);
    expect(preview.value.tests[0]!.count).toBe(9);
    const next = applied(state, { ...step, input: { ...step.input, rolls: { 'detect:A:D4': Array(9).fill('blank') } } });
    expect(guardsOn(next, 'D4', true)).toHaveLength(0);
    expect(Object.values(next.miniatures).filter((m) => m.kind === 'guard' && m.guardType === 'agile' && !m.body)).toHaveLength(3);
    // The bodies went back to the reserve: 3 crossbowmen returned.
    expect(next.reserve.crossbowman).toBe(state.reserve.crossbowman! + 3);
  });

  it('DET-6: 3 guards entering a square with 1 body roll 3 dice for it; a body seen triggers the alert, exposing nobody', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D4', body: true }] });
    const step = typed(['B', 3, 'crossbowman']);
    const preview = previewEnemyStage(state, step);
    expect(preview.ok && preview.value.tests.map((test) => test.count)).toEqual([3]);
    const next = applied(state, { ...step, input: { ...step.input, rolls: { 'detect:A:D4': ['blank', 'eye', 'blank'] } } });
    expect(next.alerts.A).toBe('active');
  });

  it('REI-6, DET-8: tests of one step are simultaneous: an eye-alert elsewhere does not expose while the alert was inactive as the step began', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { assassins: [{ square: 'A1' }, { square: 'D4' }] });
    const step = typed(['A', 1, 'crossbowman'], ['B', 1, 'crossbowman']);
    const preview = previewEnemyStage(state, step);
    if (!preview.ok) throw new Error(preview.refusal.message);
    expect(preview.value.status).toBe('rolls');
    expect(preview.value.tests.map((test) => test.id)).toEqual(['detect:A:A1', 'detect:A:D4']);
    expect(preview.value.tests.every((test) => test.exposingFaces.join() === 'eye')).toBe(true);
    const next = applied(state, { ...step, input: { ...step.input, rolls: { 'detect:A:A1': ['eye'], 'detect:A:D4': ['eye-alert'] } } });
    expect(next.alerts.A).toBe('active');
    expect(next.redBases.filter((base) => base.at.on === 'attached').map((base) => (base.at as { miniatureId: string }).miniatureId)).toEqual(['a1']);
  });

  it('REI-7: guards appearing on a square with an objective base take its free spaces', () => {
    const state = enemyPhaseAt(side(), 'reinforcement');
    const next = applied(state, typed(['C', 4, 'crossbowman']));
    const onSpaces = guardsOn(next, 'C1').filter((id) => (next.miniatures[id] as { objectiveSpace?: string }).objectiveSpace !== undefined);
    expect(onSpaces).toHaveLength(3);
  });

  it('REI-5, FAIL-1: a reserve too short for every guard that has room fails the memory at once', () => {
    const state = enemyPhaseAt(side(), 'reinforcement', { guards: [{ square: 'D1', guardType: 'agile', count: 4 }, { square: 'D2', guardType: 'agile', count: 4 }, { square: 'D3', guardType: 'agile', count: 1 }] }, 'N', { eliteType: 'agile' });
    expect(state.reserve.agile).toBe(1);
    const step = typed(['A', 1, 'agile']);
    const preview = previewEnemyStage(state, step);
    expect(preview.ok && preview.value.shortage).toEqual([{ guardType: 'agile', needed: 2, reserve: 1 }]);
    const result = reduce(state, step);
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.state.outcome).toBe('failure');
    expect(result.events.find((event) => event.type === 'memory-ended')).toMatchObject({ outcome: 'failure', rule: 'REI-5' });
    expect(guardsOn(result.state, 'A1')).toHaveLength(0);
  });

  it('REI-2: the entered deck is drawn by the app, using the column of the alert; REI-8: reshuffled when exhausted', () => {
    const card: ReinforcementCard = { assassins: 2, id: '1', inactive: [{ letter: 'A', count: 1, guardType: 'crossbowman' }], active: [{ letter: 'B', count: 2, guardType: 'crossbowman' }], backTriangle: null };
    let state = enemyPhaseAt(side(), 'reinforcement', { alert: 'active' }, 'N', { reinforcementCards: [card] });
    state = applied(state, enemyStage('reinforcement'));
    expect(guardsOn(state, 'D4')).toHaveLength(2);
    expect(guardsOn(state, 'A1')).toHaveLength(0);
    state = play(state, { kind: 'end-enemy-stage', stage: 'movement' }, { kind: 'end-enemy-stage', stage: 'combat' }, { kind: 'end-turn' }, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
    const result = reduce(state, enemyStage('reinforcement'));
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.events[0]).toMatchObject({ type: 'reinforcement-deck-reshuffled', cards: 1, rule: 'REI-8' });
  });

  it('REI-2: with no deck entered, the step needs the card typed from the table', () => {
    const state = enemyPhaseAt(side(), 'reinforcement');
    const preview = previewEnemyStage(state, enemyStage('reinforcement'));
    expect(preview.ok && preview.value.status).toBe('input');
    const result = reduce(state, enemyStage('reinforcement'));
    expect(result.ok ? null : [result.refusal.rule, result.refusal.params]).toEqual(['REI-2', { field: 'reinforcementCard' }]);
  });

  it('ENM-1: the reinforcement step is refused while movement is due', () => {
    const state = enemyPhaseAt(side(), 'movement');
    const result = reduce(state, typed(['A', 1, 'crossbowman']));
    expect(result.ok ? null : [result.refusal.rule, result.refusal.params]).toEqual(['ENM-1', { step: 'reinforcement', expected: 'movement' }]);
  });
});
