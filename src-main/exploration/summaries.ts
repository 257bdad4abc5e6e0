import type { Db } from '../db/open-save.js';
import type { JourneyPaymentChoice, LocationResolution } from '../../shared/exploration/exploration.js';
import { a24Due, nextGaugeBox } from '../../shared/exploration/exploration-rules.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { openPhase, regionContext } from './exploration-rows.js';

/**
 * The history entry's parameters are written before the command runs, so they are read
 * here first, without writing. Anything missing is left blank: the command then refuses and
 * its entry is rolled back with it.
 */

export interface Summary {
  key: string;
  params: Record<string, string | number>;
}

function here(db: Db, campaignId: number) {
  const phase = openPhase(db, campaignId);
  const region = phase ? readBoxData(db).regions.find((r) => r.id === phase.region_id) : undefined;
  return { phase, region };
}

/** EXP-4, THR-2: a gauge tick on a full gauge is recorded as paid with health. */
export function journeySummary(db: Db, campaignId: number, to: number, choice: JourneyPaymentChoice): Summary {
  const { phase, region } = here(db, campaignId);
  const full = phase && region && choice.method === 'gauge' && nextGaugeBox(region.gauge, regionContext(db, campaignId, region).progress.tickedBoxes) === null;
  const key = full ? 'journeyGaugeFull' : ({ cube: 'journeyCube', clue: 'journeyClue', gauge: 'journeyGauge' } as const)[choice.method];
  return { key, params: { from: phase?.current_location ?? 0, to } };
}

export function jumpSummary(db: Db, campaignId: number, to: number): Record<string, string | number> {
  return { from: here(db, campaignId).phase?.current_location ?? 0, to };
}

const RESOLVED_KEYS = {
  encounter: 'resolvedEncounter',
  ruins: 'resolvedRuins',
  'mystery-or-memory': 'resolvedMysteryOrMemory',
  narrative: 'resolvedNarrative',
} as const;

export function resolveSummary(db: Db, campaignId: number, resolution: LocationResolution): Summary {
  return { key: RESOLVED_KEYS[resolution.symbol], params: { location: here(db, campaignId).phase?.unresolved_location ?? 0 } };
}

export function cardSummary(db: Db, campaignId: number, drawId: number): Record<string, string | number> {
  const row = db.prepare('SELECT card FROM exploration_draws WHERE id = ? AND campaign_id = ?').get(drawId, campaignId) as { card: string } | undefined;
  return { card: row?.card ?? '' };
}

export function healerSummary(db: Db, campaignId: number): Record<string, string | number> {
  const { phase, region } = here(db, campaignId);
  const location = region?.locations.find((l) => l.number === phase?.current_location);
  return { location: location?.number ?? 0, value: location?.healValue ?? 0 };
}

export function forgeSummary(db: Db, campaignId: number, blueprintCardId: number | null, blueprintName: string | null, crafted: string): Record<string, string | number> {
  const card =
    blueprintCardId === null
      ? undefined
      : (db.prepare('SELECT name FROM campaign_cards WHERE id = ? AND campaign_id = ?').get(blueprintCardId, campaignId) as { name: string } | undefined);
  return { blueprint: card?.name ?? blueprintName ?? '', crafted };
}

/** EXP-END-2: whether ending now gives A#24 (the entry says so). */
export function endGivesA24(db: Db, campaignId: number): boolean {
  const phase = openPhase(db, campaignId);
  if (!phase) return false;
  const held = db.prepare("SELECT 1 FROM campaign_cards WHERE campaign_id = ? AND (box_card_id = 'A#24' OR name = 'A#24') LIMIT 1").get(campaignId) !== undefined;
  return a24Due({ cubesLeft: phase.cubes_left, memoryDiscovered: phase.discovered_memory_id !== null, alreadyHeld: held });
}
