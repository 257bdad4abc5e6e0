import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../app-paths.js';
import { appRoot } from './temp-core.js';

/**
 * Writes a save exactly as the first released schema left it: migration 001 and rows in
 * its columns, by plain SQL. Today's services are never run against an old schema, which
 * no real player could do either.
 */
export function writeVersionOneSave(path: string, campaignNames: readonly string[]): void {
  const db = new Database(path);
  try {
    db.exec(readFileSync(join(migrationsDir(appRoot), '001-initial.sql'), 'utf8'));
    const stamp = '2026-01-10T18:00:00.000Z';
    const addCampaign = db.prepare(
      `INSERT INTO campaigns (name, player_count, player_names, difficulty, box, current_memory, starting_level, created_at, last_played_at)
       VALUES (?, 2, '["Anna","Bartek"]', 'normal', 'core', '0.1', 0, ?, ?)`,
    );
    const addMember = db.prepare('INSERT INTO party_members (campaign_id, character_id, seat, position) VALUES (?, ?, ?, ?)');
    for (const name of campaignNames) {
      const id = Number(addCampaign.run(name, stamp, stamp).lastInsertRowid);
      addMember.run(id, 'claudio', 1, 0);
      addMember.run(id, 'daria', 2, 1);
    }
    db.pragma('user_version = 1');
  } finally {
    db.close();
  }
}
