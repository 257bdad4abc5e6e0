import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduce } from './reduce.js';
import { CorruptLogError, replay, replayFrom } from './replay.js';
import { createPlay, type PlaySetup } from './setup.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { arbitrarySetup, arbitraryStepDraws, stepFromDraw, type StepDraw } from './test-support/play-arbitraries.js';
import { testSetup, wholeTurn } from './test-support/play-builders.js';

/** The log of the accepted steps among random draws, with the state after each. */
function logOf(setup: PlaySetup, draws: readonly StepDraw[]): { log: Step[]; states: PlayState[] } {
  const start = createPlay(setup);
  if (!start.ok) throw new Error(start.refusal.message);
  const log: Step[] = [];
  const states = [start.value];
  for (const draw of draws) {
    const step = stepFromDraw(states.at(-1)!, draw);
    const result = reduce(states.at(-1)!, step);
    if (!result.ok) continue;
    log.push(step);
    states.push(result.state);
  }
  return { log, states };
}

describe('the log: replay, undo and redo', () => {
  it('EVT-6: replaying a log with draws and a reshuffle gives the same cards, never new ones', () => {
    const setup = testSetup({ seed: 99, eventDeck: { mode: 'entered', cards: [{ id: 'e1', direction: 'N' }, { id: 'e2', direction: 'S' }] } });
    const drawTurn: Step[] = [{ kind: 'begin-event-phase', events: [{ side: 'A', fromDeck: true }] }, ...wholeTurn().slice(1)];
    const steps = [...drawTurn, ...drawTurn, ...drawTurn, ...drawTurn, ...drawTurn];
    const first = replay(setup, steps);
    expect(first.turn).toBe(6);
    expect(replay(setup, steps)).toEqual(first);
  });

  it('a snapshot plus the steps after it gives the state of the whole log', () => {
    const setup = testSetup();
    const steps = [...wholeTurn('E'), { kind: 'set-alert', side: 'A', alert: 'active' } as Step, ...wholeTurn('W')];
    const snapshot = replay(setup, steps.slice(0, 5));
    expect(replayFrom(snapshot, steps.slice(5), 5)).toEqual(replay(setup, steps));
  });

  it('a logged step refused on replay means a corrupt log, reported with its index and rule', () => {
    const steps: Step[] = [...wholeTurn(), { kind: 'end-turn' }];
    expect(() => replay(testSetup(), steps)).toThrow(CorruptLogError);
    try {
      replay(testSetup(), steps);
    } catch (error) {
      expect(error).toMatchObject({ index: 7, refusal: { rule: 'TURN-1' } });
    }
    expect(() => replay(testSetup({ assassins: [] }), [])).toThrow(CorruptLogError);
  });

  it('property: undo gives the state before the last step; undo then redo is the identity', () => {
    fc.assert(
      fc.property(arbitrarySetup, arbitraryStepDraws, fc.nat(5), (setup, draws, times) => {
        const { log, states } = logOf(setup, draws);
        fc.pre(log.length > 0);
        // Undo is the log without its last steps; redo puts the same steps back.
        const undos = Math.min(times + 1, log.length);
        const undone = log.slice(0, log.length - undos);
        expect(replay(setup, undone)).toEqual(states[states.length - 1 - undos]);
        expect(replay(setup, [...undone, ...log.slice(undone.length)])).toEqual(states.at(-1));
      }),
      { numRuns: 80 },
    );
  });
});
