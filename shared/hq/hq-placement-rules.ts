import {
  APPRENTICE_MINIATURES,
  HQ_CAPACITY,
  HQ_VERSIONS,
  assassinMiniature,
  hqAllyMiniatures,
  memberOfMiniature,
  miniatureKind,
  type AssignmentStep,
  type HqPlace,
  type HqProblem,
  type HqVersion,
  type MiniatureId,
} from './hq.js';

/*
 * The rules of the HQ board's miniatures and of the assignment step (HQ-GEN-1/3, HQ-A1,
 * HQ-AS, HQ-CAP, APP-3/7), in one place for both processes: main enforces them, the HQ
 * screen shows beforehand why a placement would be refused. Pure functions over plain data.
 */

export interface HqMemberFacts {
  id: number;
  /** The assassin's name, for messages. */
  name: string;
  status: 'in-play' | 'left';
  /** HLT-8: eliminated in a memory and not healed since. */
  eliminated: boolean;
  /** HLT-3/4: lost health (critical counts too) without being eliminated. */
  injured: boolean;
}

export interface HqPlacementFact {
  miniature: MiniatureId;
  place: HqPlace;
  /** APP-3, APP-7: the hospitalised assassin this apprentice stands in for. */
  standsInFor: number | null;
}

export interface HqBoardFacts {
  version: HqVersion;
  /** The assignment step in progress; null when none is (placements are frozen, HQ-GEN-3). */
  assignment: 'first' | 'later' | null;
  members: readonly HqMemberFacts[];
  placements: readonly HqPlacementFact[];
}

/** A refusal; `notFound` when the miniature is not one of this campaign's. */
export type HqPlacementProblem = HqProblem & { notFound?: true };

const PLACE_WORDS: Record<HqPlace, string> = {
  'memory-group': 'the memory group',
  'hospital-patient': "the hospital's red patient spaces",
  'hospital-caregiver': "the hospital's white caregiver spaces",
  workshop: 'the workshop',
  shop: 'the shop',
  'command-room': 'the command room',
};

const ALLY_WORDS: Record<HqVersion, { one: string; many: string }> = {
  courtesan: { one: 'courtesan', many: 'courtesans' },
  mercenary: { one: 'mercenary', many: 'mercenaries' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A miniature in English words ("Claudio", "Apprentice 2", "Mercenary 3", "Ezio Auditore"). */
export function miniatureName(id: MiniatureId, members: readonly Pick<HqMemberFacts, 'id' | 'name'>[]): string {
  const memberId = memberOfMiniature(id);
  if (memberId !== null) return members.find((m) => m.id === memberId)?.name ?? 'This assassin';
  if (id === 'ezio') return 'Ezio Auditore';
  const [kind, n] = id.split('-');
  return `${capitalise(kind!)} ${n}`;
}

/** HQ-A1-5, CF-CHR-6/7, CF-COMP-7/8: the miniatures of this HQ, assassins in play first. */
export function hqMiniatureIds(facts: Pick<HqBoardFacts, 'version' | 'members'>): MiniatureId[] {
  return [
    ...facts.members.filter((m) => m.status === 'in-play').map((m) => assassinMiniature(m.id)),
    ...APPRENTICE_MINIATURES,
    ...hqAllyMiniatures(facts.version),
    'ezio',
  ];
}

const placementOf = (facts: HqBoardFacts, miniature: MiniatureId) => facts.placements.find((p) => p.miniature === miniature) ?? null;
const at = (facts: HqBoardFacts, place: HqPlace, except: MiniatureId | null = null) =>
  facts.placements.filter((p) => p.place === place && p.miniature !== except);
const isVersionAlly = (facts: Pick<HqBoardFacts, 'version'>, miniature: MiniatureId) => hqAllyMiniatures(facts.version).includes(miniature);

const FROZEN: HqProblem = {
  rule: 'HQ-GEN-3',
  field: 'miniature',
  message: 'Miniatures are placed only during the assignment step before a memory: start it first.',
};

/** Whether the miniature belongs to this HQ: null, or the refusal naming the field. */
function checkKnown(facts: HqBoardFacts, miniature: MiniatureId): HqPlacementProblem | null {
  const memberId = memberOfMiniature(miniature);
  if (memberId !== null) {
    const member = facts.members.find((m) => m.id === memberId);
    if (!member) return { rule: 'HQ-A1-5', field: 'miniature', message: 'This assassin is not in this campaign.', notFound: true };
    if (member.status === 'left') {
      return { rule: 'PLY-5', field: 'miniature', message: `${member.name} has left the party, so its miniature is not at the HQ.` };
    }
    return null;
  }
  if (miniatureKind(miniature) === 'ally' && !isVersionAlly(facts, miniature)) {
    const other = HQ_VERSIONS.find((v) => miniature.startsWith(`${v}-`))!;
    return {
      rule: 'HQ-GEN-1',
      field: 'miniature',
      message: `This is the ${facts.version} HQ: its allies are ${ALLY_WORDS[facts.version].many}, not ${ALLY_WORDS[other].many}.`,
    };
  }
  return null;
}

/**
 * Whether `hq/place` may put `miniature` on `place` now: the first rule that refuses it, or
 * null (also when it is already there). Moving an assassin onto a red space hospitalises it.
 */
export function checkPlace(facts: HqBoardFacts, miniature: MiniatureId, place: HqPlace): HqPlacementProblem | null {
  if (facts.assignment === null) return FROZEN;
  const unknown = checkKnown(facts, miniature);
  if (unknown) return unknown;
  const current = placementOf(facts, miniature);
  if (current?.place === place) return null;
  const name = miniatureName(miniature, facts.members);
  const first = facts.assignment === 'first';

  if (current?.standsInFor != null) {
    const patient = miniatureName(assassinMiniature(current.standsInFor), facts.members);
    return {
      rule: 'APP-3',
      field: 'miniature',
      message: `${name} stands in for ${patient}, who is in the hospital, so it stays with the memory group.`,
    };
  }

  const kind = miniatureKind(miniature);
  const member = kind === 'assassin' ? facts.members.find((m) => m.id === memberOfMiniature(miniature))! : null;
  const field = 'place';

  if (place === 'hospital-patient') {
    if (!member) {
      return {
        rule: 'HQ-AS-1',
        field,
        message: `Only assassins lie on the red hospital spaces: ${name} never needs healing (HQ-HOS-5); a caregiver stands on a white space.`,
      };
    }
    if (!member.eliminated && !member.injured) {
      return { rule: 'HQ-AS-1', field, message: `${name} is at full health: only eliminated or injured assassins go on the red spaces.` };
    }
  } else if (place === 'memory-group') {
    if (member?.eliminated) {
      return {
        rule: first ? 'HQ-A1-1' : 'HQ-AS-1',
        field,
        message: `${name} is eliminated, so its miniature must lie on a red hospital space; an apprentice stands in for it.`,
      };
    }
    if (kind === 'apprentice') {
      return {
        rule: 'APP-3',
        field,
        message: `${name} joins the memory group only to stand in for an assassin in the hospital, which happens when that assassin goes on a red space.`,
      };
    }
    if (first && kind === 'ally') {
      const other = at(facts, 'memory-group', miniature).find((p) => isVersionAlly(facts, p.miniature));
      if (other) {
        return {
          rule: 'HQ-A1-5',
          field,
          message: `At the first assignment one ${ALLY_WORDS[facts.version].one} goes with the memory group, and ${miniatureName(other.miniature, facts.members)} already does.`,
        };
      }
    }
  } else {
    if (member) {
      return {
        rule: 'HQ-AS-6',
        field,
        message: `Assassins do not staff buildings: ${name} goes with the memory group, or on a red hospital space when eliminated or injured.`,
      };
    }
    if (first && kind === 'ezio') {
      return { rule: 'HQ-A1-5', field, message: 'At the first assignment Ezio Auditore goes with the memory group.' };
    }
    if (first && place !== 'command-room' && at(facts, place, miniature).length >= 1) {
      return {
        rule: 'HQ-A1-5',
        field,
        message: `At the first assignment ${PLACE_WORDS[place]} takes exactly 1 miniature; the other allies and apprentices go to the command room.`,
      };
    }
  }

  const capacity = HQ_CAPACITY[place];
  if (capacity !== null && at(facts, place, miniature).length >= capacity) {
    return {
      rule: 'HQ-CAP-1',
      field,
      message: `${capitalise(PLACE_WORDS[place])} ${place.startsWith('hospital') ? 'have' : 'has'} room for ${capacity} miniatures and all ${capacity} are taken.`,
    };
  }
  return null;
}

/** Whether `hq/remove` may take the miniature back to the available ones (null also when it is not placed). */
export function checkRemove(facts: HqBoardFacts, miniature: MiniatureId): HqPlacementProblem | null {
  if (facts.assignment === null) return FROZEN;
  const unknown = checkKnown(facts, miniature);
  if (unknown) return unknown;
  const current = placementOf(facts, miniature);
  if (!current) return null;
  const name = miniatureName(miniature, facts.members);
  if (current.standsInFor !== null) {
    const patient = miniatureName(assassinMiniature(current.standsInFor), facts.members);
    return { rule: 'APP-3', field: 'miniature', message: `${name} stands in for ${patient}, who is in the hospital, so it stays with the memory group.` };
  }
  const member = facts.members.find((m) => m.id === memberOfMiniature(miniature));
  if (current.place === 'hospital-patient' && member?.eliminated) {
    return {
      rule: facts.assignment === 'first' ? 'HQ-A1-1' : 'HQ-AS-1',
      field: 'miniature',
      message: `${name} is eliminated, so its miniature must stay on a red hospital space.`,
    };
  }
  return null;
}

/** HQ-A1-1, HQ-AS-1: every eliminated assassin in play lies on a red space. */
export function patientsProblem(facts: HqBoardFacts): HqProblem | null {
  for (const member of facts.members.filter((m) => m.status === 'in-play' && m.eliminated)) {
    if (placementOf(facts, assassinMiniature(member.id))?.place !== 'hospital-patient') {
      return {
        rule: facts.assignment === 'first' ? 'HQ-A1-1' : 'HQ-AS-1',
        field: 'memberId',
        message: `${member.name} is eliminated: put its miniature on a red hospital space first.`,
      };
    }
  }
  return null;
}

/**
 * HQ-A1-5 (first assignment) and HQ-AS-5: the memory group holds every assassin in play
 * that is not in the hospital; at the first assignment also Ezio and exactly one
 * courtesan or mercenary, and the HQ group staffs the buildings as HQ-A1-5 lists.
 */
export function groupsProblem(facts: HqBoardFacts): HqProblem | null {
  const first = facts.assignment === 'first';
  const rule = first ? 'HQ-A1-5' : 'HQ-AS-5';
  for (const member of facts.members.filter((m) => m.status === 'in-play')) {
    const place = placementOf(facts, assassinMiniature(member.id))?.place;
    if (place !== 'memory-group' && place !== 'hospital-patient') {
      return { rule, field: 'miniature', message: `${member.name} is not placed: put it with the memory group (or on a red hospital space).` };
    }
  }
  if (!first) return null;

  if (placementOf(facts, 'ezio')?.place !== 'memory-group') {
    return { rule, field: 'miniature', message: 'At the first assignment Ezio Auditore goes with the memory group.' };
  }
  const words = ALLY_WORDS[facts.version];
  const alliesInGroup = at(facts, 'memory-group').filter((p) => isVersionAlly(facts, p.miniature)).length;
  if (alliesInGroup !== 1) {
    return { rule, field: 'miniature', message: `At the first assignment exactly one ${words.one} goes with the memory group.` };
  }

  // The HQ group: apprentices not standing in, and the allies left at the HQ.
  const hqGroup = [...APPRENTICE_MINIATURES, ...hqAllyMiniatures(facts.version)].filter((m) => placementOf(facts, m)?.place !== 'memory-group');
  const unplaced = hqGroup.filter((m) => !placementOf(facts, m));
  if (unplaced.length > 0) {
    return {
      rule,
      field: 'miniature',
      message: `At the first assignment every apprentice and ${words.one} of the HQ group staffs a building: place ${miniatureName(unplaced[0]!, facts.members)}.`,
    };
  }
  const n = hqGroup.length;
  const wanted: [HqPlace, number][] = [
    ['hospital-caregiver', Math.min(1, n)],
    ['workshop', Math.min(1, Math.max(0, n - 1))],
    ['shop', Math.min(1, Math.max(0, n - 3))],
  ];
  for (const [place, count] of wanted) {
    if (at(facts, place).length !== count) {
      return {
        rule,
        field: 'miniature',
        message: `At the first assignment ${PLACE_WORDS[place]} takes ${count === 1 ? 'exactly 1 miniature' : 'no miniature'}; every other ally and apprentice goes to the command room.`,
      };
    }
  }
  return null;
}

export interface SecondAttemptFacts {
  /** HQ-CMD-4: the dice the command room's staff give. */
  dice: number;
  /** The contract's hits after modifiers (HQ-CMD-6); null while unknown. */
  requiredHits: number | null;
  /** Names of staff whose brown card is not entered (counted at HQ-CMD-1's default of 1 die). */
  unknownStaff: readonly string[];
}

/** HQ-AS-4, HQ-CMD-4: before a second attempt at a contract each die is an automatic hit, so the staff must give enough dice. */
export function secondAttemptProblem(facts: SecondAttemptFacts): HqProblem | null {
  if (facts.requiredHits === null) {
    return {
      rule: 'HQ-AS-4',
      field: 'campaignId',
      message: "The hits this contract needs are not entered: enter them so the app can check the command room's staff.",
    };
  }
  if (facts.dice >= facts.requiredHits) return null;
  const unknown =
    facts.unknownStaff.length > 0 ? ` (1 die each, the rulebook example's default, for ${facts.unknownStaff.join(', ')}, whose brown card is not entered)` : '';
  return {
    rule: 'HQ-AS-4',
    field: 'campaignId',
    message: `This is the second attempt at the contract: the command room's staff give ${facts.dice} ${facts.dice === 1 ? 'die' : 'dice'}${unknown} and the contract needs ${facts.requiredHits} hits, so place more miniatures there.`,
  };
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

const step = (id: AssignmentStep['id'], rule: string, problem: HqProblem | null, status?: AssignmentStep['status']): AssignmentStep => ({
  id,
  rule,
  status: status ?? (problem ? 'todo' : 'done'),
  problem: status === 'done' || status === 'skipped' ? null : problem,
});

/** The assignment's steps in the rules' order: HQ-A1-1…5 the first time, HQ-AS-1…6 later. */
export function assignmentSteps(facts: AssignmentStepFacts): AssignmentStep[] {
  const first = facts.hq.assignment === 'first';
  const blueprintTodo: HqProblem = {
    rule: first ? 'HQ-A1-2' : 'HQ-AS-2',
    field: 'campaignId',
    message: 'Choose one blueprint for the workshop first.',
  };
  const contractTodo: HqProblem = {
    rule: first ? 'HQ-A1-3' : 'HQ-AS-3',
    field: 'campaignId',
    message: 'Turn the top contract face up and carry out its gray box first.',
  };
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
export function finishProblem(steps: readonly AssignmentStep[]): HqProblem | null {
  return steps.find((s) => s.status === 'todo')?.problem ?? null;
}

export interface StartFacts {
  established: boolean;
  /** HQ-GEN-3: a failed first attempt waits for its second. */
  openMemory: string | null;
  inProgress: boolean;
  /** An assignment was already made since the last completed memory. */
  alreadyDone: boolean;
}

/** HQ-GEN-3: the assignment step comes once before the first attempt at each memory. */
export function startProblem(facts: StartFacts): HqProblem | null {
  if (!facts.established) {
    return { rule: 'HQ-GEN-1', field: 'campaignId', message: 'The Headquarters is not unlocked yet.' };
  }
  if (facts.inProgress) {
    return { rule: 'HQ-GEN-3', field: 'campaignId', message: 'An assignment step is already in progress: finish it.' };
  }
  if (facts.openMemory !== null) {
    return {
      rule: 'HQ-GEN-3',
      field: 'campaignId',
      message: `Memory ${facts.openMemory} waits for its second attempt, and miniatures are not reassigned before a second attempt.`,
    };
  }
  if (facts.alreadyDone) {
    return {
      rule: 'HQ-GEN-3',
      field: 'campaignId',
      message: 'The miniatures are already assigned for the next memory: the next assignment comes after it.',
    };
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
export function unlockProblem(facts: UnlockFacts): HqProblem | null {
  if (facts.box !== 'core') {
    return {
      rule: 'HQ-GEN-1',
      field: 'campaignId',
      message: 'The Headquarters board belongs to the core campaign; an Apocalypse campaign manages its cards at the end of each memory.',
    };
  }
  if (facts.established) return { rule: 'HQ-GEN-1', field: 'campaignId', message: 'The Headquarters is already unlocked.' };
  if (!facts.memory04Completed) {
    return {
      rule: 'HQ-GEN-1',
      field: 'campaignId',
      message: 'The Headquarters arrives once memory 0.4 is completed: record it in the Diary first.',
    };
  }
  return null;
}
