import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../app-paths.js';
import { NOT_A_SAVE, overwritePage, pageOwners, truncateTo } from '../test-support/save-faults.js';
import { seedRng } from '../engine/rng.js';
import { sha256OfFile } from '../test-support/file-digest.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../test-support/temp-core.js';
import { writeVersionOneSave } from '../test-support/version-one-save.js';
import { makeNewerSave } from '../test-support/newer-save.js';
import { loadMigrations } from './migrations.js';
import { inspectSaveFile, saveFileRefusal, SAVE_APPLICATION_ID, type UnusableVerdict } from './save-file.js';

const migrations = loadMigrations(migrationsDir(appRoot));
const latest = migrations.length;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function scratch(): string {
  const temp = tempDir();
  cleanups.push(temp.cleanup);
  return temp.dir;
}

/** A save the app made and closed, holding one campaign. */
async function appSave(): Promise<string> {
  const t = await openTestCore(scratch());
  await t.call('campaign/create', twoPlayerCampaign('Venezia'));
  await t.core.close();
  return t.core.info.savePath;
}

describe('inspectSaveFile', () => {
  it('SAVE-ID: a save made by the app is marked with its application id and recognised', async () => {
    const path = await appSave();
    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('application_id', { simple: true })).toBe(SAVE_APPLICATION_ID);
    } finally {
      db.close();
    }
    expect(inspectSaveFile(path, migrations)).toEqual({ kind: 'save', version: latest, marked: true });
  });

  it('SAVE-ID: a save written before saves were marked is recognised by its tables', () => {
    const path = join(scratch(), 'old.sqlite');
    writeVersionOneSave(path, ['Roma']);
    expect(inspectSaveFile(path, migrations)).toEqual({ kind: 'save', version: 1, marked: false });
  });

  it('SAVE-ID: a missing file is missing, and nothing is created', () => {
    const path = join(scratch(), 'none.sqlite');
    expect(inspectSaveFile(path, migrations)).toEqual({ kind: 'missing' });
    expect(inspectSaveFile(path, migrations)).toEqual({ kind: 'missing' });
  });

  it.each([
    ['zero-length file', 'empty-file'],
    ['text file', 'not-sqlite'],
    ['empty SQLite database', 'empty-database'],
    ['unrelated SQLite database', 'unrelated-database'],
    ['unrelated SQLite database with a campaigns table', 'unrelated-database'],
  ] as const)('SAVE-ID: a %s is not a save (%s), and reading it changes no byte', (kind, what) => {
    const path = join(scratch(), 'file.sqlite');
    NOT_A_SAVE[kind](path);
    const before = sha256OfFile(path);
    expect(inspectSaveFile(path, migrations)).toMatchObject({ kind: 'not-a-save', what });
    expect(sha256OfFile(path)).toBe(before);
  });

  it("SAVE-ID: another program's SQLite file (its own application id) is not a save, even with a save's tables", () => {
    const path = join(scratch(), 'other.sqlite');
    writeVersionOneSave(path, ['Roma']);
    const db = new Database(path);
    db.pragma('application_id = 1234');
    db.close();
    expect(inspectSaveFile(path, migrations)).toMatchObject({ kind: 'not-a-save', what: 'other-program' });
  });

  it('SAVE-CHECK: a save with an index page overwritten is damaged, and reading it changes no byte', async () => {
    const path = await appSave();
    const indexPage = pageOwners(path).find((p) => p.isIndex)!;
    overwritePage(path, indexPage.page, seedRng(1));
    const before = sha256OfFile(path);
    const verdict = inspectSaveFile(path, migrations);
    expect(verdict.kind).toBe('damaged');
    expect(verdict.kind === 'damaged' && verdict.problems.length).toBeGreaterThan(0);
    expect(sha256OfFile(path)).toBe(before);
  });

  it('SAVE-CHECK: a save cut short is damaged', async () => {
    const path = await appSave();
    truncateTo(path, 0.5);
    expect(inspectSaveFile(path, migrations).kind).toBe('damaged');
  });

  it('SAVE-ID: a save from a newer version is told apart from a damaged one', async () => {
    const path = await appSave();
    makeNewerSave(path, latest + 1);
    expect(inspectSaveFile(path, migrations)).toEqual({ kind: 'from-future', version: latest + 1, latest });
  });
});

describe('saveFileRefusal', () => {
  it.each<[UnusableVerdict, string]>([
    [{ kind: 'not-a-save', what: 'empty-file', detail: '0 bytes' }, 'not-a-save'],
    [{ kind: 'damaged', problems: ['Page 7: btreeInitPage() returns error code 11'] }, 'save-damaged'],
    [{ kind: 'from-future', version: 99, latest: 7 }, 'save-from-future'],
  ])('SAVE-ID: names the file and what it is (%j)', (verdict, code) => {
    const error = saveFileRefusal(verdict, '/data/campaigns.sqlite');
    expect(error.code).toBe(code);
    if (code !== 'save-from-future') expect(error.params).toMatchObject({ file: 'campaigns.sqlite' });
    if (verdict.kind === 'not-a-save') expect(error.params).toMatchObject({ kind: verdict.what });
  });
});
