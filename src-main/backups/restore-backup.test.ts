import Database from 'better-sqlite3';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../shared/ipc/events.js';
import { readUserVersion } from '../db/open-save.js';
import { writeVersionOneSave } from '../test-support/version-one-save.js';
import { SAVE_FILE_NAME } from '../app-core.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A core on `dataDir`, or on a temp folder of its own that goes with it. */
async function start(dataDir?: string): Promise<TestCore> {
  const t = await openTestCore(dataDir, { now: steppingClock() });
  cleanups.push(() => t.dispose());
  return t;
}

const state = (t: TestCore) => t.state();

describe('restoring a backup', () => {
  it('brings back exactly the backed-up state, after backing up the state it replaces', async () => {
    const temp = tempDir();
    cleanups.push(temp.cleanup);
    const t = await start(temp.dir);
    const venezia = await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const roma = await t.call('campaign/create', twoPlayerCampaign('Roma'));
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: [3, 8, 15, 25] });
    const backup = await t.call('backup/create', {});
    const backedUp = await state(t);

    await t.call('campaign/rename', { campaignId: venezia.id, name: 'Firenze' });
    await t.call('campaign/delete', { campaignId: roma.id });
    await t.call('campaign/create', twoPlayerCampaign('Forlì'));
    await t.call('box-data/set-xp-thresholds', { track: 'core', thresholds: null });
    await t.call('settings/set-language', { language: 'pl' });
    const changed = await state(t);

    const events: AppEvent[] = [];
    t.core.onEvent((event) => events.push(event));
    const { safetyBackup } = await t.call('backup/restore', { backupId: backup.id });

    expect(await state(t)).toEqual(backedUp);
    expect(safetyBackup.reason).toBe('before-restore');
    expect(events.map((e) => e.name)).toContain('save/replaced');
    // Preferences belong to the computer, not to the save's history.
    expect(await t.call('settings/get', {})).toEqual({ language: 'pl' });
    expect(existsSync(join(temp.dir, 'restore-staging.sqlite'))).toBe(false);

    await t.call('backup/restore', { backupId: safetyBackup.id });
    expect(await state(t)).toEqual(changed);
  });

  it('restores the history with the data, so undo continues from the backup', async () => {
    const t = await start();
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/create', twoPlayerCampaign('Roma'));
    const backup = await t.call('backup/create', {});
    await t.call('campaign/create', twoPlayerCampaign('Forlì'));
    await t.call('backup/restore', { backupId: backup.id });

    await t.call('history/undo', {});
    expect((await t.call('campaign/list', {})).map((c) => c.name)).toEqual(['Venezia']);
  });

  it('keeps working after a restart', async () => {
    const temp = tempDir();
    cleanups.push(temp.cleanup);
    let t = await openTestCore(temp.dir, { now: steppingClock() });
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const backup = await t.call('backup/create', {});
    await t.call('campaign/create', twoPlayerCampaign('Roma'));
    await t.call('backup/restore', { backupId: backup.id });
    t = await t.reopen();
    cleanups.push(() => t.dispose());
    expect((await t.call('campaign/list', {})).map((c) => c.name)).toEqual(['Venezia']);
    await t.call('campaign/create', twoPlayerCampaign('Forlì'));
    await t.call('history/undo', {});
    expect((await t.call('campaign/list', {})).map((c) => c.name)).toEqual(['Venezia']);
  });

  it('answers an unknown backup with not-found and changes nothing', async () => {
    const t = await start();
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const before = await state(t);
    expect(await t.refuse('backup/restore', { backupId: 'gone.sqlite' })).toMatchObject({ code: 'not-found', field: 'backupId' });
    expect(await state(t)).toEqual(before);
    expect((await t.call('backup/list', {})).map((b) => b.reason)).not.toContain('before-restore');
  });

  it('refuses a damaged backup file clearly, before writing anything', async () => {
    const t = await start();
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const backup = await t.call('backup/create', {});
    writeFileSync(join(t.dataDir, 'backups', backup.id), 'these bytes are not an SQLite database, whatever the name says');
    const before = await state(t);
    expect(await t.refuse('backup/restore', { backupId: backup.id })).toMatchObject({ code: 'not-a-save', field: 'backupId', params: { kind: 'not-sqlite' } });
    expect(await state(t)).toEqual(before);
    expect((await t.call('backup/list', {})).map((b) => b.reason)).not.toContain('before-restore');
    expect(existsSync(join(t.dataDir, 'restore-staging.sqlite'))).toBe(false);
  });

  it('restores a backup made by an older version of the app, migrating it on the way', async () => {
    const temp = tempDir();
    cleanups.push(temp.cleanup);
    writeVersionOneSave(join(temp.dir, SAVE_FILE_NAME), ['Venezia', 'Roma']);

    // Opening the old save upgrades it and keeps the version-1 file as a backup.
    const t = await start(temp.dir);
    const oldBackup = (await t.call('backup/list', {})).find((b) => b.reason === 'before-migration')!;
    await t.call('campaign/create', twoPlayerCampaign('Forlì'));
    await t.call('backup/restore', { backupId: oldBackup.id });

    expect((await t.call('campaign/list', {})).map((c) => c.name).sort()).toEqual(['Roma', 'Venezia']);
    const save = new Database(t.core.info.savePath, { readonly: true });
    try {
      expect(readUserVersion(save)).toBe(t.core.info.schemaVersion);
      expect(save.prepare('SELECT name, hq_established FROM campaigns ORDER BY id').all()).toEqual([
        { name: 'Venezia', hq_established: 0 },
        { name: 'Roma', hq_established: 0 },
      ]);
    } finally {
      save.close();
    }
    // The backup file itself stays as it was made.
    const backupFile = new Database(join(temp.dir, 'backups', oldBackup.id), { readonly: true });
    try {
      expect(readUserVersion(backupFile)).toBe(1);
    } finally {
      backupFile.close();
    }
  });
});
