import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../../../shared/memory-play/map/map-types.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { allowed } from './allowed.js';
import { play } from './test-support/play-builders.js';
import { inAssassinPhase } from './test-support/step-assertions.js';

/**
 * The seam every step passes before its rule (allowed.ts), for the places an action is taken
 * from. A 4×3 test side: a tower by B1, C1, B2, C2 with a cart at its foot C2; the assassins enter
 * on B1. The lists below are written from the rule texts, not from the moves' declarations.
 */
const TOWER: MapFeature = { type: 'tower', variant: 'tower', squares: ['B1', 'C1', 'B2', 'C2'], foot: 'C2' };
const CART: MapFeature = { type: 'hiding-spot', square: 'C2', kind: 'cart' };
const board = () => inAssassinPhase({ width: 4, height: 3, features: [TOWER, CART], miniatures: [{ type: 'assassins', square: 'B1' }] });

/** One step of each action an assassin takes by itself (a coordinated attack names no single actor). */
const ACTIONS: readonly Step[] = [
  { kind: 'save-cube', miniatureId: 'a1' },
  { kind: 'move', miniatureId: 'a1', side: 'A', square: 'A1' },
  { kind: 'work-objective', miniatureId: 'a1', objectiveId: 'A:B1', cubes: 1 },
  { kind: 'fast-travel', miniatureId: 'a1' },
  { kind: 'attack', miniatureId: 'a1', slot: 'hidden-blade', dice: 1, side: 'A', square: 'C2' },
  { kind: 'open-chest', miniatureId: 'a1' },
  { kind: 'hide-bodies', miniatureId: 'a1', searched: 0 },
  { kind: 'use-card', miniatureId: 'a1', card: 'Test card', cost: 0 },
  { kind: 'trade', miniatureId: 'a1', withIds: ['a2'] },
  { kind: 'enter-hiding-spot', miniatureId: 'a1' },
  { kind: 'leave-hiding-spot', miniatureId: 'a1' },
  { kind: 'climb-tower', miniatureId: 'a1' },
  { kind: 'synchronize', miniatureId: 'a1' },
  { kind: 'leap-of-faith', miniatureId: 'a1' },
  { kind: 'glide', miniatureId: 'a1', card: 'Test parachute', cost: 1, side: 'A', square: 'D3' },
  { kind: 'equip', miniatureId: 'a1', card: { name: 'Test dagger', cardType: 'none' }, slot: 'inventory-1' },
  { kind: 'move-card', miniatureId: 'a1', from: 'melee', to: 'inventory-2' },
];

/** MAP-TWR-4, MAP-TWR-6, MAP-TWR-8: synchronize, leap, equipment; and the board's own keeping (a saved cube, cards in slots). */
const FROM_THE_TOP = ['synchronize', 'leap-of-faith', 'use-card', 'glide', 'save-cube', 'equip', 'move-card'];
/** MAP-HID-5: the hidden blade, hiding bodies, equipment, the board's keeping, and getting out (or in). */
const FROM_A_SPOT = ['attack', 'hide-bodies', 'use-card', 'save-cube', 'equip', 'move-card', 'enter-hiding-spot', 'leave-hiding-spot'];

describe('where an action may be taken from (the seam before every rule)', () => {
  it('MAP-TWR-3, MAP-TWR-5: at the top of a tower only its own actions pass; an attack names MAP-TWR-5, anything else MAP-TWR-3', () => {
    const up = play(board(), { kind: 'climb-tower', miniatureId: 'a1' });
    for (const step of ACTIONS) {
      const refusal = allowed(up, step);
      if (FROM_THE_TOP.includes(step.kind)) expect(refusal, step.kind).toBeNull();
      else expect(refusal, step.kind).toMatchObject({ rule: step.kind === 'attack' ? 'MAP-TWR-5' : 'MAP-TWR-3', params: { miniatureId: 'a1' } });
    }
  });

  it('MAP-HID-5: in a hiding spot only the hidden blade, bodies, equipment, the board and the spot itself pass', () => {
    const hidden = play(board(), { kind: 'move', miniatureId: 'a1', side: 'A', square: 'C1' }, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'C2' }, { kind: 'enter-hiding-spot', miniatureId: 'a1' });
    for (const step of ACTIONS) {
      const refusal = allowed(hidden, step);
      if (FROM_A_SPOT.includes(step.kind)) expect(refusal, step.kind).toBeNull();
      else expect(refusal, step.kind).toMatchObject({ rule: 'MAP-HID-5', params: { miniatureId: 'a1', action: step.kind } });
    }
  });

  it('GEN-1: while a question waits only an answer passes; PLAY-ENDED: nothing passes once the memory ended', () => {
    const state = board();
    const waiting = { ...state, pending: { id: 'd1', kind: 'place-assassin', rule: 'SET-9', miniatureId: 'a1', options: [] } } as unknown as typeof state;
    expect(allowed(waiting, { kind: 'end-assassin-phase' })).toMatchObject({ rule: 'GEN-1', params: { decisionId: 'd1' } });
    expect(allowed(waiting, { kind: 'choose', decisionId: 'd1', optionId: 'x' })).toBeNull();
    expect(allowed(waiting, { kind: 'roll', decisionId: 'd1', mode: 'entered', faces: [] })).toBeNull();
    const ended = play(state, { kind: 'end-memory', outcome: 'success' });
    expect(allowed(ended, { kind: 'end-turn' })).toMatchObject({ rule: 'PLAY-ENDED' });
  });

  it('TURN-1: a step of the turn tracker only in its moment; the end of turn also in the moment after the enemy stages (SAVE-3)', () => {
    const state = board();
    expect(allowed(state, { kind: 'end-turn' })).toMatchObject({ rule: 'TURN-1', params: { step: 'end-turn', phase: 'assassin', expected: 'end' } });
    expect(allowed(state, { kind: 'begin-assassin-phase' })).toMatchObject({ rule: 'TURN-1', params: { expected: 'event' } });
    expect(allowed(state, { kind: 'end-assassin-phase' })).toBeNull();
    const afterCombat = { ...state, phase: 'enemy' as const, enemyStage: null };
    expect(allowed(afterCombat, { kind: 'end-turn' })).toBeNull();
    // Still the enemy phase: its manual advance passes the seam and meets its own rule (ENM-1).
    expect(allowed(afterCombat, { kind: 'end-enemy-stage', stage: 'combat' })).toBeNull();
    expect(allowed({ ...state, phase: 'enemy', enemyStage: 'movement' }, { kind: 'end-turn' })).toMatchObject({ rule: 'TURN-1', params: { phase: 'enemy', expected: 'end' } });
    // The end of the memory may be said at any moment (END-3, FAIL-1).
    expect(allowed(state, { kind: 'end-memory', outcome: 'failure' })).toBeNull();
  });
});
