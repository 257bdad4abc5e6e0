import type { Db } from '../db/open-save.js';
import { fail } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { assassinName, findMember, memberHealth, readBoardState, type MemberRow } from './read-boards.js';

function refuseUnlessOnBoard(pack: ContentPack, member: MemberRow): void {
  if (member.status === 'left') {
    fail('rule-violation', `${assassinName(pack, member.character_id)} has left the party: its health waits in its plastic bag.`, {
      field: 'memberId',
      rule: 'PLY-5',
    });
  }
}

/** HLT-1..5: health from 0 (critical) to 3 + armor (full). */
export function setHealth(db: Db, pack: ContentPack, campaignId: number, memberId: number, health: number): void {
  const state = readBoardState(db, campaignId);
  const member = findMember(state, memberId);
  refuseUnlessOnBoard(pack, member);
  const name = assassinName(pack, member.character_id);
  if (member.eliminated_attempt_id !== null) {
    fail('rule-violation', `${name} is eliminated: mark it as back in play before changing its health.`, { field: 'memberId', rule: 'HLT-8' });
  }
  const { max } = memberHealth(state, member);
  if (health > max) {
    fail('rule-violation', `${name} has at most ${max} health (3 base + the armor worn).`, { field: 'health', rule: 'HLT-1' });
  }
  db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ? AND health_lost <> ?').run(max - health, memberId, max - health);
}

/**
 * HLT-8/9, APP-6: a manual correction. Eliminating ties the elimination to the campaign's
 * latest recorded attempt (as the Diary does when an attempt is recorded) and puts the
 * hidden-blade card in the plastic bag (the board shows no health while eliminated);
 * bringing the assassin back returns it at full health (APP-6).
 */
export function setEliminated(db: Db, pack: ContentPack, campaignId: number, memberId: number, eliminated: boolean): void {
  const state = readBoardState(db, campaignId);
  const member = findMember(state, memberId);
  refuseUnlessOnBoard(pack, member);
  if ((member.eliminated_attempt_id !== null) === eliminated) return;
  if (!eliminated) {
    db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = 0 WHERE id = ?').run(memberId);
    return;
  }
  const latest = db.prepare('SELECT id FROM memory_attempts WHERE campaign_id = ? ORDER BY id DESC LIMIT 1').get(campaignId) as
    | { id: number }
    | undefined;
  if (!latest) {
    fail('rule-violation', 'An assassin is eliminated during a memory: record that attempt in the Diary first.', {
      field: 'eliminated',
      rule: 'HLT-8',
    });
  }
  db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ?').run(latest.id, memberId);
  // HLT-9: the hidden blade goes into the plastic bag (APP-5: the apprentice cannot use it).
  db.prepare(
    "UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'",
  ).run(memberId);
}
