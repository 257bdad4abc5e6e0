import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { NewCard, CardType, PartyBoards } from '../../shared/boards/board.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from './temp-core.js';

/** XP thresholds a group might type from its Diary; the tests need some, not the real ones. */
export const TEST_THRESHOLDS = [5, 10, 20, 30];

export const newCard = (name: string, cardType: CardType, armorHealth = 0): NewCard => ({ name, boxCardId: null, cardType, armorHealth });

export interface BoardCampaign {
  campaignId: number;
  /** Member ids by character id. */
  member: Record<string, number>;
}

/** A core campaign (Claudio for player 1, Daria for player 2) with XP thresholds entered. */
export async function boardCampaign(t: TestCore, options: { players?: string[]; party?: { characterId: string; seat: number }[] } = {}): Promise<BoardCampaign> {
  await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: TEST_THRESHOLDS });
  const base = twoPlayerCampaign();
  const created = await t.call('campaign/create', {
    ...base,
    playerNames: options.players ?? base.playerNames,
    party: options.party ?? base.party,
  });
  const boards = await t.call('board/get', { campaignId: created.id });
  return { campaignId: created.id, member: Object.fromEntries(boards.members.map((m) => [m.characterId, m.memberId])) };
}

/** A fresh save holding one board campaign (see boardCampaign): what most board and HQ tests start from. */
export async function openBoardCampaign(): Promise<{ t: TestCore; c: BoardCampaign }> {
  const t = await openTestCore();
  return { t, c: await boardCampaign(t) };
}

/**
 * Writes what other parts of the app record (the Diary's XP and attempts, the HQ) straight
 * into the save through a second connection, outside the history, so the board rules can
 * be tested against those states on their own.
 */
export function writeSave(t: TestCore, change: (db: Database.Database) => void): void {
  const db = new Database(t.core.info.savePath);
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => change(db))();
  } finally {
    db.close();
  }
}

export function setXp(t: TestCore, campaignId: number, xp: number): void {
  writeSave(t, (db) => db.prepare('UPDATE campaigns SET xp = ? WHERE id = ?').run(xp, campaignId));
}

export function establishHq(t: TestCore, campaignId: number): void {
  writeSave(t, (db) => db.prepare('UPDATE campaigns SET hq_established = 1 WHERE id = ?').run(campaignId));
}

/** Records an attempt at a memory as the Diary would; returns the attempt id. */
export function recordAttempt(t: TestCore, campaignId: number, memoryId: string, attemptNumber: 1 | 2, outcome: 'success' | 'failure'): number {
  let attemptId = 0;
  writeSave(t, (db) => {
    let memory = db.prepare('SELECT id FROM diary_memories WHERE campaign_id = ? AND memory_id = ?').get(campaignId, memoryId) as { id: number } | undefined;
    if (!memory) {
      const boxIndex = (db.prepare('SELECT count(*) AS n FROM diary_memories WHERE campaign_id = ?').get(campaignId) as { n: number }).n + 1;
      const { lastInsertRowid } = db
        .prepare('INSERT INTO diary_memories (campaign_id, box_index, memory_id) VALUES (?, ?, ?)')
        .run(campaignId, boxIndex, memoryId);
      memory = { id: Number(lastInsertRowid) };
    }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO memory_attempts (campaign_id, diary_memory_id, attempt_number, outcome, difficulty, easy_used, objectives_json,
           bosses_json, chests_json, rewards_json, sync_achieved, xp_awarded, played_on, recorded_at)
         VALUES (?, ?, ?, ?, 'normal', 0, '[]', '[]', '[]', '[]', 0, 0, '2025-03-01', '2025-03-01T20:00:00.000Z')`,
      )
      .run(campaignId, memory.id, attemptNumber, outcome);
    attemptId = Number(lastInsertRowid);
  });
  return attemptId;
}

/** HLT-8, APP-1: the Diary marks an assassin eliminated in an attempt; an apprentice stands in. */
export function eliminateInAttempt(t: TestCore, memberId: number, attemptId: number): void {
  writeSave(t, (db) => db.prepare('UPDATE party_members SET eliminated_attempt_id = ? WHERE id = ?').run(attemptId, memberId));
}

/** Undoing the last command gives back exactly the boards `before` it; redoing gives back `after`. */
export async function expectUndoRestores(t: TestCore, campaignId: number, before: PartyBoards, after: PartyBoards): Promise<void> {
  await t.call('history/undo', {});
  expect(await t.call('board/get', { campaignId })).toEqual(before);
  await t.call('history/redo', {});
  expect(await t.call('board/get', { campaignId })).toEqual(after);
}
