import { describe, expect, it } from 'vitest';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { play, startPlay, testSetup, wholeTurn } from './test-support/play-builders.js';

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;

function refused(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

describe('health and cubes set by hand (GEN-6)', () => {
  it('HLT-1: health is set within 0 and the max, with the rule and bounds named when out of range', () => {
    expect(refused(startPlay(), { kind: 'set-health', miniatureId: 'a1', health: 4 })).toMatchObject({ rule: 'HLT-1', field: 'health', params: { miniatureId: 'a1', health: 4, maxHealth: 3, min: 0, max: 3 } });
    expect(refused(startPlay(), { kind: 'set-health', miniatureId: 'a1', health: -1 })).toMatchObject({ rule: 'HLT-1', params: { health: -1 } });
    expect(refused(startPlay(), { kind: 'set-health', miniatureId: 'a1', health: 1.5 })).toMatchObject({ rule: 'HLT-1' });
    expect(refused(startPlay(), { kind: 'set-health', miniatureId: 'a1', health: 2, maxHealth: 5 })).toMatchObject({ rule: 'HLT-1', field: 'maxHealth' });
  });

  it('HLT-3: losing health leaves the assassin injured', () => {
    const result = accepted(startPlay(), { kind: 'set-health', miniatureId: 'a1', health: 2 });
    expect(assassin(result.state, 'a1')).toMatchObject({ health: 2, condition: 'injured', criticalSinceTurn: null });
    expect(result.events).toEqual([{ type: 'health-changed', miniatureId: 'a1', miniatureKind: 'assassin', label: 'alessandra', from: 3, to: 2, maxHealth: 3, condition: 'injured' }]);
  });

  it('HLT-4, HLT-6: at 0 the assassin is critical since this turn and its red base leaves the map', () => {
    const exposed = play(startPlay(), ...wholeTurn(), { kind: 'attach-red-base', miniatureId: 'a1' });
    const result = accepted(exposed, { kind: 'set-health', miniatureId: 'a1', health: 0 });
    expect(assassin(result.state, 'a1')).toMatchObject({ health: 0, condition: 'critical', criticalSinceTurn: 2 });
    expect(result.state.redBases[0]!.at).toEqual({ on: 'supply' });
    expect(result.events.map((event) => [event.type, event.rule])).toEqual([
      ['health-changed', undefined],
      ['red-base-removed', 'HLT-4'],
    ]);
    expect(refused(result.state, { kind: 'attach-red-base', miniatureId: 'a1' })).toMatchObject({ rule: 'HLT-4' });
  });

  it('HLT-5: healing a critical assassin back to full ends the critical condition', () => {
    const state = play(startPlay(), { kind: 'set-health', miniatureId: 'a2', health: 0 }, { kind: 'set-health', miniatureId: 'a2', health: 3 });
    expect(assassin(state, 'a2')).toMatchObject({ condition: 'full', criticalSinceTurn: null });
  });

  it('ACT-WPN-5: guards keep no damage, so they have no health to set', () => {
    expect(refused(startPlay(), { kind: 'set-health', miniatureId: 'g1', health: 1 })).toMatchObject({ rule: 'ACT-WPN-5' });
  });

  it('BOSS-1: a boss’s health is on its card; typed once, it stays within it', () => {
    const state = play(startPlay(), { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Capitano' }, side: 'A', square: 'B2' });
    expect(refused(state, { kind: 'set-health', miniatureId: 'boss1', health: 2 })).toMatchObject({ rule: 'BOSS-1', field: 'maxHealth' });
    const typed = play(state, { kind: 'set-health', miniatureId: 'boss1', health: 3, maxHealth: 3 });
    expect(typed.miniatures.boss1).toMatchObject({ health: 3, maxHealth: 3 });
    expect(refused(typed, { kind: 'set-health', miniatureId: 'boss1', health: 4 })).toMatchObject({ rule: 'BOSS-1', params: { max: 3 } });
  });

  it('HLT-8: an eliminated assassin leaves the map, loses its cubes and red base, and is set aside', () => {
    const state = play(startPlay(testSetup({ memoryId: '1.1' })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'attach-red-base', miniatureId: 'a2' });
    const result = accepted(state, { kind: 'eliminate-assassin', miniatureId: 'a2' });
    expect(assassin(result.state, 'a2')).toMatchObject({ condition: 'eliminated', health: 0, cubes: 0, savedCube: false, place: { on: 'off-map' } });
    expect(result.events.map((event) => [event.type, event.rule])).toEqual([
      ['red-base-removed', 'HLT-8'],
      ['assassin-eliminated', 'HLT-8'],
    ]);
    expect(refused(result.state, { kind: 'set-health', miniatureId: 'a2', health: 2 })).toMatchObject({ rule: 'HLT-8' });
    expect(refused(result.state, { kind: 'eliminate-assassin', miniatureId: 'a2' })).toMatchObject({ rule: 'HLT-8' });
  });

  it('EVT-1: the grouped slots hold 0 to 3 cubes', () => {
    expect(refused(startPlay(), { kind: 'set-cubes', miniatureId: 'a1', cubes: 4, savedCube: false })).toMatchObject({ rule: 'EVT-1', field: 'cubes', params: { slots: 3, value: 4 } });
    const result = accepted(startPlay(), { kind: 'set-cubes', miniatureId: 'a1', cubes: 2, savedCube: true });
    expect(result.events).toEqual([{ type: 'cubes-changed', miniatureId: 'a1', miniatureKind: 'assassin', label: 'alessandra', cubes: 2, savedCube: true, fromCubes: 0, fromSavedCube: false }]);
  });

  it('SAVE-1: before memory 0.3 there is no saved-action cube', () => {
    expect(refused(startPlay(testSetup({ memoryId: '0.1' })), { kind: 'set-cubes', miniatureId: 'a1', cubes: 2, savedCube: true })).toMatchObject({ rule: 'SAVE-1', params: { memoryId: '0.1' } });
  });
});
