import type { Db } from '../db/open-save.js';
import type { DieFace, DieKind } from '../../shared/content/pack-schema.js';
import type { DiceMode, DiceRoll } from '../../shared/dice/dice.js';

export interface DiceRollRow {
  id: number;
  campaign_id: number;
  die: DieKind;
  count: number;
  mode: DiceMode;
  seed: number | null;
  faces_json: string;
  purpose: string;
  rolled_at: string;
}

export function readRollRow(row: DiceRollRow): DiceRoll {
  return {
    id: row.id,
    die: row.die,
    count: row.count,
    mode: row.mode,
    seed: row.seed,
    faces: JSON.parse(row.faces_json) as DieFace[],
    purpose: row.purpose,
    rolledAt: row.rolled_at,
  };
}

/** A campaign's rolls, newest first. */
export function listRolls(db: Db, campaignId: number, limit: number): DiceRoll[] {
  const rows = db.prepare('SELECT * FROM dice_rolls WHERE campaign_id = ? ORDER BY id DESC LIMIT ?').all(campaignId, limit) as DiceRollRow[];
  return rows.map(readRollRow);
}

export function getRoll(db: Db, rollId: number): DiceRoll | null {
  const row = db.prepare('SELECT * FROM dice_rolls WHERE id = ?').get(rollId) as DiceRollRow | undefined;
  return row ? readRollRow(row) : null;
}
