/**
 * `npm run bench -- engine`: what playing a memory costs. A play of the test map
 * gets a 600-step log through the app (whole turns with manual moves in each assassin
 * phase); then the bench times folding that log with the engine alone (the aim:
 * under 20 ms), the same fold as the review screen asks for it through the bridge, reading
 * the play from its snapshot, and one step through the bridge against a bare better-sqlite3
 * commit measured in the same run (with, beside them, the bridge's round trip for a request
 * that does not touch the save); then an assassin step and the enemy phase on a full board
 * (enemy-phase-bench.ts).
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import type { PlayStateAt, PlayView, StepApplied } from '../../shared/memory-play/play-view.js';
import type { StepRequest } from '../../shared/memory-play/moves/index.js';
import { twoPlayerCoreCampaign } from '../../shared/test-support/campaign-builders.js';
import type { AppCore } from '../../src-main/app-core.js';
import { replay } from '../../src-main/engine/memory/replay.js';
import type { PlaySetup } from '../../src-main/engine/memory/setup.js';
import type { Step } from '../../shared/memory-play/moves/index.js';
import { TEST_MAP_TEXT, TEST_MEMORY, WHOLE_TURN } from '../../src-main/memory-play/test-support/play-test-data.js';
import type { BridgeClient } from './bridge-client.js';
import { valueOf } from './bridge-client.js';
import { openDirectCommits } from './direct-baseline.js';
import { summarize, timeEach, type LatencyStats } from './latency-stats.js';
import { ENGINE_WARM_UP, runEnemyPhaseBench, type EnemyPhaseFigures } from './enemy-phase-bench.js';

export const LOG_STEPS = 600;
const WARM_UP = 20;
const FOLDS = 100;
const STEPS_TIMED = 300;

/** Endless turns: the tracker's steps with the agile guard moved there and back and the alert flipped in each assassin phase. */
function* turns(guardId: string): Generator<StepRequest> {
  const [beginEvent, beginAssassin, ...rest] = WHOLE_TURN;
  for (;;) {
    yield beginEvent!;
    yield beginAssassin!;
    yield { kind: 'move-miniature', miniatureId: guardId, side: 'A', square: 'F3' };
    yield { kind: 'move-miniature', miniatureId: guardId, side: 'A', square: 'E3' };
    yield { kind: 'set-alert', side: 'A', alert: 'active' };
    yield { kind: 'set-alert', side: 'A', alert: 'inactive' };
    yield* rest;
  }
}

/** The play's setup and log as stored, read beside the running app (the engine fold needs no app). */
function storedLog(savePath: string, playId: number): { setup: PlaySetup; steps: Step[]; storedBytes: string } {
  const db = new Database(savePath, { readonly: true });
  try {
    const { setup_json } = db.prepare('SELECT setup_json FROM memory_plays WHERE id = ?').get(playId) as { setup_json: string };
    const rows = db.prepare('SELECT step_json, length(state_patch_json) AS patch FROM memory_play_steps WHERE play_id = ? ORDER BY seq').all(playId) as { step_json: string; patch: number }[];
    const { whole } = db.prepare('SELECT length(state_json) AS whole FROM memory_play_snapshots WHERE play_id = ?').get(playId) as { whole: number };
    // What the save keeps of the state with each step, beside the whole state the snapshot holds.
    const storedBytes = `  (state stored with each step: ${Math.round(rows.reduce((sum, row) => sum + row.patch, 0) / rows.length)} bytes on average; the whole state: ${whole} bytes)`;
    return { setup: JSON.parse(setup_json) as PlaySetup, steps: rows.map((row) => JSON.parse(row.step_json) as Step), storedBytes };
  } finally {
    db.close();
  }
}

/** Runs the engine series and returns the report's lines, each series formatted by `row`. */
export async function runMemoryPlayBench(core: AppCore, client: BridgeClient, workDir: string, row: (label: string, stats: LatencyStats) => string): Promise<string[]> {
  const dispatch = async <T>(channel: string, args: unknown): Promise<T> => valueOf<T>(await core.dispatch(channel, args), channel);
  const { id: campaignId } = await dispatch<CampaignDetail>('campaign/create', twoPlayerCoreCampaign('Engine bench'));
  await dispatch('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
  const started = await dispatch<PlayView>('memory-play/start', { campaignId, memoryId: TEST_MEMORY });
  const playId = started.play.playId;
  const guardId = Object.values(started.state.miniatures).find((m) => m.kind === 'guard' && m.guardType === 'agile')!.id;

  const steps = turns(guardId);
  for (let n = 0; n < LOG_STEPS; n++) await dispatch('memory-play/apply-step', { campaignId, playId, step: steps.next().value });

  const { setup, steps: log, storedBytes } = storedLog(core.info.savePath, playId);
  if (log.length !== LOG_STEPS) throw new Error(`Expected a ${LOG_STEPS}-step log, found ${log.length}.`);
  const fold = () => void replay(setup, log);
  await timeEach(WARM_UP, fold);
  const folded = summarize(await timeEach(FOLDS, fold));

  const stateAt = async () => {
    const at = valueOf<PlayStateAt>(await client.invoke('memory-play/state-at', { campaignId, playId, seq: LOG_STEPS }), 'memory-play/state-at');
    if (at.seq !== LOG_STEPS) throw new Error('memory-play/state-at answered another step');
  };
  await timeEach(WARM_UP, stateAt);
  const reviewed = summarize(await timeEach(FOLDS, stateAt));

  const get = async () => void valueOf<PlayView>(await client.invoke('memory-play/get', { campaignId, playId }), 'memory-play/get');
  await timeEach(WARM_UP, get);
  const read = summarize(await timeEach(FOLDS, get));

  // Each timed step really changes the play (the guard goes there and back), so each commits.
  // Returns its own duration: the bare commit and the floor request that follow it are timed apart.
  const oneStep = async (index: number) => {
    const step: StepRequest = { kind: 'move-miniature', miniatureId: guardId, side: 'A', square: index % 2 === 0 ? 'F4' : 'E4' };
    const started = performance.now();
    valueOf<StepApplied>(await client.invoke('memory-play/apply-step', { campaignId, playId, step }), 'memory-play/apply-step');
    return performance.now() - started;
  };
  // What any request through the bridge costs before it reaches the save: a query that reads
  // nothing from it (HTTP, the token and origin checks, validation, dispatch). Not a baseline:
  // shown beside the bare commit so the step's ratio can be read (on a fast disk this alone is
  // about as much as a commit).
  const timeBridgeFloor = async () => {
    const started = performance.now();
    valueOf(await client.invoke('app/get-info', {}), 'app/get-info');
    return performance.now() - started;
  };
  // Each step is followed by a bare commit, so the two see the same load on a shared machine.
  const baselineDir = join(workDir, 'engine-baseline');
  mkdirSync(baselineDir, { recursive: true });
  const paired = openDirectCommits(baselineDir);
  try {
    // GEN-6: a miniature may be moved by hand in any phase.
    await timeEach(WARM_UP, async (i) => {
      await oneStep(i);
      paired.time();
    });
    const stepSamples: number[] = [];
    const directSamples: number[] = [];
    const floorSamples: number[] = [];
    for (let i = 0; i < STEPS_TIMED; i++) {
      stepSamples.push(await oneStep(i + WARM_UP));
      directSamples.push(paired.time());
      floorSamples.push(await timeBridgeFloor());
    }
    const stepped = summarize(stepSamples);
    const direct = summarize(directSamples);
    const floor = summarize(floorSamples);
    const enemyPhase = await runEnemyPhaseBench(core, client, row, paired);
    return [...report(folded, reviewed, read, stepped, direct, floor, enemyPhase, row), storedBytes];
  } finally {
    paired.close();
  }
}

const ratio = (label: string, series: LatencyStats, direct: LatencyStats) =>
  `${label} / direct: median ${(series.median / direct.median).toFixed(2)}x, p95 ${(series.p95 / direct.p95).toFixed(2)}x`;

function report(
  folded: LatencyStats,
  reviewed: LatencyStats,
  read: LatencyStats,
  stepped: LatencyStats,
  direct: LatencyStats,
  floor: LatencyStats,
  enemyPhase: EnemyPhaseFigures,
  row: (label: string, stats: LatencyStats) => string,
): string[] {
  return [
    row(`engine: fold a ${LOG_STEPS}-step log (replay)`, folded),
    row(`state at step ${LOG_STEPS} via bridge (stored states)`, reviewed),
    row('memory-play/get via bridge (stored states)', read),
    row('one play step via bridge (apply-step)', stepped),
    row('  direct UPDATE commit after each play step', direct),
    row('  bridge round trip, no save (app/get-info)', floor),
    ...enemyPhase.lines,
    `  (the enemy phase's and the assassin step's engine series run after ${ENGINE_WARM_UP} warm-up runs each)`,
    ratio('play step', stepped, direct),
    ratio('  (bridge round trip alone', floor, direct) + ')',
    ...enemyPhase.bridged.map(({ step, stats }) => ratio(`enemy ${step} step`, stats, enemyPhase.direct)),
  ];
}
