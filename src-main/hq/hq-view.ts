import type { Db } from '../db/open-save.js';
import type { ContentPack, LocalizedText } from '../../shared/content/pack-schema.js';
import { TYPED_SLOTS, type CampaignCard } from '../../shared/boards/board.js';
import {
  HQ_CAPACITY,
  HQ_PLACES,
  memberOfMiniature,
  miniatureKind,
  type AssignmentView,
  type HospitalCandidate,
  type HqBlueprintChoice,
  type HqMiniature,
  type HqPlaceView,
  type HqView,
  type MiniatureId,
} from '../../shared/hq/hq.js';
import { checkPlace, hqMiniatureIds, miniatureName, type HqBoardFacts } from '../../shared/hq/hq-placement-rules.js';
import {
  assignmentSteps,
  finishProblem,
  startProblem,
  unlockProblem,
  type AssignmentStepFacts,
  type SecondAttemptFacts,
} from '../../shared/hq/hq-assignment-rules.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import { healthState } from '../../shared/boards/board-rules.js';
import { allyCardsOf, blueprintsOf, type ContractSummary } from '../../shared/hq/hq-contract-cards.js';
import { commandRoomDice } from '../../shared/hq/hq-buildings.js';
import { toPartyBoards } from '../boards/read-boards.js';
import { readContractSummary, readOwnedBlueprints } from './contract-summary.js';
import { readHqState, resolutionPending, toBoardFacts, type AssignmentRow, type HqState } from './hq-state.js';
import { miniatureOf } from './hq-placements.js';
import { hqMemberHealth } from './patient-health.js';

const nameOf = (pack: ContentPack, characterId: string): LocalizedText =>
  pack.characters.find((c) => c.id === characterId)?.name ?? { en: characterId, pl: characterId };

/** BP-2: the party's unbuilt blueprints, named from the pack or the box data. */
export function blueprintChoices(db: Db, state: HqState, pack: ContentPack): HqBlueprintChoice[] {
  const known = blueprintsOf(state.boxData.blueprints, pack.hq);
  return readOwnedBlueprints(db, state.board.campaign.id)
    .filter((b) => b.state !== 'built')
    .map((b) => ({ id: b.blueprint_id, name: known.find((k) => k.id === b.blueprint_id)?.name ?? b.blueprint_id, state: b.state as 'main-hall' | 'workshop' }));
}

/** HQ-AS-4, HQ-CMD-4: on a second attempt at the top contract, what the command room's staff give. */
export function secondAttemptFacts(
  state: HqState,
  facts: HqBoardFacts,
  pack: ContentPack,
  summary: ContractSummary,
): (SecondAttemptFacts & { unknownIds: MiniatureId[] }) | null {
  if (!summary.top || summary.top.attempt !== 2) return null;
  const staff = facts.placements.filter((p) => p.place === 'command-room').map((p) => p.miniature);
  const { dice, unknownStaff } = commandRoomDice(staff, allyCardsOf(state.boxData.allyCards, pack.hq));
  return {
    dice,
    requiredHits: summary.top.effectiveHits,
    unknownStaff: unknownStaff.map((id) => miniatureName(id as MiniatureId, facts.members)),
    unknownIds: unknownStaff as MiniatureId[],
  };
}

/** The facts the assignment steps read, for the assignment in progress. */
export function stepFacts(db: Db, state: HqState, pack: ContentPack, summary: ContractSummary, assignment: AssignmentRow): AssignmentStepFacts {
  const facts = toBoardFacts(state, pack);
  const blueprints = blueprintChoices(db, state, pack);
  const blueprint = assignment.blueprint_done === 1 || blueprints.some((b) => b.state === 'workshop') ? 'done' : blueprints.length === 0 ? 'skipped' : 'todo';
  const contract = assignment.contract_done === 1 || summary.top?.revealed ? 'done' : summary.top === null ? 'skipped' : 'todo';
  return { hq: { ...facts, assignment: assignment.kind }, blueprint, contract, secondAttempt: assignment.kind === 'later' ? secondAttemptFacts(state, facts, pack, summary) : null };
}

function assignmentView(db: Db, state: HqState, pack: ContentPack, summary: ContractSummary, row: AssignmentRow): AssignmentView {
  const finished = row.finished_at !== null;
  const facts = stepFacts(db, state, pack, summary, row);
  const steps = finished ? assignmentSteps(facts).map((s) => ({ ...s, status: s.status === 'skipped' ? s.status : ('done' as const), problem: null })) : assignmentSteps(facts);
  const second = row.kind === 'later' ? secondAttemptFacts(state, facts.hq, pack, summary) : null;
  return {
    id: row.id,
    kind: row.kind,
    beforeMemory: row.before_memory,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    steps,
    next: steps.find((s) => s.status === 'todo')?.id ?? null,
    commandRoom: second ? { dice: second.dice, requiredHits: second.requiredHits, enough: second.requiredHits !== null && second.dice >= second.requiredHits, unknownStaff: second.unknownIds } : null,
    finishProblem: finished ? null : finishProblem(steps),
  };
}

/** HQ-GEN-3/4: why `hq/start-assignment` would be refused now, or null. */
export function startAssignmentProblem(db: Db, state: HqState): Refusal | null {
  const last = state.assignments.at(-1) ?? null;
  return startProblem({
    established: state.hq !== null,
    openMemory: state.timing.openMemory,
    inProgress: state.current !== null,
    alreadyDone: last !== null && last.completed_memories === state.timing.completedMemories,
    resolutionPending: resolutionPending(db, state.board.campaign.id),
  });
}

function hospitalCandidates(state: HqState, pack: ContentPack, cards: readonly CampaignCard[]): HospitalCandidate[] {
  return state.board.members
    .filter((m) => m.status === 'in-play')
    .flatMap((m) => {
      const { max, health } = hqMemberHealth(state.board, m, state.placements);
      const eliminated = m.eliminated_attempt_id !== null;
      const inHospital = state.placements.some((p) => p.member_id === m.id && p.place === 'hospital-patient');
      if (!eliminated && health >= max && !inHospital) return [];
      const standIn = state.placements.find((p) => p.stands_in_for === m.id);
      return [
        {
          memberId: m.id,
          name: nameOf(pack, m.character_id),
          healthState: healthState(health, max, eliminated),
          must: eliminated,
          inHospital,
          extraCardChoices: cards.filter(
            (c) => c.location.place === 'board' && c.location.memberId === m.id && (TYPED_SLOTS as readonly string[]).includes(c.location.slot) && c.location.slot !== 'hidden-blade',
          ),
          standIn: standIn ? miniatureOf(standIn) : null,
        },
      ];
    });
}

export function buildHqView(db: Db, pack: ContentPack, campaignId: number, state: HqState = readHqState(db, campaignId)): HqView {
  const campaign = state.board.campaign;
  const boards = toPartyBoards(state.board);
  const base = {
    campaignId,
    established: state.hq !== null,
    version: state.hq?.version ?? null,
    unlockProblem: state.hq ? null : unlockProblem({ box: campaign.box, established: campaign.hq_established === 1, memory04Completed: state.timing.memory04Completed }),
    mainHall: boards.mainHall,
  };
  if (!state.hq) {
    return { ...base, miniatures: [], places: [], available: [], hospital: [], assignment: null, startProblem: startAssignmentProblem(db, state), blueprints: [], level: null, topContract: null };
  }
  const facts = toBoardFacts(state, pack);
  const ids = hqMiniatureIds(facts);
  const placementOf = (id: MiniatureId) => facts.placements.find((p) => p.miniature === id) ?? null;
  const miniatures: HqMiniature[] = ids.map((id) => {
    const memberId = memberOfMiniature(id);
    const member = memberId !== null ? state.board.members.find((m) => m.id === memberId)! : null;
    const placed = placementOf(id);
    let state_: HqMiniature['healthState'] = null;
    if (member) {
      const { max, health } = hqMemberHealth(state.board, member, state.placements);
      state_ = healthState(health, max, member.eliminated_attempt_id !== null);
    }
    return {
      id,
      kind: miniatureKind(id),
      characterId: member ? member.character_id : id,
      name: nameOf(pack, member ? member.character_id : id),
      memberId,
      place: placed?.place ?? null,
      standsInFor: placed?.standsInFor ?? null,
      healthState: state_,
    };
  });
  const places: HqPlaceView[] = HQ_PLACES.map((place) => ({
    place,
    capacity: HQ_CAPACITY[place],
    miniatures: facts.placements.filter((p) => p.place === place).map((p) => p.miniature),
    canPlace: Object.fromEntries(ids.map((id) => [id, checkPlace(facts, id, place)])),
  }));
  const summary = readContractSummary(db, campaignId, state.boxData, pack);
  const shown = state.current ?? state.assignments.at(-1) ?? null;
  return {
    ...base,
    miniatures,
    places,
    available: ids.filter((id) => !placementOf(id)),
    hospital: hospitalCandidates(state, pack, state.board.cards),
    assignment: shown ? assignmentView(db, state, pack, summary, shown) : null,
    startProblem: startAssignmentProblem(db, state),
    blueprints: blueprintChoices(db, state, pack),
    level: summary.level,
    topContract: summary.top,
  };
}
