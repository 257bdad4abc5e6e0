import { describe, expect, it } from 'vitest';
import { startProblem, unlockProblem, type StartFacts } from './hq-assignment-rules.js';
import { assignmentDue } from './assignment-due.js';

/*
 * Starting a memory warns when the HQ still asks for something first. The facts go through the
 * HQ's own timing rules (startProblem, unlockProblem), as the HQ screen's view does.
 */

const established: StartFacts = { established: true, openMemory: null, inProgress: false, alreadyDone: false, resolutionPending: false };
const due = (facts: Partial<StartFacts>) => assignmentDue({ established: true, unlockProblem: null, startProblem: startProblem({ ...established, ...facts }) });

describe('the HQ before a memory (HQ-GEN-1, HQ-GEN-3, HQ-GEN-4)', () => {
  it('HQ-GEN-3: the assignment comes before the first attempt at each memory: not made yet, it is due', () => {
    expect(due({})).toBe('assignment');
  });

  it('HQ-GEN-3: an assignment started and not finished is due to be finished', () => {
    expect(due({ inProgress: true })).toBe('in-progress');
  });

  it('HQ-GEN-4: after a completed memory its resolution comes first, then the assignment', () => {
    expect(due({ resolutionPending: true })).toBe('resolution');
  });

  it('HQ-GEN-3: nothing is due once the miniatures are assigned for the next memory', () => {
    expect(due({ alreadyDone: true })).toBeNull();
  });

  it('HQ-GEN-3, REPLAY-4: nothing is due before a second attempt: miniatures are not reassigned', () => {
    expect(due({ openMemory: '1.2' })).toBeNull();
  });

  it('HQ-GEN-1: memory 0.4 completed and the HQ not unlocked yet: the unlock and its first assignment are due', () => {
    const unlock = unlockProblem({ box: 'core', established: false, memory04Completed: true });
    expect(assignmentDue({ established: false, unlockProblem: unlock, startProblem: null })).toBe('unlock');
  });

  it('HQ-GEN-1: before memory 0.4 is completed, and in an Apocalypse campaign, no HQ is due', () => {
    const early = unlockProblem({ box: 'core', established: false, memory04Completed: false });
    const apocalypse = unlockProblem({ box: 'apocalypse', established: false, memory04Completed: true });
    expect([early, apocalypse].map((problem) => assignmentDue({ established: false, unlockProblem: problem, startProblem: null }))).toEqual([null, null]);
  });
});
