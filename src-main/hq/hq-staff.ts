import type { Db } from '../db/open-save.js';

/*
 * Who stands in each HQ building (hq_placements, owned by the HQ assignment work,
 * migration 004). Read here directly so the resolution only depends on the table; clearing
 * a building after it is resolved (HQ-RES-1) goes through the assignment work's clearPlace.
 */

export type ResolvedPlace = 'hospital-patient' | 'hospital-caregiver' | 'workshop' | 'shop' | 'command-room';

/** The staff miniatures (ezio, apprentice-n, courtesan-n, mercenary-n) in a building, in placement order. */
export function staffIn(db: Db, campaignId: number, place: ResolvedPlace): string[] {
  const rows = db
    .prepare('SELECT character_id FROM hq_placements WHERE campaign_id = ? AND place = ? AND character_id IS NOT NULL ORDER BY id')
    .all(campaignId, place) as { character_id: string }[];
  return rows.map((r) => r.character_id);
}

/** HQ-HOS-1: the party members lying on the red hospital spaces. */
export function patientsIn(db: Db, campaignId: number): number[] {
  const rows = db
    .prepare("SELECT member_id FROM hq_placements WHERE campaign_id = ? AND place = 'hospital-patient' AND member_id IS NOT NULL ORDER BY id")
    .all(campaignId) as { member_id: number }[];
  return rows.map((r) => r.member_id);
}
