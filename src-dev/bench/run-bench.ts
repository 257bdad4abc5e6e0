/**
 * `npm run bench`: how much the app adds on top of SQLite for one player action. It times
 * real, committed commands sent through the loopback bridge (HTTP, validation, dispatch,
 * change capture, history) against the bare minimum, a single-row UPDATE commit on a
 * save with the same durability settings; then a campaign list of a well-used save.
 *
 * Series can be picked by name: `npm run bench -- engine` runs only the memory-play engine
 * series, `npm run bench -- save` only the others; no name runs them all.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir, type as osType } from 'node:os';
import { join } from 'node:path';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { twoPlayerCoreCampaign } from '../../shared/test-support/campaign-builders.js';
import { createAppCore } from '../../src-main/app-core.js';
import { appVersion, findAppRoot, migrationsDir, rendererDir } from '../../src-main/app-paths.js';
import { startBridge } from '../../src-main/hosts/web/bridge-server.js';
import { bridgeClient, valueOf } from './bridge-client.js';
import { CHROMIUM_PATH, PDF_WARM_UP, seedFullDiary, timeDiaryPdf, timeOpenCampaign } from './diary-bench.js';
import { sqliteVersion, timeDirectCommits } from './direct-baseline.js';
import { firstPaintReport, measureFirstPaint } from './first-paint-bench.js';
import { measureRegionMap, regionMapReport, seedRegionMapCampaign } from './region-map-bench.js';
import { summarize, timeEach, type LatencyStats } from './latency-stats.js';
import { boardReport, measureBoard, seedBoardPlay } from './memory-board-bench.js';
import { runMemoryPlayBench } from './memory-play-bench.js';

const WARM_UP = 50;
const COMMANDS = 1000;
const LISTED_CAMPAIGNS = 200;
const LIST_REQUESTS = 200;

/** Guards the figures: a command that changed nothing would be cheaper than a real one. */
function expectRecordedCommands(savePath: string, expected: number): void {
  const save = new Database(savePath, { readonly: true });
  try {
    const { recorded } = save.prepare('SELECT count(*) AS recorded FROM history').get() as { recorded: number };
    if (recorded !== expected) throw new Error(`Expected ${expected} recorded commands, found ${recorded}.`);
  } finally {
    save.close();
  }
}

/** The series `npm run bench -- <name>…` can pick: `save` is everything but the play engine's. */
const SERIES = ['save', 'engine'] as const;
type Series = (typeof SERIES)[number];

function selectedSeries(args: readonly string[]): Set<Series> {
  const unknown = args.filter((arg) => !(SERIES as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown bench series: ${unknown.join(', ')}. Known: ${SERIES.join(', ')}.`);
  return new Set(args.length === 0 ? SERIES : (args as Series[]));
}

// Three decimals: the engine's series are tens of microseconds.
const ms = (value: number) => value.toFixed(3).padStart(9);
function row(label: string, stats: LatencyStats): string {
  return `${label.padEnd(52)}${String(stats.count).padStart(6)}${ms(stats.median)}${ms(stats.p95)}${ms(stats.p99)}${ms(stats.mean)}`;
}

async function main(): Promise<void> {
  const series = selectedSeries(process.argv.slice(2));
  const root = findAppRoot();
  const work = mkdtempSync(join(tmpdir(), 'bov-bench-'));
  try {
    const core = await createAppCore({
      dataDir: join(work, 'app'),
      migrationsDir: migrationsDir(root),
      host: 'web',
      version: appVersion(root),
      log: (message, error) => console.error(message, error ?? ''),
    });
    const bridge = await startBridge({ core, staticDir: rendererDir(root), port: 0 });
    const client = bridgeClient(bridge.origin, bridge.token);
    try {
      const lines: string[] = [];
      if (series.has('save')) {
        const { id } = valueOf<CampaignDetail>(await client.invoke('campaign/create', twoPlayerCoreCampaign('Venezia')), 'campaign/create');
        // Every command really changes the save (the name or the thresholds differ from the
        // current ones), so each one commits and is recorded; a no-op would be cheaper.
        const command = async (index: number) => {
          const outcome =
            index % 2 === 0
              ? await client.invoke('campaign/rename', { campaignId: id, name: index % 4 === 0 ? 'Venezia' : 'Firenze' })
              : await client.invoke('box-data/set-xp-thresholds', { track: 'core', thresholds: index % 4 === 1 ? [3, 8, 15, 25] : [4, 9, 16, 26] });
          valueOf(outcome, 'a benchmark command');
        };
        // The index runs on from the warm-up and starts at 1, so every rename and every
        // threshold change differs from the value before it (index 0 would rename Venezia to
        // Venezia, which records nothing).
        await timeEach(WARM_UP, (i) => command(i + 1));
        const bridged = summarize(await timeEach(COMMANDS, (i) => command(i + WARM_UP + 1)));
        expectRecordedCommands(core.info.savePath, 1 + WARM_UP + COMMANDS);
        const direct = summarize(await timeDirectCommits(work, WARM_UP, COMMANDS));

        for (let n = 1; n < LISTED_CAMPAIGNS; n++) valueOf(await core.dispatch('campaign/create', twoPlayerCoreCampaign(`Campaign ${n}`)), 'campaign/create');
        const list = async () => {
          const listed = valueOf<CampaignDetail[]>(await client.invoke('campaign/list', {}), 'campaign/list');
          if (listed.length !== LISTED_CAMPAIGNS) throw new Error(`campaign/list returned ${listed.length} campaigns`);
        };
        await timeEach(WARM_UP, list);
        const listed = summarize(await timeEach(LIST_REQUESTS, list));

        // The printed diary (diary-bench.ts): a campaign at the end of its story.
        const fullId = await seedFullDiary(core);
        const opened = await timeOpenCampaign(client, fullId);
        const printed = await timeDiaryPdf(bridge.url, fullId);

        // The first screen (first-paint-bench.ts): a cold tab's first paint and the script before it.
        const firstPaint = await measureFirstPaint(bridge.url);
        // The region map (region-map-bench.ts): 60 locations, 120 connections, panned and zoomed.
        const regionMap = await measureRegionMap(bridge.url, await seedRegionMapCampaign(core));
        // The live board of a memory (memory-board-bench.ts): two maps, 40 guards, panned and zoomed.
        const board = await measureBoard(core, bridge.url, await seedBoardPlay(core));

        lines.push(
          row('command via bridge (rename / set XP)', bridged),
          row('direct UPDATE commit (WAL, synchronous FULL)', direct),
          row(`campaign/list of ${LISTED_CAMPAIGNS} campaigns via bridge`, listed),
          row('open campaign: 26 memories, 4 assassins', opened),
          ...(printed
            ? [
                row('  print view load until ready (Chromium)', printed.ready),
                row(`  its PDF, A4 (page.pdf, ${Math.round(printed.bytes / 1024)} KB)`, printed.pdf),
                `  (the two Chromium series run after ${PDF_WARM_UP} warm-up runs each)`,
              ]
            : [`  (no Chromium at ${CHROMIUM_PATH}: the PDF series was not run)`]),
          ...firstPaintReport(firstPaint, row),
          '',
          ...regionMapReport(regionMap),
          '',
          ...boardReport(board),
          '',
          `bridge / direct: median ${(bridged.median / direct.median).toFixed(2)}x, p95 ${(bridged.p95 / direct.p95).toFixed(2)}x`,
        );
      }
      if (series.has('engine')) {
        // Playing a memory (memory-play-bench.ts): a 600-step log folded, one step committed.
        lines.push(...(lines.length > 0 ? [''] : []), ...(await runMemoryPlayBench(core, client, work, row)));
      }
      console.log(
        [
          'Brotherhood of Venice Companion: save benchmark',
          `Node ${process.version}, SQLite ${sqliteVersion()}, ${osType()} ${process.arch}, ${availableParallelism()} CPUs`,
          `Each series runs after ${WARM_UP} warm-up runs; requests are sequential. Times in milliseconds.`,
          '',
          `${'series'.padEnd(52)}${'n'.padStart(6)}${'median'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'mean'.padStart(9)}`,
          ...lines,
        ].join('\n'),
      );
    } finally {
      client.close();
      await bridge.close();
      await core.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
