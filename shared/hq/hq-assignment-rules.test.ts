import { describe, expect, it } from 'vitest';
import type { HqPlace, MiniatureId } from './hq.js';
import type { HqBoardFacts, HqPlacementFact } from './hq-placement-rules.js';
import { assignmentSteps, checkAssignmentOpen, finishProblem, hqNotUnlocked, secondAttemptProblem, startProblem, unlockProblem } from './hq-assignment-rules.js';
import { checkBlueprintChoice, checkBlueprintToWorkshop, checkGainBlueprint } from './hq-blueprint-rules.js';
import { expectRefusal } from '../test-support/expect-refusal.js';

const at = (place: HqPlace, ...miniatures: MiniatureId[]): HqPlacementFact[] => miniatures.map((miniature) => ({ miniature, place, standsInFor: null }));

function hq(over: Partial<HqBoardFacts> = {}): HqBoardFacts {
  const members = [
    { id: 1, name: 'Claudio', status: 'in-play' as const, eliminated: false, injured: false },
    { id: 2, name: 'Daria', status: 'in-play' as const, eliminated: false, injured: false },
  ];
  return { version: 'mercenary', assignment: 'later', members, placements: at('memory-group', 'assassin-1', 'assassin-2'), ...over };
}

describe('HQ-AS-4: the second attempt at a contract', () => {
  it('HQ-AS-4, HQ-CMD-4 example: 3 hits needed — 3 plain allies are enough, 2 are not, and both numbers are said', () => {
    expect(secondAttemptProblem({ dice: 3, requiredHits: 3, unknownStaff: [] })).toBeNull();
    expectRefusal(secondAttemptProblem({ dice: 2, requiredHits: 3, unknownStaff: [] }), 'HQ-AS-4', { context: 'notEnough', dice: 2, hits: 3 }, 'campaignId');
  });

  it('HQ-AS-4, HQ-CMD-1: staff whose brown card is not entered count for the default die, and the refusal says how many', () => {
    expectRefusal(secondAttemptProblem({ dice: 3, requiredHits: 4, unknownStaff: ['Mercenary 1', 'Mercenary 2'] }), 'HQ-AS-4', {
      context: 'notEnoughDefaults',
      dice: 3,
      hits: 4,
      unknown: 2,
    });
  });

  it('HQ-AS-4: one die is said as one die', () => {
    expectRefusal(secondAttemptProblem({ dice: 1, requiredHits: 4, unknownStaff: [] }), 'HQ-AS-4', { context: 'notEnoughOneDie', dice: 1, hits: 4 });
    expectRefusal(secondAttemptProblem({ dice: 1, requiredHits: 4, unknownStaff: ['Apprentice 2'] }), 'HQ-AS-4', { context: 'notEnoughOneDieDefaults', dice: 1, hits: 4, unknown: 1 });
  });

  it('HQ-AS-4: the hits needed must be entered before the staff can be checked', () => {
    expectRefusal(secondAttemptProblem({ dice: 6, requiredHits: null, unknownStaff: [] }), 'HQ-AS-4', { context: 'hitsUnknown' });
  });

  it('HQ-AS-4: finishing is refused with too little staff, in the rules’ order after the contract', () => {
    const steps = assignmentSteps({ hq: hq(), blueprint: 'skipped', contract: 'done', secondAttempt: { dice: 2, requiredHits: 3, unknownStaff: [] } });
    expect(steps.map((s) => [s.id, s.status])).toEqual([
      ['patients', 'done'],
      ['blueprint', 'skipped'],
      ['contract', 'done'],
      ['command-room', 'todo'],
      ['groups', 'done'],
    ]);
    expectRefusal(finishProblem(steps), 'HQ-AS-4', { context: 'notEnough', dice: 2, hits: 3 });
  });
});

describe('HQ-AS-2, HQ-AS-3: the blueprint and the contract steps', () => {
  it('HQ-AS-2, HQ-AS-3: a blueprint to choose and a contract to reveal are steps still to do, in that order', () => {
    const steps = assignmentSteps({ hq: hq(), blueprint: 'todo', contract: 'todo', secondAttempt: null });
    expectRefusal(steps.find((s) => s.id === 'blueprint')!.problem, 'HQ-AS-2', { context: 'todo' });
    expectRefusal(steps.find((s) => s.id === 'contract')!.problem, 'HQ-AS-3', { context: 'todo' });
    expectRefusal(finishProblem(steps), 'HQ-AS-2', { context: 'todo' });
  });

  it('HQ-A1-2, HQ-A1-3: the first assignment cites its own rules for the same steps', () => {
    const steps = assignmentSteps({ hq: hq({ assignment: 'first' }), blueprint: 'todo', contract: 'todo', secondAttempt: null });
    expect(steps.map((s) => s.rule)).toEqual(['HQ-A1-1', 'HQ-A1-2', 'HQ-A1-3', 'HQ-A1-4', 'HQ-A1-5']);
    expectRefusal(steps.find((s) => s.id === 'contract')!.problem, 'HQ-A1-3', { context: 'todo' });
  });

  it('HQ-AS-5: an assassin neither with the memory group nor in the hospital is named', () => {
    expectRefusal(finishProblem(assignmentSteps({ hq: hq({ placements: at('memory-group', 'assassin-1') }), blueprint: 'done', contract: 'done', secondAttempt: null })), 'HQ-AS-5', {
      context: 'assassinUnplaced',
      assassin: 'Daria',
    });
  });
});

describe('HQ-GEN-1, HQ-GEN-3, HQ-GEN-4: timing', () => {
  it('HQ-GEN-1: the HQ is unlocked only after memory 0.4 is completed, in the core campaign, once', () => {
    expectRefusal(unlockProblem({ box: 'core', established: false, memory04Completed: false }), 'HQ-GEN-1', { context: 'memory04' }, 'campaignId');
    expect(unlockProblem({ box: 'core', established: false, memory04Completed: true })).toBeNull();
    expectRefusal(unlockProblem({ box: 'apocalypse', established: false, memory04Completed: true }), 'HQ-GEN-1', { context: 'apocalypse' });
    expectRefusal(unlockProblem({ box: 'core', established: true, memory04Completed: true }), 'HQ-GEN-1', { context: 'alreadyUnlocked' });
    expectRefusal(hqNotUnlocked(), 'HQ-GEN-1', { context: 'notUnlocked' }, 'campaignId');
  });

  const base = { established: true, openMemory: null, inProgress: false, alreadyDone: false, resolutionPending: false };

  it('HQ-GEN-3: no assignment before a second attempt, nor twice before one memory, nor while one is open', () => {
    expect(startProblem(base)).toBeNull();
    expectRefusal(startProblem({ ...base, openMemory: '1.2' }), 'HQ-GEN-3', { context: 'openMemory', memory: '1.2' }, 'campaignId');
    expectRefusal(startProblem({ ...base, alreadyDone: true }), 'HQ-GEN-3', { context: 'alreadyDone' });
    expectRefusal(startProblem({ ...base, inProgress: true }), 'HQ-GEN-3', { context: 'inProgress' });
    expectRefusal(startProblem({ ...base, established: false }), 'HQ-GEN-1', { context: 'notUnlocked' });
  });

  it('HQ-GEN-4: the next assignment waits for the resolution of the memory just completed', () => {
    expectRefusal(startProblem({ ...base, resolutionPending: true }), 'HQ-GEN-4', { context: 'assignmentWaits' }, 'campaignId');
  });

  it('HQ-GEN-3: revealing a contract or choosing a blueprint happens during an assignment step', () => {
    expect(checkAssignmentOpen(true)).toBeNull();
    expectRefusal(checkAssignmentOpen(false), 'HQ-GEN-3', { context: 'notStarted' }, 'campaignId');
  });
});

describe('BP-2, HQ-A1-2, HQ-WRK-6: blueprints', () => {
  it('BP-2: each blueprint card exists once, so one the party has is not gained again', () => {
    expect(checkGainBlueprint(null)).toBeNull();
    for (const owned of ['main-hall', 'workshop', 'built'] as const) expectRefusal(checkGainBlueprint(owned), 'BP-2', {}, 'blueprintId');
  });

  it('HQ-A1-2: at the first assignment the workshop gets the Flying Machine, not a chosen blueprint', () => {
    expectRefusal(checkBlueprintChoice('first'), 'HQ-A1-2', {}, 'blueprintId');
    expect(checkBlueprintChoice('later')).toBeNull();
  });

  it('HQ-WRK-6: a built blueprint is special equipment and does not go back to the workshop', () => {
    expectRefusal(checkBlueprintToWorkshop('built'), 'HQ-WRK-6', {}, 'blueprintId');
    expect(checkBlueprintToWorkshop('main-hall')).toBeNull();
    expect(checkBlueprintToWorkshop('workshop')).toBeNull();
  });
});
