import type { Db } from '../db/open-save.js';
import type { ResolutionStepId } from '../../shared/hq/hq-buildings.js';
import { readDeck } from './contract-summary.js';

export interface DueResolution {
  memoryAttemptId: number;
  memoryId: string;
  nextStep: ResolutionStepId;
}

/**
 * HQ-GEN-4: a resolution step follows the latest attempt that completed a memory (a success
 * or a second attempt), once the contract deck is in play (first assignment onwards).
 * Null when none is due; `nextStep: 'done'` once all four buildings are resolved.
 */
export function dueResolution(db: Db, campaignId: number): DueResolution | null {
  const deck = readDeck(db, campaignId);
  if (!deck) return null;
  const attempt = db
    .prepare(
      `SELECT a.id, m.memory_id FROM memory_attempts a JOIN diary_memories m ON m.id = a.diary_memory_id
       WHERE a.campaign_id = ? AND a.id > coalesce(?, 0) AND (a.outcome = 'success' OR a.attempt_number = 2)
       ORDER BY a.id DESC LIMIT 1`,
    )
    .get(campaignId, deck.started_after_attempt) as { id: number; memory_id: string } | undefined;
  if (!attempt) return null;
  const progress = db.prepare('SELECT next_step FROM hq_resolutions WHERE memory_attempt = ?').get(attempt.id) as { next_step: ResolutionStepId } | undefined;
  return { memoryAttemptId: attempt.id, memoryId: attempt.memory_id, nextStep: progress?.next_step ?? 'hospital' };
}

/** HQ-RES-1: the resolution of this attempt moves on to `next`. */
export function advanceResolution(db: Db, campaignId: number, due: DueResolution, next: ResolutionStepId): void {
  db.prepare(
    `INSERT INTO hq_resolutions (campaign_id, memory_attempt, next_step) VALUES (?, ?, ?)
     ON CONFLICT (memory_attempt) DO UPDATE SET next_step = excluded.next_step`,
  ).run(campaignId, due.memoryAttemptId, next);
}
