import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { fail } from '../../shared/ipc/errors.js';
import { apprenticeStandsIn, findMember, memberHealth, readBoardState } from '../boards/read-boards.js';

export interface AssassinHealthChange {
  memberId: number;
  /** False when nothing could change: the assassin left (PLY-5) or an apprentice stands in (APP-1). */
  applies: boolean;
  health: number;
  max: number;
  /** EXC-6: the assassin lost its last health and was eliminated. */
  eliminated: boolean;
}

/**
 * HLT-1..4, EXC-6, THR-2, LOC-6: an assassin gains (`delta` > 0) or loses health, clamped
 * between 0 and 3 + armor. With `eliminateAtZero` (travelling on the region map, EXC-6) an
 * assassin that loses its last health is eliminated at once: an apprentice stands in from
 * the next memory and the assassin comes back in the end-of-memory phase after it (EOM-3);
 * the hidden blade goes into its bag (HLT-9). Assassins who left or for whom an apprentice
 * stands in are skipped (`applies: false`), so callers may pass the whole party.
 */
export function changeAssassinHealth(
  db: Db,
  pack: ContentPack,
  campaignId: number,
  memberId: number,
  delta: number,
  options: { eliminateAtZero?: boolean } = {},
): AssassinHealthChange {
  void pack;
  const state = readBoardState(db, campaignId);
  const member = findMember(state, memberId);
  const { max, health } = memberHealth(state, member);
  if (member.status === 'left' || apprenticeStandsIn(member)) return { memberId, applies: false, health, max, eliminated: member.eliminated_attempt_id !== null };
  const next = Math.min(max, Math.max(0, health + delta));
  if (next !== health) db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ?').run(max - next, memberId);
  if (next > 0 || !options.eliminateAtZero) return { memberId, applies: true, health: next, max, eliminated: false };
  const latest = db.prepare('SELECT id FROM memory_attempts WHERE campaign_id = ? ORDER BY id DESC LIMIT 1').get(campaignId) as
    | { id: number }
    | undefined;
  if (!latest) fail('rule-violation', 'An assassin is eliminated between memories only after a memory was recorded.', { field: 'memberId', rule: 'EXC-6' });
  db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ?').run(latest.id, memberId);
  db.prepare(
    "UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'",
  ).run(memberId);
  return { memberId, applies: true, health: 0, max, eliminated: true };
}
