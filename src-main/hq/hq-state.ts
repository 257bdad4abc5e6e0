import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { HqVersion } from '../../shared/hq/hq.js';
import type { HqBoardFacts, HqPlacementFact } from '../../shared/hq/hq-placement-rules.js';
import { hqNotUnlocked } from '../../shared/hq/hq-assignment-rules.js';
import { boxStatus, openMemoryId, suggestedNextMemoryId } from '../../shared/diary/diary-rules.js';
import { firstMemory } from '../../shared/campaigns/party-setup.js';
import { assassinName, readBoardState, type CampaignBoardState } from '../boards/read-boards.js';
import { memoryRecords, readDiaryRows } from '../diary/diary-rows.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { dueResolution } from './due-resolution.js';
import { miniatureOf, readPlacementRows, type PlacementRow } from './hq-placements.js';
import { hqMemberHealth } from './patient-health.js';

export interface HqBoardRow {
  id: number;
  campaign_id: number;
  version: HqVersion;
  unlocked_at: string;
}

export interface AssignmentRow {
  id: number;
  campaign_id: number;
  kind: 'first' | 'later';
  completed_memories: number;
  before_memory: string | null;
  blueprint_done: 0 | 1;
  contract_done: 0 | 1;
  started_at: string;
  finished_at: string | null;
}

export function readHqBoard(db: Db, campaignId: number): HqBoardRow | null {
  return (db.prepare('SELECT * FROM hq_boards WHERE campaign_id = ?').get(campaignId) as HqBoardRow | undefined) ?? null;
}

export function readAssignments(db: Db, campaignId: number): AssignmentRow[] {
  return db.prepare('SELECT * FROM hq_assignments WHERE campaign_id = ? ORDER BY id').all(campaignId) as AssignmentRow[];
}

/** What the diary says about the HQ's timing (HQ-GEN-1, HQ-GEN-3). */
export interface DiaryTiming {
  memory04Completed: boolean;
  /** REPLAY-1: the memory waiting for its second attempt. */
  openMemory: string | null;
  completedMemories: number;
  /** The memory the diary suggests next (null: the campaign book decides). */
  nextMemory: string | null;
}

export function readDiaryTiming(db: Db, campaignId: number): DiaryTiming {
  const rows = readDiaryRows(db, campaignId);
  const records = memoryRecords(rows);
  return {
    memory04Completed: boxStatus(records.find((m) => m.memoryId === '0.4')) === 'completed',
    openMemory: openMemoryId(records),
    completedMemories: records.filter((m) => boxStatus(m) === 'completed').length,
    nextMemory: suggestedNextMemoryId(records, firstMemory(rows.campaign.box)),
  };
}

/** Everything the HQ commands and the view read about one campaign, in one place. */
export interface HqState {
  board: CampaignBoardState;
  hq: HqBoardRow | null;
  placements: PlacementRow[];
  assignments: AssignmentRow[];
  /** The assignment in progress (started, not finished). */
  current: AssignmentRow | null;
  timing: DiaryTiming;
  boxData: BoxData;
}

export function readHqState(db: Db, campaignId: number): HqState {
  const board = readBoardState(db, campaignId);
  const assignments = readAssignments(db, campaignId);
  return {
    board,
    hq: readHqBoard(db, campaignId),
    placements: readPlacementRows(db, campaignId),
    assignments,
    current: assignments.find((a) => a.finished_at === null) ?? null,
    timing: readDiaryTiming(db, campaignId),
    boxData: readBoxData(db),
  };
}

/** HQ-GEN-1: the HQ must exist for everything but the unlock. */
export function requireHq(state: HqState): HqBoardRow {
  if (!state.hq) failRefusal(hqNotUnlocked());
  return state.hq;
}

/** The pure rules' view of the HQ board. */
export function toBoardFacts(state: HqState, pack: ContentPack): HqBoardFacts {
  const hq = requireHq(state);
  return {
    version: hq.version,
    assignment: state.current?.kind ?? null,
    members: state.board.members.map((m) => {
      const { max, health } = hqMemberHealth(state.board, m, state.placements);
      const eliminated = m.eliminated_attempt_id !== null;
      return { id: m.id, name: assassinName(pack, m.character_id), status: m.status, eliminated, injured: !eliminated && health < max };
    }),
    placements: state.placements.map(
      (row): HqPlacementFact => ({ miniature: miniatureOf(row), place: row.place, standsInFor: row.stands_in_for }),
    ),
  };
}

/** HQ-GEN-4: the resolution after the last completed memory is due and not finished. */
export function resolutionPending(db: Db, campaignId: number): boolean {
  const due = dueResolution(db, campaignId);
  return due !== null && due.nextStep !== 'done';
}
