import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { APPRENTICE_MINIATURES, assassinMiniature, memberOfMiniature, type HqPlace, type HqVersion, type MiniatureId } from '../../shared/hq/hq.js';
import {
  assignmentSteps,
  checkPlace,
  checkRemove,
  finishProblem,
  miniatureName,
  unlockProblem,
  type HqPlacementProblem,
} from '../../shared/hq/hq-placement-rules.js';
import type { RuleProblem } from '../../shared/campaigns/party-setup.js';
import { assassinName, findMember, memberHealth } from '../boards/read-boards.js';
import { findCard } from '../boards/board-cards.js';
import { giveFlyingMachineBlueprint, placeBlueprintInWorkshop, readContractSummary, revealTopContract } from './contract-summary.js';
import { readHqState, requireHq, toBoardFacts, type HqState, type PlacementRow } from './hq-state.js';
import { startAssignmentProblem, stepFacts } from './hq-view.js';

function refuse(problem: HqPlacementProblem | RuleProblem | null): void {
  if (!problem) return;
  if ('notFound' in problem && problem.notFound) fail('not-found', problem.message, { field: problem.field });
  fail('rule-violation', problem.message, { field: problem.field, rule: problem.rule });
}

function requireAssignment(state: HqState) {
  if (!state.current) {
    fail('rule-violation', 'This is done during the assignment step before a memory: start it first.', { field: 'campaignId', rule: 'HQ-GEN-3' });
  }
  return state.current;
}

/** HQ-GEN-1, HQ-A1-4, VILLA-3: the HQ board arrives in the chosen version and the villa's cards move into the main hall. */
export function unlockHq(db: Db, campaignId: number, version: HqVersion, now: Date): void {
  const state = readHqState(db, campaignId);
  const { campaign } = state.board;
  refuse(unlockProblem({ box: campaign.box, established: state.hq !== null || campaign.hq_established === 1, memory04Completed: state.timing.memory04Completed }));
  db.prepare('INSERT INTO hq_boards (campaign_id, version, unlocked_at) VALUES (?, ?, ?)').run(campaignId, version, now.toISOString());
  db.prepare('UPDATE campaigns SET hq_established = 1 WHERE id = ?').run(campaignId);
  db.prepare("UPDATE campaign_cards SET location = 'main-hall' WHERE campaign_id = ? AND location = 'villa'").run(campaignId);
}

function insertPlacement(db: Db, campaignId: number, miniature: MiniatureId, place: HqPlace, standsInFor: number | null = null): void {
  const memberId = memberOfMiniature(miniature);
  db.prepare('INSERT INTO hq_placements (campaign_id, member_id, character_id, place, stands_in_for) VALUES (?, ?, ?, ?, ?)').run(
    campaignId,
    memberId,
    memberId === null ? miniature : null,
    place,
    standsInFor,
  );
}

const rowOf = (state: HqState, miniature: MiniatureId): PlacementRow | null => {
  const memberId = memberOfMiniature(miniature);
  return state.placements.find((p) => (memberId !== null ? p.member_id === memberId : p.character_id === miniature)) ?? null;
};

/**
 * APP-3, APP-7: an apprentice takes the hospitalised assassin's place in the memory group;
 * the first apprentice not placed anywhere.
 */
function standInFor(db: Db, state: HqState, pack: ContentPack, memberId: number): void {
  if (state.placements.some((p) => p.stands_in_for === memberId)) return;
  const free = APPRENTICE_MINIATURES.find((a) => !state.placements.some((p) => p.character_id === a));
  if (!free) {
    const name = assassinName(pack, findMember(state.board, memberId).character_id);
    fail('rule-violation', `Every apprentice is placed: take one out of a building so it can stand in for ${name}.`, { field: 'memberId', rule: 'APP-3' });
  }
  insertPlacement(db, state.board.campaign.id, free, 'memory-group', memberId);
}

/**
 * HQ-GEN-3, HQ-A1, HQ-AS: opens the assignment step before a memory's first attempt. The
 * memory group is made afresh: assassins in play go to it, those still in the hospital
 * (HQ-HOS-6) lie on red spaces again with an apprentice standing in. The first time at the
 * HQ, the Flying Machine blueprint goes to the workshop and contract 1 is revealed
 * (HQ-A1-2, HQ-A1-3).
 */
export function startAssignment(db: Db, pack: ContentPack, campaignId: number, now: Date): number {
  const state = readHqState(db, campaignId);
  requireHq(state);
  refuse(startAssignmentProblem(db, state));
  const kind = state.assignments.length === 0 ? 'first' : 'later';
  db.prepare("DELETE FROM hq_placements WHERE campaign_id = ? AND place <> 'hospital-patient'").run(campaignId);
  for (const member of state.board.members.filter((m) => m.status === 'in-play')) {
    const onRed = state.placements.some((p) => p.member_id === member.id && p.place === 'hospital-patient');
    if (member.in_hospital === 1 && !onRed) insertPlacement(db, campaignId, assassinMiniature(member.id), 'hospital-patient');
    else if (member.in_hospital === 0 && !onRed && member.eliminated_attempt_id === null) insertPlacement(db, campaignId, assassinMiniature(member.id), 'memory-group');
  }
  const placed = readHqState(db, campaignId);
  for (const row of placed.placements.filter((p) => p.place === 'hospital-patient')) standInFor(db, readHqState(db, campaignId), pack, row.member_id!);

  const { lastInsertRowid } = db
    .prepare('INSERT INTO hq_assignments (campaign_id, kind, completed_memories, before_memory, started_at) VALUES (?, ?, ?, ?, ?)')
    .run(campaignId, kind, state.timing.completedMemories, state.timing.nextMemory, now.toISOString());
  const id = Number(lastInsertRowid);
  if (kind === 'first') {
    giveFlyingMachineBlueprint(db, campaignId);
    revealTopContract(db, campaignId);
    db.prepare('UPDATE hq_assignments SET blueprint_done = 1, contract_done = 1 WHERE id = ?').run(id);
  }
  return id;
}

const BAGGABLE_SLOTS = ['melee', 'ranged', 'armor'] as const;

/**
 * HQ-AS-1, HQ-A1-1, HLT-9 [PL]: the assassin lies on a red space; its hidden-blade card and
 * (PL) one other typed-slot card of the players' choice go into its plastic bag; an
 * apprentice stands in for it in the next memory (APP-3, APP-7).
 */
export function hospitalise(db: Db, pack: ContentPack, campaignId: number, memberId: number, baggedCardId: number | null): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const member = findMember(state.board, memberId);
  const miniature = assassinMiniature(memberId);
  const facts = toBoardFacts(state, pack);
  refuse(checkPlace(facts, miniature, 'hospital-patient'));
  const current = rowOf(state, miniature);
  const name = assassinName(pack, member.character_id);
  if (current?.place === 'hospital-patient') {
    if (baggedCardId === null || baggedCardId === current.bagged_card_id) return;
    fail('rule-violation', `${name} is already in the hospital: take it out first to bag another card.`, { field: 'baggedCardId', rule: 'HQ-AS-1' });
  }
  let extraSlot: (typeof BAGGABLE_SLOTS)[number] | null = null;
  if (baggedCardId !== null) {
    const card = findCard(state.board, baggedCardId);
    const location = card.location;
    if (location.place !== 'board' || location.memberId !== memberId || !(BAGGABLE_SLOTS as readonly string[]).includes(location.slot)) {
      fail('rule-violation', `The extra card bagged with the hidden blade is a card in one of ${name}'s other typed slots (melee, ranged, armor).`, {
        field: 'baggedCardId',
        rule: 'HQ-AS-1',
      });
    }
    extraSlot = location.slot as (typeof BAGGABLE_SLOTS)[number];
  }
  standInFor(db, state, pack, memberId);
  db.prepare('UPDATE party_members SET in_hospital = 1 WHERE id = ?').run(memberId);
  db.prepare("UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'").run(memberId);
  if (baggedCardId !== null) db.prepare("UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE id = ?").run(baggedCardId);
  if (current) {
    db.prepare("UPDATE hq_placements SET place = 'hospital-patient', bagged_card_id = ?, bagged_from_slot = ? WHERE id = ?").run(baggedCardId, extraSlot, current.id);
  } else {
    db.prepare(
      "INSERT INTO hq_placements (campaign_id, member_id, place, bagged_card_id, bagged_from_slot) VALUES (?, ?, 'hospital-patient', ?, ?)",
    ).run(campaignId, memberId, baggedCardId, extraSlot);
  }
}

/** An injured assassin taken back out of the hospital: its stand-in leaves and its bagged cards go back to free slots. */
function leaveHospital(db: Db, state: HqState, row: PlacementRow): void {
  const memberId = row.member_id!;
  db.prepare('DELETE FROM hq_placements WHERE campaign_id = ? AND stands_in_for = ?').run(state.board.campaign.id, memberId);
  db.prepare('UPDATE party_members SET in_hospital = 0 WHERE id = ?').run(memberId);
  const slotFree = (slot: string) =>
    db.prepare("SELECT 1 FROM campaign_cards WHERE member_id = ? AND location = 'board' AND slot = ?").get(memberId, slot) === undefined;
  const blade = db.prepare("SELECT id FROM campaign_cards WHERE member_id = ? AND location = 'bag' AND card_type = 'hidden-blade' ORDER BY id LIMIT 1").get(memberId) as
    | { id: number }
    | undefined;
  if (blade && slotFree('hidden-blade')) db.prepare("UPDATE campaign_cards SET location = 'board', slot = 'hidden-blade' WHERE id = ?").run(blade.id);
  if (row.bagged_card_id !== null && row.bagged_from_slot !== null && slotFree(row.bagged_from_slot)) {
    db.prepare("UPDATE campaign_cards SET location = 'board', slot = ? WHERE id = ? AND location = 'bag' AND member_id = ?").run(row.bagged_from_slot, row.bagged_card_id, memberId);
  }
}

/** HQ-CAP-1, HQ-A1-5, HQ-AS-1/5/6: a miniature to a place, moving it if it stands elsewhere. */
export function placeMiniature(db: Db, pack: ContentPack, campaignId: number, miniature: MiniatureId, place: HqPlace): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  refuse(checkPlace(toBoardFacts(state, pack), miniature, place));
  const memberId = memberOfMiniature(miniature);
  if (memberId !== null && place === 'hospital-patient') {
    hospitalise(db, pack, campaignId, memberId, null);
    return;
  }
  const current = rowOf(state, miniature);
  if (current?.place === place) return;
  if (current) {
    if (current.place === 'hospital-patient') leaveHospital(db, state, current);
    db.prepare('UPDATE hq_placements SET place = ?, bagged_card_id = NULL, bagged_from_slot = NULL WHERE id = ?').run(place, current.id);
  } else {
    insertPlacement(db, campaignId, miniature, place);
  }
}

/** A miniature back among the available ones. */
export function removeMiniature(db: Db, pack: ContentPack, campaignId: number, miniature: MiniatureId): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  refuse(checkRemove(toBoardFacts(state, pack), miniature));
  const current = rowOf(state, miniature);
  if (!current) return;
  if (current.place === 'hospital-patient') leaveHospital(db, state, current);
  db.prepare('DELETE FROM hq_placements WHERE id = ?').run(current.id);
}

/** HQ-AS-3, HQ-CON-1: the top contract face up; its gray box is carried out now. */
export function revealContract(db: Db, campaignId: number): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const assignment = requireAssignment(state);
  revealTopContract(db, campaignId);
  db.prepare('UPDATE hq_assignments SET contract_done = 1 WHERE id = ? AND contract_done = 0').run(assignment.id);
}

/** HQ-AS-2, BP-2: one blueprint to the workshop. */
export function chooseBlueprint(db: Db, campaignId: number, blueprintId: string): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const assignment = requireAssignment(state);
  if (assignment.kind === 'first') {
    fail('rule-violation', 'At the first assignment the Flying Machine blueprint goes to the workshop.', { field: 'blueprintId', rule: 'HQ-A1-2' });
  }
  placeBlueprintInWorkshop(db, campaignId, blueprintId);
  db.prepare('UPDATE hq_assignments SET blueprint_done = 1 WHERE id = ? AND blueprint_done = 0').run(assignment.id);
}

/** Every step of HQ-A1-1…5 or HQ-AS-1…6 checked in the rules' order, then the assignment is closed. */
export function finishAssignment(db: Db, pack: ContentPack, campaignId: number, now: Date): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const assignment = requireAssignment(state);
  const summary = readContractSummary(db, campaignId, state.boxData, pack);
  refuse(finishProblem(assignmentSteps(stepFacts(db, state, pack, summary, assignment))));
  db.prepare('UPDATE hq_assignments SET finished_at = ? WHERE id = ?').run(now.toISOString(), assignment.id);
}

/**
 * HQ-ANY-1, HLT-5: a Medicine is discarded and heals an assassin by the amount printed on
 * the card (UNK-37: typed by the players), never above its maximum health (HLT-1).
 */
export function useMedicine(db: Db, pack: ContentPack, campaignId: number, cardId: number, memberId: number, amount: number): { healed: number } {
  const state = readHqState(db, campaignId);
  if (!state.hq) {
    fail('rule-violation', 'A Medicine is used here as a free action at the HQ, which is not unlocked yet; change health on the Assassins screen.', {
      field: 'campaignId',
      rule: 'HQ-ANY-1',
    });
  }
  findCard(state.board, cardId);
  const member = findMember(state.board, memberId);
  const name = assassinName(pack, member.character_id);
  if (member.status === 'left') fail('rule-violation', `${name} has left the party.`, { field: 'memberId', rule: 'PLY-5' });
  if (member.eliminated_attempt_id !== null) {
    fail('rule-violation', `${name} is eliminated: only the hospital brings it back, not a Medicine.`, { field: 'memberId', rule: 'HQ-HOS-3' });
  }
  const { max, health } = memberHealth(state.board, member);
  if (health >= max) fail('rule-violation', `${name} is at full health: keep the Medicine.`, { field: 'memberId', rule: 'HLT-2' });
  const after = Math.min(max, health + amount);
  db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ?').run(max - after, memberId);
  db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(cardId);
  return { healed: after - health };
}

export { miniatureName };
