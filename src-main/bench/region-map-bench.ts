/**
 * `npm run bench`, the region map part (issue 4: "the region map screen stays smooth with 60
 * locations and 120 connections"): a generated region is opened on the exploration tab in
 * Chromium through the bridge, then panned (mouse drag) and zoomed (wheel) for about two
 * seconds while the page counts the frames it delivers (requestAnimationFrame), the longest
 * gap between two frames, long tasks (PerformanceObserver) and any change the map's DOM
 * receives other than its one pan/zoom transform.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { LOCATION_SYMBOLS, type LocationSymbol, type Region } from '../../shared/exploration/region-box-data.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign, type ChannelCall } from '../../shared/test-support/campaign-builders.js';
import type { AppCore } from '../app-core.js';
import { nextInt, seedRng, type RngState } from '../engine/rng.js';
import { valueOf } from './bridge-client.js';
import { CHROMIUM_PATH } from './diary-bench.js';

export const MAP_LOCATIONS = 60;
export const MAP_CONNECTIONS = 120;
const IDLE_MS = 1000;
const DRIVE_MS = 2000;
const VIEWPORT = { width: 1280, height: 900 };

/**
 * A made-up region (bench data, not the box's): a ring of 60 locations plus 60 chords
 * chosen by a seeded generator, so every run draws the same map. Locations 1–6 carry the
 * `other` symbol so the bench's journeys need nothing resolved.
 */
export function benchRegion(seed = 20260121): Region {
  let rng: RngState = seedRng(seed);
  const draw = (bound: number) => {
    const [value, next] = nextInt(rng, bound);
    rng = next;
    return value;
  };
  const symbols = LOCATION_SYMBOLS.filter((s) => s !== 'other');
  const locations = Array.from({ length: MAP_LOCATIONS }, (_, i): Region['locations'][number] => {
    const number = i + 1;
    const symbol: LocationSymbol = number <= 6 ? 'other' : symbols[i % symbols.length]!;
    return {
      number,
      symbol,
      healValue: symbol === 'healer' ? 1 + (i % 3) : null,
      cardNumber: symbol === 'narrative' ? String(100 + i) : null,
      stickerCode: String(1000 + i * 7),
      x: null,
      y: null,
    };
  });
  const keys = new Set<string>();
  const connections: [number, number][] = [];
  const add = (a: number, b: number) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    if (low === high || keys.has(`${low}-${high}`)) return;
    keys.add(`${low}-${high}`);
    connections.push([low, high]);
  };
  for (let n = 1; n <= MAP_LOCATIONS; n++) add(n, (n % MAP_LOCATIONS) + 1);
  while (connections.length < MAP_CONNECTIONS) {
    const from = 1 + draw(MAP_LOCATIONS);
    add(from, ((from - 1 + 2 + draw(8)) % MAP_LOCATIONS) + 1);
  }
  return { id: 'bench-region', name: 'Bench region', journeySlots: 3, gauge: { boxes: 12, hashBoxes: [] }, locations, connections };
}

/** An Apocalypse campaign in the middle of an exploration phase on the bench region (five lines drawn). */
export async function seedRegionMapCampaign(core: AppCore): Promise<number> {
  const call: ChannelCall = async <T>(channel: string, args: unknown) => valueOf<T>(await core.dispatch(channel as never, args as never), channel);
  const region = benchRegion();
  await call('box-data/save-region', { previousId: null, region });
  const { id } = await call<CampaignDetail>('campaign/create', twoPlayerApocalypseCampaign('Bench region campaign'));
  await playMemoryAndEndOfMemory(call, id, 'A.1', { playedOn: '2026-01-21' });
  await call('exploration/start-phase', { campaignId: id, regionId: region.id, startLocation: 1 });
  for (const [to, method] of [[2, 'cube'], [3, 'cube'], [4, 'cube'], [5, 'gauge'], [6, 'gauge']] as const) {
    await call('exploration/journey', { campaignId: id, to, payment: { method } });
  }
  return id;
}

export interface FrameFigures {
  durationMs: number;
  /** Frames a 60 Hz display would show in that time. */
  expected: number;
  delivered: number;
  longestGapMs: number;
  longTasks: number;
  longTaskMs: number;
  /** DOM changes inside the map other than the pan/zoom transform (0: no re-render). */
  mapMutations: number;
  /** The transform really changed (the drive did pan and zoom). */
  transformChanged: boolean;
}

export interface RegionMapFigures {
  idle: FrameFigures;
  panZoom: FrameFigures;
  /** From navigation to the map drawn (layout included). */
  openMs: number;
}

/**
 * The in-page measuring, as script text: main's code is compiled without the DOM's types,
 * and this runs in the page, not in Node.
 */
const START_MEASURING = `(() => {
  const viewport = document.querySelector('.region-map svg g.viewport');
  const bench = { frames: [], longTasks: [], mutations: 0, running: true, transform: viewport ? viewport.getAttribute('transform') : null, stop: () => {} };
  const longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  });
  longTasks.observe({ type: 'longtask' });
  // Anything but the one pan/zoom transform changing inside the map would be a re-render.
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.type === 'attributes' && record.target === viewport && record.attributeName === 'transform')) bench.mutations++;
    }
  });
  const svg = document.querySelector('.region-map svg');
  if (svg) mutations.observe(svg, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = (time) => {
    if (!bench.running) return;
    bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  bench.stop = () => {
    bench.running = false;
    longTasks.disconnect();
    mutations.disconnect();
  };
  window.__mapBench = bench;
})()`;

const STOP_MEASURING = `(() => {
  const bench = window.__mapBench;
  bench.stop();
  const frames = bench.frames;
  const durationMs = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 0;
  let longestGapMs = 0;
  for (let i = 1; i < frames.length; i++) longestGapMs = Math.max(longestGapMs, frames[i] - frames[i - 1]);
  const viewport = document.querySelector('.region-map svg g.viewport');
  const transform = viewport ? viewport.getAttribute('transform') : null;
  return {
    durationMs,
    expected: Math.round((durationMs * 60) / 1000),
    delivered: Math.max(frames.length - 1, 0),
    longestGapMs,
    longTasks: bench.longTasks.length,
    longTaskMs: bench.longTasks.reduce((sum, d) => sum + d, 0),
    mapMutations: bench.mutations,
    transformChanged: transform !== bench.transform,
  };
})()`;

/** Starts counting frames, long tasks and map mutations in the page. */
async function startMeasuring(page: Page): Promise<void> {
  await page.evaluate(START_MEASURING);
}

async function stopMeasuring(page: Page): Promise<FrameFigures> {
  return (await page.evaluate(STOP_MEASURING)) as FrameFigures;
}

/** Null when Chromium is not installed where the bench runs. */
export async function measureRegionMap(bridgeUrl: string, campaignId: number): Promise<RegionMapFigures | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(bridgeUrl);
    const opened = performance.now();
    await page.goto(`${new URL(bridgeUrl).origin}/#/campaigns/${campaignId}/exploration`);
    await page.waitForSelector('.region-map[data-ready="true"] g.location', { timeout: 30_000 });
    const drawn = await page.locator('.region-map g.location').count();
    if (drawn !== MAP_LOCATIONS) throw new Error(`The map drew ${drawn} locations, not ${MAP_LOCATIONS}.`);
    const openMs = performance.now() - opened;
    await page.waitForTimeout(500);

    await startMeasuring(page);
    await page.waitForTimeout(IDLE_MS);
    const idle = await stopMeasuring(page);

    const box = (await page.locator('.region-map svg[role="group"]').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await startMeasuring(page);
    const start = Date.now();
    let step = 0;
    let dragging = false;
    while (Date.now() - start < DRIVE_MS) {
      const angle = step / 6;
      const x = centre.x + Math.cos(angle) * box.width * 0.25;
      const y = centre.y + Math.sin(angle) * box.height * 0.25;
      if (step % 40 < 24) {
        // Drag: a pan that follows the pointer around a circle.
        if (!dragging) {
          await page.mouse.down();
          dragging = true;
        }
        await page.mouse.move(x, y);
      } else {
        // Wheel: zoom in, then out, around the pointer.
        if (dragging) {
          await page.mouse.up();
          dragging = false;
        }
        await page.mouse.move(x, y);
        await page.mouse.wheel(0, step % 40 < 32 ? -100 : 100);
      }
      step++;
    }
    if (dragging) await page.mouse.up();
    const panZoom = await stopMeasuring(page);
    if (!panZoom.transformChanged) throw new Error('The drive did not pan or zoom the map.');
    return { idle, panZoom, openMs };
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the bench's report. */
export function regionMapReport(figures: RegionMapFigures | null): string[] {
  if (!figures) return [`  (no Chromium at ${CHROMIUM_PATH}: the region map series was not run)`];
  const line = (label: string, f: FrameFigures) =>
    `  ${label.padEnd(22)}${String(f.delivered).padStart(5)} of ${String(f.expected).padEnd(4)} frames at 60 Hz (${((100 * f.delivered) / Math.max(f.expected, 1)).toFixed(1)}%), ` +
    `longest gap ${f.longestGapMs.toFixed(1)} ms, long tasks ${f.longTasks} (${f.longTaskMs.toFixed(0)} ms), map DOM changes ${f.mapMutations}`;
  return [
    `region map, ${MAP_LOCATIONS} locations / ${MAP_CONNECTIONS} connections, exploration tab in Chromium (${VIEWPORT.width}×${VIEWPORT.height}):`,
    `  opened and drawn in ${figures.openMs.toFixed(0)} ms`,
    line(`idle ${(figures.idle.durationMs / 1000).toFixed(1)} s`, figures.idle),
    line(`pan + zoom ${(figures.panZoom.durationMs / 1000).toFixed(1)} s`, figures.panZoom),
  ];
}
