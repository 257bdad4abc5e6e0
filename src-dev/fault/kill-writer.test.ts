import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_FILE_NAME } from '../../src-main/app-core.js';
import { nextInt, seedRng, type RngState } from '../../src-main/engine/rng.js';
import { tempDir } from '../../src-main/test-support/temp-core.js';
import { bundleVictim, runVictim } from './victim-process.js';

/**
 * Crash safety: a writer process is killed with SIGKILL at random moments, over and over on
 * the same save. After every kill the save must pass SQLite's integrity check and hold every
 * change the writer acknowledged, because an acknowledged change is one the players saw.
 */

const ROUNDS = 110;
const MIN_DELAY_MS = 20;
const MAX_DELAY_MS = 300;

const data = tempDir('bov-fault-');
let victim: Awaited<ReturnType<typeof bundleVictim>>;

beforeAll(async () => {
  victim = await bundleVictim('fault-writer.ts');
});
afterAll(() => {
  victim.remove();
  data.cleanup();
});

interface Ack {
  op: 'create' | 'rename';
  id: number;
  name: string;
}

const ACK = /^ack (create|rename) (\d+) (\S+)$/;

/** Starts the writer, kills it `delayMs` after its first ack, and returns every ack it printed. */
async function runAndKill(round: number, delayMs: number): Promise<Ack[]> {
  const run = await runVictim(victim.path, [data.dir, String(round)], delayMs, 15_000);
  if (!run.ending.killed) {
    throw new Error(`Round ${round}: the writer stopped on its own (code ${run.ending.code}). ${run.stderr}`);
  }
  return run.lines.map((line) => {
    const match = ACK.exec(line);
    if (!match) throw new Error(`Round ${round}: unexpected output "${line}"`);
    return { op: match[1] as Ack['op'], id: Number(match[2]), name: match[3]! };
  });
}

/**
 * Opens the save as it was left, without the app, and reads what survived. Read-only, so
 * the WAL the killed writer left behind stays for the next writer to recover on its own.
 */
function inspectSave(): { integrity: string; brokenReferences: number; names: Map<number, string> } {
  const db = new Database(join(data.dir, SAVE_FILE_NAME), { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }) as string,
      brokenReferences: (db.pragma('foreign_key_check') as unknown[]).length,
      names: new Map((db.prepare('SELECT id, name FROM campaigns').all() as { id: number; name: string }[]).map((r) => [r.id, r.name])),
    };
  } finally {
    db.close();
  }
}

it(`keeps every acknowledged change through ${ROUNDS} SIGKILLs of the writer`, async () => {
  const seed = Number(process.env.BOV_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 32));
  console.log(`kill-writer: seed ${seed} (replay with BOV_FAULT_SEED=${seed})`);
  let rng: RngState = seedRng(seed);
  /** What each campaign must be called, from the acks in the order they were printed. */
  const expected = new Map<number, string>();
  let totalAcks = 0;
  let committedUnacknowledged = 0;

  for (let round = 0; round < ROUNDS; round++) {
    const [extra, next] = nextInt(rng, MAX_DELAY_MS - MIN_DELAY_MS + 1);
    rng = next;
    const delay = MIN_DELAY_MS + extra;
    const acks = await runAndKill(round, delay);
    totalAcks += acks.length;
    for (const ack of acks) expected.set(ack.id, ack.name);

    const context = `seed ${seed}, round ${round}, killed ${delay} ms after the first of ${acks.length} acks`;
    const save = inspectSave();
    expect(save.integrity, context).toBe('ok');
    expect(save.brokenReferences, context).toBe(0);

    // The kill may land after a command committed but before its ack was printed: that one
    // command, the one following the last ack, may show; nothing else may differ.
    const lastAck = acks.at(-1)!;
    const inFlight = Number(lastAck.name.split('-')[2]) + 1;
    const inFlightName = `${inFlight % 2 === 0 ? 'c' : 'r'}-${round}-${inFlight}`;
    const differences: [number, string | undefined][] = [];
    for (const [id, name] of expected) if (save.names.get(id) !== name) differences.push([id, save.names.get(id)]);
    for (const [id, name] of save.names) if (!expected.has(id)) differences.push([id, name]);
    expect(differences.length, `${context}: ${JSON.stringify(differences)}`).toBeLessThanOrEqual(1);
    for (const [id, name] of differences) {
      expect(name, `${context}: campaign ${id} should be "${expected.get(id)}"`).toBe(inFlightName);
      expected.set(id, inFlightName);
    }
    if (differences.length > 0) committedUnacknowledged++;
  }
  console.log(
    `kill-writer: ${ROUNDS} kills, ${totalAcks} acknowledged commands, ${expected.size} campaigns, all intact; ` +
      `${committedUnacknowledged} kills landed between a commit and its ack`,
  );
}, 240_000);
