import { APPRENTICE_MINIATURES, assassinMiniature, hqAllyMiniatures, type AssignmentStep, type HqPlace } from './hq.js';
import { ALLY_WORDS, PLACE_WORDS, hqRefusal, isVersionAlly, miniatureName, placedAt, placementOf, takes, type HqBoardFacts } from './hq-placement-rules.js';
import type { Refusal } from '../ipc/refusal.js';

/*
 * The assignment step's rules (HQ-GEN-1/3/4, HQ-A1-1…5, HQ-AS-1…6): when the HQ unlocks,
 * when an assignment may start, and which of its steps are still to do, in the rules'
 * order. Pure functions over plain facts: main refuses with them, the HQ screen shows them
 * as the checklist. Parameters follow hq-placement-rules.ts.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** HQ-GEN-1: everything but the unlock needs the HQ board. */
export const hqNotUnlocked = (): Refusal => hqRefusal('HQ-GEN-1', 'campaignId', 'The Headquarters is not unlocked yet.', { context: 'notUnlocked' });

/** HQ-GEN-3: what is done during the assignment step needs one in progress. */
export function checkAssignmentOpen(inProgress: boolean): Refusal | null {
  return inProgress ? null : hqRefusal('HQ-GEN-3', 'campaignId', 'This is done during the assignment step before a memory: start it first.', { context: 'notStarted' });
}

/** HQ-A1-1, HQ-AS-1: every eliminated assassin in play lies on a red space. */
export function patientsProblem(facts: HqBoardFacts): Refusal | null {
  for (const member of facts.members.filter((m) => m.status === 'in-play' && m.eliminated)) {
    if (placementOf(facts, assassinMiniature(member.id))?.place !== 'hospital-patient') {
      return hqRefusal(
        facts.assignment === 'first' ? 'HQ-A1-1' : 'HQ-AS-1',
        'memberId',
        `${member.name} is eliminated: put its miniature on a red hospital space first.`,
        { context: 'eliminatedToHospital', assassin: member.name },
      );
    }
  }
  return null;
}

/**
 * HQ-A1-5 (first assignment) and HQ-AS-5: the memory group holds every assassin in play
 * that is not in the hospital; at the first assignment also Ezio and exactly one
 * courtesan or mercenary, and the HQ group staffs the buildings as HQ-A1-5 lists.
 */
export function groupsProblem(facts: HqBoardFacts): Refusal | null {
  const first = facts.assignment === 'first';
  const rule = first ? 'HQ-A1-5' : 'HQ-AS-5';
  for (const member of facts.members.filter((m) => m.status === 'in-play')) {
    const place = placementOf(facts, assassinMiniature(member.id))?.place;
    if (place !== 'memory-group' && place !== 'hospital-patient') {
      return hqRefusal(rule, 'miniature', `${member.name} is not placed: put it with the memory group (or on a red hospital space).`, {
        context: 'assassinUnplaced',
        assassin: member.name,
      });
    }
  }
  if (!first) return null;

  if (placementOf(facts, 'ezio')?.place !== 'memory-group') {
    return hqRefusal(rule, 'miniature', 'At the first assignment Ezio Auditore goes with the memory group.', { context: 'ezio' });
  }
  const words = ALLY_WORDS[facts.version];
  const alliesInGroup = placedAt(facts, 'memory-group').filter((p) => isVersionAlly(facts, p.miniature)).length;
  if (alliesInGroup !== 1) {
    return hqRefusal(rule, 'miniature', `At the first assignment exactly one ${words.one} goes with the memory group.`, {
      context: `one${capitalise(facts.version)}`,
      allies: alliesInGroup,
    });
  }

  // The HQ group: apprentices not standing in, and the allies left at the HQ.
  const hqGroup = [...APPRENTICE_MINIATURES, ...hqAllyMiniatures(facts.version)].filter((m) => placementOf(facts, m)?.place !== 'memory-group');
  const unplaced = hqGroup.filter((m) => !placementOf(facts, m));
  if (unplaced.length > 0) {
    return hqRefusal(
      rule,
      'miniature',
      `At the first assignment every apprentice and ${words.one} of the HQ group staffs a building: place ${miniatureName(unplaced[0]!, facts.members)}.`,
      { context: `staff${capitalise(facts.version)}`, miniature: unplaced[0]! },
    );
  }
  // Exactly one ally goes with the memory group, so at least the other 3 are in the HQ group:
  // the hospital and the workshop always get 1; the shop gets 1 unless the apprentices all
  // stand in for patients and only those 3 allies are left.
  const wanted: [HqPlace, number][] = [
    ['hospital-caregiver', 1],
    ['workshop', 1],
    ['shop', hqGroup.length > 3 ? 1 : 0],
  ];
  for (const [place, count] of wanted) {
    if (placedAt(facts, place).length !== count) {
      return hqRefusal(
        rule,
        'miniature',
        `At the first assignment ${PLACE_WORDS[place]} ${takes(place)} ${count === 1 ? 'exactly 1 miniature' : 'no miniature'}; every other ally and apprentice goes to the command room.`,
        { context: `${count === 1 ? 'one' : 'none'}-${place}`, place, count },
      );
    }
  }
  return null;
}

export interface SecondAttemptFacts {
  /** HQ-CMD-4: the dice the command room's staff give. */
  dice: number;
  /** The contract's hits after modifiers (HQ-CMD-6); null while unknown. */
  requiredHits: number | null;
  /** Staff whose brown card is not entered (counted at HQ-CMD-1's default of 1 die); the view names them. */
  unknownStaff: readonly string[];
}

/** HQ-AS-4, HQ-CMD-4: before a second attempt at a contract each die is an automatic hit, so the staff must give enough dice. */
export function secondAttemptProblem(facts: SecondAttemptFacts): Refusal | null {
  if (facts.requiredHits === null) {
    return hqRefusal('HQ-AS-4', 'campaignId', "The hits this contract needs are not entered: enter them so the app can check the command room's staff.", {
      context: 'hitsUnknown',
    });
  }
  if (facts.dice >= facts.requiredHits) return null;
  const unknown = facts.unknownStaff.length;
  const oneDie = facts.dice === 1;
  const defaults = unknown > 0 ? ` (staff without an entered brown card count for 1 die each, the rulebook example's default: ${unknown})` : '';
  return hqRefusal(
    'HQ-AS-4',
    'campaignId',
    `This is the second attempt at the contract: the command room's staff give ${facts.dice} ${oneDie ? 'die' : 'dice'}${defaults} and the contract needs ${facts.requiredHits} ${facts.requiredHits === 1 ? 'hit' : 'hits'}, so place more miniatures there.`,
    {
      context: `notEnough${oneDie ? 'OneDie' : ''}${unknown > 0 ? 'Defaults' : ''}`,
      dice: facts.dice,
      hits: facts.requiredHits,
      ...(unknown > 0 ? { unknown } : {}),
    },
  );
}

export interface AssignmentStepFacts {
  hq: HqBoardFacts;
  /** HQ-AS-2: a blueprint was put in the workshop, or none was available to put there. */
  blueprint: 'done' | 'todo' | 'skipped';
  /** HQ-AS-3: the top contract is face up (or there is none to reveal). */
  contract: 'done' | 'todo' | 'skipped';
  /** HQ-AS-4: set only for a second attempt at the top contract. */
  secondAttempt: SecondAttemptFacts | null;
}

const step = (id: AssignmentStep['id'], rule: string, problem: Refusal | null, status?: AssignmentStep['status']): AssignmentStep => ({
  id,
  rule,
  status: status ?? (problem ? 'todo' : 'done'),
  problem: status === 'done' || status === 'skipped' ? null : problem,
});

/** The assignment's steps in the rules' order: HQ-A1-1…5 the first time, HQ-AS-1…6 later. */
export function assignmentSteps(facts: AssignmentStepFacts): AssignmentStep[] {
  const first = facts.hq.assignment === 'first';
  const blueprintTodo = first
    ? hqRefusal('HQ-A1-2', 'campaignId', 'Put the Flying Machine blueprint in the workshop first.', { context: 'todo' })
    : hqRefusal('HQ-AS-2', 'campaignId', 'Choose one blueprint for the workshop first.', { context: 'todo' });
  const contractTodo = hqRefusal(first ? 'HQ-A1-3' : 'HQ-AS-3', 'campaignId', 'Turn the top contract face up and carry out its gray box first.', { context: 'todo' });
  const steps: AssignmentStep[] = [
    step('patients', first ? 'HQ-A1-1' : 'HQ-AS-1', patientsProblem(facts.hq)),
    step('blueprint', first ? 'HQ-A1-2' : 'HQ-AS-2', blueprintTodo, facts.blueprint),
    step('contract', first ? 'HQ-A1-3' : 'HQ-AS-3', contractTodo, facts.contract),
  ];
  if (first) steps.push(step('main-hall', 'HQ-A1-4', null));
  if (!first && facts.secondAttempt) steps.push(step('command-room', 'HQ-AS-4', secondAttemptProblem(facts.secondAttempt)));
  steps.push(step('groups', first ? 'HQ-A1-5' : 'HQ-AS-5', groupsProblem(facts.hq)));
  return steps;
}

/** The refusal `hq/finish-assignment` gives: the first step not done, in the rules' order. */
export function finishProblem(steps: readonly AssignmentStep[]): Refusal | null {
  return steps.find((s) => s.status === 'todo')?.problem ?? null;
}

export interface StartFacts {
  established: boolean;
  /** HQ-GEN-3: a failed first attempt waits for its second. */
  openMemory: string | null;
  inProgress: boolean;
  /** An assignment was already made since the last completed memory. */
  alreadyDone: boolean;
  /** HQ-GEN-4: the resolution after the last completed memory is due and not finished. */
  resolutionPending: boolean;
}

/** HQ-GEN-3, HQ-GEN-4: the assignment step comes once before the first attempt at each memory, after the last one's resolution. */
export function startProblem(facts: StartFacts): Refusal | null {
  if (!facts.established) return hqNotUnlocked();
  if (facts.inProgress) {
    return hqRefusal('HQ-GEN-3', 'campaignId', 'An assignment step is already in progress: finish it.', { context: 'inProgress' });
  }
  if (facts.openMemory !== null) {
    return hqRefusal(
      'HQ-GEN-3',
      'campaignId',
      `Memory ${facts.openMemory} waits for its second attempt, and miniatures are not reassigned before a second attempt.`,
      { context: 'openMemory', memory: facts.openMemory },
    );
  }
  if (facts.alreadyDone) {
    return hqRefusal('HQ-GEN-3', 'campaignId', 'The miniatures are already assigned for the next memory: the next assignment comes after it.', {
      context: 'alreadyDone',
    });
  }
  if (facts.resolutionPending) {
    return hqRefusal('HQ-GEN-4', 'campaignId', 'Resolve the HQ buildings after the last memory first; the next assignment follows.', {
      context: 'assignmentWaits',
    });
  }
  return null;
}

export interface UnlockFacts {
  box: 'core' | 'apocalypse';
  established: boolean;
  /** HQ-GEN-1: memory 0.4 is completed in the diary. */
  memory04Completed: boolean;
}

/** HQ-GEN-1: the HQ arrives once memory 0.4 is completed, before memory 1.1. */
export function unlockProblem(facts: UnlockFacts): Refusal | null {
  if (facts.box !== 'core') {
    return hqRefusal(
      'HQ-GEN-1',
      'campaignId',
      'The Headquarters board belongs to the core campaign; an Apocalypse campaign manages its cards at the end of each memory.',
      { context: 'apocalypse' },
    );
  }
  if (facts.established) return hqRefusal('HQ-GEN-1', 'campaignId', 'The Headquarters is already unlocked.', { context: 'alreadyUnlocked' });
  if (!facts.memory04Completed) {
    return hqRefusal('HQ-GEN-1', 'campaignId', 'The Headquarters arrives once memory 0.4 is completed: record it in the Diary first.', {
      context: 'memory04',
    });
  }
  return null;
}
