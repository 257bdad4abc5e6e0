import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { play, sixBySixSide, startPlay, testMap, testSetup } from './test-support/play-builders.js';

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

const twoMaps = () =>
  play(
    startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) })),
    { kind: 'choose', decisionId: 'd1', optionId: 'A:A5' },
    { kind: 'choose', decisionId: 'd2', optionId: 'B:A5' },
  );

describe('tokens and settings set by hand (GEN-6)', () => {
  it('TWO-1, ALR-5: each map has its own alert; flipping one leaves the other', () => {
    const result = accepted(twoMaps(), { kind: 'set-alert', side: 'B', alert: 'active' });
    expect(result.state.alerts).toEqual({ A: 'inactive', B: 'active' });
    expect(result.events).toEqual([{ type: 'alert-changed', side: 'B', alert: 'active' }]);
  });

  it('ALR-3: the alert can be switched off by hand, for the card that does it', () => {
    const state = play(startPlay(), { kind: 'set-alert', side: 'A', alert: 'active' }, { kind: 'set-alert', side: 'A', alert: 'inactive' });
    expect(state.alerts.A).toBe('inactive');
    expect(refused(state, { kind: 'set-alert', side: 'A', alert: 'inactive' })).toMatchObject({ rule: 'PLAY-UNCHANGED' });
    expect(refused(state, { kind: 'set-alert', side: 'B', alert: 'active' })).toMatchObject({ rule: 'PLAY-UNKNOWN', params: { side: 'B' } });
  });

  it('ACT-OBJ-4: objectives are marked completed or open again by their id', () => {
    const start = startPlay();
    expect(start.objectives.map((objective) => [objective.id, objective.completed])).toEqual([
      ['A:C2', false],
      ['A:E5', false],
    ]);
    const result = accepted(start, { kind: 'set-objective', objectiveId: 'A:C2', completed: true });
    expect(result.events).toEqual([{ type: 'objective-changed', objectiveId: 'A:C2', side: 'A', square: 'C2', completed: true, rule: 'ACT-OBJ-4' }]);
    expect(refused(start, { kind: 'set-objective', objectiveId: 'A:A1', completed: true })).toMatchObject({ rule: 'PLAY-UNKNOWN' });
  });

  it('MAP-CHS-1: a chest is marked opened', () => {
    const result = accepted(startPlay(), { kind: 'set-chest', chestId: 'A:F1', opened: true });
    expect(result.state.chests).toEqual([{ id: 'A:F1', side: 'A', square: 'F1', opened: true }]);
  });

  it('DIFF-3: once easy is played, easy stays used after switching back to normal', () => {
    const state = play(startPlay(), { kind: 'set-difficulty', difficulty: 'easy' }, { kind: 'set-difficulty', difficulty: 'normal' });
    expect([state.difficulty, state.easyUsed]).toEqual(['normal', true]);
  });

  it('DIFF-3: easy cannot be marked unused while the memory is played on easy; it can be corrected otherwise', () => {
    const easy = play(startPlay(), { kind: 'set-difficulty', difficulty: 'easy' });
    expect(refused(easy, { kind: 'set-easy-used', easyUsed: false })).toMatchObject({ rule: 'DIFF-3' });
    const corrected = play(easy, { kind: 'set-difficulty', difficulty: 'normal' }, { kind: 'set-easy-used', easyUsed: false });
    expect(corrected.easyUsed).toBe(false);
    expect(play(startPlay(), { kind: 'set-easy-used', easyUsed: true }).easyUsed).toBe(true);
  });

  it('DIFF-1: the difficulty changes during play from memory 0.2 on; DIFF-L-1: never to or from legendary', () => {
    expect(refused(startPlay(testSetup({ memoryId: '0.1' })), { kind: 'set-difficulty', difficulty: 'easy' })).toMatchObject({ rule: 'DIFF-1' });
    expect(refused(startPlay(), { kind: 'set-difficulty', difficulty: 'legendary' })).toMatchObject({ rule: 'DIFF-L-1' });
  });
});
