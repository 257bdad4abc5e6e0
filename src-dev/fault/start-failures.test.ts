import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppFailure, type AppError } from '../../shared/ipc/errors.js';
import { sha256OfFile } from '../../src-main/test-support/file-digest.js';
import { openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { fillTheDisk, mountTmpfs } from '../../src-main/test-support/save-faults.js';

/**
 * The app started where it cannot work: on a full disk, in a read-only data folder, and with
 * a file named `backups` where its backups folder goes. Each start must stop with a sentence
 * a player can act on (what is wrong, where, and that nothing changed), never SQLite's or
 * Node's own words ("disk I/O error", "unable to open database file", "EEXIST … mkdir"), and
 * must change nothing. The full disk and the read-only folder need a small tmpfs; where
 * mounting is not permitted those two say so and are skipped.
 */

const mountPoint = tempDir('bov-start-failures-');
const plain = tempDir('bov-start-failures-plain-');
let tmpfs: ReturnType<typeof mountTmpfs> = { mounted: false, refusal: '', unmount: () => {} };

beforeAll(() => {
  tmpfs = mountTmpfs(mountPoint.dir, 4 * 1024 * 1024);
});
afterAll(() => {
  tmpfs.unmount();
  mountPoint.cleanup();
  plain.cleanup();
});

/** Starts the app on `dataDir` and returns how it refused to start. */
async function refusalAtStart(dataDir: string): Promise<AppError | string> {
  try {
    const t = await openTestCore(dataDir);
    await t.core.close();
    return 'started';
  } catch (error) {
    return error instanceof AppFailure ? error.error : `raw: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const RAW_WORDS = /disk I\/O error|unable to open database file|EEXIST|ENOTDIR|EROFS|EACCES|SQLITE_/;

it('START: a file named backups where the backups folder goes is named, and nothing changes', async () => {
  const dataDir = join(plain.dir, 'data');
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'backups'), 'a note the player kept here\n');
  const before = sha256OfFile(join(dataDir, 'backups'));
  const refusal = await refusalAtStart(dataDir);
  console.log(`start-failures (a file named backups): ${typeof refusal === 'string' ? refusal : `${refusal.code}: ${refusal.message}`}`);
  expect(refusal).toMatchObject({ code: 'data-folder-unusable', params: { reason: 'not-a-folder', path: join(dataDir, 'backups') } });
  expect((refusal as AppError).message).not.toMatch(RAW_WORDS);
  expect(sha256OfFile(join(dataDir, 'backups'))).toBe(before);
});

it('START: a full disk is said in words, and nothing is left behind', async (context) => {
  if (!tmpfs.mounted) {
    console.log(`start-failures: full disk skipped: mounting a tmpfs is not permitted here (${tmpfs.refusal})`);
    context.skip();
    return;
  }
  const dataDir = join(mountPoint.dir, 'full');
  mkdirSync(dataDir);
  const filler = fillTheDisk(mountPoint.dir);
  const refusal = await refusalAtStart(dataDir);
  const left = readdirSync(dataDir).filter((name) => name !== '.lock');
  rmSync(filler);
  console.log(`start-failures (a full disk): ${typeof refusal === 'string' ? refusal : `${refusal.code}: ${refusal.message}`}; left in the folder: ${left.join(', ') || 'nothing'}`);
  expect(refusal).toMatchObject({ code: 'disk-full', params: { folder: dataDir } });
  expect((refusal as AppError).message).not.toMatch(RAW_WORDS);
  expect(left.filter((name) => name.startsWith('campaigns.sqlite'))).toEqual([]);
});

it('START: a read-only data folder is said in words, and its save is left as it was', async (context) => {
  if (!tmpfs.mounted) {
    console.log(`start-failures: read-only folder skipped: mounting a tmpfs is not permitted here (${tmpfs.refusal})`);
    context.skip();
    return;
  }
  const dataDir = join(mountPoint.dir, 'read-only');
  const t = await openTestCore(dataDir);
  await t.call('campaign/create', twoPlayerCampaign('Venezia'));
  await t.core.close();
  const save = join(dataDir, 'campaigns.sqlite');
  const before = sha256OfFile(save);
  execFileSync('mount', ['-o', 'remount,ro', mountPoint.dir]);
  let refusal: AppError | string;
  try {
    refusal = await refusalAtStart(dataDir);
  } finally {
    execFileSync('mount', ['-o', 'remount,rw', mountPoint.dir]);
  }
  console.log(`start-failures (a read-only folder): ${typeof refusal === 'string' ? refusal : `${refusal.code}: ${refusal.message}`}`);
  expect(refusal).toMatchObject({ code: 'data-folder-unusable', params: { reason: 'read-only', folder: dataDir } });
  expect((refusal as AppError).message).not.toMatch(RAW_WORDS);
  expect(sha256OfFile(save)).toBe(before);
});
