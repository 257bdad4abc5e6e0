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
 * Writes straight into the save through a second connection, outside the history. Only for
 * tests whose point is the stored file itself (a damaged or hand-edited save); every other
 * state is built through commands (campaign-steps.ts).
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

/** Undoing the last command gives back exactly the boards `before` it; redoing gives back `after`. */
export async function expectUndoRestores(t: TestCore, campaignId: number, before: PartyBoards, after: PartyBoards): Promise<void> {
  await t.call('history/undo', {});
  expect(await t.call('board/get', { campaignId })).toEqual(before);
  await t.call('history/redo', {});
  expect(await t.call('board/get', { campaignId })).toEqual(after);
}
