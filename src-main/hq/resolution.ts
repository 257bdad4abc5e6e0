import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { Decision } from '../../shared/ipc/refusal.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { checkCardMove } from '../../shared/boards/board-rules.js';
import type { CardType } from '../../shared/boards/board.js';
import { blueprintsOf } from '../../shared/hq/hq-contract-cards.js';
import type { HqCardDestination, ResolutionStepId } from '../../shared/hq/hq-buildings.js';
import { checkResolutionStep, type PatientFacts, type StaffName } from '../../shared/hq/hq-resolution-rules.js';
import { findMember, readBoardState, toBoardFacts } from '../boards/read-boards.js';
import { readOwnedBlueprints } from './contract-summary.js';
import { dueResolution, type DueResolution } from './due-resolution.js';
import { patientRows, type PlacementRow } from './hq-placements.js';
import { hqMemberHealth } from './patient-health.js';

/*
 * The resolution step (HQ-RES-1: hospital → workshop → shop → command room). Each command
 * (resolve-hospital.ts, resolve-workshop.ts, resolve-shop.ts, resolve-command-room.ts) reads
 * the facts, lets the pure rules of shared/hq/hq-resolution-rules.ts decide, and writes only
 * what they decided; the preview (resolution-view.ts) shows the same facts before the players
 * confirm. Here: what they share.
 */

/** What a resolution needs besides the save: the pack's facts, the players' box data, the clock. */
export interface ResolutionContext {
  db: Db;
  pack: ContentPack;
  boxData: BoxData;
  now: Date;
}

export const decided = <T>(decision: Decision<T>): T => {
  if (!decision.ok) failRefusal(decision.refusal);
  return decision.value;
};

/** HQ-GEN-4, HQ-RES-1: the resolution due, when `step` is the building to resolve now. */
export function requireStep(db: Db, campaignId: number, step: ResolutionStepId): DueResolution {
  const due = dueResolution(db, campaignId);
  const refused = checkResolutionStep(due, step);
  if (refused) failRefusal(refused);
  return due!;
}

/** English staff names for the sentences logs read. */
export const staffNames =
  (pack: ContentPack): StaffName =>
  (id) =>
    pack.characters.find((c) => c.id === id)?.name.en ?? id;

export interface PatientState extends PatientFacts {
  characterId: string;
  row: PlacementRow;
}

/** HQ-HOS-1: the assassins on the red spaces, their health counted as they will leave (HLT-1, HQ-AS-1). */
export function patients(db: Db, campaignId: number, placements: readonly PlacementRow[]): PatientState[] {
  const state = readBoardState(db, campaignId);
  return patientRows(placements).flatMap((row) => {
    const member = state.members.find((m) => m.id === row.member_id);
    if (!member) return [];
    const { max, health } = hqMemberHealth(state, member, placements);
    return [{ memberId: member.id, characterId: member.character_id, health, max, eliminated: member.eliminated_attempt_id !== null, row }];
  });
}

/** HQ-HOS-7: injured (or critical) assassins in play, neither eliminated nor in the hospital. */
export function outsideCandidates(db: Db, campaignId: number, placements: readonly PlacementRow[]): number[] {
  const state = readBoardState(db, campaignId);
  const inHospital = patientRows(placements).map((p) => p.member_id);
  return state.members
    .filter((m) => m.status === 'in-play' && m.eliminated_attempt_id === null && m.in_hospital === 0 && !inHospital.includes(m.id))
    .filter((m) => {
      const { max, health } = hqMemberHealth(state, m, placements);
      return health < max;
    })
    .map((m) => m.id);
}

export function workshopBlueprint(ctx: Pick<ResolutionContext, 'db' | 'pack' | 'boxData'>, campaignId: number) {
  const owned = readOwnedBlueprints(ctx.db, campaignId).find((b) => b.state === 'workshop');
  if (!owned) return null;
  const facts = blueprintsOf(ctx.boxData.blueprints, ctx.pack.hq).find((b) => b.id === owned.blueprint_id);
  return { owned, facts: facts ?? { id: owned.blueprint_id, name: owned.blueprint_id, whiteCost: null, blackCost: null, item: '', sources: [] } };
}

/** HQ-WRK-6, HQ-SHP-4: a new card where the players put it, if the board rules allow it there. */
export function insertCard(
  ctx: Pick<ResolutionContext, 'db' | 'pack'>,
  campaignId: number,
  card: { name: string; boxCardId: string | null; cardType: CardType; armorHealth: number; kind: string; reusable: boolean | null },
  to: HqCardDestination,
  field: string,
): number {
  const state = readBoardState(ctx.db, campaignId);
  if (to.place === 'board') findMember(state, to.memberId, `${field}.memberId`);
  const refused = checkCardMove({ id: null, name: card.name, cardType: card.cardType }, to, toBoardFacts(state, ctx.pack));
  if (refused) failRefusal({ ...refused, field });
  const { lastInsertRowid } = ctx.db
    .prepare(
      `INSERT INTO campaign_cards (campaign_id, name, box_card_id, card_type, armor_health, kind, reusable, location, member_id, slot)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      campaignId,
      card.name,
      card.boxCardId,
      card.cardType,
      card.armorHealth,
      card.kind,
      card.reusable === null ? null : card.reusable ? 1 : 0,
      to.place,
      to.place === 'board' ? to.memberId : null,
      to.place === 'board' ? to.slot : null,
    );
  return Number(lastInsertRowid);
}
