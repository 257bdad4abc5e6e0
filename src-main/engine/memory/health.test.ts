import { describe, expect, it } from 'vitest';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { reduce } from './reduce.js';
import { play, startPlay, testAssassins, testSetup, wholeTurn } from './test-support/play-builders.js';
import { whatNext } from './what-next.js';

/** Health in play (HLT-*, APP-2): test values only (3 health of 3). */

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const [eventStep, assassinStep, endAssassin, reinforcement, movement, combat, endTurn] = wholeTurn();
const toEndOfTurn: Step[] = [endAssassin!, reinforcement!, movement!, combat!];

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

describe('health (HLT)', () => {
  it('HLT-6: critical in turn 1 and unhealed when turn 2 ends: eliminated, the hidden blade to the bag (HLT-9)', () => {
    const setup = testSetup({ assassins: testAssassins(2).map((a, index) => (index === 0 ? { ...a, equipment: [{ slot: 'hidden-blade' as const, name: 'Hidden blade' }, { slot: 'melee' as const, name: 'Sword' }] } : a)) });
    let state = play(startPlay(setup), eventStep!, assassinStep!, { kind: 'set-health', miniatureId: 'a1', health: 0 }, ...toEndOfTurn);
    const first = accepted(state, endTurn!);
    // Still turn 1's critical at the end of turn 1: the deadline is the end of turn 2.
    expect(assassin(first.state, 'a1')).toMatchObject({ condition: 'critical', criticalSinceTurn: 1 });
    state = play(first.state, eventStep!, assassinStep!, ...toEndOfTurn);
    const second = accepted(state, endTurn!);
    expect(assassin(second.state, 'a1')).toMatchObject({ condition: 'eliminated', place: { on: 'off-map' } });
    expect(second.events[0]).toEqual({ type: 'assassin-eliminated', miniatureId: 'a1', miniatureKind: 'assassin', label: 'alessandra', toBag: ['Hidden blade'], rule: 'HLT-6' });
    expect(assassin(second.state, 'a2').condition).toBe('full');
  });

  it('HLT-5, HLT-6: healed in time, the assassin is not eliminated and may use its cubes at once', () => {
    let state = play(startPlay(), eventStep!, assassinStep!, { kind: 'set-health', miniatureId: 'a1', health: 0 });
    expect(reduce(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A4' })).toMatchObject({ ok: false, refusal: { rule: 'HLT-4' } });
    state = play(state, { kind: 'set-health', miniatureId: 'a1', health: 1 });
    expect(assassin(state, 'a1')).toMatchObject({ condition: 'injured', criticalSinceTurn: null });
    state = play(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A4' }, ...toEndOfTurn, endTurn!, ...wholeTurn());
    expect(assassin(state, 'a1').condition).toBe('injured');
  });

  it('FAIL-1: with every assassin eliminated, what comes next is ending the memory in failure', () => {
    const state = play(startPlay(), { kind: 'eliminate-assassin', miniatureId: 'a1' });
    expect(whatNext(state)).toMatchObject({ kind: 'tracker', move: 'begin-event-phase' });
    const all = play(state, { kind: 'eliminate-assassin', miniatureId: 'a2' });
    expect(whatNext(all)).toEqual({ kind: 'tracker', move: 'end-memory', rule: 'FAIL-1' });
  });

  it('APP-2: an apprentice takes the assassins’ actions', () => {
    const setup = testSetup({ assassins: testAssassins(2).map((a) => ({ ...a, apprentice: true })) });
    const state = play(startPlay(setup), eventStep!, assassinStep!, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A4' }, { kind: 'save-cube', miniatureId: 'a2' });
    expect(assassin(state, 'a1')).toMatchObject({ apprentice: true, cubes: 2, place: { square: 'A4' } });
    expect(assassin(state, 'a2')).toMatchObject({ cubes: 2, savedCube: true });
  });
});
