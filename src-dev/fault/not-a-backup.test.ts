import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seedRng } from '../../src-main/engine/rng.js';
import { openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { NOT_A_SAVE, overwritePage, pageOwners, truncateTo } from '../../src-main/test-support/save-faults.js';

/**
 * Files in `backups/` that are not a backup of a save: zero-length, text, an empty or an
 * unrelated SQLite database, a real backup with an index page overwritten or cut short.
 * Each is offered to Settings → Backups → Restore on a save holding three campaigns.
 * Counted, zero being the pass mark: restores that went through, and campaigns lost.
 */

const folders = tempDir('bov-not-a-backup-');
afterAll(() => folders.cleanup());
const CAMPAIGNS = ['Venezia', 'Firenze', 'Roma'];

it('SAVE-ID: nothing that is not a whole backup of a save restores, and no campaign is lost', async () => {
  const t = await openTestCore(join(folders.dir, 'data'));
  try {
    for (const name of CAMPAIGNS) await t.call('campaign/create', twoPlayerCampaign(name));
    const real = await t.call('backup/create', {});
    const backupsDir = join(t.dataDir, 'backups');

    const junk: Record<string, (path: string) => void> = {
      ...NOT_A_SAVE,
      'backup with an index page overwritten': (path) => {
        copyFileSync(join(backupsDir, real.id), path);
        const indexPage = pageOwners(path).find((p) => p.isIndex)!;
        overwritePage(path, indexPage.page, seedRng(7));
      },
      'backup cut to 60%': (path) => {
        copyFileSync(join(backupsDir, real.id), path);
        truncateTo(path, 0.6);
      },
    };

    let restored = 0;
    let lost = 0;
    const refusals: string[] = [];
    for (const [kind, write] of Object.entries(junk)) {
      const id = `junk-${kind.replaceAll(/[^a-z0-9]+/gi, '-')}.sqlite`;
      write(join(backupsDir, id));
      const before = await t.state();
      const outcome = await t.core.dispatch('backup/restore', { backupId: id });
      if (outcome.ok) restored++;
      else refusals.push(`${kind} → ${outcome.error.code}`);
      const names = (await t.call('campaign/list', {})).map((c) => c.name);
      lost += CAMPAIGNS.filter((name) => !names.includes(name)).length;
      if (!outcome.ok) expect(await t.state(), `${kind} was refused but the save changed`).toEqual(before);
      // Put the save back as it was, so every file is tried against the same three campaigns.
      if (outcome.ok) await t.call('backup/restore', { backupId: real.id });
    }
    console.log(
      `not-a-backup: ${Object.keys(junk).length} files in backups/ offered for restore (${Object.keys(junk).join(', ')}); ` +
        `restored ${restored}, campaigns lost ${lost}. Refusals: ${refusals.join('; ')}`,
    );
    expect({ restored, lost }).toEqual({ restored: 0, lost: 0 });
  } finally {
    await t.core.close();
  }
}, 60_000);
