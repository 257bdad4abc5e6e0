import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';
import { fillTheDisk, mountTmpfs } from '../../src-main/test-support/save-faults.js';

/**
 * A full disk: the data folder lives on a small tmpfs, which is filled until writes fail,
 * and the players keep playing. Every change must either be saved whole and acknowledged,
 * or be refused with `disk-full` (the sentence that says the disk is full and nothing was
 * changed), never "something went wrong". Once space is freed, every acknowledged change is
 * there, no refused one is, and the save is whole. Mounting needs privileges; where it is
 * not permitted the test says so and is skipped.
 */

const TMPFS_BYTES = 8 * 1024 * 1024;
const COMMANDS_WHILE_FULL = 40;

const mountPoint = tempDir('bov-disk-full-');
let tmpfs: ReturnType<typeof mountTmpfs> = { mounted: false, refusal: '', unmount: () => {} };

beforeAll(() => {
  tmpfs = mountTmpfs(mountPoint.dir, TMPFS_BYTES);
});
afterAll(() => {
  tmpfs.unmount();
  mountPoint.cleanup();
});

it('DISK-FULL: every change on a full disk is saved whole or refused as disk-full; nothing acknowledged is lost', async (context) => {
  if (!tmpfs.mounted) {
    console.log(`disk-full: skipped: mounting a tmpfs is not permitted here (${tmpfs.refusal})`);
    context.skip();
    return;
  }
  const dataDir = join(mountPoint.dir, 'data');
  mkdirSync(dataDir);
  let t: TestCore = await openTestCore(dataDir);
  const kept = await t.call('campaign/create', twoPlayerCampaign('Before the disk filled'));
  await t.call('backup/create', {});
  const filler = fillTheDisk(mountPoint.dir);

  const acknowledged = new Set<string>(['Before the disk filled']);
  const refused = new Set<string>();
  const answers: Record<string, number> = {};
  const note = (code: string) => (answers[code] = (answers[code] ?? 0) + 1);
  for (let n = 0; n < COMMANDS_WHILE_FULL; n++) {
    // Long names and notes, so the save has to grow.
    const name = `Full ${n} ${'x'.repeat(60)}`;
    const outcome = await t.core.dispatch('campaign/create', twoPlayerCampaign(name));
    if (outcome.ok) {
      acknowledged.add(name);
      note('saved');
    } else {
      refused.add(name);
      note(outcome.error.code);
    }
  }
  const backup = await t.core.dispatch('backup/create', {});
  note(backup.ok ? 'backup made' : `backup ${backup.error.code}`);
  const deletion = await t.core.dispatch('campaign/delete', { campaignId: kept.id });
  note(deletion.ok ? 'deleted' : `delete ${deletion.error.code}`);
  if (deletion.ok) acknowledged.delete('Before the disk filled');

  // The players free some space and start the app again.
  await t.core.close();
  rmSync(filler);
  t = await openTestCore(dataDir);
  const names = new Set((await t.call('campaign/list', {})).map((c) => c.name));
  await t.core.close();
  const db = new Database(join(dataDir, SAVE_FILE_NAME), { readonly: true });
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();

  const lost = [...acknowledged].filter((name) => !names.has(name));
  const appliedThoughRefused = [...refused].filter((name) => names.has(name));
  const otherAnswers = Object.keys(answers).filter((answer) => !/^(saved|disk-full|backup made|backup disk-full|deleted|delete disk-full)$/.test(answer));
  console.log(
    `disk-full: ${COMMANDS_WHILE_FULL} campaigns created, a backup and a delete on a full ${TMPFS_BYTES / 1024 / 1024} MB disk: ` +
      `${JSON.stringify(answers)}; lost acknowledged ${lost.length}; applied though refused ${appliedThoughRefused.length}; ` +
      `answers other than disk-full ${otherAnswers.length}; integrity ${String(integrity)}`,
  );
  expect(refused.size + (backup.ok ? 0 : 1), 'the disk must actually have filled').toBeGreaterThan(0);
  expect(otherAnswers).toEqual([]);
  expect(lost).toEqual([]);
  expect(appliedThoughRefused).toEqual([]);
  expect(integrity).toBe('ok');
}, 120_000);
