import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { sizeOrZero } from '../../src-main/test-support/file-digest.js';
import { appRoot, openTestCore, tempDir, twoPlayerCampaign } from '../../src-main/test-support/temp-core.js';
import { campaignNamesIn, integrityOf } from '../../src-main/test-support/save-faults.js';
import { bundleVictim } from './victim-process.js';

/**
 * The WAL window: an acknowledged change lives only in `campaigns.sqlite-wal` until a
 * checkpoint copies it into the save. With the app closed, or killed after it had gone idle,
 * the save must be whole in one file: deleting the `-wal` and `-shm` files, or finding
 * garbage in them, loses nothing. Each variant prints how many acknowledged campaigns were
 * lost; zero is the pass mark.
 */

const COMMANDS = 40;
/** The victim checkpoints this long after its last command. */
const IDLE_CHECKPOINT_MS = 200;
/**
 * How long the test lets the victim sit idle at most before killing it: it kills sooner once
 * the save file alone holds every acknowledged change, so a loaded machine only waits longer.
 */
const MAX_IDLE_MS = 10_000;

const folders = tempDir('bov-wal-files-');
let victim: { path: string; remove: () => void };
beforeAll(async () => {
  victim = await bundleVictim('idle-writer.ts');
});
afterAll(() => {
  victim?.remove();
  folders.cleanup();
});

const garbage = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919 + 13) % 256));

/** What is done to the files beside the save while the app is not running. */
const WAL_FAULTS: Record<string, (savePath: string) => void> = {
  'WAL and SHM deleted': (save) => {
    rmSync(`${save}-wal`, { force: true });
    rmSync(`${save}-shm`, { force: true });
  },
  'WAL deleted': (save) => rmSync(`${save}-wal`, { force: true }),
  'SHM deleted': (save) => rmSync(`${save}-shm`, { force: true }),
  'WAL full of garbage': (save) => writeFileSync(`${save}-wal`, garbage(64 * 1024)),
  'SHM full of garbage': (save) => writeFileSync(`${save}-shm`, garbage(32 * 1024)),
  'WAL and SHM full of garbage': (save) => {
    writeFileSync(`${save}-wal`, garbage(64 * 1024));
    writeFileSync(`${save}-shm`, garbage(32 * 1024));
  },
};

/** Applies each fault to its own copy of `dataDir` and counts the acknowledged campaigns missing from what the app then opens. */
async function lostPerFault(dataDir: string, acknowledged: string[], label: string): Promise<Record<string, number>> {
  const lost: Record<string, number> = {};
  for (const [fault, apply] of Object.entries(WAL_FAULTS)) {
    const copy = join(folders.dir, `${label}-${fault.replaceAll(' ', '-')}`);
    cpSync(dataDir, copy, { recursive: true });
    apply(join(copy, SAVE_FILE_NAME));
    let names: string[] = [];
    try {
      const t = await openTestCore(copy);
      names = (await t.call('campaign/list', {})).map((c) => c.name);
      await t.core.close();
    } catch {
      names = campaignNamesIn(join(copy, SAVE_FILE_NAME)) ?? [];
    }
    expect(integrityOf(join(copy, SAVE_FILE_NAME)), `${label}, ${fault}`).toBe('ok');
    lost[fault] = acknowledged.filter((name) => !names.includes(name)).length;
  }
  return lost;
}

/**
 * Another program looking at the save (a database browser), in its own process: it has read
 * the save once and keeps it open, so SQLite's own checkpoint when the app closes is skipped.
 */
function startViewer(savePath: string): Promise<{ stop: () => Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(join(appRoot, 'node_modules', 'better-sqlite3'))});
    const viewer = new Database(${JSON.stringify(savePath)}, { readonly: true });
    viewer.prepare('SELECT count(*) FROM campaigns').get();
    process.stdout.write('ready\\n');
    setInterval(() => {}, 60000);
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ stop }));
    child.once('error', reject);
  });
}

const describeLost = (lost: Record<string, number>) =>
  Object.entries(lost)
    .map(([fault, n]) => `${fault}: ${n}`)
    .join(', ');

it.each([
  ['alone', false],
  ['while another program had the save open to read it', true],
])('WAL: a save closed by the app (%s) is whole in one file; its WAL and SHM files can go or be garbage', async (how, withViewer) => {
  const dataDir = join(folders.dir, withViewer ? 'closed-with-viewer' : 'closed');
  const t = await openTestCore(dataDir);
  const viewer = withViewer ? await startViewer(join(dataDir, SAVE_FILE_NAME)) : null;
  const acknowledged: string[] = [];
  try {
    for (let n = 0; n < COMMANDS; n++) {
      await t.call('campaign/create', twoPlayerCampaign(`c-${n}`));
      acknowledged.push(`c-${n}`);
    }
    await t.core.close();
  } finally {
    await viewer?.stop();
  }
  const walBytes = sizeOrZero(join(dataDir, `${SAVE_FILE_NAME}-wal`));

  const lost = await lostPerFault(dataDir, acknowledged, withViewer ? 'viewer' : 'closed');
  console.log(`wal-files (app closed ${how} after ${COMMANDS} acknowledged commands; ${walBytes} bytes left in -wal): lost ${describeLost(lost)}`);
  expect(walBytes).toBe(0);
  expect(Object.values(lost).reduce((a, b) => a + b, 0)).toBe(0);
}, 60_000);

/** Whether `campaigns.sqlite`, copied on its own (its WAL lost), holds every acknowledged campaign. */
function wholeInSaveFile(dataDir: string, acknowledged: string[]): boolean {
  const copy = join(folders.dir, `peek-${Date.now()}.sqlite`);
  try {
    copyFileSync(join(dataDir, SAVE_FILE_NAME), copy);
    const names = campaignNamesIn(copy) ?? [];
    return acknowledged.every((name) => names.includes(name));
  } finally {
    rmSync(copy, { force: true });
  }
}

/** Runs the victim, lets it sit idle (see MAX_IDLE_MS), kills it, and returns its acks and how long it sat idle. */
function runUntilIdleThenKill(dataDir: string): Promise<{ acks: string[]; idleMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [victim.path, dataDir, String(COMMANDS), String(IDLE_CHECKPOINT_MS)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: string[] = [];
    let idleSince = 0;
    let pending = '';
    let stderr = '';
    const giveUp = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The victim did not go idle within 30 s. ${stderr}`));
    }, 30_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const ack = /^ack \d+ (\S+)$/.exec(line);
        if (ack) acks.push(ack[1]!);
        else if (line === 'idle') {
          clearTimeout(giveUp);
          idleSince = Date.now();
          const poll = setInterval(() => {
            if (Date.now() - idleSince < MAX_IDLE_MS && !wholeInSaveFile(dataDir, acks)) return;
            clearInterval(poll);
            child.kill('SIGKILL');
          }, 100);
        } else reject(new Error(`Unexpected output "${line}"`));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (_code, signal) =>
      signal === 'SIGKILL' ? resolve({ acks, idleMs: Date.now() - idleSince }) : reject(new Error(`The victim stopped on its own. ${stderr}`)),
    );
  });
}

it('WAL: a save whose app was killed after going idle is whole in one file; its WAL and SHM files can go or be garbage', async () => {
  const dataDir = join(folders.dir, 'killed-idle');
  const { acks: acknowledged, idleMs } = await runUntilIdleThenKill(dataDir);
  expect(acknowledged).toHaveLength(COMMANDS);

  const lost = await lostPerFault(dataDir, acknowledged, 'killed');
  console.log(`wal-files (app killed after ${idleMs} ms idle, following ${COMMANDS} acknowledged commands): lost ${describeLost(lost)}`);
  expect(Object.values(lost).reduce((a, b) => a + b, 0)).toBe(0);
}, 60_000);
