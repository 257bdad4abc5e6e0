import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import { decideTravelHealth } from '../../shared/exploration/exploration-rules.js';
import { apprenticeHealth, apprenticeStandsIn, findMember, memberHealth, readBoardState } from '../boards/read-boards.js';

export interface AssassinHealthChange {
  memberId: number;
  /** False when nothing could change: the assassin left (PLY-5) or an HQ hospital stand-in (APP-7). */
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
 * the hidden blade goes into its bag (HLT-9). APP-4: where an apprentice stands in for an
 * eliminated assassin, the apprentice is the one playing, so its own health changes (between
 * 0 and its maximum: what becomes of an apprentice at 0 the rules do not say, so nothing
 * more happens). Assassins who left are skipped (`applies: false`), so callers may pass the
 * whole party.
 */
export function changeAssassinHealth(
  db: Db,
  campaignId: number,
  memberId: number,
  delta: number,
  options: { eliminateAtZero?: boolean } = {},
): AssassinHealthChange {
  const state = readBoardState(db, campaignId);
  const member = findMember(state, memberId);
  const { max, health } = memberHealth(state, member);
  const apprentice = member.status === 'in-play' ? apprenticeHealth(state, member) : null;
  if (apprentice) {
    const next = Math.min(apprentice.max, Math.max(0, apprentice.health + delta));
    db.prepare('UPDATE party_members SET apprentice_health_lost = ?, apprentice_wounds_attempt_id = eliminated_attempt_id WHERE id = ?').run(
      apprentice.max - next,
      memberId,
    );
    return { memberId, applies: true, health: next, max: apprentice.max, eliminated: false };
  }
  if (member.status === 'left' || apprenticeStandsIn(member)) return { memberId, applies: false, health, max, eliminated: member.eliminated_attempt_id !== null };
  const latest = db.prepare('SELECT id FROM memory_attempts WHERE campaign_id = ? ORDER BY id DESC LIMIT 1').get(campaignId) as { id: number } | undefined;
  const decision = decideTravelHealth({ health, max }, delta, { eliminateAtZero: options.eliminateAtZero ?? false, latestAttemptId: latest?.id ?? null });
  if (!decision.ok) failRefusal(decision.refusal);
  const next = decision.value;
  if (next.health !== health) db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ?').run(max - next.health, memberId);
  if (next.eliminatedInAttempt === null) return { memberId, applies: true, health: next.health, max, eliminated: false };
  db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ?').run(next.eliminatedInAttempt, memberId);
  // HLT-9: the hidden blade goes into the plastic bag.
  db.prepare(
    "UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'",
  ).run(memberId);
  return { memberId, applies: true, health: 0, max, eliminated: true };
}
