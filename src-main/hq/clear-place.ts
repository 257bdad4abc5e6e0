import type { Db } from '../db/open-save.js';
import { clearPlace } from './hq-state.js';
import type { ResolvedPlace } from './hq-staff.js';

/** HQ-RES-1, HQ-HOS-4, HQ-WRK-5, HQ-SHP-3, HQ-CMD-5: a resolved building's miniatures leave it (the assignment work's clearPlace). */
export function clearResolvedPlace(db: Db, campaignId: number, place: ResolvedPlace): void {
  clearPlace(db, campaignId, place);
}
