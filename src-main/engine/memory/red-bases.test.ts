import { describe, expect, it } from 'vitest';
import { isExposed } from './board-queries.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { play, startPlay, testAssassins, testSetup } from './test-support/play-builders.js';

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

describe('red bases (STL-*)', () => {
  it('STL-1: a character with a red base clipped on is exposed; without one, incognito', () => {
    const state = play(startPlay(), { kind: 'attach-red-base', miniatureId: 'a1' });
    expect(isExposed(state, 'a1')).toBe(true);
    expect(isExposed(state, 'a2')).toBe(false);
  });

  it('STL-1: guards are never exposed or incognito', () => {
    expect(refused(startPlay(), { kind: 'attach-red-base', miniatureId: 'g1' })).toMatchObject({ rule: 'STL-1', params: { miniatureId: 'g1', miniatureKind: 'guard' } });
  });

  it('STL-3: a red base left on the square is the one clipped on', () => {
    const state = play(startPlay(), { kind: 'attach-red-base', miniatureId: 'a1' }, { kind: 'detach-red-base', miniatureId: 'a1' }, { kind: 'place-red-base', side: 'A', square: 'A5' });
    // r1 lies loose on A5 (left by a1), r2 too (placed); a2 also stands on A5.
    const result = accepted(state, { kind: 'attach-red-base', miniatureId: 'a2' });
    expect(result.events).toEqual([{ type: 'red-base-attached', redBaseId: 'r1', substitute: false, fromSide: 'A', fromSquare: 'A5', miniatureId: 'a2', miniatureKind: 'assassin', label: 'bastiano', rule: 'STL-3' }]);
  });

  it('STL-6: an exposed character becoming incognito leaves its red base on its square', () => {
    const state = play(startPlay(), { kind: 'attach-red-base', miniatureId: 'a1' }, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B5' });
    const result = accepted(state, { kind: 'detach-red-base', miniatureId: 'a1' });
    expect(result.state.redBases[0]).toEqual({ id: 'r1', substitute: false, at: { on: 'loose', side: 'A', square: 'B5' } });
    expect(result.events[0]).toMatchObject({ type: 'red-base-detached', redBaseId: 'r1', side: 'A', square: 'B5', rule: 'STL-6' });
  });

  it('STL-9: once the 5 red bases are on the map a substitute marker stands in, and leaves play when taken off', () => {
    let state = startPlay(testSetup({ assassins: testAssassins(4) }));
    for (const square of ['B1', 'B2', 'B3', 'B4', 'B5']) state = play(state, { kind: 'place-red-base', side: 'A', square });
    const result = accepted(state, { kind: 'attach-red-base', miniatureId: 'a3' });
    expect(result.events[0]).toMatchObject({ type: 'red-base-attached', redBaseId: 's1', substitute: true, rule: 'STL-9' });
    const removed = play(result.state, { kind: 'remove-red-base', redBaseId: 's1' });
    expect(removed.redBases.map((base) => base.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(isExposed(removed, 'a3')).toBe(false);
  });

  it('a red base already in the supply cannot be removed again', () => {
    expect(refused(startPlay(), { kind: 'remove-red-base', redBaseId: 'r1' })).toMatchObject({ rule: 'PLAY-UNCHANGED' });
    expect(refused(startPlay(), { kind: 'remove-red-base', redBaseId: 'r9' })).toMatchObject({ rule: 'PLAY-UNKNOWN', params: { redBaseId: 'r9' } });
  });
});
