import { describe, expect, it } from 'vitest';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import { parseStep } from './parse-step.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { gridSide, play, startPlay, testMap, testSetup } from './test-support/play-builders.js';

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

const crossbowman: Step = { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'B2' };

describe('manual moves of miniatures (GEN-6)', () => {
  it('GEN-6: a guard added by hand comes from the reserve (SET-5) with the next id', () => {
    const start = startPlay();
    const result = accepted(start, crossbowman);
    expect(result.state.miniatures.g7).toEqual({ id: 'g7', kind: 'guard', guardType: 'crossbowman', body: false, place: { on: 'square', side: 'A', square: 'B2' } });
    expect(result.state.reserve.crossbowman).toBe(start.reserve.crossbowman! - 1);
    expect(result.events).toEqual([{ type: 'miniature-added', miniatureId: 'g7', miniatureKind: 'guard', label: 'crossbowman', side: 'A', square: 'B2', body: false }]);
  });

  it('SET-5: no guard can be added once the reserve of its type is empty', () => {
    const side = gridSide({ width: 3, height: 4, miniatures: [] });
    let state = startPlay(testSetup({ map: testMap([side]), eliteType: 'agile' }));
    for (let n = 0; n < 10; n += 1) state = play(state, { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: side.squares[Math.floor(n / 4)]!.ref });
    expect(state.reserve.agile).toBe(0);
    expect(refused(state, { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: 'C4' })).toMatchObject({ rule: 'SET-5', params: { guardType: 'agile', reserve: 0 } });
  });

  it('a guard type the rules do not count (a fury, a card’s extra guard) is placed without a reserve', () => {
    const result = accepted(startPlay(), { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'fury' }, side: 'A', square: 'B2' });
    expect(result.state.reserve).toEqual(startPlay().reserve);
  });

  it('CAP-1: a 5th enemy or body on a square is refused, naming the square and its count', () => {
    // D4 starts with 3 crossbowmen.
    const four = play(startPlay(), { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman', body: true }, side: 'A', square: 'D4' });
    expect(refused(four, { ...crossbowman, square: 'D4' })).toMatchObject({ rule: 'CAP-1', params: { side: 'A', square: 'D4', count: 4, capacity: 4 } });
    expect(refused(four, { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Capitano' }, side: 'A', square: 'D4' })).toMatchObject({ rule: 'CAP-1' });
    expect(refused(four, { kind: 'move-miniature', miniatureId: 'g1', side: 'A', square: 'D4' })).toMatchObject({ rule: 'CAP-1', params: { square: 'D4', count: 4 } });
  });

  it('CAP-3: assassins and allies do not count toward the 4 spaces', () => {
    const four = play(startPlay(), { ...crossbowman, square: 'D4' });
    const state = play(four, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'D4' }, { kind: 'add-miniature', miniature: { kind: 'ally', name: 'Leonardo' }, side: 'A', square: 'D4' });
    expect(state.miniatures.a1!.place).toEqual({ on: 'square', side: 'A', square: 'D4' });
  });

  it('GEN-6: any miniature moves to any square, also across a wall or to the other map', () => {
    const result = accepted(startPlay(), { kind: 'move-miniature', miniatureId: 'g3', side: 'A', square: 'B4' });
    expect(result.state.miniatures.g3!.place).toEqual({ on: 'square', side: 'A', square: 'B4' });
    expect(result.events).toEqual([{ type: 'miniature-moved', miniatureId: 'g3', miniatureKind: 'guard', label: 'crossbowman', fromSide: 'A', fromSquare: 'D4', toSide: 'A', toSquare: 'B4' }]);
  });

  it('a move to a square the map does not have names the square', () => {
    expect(refused(startPlay(), { kind: 'move-miniature', miniatureId: 'g3', side: 'A', square: 'G9' })).toMatchObject({ rule: 'MAP-SQUARE', field: 'square', params: { side: 'A', square: 'G9' } });
    expect(refused(startPlay(), { kind: 'move-miniature', miniatureId: 'g3', side: 'B', square: 'A1' })).toMatchObject({ rule: 'PLAY-UNKNOWN', params: { side: 'B' } });
    expect(refused(startPlay(), { kind: 'move-miniature', miniatureId: 'g99', side: 'A', square: 'A1' })).toMatchObject({ rule: 'PLAY-UNKNOWN', params: { miniatureId: 'g99' } });
  });

  it('BODY-3: a guard or body taken off the map goes back to the reserve', () => {
    const start = startPlay();
    const result = accepted(play(start, { kind: 'set-body', miniatureId: 'g1', body: true }), { kind: 'remove-miniature', miniatureId: 'g1' });
    expect(result.state.miniatures.g1).toBeUndefined();
    expect(result.state.reserve.crossbowman).toBe(start.reserve.crossbowman! + 1);
    expect(result.events).toEqual([{ type: 'miniature-removed', miniatureId: 'g1', miniatureKind: 'guard', label: 'crossbowman', fromSide: 'A', fromSquare: 'C2', toReserve: true }]);
  });

  it('BOSS-7: a boss body taken off the map stays in the record, so its XP still counts', () => {
    const state = play(
      startPlay(),
      { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Capitano', health: 3, xp: 4 }, side: 'A', square: 'B2' },
      { kind: 'set-body', miniatureId: 'boss1', body: true },
      { kind: 'remove-miniature', miniatureId: 'boss1' },
    );
    expect(state.miniatures.boss1).toMatchObject({ kind: 'boss', body: true, xp: 4, place: { on: 'off-map' } });
    expect(refused(state, { kind: 'remove-miniature', miniatureId: 'boss1' })).toMatchObject({ rule: 'PLAY-OFF-MAP' });
  });

  it('GEN-6: an assassin taken off the map keeps its board, and its red base goes back to the supply', () => {
    const result = accepted(play(startPlay(), { kind: 'attach-red-base', miniatureId: 'a1' }), { kind: 'remove-miniature', miniatureId: 'a1' });
    expect(result.state.miniatures.a1).toMatchObject({ kind: 'assassin', health: 3, place: { on: 'off-map' } });
    expect(result.state.redBases[0]!.at).toEqual({ on: 'supply' });
    expect(result.events.map((event) => event.type)).toEqual(['red-base-removed', 'miniature-removed']);
  });

  it('ACT-WPN-6: guards and bosses lie down as bodies and still take a space; others do not', () => {
    const result = accepted(startPlay(), { kind: 'set-body', miniatureId: 'g6', body: true });
    expect(result.events).toEqual([{ type: 'body-changed', miniatureId: 'g6', miniatureKind: 'guard', label: 'agile', side: 'A', square: 'E5', body: true }]);
    expect(refused(startPlay(), { kind: 'set-body', miniatureId: 'a1', body: true })).toMatchObject({ rule: 'ACT-WPN-6', params: { miniatureKind: 'assassin' } });
    expect(refused(result.state, { kind: 'set-body', miniatureId: 'g6', body: true })).toMatchObject({ rule: 'PLAY-UNCHANGED' });
  });

  it('HLT-8: an eliminated assassin is set aside and cannot be moved back', () => {
    const state = play(startPlay(), { kind: 'eliminate-assassin', miniatureId: 'a2' });
    expect(refused(state, { kind: 'move-miniature', miniatureId: 'a2', side: 'A', square: 'A1' })).toMatchObject({ rule: 'HLT-8', params: { miniatureId: 'a2' } });
  });

  it('a step that changes nothing is refused, so it never fills the log', () => {
    expect(refused(startPlay(), { kind: 'move-miniature', miniatureId: 'g1', side: 'A', square: 'C2' })).toMatchObject({ rule: 'PLAY-UNCHANGED' });
  });

  it('names and card health typed at the table are checked', () => {
    expect(refused(startPlay(), { kind: 'add-miniature', miniature: { kind: 'ally', name: '  ' }, side: 'A', square: 'B2' })).toMatchObject({ rule: 'PLAY-VALUE', field: 'miniature.name' });
    expect(refused(startPlay(), { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Capitano', health: 0 }, side: 'A', square: 'B2' })).toMatchObject({ rule: 'PLAY-VALUE', field: 'miniature.health' });
    expect(refused(startPlay(), { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'Not A Type' }, side: 'A', square: 'B2' })).toMatchObject({ rule: 'PLAY-VALUE', field: 'miniature.guardType' });
  });
});

describe('a correction by hand (GEN-6)', () => {
  /** A 3-square street: a wall between A1 and B1, a crossbowman on B1, the assassins entering on A1. */
  function walled(): PlayState {
    const side = gridSide({ width: 3, height: 1, edges: [{ a: 'A1', b: 'B1', kind: 'wall' }], miniatures: [{ type: 'assassins', square: 'A1' }, { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 }] });
    return play(startPlay(testSetup({ map: testMap([side]) })), { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
  }

  it('GEN-6, ACT-MOV-1: through a wall the move is refused; the same square by hand is a correction naming the rule it sets aside, with no cube, test or hunt', () => {
    const state = walled();
    const assassin = state.miniatures.a1 as AssassinPiece;
    expect(refused(state, { kind: 'move', miniatureId: 'a1', side: 'A', square: 'B1' })).toMatchObject({ rule: 'ACT-MOV-1', params: { square: 'B1', fromSquare: 'A1' } });
    const result = accepted(state, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1', setsAside: 'ACT-MOV-1' });
    expect(result.events).toEqual([
      { type: 'miniature-moved', miniatureId: 'a1', miniatureKind: 'assassin', label: assassin.characterId, fromSide: 'A', fromSquare: 'A1', toSide: 'A', toSquare: 'B1', rule: 'GEN-6', setsAside: 'ACT-MOV-1' },
    ]);
    expect(result.state.miniatures.a1).toMatchObject({ place: { on: 'square', side: 'A', square: 'B1' }, cubes: assassin.cubes });
    // ACT-MOV-2 is set aside with the move: no detection test waits.
    expect(result.state.pending).toBeNull();
  });

  it('GEN-6: a plain move by hand stays a manual step, told apart from a correction by its event', () => {
    const result = accepted(walled(), { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'C1' });
    expect(result.events[0]).not.toHaveProperty('setsAside');
    expect(result.events[0]).not.toHaveProperty('rule');
  });

  it('PLAY-VALUE: a correction names one of the rules a hand move sets aside, or it is refused at that field where the step enters', () => {
    const parsed = parseStep({ kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1', setsAside: 'CAP-1' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.refusal).toMatchObject({ rule: 'PLAY-VALUE', field: 'setsAside' });
    expect(parseStep({ kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1', setsAside: 'ACT-MOV-1' }).ok).toBe(true);
  });
});
