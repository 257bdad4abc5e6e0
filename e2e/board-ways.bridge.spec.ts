import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign, topBar } from './support/app.js';
import { openDiaryTab } from './support/diary.js';
import { firstAssignmentLaidOut, seedCampaignAtTheHq } from './support/hq.js';
import { invokeThroughBridge } from './support/print.js';

/*
 * The seams around the board: starting a memory while the HQ still asks for its step
 * (HQ-GEN-1, HQ-GEN-3) warns and leads to the HQ; from Box data, the map builder and the
 * Diary one step leads back to the board of the memory in play, and from the builder to
 * starting the memory whose map was just entered (UNK-18); a start undone leaves no board.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(180_000);
test.use({ actionTimeout: 15_000 });

const SHOTS = process.env.SHOTS_DIR;

/** Memory 1.2 as a 12-square yard (test values, not the campaign book's). */
const YARD = ['memory 1.2', 'title The yard at dawn', 'side A 4x3', '   A    B    C    D', '1  s1   s2   s3   s4', '2  s5   s6   s7   s8', '3  s9   s10  s11  s12', 'objective D2 cost 1 xp 1 mandatory', 'entrance A D3', 'assassins A1', ''].join('\n');

const plays = (page: Page) => page.getByRole('region', { name: 'Play on the board' });
const boardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Memory 1.2 — The yard at dawn' });

async function openStartForm(page: Page, memoryId: string): Promise<void> {
  await openDiaryTab(page);
  await plays(page).getByRole('button', { name: /^Play (a )?memory/ }).click();
  await plays(page).getByLabel('Memory', { exact: true }).fill(memoryId);
}

test('HQ-GEN-1, HQ-GEN-3: starting a memory while the HQ still asks for its step warns, and leads to the HQ', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: YARD });
  const { campaignId } = await seedCampaignAtTheHq(page, 'Before the HQ', []);
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${campaignId}`);

  // Memory 0.4 completed, the HQ not set up: the start says so and leads there.
  await openStartForm(page, '1.2');
  const note = plays(page).getByRole('note').filter({ hasText: 'Headquarters' });
  await expect(note).toContainText('Memory 0.4 is completed: before the next memory, set up the Headquarters and make its first assignment.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/start-hq-due-en.png` });
  await note.getByRole('link', { name: 'Open the Headquarters' }).click();
  await page.getByRole('radio', { name: 'Mercenary HQ' }).check();
  await page.getByRole('button', { name: 'Set up the HQ…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Set up the HQ' }).click();

  // HQ-GEN-3: set up, but its first assignment is not made: the start warns again.
  await openStartForm(page, '1.2');
  await expect(plays(page).getByRole('note').filter({ hasText: 'HQ assignment' })).toContainText('The HQ assignment comes before the first attempt at each memory, and it is not made yet for this one.');
  await plays(page).getByRole('link', { name: 'Open the Headquarters' }).click();
  await expect(page.getByRole('button', { name: 'Start the assignment' })).toBeVisible();

  // The assignment made there (the HQ has its own story), the start no longer warns and starts.
  await firstAssignmentLaidOut(page, campaignId, 'apprentice-3');
  await openStartForm(page, '1.2');
  await expect(plays(page).getByRole('heading', { name: 'Start memory 1.2' })).toBeVisible();
  await expect(plays(page).getByRole('link', { name: 'Open the Headquarters' })).toHaveCount(0);
  await plays(page).getByRole('button', { name: 'Start the memory' }).click();
  await expect(boardHeading(page)).toBeVisible();
});

test('ways back: from the builder to starting the memory, and from Box data, the builder and the Diary back to its board; a start undone leaves the board', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Ways home', assassins: ['Claudio', 'Daria'] });

  // UNK-18: memory 1.2 has no map yet: the start form leads to the builder, the map is entered there...
  await openStartForm(page, '1.2');
  await plays(page).getByRole('link', { name: 'Enter its map' }).click();
  await page.getByLabel('Text of the map').fill(YARD);
  await page.getByRole('button', { name: 'Load this text into the builder' }).click();
  await page.getByRole('button', { name: 'Save to box data' }).click();
  // ...and one step leads back to starting it, in the campaign the players came from.
  const play = page.getByRole('link', { name: 'Play memory 1.2 in Ways home' });
  await expect(play).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-play-en.png` });
  await play.click();
  await expect(plays(page).getByRole('heading', { name: 'Start memory 1.2' })).toBeVisible();
  await plays(page).getByRole('button', { name: 'Start the memory' }).click();
  await expect(boardHeading(page)).toBeVisible();

  // Box data, opened from the top bar while playing: one step back to the board.
  await topBar(page).getByRole('button', { name: 'Box data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to the board: memory 1.2' });
  await expect(back).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/box-data-back-en.png` });
  await back.click();
  await expect(boardHeading(page)).toBeVisible();

  // The map builder, from Box data: the same step back.
  await topBar(page).getByRole('button', { name: 'Box data' }).click();
  await page.getByRole('link', { name: 'Open the map builder' }).click();
  await expect(page.getByRole('link', { name: 'Back to the board: memory 1.2' })).toBeInViewport();
  await page.getByRole('link', { name: 'Back to the board: memory 1.2' }).click();
  await expect(boardHeading(page)).toBeVisible();

  // The Diary: the way back is at the top of the campaign's page, not below the diary's boxes.
  await page.getByRole('link', { name: 'Diary of Memories' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Memories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the board: memory 1.2' })).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/diary-back-en.png` });
  await page.getByRole('link', { name: 'Back to the board: memory 1.2' }).click();
  await expect(boardHeading(page)).toBeVisible();

  // The start undone: its board is gone, so the screen goes back to the Diary and says why.
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The start of memory 1.2 was undone, so its board is gone: back to the diary.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Memories' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the board/ })).toHaveCount(0);
});
