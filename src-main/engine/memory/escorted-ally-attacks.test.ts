import { describe, expect, it } from 'vitest';
import type { AssignHitsDecision, RetaliationDealDecision, RetaliationRollDecision } from '../../../shared/memory-play/decisions.js';
import type { AllyPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { AttackParticipant, Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { play } from './test-support/play-builders.js';
import { accepted, assassinOf, choose, inAssassinPhase, refused, roll } from './test-support/step-assertions.js';

/** Escorted allies joining a coordinated attack (COORD-4, ESC-1, ESC-3, ESC-4) on a 4×3 test side; assassins enter on A1. Test values only. */
function board(miniatures: StartingMiniature[], allySquare = 'A1'): PlayState {
  return inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'ally', square: allySquare, name: 'Lea' }, ...miniatures] });
}

const melee = (miniatureId: string, dice: number, extra: Partial<AttackParticipant> = {}): AttackParticipant => ({ miniatureId, slot: 'melee', dice, ...extra });
const together = (square: string, ...participants: AttackParticipant[]): Extract<Step, { kind: 'coordinated-attack' }> => ({ kind: 'coordinated-attack', participants, side: 'A', square });
const ally = (state: PlayState) => state.miniatures['ally1'] as AllyPiece;
const agileOn = (square: string, count = 1): StartingMiniature => ({ type: 'guard', square, guardType: 'agile', count });

describe('escorted allies in a coordinated attack (COORD-4, ESC-3)', () => {
  it('COORD-4: an ally on an assassin participant’s square joins with the dice on its card, spending no cube (ESC-1)', () => {
    const state = board([agileOn('A1')]);
    const started = accepted(state, together('A1', melee('a1', 2), melee('a2', 1), melee('ally1', 2)));
    expect(started.state.pending).toMatchObject({ kind: 'attack-roll', rule: 'COORD-2', count: 5, attack: { participants: [{ miniatureId: 'a1' }, { miniatureId: 'a2' }, { miniatureId: 'ally1', dice: 2 }] } });
    expect(assassinOf(started.state, 'a1').cubes).toBe(2);
    expect(assassinOf(started.state, 'a2').cubes).toBe(2);
    expect(started.events.filter((event) => event.type === 'cubes-changed').map((event) => (event as { miniatureId: string }).miniatureId)).toEqual(['a1', 'a2']);
  });

  it('COORD-1: an ally joins an attack of several assassins; one assassin and an ally is no coordinated attack', () => {
    expect(refused(board([agileOn('A1')]), together('A1', melee('a1', 2), melee('ally1', 2)))).toMatchObject({ rule: 'COORD-1', params: { participants: 2, assassins: 1 } });
  });

  it('COORD-4: an ally joins only from the square of an assassin taking part', () => {
    // Lea on B1, both assassins on A1 attacking B1 at range: she shares no square with them.
    const state = board([agileOn('B1')], 'B1');
    const afterTest = state.pending === null ? state : play(state, roll(state, ['blank']));
    const ranged = (miniatureId: string): AttackParticipant => ({ miniatureId, slot: 'ranged', dice: 1 });
    expect(refused(afterTest, together('B1', ranged('a1'), ranged('a2'), melee('ally1', 1)))).toMatchObject({
      rule: 'COORD-4',
      params: { miniatureId: 'ally1', name: 'Lea', side: 'A', square: 'B1' },
      field: 'participants.2.miniatureId',
    });
  });

  it('COORD-4: an ally without attack dice on its card cannot join; ESC-1: it has no cube to spend', () => {
    const state = board([agileOn('A1')]);
    expect(refused(state, together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 0)))).toMatchObject({ rule: 'COORD-4', params: { miniatureId: 'ally1', name: 'Lea', context: 'dice', value: 0 }, field: 'participants.2.dice' });
    expect(refused(state, together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 1, { useSavedCube: true })))).toMatchObject({ rule: 'ESC-1', params: { miniatureId: 'ally1' }, field: 'participants.2.useSavedCube' });
    expect(refused(state, together('A1', melee('a1', 1), melee('a2', 1), { miniatureId: 'ally1', slot: 'hidden-blade', dice: 1 }))).toMatchObject({ rule: 'COORD-4', params: { context: 'slot' } });
  });

  it('HLT-4: an ally with no health left (ESC-4) does nothing', () => {
    const state = play(board([agileOn('A1')]), { kind: 'set-health', miniatureId: 'ally1', health: 0, maxHealth: 2 });
    expect(refused(state, together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 1)))).toMatchObject({ rule: 'HLT-4', params: { miniatureId: 'ally1', context: 'ally' } });
  });

  it('ESC-3: the eye icon on the ally’s card exposes it like an assassin', () => {
    // The agile guard's health typed in the attack form (a test value: 1).
    let state = accepted(board([agileOn('A1')]), { ...together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 1, { eyeIcon: true })), cards: { agile: { health: 1 } } }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit'])).state;
    // The hits take the guard; the ally's eye icon exposes it and nobody else.
    state = accepted(state, choose(state, (state.pending as AssignHitsDecision).options[1]!.id)).state;
    expect(isExposed(state, 'ally1')).toBe(true);
    expect(isExposed(state, 'a1')).toBe(false);
    expect(state.alerts.A).toBe('active');
  });

  it('ESC-4: an ally without health on its card suffers no retaliation; COORD-3 deals the dice among the others', () => {
    let state = accepted(board([agileOn('A1', 2)]), together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 1))).state;
    state = accepted(state, roll(state, ['x', 'x', 'x'])).state;
    // RET-1: every participant is exposed, the ally too (ESC-3), but only the assassins are dealt dice: 4 (CF-CHR-14), 2 each.
    expect(isExposed(state, 'ally1')).toBe(true);
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', rule: 'COORD-3', target: 'a1', count: 2, next: [{ target: 'a2', count: 2 }] });
    expect((state.pending as RetaliationRollDecision).shares).toEqual([
      { miniatureId: 'a1', dice: 2 },
      { miniatureId: 'a2', dice: 2 },
    ]);
  });

  it('ESC-4: an ally whose card shows health is dealt its share and loses health, never below 0', () => {
    let state = play(board([agileOn('A1', 2)]), { kind: 'set-health', miniatureId: 'ally1', health: 2, maxHealth: 2 });
    state = accepted(state, together('A1', melee('a1', 1), melee('a2', 1), melee('ally1', 1))).state;
    state = accepted(state, roll(state, ['x', 'x', 'x'])).state;
    // 4 dice for 3 characters: 1 each and the odd one where the players say (COORD-3, GEN-1).
    expect((state.pending as RetaliationDealDecision).options.map((option) => option.id)).toEqual(['a1x2+a2x1+ally1x1', 'a1x1+a2x2+ally1x1', 'a1x1+a2x1+ally1x2']);
    state = accepted(state, choose(state, 'a1x1+a2x1+ally1x2')).state;
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', target: 'a1', count: 1, next: [{ target: 'a2' }, { target: 'ally1', count: 2 }] });
    state = accepted(state, roll(state, ['enemy-fail'])).state;
    state = accepted(state, roll(state, ['enemy-fail'])).state;
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', target: 'ally1', count: 2 });
    const last = accepted(state, roll(state, ['hit', 'hit']));
    expect(ally(last.state).health).toBe(0);
    expect(last.events).toContainEqual(expect.objectContaining({ type: 'health-changed', miniatureId: 'ally1', from: 2, to: 0, rule: 'ESC-4' }));
    expect(last.state.pending).toBeNull();
  });
});
