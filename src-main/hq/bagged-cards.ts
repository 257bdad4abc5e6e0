import type { Db } from '../db/open-save.js';
import type { PlacementRow } from './hq-placements.js';

/**
 * HQ-AS-1: an assassin leaving the hospital takes its hidden blade and the extra card bagged
 * with it back into their slots, when those are free (a patient still eliminated keeps them
 * bagged, HQ-HOS-6; the caller decides).
 */
export function takeBaggedCardsBack(db: Db, memberId: number, row: Pick<PlacementRow, 'bagged_card_id' | 'bagged_from_slot'>): void {
  const slotFree = (slot: string) =>
    db.prepare("SELECT 1 FROM campaign_cards WHERE member_id = ? AND location = 'board' AND slot = ?").get(memberId, slot) === undefined;
  const blade = db.prepare("SELECT id FROM campaign_cards WHERE member_id = ? AND location = 'bag' AND card_type = 'hidden-blade' ORDER BY id LIMIT 1").get(memberId) as
    | { id: number }
    | undefined;
  if (blade && slotFree('hidden-blade')) db.prepare("UPDATE campaign_cards SET location = 'board', slot = 'hidden-blade' WHERE id = ?").run(blade.id);
  if (row.bagged_card_id !== null && row.bagged_from_slot !== null && slotFree(row.bagged_from_slot)) {
    db.prepare("UPDATE campaign_cards SET location = 'board', slot = ? WHERE id = ? AND location = 'bag' AND member_id = ?").run(row.bagged_from_slot, row.bagged_card_id, memberId);
  }
}
