import type { Db } from '../db/open-save.js';
import { equipmentCardSchema, type EquipmentCard } from '../../shared/box-data/box-data-schema.js';

/**
 * UNK-4: the equipment cards entered in box data, in the order they were entered, read on
 * their own (one `equipment.<id>` row each, see box-data/list-parts.ts) so reading the boards
 * does not parse every other part of the box data (maps, tables) each time.
 */
export function readBoxEquipment(db: Db): EquipmentCard[] {
  const rows = db.prepare("SELECT value_json FROM box_data WHERE key LIKE 'equipment.%' ORDER BY id").all() as { value_json: string }[];
  return rows.map((row) => equipmentCardSchema.parse(JSON.parse(row.value_json)));
}
