import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedRng } from '../engine/rng.js';
import { NOT_A_SAVE, overwritePage, pageOwners } from '../test-support/save-faults.js';
import { steppingClock } from '../test-support/save-commands.js';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';

const cores: TestCore[] = [];
afterEach(async () => {
  for (const t of cores.splice(0)) await t.dispose();
});

async function saveWithTwoCampaigns(): Promise<TestCore> {
  const t = await openTestCore(undefined, { now: steppingClock() });
  cores.push(t);
  await t.call('campaign/create', twoPlayerCampaign('Venezia'));
  await t.call('campaign/create', twoPlayerCampaign('Roma'));
  return t;
}

describe('restoring a file that is not a whole backup', () => {
  it.each([
    ['zero-length file', 'empty-file'],
    ['text file', 'not-sqlite'],
    ['empty SQLite database', 'empty-database'],
    ['unrelated SQLite database', 'unrelated-database'],
    ['unrelated SQLite database with a campaigns table', 'unrelated-database'],
  ] as const)('SAVE-ID: a %s in backups/ is refused as not a save (%s), before anything is written', async (kind, what) => {
    const t = await saveWithTwoCampaigns();
    NOT_A_SAVE[kind](join(t.dataDir, 'backups', 'found.sqlite'));
    const error = await t.refuseUnchanged('backup/restore', { backupId: 'found.sqlite' });
    expect(error).toMatchObject({ code: 'not-a-save', field: 'backupId', params: { kind: what, file: 'found.sqlite' } });
    expect((await t.call('backup/list', {})).map((b) => b.reason)).not.toContain('before-restore');
    expect(existsSync(join(t.dataDir, 'restore-staging.sqlite'))).toBe(false);
  });

  it('SAVE-CHECK: a backup with an index page overwritten is refused as damaged, before anything is written', async () => {
    const t = await saveWithTwoCampaigns();
    const backup = await t.call('backup/create', {});
    const copy = join(t.dataDir, 'backups', 'hurt.sqlite');
    copyFileSync(join(t.dataDir, 'backups', backup.id), copy);
    overwritePage(copy, pageOwners(copy).find((p) => p.isIndex)!.page, seedRng(5));
    const error = await t.refuseUnchanged('backup/restore', { backupId: 'hurt.sqlite' });
    expect(error).toMatchObject({ code: 'save-damaged', field: 'backupId', params: { file: 'hurt.sqlite' } });
  });
});
