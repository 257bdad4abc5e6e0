import { describe, expect, it } from 'vitest';
import type { AssignHitsDecision, RetaliationDealDecision, RetaliationRollDecision } from '../../../shared/memory-play/decisions.js';
import type { MapFeature, SquareKind, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { AttackParticipant, Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { play } from './test-support/play-builders.js';
import { accepted, assassinOf, choose, inAssassinPhase, refused, roll, standingGuards } from './test-support/step-assertions.js';

/** Coordinated attacks (COORD) and canal limits (MAP-CAN-2) on a 4×3 test side; the assassins enter on A1. Test values only. */
function board(miniatures: StartingMiniature[] = [], options: { kinds?: Record<string, SquareKind>; features?: MapFeature[] } = {}): PlayState {
  return inAssassinPhase({ width: 4, height: 3, kinds: options.kinds, features: options.features, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
}

const melee = (miniatureId: string, dice = 2): AttackParticipant => ({ miniatureId, slot: 'melee', dice });
const ranged = (miniatureId: string, dice = 2): AttackParticipant => ({ miniatureId, slot: 'ranged', dice });
const together = (square: string, ...participants: AttackParticipant[]): Extract<Step, { kind: 'coordinated-attack' }> => ({ kind: 'coordinated-attack', participants, side: 'A', square });
const move = (miniatureId: string, square: string): Step => ({ kind: 'move', miniatureId, side: 'A', square });

describe('coordinated attack (COORD)', () => {
  it('COORD-1: several assassins, each spending 1 action of its own', () => {
    const state = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }]);
    expect(refused(state, together('A1', melee('a1')))).toMatchObject({ rule: 'COORD-1', params: { participants: 1 } });
    expect(refused(state, together('A1', melee('a1'), melee('a1')))).toMatchObject({ rule: 'COORD-1', field: 'participants.1.miniatureId' });
    const started = accepted(state, together('A1', melee('a1'), melee('a2', 3)));
    expect(assassinOf(started.state, 'a1').cubes).toBe(2);
    expect(assassinOf(started.state, 'a2').cubes).toBe(2);
    // COORD-2: one pool of white dice, the participants' dice in order.
    expect(started.state.pending).toMatchObject({ kind: 'attack-roll', rule: 'COORD-2', count: 5, attack: { participants: [{ miniatureId: 'a1', dice: 2 }, { miniatureId: 'a2', dice: 3 }] } });
  });

  it('COORD-1: a participant without cubes refuses the whole attack, and nobody pays', () => {
    const tired = play(board(), move('a2', 'B1'), move('a2', 'A1'), move('a2', 'B1'));
    expect(refused(tired, together('B1', ranged('a1'), melee('a2')))).toMatchObject({ rule: 'ASP-1', params: { miniatureId: 'a2' }, field: 'participants.1.miniatureId' });
  });

  it('COORD-2: the target must be in reach of every participant; the pooled hits fall where the players say', () => {
    let state = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 3 }]), move('a2', 'B1'));
    state = play(state, roll(state, ['blank', 'blank', 'blank']));
    // a1 on A1 cannot reach B1 with a melee weapon.
    expect(refused(state, together('B1', melee('a1'), melee('a2')))).toMatchObject({ rule: 'COORD-2', params: { miniatureId: 'a1', slot: 'melee', square: 'B1' }, field: 'participants.0.square' });
    // ACT-WPN-5: the crossbowman's health typed in the attack form (a test value: 1).
    state = accepted(state, { ...together('B1', ranged('a1', 1), melee('a2', 2)), cards: { crossbowman: { health: 1 } } }).state;
    // a1's die shows a special, a2's dice a hit and a special: both weapons' abilities trigger once each.
    const rolled = accepted(state, roll(state, ['special', 'hit', 'special']));
    const decision = rolled.state.pending as AssignHitsDecision;
    expect(decision).toMatchObject({ kind: 'assign-hits', hits: 3, special: true, specialFrom: ['a1', 'a2'] });
    const guards = standingGuards(rolled.state, 'B1');
    const after = accepted(rolled.state, choose(rolled.state, guards.join('+')));
    expect(standingGuards(after.state, 'B1')).toEqual([]);
    expect(after.state.pending).toBeNull();
  });

  it('COORD-3, RET-2, RET-3: each enemy retaliates once; the pooled dice are dealt as evenly as possible, a melee enemy’s only to the participant on its square', () => {
    // An agile guard (melee, 2 dice, CF-CHR-14) and a crossbowman (ranged, 1 die, CF-CHR-13) on B1; a2 strikes from B1, a1 throws from A1.
    let state = play(
      board([
        { type: 'guard', square: 'B1', guardType: 'agile', count: 1 },
        { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 },
      ]),
      move('a2', 'B1'),
    );
    state = play(state, roll(state, ['blank', 'blank']));
    state = accepted(state, together('B1', ranged('a1', 1), melee('a2', 1))).state;
    state = accepted(state, roll(state, ['x', 'x'])).state;
    expect(isExposed(state, 'a1')).toBe(true);
    expect(isExposed(state, 'a2')).toBe(true);
    const agile = Object.values(state.miniatures).find((m) => m.kind === 'guard' && m.guardType === 'agile')!.id;
    const crossbowman = Object.values(state.miniatures).find((m) => m.kind === 'guard' && m.guardType === 'crossbowman')!.id;
    // 3 dice in all, rolled once each: the agile guard's 2 can only go to a2, so the crossbowman's goes to a1 (1 and 2: as even as it gets).
    const first = state.pending as RetaliationRollDecision;
    expect(first).toMatchObject({ kind: 'retaliation-roll', rule: 'COORD-3', target: 'a1', retaliators: [crossbowman], count: 1, shares: [{ miniatureId: 'a1', dice: 1 }, { miniatureId: 'a2', dice: 2 }] });
    // The faces typed must be the share.
    expect(refused(state, roll(state, ['hit', 'hit']))).toMatchObject({ rule: 'COORD-3', params: { miniatureId: 'a1', count: 1, faces: 2 }, field: 'faces' });
    state = accepted(state, roll(state, ['hit'])).state;
    expect(assassinOf(state, 'a1').health).toBe(2);
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', target: 'a2', retaliators: [agile, crossbowman].sort(), count: 2 });
    const last = accepted(state, roll(state, ['hit', 'hit']));
    expect(assassinOf(last.state, 'a2').health).toBe(1);
    expect(last.state.pending).toBeNull();
  });

  it('COORD-3, GEN-1: when the pool does not divide evenly, the players deal the odd die: every legal deal is listed', () => {
    // Both on A1 with an agile guard (2 dice) and a crossbowman (1 die): 3 dice for 2 participants.
    let state = board([
      { type: 'guard', square: 'A1', guardType: 'agile', count: 1 },
      { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 },
    ]);
    state = accepted(state, together('A1', melee('a1', 1), melee('a2', 1))).state;
    state = accepted(state, roll(state, ['x', 'hit'])).state;
    const deal = state.pending as RetaliationDealDecision;
    expect(deal).toMatchObject({ kind: 'retaliation-deal', rule: 'COORD-3', pool: 3 });
    expect(deal.options.map((option) => option.id)).toEqual(['a1x2+a2x1', 'a1x1+a2x2']);
    state = accepted(state, choose(state, 'a1x1+a2x2')).state;
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', target: 'a1', count: 1, next: [{ target: 'a2', count: 2 }] });
  });

  it('COORD-3, UNK-7: the retaliation is dealt before it is rolled, so an enemy’s black dice (and, at a distance, its weapon) are typed in the attack form when no card gives them', () => {
    // SET-5: an elite the rulebooks do not describe, with no card entered.
    const close = board([{ type: 'guard', square: 'A1', guardType: 'brute', count: 1 }]);
    expect(refused(close, together('A1', melee('a1'), melee('a2')))).toMatchObject({ rule: 'UNK-7', params: { card: 'brute', context: 'blackDice' }, field: 'cards.brute.blackDice' });
    // Everyone on its square: its weapon does not matter.
    expect(accepted(close, { ...together('A1', melee('a1'), melee('a2')), cards: { brute: { blackDice: 3 } } }).state.tableCards).toEqual({ brute: { blackDice: 3 } });
    let far = play(board([{ type: 'guard', square: 'B1', guardType: 'brute', count: 1 }]), move('a2', 'B1'));
    far = play(far, roll(far, ['blank']));
    expect(refused(far, { ...together('B1', ranged('a1'), melee('a2')), cards: { brute: { blackDice: 3 } } })).toMatchObject({ rule: 'UNK-7', params: { card: 'brute', context: 'weapon' } });
    // Typed as melee: it reaches only a2 on its square, so a2 takes all 3 dice.
    let typed = accepted(far, { ...together('B1', ranged('a1', 1), melee('a2', 1)), cards: { brute: { blackDice: 3, weapon: 'melee' } } }).state;
    typed = accepted(typed, roll(typed, ['x', 'hit'])).state;
    expect(typed.pending).toMatchObject({ kind: 'retaliation-roll', target: 'a2', count: 3, next: [], shares: [{ miniatureId: 'a1', dice: 0 }, { miniatureId: 'a2', dice: 3 }] });
  });
});

describe('canal limits (MAP-CAN-2)', () => {
  it('MAP-CAN-2: in a canal an assassin uses no ranged weapon and no bulky one', () => {
    const state = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }], { kinds: { A1: 'canal' } });
    const attack = (slot: 'melee' | 'ranged', bulky?: boolean): Step => ({ kind: 'attack', miniatureId: 'a1', slot, dice: 1, side: 'A', square: 'A1', ...(bulky === undefined ? {} : { bulky }) });
    expect(refused(state, attack('ranged'))).toMatchObject({ rule: 'MAP-CAN-2', params: { miniatureId: 'a1', slot: 'ranged' } });
    expect(refused(state, attack('melee', true))).toMatchObject({ rule: 'MAP-CAN-2', params: { bulky: true }, field: 'bulky' });
    expect(refused(state, together('A1', ranged('a1'), melee('a2')))).toMatchObject({ rule: 'MAP-CAN-2', field: 'participants.0.slot' });
    expect(accepted(state, attack('melee')).state.pending).toMatchObject({ kind: 'attack-roll' });
  });
});
