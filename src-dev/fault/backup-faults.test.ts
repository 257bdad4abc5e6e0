import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sha256OfFile } from '../../src-main/test-support/file-digest.js';
import { openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { integrityOf, overwriteBytes } from '../../src-main/test-support/save-faults.js';

/**
 * Backups as the players' last resort must be provably whole, and must go on being made
 * whatever happens to their folder: a backup with one byte flipped inside a page (damage
 * SQLite's own check cannot see: the file still reads, with a campaign's value changed) is
 * refused at restore with a sentence saying so, and shown as changed; `backups/` deleted
 * while the app runs is made again for the next backup.
 */

const folders = tempDir('bov-backup-faults-');
afterAll(() => folders.cleanup());

it('BACKUP-SUM: a backup with one byte flipped inside a page is refused at restore, shown as changed, and the save is untouched', async () => {
  const t = await openTestCore(join(folders.dir, 'flipped'));
  try {
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    const backup = await t.call('backup/create', {});
    const backupPath = join(t.dataDir, 'backups', backup.id);
    // The backup was read back when it was made: its note records the checksum of the file as it is.
    const note = JSON.parse(readFileSync(`${backupPath}.json`, 'utf8')) as { sha256?: string };
    expect(note.sha256).toBe(sha256OfFile(backupPath));
    expect(backup.integrity).toBe('whole');

    await t.call('campaign/rename', { campaignId: 1, name: 'Firenze' });
    // One byte of the campaign's name, inside its page: "Venezia" becomes "Wenezia".
    const offset = readFileSync(backupPath).indexOf('Venezia');
    overwriteBytes(backupPath, offset, ['W'.charCodeAt(0)]);
    const sqliteSeesIt = integrityOf(backupPath) !== 'ok';

    const before = await t.state();
    const refusal = await t.refuse('backup/restore', { backupId: backup.id });
    const after = await t.state();
    const listed = (await t.call('backup/list', {})).find((b) => b.id === backup.id);
    const contents = await t.call('backup/contents', { backupId: backup.id });
    console.log(
      `backup-faults (one byte flipped in a backup; SQLite's check ${sqliteSeesIt ? 'sees it' : 'does not see it'}): restore ${refusal.code} (${refusal.message}); ` +
        `listed as ${listed?.integrity}; save ${JSON.stringify(after) === JSON.stringify(before) ? 'unchanged' : 'CHANGED'}`,
    );
    expect(refusal).toMatchObject({ code: 'save-damaged', field: 'backupId', params: { kind: 'checksum' } });
    expect(refusal.message).toMatch(/checksum/);
    expect(after).toEqual(before);
    expect(listed?.integrity).toBe('changed');
    expect(contents.problem).toMatchObject({ code: 'save-damaged', params: { kind: 'checksum' } });
  } finally {
    await t.core.close();
  }
});

it('BACKUP-FOLDER: backups/ deleted while the app runs is made again: the list, a backup by hand, a campaign deleted and the rolling backups all work', async () => {
  let clock = 1_000_000;
  const t = await openTestCore(join(folders.dir, 'folder-deleted'), { rollingBackupEveryMinutes: 15, monotonicNow: () => clock });
  try {
    const doomed = await t.call('campaign/create', twoPlayerCampaign('Doomed'));
    await t.call('campaign/create', twoPlayerCampaign('Kept'));
    rmSync(join(t.dataDir, 'backups'), { recursive: true, force: true });

    const answers: Record<string, string> = {};
    const note = async (what: string, channel: string, args: unknown) => {
      const outcome = await t.core.dispatch(channel, args);
      answers[what] = outcome.ok ? 'ok' : `${outcome.error.code}: ${outcome.error.message}`;
    };
    await note('list', 'backup/list', {});
    await note('backup by hand', 'backup/create', {});
    await note('campaign deleted', 'campaign/delete', { campaignId: doomed.id });
    rmSync(join(t.dataDir, 'backups'), { recursive: true, force: true });
    clock += 16 * 60_000;
    await note('a change 16 minutes later', 'campaign/rename', { campaignId: doomed.id + 1, name: 'Kept still' });
    // The rolling backup runs beside the commands; the next request waits for nothing, so wait for it here.
    await expect.poll(async () => (await t.call('backup/list', {})).map((b) => b.reason), { timeout: 5_000 }).toContain('rolling');
    const reasons = (await t.call('backup/list', {})).map((b) => b.reason);
    console.log(`backup-faults (backups/ deleted twice while running): ${JSON.stringify(answers)}; backups after: ${reasons.join(', ')}`);
    expect(answers).toEqual({ list: 'ok', 'backup by hand': 'ok', 'campaign deleted': 'ok', 'a change 16 minutes later': 'ok' });
    expect(reasons).toEqual(['rolling']);
  } finally {
    await t.core.close();
  }
});
