import { describe, expect, it } from 'vitest';
import type { MapFeature, StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed, isInHidingSpot } from './board-queries.js';
import { play } from './test-support/play-builders.js';
import { accepted, assassinOf, choose, inAssassinPhase, refused, roll } from './test-support/step-assertions.js';

/** Hiding spots (MAP-HID) on a 4×3 test side; the assassins enter on A1; a haystack on B1. Test values only. */
const HAYSTACK: MapFeature = { type: 'hiding-spot', square: 'B1', kind: 'haystack' };

function board(miniatures: StartingMiniature[] = [], features: MapFeature[] = [HAYSTACK]): PlayState {
  return inAssassinPhase({ width: 4, height: 3, features, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
}

const enter = (miniatureId: string): Step => ({ kind: 'enter-hiding-spot', miniatureId });
const leave = (miniatureId: string): Step => ({ kind: 'leave-hiding-spot', miniatureId });
const move = (miniatureId: string, square: string): Step => ({ kind: 'move', miniatureId, side: 'A', square });
const expose = (miniatureId: string): Step => ({ kind: 'attach-red-base', miniatureId });

describe('hiding spots (MAP-HID)', () => {
  it('MAP-HID-1: a hiding spot is entered only on a square that has one', () => {
    expect(refused(board(), enter('a1'))).toMatchObject({ rule: 'MAP-HID-1', params: { miniatureId: 'a1', square: 'A1' } });
  });

  it('MAP-HID-2: entering costs 0 actions and puts the miniature on the spot; one character per spot', () => {
    let state = play(board(), move('a1', 'B1'), move('a2', 'B1'));
    const result = accepted(state, enter('a1'));
    expect(assassinOf(result.state, 'a1')).toMatchObject({ cubes: 2, place: { on: 'square', square: 'B1', hidingSpot: true } });
    expect(result.events).toEqual([expect.objectContaining({ type: 'hiding-spot-entered', miniatureId: 'a1', square: 'B1', rule: 'MAP-HID-2' })]);
    state = result.state;
    expect(refused(state, enter('a2'))).toMatchObject({ rule: 'MAP-HID-2', params: { miniatureId: 'a2', occupantId: 'a1', spot: 'haystack' } });
  });

  it('MAP-HID-3: exposed, it enters only with no enemy on the square, then is incognito and leaves its red base there', () => {
    const guarded = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), move('a1', 'B1'));
    // The incognito move into the guard's square is tested (ACT-MOV-2); a blank keeps it incognito.
    const incognito = play(guarded, roll(guarded, ['blank']));
    expect(accepted(incognito, enter('a1')).state.miniatures['a1']!.place).toMatchObject({ hidingSpot: true });
    const exposed = play(incognito, expose('a1'));
    expect(refused(exposed, enter('a1'))).toMatchObject({ rule: 'MAP-HID-3', params: { miniatureId: 'a1', enemies: 1 } });

    const alone = play(board(), move('a1', 'B1'), expose('a1'));
    const hidden = accepted(alone, enter('a1'));
    expect(isExposed(hidden.state, 'a1')).toBe(false);
    expect(hidden.state.redBases.filter((base) => base.at.on === 'loose')).toEqual([expect.objectContaining({ at: { on: 'loose', side: 'A', square: 'B1' } })]);
  });

  it('MAP-HID-4, RST-2: hunters arriving do not test a character in a hiding spot; in a restricted area they find it there and expose it, with no test', () => {
    // a2 waits on B1; a1, exposed on A1 among 2 guards, steps to B1 and 1 of them hunts it (HUNT-1).
    const guards: StartingMiniature[] = [{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 2 }];
    const hunt = (state: PlayState) => {
      const moved = play(state, expose('a1'), move('a1', 'B1'));
      return play(moved, choose(moved, moved.pending!.options[0]!.id));
    };
    const waiting = play(board(guards), move('a2', 'B1'));
    expect(hunt(waiting).pending).toMatchObject({ kind: 'detection-roll', sets: [{ miniatureId: 'a2', involved: 'character' }] });
    expect(hunt(play(waiting, enter('a2'))).pending).toBeNull();

    const restricted = hunt(play(board(guards, [HAYSTACK, { type: 'restricted', square: 'B1' }]), move('a2', 'B1'), enter('a2')));
    expect(restricted.pending).toBeNull();
    expect(isExposed(restricted, 'a2')).toBe(true);
    // MAP-HID-6: exposed, it is put on the square beside the spot.
    expect(isInHidingSpot(restricted.miniatures['a2']!.place)).toBe(false);
    expect(restricted.alerts.A).toBe('active');
  });

  it('MAP-HID-5: from the spot only the hidden blade attacks; leaving costs 0 and is tested where enemies stand', () => {
    const start = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), move('a1', 'B1'));
    const hidden = play(start, roll(start, ['blank']), enter('a1'));
    const attack = (slot: 'melee' | 'hidden-blade'): Step => ({ kind: 'attack', miniatureId: 'a1', slot, dice: 1, side: 'A', square: 'B1' });
    expect(refused(hidden, attack('melee'))).toMatchObject({ rule: 'MAP-HID-5', params: { miniatureId: 'a1', slot: 'melee' } });
    expect(accepted(hidden, attack('hidden-blade')).state.pending).toMatchObject({ kind: 'attack-roll' });
    expect(refused(hidden, move('a1', 'C1'))).toMatchObject({ rule: 'MAP-HID-5', params: { miniatureId: 'a1', action: 'move' } });
    expect(refused(board(), leave('a1'))).toMatchObject({ rule: 'MAP-HID-5', params: { miniatureId: 'a1' } });

    const left = accepted(hidden, leave('a1'));
    expect(assassinOf(left.state, 'a1')).toMatchObject({ cubes: 2, place: { on: 'square', side: 'A', square: 'B1' } });
    expect(isInHidingSpot(left.state.miniatures['a1']!.place)).toBe(false);
    // DET-1 (c): one die for the guard on the square.
    expect(left.state.pending).toMatchObject({ kind: 'detection-roll', square: 'B1', count: 1, sets: [{ miniatureId: 'a1' }] });
  });

  it('MAP-HID-6: exposed in the spot by a retaliation after a hidden-blade attack, it is put on the square outside', () => {
    const start = play(board([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }]), move('a1', 'B1'));
    let state = play(start, roll(start, ['blank']), enter('a1'), { kind: 'attack', miniatureId: 'a1', slot: 'hidden-blade', dice: 1, side: 'A', square: 'B1' });
    const rolled = accepted(state, roll(state, ['x']));
    state = rolled.state;
    expect(isExposed(state, 'a1')).toBe(true);
    expect(state.miniatures['a1']!.place).toEqual({ on: 'square', side: 'A', square: 'B1' });
    expect(rolled.events).toContainEqual(expect.objectContaining({ type: 'hiding-spot-left', miniatureId: 'a1', rule: 'MAP-HID-6' }));
    // RET-1: the guard that survived retaliates.
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll' });
  });
});
