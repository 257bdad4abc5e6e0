/**
 * Frame counting for the map benches (the region map of the exploration phase, the live board
 * of a memory): while a map is idle or panned and zoomed, the page counts the frames it
 * delivers (requestAnimationFrame), the longest gap between two frames, long tasks
 * (PerformanceObserver) and any change the map's DOM receives other than its one pan/zoom
 * transform. Both maps pan and zoom one `g.viewport` group inside their `svg[role="group"]`.
 */
import type { Page } from '@playwright/test';

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
  /** How often the pan/zoom transform changed (more than 0: the drive did pan and zoom). */
  transformChanges: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The in-page measuring, as script text: main's code is compiled without the DOM's types,
 * and this runs in the page, not in Node. `root` is the map's CSS selector.
 */
const startMeasuringScript = (root: string) => `(() => {
  const root = ${JSON.stringify(root)};
  const svg = document.querySelector(root + ' svg[role="group"]');
  const viewport = svg ? svg.querySelector('g.viewport') : null;
  const bench = { frames: [], longTasks: [], mutations: 0, transforms: 0, running: true, stop: () => {} };
  const longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  });
  longTasks.observe({ type: 'longtask' });
  // Anything but the one pan/zoom transform changing inside the map would be a re-render.
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target === viewport && record.attributeName === 'transform') bench.transforms++;
      else bench.mutations++;
    }
  });
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
  bench.root = root;
  window.__mapBench = bench;
})()`;

const STOP_MEASURING = `(() => {
  const bench = window.__mapBench;
  bench.stop();
  const frames = bench.frames;
  const durationMs = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 0;
  let longestGapMs = 0;
  for (let i = 1; i < frames.length; i++) longestGapMs = Math.max(longestGapMs, frames[i] - frames[i - 1]);
  return {
    durationMs,
    expected: Math.round((durationMs * 60) / 1000),
    delivered: Math.max(frames.length - 1, 0),
    longestGapMs,
    longTasks: bench.longTasks.length,
    longTaskMs: bench.longTasks.reduce((sum, d) => sum + d, 0),
    mapMutations: bench.mutations,
    transformChanges: bench.transforms,
  };
})()`;

/** Counts frames, long tasks and map mutations in the page for `ms` with nothing happening. */
export async function measureIdle(page: Page, root: string, ms: number): Promise<FrameFigures> {
  await page.evaluate(startMeasuringScript(root));
  await page.waitForTimeout(ms);
  return (await page.evaluate(STOP_MEASURING)) as FrameFigures;
}

/**
 * Pans and zooms the map for `ms` as a player does: a drag that grabs the map at `grab(box)`
 * and follows a circle back to where it started, then wheel turns in and out around the
 * pointer, over and over. `grab` answers a point where a press pans the map (on the live
 * board, one with no piece under it: pressing a piece would drag the piece instead).
 */
export async function measurePanZoom(page: Page, root: string, ms: number, grab: (box: Box) => Promise<Point>): Promise<FrameFigures> {
  // The mouse acts at window coordinates: a map below the fold would never see it.
  const map = page.locator(`${root} svg[role="group"]`);
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const radius = Math.min(box.width, box.height) * 0.2;
  await page.evaluate(startMeasuringScript(root));
  const start = Date.now();
  let round = 0;
  while (Date.now() - start < ms) {
    const from = await grab(box);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 24; step++) {
      const angle = (step / 24) * 2 * Math.PI;
      await page.mouse.move(from.x + radius * (Math.cos(angle) - 1), from.y + radius * Math.sin(angle));
    }
    await page.mouse.up();
    // Zoom in four wheel turns, out four, around a point that moves with each round.
    const at = { x: box.x + box.width * (0.3 + 0.1 * (round % 5)), y: box.y + box.height / 2 };
    await page.mouse.move(at.x, at.y);
    for (let turn = 0; turn < 8; turn++) await page.mouse.wheel(0, turn < 4 ? -100 : 100);
    round++;
  }
  const figures = (await page.evaluate(STOP_MEASURING)) as FrameFigures;
  if (figures.transformChanges === 0) throw new Error('The drive did not pan or zoom the map.');
  return figures;
}

/** One report line: frames delivered against 60 Hz, the longest gap, long tasks and DOM changes. */
export function frameLine(label: string, f: FrameFigures): string {
  return (
    `  ${label.padEnd(22)}${String(f.delivered).padStart(5)} of ${String(f.expected).padEnd(4)} frames at 60 Hz (${((100 * f.delivered) / Math.max(f.expected, 1)).toFixed(1)}%), ` +
    `longest gap ${f.longestGapMs.toFixed(1)} ms, long tasks ${f.longTasks} (${f.longTaskMs.toFixed(0)} ms), map DOM changes ${f.mapMutations}`
  );
}
