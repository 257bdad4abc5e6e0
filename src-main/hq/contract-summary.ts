import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { basePack } from '../../shared/content/base-pack.js';
import { blueprintsOf, contractAt, effectiveHits, type ContractSummary } from '../../shared/hq/hq-contract-cards.js';
import { checkBlueprintToWorkshop, checkGainBlueprint, type OwnedBlueprintState } from '../../shared/hq/hq-blueprint-rules.js';

export type { ContractSummary, TopContract } from '../../shared/hq/hq-contract-cards.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { readDiary } from '../diary/read-diary.js';

export interface DeckRow {
  id: number;
  campaign_id: number;
  top_position: number;
  revealed: 0 | 1;
  second_attempt: 0 | 1;
  started_after_attempt: number | null;
}

export function readDeck(db: Db, campaignId: number): DeckRow | null {
  return (db.prepare('SELECT * FROM hq_contract_deck WHERE campaign_id = ?').get(campaignId) as DeckRow | undefined) ?? null;
}

/** HQ-A1-3: the deck comes into play at the first assignment, after the last attempt recorded so far. */
export function ensureDeck(db: Db, campaignId: number): DeckRow {
  const existing = readDeck(db, campaignId);
  if (existing) return existing;
  const { last } = db.prepare('SELECT max(id) AS last FROM memory_attempts WHERE campaign_id = ?').get(campaignId) as { last: number | null };
  db.prepare('INSERT INTO hq_contract_deck (campaign_id, started_after_attempt) VALUES (?, ?)').run(campaignId, last);
  return readDeck(db, campaignId)!;
}

/**
 * HQ-LVL-1, HQ-CON-4, HQ-CMD-6: the HQ level and the contract on top of the deck, from the
 * deck's progress, the pack's facts and the players' box data.
 */
export function readContractSummary(db: Db, campaignId: number, boxData: BoxData = readBoxData(db), pack: ContentPack = basePack): ContractSummary {
  const deck = readDeck(db, campaignId);
  if (!deck) return { level: null, top: null };
  const contract = contractAt(deck.top_position, boxData.contracts, pack.hq);
  const synced = readDiary(db, pack, campaignId).lastMemorySynced;
  const { hits, lines } = effectiveHits(contract, synced);
  return {
    level: contract.hqLevel,
    top: {
      position: contract.number,
      name: contract.name,
      requiredHits: contract.requiredHits,
      effectiveHits: hits,
      modifiers: lines,
      revealed: deck.revealed === 1,
      attempt: deck.second_attempt === 1 ? 2 : 1,
      grayText: contract.grayText,
      redText: contract.redText,
      sources: contract.sources,
    },
  };
}

/** HQ-A1-3, HQ-AS-3: turn the top contract face up (nothing changes if it already is). */
export function revealTopContract(db: Db, campaignId: number): void {
  ensureDeck(db, campaignId);
  db.prepare('UPDATE hq_contract_deck SET revealed = 1 WHERE campaign_id = ? AND revealed = 0').run(campaignId);
}

// ---------------------------------------------------------------------------------------
// Blueprints the party owns

export interface OwnedBlueprintRow {
  id: number;
  blueprint_id: string;
  state: OwnedBlueprintState;
  card_id: number | null;
}

export function readOwnedBlueprints(db: Db, campaignId: number): OwnedBlueprintRow[] {
  return db.prepare('SELECT id, blueprint_id, state, card_id FROM hq_blueprints WHERE campaign_id = ? ORDER BY id').all(campaignId) as OwnedBlueprintRow[];
}

export const FLYING_MACHINE = 'flying-machine';

/** BP-2: a blueprint the party gains (a reward) lies face up in the main hall. */
export function gainBlueprint(db: Db, campaignId: number, blueprintId: string, boxData: BoxData = readBoxData(db), pack: ContentPack = basePack): void {
  if (!blueprintsOf(boxData.blueprints, pack.hq).some((b) => b.id === blueprintId)) {
    fail('not-found', 'This blueprint is neither printed in the rulebook nor entered in Box data.', { field: 'blueprintId' });
  }
  const owned = readOwnedBlueprints(db, campaignId).find((b) => b.blueprint_id === blueprintId);
  const refused = checkGainBlueprint(owned?.state ?? null);
  if (refused) failRefusal(refused);
  db.prepare("INSERT INTO hq_blueprints (campaign_id, blueprint_id, state) VALUES (?, ?, 'main-hall')").run(campaignId, blueprintId);
}

/**
 * HQ-AS-2, BP-2: put one owned, unbuilt blueprint in the workshop. Only one blueprint is in
 * the workshop per assignment: one already there goes back to the main hall.
 */
export function placeBlueprintInWorkshop(db: Db, campaignId: number, blueprintId: string): void {
  const owned = readOwnedBlueprints(db, campaignId).find((b) => b.blueprint_id === blueprintId);
  if (!owned) fail('not-found', 'The party does not have this blueprint.', { field: 'blueprintId' });
  const refused = checkBlueprintToWorkshop(owned.state);
  if (refused) failRefusal(refused);
  if (owned.state === 'workshop') return;
  db.prepare("UPDATE hq_blueprints SET state = 'main-hall' WHERE campaign_id = ? AND state = 'workshop'").run(campaignId);
  db.prepare("UPDATE hq_blueprints SET state = 'workshop' WHERE id = ?").run(owned.id);
}

/** HQ-A1-2, CF-CMP-1: the Flying Machine blueprint (memory 0.4's reward) goes into the workshop. */
export function giveFlyingMachineBlueprint(db: Db, campaignId: number): void {
  ensureDeck(db, campaignId);
  const owned = readOwnedBlueprints(db, campaignId).find((b) => b.blueprint_id === FLYING_MACHINE);
  if (!owned) db.prepare("INSERT INTO hq_blueprints (campaign_id, blueprint_id, state) VALUES (?, ?, 'main-hall')").run(campaignId, FLYING_MACHINE);
  if (owned?.state !== 'built') placeBlueprintInWorkshop(db, campaignId, FLYING_MACHINE);
}
