import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { Decision, Refusal } from '../../shared/ipc/refusal.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { assassinMiniature, memberOfMiniature, type HqPlace, type HqVersion, type MiniatureId } from '../../shared/hq/hq.js';
import { checkPlace, checkRemove, decideHospitalise, decideStandIn, miniatureName } from '../../shared/hq/hq-placement-rules.js';
import { assignmentSteps, checkAssignmentOpen, finishProblem, unlockProblem } from '../../shared/hq/hq-assignment-rules.js';
import { checkBlueprintChoice } from '../../shared/hq/hq-blueprint-rules.js';
import { decideMedicine } from '../../shared/hq/hq-free-actions.js';
import { assassinName, findMember } from '../boards/read-boards.js';
import { findCard } from '../boards/board-cards.js';
import { giveFlyingMachineBlueprint, placeBlueprintInWorkshop, readContractSummary, revealTopContract } from './contract-summary.js';
import { readHqState, requireHq, toBoardFacts, type AssignmentRow, type HqState } from './hq-state.js';
import { miniatureOf, type PlacementRow } from './hq-placements.js';
import { hqMemberHealth } from './patient-health.js';
import { takeBaggedCardsBack } from './bagged-cards.js';
import { startAssignmentProblem, stepFacts } from './hq-view.js';

/*
 * The HQ board's commands (HQ-GEN, HQ-A1, HQ-AS, HQ-ANY): each reads the facts, lets a pure
 * rule of shared/hq decide, and writes only what was decided. Each returns what its history
 * line names, so the line is worded from the command's result.
 */

const check = (refusal: Refusal | null): void => {
  if (refusal) failRefusal(refusal);
};

const decided = <T>(decision: Decision<T>): T => {
  if (!decision.ok) failRefusal(decision.refusal);
  return decision.value;
};

function requireAssignment(state: HqState): AssignmentRow {
  check(checkAssignmentOpen(state.current !== null));
  return state.current!;
}

/** A miniature of this campaign: an assassin id that is no member here is not-found, naming the field. */
function requireKnownMiniature(state: HqState, miniature: MiniatureId): void {
  const memberId = memberOfMiniature(miniature);
  if (memberId !== null) findMember(state.board, memberId, 'miniature');
}

/** HQ-GEN-1, HQ-A1-4, VILLA-3: the HQ board arrives in the chosen version and the villa's cards move into the main hall. */
export function unlockHq(db: Db, campaignId: number, version: HqVersion, now: Date): void {
  const state = readHqState(db, campaignId);
  const { campaign } = state.board;
  check(unlockProblem({ box: campaign.box, established: state.hq !== null || campaign.hq_established === 1, memory04Completed: state.timing.memory04Completed }));
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

const rowOf = (state: HqState, miniature: MiniatureId): PlacementRow | null => state.placements.find((p) => miniatureOf(p) === miniature) ?? null;

/**
 * HQ-GEN-3, HQ-A1, HQ-AS: opens the assignment step before a memory's first attempt. The
 * memory group is made afresh: assassins in play go to it, those still in the hospital
 * (HQ-HOS-6) lie on red spaces again with an apprentice standing in (APP-3, APP-7). The
 * first time at the HQ, the Flying Machine blueprint goes to the workshop and contract 1 is
 * revealed (HQ-A1-2, HQ-A1-3).
 */
export function startAssignment(db: Db, pack: ContentPack, campaignId: number, now: Date): number {
  const state = readHqState(db, campaignId);
  requireHq(state);
  check(startAssignmentProblem(db, state));
  const kind = state.assignments.length === 0 ? 'first' : 'later';
  db.prepare("DELETE FROM hq_placements WHERE campaign_id = ? AND place <> 'hospital-patient'").run(campaignId);
  for (const member of state.board.members.filter((m) => m.status === 'in-play')) {
    const onRed = state.placements.some((p) => p.member_id === member.id && p.place === 'hospital-patient');
    if (member.in_hospital === 1 && !onRed) insertPlacement(db, campaignId, assassinMiniature(member.id), 'hospital-patient');
    else if (member.in_hospital === 0 && !onRed && member.eliminated_attempt_id === null) insertPlacement(db, campaignId, assassinMiniature(member.id), 'memory-group');
  }
  const { lastInsertRowid } = db
    .prepare('INSERT INTO hq_assignments (campaign_id, kind, completed_memories, before_memory, started_at) VALUES (?, ?, ?, ?, ?)')
    .run(campaignId, kind, state.timing.completedMemories, state.timing.nextMemory, now.toISOString());
  const id = Number(lastInsertRowid);
  for (const row of readHqState(db, campaignId).placements.filter((p) => p.place === 'hospital-patient')) {
    const facts = toBoardFacts(readHqState(db, campaignId), pack);
    const standIn = decided(decideStandIn(facts, row.member_id!));
    if (standIn.fresh) insertPlacement(db, campaignId, standIn.apprentice, 'memory-group', row.member_id);
  }
  if (kind === 'first') {
    giveFlyingMachineBlueprint(db, campaignId);
    revealTopContract(db, campaignId);
    db.prepare('UPDATE hq_assignments SET blueprint_done = 1, contract_done = 1 WHERE id = ?').run(id);
  }
  return id;
}

/**
 * HQ-AS-1, HQ-A1-1, HLT-9 [PL]: the assassin lies on a red space; its hidden-blade card and
 * (PL) one other typed-slot card of the players' choice go into its plastic bag; an
 * apprentice stands in for it in the next memory (APP-3, APP-7). Returns its name.
 */
export function hospitalise(db: Db, pack: ContentPack, campaignId: number, memberId: number, baggedCardId: number | null): { name: string } {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const member = findMember(state.board, memberId);
  const name = assassinName(pack, member.character_id);
  const current = rowOf(state, assassinMiniature(memberId));
  const extraCard = baggedCardId === null ? null : findCard(state.board, baggedCardId).location;
  const change = decided(
    decideHospitalise(
      {
        hq: toBoardFacts(state, pack),
        memberId,
        inHospital: current?.place === 'hospital-patient' ? { baggedCardId: current.bagged_card_id } : null,
        extraCard: extraCard === null ? null : extraCard.place === 'board' ? extraCard : { place: 'elsewhere' },
      },
      baggedCardId,
    ),
  );
  if (change.kind === 'unchanged') return { name };
  if (change.standIn.fresh) insertPlacement(db, campaignId, change.standIn.apprentice, 'memory-group', memberId);
  db.prepare('UPDATE party_members SET in_hospital = 1 WHERE id = ?').run(memberId);
  db.prepare("UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'").run(memberId);
  if (baggedCardId !== null) db.prepare("UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE id = ?").run(baggedCardId);
  if (current) {
    db.prepare("UPDATE hq_placements SET place = 'hospital-patient', bagged_card_id = ?, bagged_from_slot = ? WHERE id = ?").run(baggedCardId, change.extraSlot, current.id);
  } else {
    db.prepare(
      "INSERT INTO hq_placements (campaign_id, member_id, place, bagged_card_id, bagged_from_slot) VALUES (?, ?, 'hospital-patient', ?, ?)",
    ).run(campaignId, memberId, baggedCardId, change.extraSlot);
  }
  return { name };
}

/** An injured assassin taken back out of the hospital: its stand-in leaves and its bagged cards go back to free slots. */
function leaveHospital(db: Db, state: HqState, row: PlacementRow): void {
  const memberId = row.member_id!;
  db.prepare('DELETE FROM hq_placements WHERE campaign_id = ? AND stands_in_for = ?').run(state.board.campaign.id, memberId);
  db.prepare('UPDATE party_members SET in_hospital = 0 WHERE id = ?').run(memberId);
  takeBaggedCardsBack(db, memberId, row);
}

/** HQ-CAP-1, HQ-A1-5, HQ-AS-1/5/6: a miniature to a place, moving it if it stands elsewhere. Returns its name. */
export function placeMiniature(db: Db, pack: ContentPack, campaignId: number, miniature: MiniatureId, place: HqPlace): { name: string } {
  const state = readHqState(db, campaignId);
  requireHq(state);
  requireKnownMiniature(state, miniature);
  const facts = toBoardFacts(state, pack);
  check(checkPlace(facts, miniature, place));
  const memberId = memberOfMiniature(miniature);
  if (memberId !== null && place === 'hospital-patient') return hospitalise(db, pack, campaignId, memberId, null);
  const name = miniatureName(miniature, facts.members);
  const current = rowOf(state, miniature);
  if (current?.place === place) return { name };
  if (current) {
    if (current.place === 'hospital-patient') leaveHospital(db, state, current);
    db.prepare('UPDATE hq_placements SET place = ?, bagged_card_id = NULL, bagged_from_slot = NULL WHERE id = ?').run(place, current.id);
  } else {
    insertPlacement(db, campaignId, miniature, place);
  }
  return { name };
}

/** A miniature back among the available ones. Returns its name. */
export function removeMiniature(db: Db, pack: ContentPack, campaignId: number, miniature: MiniatureId): { name: string } {
  const state = readHqState(db, campaignId);
  requireHq(state);
  requireKnownMiniature(state, miniature);
  const facts = toBoardFacts(state, pack);
  check(checkRemove(facts, miniature));
  const current = rowOf(state, miniature);
  if (current) {
    if (current.place === 'hospital-patient') leaveHospital(db, state, current);
    db.prepare('DELETE FROM hq_placements WHERE id = ?').run(current.id);
  }
  return { name: miniatureName(miniature, facts.members) };
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
  check(checkBlueprintChoice(assignment.kind));
  placeBlueprintInWorkshop(db, campaignId, blueprintId);
  db.prepare('UPDATE hq_assignments SET blueprint_done = 1 WHERE id = ? AND blueprint_done = 0').run(assignment.id);
}

/** Every step of HQ-A1-1…5 or HQ-AS-1…6 checked in the rules' order, then the assignment is closed. */
export function finishAssignment(db: Db, pack: ContentPack, campaignId: number, now: Date): void {
  const state = readHqState(db, campaignId);
  requireHq(state);
  const assignment = requireAssignment(state);
  const summary = readContractSummary(db, campaignId, state.boxData, pack);
  check(finishProblem(assignmentSteps(stepFacts(db, state, pack, summary, assignment))));
  db.prepare('UPDATE hq_assignments SET finished_at = ? WHERE id = ?').run(now.toISOString(), assignment.id);
}

/**
 * HQ-ANY-1, HLT-5: a Medicine is discarded and heals an assassin by the amount printed on
 * the card (UNK-37: typed by the players), never above its maximum health (HLT-1).
 * Returns what the history line names.
 */
export function useMedicine(
  db: Db,
  pack: ContentPack,
  campaignId: number,
  cardId: number,
  memberId: number,
  amount: number,
): { name: string; card: string; healed: number } {
  const state = readHqState(db, campaignId);
  const card = findCard(state.board, cardId);
  const member = findMember(state.board, memberId);
  const name = assassinName(pack, member.character_id);
  const { max, health } = hqMemberHealth(state.board, member, state.placements);
  const { healthLost, healed } = decided(
    decideMedicine(
      { established: state.hq !== null, member: { name, status: member.status, eliminated: member.eliminated_attempt_id !== null, max, health } },
      amount,
    ),
  );
  db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ?').run(healthLost, memberId);
  db.prepare('DELETE FROM campaign_cards WHERE id = ?').run(cardId);
  return { name, card: card.name, healed };
}
