import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/errors.js';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { sha256OfFile } from '../../src-main/test-support/file-digest.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';
import { campaignNamesIn, integrityOf } from '../../src-main/test-support/save-faults.js';

/**
 * The save and its journal touched by another program while the app runs (a sync client
 * resolving a conflict, a clean-up tool): the save deleted, replaced by another file,
 * overwritten in place, its journal overwritten with garbage. The players go on playing.
 * Counted, zero being the pass mark: acknowledged changes missing from what the app kept,
 * changes acknowledged after the save was gone, and bytes the app changed in a file that is
 * not its save any more (or in a save whose journal was damaged). And the players are told:
 * the recovery screen opens, naming what happened and the backup that keeps their changes.
 */

const folders = tempDir('bov-save-under-app-');
afterAll(() => folders.cleanup());
let folderCount = 0;
/** A save of another evening, to put in the save's place. */
let otherSave = '';

beforeAll(async () => {
  const other = await openTestCore(join(folders.dir, 'other'));
  await other.call('campaign/create', twoPlayerCampaign('From another computer'));
  await other.core.close();
  otherSave = join(other.dataDir, SAVE_FILE_NAME);
});

/** The app with a few acknowledged campaigns, no checkpoint of its own while the test acts (unless asked). */
async function evening(checkpointWhenIdleMs = 600_000): Promise<{ t: TestCore; acknowledged: string[]; savePath: string }> {
  const t = await openTestCore(join(folders.dir, `evening-${folderCount++}`), { checkpointWhenIdleMs });
  const acknowledged: string[] = [];
  for (let n = 0; n < 6; n++) {
    const name = `Before ${n}`;
    await t.call('campaign/create', twoPlayerCampaign(name));
    acknowledged.push(name);
  }
  return { t, acknowledged, savePath: join(t.dataDir, SAVE_FILE_NAME) };
}

/** The players keep going: every change the app acknowledges is added to `acknowledged`. */
async function keepPlaying(t: TestCore, acknowledged: string[], count: number): Promise<AppError[]> {
  const refusals: AppError[] = [];
  for (let n = 0; n < count; n++) {
    const name = `After ${n}`;
    const outcome = await t.core.dispatch('campaign/create', twoPlayerCampaign(name));
    if (outcome.ok) acknowledged.push(name);
    else refusals.push(outcome.error);
  }
  return refusals;
}

/** The backup the recovery screen offers for the changes the app held, put back as the save; the campaigns then in it. */
async function putKeptChangesBack(t: TestCore, problem: AppError): Promise<string[]> {
  const kept = String(problem.params?.kept ?? '');
  expect(kept, 'no backup keeps the changes').not.toBe('');
  await t.call('backup/recover', { backupId: kept });
  return (await t.call('campaign/list', {})).map((c) => c.name);
}

it.each([
  ['deleted', (savePath: string) => rmSync(savePath)],
  ['replaced by another file', (savePath: string) => {
    copyFileSync(otherSave, `${savePath}.sync-tmp`);
    renameSync(`${savePath}.sync-tmp`, savePath);
  }],
])('SAVE-WATCH: the save %s under the running app: nothing acknowledged is lost, nothing is acknowledged after, the players are told', async (how, fault) => {
  const { t, acknowledged, savePath } = await evening();
  fault(savePath);
  const replacement = existsSync(savePath) ? sha256OfFile(savePath) : null;
  const refusals = await keepPlaying(t, acknowledged, 5);
  await expect.poll(() => t.core.info.recovery?.problem.code ?? null, { timeout: 5_000 }).not.toBeNull().catch(() => undefined);
  const problem = t.core.info.recovery?.problem ?? null;
  // The file now in the save's place is another program's: the app wrote nothing into it.
  const replacementUntouched = replacement === null || sha256OfFile(savePath) === replacement;
  const restored = problem === null ? [] : await putKeptChangesBack(t, problem);
  const lost = acknowledged.filter((name) => !restored.includes(name));
  const setAside = existsSync(join(t.dataDir, 'set-aside')) ? readdirSync(join(t.dataDir, 'set-aside')) : [];
  await t.core.close();
  console.log(
    `save-under-app (save ${how}): ${acknowledged.length} changes acknowledged, ${refusals.length} refused after (${refusals[0]?.code ?? '-'}); ` +
      `told: ${problem === null ? 'NOTHING' : problem.message}; acknowledged changes lost ${lost.length}; set aside: ${setAside.join(', ') || 'nothing'}`,
  );
  expect(problem).toMatchObject({ code: 'save-lost', params: { how: how === 'deleted' ? 'deleted' : 'replaced' } });
  expect(refusals.map((r) => r.code)).toEqual(Array(5).fill('save-lost'));
  expect(lost).toEqual([]);
  expect(replacementUntouched).toBe(true);
  // The replacement is moved aside when the kept changes take its place, never deleted.
  if (replacement !== null) expect(setAside.some((name) => name.endsWith(SAVE_FILE_NAME) && sha256OfFile(join(t.dataDir, 'set-aside', name)) === replacement)).toBe(true);
});

it('SAVE-WATCH: the save deleted while the players are away from the app is noticed by itself, within seconds', async () => {
  const { t, acknowledged, savePath } = await evening();
  rmSync(savePath);
  await expect.poll(() => t.core.info.recovery?.problem.code, { timeout: 5_000 }).toBe('save-lost');
  const restored = await putKeptChangesBack(t, t.core.info.recovery!.problem);
  await t.core.close();
  expect(acknowledged.filter((name) => !restored.includes(name))).toEqual([]);
});

it('SAVE-WATCH: the save overwritten in place under the running app is not written again, and the players are told', async () => {
  const { t, acknowledged, savePath } = await evening();
  // `cp other.sqlite campaigns.sqlite`: the same file, another program's bytes.
  writeFileSync(savePath, readFileSync(otherSave));
  const overwritten = sha256OfFile(savePath);
  const refusals = await keepPlaying(t, acknowledged, 3);
  await expect.poll(() => t.core.info.recovery?.problem.code ?? null, { timeout: 5_000 }).not.toBeNull().catch(() => undefined);
  const problem = t.core.info.recovery?.problem ?? null;
  await t.core.close();
  const untouched = sha256OfFile(savePath) === overwritten;
  console.log(`save-under-app (save overwritten in place): refused after ${refusals.map((r) => r.code).join(', ')}; told: ${problem?.message ?? 'NOTHING'}; the file ${untouched ? 'untouched' : 'CHANGED by the app'}`);
  expect(['save-lost', 'save-damaged']).toContain(problem?.code);
  expect(refusals).toHaveLength(3);
  expect(untouched).toBe(true);
});

const garbage = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919 + 13) % 256));

it.each([
  ['the next change', 'change'],
  ['the idle checkpoint', 'idle'],
  ['closing the app', 'close'],
] as const)('SAVE-WATCH: a garbage journal under the running app is never copied into the save (%s): the save file stays whole', async (_when, next) => {
  const { t, acknowledged, savePath } = await evening(next === 'idle' ? 300 : 600_000);
  // The save file holds the first three; the journal the rest.
  await t.core.close();
  const again = await openTestCore(t.dataDir, { checkpointWhenIdleMs: next === 'idle' ? 300 : 600_000 });
  const wholeBefore = campaignNamesIn(savePath) ?? [];
  for (let n = 0; n < 4; n++) await again.call('campaign/create', twoPlayerCampaign(`In the journal ${n}`));
  const walBytes = statSync(`${savePath}-wal`).size;
  writeFileSync(`${savePath}-wal`, garbage(walBytes));

  let problem: AppError | null = null;
  if (next !== 'close') {
    const refused = next === 'change' ? await keepPlaying(again, acknowledged, 1) : [];
    if (next === 'change') expect(refused.map((r) => r.code)).toEqual(['save-lost']);
    // The recovery screen takes over once the app has closed the save.
    await expect.poll(() => again.core.info.recovery?.problem.code ?? null, { timeout: 5_000 }).toBe('save-lost');
    problem = again.core.info.recovery!.problem;
  }
  await again.core.close();
  // The save file alone (its journal set aside), as the next start opens it.
  const integrity = integrityOf(savePath);
  const names = campaignNamesIn(savePath) ?? [];
  console.log(
    `save-under-app (garbage journal, then ${next}): save file integrity ${integrity}; it holds ${names.length} campaigns (${wholeBefore.length} before the journal); ` +
      `told: ${problem?.message ?? (next === 'close' ? '(closing)' : 'NOTHING')}`,
  );
  expect(integrity).toBe('ok');
  expect(names).toEqual(wholeBefore);
  if (next !== 'close') expect(problem).toMatchObject({ code: 'save-lost', params: { how: 'journal-overwritten' } });
  expect(existsSync(`${savePath}-wal`) && statSync(`${savePath}-wal`).size > 0).toBe(false);
});
