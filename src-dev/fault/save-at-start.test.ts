import { cpSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/errors.js';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { BackupStore } from '../../src-main/backups/backup-store.js';
import { readUserVersion } from '../../src-main/db/open-save.js';
import { readWithoutTrace } from '../../src-main/db/save-file.js';
import { sha256OfFile } from '../../src-main/test-support/file-digest.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';
import { campaignNamesIn, overwriteBytes, writeLookAlikeDatabase } from '../../src-main/test-support/save-faults.js';

/**
 * What the app finds in the data folder when it starts, as another program or a failing
 * disk left it while it was closed: another program's file named like a save, a save whose
 * header is garbled (its schema format, its version number) or that is one byte short, and
 * no save at all beside the backups. Each must open the recovery screen (never stop the app
 * with SQLite's words, never ask for an update no update can give, never open an empty save
 * in silence), with the file byte for byte as it was, and the backup must restore.
 */

const CAMPAIGNS = ['Venezia', 'Firenze'];
const folders = tempDir('bov-save-at-start-');
const template = join(folders.dir, 'template');
let backupId = '';
let backupCount = 0;
let trials = 0;

beforeAll(async () => {
  const t = await openTestCore(template);
  for (const name of CAMPAIGNS) await t.call('campaign/create', twoPlayerCampaign(name));
  backupId = (await t.call('backup/create', {})).id;
  await t.core.close();
  // Counted once the app is closed: the rolling backup it takes at start may finish last.
  backupCount = new BackupStore(join(template, 'backups')).list().length;
});
afterAll(() => folders.cleanup());

interface Trial {
  /** Why the app did not open the save; null when it opened it as if nothing were wrong. */
  recovery: AppError | null;
  /** The start itself failed: what it said. */
  stopped: string | null;
  unchanged: boolean;
  /** The campaigns after restoring the backup from the recovery screen. */
  restored: string[];
}

/** Copies the template, lets `fault` change the folder, starts the app, and restores the backup it offers. */
async function startOn(fault: (savePath: string) => void): Promise<Trial> {
  const dataDir = join(folders.dir, `trial-${trials++}`);
  cpSync(template, dataDir, { recursive: true });
  const savePath = join(dataDir, SAVE_FILE_NAME);
  fault(savePath);
  const digest = () => {
    try {
      return sha256OfFile(savePath);
    } catch {
      return 'none';
    }
  };
  const before = digest();
  let t: TestCore;
  try {
    t = await openTestCore(dataDir);
  } catch (error) {
    return { recovery: null, stopped: error instanceof Error ? error.message : String(error), unchanged: digest() === before, restored: [] };
  }
  const recovery = t.core.info.recovery?.problem ?? null;
  const unchanged = digest() === before;
  let restored: string[] = [];
  if (recovery !== null) {
    const outcome = await t.core.dispatch('backup/recover', { backupId });
    if (outcome.ok) restored = (await t.call('campaign/list', {})).map((c) => c.name);
  }
  await t.core.close();
  return { recovery, stopped: null, unchanged, restored };
}

const report = (what: string, trial: Trial) =>
  console.log(
    `save-at-start (${what}): ${trial.stopped !== null ? `the app stopped: ${trial.stopped}` : trial.recovery ? `recovery screen, ${trial.recovery.code}: ${trial.recovery.message}` : 'opened as a save'}; ` +
      `file ${trial.unchanged ? 'unchanged' : 'CHANGED'}; restored ${trial.restored.join(', ') || 'nothing'}`,
  );

it("SAVE-ID: another program's file with a save's table names, but no mark and other columns, is refused and left byte for byte", async () => {
  const trial = await startOn(writeLookAlikeDatabase);
  report('a look-alike of another program', trial);
  expect(trial.stopped).toBeNull();
  expect(trial.recovery).toMatchObject({ code: 'not-a-save', params: { kind: 'unrelated-database' } });
  expect(trial.unchanged).toBe(true);
  expect(trial.restored.sort()).toEqual([...CAMPAIGNS].sort());
});

it('SAVE-CHECK: a save whose header has garbled schema-format bytes opens the recovery screen', async () => {
  // Bytes 44–47 hold the schema format number (1 to 4).
  const trial = await startOn((path) => overwriteBytes(path, 44, [0x5a, 0x17, 0xc3, 0x04]));
  report('garbled schema format', trial);
  expect(trial.stopped).toBeNull();
  expect(trial.recovery?.code).toBe('save-damaged');
  expect(trial.unchanged).toBe(true);
  expect(trial.restored.sort()).toEqual([...CAMPAIGNS].sort());
});

it.each([
  ['a high byte', 60, 0x40],
  ['the lowest bit', 63, 0x01],
  ['a bit that makes it older', 63, 0x04],
])('SAVE-CHECK: a save whose version number has %s flipped opens the recovery screen, not "update the app"', async (what, offset, mask) => {
  const trial = await startOn((path) => {
    const version = readWithoutTrace(path, readUserVersion);
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(version);
    overwriteBytes(path, offset, [bytes[offset - 60]! ^ mask]);
  });
  report(`version number with ${what} flipped`, trial);
  expect(trial.stopped).toBeNull();
  expect(trial.recovery?.code).toBe('save-damaged');
  expect(trial.unchanged).toBe(true);
  expect(trial.restored.sort()).toEqual([...CAMPAIGNS].sort());
});

it('SAVE-CHECK: a save one byte short opens the recovery screen', async () => {
  const trial = await startOn((path) => truncateSync(path, statSync(path).size - 1));
  report('one byte short', trial);
  expect(trial.stopped).toBeNull();
  expect(trial.recovery?.code).toBe('save-damaged');
  expect(trial.unchanged).toBe(true);
  expect(trial.restored.sort()).toEqual([...CAMPAIGNS].sort());
});

it('SAVE-MISSING: no save beside existing backups opens the recovery screen saying how many backups exist', async () => {
  const trial = await startOn((path) => rmSync(path));
  report('no save beside the backups', trial);
  expect(trial.stopped).toBeNull();
  expect(trial.recovery).toMatchObject({ code: 'save-missing', params: { file: SAVE_FILE_NAME, backups: backupCount } });
  expect(trial.restored.sort()).toEqual([...CAMPAIGNS].sort());
  expect(campaignNamesIn(join(folders.dir, `trial-${trials - 1}`, SAVE_FILE_NAME))?.sort()).toEqual([...CAMPAIGNS].sort());
});
