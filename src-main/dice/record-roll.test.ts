import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Db } from '../db/open-save.js';
import { openSave } from '../db/open-save.js';
import { loadMigrations } from '../db/migrations.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';
import { migrationsDir } from '../app-paths.js';
import { boxDataSchema } from '../../shared/box-data/box-data-schema.js';
import { AppFailure } from '../../shared/ipc/errors.js';
import { recordRoll } from './record-roll.js';
import { listRolls } from './read-rolls.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

let db: Db;
let cleanup: () => void;
let campaignId: number;
beforeEach(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  db = await openSave({ path: join(temp.dir, 'save.sqlite'), migrations: loadMigrations(migrationsDir(appRoot)), backupBeforeMigration: async () => {} });
  const now = new Date().toISOString();
  campaignId = Number(
    db
      .prepare("INSERT INTO campaigns (name, player_count, player_names, difficulty, box, created_at, last_played_at) VALUES ('Test', 1, '[\"A\"]', 'normal', 'core', ?, ?)")
      .run(now, now).lastInsertRowid,
  );
});
afterEach(() => {
  db.close();
  cleanup();
});

const noBoxData = boxDataSchema.parse({});
const withWhite = boxDataSchema.parse({ dice: { white: ['hit', 'hit', 'special', 'x', 'x', 'x'] } });

describe('recordRoll inside a caller’s command', () => {
  it('replays an app roll from its recorded seed', () => {
    const first = recordRoll(db, withWhite, campaignId, { die: 'white', count: 6, purpose: 'Command room', input: { mode: 'app' } }, { seed: 42 });
    const again = recordRoll(db, withWhite, campaignId, { die: 'white', count: 6, purpose: 'Command room', input: { mode: 'app' } }, { seed: 42 });
    expect(first.seed).toBe(42);
    expect(again.faces).toEqual(first.faces);
  });

  it('UNK-1: refuses an app roll without the die’s faces, and the caller’s transaction leaves no roll', () => {
    const command = db.transaction(() => {
      recordRoll(db, withWhite, campaignId, { die: 'white', count: 1, purpose: 'First', input: { mode: 'entered', faces: ['x'] } });
      recordRoll(db, noBoxData, campaignId, { die: 'black', count: 2, purpose: 'Second', input: { mode: 'app' } });
    });
    try {
      command();
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(AppFailure);
      expectRefusal((thrown as AppFailure).error, 'UNK-1', { context: 'black' }, 'roll.mode');
    }
    expect(listRolls(db, campaignId, 10)).toEqual([]);
  });

  it('records an entered roll with its purpose and time, without a seed', () => {
    const at = new Date('2025-03-01T20:00:00Z');
    const roll = recordRoll(db, noBoxData, campaignId, { die: 'red', count: 2, purpose: '  Detection  ', input: { mode: 'entered', faces: ['eye', 'blank'] } }, { now: at });
    expect(roll).toMatchObject({ die: 'red', count: 2, mode: 'entered', seed: null, faces: ['eye', 'blank'], purpose: 'Detection', rolledAt: at.toISOString() });
  });

  it('refuses an empty purpose and an impossible number of dice', () => {
    const roll = (count: number, purpose: string) => () =>
      recordRoll(db, withWhite, campaignId, { die: 'white', count, purpose, input: { mode: 'app' } });
    expect(roll(0, 'x')).toThrow(/between 1 and 20/);
    expect(roll(21, 'x')).toThrow(/between 1 and 20/);
    expect(roll(1, '   ')).toThrow(/what the roll is for/);
  });
});
