/**
 * `npm run bench`, the printed diary part: how long a group waits to open a campaign at the
 * end of its story (26 recorded memories, 4 assassins), and to turn its printed Diary of
 * Memories into a PDF in Chromium, as the bridge's players do with the browser's print.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { CampaignDetail } from '../../shared/campaigns/campaign.js';
import { DIARY_MEMORY_BOXES, type Diary } from '../../shared/diary/diary.js';
import { attemptRequest, fourPlayerCoreCampaign } from '../../shared/test-support/diary-builders.js';
import type { AppCore } from '../../src-main/app-core.js';
import { valueOf, type BridgeClient } from './bridge-client.js';
import { summarize, timeEach, type LatencyStats } from './latency-stats.js';

export const OPEN_RUNS = 200;
export const PDF_RUNS = 10;
const WARM_UP = 50;
export const PDF_WARM_UP = 2;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** CMP-2: 0.1–0.4, then chapters 1–4, 26 ids in all (DIARY-1). */
export function benchMemoryIds(): string[] {
  const ids = ['0.1', '0.2', '0.3', '0.4'];
  for (let chapter = 1; ids.length < DIARY_MEMORY_BOXES; chapter++) {
    for (let n = 1; n <= 6 && ids.length < DIARY_MEMORY_BOXES; n++) ids.push(`${chapter}.${n}`);
  }
  return ids;
}

/**
 * Setup, straight through the core: 26 memories, every fourth one failed once before its
 * second attempt (REPLAY-1), stickers of both colours, a paragraph of notes on each.
 */
export async function seedFullDiary(core: AppCore): Promise<number> {
  const { id } = valueOf<CampaignDetail>(await core.dispatch('campaign/create', fourPlayerCoreCampaign('Venezia, the whole story')), 'campaign/create');
  const notes = 'The guards circled twice, the alarm rang, and we hid in the haystack for three turns. '.repeat(4);
  let day = 1;
  const record = async (memoryId: string, outcome: 'success' | 'failure', index: number) => {
    const request = attemptRequest(id, memoryId, {
      title: `Memory ${memoryId}`,
      outcome,
      easyUsed: index % 3 === 1,
      objectives: [{ label: 'Main objective', xp: 2, mandatory: true }],
      otherXp: 1,
      syncAchieved: index % 2 === 0,
      notes,
      playedOn: new Date(Date.UTC(2026, 0, day++)).toISOString().slice(0, 10),
    });
    valueOf<Diary>(await core.dispatch('diary/record-attempt', request), 'diary/record-attempt');
  };
  for (const [index, memoryId] of benchMemoryIds().entries()) {
    if (index % 4 === 3) await record(memoryId, 'failure', index);
    await record(memoryId, 'success', index);
  }
  const diary = valueOf<Diary>(await core.dispatch('diary/get', { campaignId: id }), 'diary/get');
  const filled = diary.boxes.filter((box) => box.status === 'completed').length;
  if (filled !== DIARY_MEMORY_BOXES) throw new Error(`Expected ${DIARY_MEMORY_BOXES} completed memories, found ${filled}.`);
  return id;
}

/** What the campaign screen and the print view ask for when they open: campaign, diary, boards. */
export async function timeOpenCampaign(client: BridgeClient, campaignId: number): Promise<LatencyStats> {
  const open = async () => {
    const [campaign, diary, boards] = await Promise.all([
      client.invoke('campaign/get', { campaignId }),
      client.invoke('diary/get', { campaignId }),
      client.invoke('board/get', { campaignId }),
    ]);
    valueOf(campaign, 'campaign/get');
    valueOf(diary, 'diary/get');
    const { members } = valueOf<{ members: unknown[] }>(boards, 'board/get');
    if (members.length !== 4) throw new Error(`board/get returned ${members.length} assassins`);
  };
  await timeEach(WARM_UP, open);
  return summarize(await timeEach(OPEN_RUNS, open));
}

export interface PdfTimings {
  /** From navigation to the print view's readiness flag (all data on the page). */
  ready: LatencyStats;
  pdf: LatencyStats;
  bytes: number;
}

/** Null when Chromium is not installed where the bench runs. */
export async function timeDiaryPdf(bridgeUrl: string, campaignId: number): Promise<PdfTimings | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    // The page keeps the printed link's token for this tab, as a player's first visit does.
    await page.goto(bridgeUrl);
    const printView = `${new URL(bridgeUrl).origin}/#/campaigns/${campaignId}/print?paper=a4&colour=1`;
    const open = async () => {
      await page.goto('about:blank');
      await page.goto(printView);
      await page.waitForSelector('body[data-print-ready="true"]', { state: 'attached', timeout: 30_000 });
    };
    let bytes = 0;
    const print = async () => {
      const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } });
      bytes = pdf.length;
    };
    await timeEach(PDF_WARM_UP, open);
    const ready = summarize(await timeEach(PDF_RUNS, open));
    await timeEach(PDF_WARM_UP, print);
    const pdf = summarize(await timeEach(PDF_RUNS, print));
    return { ready, pdf, bytes };
  } finally {
    await browser.close();
  }
}
