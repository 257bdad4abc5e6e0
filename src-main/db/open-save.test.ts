import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { SAVE_FILE_NAME } from '../app-core.js';
import { migrationsDir } from '../app-paths.js';
import { loadMigrations } from './migrations.js';
import { openSave, readUserVersion } from './open-save.js';
import { sha256OfFile, sizeOrZero } from '../test-support/file-digest.js';
import { migrationsDirWith } from '../test-support/migration-dirs.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../test-support/temp-core.js';
import { writeVersionOneSave } from '../test-support/version-one-save.js';
import { makeNewerSave } from '../test-support/newer-save.js';

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

const latestVersion = () => loadMigrations(migrationsDir(appRoot)).length;

/** A save at schema version 1 holding two campaigns. */
function saveAtVersionOne(dataDir: string): void {
  writeVersionOneSave(join(dataDir, SAVE_FILE_NAME), ['Firenze', 'Roma']);
}

/** A save at today's version holding two campaigns, closed cleanly (WAL checkpointed). */
async function saveAtLatestVersion(dataDir: string): Promise<void> {
  const t = await openTestCore(dataDir);
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
    saveAtVersionOne(dataDir);

    const t = await openTestCore(dataDir);
    try {
      expect(t.core.info.schemaVersion).toBe(latestVersion());
      expect((await t.call('campaign/list', {})).map((c) => c.name).sort()).toEqual(['Firenze', 'Roma']);
      // Old rows take the new columns' defaults: both assassins are on their boards, unhurt.
      const [firenze] = await t.call('campaign/list', {});
      const boards = await t.call('board/get', { campaignId: firenze!.id });
      expect(boards.members.map((m) => [m.characterId, m.status, m.healthState])).toEqual([
        ['claudio', 'in-play', 'full'],
        ['daria', 'in-play', 'full'],
      ]);
      const backups = await t.call('backup/list', {});
      const beforeMigration = backups.filter((b) => b.reason === 'before-migration');
      expect(beforeMigration).toHaveLength(1);
      expect(beforeMigration[0]!.label).toBe('version 1');

      // The backup is the save as it was: version 1, both campaigns, no new column.
      const old = new Database(join(dataDir, 'backups', beforeMigration[0]!.id), { readonly: true });
      try {
        expect(readUserVersion(old)).toBe(1);
        expect((old.prepare('SELECT count(*) AS n FROM campaigns').get() as { n: number }).n).toBe(2);
        expect(old.prepare("SELECT name FROM pragma_table_info('campaigns') WHERE name = 'hq_established'").get()).toBeUndefined();
      } finally {
        old.close();
      }
    } finally {
      await t.core.close();
    }

    const upgraded = new Database(join(dataDir, SAVE_FILE_NAME), { readonly: true });
    try {
      expect(readUserVersion(upgraded)).toBe(latestVersion());
      expect(upgraded.prepare('SELECT DISTINCT gray_after_easy_failure AS option FROM campaigns').all()).toEqual([{ option: 0 }]);
    } finally {
      upgraded.close();
    }
  });

  it('refuses a save written by a newer app and leaves its files untouched', async () => {
    const dataDir = scratch();
    await saveAtLatestVersion(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    makeNewerSave(savePath, 99);
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
    await saveAtLatestVersion(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    const bytesBefore = sha256OfFile(savePath);
    const version = latestVersion();
    // Valid statements first, then one that fails: none of them may survive.
    const broken = {
      file: `${String(version + 1).padStart(3, '0')}-broken.sql`,
      sql: "CREATE TABLE scratch (id INTEGER PRIMARY KEY);\nUPDATE campaigns SET name = 'overwritten';\nINSERT INTO no_such_table VALUES (1);\n",
    };

    await expect(openTestCore(dataDir, { migrationsDir: migrationsFolder(version, [broken]) })).rejects.toThrow(/no_such_table/);

    expect(sha256OfFile(savePath)).toBe(bytesBefore);
    const db = new Database(savePath, { readonly: true });
    try {
      expect(readUserVersion(db)).toBe(version);
      expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'scratch'").get()).toBeUndefined();
    } finally {
      db.close();
    }
    expect(campaignNames(savePath)).toEqual(['Firenze', 'Roma']);

    // The app without the broken migration still opens it as if nothing had happened.
    const t = await openTestCore(dataDir);
    expect((await t.call('campaign/list', {})).map((c) => c.name).sort()).toEqual(['Firenze', 'Roma']);
    await t.core.close();
  });
});
