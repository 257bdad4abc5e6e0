/**
 * `npm run bench`, the region map part (the region map screen must stay smooth
 * with 60 locations and 120 connections): a generated region is opened on the exploration tab in
 * Chromium through the bridge, then panned (mouse drag) and zoomed (wheel) for about two
 * seconds while the page counts its frames (frame-measure.ts).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LOCATION_SYMBOLS, type LocationSymbol, type Region } from '../../shared/exploration/region-box-data.js';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign, type ChannelCall } from '../../shared/test-support/campaign-builders.js';
import type { AppCore } from '../../src-main/app-core.js';
import { nextInt, seedRng, type RngState } from '../../src-main/engine/rng.js';
import { valueOf } from './bridge-client.js';
import { CHROMIUM_PATH } from './diary-bench.js';
import { frameLine, measureIdle, measurePanZoom, type FrameFigures } from './frame-measure.js';

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

export interface RegionMapFigures {
  idle: FrameFigures;
  panZoom: FrameFigures;
  /** From navigation to the map drawn (layout included). */
  openMs: number;
}

const ROOT = '.region-map';

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

    const idle = await measureIdle(page, ROOT, IDLE_MS);
    // The region map pans wherever it is pressed: the drag starts from the middle.
    const panZoom = await measurePanZoom(page, ROOT, DRIVE_MS, async (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 }));
    return { idle, panZoom, openMs };
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the bench's report. */
export function regionMapReport(figures: RegionMapFigures | null): string[] {
  if (!figures) return [`  (no Chromium at ${CHROMIUM_PATH}: the region map series was not run)`];
  return [
    `region map, ${MAP_LOCATIONS} locations / ${MAP_CONNECTIONS} connections, exploration tab in Chromium (${VIEWPORT.width}×${VIEWPORT.height}):`,
    `  opened and drawn in ${figures.openMs.toFixed(0)} ms`,
    frameLine(`idle ${(figures.idle.durationMs / 1000).toFixed(1)} s`, figures.idle),
    frameLine(`pan + zoom ${(figures.panZoom.durationMs / 1000).toFixed(1)} s`, figures.panZoom),
  ];
}
