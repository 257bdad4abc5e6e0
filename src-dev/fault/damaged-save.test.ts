import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupInfo } from '../../shared/backups/backup.js';
import type { CampaignSummary } from '../../shared/campaigns/campaign.js';
import { createAppCore, SAVE_FILE_NAME, type AppCore } from '../../src-main/app-core.js';
import { migrationsDir } from '../../src-main/app-paths.js';
import { seedRng, type RngState } from '../../src-main/engine/rng.js';
import { sha256OfFile } from '../../src-main/test-support/file-digest.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { campaignNamesIn, integrityOf, NOT_A_SAVE, overwritePage, pageOwners, pick, truncateTo } from '../../src-main/test-support/save-faults.js';

/**
 * A damaged save, as a failing disk or another program leaves it while the app is closed:
 * random 4 KiB pages overwritten (anywhere, and on index pages, which the app does not read
 * when it opens), the file cut short, or a file that is not a save at all. The app is then
 * started on it as a player would, used (a command, a backup by hand, rolling backups after
 * every change), and closed. Counted, and zero is the pass mark:
 *
 * - opened for writing: the app served a damaged file as the save;
 * - written to: the damaged file's bytes changed;
 * - damaged backups: copies of the damage among the backups;
 * - lost: campaigns of the newest good backup missing after restoring it in the app (the
 *   recovery screen's restore when the save cannot be opened, else Settings → Backups).
 */

const BACKED_UP = ['Venezia', 'Firenze', 'Roma'];
const seed = Number(process.env.BOV_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 32));
const folders = tempDir('bov-damaged-save-');
const template = join(folders.dir, 'template');
let goodBackup: BackupInfo;
let trialCount = 0;

beforeAll(async () => {
  console.log(`damaged-save: seed ${seed} (replay with BOV_FAULT_SEED=${seed})`);
  const t = await openTestCore(template);
  for (const name of BACKED_UP) await t.call('campaign/create', twoPlayerCampaign(name));
  goodBackup = await t.call('backup/create', {});
  // A change after the newest backup: whatever page held it may be gone with the damage.
  await t.call('campaign/create', twoPlayerCampaign('Forlì'));
  await t.core.close();
});
afterAll(() => folders.cleanup());

interface Outcome {
  openedForWriting: number;
  writtenTo: number;
  damagedBackups: number;
  lost: number;
  /** Trials whose fault left the file whole after all (e.g. a page no table used). */
  harmless: number;
}

const start = (dataDir: string): Promise<AppCore> =>
  createAppCore({ dataDir, migrationsDir: migrationsDir(appRoot), host: 'web', version: '0.0.0-test', log: () => {}, rollingBackupEveryMinutes: 0 });

const isRecovery = (core: AppCore) => (core.info as { recovery?: unknown }).recovery != null;

/** Copies the template save, damages it with `fault`, runs the app on it, and counts what went wrong. */
async function trial(fault: (savePath: string) => void, damagedByOracle: (savePath: string) => boolean): Promise<Outcome> {
  const dataDir = join(folders.dir, `trial-${trialCount++}`);
  cpSync(template, dataDir, { recursive: true });
  const savePath = join(dataDir, SAVE_FILE_NAME);
  fault(savePath);
  const outcome: Outcome = { openedForWriting: 0, writtenTo: 0, damagedBackups: 0, lost: 0, harmless: 0 };
  if (!damagedByOracle(savePath)) {
    outcome.harmless = 1;
    return outcome;
  }
  const bytesBefore = sha256OfFile(savePath);

  // A player's evening on whatever the app made of the file.
  let core: AppCore | null = null;
  try {
    core = await start(dataDir);
  } catch {
    core = null;
  }
  if (core !== null) {
    if (!isRecovery(core)) outcome.openedForWriting = 1;
    await core.dispatch('campaign/create', twoPlayerCampaign('Monteriggioni'));
    await core.dispatch('backup/create', {});
    await core.close();
  }
  if (!existsSync(savePath) || sha256OfFile(savePath) !== bytesBefore) outcome.writtenTo = 1;
  outcome.damagedBackups = readdirSync(join(dataDir, 'backups'))
    .filter((name) => name.endsWith('.sqlite') && name !== goodBackup.id)
    .filter((name) => integrityOf(join(dataDir, 'backups', name)) !== 'ok' || campaignNamesIn(join(dataDir, 'backups', name)) === null).length;

  // The restore the app offers for exactly this moment.
  let restored: string[] = [];
  try {
    const again = await start(dataDir);
    try {
      const outcomeOfRestore = isRecovery(again)
        ? await again.dispatch('backup/recover', { backupId: goodBackup.id })
        : await again.dispatch('backup/restore', { backupId: goodBackup.id });
      const list = outcomeOfRestore.ok ? await again.dispatch('campaign/list', {}) : null;
      if (list?.ok) restored = (list.value as CampaignSummary[]).map((c) => c.name);
    } finally {
      await again.close();
    }
  } catch {
    restored = [];
  }
  outcome.lost = BACKED_UP.filter((name) => !restored.includes(name)).length;
  return outcome;
}

function total(outcomes: Outcome[]): Outcome {
  const sum: Outcome = { openedForWriting: 0, writtenTo: 0, damagedBackups: 0, lost: 0, harmless: 0 };
  for (const o of outcomes) for (const key of Object.keys(sum) as (keyof Outcome)[]) sum[key] += o[key];
  return sum;
}

function report(what: string, trials: number, sum: Outcome): void {
  console.log(
    `damaged-save (${what}): ${trials} trials (${sum.harmless} left the file whole); opened for writing ${sum.openedForWriting}, ` +
      `damaged file written to ${sum.writtenTo}, damaged backups made ${sum.damagedBackups}, ` +
      `backed-up campaigns lost after the in-app restore ${sum.lost}`,
  );
}

const damaged = (path: string) => integrityOf(path) !== 'ok';
const expectNothingLost = (sum: Outcome) => expect({ ...sum, harmless: 0 }).toEqual({ openedForWriting: 0, writtenTo: 0, damagedBackups: 0, lost: 0, harmless: 0 });

it('SAVE-CHECK: a save with random 4 KiB pages overwritten is never opened, written or backed up, and its backup restores', async () => {
  const pages = pageOwners(join(template, SAVE_FILE_NAME)).map((p) => p.page);
  let rng: RngState = seedRng(seed);
  const outcomes: Outcome[] = [];
  for (let n = 0; n < 20; n++) {
    const [page, next] = pick(pages, rng);
    rng = next;
    outcomes.push(await trial((path) => void (rng = overwritePage(path, page, rng)), damaged));
  }
  const sum = total(outcomes);
  report('a random page overwritten', outcomes.length, sum);
  expectNothingLost(sum);
}, 120_000);

it('SAVE-CHECK: a save with an index page overwritten is never opened, written or backed up, and its backup restores', async () => {
  const indexPages = pageOwners(join(template, SAVE_FILE_NAME)).filter((p) => p.isIndex);
  expect(indexPages.length).toBeGreaterThan(0);
  let rng: RngState = seedRng(seed ^ 0x5eed);
  const outcomes: Outcome[] = [];
  for (let n = 0; n < 10; n++) {
    const [hit, next] = pick(indexPages, rng);
    rng = next;
    outcomes.push(await trial((path) => void (rng = overwritePage(path, hit.page, rng)), damaged));
  }
  const sum = total(outcomes);
  report(`an index page overwritten, of ${indexPages.length}`, outcomes.length, sum);
  expectNothingLost(sum);
}, 120_000);

it('SAVE-CHECK: a save cut short is never opened, written or backed up, and its backup restores', async () => {
  const outcomes = [await trial((path) => truncateTo(path, 0.5), damaged), await trial((path) => truncateTo(path, 0.9), damaged)];
  const sum = total(outcomes);
  report('the file cut to 50% and 90%', outcomes.length, sum);
  expectNothingLost(sum);
}, 60_000);

it('SAVE-ID: a file that is not a save, under the save’s name, is never opened or backed up, and the backup restores', async () => {
  const kinds = Object.entries(NOT_A_SAVE);
  const outcomes: Outcome[] = [];
  // Every one of these is "damaged" as a save, whatever SQLite thinks of it as a file.
  for (const [, write] of kinds) outcomes.push(await trial(write, () => true));
  const sum = total(outcomes);
  report(`not a save: ${kinds.map(([name]) => name).join(', ')}`, outcomes.length, sum);
  expectNothingLost(sum);
}, 60_000);
