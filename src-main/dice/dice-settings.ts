import type { Db } from '../db/open-save.js';
import type { BoxData } from '../../shared/box-data/box-data-schema.js';
import { fail } from '../../shared/ipc/errors.js';
import { DIE_KINDS, type DiceMode, type DiceSettings } from '../../shared/dice/dice.js';
import type { DieKind } from '../../shared/content/pack-schema.js';

export function readDiceMode(db: Db, campaignId: number): DiceMode {
  const row = db.prepare('SELECT dice_mode FROM campaigns WHERE id = ?').get(campaignId) as { dice_mode: DiceMode } | undefined;
  if (!row) fail('not-found', 'This campaign no longer exists.', { field: 'campaignId' });
  return row.dice_mode;
}

/** UNK-1: the app can roll a die only when its six faces were entered in Box data. */
export function facesKnown(boxData: BoxData): Record<DieKind, boolean> {
  return Object.fromEntries(DIE_KINDS.map((die) => [die, boxData.dice[die] !== undefined])) as Record<DieKind, boolean>;
}

export function readDiceSettings(db: Db, boxData: BoxData, campaignId: number): DiceSettings {
  return { mode: readDiceMode(db, campaignId), facesKnown: facesKnown(boxData) };
}

/** Setting the mode is allowed even before any faces are known: each roll is still checked (UNK-1). */
export function setDiceMode(db: Db, campaignId: number, mode: DiceMode): void {
  readDiceMode(db, campaignId);
  db.prepare('UPDATE campaigns SET dice_mode = ? WHERE id = ? AND dice_mode <> ?').run(mode, campaignId, mode);
}
