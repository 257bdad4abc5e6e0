import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { basePack } from '../../shared/content/base-pack.js';
import { CHANNEL_NAMES, channels } from '../../shared/ipc/channels.js';
import type { Outcome } from '../../shared/ipc/errors.js';
import { nextInt, seedRng, type RngState } from '../../src-main/engine/rng.js';
import { startBridge, type Bridge } from '../../src-main/hosts/web/bridge-server.js';
import { arbitraryFor, schemaType, type RequestPath } from '../../src-main/test-support/request-arbitrary.js';
import { snapshotSave } from '../../src-main/test-support/save-snapshot.js';
import { openTestCore, tempDir, twoPlayerCampaign, type TestCore } from '../../src-main/test-support/temp-core.js';

/**
 * A few thousand requests across every channel of the contract, sent through the loopback
 * bridge as a browser would: built from each channel's own schema (so most are valid and
 * reach the handlers), with ids taken from earlier answers (campaigns, plays, backups) or
 * made up, and one in ten garbled. Counted, zero being the pass mark: answers `internal`,
 * HTTP 5xx, and refused requests that changed the save. Bounded (BOV_FUZZ_REQUESTS, 3000)
 * and seeded: a failure prints its seed, and BOV_FAULT_SEED replays it exactly.
 */

const seed = Number(process.env.BOV_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 32));
const REQUESTS = Number(process.env.BOV_FUZZ_REQUESTS ?? 3000);

const files = tempDir('bov-bridge-fuzz-');
let test: TestCore;
let bridge: Bridge;
let observer: Database.Database;

beforeAll(async () => {
  const staticDir = join(files.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bov</title>');
  // No checkpoint of the app's own while the fuzz runs: any change to the save is a command's.
  test = await openTestCore(join(files.dir, 'data'), { checkpointWhenIdleMs: 3_600_000 });
  bridge = await startBridge({ core: test.core, staticDir, log: () => {} });
  await keepCampaignsInPlay();
  noteIds(await test.call('backup/create', {}));
  observer = new Database(test.core.info.savePath, { readonly: true });
});
afterAll(async () => {
  observer?.close();
  await bridge?.close();
  await test?.core.close();
  files.cleanup();
});

/** Ids seen in answers, by the key that named them (`campaignId`, `playId`, `backupId`…). */
const seen = new Map<string, Set<unknown>>();
function noteIds(value: unknown, key = ''): void {
  if (Array.isArray(value)) return value.forEach((item) => noteIds(item, key));
  if (typeof value !== 'object' || value === null) {
    if (key !== '' && (typeof value === 'number' || typeof value === 'string')) {
      const set = seen.get(key) ?? new Set();
      set.delete(value);
      set.add(value);
      if (set.size > 50) set.delete(set.values().next().value);
      seen.set(key, set);
    }
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    // A campaign's own `id` is the campaignId other requests name; any other `id` may be a member's, a card's…
    const as = name === 'id' && typeof item === 'number' && 'playerCount' in value ? 'campaignId' : name === 'id' && /\.sqlite$/.test(String(item)) ? 'backupId' : name;
    if (/Id$|^id$/.test(as)) noteIds(item, as);
    else if (typeof item === 'object') noteIds(item, '');
  }
}

/**
 * A core and an Apocalypse campaign to play in, made again whenever the fuzz has deleted
 * them; the campaign ids requests take are those in play, and the two last deleted.
 */
async function keepCampaignsInPlay(): Promise<void> {
  const boxes = new Set((await test.call('campaign/list', {})).map((c) => c.box));
  for (const box of ['core', 'apocalypse'] as const) {
    if (!boxes.has(box)) noteIds(await test.call('campaign/create', { ...twoPlayerCampaign(`Fuzz ${box}`), box }));
  }
  const live = (await test.call('campaign/list', {})).map((c) => c.id);
  const gone = [...(seen.get('campaignId') ?? [])].filter((id) => !live.includes(id as number)).slice(-2);
  seen.set('campaignId', new Set([...gone, ...live]));
}

/** Every id the base pack names (memories, assassins, blueprints, dice…), for the string ids of requests. */
const packIds = new Set<string>();
(function collect(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(collect);
  if (typeof value !== 'object' || value === null) return;
  for (const [name, item] of Object.entries(value)) {
    if (name === 'id' && typeof item === 'string') packIds.add(item);
    else collect(item);
  }
})(basePack);

/**
 * A field named like an id takes, most of the time, an id an earlier answer named (by the
 * same key, or any `id`) or one the base pack names; else whatever its schema makes.
 */
function hint(path: RequestPath, schema: z.ZodType): fc.Arbitrary<unknown> | undefined {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined || !/Id$/.test(key)) return undefined;
  const type = schemaType(schema) === 'number' ? 'number' : 'string';
  const ofType = (values: Iterable<unknown>) => [...values].filter((value) => typeof value === type);
  const sources = [ofType(seen.get(key) ?? []), ofType(seen.get('id') ?? []), type === 'string' ? [...packIds] : []].filter((values) => values.length > 0);
  if (sources.length === 0) return undefined;
  // The newest ids first: a campaign made lately is more likely still there than the first one.
  return fc.oneof(...sources.map((values, index) => ({ weight: index === 0 ? 6 : 1, arbitrary: fc.constantFrom(...values.slice(-10)) })), { weight: 1, arbitrary: arbitraryFor(schema) });
}

async function send(channel: string, args: unknown): Promise<{ status: number; outcome: Outcome<unknown> | null }> {
  const response = await fetch(`${bridge.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bov-token': bridge.token },
    body: JSON.stringify({ channel, args }),
  });
  const text = await response.text();
  try {
    return { status: response.status, outcome: JSON.parse(text) as Outcome<unknown> };
  } catch {
    return { status: response.status, outcome: null };
  }
}

it(`FUZZ: ${REQUESTS} seeded requests across every channel through the bridge: no internal answer, no 5xx, no refused request that changed the save`, async () => {
  console.log(`bridge-fuzz: seed ${seed} (replay with BOV_FAULT_SEED=${seed})`);
  let rng: RngState = seedRng(seed);
  const draw = (bound: number) => {
    const [value, next] = nextInt(rng, bound);
    rng = next;
    return value;
  };
  const failures: string[] = [];
  const answers: Record<string, number> = {};
  const perChannel = new Map<string, number>();
  const dataVersion = () => observer.pragma('data_version', { simple: true }) as number;

  for (let n = 0; n < REQUESTS && failures.length < 5; n++) {
    if (n % 100 === 99) await keepCampaignsInPlay();
    // Every channel in turn first, so a short run still reaches them all; then at random.
    const channel = n < CHANNEL_NAMES.length ? CHANNEL_NAMES[n]! : CHANNEL_NAMES[draw(CHANNEL_NAMES.length)]!;
    const schema = channels[channel].request as z.ZodType;
    let [args] = fc.sample(arbitraryFor(schema, hint), { seed: draw(2 ** 31), numRuns: 1 });
    if (draw(10) === 0) [args] = fc.sample(fc.anything({ maxDepth: 2 }), { seed: draw(2 ** 31), numRuns: 1 });
    // Undo and redo may take a step off the history they cannot take; only the game counts as "the save" for them.
    const gameBefore = channel.startsWith('history/') ? JSON.stringify(snapshotSave(test.core.info.savePath)) : null;
    const before = dataVersion();
    const { status, outcome } = await send(channel, args);
    const describe = () => `#${n} ${channel} ${JSON.stringify(args)?.slice(0, 300)}`;
    perChannel.set(channel, (perChannel.get(channel) ?? 0) + 1);
    if (status >= 500 || outcome === null) {
      failures.push(`${describe()}: HTTP ${status}`);
      continue;
    }
    const answer = outcome.ok ? 'ok' : outcome.error.code;
    answers[answer] = (answers[answer] ?? 0) + 1;
    if (outcome.ok) {
      noteIds(outcome.value);
      continue;
    }
    if (outcome.error.code === 'internal') failures.push(`${describe()}: internal`);
    const changed = gameBefore !== null ? JSON.stringify(snapshotSave(test.core.info.savePath)) !== gameBefore : dataVersion() !== before;
    if (changed) failures.push(`${describe()}: refused (${outcome.error.code}) but the save changed`);
  }
  const unreached = CHANNEL_NAMES.filter((channel) => !perChannel.has(channel));
  console.log(`bridge-fuzz: ${[...perChannel.values()].reduce((a, b) => a + b, 0)} requests over ${perChannel.size} channels; answers ${JSON.stringify(answers)}; failures ${failures.length}`);
  expect(unreached).toEqual([]);
  expect(failures, `seed ${seed}`).toEqual([]);
}, 300_000);
