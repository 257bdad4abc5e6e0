import { z } from 'zod';
import { campaignId } from '../campaigns/campaign.js';
import type { CampaignCard, HealthState } from '../boards/board.js';
import type { LocalizedText } from '../content/pack-schema.js';
import { blueprintId } from './hq-box-data.js';
import type { TopContract } from './hq-contract-cards.js';
import type { Refusal } from '../ipc/refusal.js';

/*
 * The Headquarters board (campaign-and-hq.md §6): its version, the miniatures and
 * where they stand, and the assignment step. Types and request schemas shared by main and
 * the renderer; the rules themselves are in hq-placement-rules.ts (the miniatures) and
 * hq-assignment-rules.ts (the assignment step).
 */

/** HQ-GEN-1: the board comes in a courtesan or a mercenary version; it decides the 4 allies. */
export const HQ_VERSIONS = ['courtesan', 'mercenary'] as const;
export type HqVersion = (typeof HQ_VERSIONS)[number];

/**
 * Where a miniature can stand (HQ-GEN-2, HQ-CAP-1, HQ-A1-5): the memory group (beside the
 * board, available in the next memory) or a building's spaces. The hospital has red patient
 * spaces (assassins only) and white caregiver spaces. Unplaced miniatures are "available".
 */
export const HQ_PLACES = ['memory-group', 'hospital-patient', 'hospital-caregiver', 'workshop', 'shop', 'command-room'] as const;
export type HqPlace = (typeof HQ_PLACES)[number];

/** The places that are HQ buildings (everything but the memory group), in resolution order (HQ-RES-1). */
export const HQ_BUILDING_PLACES = ['hospital-patient', 'hospital-caregiver', 'workshop', 'shop', 'command-room'] as const satisfies readonly HqPlace[];
export type HqBuildingPlace = (typeof HQ_BUILDING_PLACES)[number];

/** HQ-CAP-1 (CF-LIM-17): spaces per place; the memory group has no limit of its own. */
export const HQ_CAPACITY: Record<HqPlace, number | null> = {
  'memory-group': null,
  'hospital-patient': 4,
  'hospital-caregiver': 4,
  workshop: 4,
  shop: 4,
  'command-room': 6,
};

/**
 * A miniature's id: `assassin-<memberId>` for an assassin of the party, `apprentice-1..4`,
 * `courtesan-1..4` or `mercenary-1..4` (by the HQ version) and `ezio` (base-pack ids).
 */
export const miniatureId = z
  .string()
  .regex(/^(assassin-[1-9]\d*|apprentice-[1-4]|courtesan-[1-4]|mercenary-[1-4]|ezio)$/, 'Unknown miniature.');
export type MiniatureId = z.infer<typeof miniatureId>;

export type MiniatureKind = 'assassin' | 'apprentice' | 'ally' | 'ezio';

export const assassinMiniature = (memberId: number): MiniatureId => `assassin-${memberId}`;

/** The member id of an assassin miniature, else null. */
export function memberOfMiniature(id: string): number | null {
  const match = /^assassin-([1-9]\d*)$/.exec(id);
  return match ? Number(match[1]) : null;
}

export function miniatureKind(id: string): MiniatureKind {
  if (id.startsWith('assassin-')) return 'assassin';
  if (id.startsWith('apprentice-')) return 'apprentice';
  if (id === 'ezio') return 'ezio';
  return 'ally';
}

/** CF-COMP-7/8, CF-CHR-6/7 (HQ-A1-5): the miniatures other than the party's assassins. */
export function hqAllyMiniatures(version: HqVersion): MiniatureId[] {
  return [1, 2, 3, 4].map((n) => `${version}-${n}`);
}
export const APPRENTICE_MINIATURES: readonly MiniatureId[] = ['apprentice-1', 'apprentice-2', 'apprentice-3', 'apprentice-4'];

export interface HqMiniature {
  id: MiniatureId;
  kind: MiniatureKind;
  /** The base-pack character (an assassin's own character id for assassins). */
  characterId: string;
  name: LocalizedText;
  /** For assassins. */
  memberId: number | null;
  place: HqPlace | null;
  /** APP-3, APP-7: the hospitalised assassin this apprentice stands in for in the next memory. */
  standsInFor: number | null;
  /** For assassins: their health state (HLT-2..4, HLT-8). */
  healthState: HealthState | null;
}

export interface HqPlaceView {
  place: HqPlace;
  /** HQ-CAP-1; null for the memory group. */
  capacity: number | null;
  miniatures: MiniatureId[];
  /**
   * For every miniature of the HQ: null when `hq/place` would accept it here now, else the
   * refusal it would get (same rule id and parameters). A miniature already here maps to null.
   */
  canPlace: Record<MiniatureId, Refusal | null>;
}

/** HQ-AS-1, HQ-A1-1: an assassin who must (eliminated) or may (injured) lie on a red space. */
export interface HospitalCandidate {
  memberId: number;
  name: LocalizedText;
  healthState: HealthState;
  /** Eliminated assassins must go (HQ-AS-1); injured ones may. */
  must: boolean;
  inHospital: boolean;
  /** HQ-AS-1 [PL]: the typed-slot cards on its board the players may bag with the hidden blade. */
  extraCardChoices: CampaignCard[];
  /** The apprentice standing in while it is in the hospital. */
  standIn: MiniatureId | null;
}

export const ASSIGNMENT_STEP_IDS = ['patients', 'blueprint', 'contract', 'main-hall', 'command-room', 'groups'] as const;
export type AssignmentStepId = (typeof ASSIGNMENT_STEP_IDS)[number];

export interface AssignmentStep {
  id: AssignmentStepId;
  /** The rule the step carries out (HQ-A1-1…5 for the first assignment, HQ-AS-1…6 later). */
  rule: string;
  status: 'done' | 'todo' | 'skipped';
  /** While not done: what is still missing, as the refusal `hq/finish-assignment` would give. */
  problem: Refusal | null;
}

export interface HqCommandRoomCheck {
  /** HQ-AS-4, HQ-CMD-4: dice the command room's staff give (each is an automatic hit). */
  dice: number;
  requiredHits: number | null;
  enough: boolean;
  /** Staff whose brown card is not entered yet (their dice are not counted). */
  unknownStaff: MiniatureId[];
}

export interface AssignmentView {
  id: number;
  /** HQ-A1 (the first time at the HQ) or HQ-AS (from memory 1.2 on). */
  kind: 'first' | 'later';
  /** The memory it prepares, when the diary suggests one (null: the campaign book decides). */
  beforeMemory: string | null;
  startedAt: string;
  finishedAt: string | null;
  steps: AssignmentStep[];
  /** The first step not done, in the rules' order; null when all are. */
  next: AssignmentStepId | null;
  /** HQ-AS-4: set when this is the second attempt at the top contract. */
  commandRoom: HqCommandRoomCheck | null;
  /** Null when `hq/finish-assignment` would be accepted. */
  finishProblem: Refusal | null;
}

/** HQ-LVL-1, HQ-CON-*: the top contract as the resolution work reads it (hq-contracts.ts). */
export type HqTopContract = TopContract;

/** BP-2, HQ-AS-2: a blueprint the party owns and that is not built, to choose for the workshop. */
export interface HqBlueprintChoice {
  id: string;
  name: string;
  state: 'main-hall' | 'workshop';
}

export interface HqView {
  campaignId: number;
  established: boolean;
  version: HqVersion | null;
  /** HQ-GEN-1: null when `hq/unlock` would be accepted (or the HQ exists), else why not. */
  unlockProblem: Refusal | null;
  /** Every miniature of this HQ (empty before the unlock), assassins first. */
  miniatures: HqMiniature[];
  /** The places, in board order (memory group first), with their miniatures and hints. */
  places: HqPlaceView[];
  /** Unplaced miniatures. */
  available: MiniatureId[];
  hospital: HospitalCandidate[];
  /** HQ-A1-4, HQ-ANY-1: the cards stored in the main hall. */
  mainHall: CampaignCard[];
  /** The assignment in progress, else the last one (finished), else null. */
  assignment: AssignmentView | null;
  /** HQ-GEN-3: null when `hq/start-assignment` would be accepted now, else why not. */
  startProblem: Refusal | null;
  /** HQ-AS-2: the unbuilt blueprints (main hall or workshop). */
  blueprints: HqBlueprintChoice[];
  /** HQ-LVL-1: null when unknown (contract backs not entered) or before the unlock. */
  level: number | null;
  topContract: HqTopContract | null;
}

const memberId = z.number().int().positive();

export const unlockHqRequest = z.object({ campaignId, version: z.enum(HQ_VERSIONS) }).strict();
export const placeMiniatureRequest = z.object({ campaignId, miniature: miniatureId, place: z.enum(HQ_PLACES) }).strict();
export const removeMiniatureRequest = z.object({ campaignId, miniature: miniatureId }).strict();
export const hospitaliseRequest = z
  .object({
    campaignId,
    memberId,
    /** HQ-AS-1 [PL]: one other typed-slot card of the players' choice, bagged with the hidden blade. */
    baggedCardId: z.number().int().positive().nullable().default(null),
  })
  .strict();
export const useMedicineRequest = z
  .object({
    campaignId,
    cardId: z.number().int().positive(),
    memberId,
    /** UNK-37: the amount is printed on the players' card; they type it. */
    health: z.number().int().min(1, 'A Medicine heals at least 1 health.').max(12),
  })
  .strict();
export const chooseBlueprintRequest = z.object({ campaignId, blueprintId }).strict();
