import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_FILE_NAME } from '../app-core.js';
import { campaignNamesIn } from '../test-support/save-faults.js';
import { sizeOrZero } from '../test-support/file-digest.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { idleTimer } from './wal-checkpoint.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The save file alone, as it would be found with its WAL lost: copied on its own and read. */
function namesInSaveFileAlone(t: TestCore): string[] | null {
  const copyDir = tempDir('bov-save-alone-');
  cleanups.push(copyDir.cleanup);
  const copy = join(copyDir.dir, SAVE_FILE_NAME);
  copyFileSync(join(t.dataDir, SAVE_FILE_NAME), copy);
  return campaignNamesIn(copy);
}

describe('the WAL is copied into the save', () => {
  it('WAL: once the players have stopped for the idle delay, the save file alone holds every change', async () => {
    const t = await openTestCore(undefined, { checkpointWhenIdleMs: 100 });
    cleanups.push(() => t.dispose());
    await t.call('campaign/create', twoPlayerCampaign('Venezia'));
    await t.call('campaign/create', twoPlayerCampaign('Roma'));
    // While the players are busy the changes may wait in the WAL, but after a pause (and
    // after the rolling backup the first change started) the save file has them all.
    await vi.waitFor(
      () => {
        expect(namesInSaveFileAlone(t)).toEqual(['Venezia', 'Roma']);
        expect(sizeOrZero(join(t.dataDir, `${SAVE_FILE_NAME}-wal`))).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});

describe('idleTimer', () => {
  it('WAL: fires once, only after a whole quiet delay, restarting at every change', async () => {
    let fired = 0;
    const timer = idleTimer(80, () => fired++);
    timer.touched();
    await sleep(50);
    timer.touched();
    await sleep(50);
    expect(fired).toBe(0);
    await sleep(80);
    expect(fired).toBe(1);
    await sleep(120);
    expect(fired).toBe(1);
  });

  it('WAL: a cancelled timer never fires', async () => {
    let fired = 0;
    const timer = idleTimer(20, () => fired++);
    timer.touched();
    timer.cancel();
    await sleep(60);
    expect(fired).toBe(0);
  });
});
