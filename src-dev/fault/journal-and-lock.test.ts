import Database from 'better-sqlite3';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppFailure } from '../../shared/ipc/errors.js';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { FOLDER_LOCK_FILE } from '../../src-main/data-folder/folder-lock.js';
import { openTestCore, tempDir } from '../../src-main/test-support/temp-core.js';
import { bundleVictim, startVictim, type VictimHandle } from './victim-process.js';

/**
 * Files beside the save removed while the app runs, by a clean-up tool: the journal
 * (`-wal`, with `-shm`) and the data folder's lock. The app (a writer in its own process,
 * fault-writer.ts) keeps committing and acknowledging; it is then killed with SIGKILL.
 * Zero acknowledged changes lost, and zero second copies let in, are the pass marks.
 */

const folders = tempDir('bov-journal-and-lock-');
let writer: Awaited<ReturnType<typeof bundleVictim>>;
beforeAll(async () => {
  writer = await bundleVictim('fault-writer.ts');
}, 60_000);
afterAll(() => {
  writer.remove();
  folders.cleanup();
});

/** Resolves once the victim has printed `count` more acknowledgements. */
async function moreAcks(victim: VictimHandle, count: number): Promise<void> {
  const target = victim.lines.length + count;
  await victim.lineMatching(new RegExp(`^ack `), 20_000);
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (victim.lines.length >= target) (clearInterval(poll), resolve());
      else if (Date.now() - started > 20_000) (clearInterval(poll), reject(new Error(`Only ${victim.lines.length} lines: ${victim.stderr()}`)));
    }, 10);
  });
}

async function kill(victim: VictimHandle): Promise<void> {
  victim.child.kill('SIGKILL');
  await victim.exited;
}

/** Acknowledged campaigns (id → the latest name the writer was told was saved) missing from the save. */
function lostAcknowledged(dataDir: string, lines: readonly string[]): string[] {
  const acknowledged = new Map<number, string>();
  for (const line of lines) {
    const match = /^ack (create|rename) (\d+) (\S+)$/.exec(line);
    if (match) acknowledged.set(Number(match[2]), match[3]!);
  }
  const db = new Database(join(dataDir, SAVE_FILE_NAME), { readonly: true });
  let saved: Map<number, string>;
  try {
    saved = new Map((db.prepare('SELECT id, name FROM campaigns').all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
  } finally {
    db.close();
  }
  // Names carry the writer's step number, which only grows for a campaign: an older one (or none) is a lost change.
  const step = (name: string | undefined) => (name === undefined ? -1 : Number(name.split('-')[2]));
  return [...acknowledged].filter(([id, name]) => step(saved.get(id)) < step(name)).map(([id, name]) => `${id}:${name}`);
}

it.each([
  ['the journal (-wal) deleted', ['-wal']],
  ['the journal and its index (-wal, -shm) deleted', ['-wal', '-shm']],
])('SAVE-WATCH: %s under the running app, then a kill: nothing acknowledged is lost', async (_what, suffixes) => {
  const dataDir = join(folders.dir, `journal-${suffixes.length}`);
  const victim = startVictim(writer.path, [dataDir, '0']);
  await moreAcks(victim, 30);
  for (const suffix of suffixes) rmSync(join(dataDir, `${SAVE_FILE_NAME}${suffix}`), { force: true });
  await moreAcks(victim, 30);
  await kill(victim);
  const acks = victim.lines.filter((line) => line.startsWith('ack ')).length;
  const lost = lostAcknowledged(dataDir, victim.lines);
  console.log(`journal-and-lock (${suffixes.join(' and ')} deleted while writing, then SIGKILL): ${acks} acknowledged changes, lost ${lost.length}`);
  expect(lost).toEqual([]);
}, 60_000);

it.each([
  ['deleted', (path: string) => rmSync(path)],
  ['replaced by another file', (path: string) => {
    writeFileSync(`${path}.new`, '');
    renameSync(`${path}.new`, path);
  }],
])('DATA-LOCK: the lock file %s under the running app: a second copy started after is refused, and the first keeps every change', async (_what, fault) => {
  const dataDir = join(folders.dir, `lock-${_what.split(' ')[0]}`);
  const first = startVictim(writer.path, [dataDir, '0']);
  await moreAcks(first, 10);
  fault(join(dataDir, FOLDER_LOCK_FILE));
  // The first copy looks at its lock before every command; a few more of them, and a moment for its timer.
  await moreAcks(first, 10);

  let refusal: string | null = null;
  try {
    const second = await openTestCore(dataDir);
    await second.core.close();
  } catch (error) {
    refusal = error instanceof AppFailure ? error.error.code : String(error);
  }
  await kill(first);
  const lost = lostAcknowledged(dataDir, first.lines);
  console.log(`journal-and-lock (lock file ${_what} while the first copy ran): the second copy ${refusal === null ? 'STARTED' : `was refused (${refusal})`}; lost ${lost.length}`);
  expect(refusal).toBe('data-folder-in-use');
  expect(lost).toEqual([]);
}, 60_000);
