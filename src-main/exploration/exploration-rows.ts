import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { Region } from '../../shared/exploration/region-box-data.js';
import type { CardOutcome, ExplorationDeck, JourneyPayment, PhaseView } from '../../shared/exploration/exploration.js';
import { mapOf, noPhase, type ExplorationMap, type PhaseFacts, type RegionProgress } from '../../shared/exploration/exploration-rules.js';
import { readBoxData } from '../box-data/box-data-store.js';

/** The exploration tables of one campaign, read as the rules and the view need them. */

export interface PhaseRow {
  id: number;
  campaign_id: number;
  region_id: string;
  after_attempt_id: number | null;
  start_location: number;
  current_location: number;
  cubes_start: number;
  cubes_left: number;
  healer_location: number | null;
  unresolved_location: number | null;
  discovered_memory_id: string | null;
  discovered_location: number | null;
  ended: 0 | 1;
  a24_given: 0 | 1;
  started_at: string;
}

export interface JourneyRow {
  id: number;
  phase_id: number;
  seq: number;
  from_location: number;
  to_location: number;
  payment: JourneyPayment;
  clue_card_name: string | null;
}

export interface DrawRow {
  id: number;
  phase_id: number;
  location: number;
  deck: ExplorationDeck;
  card: string;
  outcome_json: string | null;
}

export interface CampaignRow {
  id: number;
  box: 'core' | 'apocalypse';
}

export function readCampaign(db: Db, campaignId: number): CampaignRow {
  const row = db.prepare('SELECT id, box FROM campaigns WHERE id = ?').get(campaignId) as CampaignRow | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  return row;
}

export const openPhase = (db: Db, campaignId: number): PhaseRow | undefined =>
  db.prepare('SELECT * FROM exploration_phases WHERE campaign_id = ? AND ended = 0').get(campaignId) as PhaseRow | undefined;

export const latestPhase = (db: Db, campaignId: number, regionId: string | null = null): PhaseRow | undefined =>
  (regionId === null
    ? db.prepare('SELECT * FROM exploration_phases WHERE campaign_id = ? ORDER BY id DESC LIMIT 1').get(campaignId)
    : db.prepare('SELECT * FROM exploration_phases WHERE campaign_id = ? AND region_id = ? ORDER BY id DESC LIMIT 1').get(campaignId, regionId)) as
    | PhaseRow
    | undefined;

/** The open phase, or a refusal saying there is none. */
export function requireOpenPhase(db: Db, campaignId: number): PhaseRow {
  readCampaign(db, campaignId);
  const phase = openPhase(db, campaignId);
  if (!phase) failRefusal(noPhase());
  return phase;
}

export function findRegion(db: Db, regionId: string, field = 'regionId'): Region {
  const region = readBoxData(db).regions.find((r) => r.id === regionId);
  if (!region) fail('not-found', `Region ${regionId} is not in Box data: enter its map first.`, { field, rule: 'UNK-28' });
  return region;
}

export interface RegionContext {
  region: Region;
  map: ExplorationMap;
  progress: RegionProgress;
}

export function regionContext(db: Db, campaignId: number, region: Region): RegionContext {
  const numbers = (sql: string) => new Set((db.prepare(sql).all(campaignId, region.id) as { n: number }[]).map((r) => r.n));
  return {
    region,
    map: mapOf(region),
    progress: {
      activated: numbers('SELECT location AS n FROM exploration_activations WHERE campaign_id = ? AND region_id = ?'),
      exhausted: numbers('SELECT location AS n FROM exploration_exhausted WHERE campaign_id = ? AND region_id = ?'),
      tickedBoxes: numbers('SELECT box_index AS n FROM exploration_gauge_ticks WHERE campaign_id = ? AND region_id = ? AND box_index IS NOT NULL'),
    },
  };
}

export function phaseFacts(row: PhaseRow | undefined): PhaseFacts | null {
  if (!row) return null;
  return {
    currentLocation: row.current_location,
    cubesLeft: row.cubes_left,
    unresolvedLocation: row.unresolved_location,
    discoveredMemoryId: row.discovered_memory_id,
    ended: row.ended === 1,
    healerLocation: row.healer_location,
  };
}

/** CLUE-1: the clue cards the party holds (in a bag, or anywhere the players put them). */
export const clueCards = (db: Db, campaignId: number): { id: number; name: string }[] =>
  db.prepare("SELECT id, name FROM campaign_cards WHERE campaign_id = ? AND kind = 'clue' ORDER BY id").all(campaignId) as { id: number; name: string }[];

export function toPhaseView(db: Db, row: PhaseRow): PhaseView {
  const draws = db.prepare('SELECT * FROM exploration_draws WHERE phase_id = ? ORDER BY id').all(row.id) as DrawRow[];
  const crafts = db
    .prepare('SELECT id, location, blueprint_name, crafted_name FROM exploration_crafts WHERE phase_id = ? ORDER BY id')
    .all(row.id) as { id: number; location: number; blueprint_name: string; crafted_name: string }[];
  return {
    id: row.id,
    regionId: row.region_id,
    afterAttemptId: row.after_attempt_id,
    startLocation: row.start_location,
    currentLocation: row.current_location,
    cubesStart: row.cubes_start,
    cubesLeft: row.cubes_left,
    healerLocation: row.healer_location,
    unresolvedLocation: row.unresolved_location,
    discoveredMemory:
      row.discovered_memory_id !== null && row.discovered_location !== null
        ? { memoryId: row.discovered_memory_id, location: row.discovered_location }
        : null,
    ended: row.ended === 1,
    a24Given: row.a24_given === 1,
    draws: draws.map((d) => ({
      id: d.id,
      phaseId: d.phase_id,
      location: d.location,
      deck: d.deck,
      card: d.card,
      outcome: d.outcome_json === null ? null : (JSON.parse(d.outcome_json) as CardOutcome),
    })),
    crafts: crafts.map((c) => ({ id: c.id, location: c.location, blueprintName: c.blueprint_name, craftedName: c.crafted_name })),
  };
}

/** The campaign's latest attempt, with its memory id (EXP-1, EXP-3). */
export function latestAttempt(db: Db, campaignId: number): { id: number; memoryId: string; outcome: 'success' | 'failure'; attemptNumber: 1 | 2 } | null {
  const row = db
    .prepare(
      `SELECT a.id, a.attempt_number, a.outcome, m.memory_id FROM memory_attempts a
       JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.campaign_id = ? ORDER BY a.id DESC LIMIT 1`,
    )
    .get(campaignId) as { id: number; attempt_number: 1 | 2; outcome: 'success' | 'failure'; memory_id: string } | undefined;
  return row ? { id: row.id, memoryId: row.memory_id, outcome: row.outcome, attemptNumber: row.attempt_number } : null;
}
