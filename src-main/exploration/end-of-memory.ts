import type { Db } from '../db/open-save.js';
import type { ContentPack } from '../../shared/content/pack-schema.js';
import { fail, failRefusal } from '../../shared/ipc/errors.js';
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
import { decideEndOfMemory, type EndOfMemoryFacts } from '../../shared/exploration/end-of-memory-rules.js';
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
 * attempt is recorded once it is finished. The memory whose phase is unfinished, or null.
 */
export function pendingEndOfMemory(db: Db, campaignId: number): string | null {
  if (campaignBox(db, campaignId) !== 'apocalypse') return null;
  const latest = latestAttempt(db, campaignId);
  return latest && !phaseOf(db, latest.id) ? latest.memory_id : null;
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

/** What decideEndOfMemory needs, read from the save. */
function endOfMemoryFacts(db: Db, pack: ContentPack, campaignId: number): EndOfMemoryFacts {
  const apocalypse = campaignBox(db, campaignId) === 'apocalypse';
  const latest = latestAttempt(db, campaignId);
  const shaoJun = readShaoJun(db, campaignId);
  return {
    apocalypse,
    latest: latest ? { attemptId: latest.id, memoryId: latest.memory_id, done: phaseOf(db, latest.id) !== undefined } : null,
    members: readBoardState(db, campaignId).members.map((m) => ({
      id: m.id,
      assassin: assassinName(pack, m.character_id),
      status: m.status,
      eliminatedAttemptId: m.eliminated_attempt_id,
      healthLost: m.health_lost,
    })),
    shaoJun: { eliminatedIn: shaoJun.eliminatedIn, maxHealth: shaoJun.maxHealth },
  };
}

/**
 * EOM-1..5: the players finish the end-of-memory phase after the latest attempt, as the
 * rules decide (decideEndOfMemory): EOM-3 returns, EOM-5 Shao Jun, EOM-1 medicines (each
 * card named is discarded). Poisoning ends by itself (PSN-4) and cards are rearranged on the
 * Assassins tab (EOM-4): the app keeps no poison cubes. Returns the memory id.
 */
export function finishEndOfMemory(db: Db, pack: ContentPack, request: FinishEndOfMemoryRequest, now: Date): string {
  const { campaignId } = request;
  const decision = decideEndOfMemory(endOfMemoryFacts(db, pack, campaignId), request);
  if (!decision.ok) failRefusal(decision.refusal);
  const phase = decision.value;

  const back = db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL WHERE id = ?');
  for (const memberId of phase.returning) back.run(memberId);
  const health = db.prepare('UPDATE party_members SET health_lost = ? WHERE id = ? AND health_lost <> ?');
  for (const { memberId, healthLost } of phase.healthLost) health.run(healthLost, memberId, healthLost);
  if (phase.shaoJunBack) bringShaoJunBack(db, campaignId);
  for (const [index, medicine] of request.medicines.entries()) {
    if (medicine.cardId === null) continue;
    const removed = db.prepare('DELETE FROM campaign_cards WHERE id = ? AND campaign_id = ?').run(medicine.cardId, campaignId).changes;
    if (removed === 0) fail('not-found', 'This medicine card is not among the campaign’s cards.', { field: `medicines.${index}.cardId` });
  }

  db.prepare(
    'INSERT INTO end_of_memory_phases (campaign_id, attempt_id, medicines_used, returned_json, shao_jun_back, finished_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(campaignId, phase.attemptId, request.medicines.length, JSON.stringify(phase.returning), phase.shaoJunBack ? 1 : 0, now.toISOString());
  return phase.memoryId;
}
