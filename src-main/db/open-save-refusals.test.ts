import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { migrationsDir } from '../app-paths.js';
import { seedRng } from '../engine/rng.js';
import { NOT_A_SAVE, overwritePage, pageOwners } from '../test-support/save-faults.js';
import { sha256OfFile } from '../test-support/file-digest.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';
import { writeVersionOneSave } from '../test-support/version-one-save.js';
import { loadMigrations } from './migrations.js';
import { openSave, readUserVersion } from './open-save.js';
import { SAVE_APPLICATION_ID } from './save-file.js';

const migrations = loadMigrations(migrationsDir(appRoot));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function scratch(): string {
  const temp = tempDir();
  cleanups.push(temp.cleanup);
  return temp.dir;
}

const open = (path: string, backupBeforeMigration: () => Promise<void> = async () => {}) => openSave({ path, migrations, backupBeforeMigration });

const applicationIdOf = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.pragma('application_id', { simple: true });
  } finally {
    db.close();
  }
};

describe('openSave identifies the file before writing to it', () => {
  it('SAVE-ID: creates a missing save whole and marked, leaving no temporary file', async () => {
    const dir = scratch();
    const path = join(dir, 'campaigns.sqlite');
    const db = await open(path);
    db.close();
    expect(readdirSync(dir)).toEqual(['campaigns.sqlite']);
    expect(applicationIdOf(path)).toBe(SAVE_APPLICATION_ID);
  });

  it('SAVE-ID: marks a save written before saves were marked, when it upgrades it', async () => {
    const path = join(scratch(), 'campaigns.sqlite');
    writeVersionOneSave(path, ['Roma']);
    expect(applicationIdOf(path)).toBe(0);
    const db = await open(path);
    expect(readUserVersion(db)).toBe(migrations.length);
    db.close();
    expect(applicationIdOf(path)).toBe(SAVE_APPLICATION_ID);
  });

  it.each([
    ['zero-length file', 'empty-file'],
    ['text file', 'not-sqlite'],
    ['empty SQLite database', 'empty-database'],
    ['unrelated SQLite database', 'unrelated-database'],
  ] as const)('SAVE-ID: refuses a %s under the save’s name as not a save (%s), and leaves it byte for byte', async (kind, what) => {
    const path = join(scratch(), 'campaigns.sqlite');
    NOT_A_SAVE[kind](path);
    const before = sha256OfFile(path);
    const opening = open(path);
    await expect(opening).rejects.toBeInstanceOf(AppFailure);
    await expect(opening).rejects.toMatchObject({ error: { code: 'not-a-save', params: { kind: what, file: 'campaigns.sqlite' } } });
    expect(sha256OfFile(path)).toBe(before);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('SAVE-CHECK: refuses a save with a damaged index page, neither backing it up nor changing it', async () => {
    const path = join(scratch(), 'campaigns.sqlite');
    writeVersionOneSave(path, ['Roma', 'Venezia']);
    overwritePage(path, pageOwners(path).find((p) => p.isIndex)!.page, seedRng(9));
    const before = sha256OfFile(path);
    let backedUp = 0;
    const opening = open(path, async () => void backedUp++);
    await expect(opening).rejects.toMatchObject({ error: { code: 'save-damaged', params: { file: 'campaigns.sqlite' } } });
    expect(backedUp).toBe(0);
    expect(sha256OfFile(path)).toBe(before);
  });
});
