import Database from 'better-sqlite3';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { TestCore } from '../../test-support/temp-core.js';
import { findPlay } from '../play-rows.js';
import { foldTo } from '../read-play.js';

/**
 * A play as the save file holds it, read beside the running app (the screens never get the
 * play's generator, so tests that check the app's dice read it here): the log's rows as stored,
 * and the state after each step.
 */
export interface StoredPlay {
  rows: { seq: number; step: Record<string, unknown>; events: unknown }[];
  /** The whole state after step `seq` (0: as set up). */
  stateAt(seq: number): PlayState;
}

export function readStoredPlay<T>(t: TestCore, campaignId: number, playId: number, read: (stored: StoredPlay) => T): T {
  const db = new Database(t.core.info.savePath, { readonly: true });
  try {
    const play = findPlay(db, campaignId, playId);
    const rows = (db.prepare('SELECT seq, step_json, events_json FROM memory_play_steps WHERE play_id = ? ORDER BY seq').all(playId) as { seq: number; step_json: string; events_json: string }[]).map(
      (row) => ({ seq: row.seq, step: JSON.parse(row.step_json) as Record<string, unknown>, events: JSON.parse(row.events_json) as unknown }),
    );
    return read({ rows, stateAt: (seq) => foldTo(db, play, seq) });
  } finally {
    db.close();
  }
}
