/**
 * `npm run bench`, the live board part (the board of two 36-square maps with 40
 * guards must pan and zoom without dropped frames): a two-map memory is started through the app,
 * its board opened in Chromium through the bridge, then panned by dragging the map and zoomed
 * with the wheel while the page counts its frames (frame-measure.ts).
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import type { PlayView } from '../../shared/memory-play/play-view.js';
import { twoPlayerCoreCampaign } from '../../shared/test-support/campaign-builders.js';
import type { AppCore } from '../../src-main/app-core.js';
import { valueOf } from './bridge-client.js';
import { CHROMIUM_PATH } from './diary-bench.js';
import { frameLine, measureIdle, measurePanZoom, type FrameFigures, type Point } from './frame-measure.js';

export const BOARD_GUARDS = 40;
const BOARD_MEMORY = '2.3';
const IDLE_MS = 1000;
const DRIVE_MS = 3000;
const VIEWPORT = { width: 1366, height: 768 };
const ROOT = '.play-map';

/** A 6×6 side of nine 2×2 tiles, streets and roofs by turns, a ladder between tiles side by side in a row. */
export function benchSideGrid(id: 'A' | 'B'): string[] {
  const rows: string[] = [`side ${id} 6x6`, `   ${[...BENCH_COLUMNS].join('    ')}`];
  for (let row = 1; row <= 6; row++) {
    const cells = [...BENCH_COLUMNS].map((_, col) => {
      const tile = Math.floor((row - 1) / 2) * 3 + Math.floor(col / 2) + 1;
      return `${tile % 2 === 0 ? 'r' : 's'}${tile}`;
    });
    // A ladder between a street and a roof tile in the same row, plain edges elsewhere.
    rows.push(`${row}  ${cells.map((cell, col) => (col === 0 ? cell.padEnd(4) : `${col % 2 === 0 ? 'H' : ' '} ${cell.padEnd(3)}`)).join(' ')}`.trimEnd());
  }
  return rows;
}
const BENCH_COLUMNS = 'ABCDEF';

/**
 * Bench data, not the campaign book's: two 6×6 maps side by side, each of nine 2×2 tiles of
 * streets and roofs joined by ladders, with 20 guards per map, two to a square: the box's 30
 * crossbowmen and 10 agile guards.
 */
export function twoMapBoardText(): string {
  const columns = BENCH_COLUMNS;
  const side = (id: 'A' | 'B'): string[] => {
    const rows = benchSideGrid(id);
    const guarded = [...columns].flatMap((column) => [2, 3, 4, 5, 6].map((row) => `${column}${row}`)).filter((_, n) => n % 3 !== 2);
    // SET-5: the core box holds 30 crossbowmen and 10 elite guards, so map B has the agile ones.
    rows.push(...guarded.slice(0, BOARD_GUARDS / 4).map((square, n) => `guard ${square} ${id === 'B' && n % 2 === 1 ? 'agile' : 'crossbowman'} x2`));
    return rows;
  };
  return [`memory ${BOARD_MEMORY}`, 'title Bench: two maps, forty guards', ...side('A'), 'assassins A1', ...side('B'), ''].join('\n');
}

/** A two-player campaign with the two-map memory started on the board; answers the board's address. */
export async function seedBoardPlay(core: AppCore): Promise<{ campaignId: number; playId: number }> {
  const dispatch = async <T>(channel: string, args: unknown): Promise<T> => valueOf<T>(await core.dispatch(channel as never, args as never), channel);
  await dispatch('box-data/import-memory-map-text', { text: twoMapBoardText() });
  const { id: campaignId } = await dispatch<CampaignDetail>('campaign/create', twoPlayerCoreCampaign('Board bench'));
  const started = await dispatch<PlayView>('memory-play/start', { campaignId, memoryId: BOARD_MEMORY });
  const guards = Object.values(started.state.miniatures).filter((m) => m.kind === 'guard' && m.place.on === 'square').length;
  if (guards !== BOARD_GUARDS) throw new Error(`The bench board has ${guards} guards on the map, not ${BOARD_GUARDS}.`);
  return { campaignId, playId: started.play.playId };
}

export interface BoardFigures {
  idle: FrameFigures;
  panZoom: FrameFigures;
  /** From navigation to the board drawn. */
  openMs: number;
}

/**
 * A point of the map where a press pans: inside the map's SVG and on no piece (a press on a
 * piece drags the piece, a move the bench must not make). Read again before each drag, since
 * panning and zooming move the pieces.
 */
const FREE_POINT = `(() => {
  const svg = document.querySelector('${ROOT} svg[role="group"]');
  const box = svg.getBoundingClientRect();
  for (let fy = 0.5; fy < 0.95; fy += 0.05) {
    for (let fx = 0.5; fx < 0.95; fx += 0.05) {
      for (const [x, y] of [[box.x + box.width * fx, box.y + box.height * fy], [box.x + box.width * (1 - fx), box.y + box.height * (1 - fy)]]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && svg.contains(hit) && !hit.closest('[data-token]')) return { x, y };
      }
    }
  }
  return { x: box.x + 4, y: box.y + 4 };
})()`;

/** Null when Chromium is not installed where the bench runs. */
export async function measureBoard(core: AppCore, bridgeUrl: string, at: { campaignId: number; playId: number }): Promise<BoardFigures | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--no-first-run'] });
  try {
    const page: Page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(bridgeUrl);
    const opened = performance.now();
    await page.goto(`${new URL(bridgeUrl).origin}/#/campaigns/${at.campaignId}/plays/${at.playId}`);
    await page.waitForSelector(`${ROOT}[data-ready="true"] [data-token]`, { timeout: 30_000 });
    const openMs = performance.now() - opened;
    const sides = await page.locator(`${ROOT} g.side`).count();
    if (sides !== 2) throw new Error(`The board drew ${sides} maps, not 2.`);
    await page.waitForTimeout(500);

    const idle = await measureIdle(page, ROOT, IDLE_MS);
    const panZoom = await measurePanZoom(page, ROOT, DRIVE_MS, async () => (await page.evaluate(FREE_POINT)) as Point);
    // The drive must only have looked: a piece dragged by mistake would be a step, not a pan.
    const after = valueOf<PlayView>(await core.dispatch('memory-play/get' as never, at as never), 'memory-play/get');
    if (after.play.steps !== 0) throw new Error('The bench moved a piece instead of panning.');
    return { idle, panZoom, openMs };
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the bench's report. */
export function boardReport(figures: BoardFigures | null): string[] {
  if (!figures) return [`  (no Chromium at ${CHROMIUM_PATH}: the live board series was not run)`];
  return [
    `live board, two 6×6 maps / ${BOARD_GUARDS} guards, in Chromium (${VIEWPORT.width}×${VIEWPORT.height}):`,
    `  opened and drawn in ${figures.openMs.toFixed(0)} ms`,
    frameLine(`idle ${(figures.idle.durationMs / 1000).toFixed(1)} s`, figures.idle),
    frameLine(`pan + zoom ${(figures.panZoom.durationMs / 1000).toFixed(1)} s`, figures.panZoom),
  ];
}
