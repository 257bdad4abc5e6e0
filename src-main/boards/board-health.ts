import type { Db } from '../db/open-save.js';
import { failRefusal } from '../../shared/ipc/errors.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { decideElimination, decideHealth, type MemberHealthFacts } from '../../shared/boards/board-rules.js';
import { assassinName, findMember, memberHealth, readBoardState, type CampaignBoardState } from './read-boards.js';

/*
 * The health commands' appliers: the board rules decide (decideHealth, decideElimination),
 * these write what they decided.
 */

function healthFacts(state: CampaignBoardState, pack: ContentPack, memberId: number): MemberHealthFacts {
  const member = findMember(state, memberId);
  return {
    assassin: assassinName(pack, member.character_id),
    status: member.status,
    eliminated: member.eliminated_attempt_id !== null,
    max: memberHealth(state, member).max,
  };
}

/** HLT-1..5: health from 0 (critical) to 3 + armor (full). */
export function setHealth(db: Db, pack: ContentPack, campaignId: number, memberId: number, health: number): void {
  const decision = decideHealth(healthFacts(readBoardState(db, campaignId), pack, memberId), health);
  if (!decision.ok) failRefusal(decision.refusal);
  const { healthLost } = decision.value;
  db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ? AND health_lost <> ?').run(healthLost, memberId, healthLost);
}

/**
 * HLT-8/9, APP-6: a manual correction. Eliminating ties the elimination to the campaign's
 * latest recorded attempt and puts the hidden-blade card in the plastic bag (the board shows
 * no health while eliminated); bringing the assassin back returns it at full health (APP-6).
 */
export function setEliminated(db: Db, pack: ContentPack, campaignId: number, memberId: number, eliminated: boolean): void {
  const facts = healthFacts(readBoardState(db, campaignId), pack, memberId);
  const latest = db.prepare('SELECT id FROM memory_attempts WHERE campaign_id = ? ORDER BY id DESC LIMIT 1').get(campaignId) as
    | { id: number }
    | undefined;
  const decision = decideElimination(facts, eliminated, latest?.id ?? null);
  if (!decision.ok) failRefusal(decision.refusal);
  const change = decision.value;
  if (change.kind === 'return') {
    db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = 0 WHERE id = ?').run(memberId);
  } else if (change.kind === 'eliminate') {
    db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ?').run(change.attemptId, memberId);
    // HLT-9: the hidden blade goes into the plastic bag (APP-5: the apprentice cannot use it).
    db.prepare(
      "UPDATE campaign_cards SET location = 'bag', slot = NULL WHERE member_id = ? AND location = 'board' AND slot = 'hidden-blade'",
    ).run(memberId);
  }
}
