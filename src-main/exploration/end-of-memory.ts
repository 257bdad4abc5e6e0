import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { fail } from '../../shared/ipc/errors.js';
import { BASE_HEALTH } from '../../shared/boards/board.js';
import {
  RETURN_BASE_HEALTH,
  explorationFollows,
  returnsInPhase,
  stintAfter,
  type ApocalypseState,
  type EndOfMemoryPhase,
  type FinishEndOfMemoryRequest,
  type StandIn,
} from '../../shared/exploration/apocalypse.js';
import { assassinName, memberHealth, readBoardState } from '../boards/read-boards.js';
import { bringShaoJunBack, readShaoJun } from './shao-jun.js';

interface AttemptRow {
  id: number;
  attempt_number: number;
  outcome: 'success' | 'failure';
  memory_id: string;
}

interface PhaseRow {
  id: number;
  medicines_used: number;
  returned_json: string;
  shao_jun_back: 0 | 1;
}

function campaignBox(db: Db, campaignId: number): string {
  const row = db.prepare('SELECT box FROM campaigns WHERE id = ?').get(campaignId) as { box: string } | undefined;
  if (!row) fail('not-found', 'This campaign does not exist (it may have been deleted).', { field: 'campaignId' });
  return row.box;
}

function latestAttempt(db: Db, campaignId: number): AttemptRow | undefined {
  return db
    .prepare(
      `SELECT a.id, a.attempt_number, a.outcome, m.memory_id FROM memory_attempts a
       JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.campaign_id = ? ORDER BY a.id DESC LIMIT 1`,
    )
    .get(campaignId) as AttemptRow | undefined;
}

const phaseOf = (db: Db, attemptId: number): PhaseRow | undefined =>
  db.prepare('SELECT id, medicines_used, returned_json, shao_jun_back FROM end_of_memory_phases WHERE attempt_id = ?').get(attemptId) as
    | PhaseRow
    | undefined;

/**
 * EOM-1..5, EXP-1: whether the end-of-memory phase after the campaign's latest attempt is
 * finished, so that the exploration phase may start. False before any attempt is recorded.
 */
export function endOfMemoryDone(db: Db, campaignId: number): boolean {
  const latest = latestAttempt(db, campaignId);
  return latest !== undefined && phaseOf(db, latest.id) !== undefined;
}

/**
 * EOM-1: in an Apocalypse campaign the end-of-memory phase follows every attempt; the next
 * attempt is recorded once it is finished. Null when nothing is pending.
 */
export function pendingEndOfMemoryProblem(db: Db, campaignId: number): { rule: string; field: string; message: string } | null {
  if (campaignBox(db, campaignId) !== 'apocalypse') return null;
  const latest = latestAttempt(db, campaignId);
  if (!latest || phaseOf(db, latest.id)) return null;
  return {
    rule: 'EOM-1',
    field: 'memoryId',
    message: `Finish the end-of-memory phase of memory ${latest.memory_id} first (Exploration tab): it follows every memory.`,
  };
}

/** APP-1, EOM-2: the assassins an apprentice stands in for now. */
function standIns(db: Db, campaignId: number): StandIn[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.character_id, p.eliminated_attempt_id, m.memory_id FROM party_members p
       LEFT JOIN memory_attempts a ON a.id = p.eliminated_attempt_id
       LEFT JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE p.campaign_id = ? AND p.eliminated_attempt_id IS NOT NULL ORDER BY p.position, p.id`,
    )
    .all(campaignId) as { id: number; character_id: string; eliminated_attempt_id: number; memory_id: string | null }[];
  return rows.map((r) => ({ memberId: r.id, characterId: r.character_id, eliminatedAttemptId: r.eliminated_attempt_id, memoryId: r.memory_id }));
}

function phaseView(db: Db, campaignId: number, latest: AttemptRow): EndOfMemoryPhase {
  const state = readBoardState(db, campaignId);
  const phase = phaseOf(db, latest.id);
  const eliminatedIds = (db.prepare('SELECT member_id FROM attempt_eliminations WHERE attempt_id = ? ORDER BY id').all(latest.id) as { member_id: number }[]).map(
    (r) => r.member_id,
  );
  const returningIds = phase
    ? (JSON.parse(phase.returned_json) as number[])
    : state.members.filter((m) => returnsInPhase(m.eliminated_attempt_id, latest.id)).map((m) => m.id);
  const shaoJun = readShaoJun(db, campaignId);
  const member = (id: number) => state.members.find((m) => m.id === id);
  return {
    attemptId: latest.id,
    memoryId: latest.memory_id,
    attemptNumber: latest.attempt_number,
    outcome: latest.outcome,
    done: phase !== undefined,
    stint: stintAfter({ attemptNumber: latest.attempt_number, outcome: latest.outcome }),
    explorationFollows: explorationFollows({ attemptNumber: latest.attempt_number, outcome: latest.outcome }),
    eliminated: eliminatedIds.flatMap((id) => {
      const m = member(id);
      return m ? [{ memberId: m.id, characterId: m.character_id }] : [];
    }),
    returning: returningIds.flatMap((id) => {
      const m = member(id);
      if (!m) return [];
      const { max } = memberHealth(state, m);
      // EOM-3: 1 health plus the armor's (the maximum less the 3 base health).
      return [{ memberId: m.id, characterId: m.character_id, healthOnReturn: RETURN_BASE_HEALTH + (max - BASE_HEALTH) }];
    }),
    shaoJunReturns: phase ? phase.shao_jun_back === 1 : shaoJun.eliminatedIn === 'memory',
    medicinesUsed: phase?.medicines_used ?? 0,
  };
}

/** `apocalypse/get`: Shao Jun, the end-of-memory phase after the latest attempt, the stand-ins. */
export function readApocalypse(db: Db, campaignId: number): ApocalypseState {
  const apocalypse = campaignBox(db, campaignId) === 'apocalypse';
  const latest = apocalypse ? latestAttempt(db, campaignId) : undefined;
  return {
    campaignId,
    apocalypse,
    shaoJun: readShaoJun(db, campaignId),
    endOfMemory: latest ? phaseView(db, campaignId, latest) : null,
    standIns: standIns(db, campaignId),
  };
}

/**
 * EOM-1..5: the players finish the end-of-memory phase after the latest attempt.
 * EOM-3: assassins whose apprentice stint is over come back with 1 health plus their armor;
 * EOM-5: Shao Jun, eliminated in the memory, comes back with 1 health; EOM-1: each medicine
 * used heals one assassin by what its card gives (typed, UNK-37), never above the maximum,
 * and its card, when named, is discarded. Poisoning ends by itself (PSN-4) and cards are
 * rearranged on the Assassins tab (EOM-4): the app keeps no poison cubes. Returns the memory id.
 */
export function finishEndOfMemory(db: Db, pack: ContentPack, request: FinishEndOfMemoryRequest, now: Date): string {
  const { campaignId } = request;
  if (campaignBox(db, campaignId) !== 'apocalypse') {
    fail('rule-violation', 'The end-of-memory phase belongs to Apocalypse campaigns.', { field: 'campaignId', rule: 'EOM-1' });
  }
  const latest = latestAttempt(db, campaignId);
  if (!latest) fail('rule-violation', 'The end-of-memory phase follows a memory: record one in the Diary first.', { field: 'attemptId', rule: 'EOM-1' });
  if (latest.id !== request.attemptId) {
    fail('rule-violation', `The end-of-memory phase now follows memory ${latest.memory_id}, the latest one recorded.`, { field: 'attemptId', rule: 'EOM-1' });
  }
  if (phaseOf(db, latest.id)) {
    fail('rule-violation', `The end-of-memory phase of memory ${latest.memory_id} is already finished.`, { field: 'attemptId', rule: 'EOM-1' });
  }

  // EOM-3 first, so a medicine may heal an assassin who has just come back.
  const before = readBoardState(db, campaignId);
  const returning = before.members.filter((m) => returnsInPhase(m.eliminated_attempt_id, latest.id));
  const back = db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = ? WHERE id = ?');
  for (const m of returning) back.run(BASE_HEALTH - RETURN_BASE_HEALTH, m.id);

  // EOM-5
  const shaoJunBack = readShaoJun(db, campaignId).eliminatedIn === 'memory';
  if (shaoJunBack) bringShaoJunBack(db, campaignId, 'EOM-5');

  // EOM-1
  const state = readBoardState(db, campaignId);
  for (const [index, medicine] of request.medicines.entries()) {
    const field = `medicines.${index}`;
    const member = state.members.find((m) => m.id === medicine.memberId);
    if (!member) fail('not-found', 'This assassin is not in this campaign.', { field: `${field}.memberId` });
    const name = assassinName(pack, member.character_id);
    if (member.status === 'left') fail('rule-violation', `${name} has left the party.`, { field: `${field}.memberId`, rule: 'PLY-5' });
    if (member.eliminated_attempt_id !== null) {
      fail('rule-violation', `${name} is eliminated: an apprentice stands in, and apprentices need no healing.`, { field: `${field}.memberId`, rule: 'EOM-1' });
    }
    const lost = (db.prepare('SELECT health_lost FROM party_members WHERE id = ?').get(member.id) as { health_lost: number }).health_lost;
    if (lost === 0) fail('rule-violation', `${name} is not wounded: medicines heal wounded assassins.`, { field: `${field}.memberId`, rule: 'EOM-1' });
    // Never above the maximum: the rest of the medicine is lost.
    db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ?').run(Math.max(0, lost - medicine.health), member.id);
    if (medicine.cardId !== null) {
      const removed = db.prepare('DELETE FROM campaign_cards WHERE id = ? AND campaign_id = ?').run(medicine.cardId, campaignId).changes;
      if (removed === 0) fail('not-found', 'This medicine card is not among the campaign’s cards.', { field: `${field}.cardId` });
    }
  }

  db.prepare(
    'INSERT INTO end_of_memory_phases (campaign_id, attempt_id, medicines_used, returned_json, shao_jun_back, finished_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(campaignId, latest.id, request.medicines.length, JSON.stringify(returning.map((m) => m.id)), shaoJunBack ? 1 : 0, now.toISOString());
  return latest.memory_id;
}
