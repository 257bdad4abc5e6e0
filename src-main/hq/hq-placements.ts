import type { Db } from '../db/open-save.js';
import { assassinMiniature, type HqBuildingPlace, type HqPlace, type MiniatureId } from '../../shared/hq/hq.js';
import type { BaggableSlot } from '../../shared/hq/hq-placement-rules.js';

/*
 * Who stands where on a campaign's HQ board (hq_placements, migration 004): read by the
 * assignment and by the resolution, cleared when a building is resolved (HQ-RES-1).
 */

export interface PlacementRow {
  id: number;
  campaign_id: number;
  member_id: number | null;
  character_id: string | null;
  place: HqPlace;
  stands_in_for: number | null;
  bagged_card_id: number | null;
  bagged_from_slot: BaggableSlot | null;
}

export const miniatureOf = (row: Pick<PlacementRow, 'member_id' | 'character_id'>): MiniatureId =>
  row.member_id !== null ? assassinMiniature(row.member_id) : (row.character_id as MiniatureId);

/** Every placement of a campaign's HQ, in the order the miniatures were placed. */
export function readPlacementRows(db: Db, campaignId: number): PlacementRow[] {
  return db.prepare('SELECT * FROM hq_placements WHERE campaign_id = ? ORDER BY id').all(campaignId) as PlacementRow[];
}

/** The staff miniatures (ezio, apprentice-n, courtesan-n, mercenary-n) in a building, in placement order. */
export function staffIn(placements: readonly PlacementRow[], place: HqBuildingPlace): string[] {
  return placements.filter((p) => p.place === place && p.character_id !== null).map((p) => p.character_id!);
}

/** HQ-HOS-1: the placements of the party members lying on the red hospital spaces. */
export function patientRows(placements: readonly PlacementRow[]): PlacementRow[] {
  return placements.filter((p) => p.place === 'hospital-patient' && p.member_id !== null);
}

/**
 * HQ-RES-1 (HQ-HOS-4, HQ-WRK-5, HQ-SHP-3, HQ-CMD-5): once a building is resolved its
 * miniatures leave it. Only the placements go: whether a patient is healed (in_hospital,
 * health) is the hospital resolution's to write.
 */
export function clearPlace(db: Db, campaignId: number, place: HqBuildingPlace): void {
  db.prepare('DELETE FROM hq_placements WHERE campaign_id = ? AND place = ?').run(campaignId, place);
}
