import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import { readBoxData } from '../box-data/box-data-store.js';
import { shaoJunAfterChange, type EliminationPlace, type ShaoJunState } from '../../shared/exploration/apocalypse.js';

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
  if (!isApocalypse(db, campaignId)) {
    fail('rule-violation', 'Shao Jun plays only in Apocalypse campaigns.', { field: 'campaignId', rule: 'SJ-1' });
  }
  if (rowOf(db, campaignId)) fail('rule-violation', 'Shao Jun has already joined this campaign.', { field: 'campaignId', rule: 'SJ-1' });
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
  if (!row) fail('rule-violation', 'Shao Jun has not joined this campaign yet.', { field: 'campaignId', rule: 'SJ-1' });
  const max = shaoJunMaxHealth(db);
  if (max === null) {
    fail('rule-violation', "Shao Jun's health is printed on her card: type it in Box data first.", { field: 'health', rule: 'UNK-35' });
  }
  if (health > max) fail('rule-violation', `Shao Jun has at most ${max} health (her card).`, { field: 'health', rule: 'SJ-1' });
  const eliminatedIn = health === 0 ? during : null;
  db.prepare(
    `UPDATE shao_jun SET health_lost = ?, eliminated_in = ?, eliminated_attempt_id = CASE WHEN ? IS NULL THEN NULL ELSE eliminated_attempt_id END
     WHERE id = ? AND (health_lost <> ? OR eliminated_in IS NOT ?)`,
  ).run(max - health, eliminatedIn, eliminatedIn, row.id, max - health, eliminatedIn);
}

/** EOM-5, SJ-7, EXC-6: she comes back in play with 1 health. */
export function bringShaoJunBack(db: Db, campaignId: number, rule: 'EOM-5' | 'EXC-6'): void {
  const max = shaoJunMaxHealth(db);
  if (max === null) {
    fail('rule-violation', "Shao Jun comes back with 1 health: type her card's health in Box data first.", { field: 'campaignId', rule });
  }
  db.prepare('UPDATE shao_jun SET health_lost = ?, eliminated_in = NULL, eliminated_attempt_id = NULL WHERE campaign_id = ?').run(max - 1, campaignId);
}

/**
 * Recording an attempt in an Apocalypse campaign (called by eliminateMembers, inside the
 * record's transaction). EXC-6: eliminated during the exploration, she started this memory
 * with 1 health. SJ-6: eliminated during the memory, the memory failed: a success is
 * refused; a failure remembers the attempt she was eliminated in (EOM-5).
 */
export function shaoJunOnAttempt(db: Db, campaignId: number, attemptId: number, outcome: 'success' | 'failure'): void {
  const row = rowOf(db, campaignId);
  if (!row) return;
  if (row.eliminated_in === 'exploration') {
    if (shaoJunMaxHealth(db) !== null) bringShaoJunBack(db, campaignId, 'EXC-6');
    return;
  }
  if (row.eliminated_in !== 'memory') return;
  if (outcome === 'success') {
    fail('rule-violation', 'Shao Jun was eliminated in this memory, so it is a failure: losing her ends the memory at once.', {
      field: 'outcome',
      rule: 'SJ-6',
    });
  }
  db.prepare('UPDATE shao_jun SET eliminated_attempt_id = ? WHERE id = ?').run(attemptId, row.id);
}
