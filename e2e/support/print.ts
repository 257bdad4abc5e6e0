import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { RecordAttemptRequest } from '../../shared/diary/diary.js';
import { BRIDGE_TOKEN_HEADER, BRIDGE_TOKEN_STORAGE_KEY } from '../../shared/ipc/transport.js';
import { attemptRequest, fourPlayerCoreCampaign } from '../../shared/test-support/diary-builders.js';

/**
 * Setup for the print tests: a campaign with a played diary, made through the bridge's
 * own request API with the page's token (the diary screens are tested elsewhere), and
 * the PDF tools (Debian's poppler-utils) that read what Chromium printed.
 */

export const HOSTILE = '<img src=x onerror=alert(1)>';
/** One unbroken word longer than a page is wide: it must wrap, not run off the paper. */
export const LONG_WORD = `Carnevale${'x'.repeat(180)}End`;
export const LONG_TITLE = `The Longest Night of the Carnival, When Every Mask in Venice Hid a Blade and Every Bridge a Trap (A Tale)`;

export async function invokeThroughBridge<T>(page: Page, channel: string, args: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  // The token the page took from the printed link, where the page keeps it (never a cookie).
  const token = await page.evaluate(
    (key) => (globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }).sessionStorage.getItem(key),
    BRIDGE_TOKEN_STORAGE_KEY,
  );
  if (token === null) throw new Error('The page holds no bridge token: open app.url first.');
  const response = await page.request.post(`${origin}/api/invoke`, { data: { channel, args }, headers: { origin, [BRIDGE_TOKEN_HEADER]: token } });
  const outcome = (await response.json()) as { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
  if (!outcome.ok) throw new Error(`${channel} failed in setup: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value;
}

/** One played attempt: its memory, and whatever differs from a plain success on normal. */
type AttemptSetup = { memoryId: string } & Partial<Omit<RecordAttemptRequest, 'campaignId' | 'memoryId'>>;

export interface SeededCampaign {
  campaignId: number;
  name: string;
  memoryIds: string[];
  xpTotal: number;
  /** The text of the last log row's notes: present in the PDF means nothing was cut off. */
  lastNotes: string;
}

const longNotes = [
  `We forgot the chest under the bridge again. ${HOSTILE} was scrawled on the tavern wall.`,
  'Daria kept the crossbow; Claudio wants it back next time.\nSecond line of notes, kept as typed.',
  LONG_WORD,
  'Lorem ipsum of our own: the guards circled twice, the alarm rang, and we hid in the haystack for three turns. '.repeat(8),
].join('\n');

/** The attempts, in the order they were played (REPLAY-1: a failed memory gets its second attempt next). */
const ATTEMPTS: AttemptSetup[] = [
  { memoryId: '0.1', title: 'Welcome to Venice', outcome: 'success', syncAchieved: true, playedOn: '2026-01-10', notes: 'A clean start.', objectives: [{ label: 'Reach the tower', xp: 2, mandatory: true }] },
  { memoryId: '0.2', title: 'Rooftops', outcome: 'success', easyUsed: true, syncAchieved: true, playedOn: '2026-01-17', notes: longNotes, objectives: [{ label: 'Steal the letter', xp: 3, mandatory: true }] },
  { memoryId: '0.3', title: 'The Arsenal', outcome: 'failure', playedOn: '2026-01-24', notes: 'Caught at the gate.', objectives: [{ label: 'Open the gate', xp: 2, mandatory: true }] },
  { memoryId: '0.3', outcome: 'failure', playedOn: '2026-01-31', notes: 'Caught again; the brotherhood finished it.', objectives: [{ label: 'Open the gate', xp: 2, mandatory: true }, { label: 'Free the prisoner', xp: 4, mandatory: false }] },
  { memoryId: '0.4', title: LONG_TITLE, outcome: 'success', playedOn: '2026-02-07', notes: `Short one. ${HOSTILE}`, objectives: [{ label: 'Escape', xp: 5, mandatory: true }] },
  { memoryId: '1.1', title: 'Grand Canal', outcome: 'success', syncAchieved: true, playedOn: '2026-02-14', notes: 'Full sync.', objectives: [{ label: 'Swim', xp: 4, mandatory: true }] },
  { memoryId: '1.2', title: 'Murano', outcome: 'success', playedOn: '2026-02-21', notes: 'The last row of the log: nothing after it may be cut off.', objectives: [{ label: 'Glass', xp: 1, mandatory: true }] },
];

export async function seedPlayedCampaign(page: Page, name: string): Promise<SeededCampaign> {
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 20, 30] });
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', fourPlayerCoreCampaign(name));
  let diary: { xp: { total: number } } | null = null;
  for (const { memoryId, ...played } of ATTEMPTS) {
    diary = await invokeThroughBridge(page, 'diary/record-attempt', attemptRequest(created.id, memoryId, played));
  }
  return {
    campaignId: created.id,
    name,
    memoryIds: [...new Set(ATTEMPTS.map((a) => a.memoryId))],
    xpTotal: diary!.xp.total,
    lastNotes: ATTEMPTS.at(-1)!.notes!,
  };
}

export interface PdfReading {
  text: string;
  pages: number;
  /** The text with every run of whitespace made one space: wrapped lines read as one. */
  flat: string;
  /** As pdfinfo prints it, e.g. "595.276 x 841.89 pts (A4)". */
  pageSize: string;
}

/** Reads a PDF the way a player's tools would: its text (pdftotext -layout) and its page count (pdfinfo). */
export function readPdf(pdf: Buffer): PdfReading {
  const dir = mkdtempSync(join(tmpdir(), 'bov-pdf-'));
  try {
    const file = join(dir, 'diary.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const pageSize = /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? '';
    return { text, pages, flat: text.replace(/\s+/g, ' '), pageSize };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How many pixels of the PDF's first page carry colour (red, green and blue differ by more
 * than `tolerance`), rendered by pdftoppm as a raw PPM so no image library is needed.
 */
export function colouredPixels(pdf: Buffer, tolerance = 24): { coloured: number; total: number } {
  const dir = mkdtempSync(join(tmpdir(), 'bov-ppm-'));
  try {
    const file = join(dir, 'diary.pdf');
    writeFileSync(file, pdf);
    const ppm = execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', file], { maxBuffer: 64 * 1024 * 1024 });
    // Header: "P6\n<width> <height>\n<max>\n", then width × height RGB triples.
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PPM image');
    const [, width, height] = header.map(Number) as [number, number, number];
    const pixels = ppm.subarray(header[0].length);
    let coloured = 0;
    for (let i = 0; i + 2 < pixels.length; i += 3) {
      const r = pixels[i]!, g = pixels[i + 1]!, b = pixels[i + 2]!;
      if (Math.max(r, g, b) - Math.min(r, g, b) > tolerance) coloured++;
    }
    return { coloured, total: width * height };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
