import Database from 'better-sqlite3';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { migrationsDir } from '../app-paths.js';
import { loadMigrations } from '../db/migrations.js';
import { openSave } from '../db/open-save.js';
import { seedRng } from '../engine/rng.js';
import { overwritePage, pageOwners } from '../test-support/save-faults.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';
import { BackupStore } from './backup-store.js';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDir();
});
afterEach(() => temp.cleanup());

/** A closed save holding one campaign, at `path`. */
async function saveWithOneCampaign(path: string): Promise<void> {
  const db = await openSave({ path, migrations: loadMigrations(migrationsDir(appRoot)), backupBeforeMigration: async () => {} });
  db.prepare(
    "INSERT INTO campaigns (name, player_count, player_names, difficulty, box, created_at, last_played_at) VALUES ('Venezia', 1, '[\"Anna\"]', 'normal', 'core', 'x', 'x')",
  ).run();
  db.close();
}

it('SAVE-CHECK: a save that went bad while open is not backed up: the backup is refused and no file is written', async () => {
  const path = join(temp.dir, 'save.sqlite');
  await saveWithOneCampaign(path);
  const indexPage = pageOwners(path).find((p) => p.isIndex)!;
  overwritePage(path, indexPage.page, seedRng(3));
  // A connection that was already open when the disk went bad: nothing checked it on opening.
  const db = new Database(path);
  const store = new BackupStore(join(temp.dir, 'backups'));
  try {
    const backingUp = store.create(db, 'manual', null, new Date('2025-06-15T20:00:00.000Z'));
    await expect(backingUp).rejects.toBeInstanceOf(AppFailure);
    await expect(backingUp).rejects.toMatchObject({ error: { code: 'save-damaged', params: { file: 'save.sqlite' } } });
  } finally {
    db.close();
  }
  expect(readdirSync(store.dir)).toEqual([]);
  expect(store.list()).toEqual([]);
});

it('SAVE-CHECK: a whole save is backed up as before', async () => {
  const path = join(temp.dir, 'save.sqlite');
  await saveWithOneCampaign(path);
  const db = new Database(path);
  const store = new BackupStore(join(temp.dir, 'backups'));
  try {
    const info = await store.create(db, 'manual', null, new Date('2025-06-15T20:00:00.000Z'));
    expect(store.list().map((b) => b.id)).toEqual([info.id]);
  } finally {
    db.close();
  }
});
