import type { Db } from '../db/open-save.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { checkShaoJunJoin, decideShaoJunHealth, shaoJunAfterChange, type EliminationPlace, type ShaoJunState } from '../../shared/exploration/apocalypse.js';

export { changeAssassinHealth, type AssassinHealthChange } from './assassin-health.js';

interface ShaoJunRow {
  id: number;
  health_lost: number;
  eliminated_in: EliminationPlace | null;
  eliminated_attempt_id: number | null;
}

const rowOf = (db: Db, campaignId: number): ShaoJunRow | undefined =>
  db.prepare('SELECT id, health_lost, eliminated_in, eliminated_attempt_id FROM shao_jun WHERE campaign_id = ?').get(campaignId) as
    | ShaoJunRow
    | undefined;

/** UNK-35: her maximum health from Box data, or null while the players have not typed it. */
export function shaoJunMaxHealth(db: Db): number | null {
  return readBoxData(db).shaoJun[0]?.maxHealth ?? null;
}

/** SJ-1..8: Shao Jun in this campaign (not joined: full health, nothing lost). */
export function readShaoJun(db: Db, campaignId: number): ShaoJunState {
  const row = rowOf(db, campaignId);
  const maxHealth = shaoJunMaxHealth(db);
  const healthLost = row?.health_lost ?? 0;
  const eliminatedIn = row?.eliminated_in ?? null;
  return {
    joined: row !== undefined,
    maxHealth,
    healthLost,
    health: maxHealth === null ? null : eliminatedIn !== null ? 0 : Math.max(0, maxHealth - healthLost),
    eliminated: eliminatedIn !== null,
    eliminatedIn,
  };
}

function isApocalypse(db: Db, campaignId: number): boolean {
  const row = db.prepare('SELECT box FROM campaigns WHERE id = ?').get(campaignId) as { box: string } | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  return row.box === 'apocalypse';
}

/** SJ-1: Shao Jun joins an Apocalypse campaign, at full health. */
export function joinShaoJun(db: Db, campaignId: number, now: Date): void {
  const refusal = checkShaoJunJoin({ apocalypse: isApocalypse(db, campaignId), joined: rowOf(db, campaignId) !== undefined });
  if (refusal) failRefusal(refusal);
  db.prepare('INSERT INTO shao_jun (campaign_id, joined_at) VALUES (?, ?)').run(campaignId, now.toISOString());
}

/**
 * SJ-4, SJ-7, EXC-6, THR-2: Shao Jun gains (`delta` > 0) or loses health, clamped to her
 * track; losing her last health eliminates her (`during` says where: a memory, SJ-6/EOM-5,
 * or the exploration phase, EXC-6). For the exploration phase's commands, inside their one
 * transaction. Does nothing while she has not joined or is eliminated (she comes back
 * through EOM-5 or at the next memory). Returns her state afterwards.
 */
export function changeShaoJunHealth(db: Db, campaignId: number, delta: number, during: EliminationPlace = 'exploration'): ShaoJunState {
  const row = rowOf(db, campaignId);
  if (row && delta !== 0) {
    const next = shaoJunAfterChange(
      { maxHealth: shaoJunMaxHealth(db), healthLost: row.health_lost, eliminatedIn: row.eliminated_in },
      delta,
      during,
    );
    if (next.healthLost !== row.health_lost || next.eliminatedIn !== row.eliminated_in) {
      db.prepare('UPDATE shao_jun SET health_lost = ?, eliminated_in = ? WHERE id = ?').run(next.healthLost, next.eliminatedIn, row.id);
    }
  }
  return readShaoJun(db, campaignId);
}

/**
 * The health track on her card, set by the players (a correction, or during a memory):
 * 0 eliminates her (SJ-6 during a memory: the memory fails); any other value brings her
 * back in play with that health.
 */
export function setShaoJunHealth(db: Db, campaignId: number, health: number, during: EliminationPlace): void {
  const row = rowOf(db, campaignId);
  const decision = decideShaoJunHealth({ joined: row !== undefined, maxHealth: shaoJunMaxHealth(db) }, health);
  if (!decision.ok) failRefusal(decision.refusal);
  const { healthLost } = decision.value;
  const eliminatedIn = health === 0 ? during : null;
  db.prepare(
    `UPDATE shao_jun SET health_lost = ?, eliminated_in = ?, eliminated_attempt_id = CASE WHEN ? IS NULL THEN NULL ELSE eliminated_attempt_id END
     WHERE id = ? AND (health_lost <> ? OR eliminated_in IS NOT ?)`,
  ).run(healthLost, eliminatedIn, eliminatedIn, row!.id, healthLost, eliminatedIn);
}

/**
 * EOM-5, SJ-7, EXC-6: she comes back in play with 1 health. Her card's health is known: the
 * end-of-memory rules refuse otherwise (checkShaoJunReturn), and the exploration's return
 * waits for it.
 */
export function bringShaoJunBack(db: Db, campaignId: number): void {
  const max = shaoJunMaxHealth(db);
  if (max === null) return;
  db.prepare('UPDATE shao_jun SET health_lost = ?, eliminated_in = NULL, eliminated_attempt_id = NULL WHERE campaign_id = ?').run(max - 1, campaignId);
}

/**
 * Recording an attempt in an Apocalypse campaign (called by eliminateMembers, inside the
 * record's transaction). EXC-6: eliminated during the exploration, she started this memory
 * with 1 health. SJ-6: eliminated during the memory, the memory failed (decideRecordAttempt
 * has refused a success); the attempt she was eliminated in is remembered (EOM-5).
 */
export function shaoJunOnAttempt(db: Db, campaignId: number, attemptId: number): void {
  const row = rowOf(db, campaignId);
  if (!row) return;
  if (row.eliminated_in === 'exploration') {
    bringShaoJunBack(db, campaignId);
    return;
  }
  if (row.eliminated_in === 'memory') db.prepare('UPDATE shao_jun SET eliminated_attempt_id = ? WHERE id = ?').run(attemptId, row.id);
}
