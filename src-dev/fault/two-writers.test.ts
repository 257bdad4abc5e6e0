import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { bundleVictim, startVictim } from './victim-process.js';

/**
 * Two writers on one data folder: a second copy of the app (a second bridge, or a bridge
 * beside the Electron app) started while the first is running. It must say so and stop
 * before touching anything; the first keeps every change it acknowledged; and once the
 * first dies (even by SIGKILL) the folder can be opened again at once. Then the race the
 * players hit: two copies saving a new box-data card with the same id at the same moment
 * must never both be accepted. Zero second writers, zero lost changes, zero duplicates.
 */

const RACES = 20;
const RACED_CARD_ID = '9.9/1';

const folders = tempDir('bov-two-writers-');
let writer: Awaited<ReturnType<typeof bundleVictim>>;
let cardSaver: Awaited<ReturnType<typeof bundleVictim>>;
beforeAll(async () => {
  [writer, cardSaver] = await Promise.all([bundleVictim('fault-writer.ts'), bundleVictim('fault-card-saver.ts')]);
}, 60_000);
afterAll(() => {
  writer.remove();
  cardSaver.remove();
  folders.cleanup();
});

function campaignNames(dataDir: string): Map<number, string> {
  const db = new Database(join(dataDir, SAVE_FILE_NAME), { readonly: true });
  try {
    return new Map((db.prepare('SELECT id, name FROM campaigns').all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
  } finally {
    db.close();
  }
}

it('DATA-LOCK: a second copy on a folder in use says so and changes nothing; the first keeps every change; a crash leaves no stuck lock', async () => {
  const dataDir = join(folders.dir, 'shared');
  const first = startVictim(writer.path, [dataDir, '0']);
  await first.lineMatching(/^ack /);

  // The second copy, started while the first is committing.
  let secondStarted = false;
  let undidTheFirstsCommand = false;
  let refusal: string | null = null;
  try {
    const second = await openTestCore(dataDir);
    secondStarted = true;
    await second.call('campaign/create', twoPlayerCampaign('Second copy'));
    await second.call('history/undo', {});
    await second.call('history/undo', {});
    undidTheFirstsCommand = true;
    await second.core.close();
  } catch (error) {
    refusal = error instanceof AppFailure ? error.error.code : String(error);
  }

  first.child.kill('SIGKILL');
  await first.exited;
  const acknowledged = new Map<number, string>();
  for (const line of first.lines) {
    const match = /^ack (create|rename) (\d+) (\S+)$/.exec(line);
    if (match) acknowledged.set(Number(match[2]), match[3]!);
  }
  const saved = campaignNames(dataDir);
  // Names carry the writer's step number, which only grows for a campaign: a saved name
  // older than the acknowledged one (or none) is a lost change. One ahead is the command the
  // kill caught between its commit and its ack.
  const step = (name: string | undefined) => (name !== undefined && /^[cr]-0-\d+$/.test(name) ? Number(name.split('-')[2]) : -1);
  const lost = [...acknowledged].filter(([id, name]) => step(saved.get(id)) < step(name));
  const foreign = [...saved.values()].filter((name) => !/^[cr]-0-\d+$/.test(name));

  // The first copy died without closing anything: the folder must open again at once.
  const afterCrash = await openTestCore(dataDir);
  await afterCrash.core.close();

  console.log(
    `two-writers: second copy ${secondStarted ? 'STARTED' : `refused (${refusal})`}` +
      `${undidTheFirstsCommand ? ' and its undo undid the first copy’s command' : ''}; ` +
      `${acknowledged.size} acknowledged campaigns, lost ${lost.length}, written by the second copy ${foreign.length}; reopened after a SIGKILL: yes`,
  );
  expect(secondStarted).toBe(false);
  expect(refusal).toBe('data-folder-in-use');
  expect(lost).toEqual([]);
  expect(foreign).toEqual([]);
}, 60_000);

it(`DATA-LOCK: ${RACES} races of two copies saving a new card with the same id never accept both`, async () => {
  let bothAccepted = 0;
  let overwritten = 0;
  let secondRefusedAtStart = 0;
  for (let race = 0; race < RACES; race++) {
    const dataDir = join(folders.dir, `race-${race}`);
    // The folder exists with its save before the race, as it would on a player's computer.
    const setup = await openTestCore(dataDir);
    await setup.core.close();

    const copies = [startVictim(cardSaver.path, [dataDir, 'Anna', RACED_CARD_ID]), startVictim(cardSaver.path, [dataDir, 'Bartek', RACED_CARD_ID])];
    const started = await Promise.all(copies.map((copy) => copy.lineMatching(/^(ready|refused \S+)$/)));
    const ready = copies.filter((_, i) => started[i] === 'ready');
    secondRefusedAtStart += started.filter((line) => line === 'refused data-folder-in-use').length;
    // Both told to save in the same instant.
    for (const copy of ready) copy.child.stdin.write('go\n');
    const outcomes = await Promise.all(ready.map((copy) => copy.lineMatching(/^(saved|refused \S+)$/)));
    await Promise.all(copies.map((copy) => copy.exited));

    const accepted = outcomes.filter((line) => line === 'saved').length;
    if (accepted > 1) bothAccepted++;
    const check = await openTestCore(dataDir);
    const cards = (await check.call('box-data/get', {})).equipment.filter((card) => card.id === RACED_CARD_ID);
    await check.core.close();
    // Every acceptance is a card the player was told was saved; each must still be there.
    if (cards.length < accepted) overwritten += accepted - cards.length;
  }
  console.log(
    `two-writers: ${RACES} races of two copies saving card ${RACED_CARD_ID}; both accepted in ${bothAccepted}, ` +
      `saved cards overwritten (lost) ${overwritten}; the second copy refused at start in ${secondRefusedAtStart}`,
  );
  expect(bothAccepted).toBe(0);
  expect(overwritten).toBe(0);
}, 240_000);
