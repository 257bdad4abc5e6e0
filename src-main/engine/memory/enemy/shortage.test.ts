import { describe, expect, it } from 'vitest';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { reduce } from '../reduce.js';
import { accepted, refused } from '../test-support/step-assertions.js';
import { enemyStage, guardsOn } from '../test-support/enemy-builders.js';
import { gridSide, play, startPlay, testMap, testSetup } from '../test-support/play-builders.js';
import { previewEnemyStage } from './enemy-stage.js';

/**
 * LACK-1…3 (000, Apocalypse "Lack of guard miniatures"): in an Apocalypse memory running out of
 * guard miniatures does not fail the memory: a marker goes on the reinforcement deck and the
 * miniatures left are placed entrance by entrance in letter order (LACK-2); only a second marker
 * fails the memory. A 4×4 test side; APX-SET-5's reserve of 15 stalkers, of which the test puts
 * 14 on the map by hand, leaving 1.
 */

const side = (entranceA: string[] = ['A1']): MapSide =>
  gridSide({
    width: 4,
    height: 4,
    features: [
      { type: 'entrance', letter: 'A', touches: entranceA },
      { type: 'entrance', letter: 'B', touches: ['D2'] },
    ],
    miniatures: [{ type: 'assassins', square: 'D1' }],
  });

const stalkers = (square: string, count: number): Step[] => Array.from({ length: count }, () => ({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'stalker' }, side: 'A', square }));

/** Turn 1's reinforcement step of an Apocalypse memory with 1 stalker left in the reserve. */
function oneStalkerLeft(map: MapSide = side()): PlayState {
  const state = startPlay(testSetup({ box: 'apocalypse', map: testMap([map]) }));
  return play(state, ...stalkers('A4', 4), ...stalkers('B4', 4), ...stalkers('C4', 4), ...stalkers('D4', 2), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
}

const card = (...entries: [letter: 'A' | 'B', count: number][]) => enemyStage('reinforcement', { reinforcementCard: { entries: entries.map(([letter, count]) => ({ letter, count, guardType: 'stalker' })) } });

describe('the lack of guard miniatures in Apocalypse (LACK-1…3)', () => {
  it('LACK-1, LACK-2: the first shortage puts a marker on the reinforcement deck; the last stalker goes to entrance A, first in letter order though the card lists B first; the memory goes on', () => {
    const state = oneStalkerLeft();
    expect(state.reserve.stalker).toBe(1);
    const preview = previewEnemyStage(state, card(['B', 1], ['A', 1]));
    if (!preview.ok) throw new Error(preview.refusal.message);
    expect(preview.value).toMatchObject({ status: 'ready', missingGuardMarker: 'placed', shortage: [{ guardType: 'stalker', needed: 2, reserve: 1 }] });
    expect(preview.value.arrivals).toEqual([expect.objectContaining({ guardType: 'stalker', square: 'A1', letter: 'A' })]);
    const result = accepted(state, card(['B', 1], ['A', 1]));
    expect(result.state.outcome).toBeNull();
    expect(result.state.missingGuardMarkers).toBe(1);
    expect(result.state.reserve.stalker).toBe(0);
    expect(guardsOn(result.state, 'A1')).toHaveLength(1);
    expect(guardsOn(result.state, 'D2')).toHaveLength(0);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'missing-guard-marker', markers: 1, rule: 'LACK-1' }));
    expect(result.state.enemyStage).toBe('movement');
  });

  it('LACK-1: the second shortage would put a second marker: the memory fails', () => {
    let state = play(oneStalkerLeft(), { kind: 'set-missing-guard-marker', placed: true });
    const preview = previewEnemyStage(state, card(['A', 2]));
    expect(preview.ok && preview.value.missingGuardMarker).toBe('second');
    const result = accepted(state, card(['A', 2]));
    state = result.state;
    expect(state.outcome).toBe('failure');
    expect(result.events.find((event) => event.type === 'memory-ended')).toMatchObject({ outcome: 'failure', rule: 'LACK-1' });
    // Nothing is placed (as under REI-5).
    expect(guardsOn(state, 'A1')).toHaveLength(0);
  });

  it('LACK-2, GEN-1: when the stalkers left cannot fill every square of one entrance, the players choose where they go', () => {
    const state = oneStalkerLeft(side(['A1', 'B1']));
    const asked = previewEnemyStage(state, card(['A', 1]));
    if (!asked.ok) throw new Error(asked.refusal.message);
    expect(asked.value.question).toMatchObject({ kind: 'short-placement', rule: 'LACK-2', count: 1 });
    expect(asked.value.question!.options.map((option) => option.placements)).toEqual([
      [{ square: 'A1', count: 1 }, { square: 'B1', count: 0 }],
      [{ square: 'A1', count: 0 }, { square: 'B1', count: 1 }],
    ]);
    const choice = asked.value.question!.options[1]!.id;
    const result = accepted(state, enemyStage('reinforcement', { reinforcementCard: { entries: [{ letter: 'A', count: 1, guardType: 'stalker' }] }, choices: { [asked.value.question!.id]: choice } }));
    expect(guardsOn(result.state, 'B1')).toHaveLength(1);
    expect(guardsOn(result.state, 'A1')).toHaveLength(0);
  });

  it('REI-5: a core memory still fails at its first shortage; the marker is Apocalypse only (LACK-1)', () => {
    const core = startPlay(testSetup({ map: testMap([side()]) }));
    expect(refused(core, { kind: 'set-missing-guard-marker', placed: true })).toMatchObject({ rule: 'LACK-1', params: { box: 'core' } });
    expect(core.missingGuardMarkers).toBeUndefined();
  });

  it('GEN-6: the marker is put on or taken off by hand, and the table is told', () => {
    const state = oneStalkerLeft();
    const on = accepted(state, { kind: 'set-missing-guard-marker', placed: true });
    expect(on.state.missingGuardMarkers).toBe(1);
    expect(on.events).toEqual([expect.objectContaining({ type: 'missing-guard-marker', markers: 1 })]);
    const off = reduce(on.state, { kind: 'set-missing-guard-marker', placed: false });
    expect(off.ok && off.state.missingGuardMarkers).toBe(0);
  });
});
