import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupContents, BackupInfo, RecoverResult } from '../../shared/backups/backup.js';
import type { AppEvent } from '../../shared/ipc/events.js';
import { createAppCore, SAVE_FILE_NAME, type AppCore } from '../app-core.js';
import { migrationsDir } from '../app-paths.js';
import { seedRng } from '../engine/rng.js';
import { NOT_A_SAVE, overwritePage, pageOwners } from '../test-support/save-faults.js';
import { sha256OfFile } from '../test-support/file-digest.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../test-support/temp-core.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratch(): string {
  const temp = tempDir('bov-recovery-');
  cleanups.push(temp.cleanup);
  return temp.dir;
}

async function start(dataDir: string): Promise<AppCore> {
  const core = await createAppCore({ dataDir, migrationsDir: migrationsDir(appRoot), host: 'web', version: '0.0.0-test', log: () => {} });
  cleanups.push(() => core.close());
  return core;
}

async function value<T>(core: AppCore, channel: string, args: unknown): Promise<T> {
  const outcome = await core.dispatch(channel, args);
  if (!outcome.ok) throw new Error(`${channel} failed: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value as T;
}

/** A closed save holding Venezia and Roma, backed up by hand, then Forlì after the backup. */
async function savedGameNight(dataDir: string): Promise<BackupInfo> {
  const t = await openTestCore(dataDir);
  await t.call('campaign/create', twoPlayerCampaign('Venezia'));
  await t.call('campaign/create', twoPlayerCampaign('Roma'));
  const backup = await t.call('backup/create', {});
  await t.call('campaign/create', twoPlayerCampaign('Forlì'));
  await t.core.close();
  return backup;
}

/** Overwrites a page of an index that opening the save and making campaigns never reads. */
function damageAnIndex(savePath: string): void {
  const page = pageOwners(savePath).find((p) => p.isIndex && p.owner.startsWith('exploration_'))!;
  overwritePage(savePath, page.page, seedRng(11));
}

describe('recovery mode', () => {
  it('RECOVERY: a damaged save starts the app in recovery mode, which says why and answers only what recovery needs', async () => {
    const dataDir = scratch();
    const backup = await savedGameNight(dataDir);
    damageAnIndex(join(dataDir, SAVE_FILE_NAME));

    const core = await start(dataDir);
    expect(core.info.recovery?.problem).toMatchObject({ code: 'save-damaged', params: { file: SAVE_FILE_NAME } });
    expect((await value<typeof core.info>(core, 'app/get-info', {})).recovery?.problem.code).toBe('save-damaged');
    expect((await value<BackupInfo[]>(core, 'backup/list', {})).map((b) => b.id)).toContain(backup.id);
    expect(await value<BackupContents>(core, 'backup/contents', { backupId: backup.id })).toMatchObject({
      backupId: backup.id,
      problem: null,
      campaigns: [{ name: 'Roma' }, { name: 'Venezia' }],
    });
    for (const [channel, args] of [
      ['campaign/list', {}],
      ['settings/get', {}],
      ['backup/create', {}],
      ['backup/restore', { backupId: backup.id }],
    ] as const) {
      expect(await core.dispatch(channel, args), channel).toMatchObject({ ok: false, error: { code: 'save-damaged' } });
    }
    expect(await core.dispatch('no/such-channel', {})).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    expect(await core.dispatch('backup/recover', { backupId: '../campaigns.sqlite' })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('RECOVERY: restoring a backup moves the unopenable save aside with its WAL, then opens the backup', async () => {
    const dataDir = scratch();
    const backup = await savedGameNight(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    damageAnIndex(savePath);
    const damagedBytes = sha256OfFile(savePath);

    const core = await start(dataDir);
    const events: AppEvent[] = [];
    core.onEvent((event) => events.push(event));
    const { setAsidePath } = await value<RecoverResult>(core, 'backup/recover', { backupId: backup.id });

    expect(core.info.recovery).toBeUndefined();
    expect(events).toContainEqual({ name: 'app/mode-changed', payload: { recovery: false } });
    expect((await value<{ name: string }[]>(core, 'campaign/list', {})).map((c) => c.name).sort()).toEqual(['Roma', 'Venezia']);
    expect(setAsidePath).toMatch(/set-aside/);
    expect(sha256OfFile(setAsidePath!)).toBe(damagedBytes);
    // The app keeps working on the restored save, and events still reach the listener.
    await value(core, 'campaign/create', twoPlayerCampaign('Forlì'));
    expect(events.map((e) => e.name)).toContain('campaign/list-changed');
  });

  it('RECOVERY: a backup that is not a save is refused, and the unopenable save stays where it was', async () => {
    const dataDir = scratch();
    await savedGameNight(dataDir);
    const savePath = join(dataDir, SAVE_FILE_NAME);
    damageAnIndex(savePath);
    const damagedBytes = sha256OfFile(savePath);
    NOT_A_SAVE['zero-length file'](join(dataDir, 'backups', 'empty.sqlite'));

    const core = await start(dataDir);
    expect(await value<BackupContents>(core, 'backup/contents', { backupId: 'empty.sqlite' })).toMatchObject({
      problem: { code: 'not-a-save', params: { kind: 'empty-file' } },
      campaigns: [],
    });
    expect(await core.dispatch('backup/recover', { backupId: 'empty.sqlite' })).toMatchObject({
      ok: false,
      error: { code: 'not-a-save', field: 'backupId', params: { kind: 'empty-file' } },
    });
    expect(core.info.recovery?.problem.code).toBe('save-damaged');
    expect(sha256OfFile(savePath)).toBe(damagedBytes);
    expect(existsSync(join(dataDir, 'set-aside'))).toBe(false);
  });

  it('RECOVERY: with no backup at all, a new empty save can be started and the unopenable file is kept aside', async () => {
    const dataDir = scratch();
    NOT_A_SAVE['zero-length file'](join(dataDir, SAVE_FILE_NAME));

    const core = await start(dataDir);
    expect(core.info.recovery?.problem).toMatchObject({ code: 'not-a-save', params: { kind: 'empty-file' } });
    expect(await value<BackupInfo[]>(core, 'backup/list', {})).toEqual([]);
    const { setAsidePath } = await value<RecoverResult>(core, 'backup/recover', { backupId: null });

    expect(core.info.recovery).toBeUndefined();
    expect(await value(core, 'campaign/list', {})).toEqual([]);
    expect(readdirSync(join(dataDir, 'set-aside'))).toEqual([setAsidePath!.split('/').at(-1)]);
  });

  it('RECOVERY: a second click on restore does not set aside the save the first one put in place', async () => {
    const dataDir = scratch();
    const backup = await savedGameNight(dataDir);
    damageAnIndex(join(dataDir, SAVE_FILE_NAME));

    const core = await start(dataDir);
    const [first, second] = await Promise.all([
      core.dispatch('backup/recover', { backupId: backup.id }),
      core.dispatch('backup/recover', { backupId: backup.id }),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(readdirSync(join(dataDir, 'set-aside')).filter((name) => name.endsWith(SAVE_FILE_NAME))).toHaveLength(1);
    expect((await value<{ name: string }[]>(core, 'campaign/list', {})).map((c) => c.name).sort()).toEqual(['Roma', 'Venezia']);
  });
});

describe('a save that goes bad while the app runs', () => {
  it('RECOVERY: the backup that finds it damaged is refused, nothing more is written, and the app switches to recovery mode', async () => {
    const dataDir = scratch();
    const backup = await savedGameNight(dataDir);
    const core = await start(dataDir);
    expect(core.info.recovery).toBeUndefined();
    const events: AppEvent[] = [];
    core.onEvent((event) => events.push(event));

    // The disk fails under the running app, on a page it has not read since opening.
    damageAnIndex(join(dataDir, SAVE_FILE_NAME));
    const backupsBefore = readdirSync(join(dataDir, 'backups')).sort();
    expect(await core.dispatch('backup/create', {})).toMatchObject({ ok: false, error: { code: 'save-damaged' } });

    expect(await core.dispatch('campaign/create', twoPlayerCampaign('Firenze'))).toMatchObject({ ok: false, error: { code: 'save-damaged' } });
    expect(core.info.recovery?.problem.code).toBe('save-damaged');
    expect(events).toContainEqual({ name: 'app/mode-changed', payload: { recovery: true } });
    expect(readdirSync(join(dataDir, 'backups')).sort()).toEqual(backupsBefore);

    await value(core, 'backup/recover', { backupId: backup.id });
    expect((await value<{ name: string }[]>(core, 'campaign/list', {})).map((c) => c.name).sort()).toEqual(['Roma', 'Venezia']);
  });
});
