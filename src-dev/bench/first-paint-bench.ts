/**
 * `npm run bench`, the first screen: a fresh tab opens the bridge's
 * printed link in Chromium, with an empty cache each time, and reads the page's own
 * first-contentful-paint and the script it had loaded by then (Resource Timing), then the
 * time until the campaign list is on screen.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './diary-bench.js';
import { summarize, type LatencyStats } from './latency-stats.js';

export const FIRST_PAINT_RUNS = 10;
const VIEWPORT = { width: 1366, height: 768 };

export interface FirstPaintFigures {
  firstPaint: LatencyStats;
  /** Until the campaign list's heading is on screen (its chunk and the catalogue included). */
  listShown: LatencyStats;
  /** Bytes of script (as sent) whose loading finished before the first contentful paint, in the last run. */
  scriptBytesBeforePaint: number;
  scriptFilesBeforePaint: number;
}

interface PageFigures {
  firstPaint: number;
  scriptBytes: number;
  scriptFiles: number;
}

/** Null when Chromium is not installed where the bench runs. */
export async function measureFirstPaint(bridgeUrl: string): Promise<FirstPaintFigures | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const paints: number[] = [];
    const shown: number[] = [];
    let last: PageFigures | null = null;
    for (let run = 0; run < FIRST_PAINT_RUNS; run++) {
      // A new context each time: nothing cached, as on the first start of the day.
      const context = await browser.newContext({ viewport: VIEWPORT });
      try {
        const page = await context.newPage();
        await page.goto(bridgeUrl);
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
        const listShown = await page.evaluate(() => performance.now());
        // The paint entry is queued a frame after the paint itself.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
        const figures = await page.evaluate((): PageFigures => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          if (!paint) throw new Error('The page reported no first-contentful-paint.');
          const scripts = (performance.getEntriesByType('resource') as unknown as { name: string; responseEnd: number; encodedBodySize: number }[]).filter(
            (entry) => entry.name.endsWith('.js') && entry.responseEnd <= paint.startTime,
          );
          return {
            firstPaint: paint.startTime,
            scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            scriptFiles: scripts.length,
          };
        });
        paints.push(figures.firstPaint);
        shown.push(listShown);
        last = figures;
      } finally {
        await context.close();
      }
    }
    return {
      firstPaint: summarize(paints),
      listShown: summarize(shown),
      scriptBytesBeforePaint: last?.scriptBytes ?? 0,
      scriptFilesBeforePaint: last?.scriptFiles ?? 0,
    };
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the bench's report. */
export function firstPaintReport(figures: FirstPaintFigures | null, row: (label: string, stats: LatencyStats) => string): string[] {
  if (!figures) return [`  (no Chromium at ${CHROMIUM_PATH}: the first paint series was not run)`];
  return [
    row('first contentful paint, cold tab (Chromium)', figures.firstPaint),
    row('  campaign list on screen', figures.listShown),
    `  script loaded before first paint: ${Math.round(figures.scriptBytesBeforePaint / 1024)} KB in ${figures.scriptFilesBeforePaint} files (as sent)`,
  ];
}
