import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../shared/contract/errors.js';
import { SAVE_FILE_NAME } from '../app-core.js';
import { migrationsDir } from '../app-paths.js';
import { loadMigrations } from './migrations.js';
import { openSave, readUserVersion } from './open-save.js';
import { sha256OfFile, sizeOrZero } from '../test-support/file-digest.js';
import { ADD_NOTES_COLUMN, migrationsDirWith } from '../test-support/migration-dirs.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../test-support/temp-core.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function scratch(): string {
  const temp = tempDir();
  cleanups.push(temp.cleanup);
  return temp.dir;
}

function migrationsFolder(...args: Parameters<typeof migrationsDirWith>): string {
  const temp = migrationsDirWith(...args);
  cleanups.push(temp.cleanup);
  return temp.dir;
}

/** A save at schema version 1 holding two campaigns, closed cleanly (WAL checkpointed). */
async function saveAtVersionOne(dataDir: string): Promise<void> {
  const t = await openTestCore(dataDir, { migrationsDir: migrationsFolder(1) });
  await t.call('campaign/create', twoPlayerCampaign('Firenze'));
  await t.call('campaign/create', twoPlayerCampaign('Roma'));
  await t.core.close();
}

const campaignNames = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT name FROM campaigns ORDER BY id').all() as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
};

describe('openSave', () => {
  it('creates a fresh save at the latest version, in WAL mode with synchronous FULL', async () => {
    const migrations = loadMigrations(migrationsDir(appRoot));
    const db = await openSave({ path: join(scratch(), 'fresh.sqlite'), migrations, backupBeforeMigration: async () => {} });
    try {
      expect(migrations.length).toBeGreaterThan(0);
      expect(readUserVersion(db)).toBe(migrations.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL: every commit is fsynced, so a power cut cannot lose an acknowledged change.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('does not back up a brand-new save before its first migrations', async () => {
    const dataDir = scratch();
    const t = await openTestCore(dataDir);
    const reasons = (await t.call('backup/list', {})).map((b) => b.reason);
    await t.core.close();
    expect(reasons).not.toContain('before-migration');
  });

  it('upgrades a version-1 save, keeping its data, after backing it up', async () => {
    const dataDir = scratch();
    await saveAtVersionOne(dataDir);

    const t = await openTestCore(dataDir, { migrationsDir: migrationsFolder(1, [ADD_NOTES_COLUMN]) });
    try {
      expect(t.core.info.schemaVersion).toBe(2);
      expect((await t.call('campaign/list', {})).map((c) => c.name).sort()).toEqual(['Firenze', 'Roma']);
      const backups = await t.call('backup/list', {});
      const beforeMigration = backups.filter((b) => b.reason === 'before-migration');
      expect(beforeMigration).toHaveLength(1);
      expect(beforeMigration[0]!.label).toBe('version 1');

      // The backup is the save as it was: version 1, both campaigns, no new column.
      const old = new Database(join(dataDir, 'backups', beforeMigration[0]!.id), { readonly: true });
      try {
        expect(readUserVersion(old)).toBe(1);
        expect((old.prepare('SELECT count(*) AS n FROM campaigns').get() as { n: number }).n).toBe(2);
        expect(old.prepare("SELECT name FROM pragma_table_info('campaigns') WHERE name = 'notes'").get()).toBeUndefined();
      } finally {
        old.close();
      }
    } finally {
      await t.core.close();
    }

    const upgraded = new Database(join(dataDir, SAVE_FILE_NAME), { readonly: true });
    try {
      expect(readUserVersion(upgraded)).toBe(2);
      expect(upgraded.prepare('SELECT DISTINCT notes FROM campaigns').all()).toEqual([{ notes: '' }]);
    } finally {
      upgraded.close();
    }
  });

  it('refuses a save written by a newer app and leaves its files untouched', async () => {
    const dataDir = scratch();
    await saveAtVersionOne(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    const future = new Database(savePath);
    future.pragma('user_version = 99');
    future.close();
    const bytesBefore = sha256OfFile(savePath);
    const walBefore = sizeOrZero(`${savePath}-wal`);

    const opening = openTestCore(dataDir);
    await expect(opening).rejects.toBeInstanceOf(AppFailure);
    await expect(opening).rejects.toMatchObject({ error: { code: 'save-from-future' } });

    expect(sha256OfFile(savePath)).toBe(bytesBefore);
    expect(sizeOrZero(`${savePath}-wal`)).toBeLessThanOrEqual(walBefore);
    expect(campaignNames(savePath)).toEqual(['Firenze', 'Roma']);
  });

  it('rolls a failing migration back completely and leaves the save at its old version', async () => {
    const dataDir = scratch();
    await saveAtVersionOne(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    const bytesBefore = sha256OfFile(savePath);
    // Valid statements first, then one that fails: none of them may survive.
    const broken = {
      file: '002-broken.sql',
      sql: "CREATE TABLE scratch (id INTEGER PRIMARY KEY);\nUPDATE campaigns SET name = 'overwritten';\nINSERT INTO no_such_table VALUES (1);\n",
    };

    await expect(openTestCore(dataDir, { migrationsDir: migrationsFolder(1, [broken]) })).rejects.toThrow(/no_such_table/);

    expect(sha256OfFile(savePath)).toBe(bytesBefore);
    const db = new Database(savePath, { readonly: true });
    try {
      expect(readUserVersion(db)).toBe(1);
      expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'scratch'").get()).toBeUndefined();
    } finally {
      db.close();
    }
    expect(campaignNames(savePath)).toEqual(['Firenze', 'Roma']);

    // The app that knows only version 1 still opens it as if nothing had happened.
    const t = await openTestCore(dataDir, { migrationsDir: migrationsFolder(1) });
    expect((await t.call('campaign/list', {})).map((c) => c.name).sort()).toEqual(['Firenze', 'Roma']);
    await t.core.close();
  });
});
