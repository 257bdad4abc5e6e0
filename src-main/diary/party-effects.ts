import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import type { EliminationCandidate } from '../../shared/diary/record-rules.js';
import { shaoJunOnAttempt } from '../exploration/shao-jun.js';
import { assassinName } from '../boards/read-boards.js';

interface MemberRow {
  id: number;
  character_id: string;
  status: 'in-play' | 'left';
  in_hospital: 0 | 1;
  eliminated_attempt_id: number | null;
}

/** The party as the elimination rules see it (HLT-8, APP-1, APP-7). */
export function eliminationCandidates(db: Db, pack: ContentPack, campaignId: number): EliminationCandidate[] {
  const members = db
    .prepare('SELECT id, character_id, status, in_hospital, eliminated_attempt_id FROM party_members WHERE campaign_id = ?')
    .all(campaignId) as MemberRow[];
  return members.map((m) => ({
    id: m.id,
    assassin: assassinName(pack, m.character_id),
    status: m.status,
    eliminated: m.eliminated_attempt_id !== null,
    inHospital: m.in_hospital === 1,
  }));
}

/**
 * HLT-8, APP-1: the assassins eliminated in an attempt. The attempt is remembered on the
 * member: an apprentice stands in from now on (from the second attempt when this was a
 * failed first attempt, otherwise from the next memory; the board shows it either way).
 * HLT-9: the hidden-blade card goes into the assassin's plastic bag. The other cards stay on
 * the board: APP-4 lets the apprentice take cards from those available, and the eliminated
 * assassin's own are the usual choice; the players move them on the board screen if not.
 */
export function eliminateMembers(db: Db, campaignId: number, attemptId: number, memberIds: readonly number[]): void {
  // SJ-6, EXC-6 (Apocalypse): Shao Jun's part of the record (a success after she was lost in
  // the memory is refused before, by decideRecordAttempt).
  shaoJunOnAttempt(db, campaignId, attemptId);
  const record = db.prepare('INSERT INTO attempt_eliminations (campaign_id, attempt_id, member_id) VALUES (?, ?, ?)');
  const mark = db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ? AND campaign_id = ?');
  const bagHiddenBlade = db.prepare(
    `UPDATE campaign_cards SET location = 'bag', slot = NULL
     WHERE campaign_id = ? AND member_id = ? AND location = 'board' AND slot = 'hidden-blade'`,
  );
  for (const memberId of memberIds) {
    record.run(campaignId, attemptId, memberId);
    mark.run(attemptId, memberId, campaignId);
    bagHiddenBlade.run(campaignId, memberId);
  }
}

/**
 * APP-6: without an HQ, once the memory an apprentice stood in for is completed, the
 * assassin comes back at full health. That is every assassin eliminated in an attempt
 * before the one completing the memory (those eliminated in it miss the next memory,
 * HLT-10). The hidden-blade card stays in the bag until the players equip it again.
 * With the HQ established the hospital decides instead (HQ-HOS-*), so nothing happens here.
 * EOM-3: in an Apocalypse campaign the assassin comes back with 1 health plus armor in the
 * end-of-memory phase after the apprentice's stint (services/apocalypse/end-of-memory.ts),
 * so nothing happens here either.
 */
export function returnFromElimination(db: Db, campaignId: number, completingAttemptId: number): void {
  const { hq_established, box } = db.prepare('SELECT hq_established, box FROM campaigns WHERE id = ?').get(campaignId) as {
    hq_established: 0 | 1;
    box: string;
  };
  if (hq_established === 1 || box === 'apocalypse') return;
  db.prepare(
    `UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = 0
     WHERE campaign_id = ? AND eliminated_attempt_id IS NOT NULL AND eliminated_attempt_id < ?`,
  ).run(campaignId, completingAttemptId);
}

/**
 * VILLA-1: after memory 0.1, 0.2 or 0.3, every assassin recovers all lost health. Answers
 * how many assassins it healed, so the history line can say so (a change the rules make on
 * their own is never silent).
 */
export function villaRecovery(db: Db, campaignId: number): number {
  return db.prepare('UPDATE party_members SET health_lost = 0 WHERE campaign_id = ? AND health_lost <> 0').run(campaignId).changes;
}
