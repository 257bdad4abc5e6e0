import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupInfo } from '../../shared/backups/backup.js';
import { BackupStore } from '../../src-main/backups/backup-store.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * Backups through clock jumps, both ways: the computer's clock set a year ahead for one
 * start and then corrected, set a year back for one start, and moved back a day in the
 * middle of a game night. Each run is compared with a twin folder whose clock was right
 * all along: a backup the twin keeps and the jumped run deleted is lost, and a rolling
 * backup the twin took and the jumped run did not is missed. Zero of each is the pass mark.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
const ROLLING_EVERY_MINUTES = 15;

/** The computer's clock (which players and NTP can move) and the process's monotonic one (which they cannot). */
class Clocks {
  constructor(
    public wall: number,
    public monotonic = 1_000_000,
  ) {}
  /** Time passes: both clocks move. */
  pass(ms: number): void {
    this.wall += ms;
    this.monotonic += ms;
  }
}

const folders = tempDir('bov-clock-jump-');
afterAll(() => folders.cleanup());

async function start(dir: string, clocks: Clocks): Promise<TestCore> {
  return openTestCore(dir, {
    now: () => new Date(clocks.wall),
    monotonicNow: () => clocks.monotonic,
    rollingBackupEveryMinutes: ROLLING_EVERY_MINUTES,
  });
}

/**
 * A game night: a change every five minutes for `hours`, and maybe a campaign deleted and a
 * backup made by hand. Returns how many rolling backups the app took during the night.
 */
async function playNight(dir: string, clocks: Clocks, hours: number, extras: { deleteOne?: boolean; manual?: boolean } = {}): Promise<number> {
  const t = await start(dir, clocks);
  let listChanges = 0;
  t.core.onEvent((event) => {
    if (event.name === 'backup/list-changed') listChanges++;
  });
  const campaign = await t.call('campaign/create', twoPlayerCampaign(`Night ${new Date(clocks.wall).toISOString().slice(0, 10)}`));
  for (let minute = 5; minute <= hours * 60; minute += 5) {
    clocks.pass(5 * MINUTE);
    await t.call('campaign/rename', { campaignId: campaign.id, name: `Night at ${minute} min` });
    // Let the rolling backup a command may have started finish before the clock moves on.
    await t.call('backup/list', {});
  }
  if (extras.manual) await t.call('backup/create', {});
  if (extras.deleteOne) {
    const doomed = await t.call('campaign/create', twoPlayerCampaign('Doomed'));
    await t.call('campaign/delete', { campaignId: doomed.id });
  }
  await t.core.close();
  // Every backup announces itself once; the ones made by hand or before the delete are not rolling.
  return listChanges - (extras.manual ? 1 : 0) - (extras.deleteOne ? 1 : 0);
}

const backupsIn = (dir: string): BackupInfo[] => new BackupStore(join(dir, 'backups')).list();

const history = join(folders.dir, 'history');
/** When the last game night of the history ended, by the right clock. */
let historyEnd = 0;
let baseline: BackupInfo[] = [];

beforeAll(async () => {
  // Three weeks of game nights, with backups of every kind.
  const clocks = new Clocks(Date.parse('2025-05-01T18:00:00Z'));
  for (let night = 0; night < 9; night++) {
    await playNight(history, clocks, 3, { deleteOne: night % 3 === 1, manual: night % 4 === 2 });
    clocks.pass(2 * DAY + 12 * HOUR);
  }
  historyEnd = clocks.wall;
  baseline = backupsIn(history);
}, 120_000);

function twin(name: string): string {
  const dir = join(folders.dir, name);
  cpSync(history, dir, { recursive: true });
  return dir;
}

/** Backups of the history that the right-clock twin still has and the jumped folder lost. */
function lostAgainst(jumped: string, right: string): { lost: BackupInfo[]; named: number } {
  const jumpedIds = new Set(backupsIn(jumped).map((b) => b.id));
  const rightIds = new Set(backupsIn(right).map((b) => b.id));
  const lost = baseline.filter((b) => rightIds.has(b.id) && !jumpedIds.has(b.id));
  return { lost, named: lost.filter((b) => b.reason !== 'rolling').length };
}

it('BACKUP-CLOCK: a clock a year ahead for one start, then corrected, loses no backup and misses no rolling backup', async () => {
  const jumped = twin('ahead-jumped');
  const right = twin('ahead-right');
  const nextNight = historyEnd + 2 * DAY;

  // One start with the clock a year ahead, then the clock is corrected for the next night.
  await playNight(jumped, new Clocks(nextNight + YEAR), 1);
  const takenAfterCorrection = await playNight(jumped, new Clocks(nextNight + DAY), 3);
  await playNight(right, new Clocks(nextNight), 1);
  const due = await playNight(right, new Clocks(nextNight + DAY), 3);

  const { lost, named } = lostAgainst(jumped, right);
  const missed = due - takenAfterCorrection;
  console.log(
    `clock-jump (a year ahead, then corrected): ${baseline.length} backups before; lost ${lost.length} ` +
      `(${named} made before a delete, a restore, a migration or by hand); rolling backups after the correction: ` +
      `${due} due, ${takenAfterCorrection} taken, missed ${missed}`,
  );
  expect(lost.map((b) => b.id)).toEqual([]);
  expect(missed).toBe(0);
}, 60_000);

it('BACKUP-CLOCK: a clock a year behind for one start loses no backup, misses no rolling backup and keeps the newest state', async () => {
  const jumped = twin('behind-jumped');
  const right = twin('behind-right');
  const nextNight = historyEnd + 2 * DAY;

  const taken = await playNight(jumped, new Clocks(nextNight - YEAR), 2);
  const due = await playNight(right, new Clocks(nextNight), 2);

  const { lost, named } = lostAgainst(jumped, right);
  // The last rolling backup of the night holds its final state; it must survive thinning
  // even though its date looks a year old.
  const before = new Set(baseline.map((b) => b.id));
  const madeThatNight = backupsIn(jumped).filter((b) => !before.has(b.id));
  const newestKept = madeThatNight.some((b) => Date.parse(b.createdAt) >= nextNight - YEAR + 2 * HOUR - 15 * MINUTE);
  console.log(
    `clock-jump (a year behind for one start): ${baseline.length} backups before; lost ${lost.length} (${named} named); ` +
      `rolling backups ${due} due, ${taken} taken, missed ${due - taken}; ${madeThatNight.length} of them kept after thinning, ` +
      `the night's last state ${newestKept ? 'among them' : 'NOT among them'}`,
  );
  expect(lost.map((b) => b.id)).toEqual([]);
  expect(taken).toBe(due);
  expect(newestKept).toBe(true);
}, 60_000);

it('BACKUP-CLOCK: a clock moved a day back in the middle of a game night misses no rolling backup', async () => {
  const jumped = twin('mid-run-jumped');
  const nextNight = historyEnd + 2 * DAY;
  const clocks = new Clocks(nextNight);
  const t = await start(jumped, clocks);
  const campaign = await t.call('campaign/create', twoPlayerCampaign('Mid-run'));
  let changes = 0;
  for (let minute = 5; minute <= 120; minute += 5) {
    clocks.pass(5 * MINUTE);
    // Half an hour in, the computer's clock is set back a day (a wrong time zone corrected).
    if (minute === 30) clocks.wall -= DAY;
    await t.call('campaign/rename', { campaignId: campaign.id, name: `Change ${++changes}` });
    await t.call('backup/list', {});
  }
  await t.core.close();

  const before = new Set(baseline.map((b) => b.id));
  const taken = backupsIn(jumped).filter((b) => b.reason === 'rolling' && !before.has(b.id)).length;
  // Two hours of changes, one rolling backup at the start and one every 15 minutes after.
  const expected = 1 + Math.floor(120 / ROLLING_EVERY_MINUTES);
  console.log(`clock-jump (a day back mid-run): ${expected} rolling backups due, ${taken} taken, missed ${Math.max(0, expected - taken)}`);
  expect(taken).toBe(expected);
}, 60_000);
