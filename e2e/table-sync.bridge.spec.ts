import { expect, test } from './support/fixtures.js';
import { campaignCard, chooseLanguage, createCampaign, goToCampaignList, topBar } from './support/app.js';
import { diaryBox, openDiaryTab, recordAttempt } from './support/diary.js';
import type { Page } from '@playwright/test';

/*
 * SYNC-4 at the table, at 1366×768: a group with three core campaigns earns a 100% sync in
 * its newest one. Right after the record the app offers the sticker to the earlier campaigns
 * (and only those), adds it to the Diaries chosen, marks it "from" the campaign that earned
 * it, and one Undo in that campaign takes it out again.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const SHOTS = process.env.SHOTS_DIR;

async function openDiaryOf(page: Page, name: string): Promise<void> {
  await goToCampaignList(page);
  await campaignCard(page, name).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await openDiaryTab(page);
}

const offerOf = (page: Page) => page.getByTestId('sync-share-offer');

test('SYNC-4: a 100% sync in the newest campaign is offered to the earlier ones, added with a "from" note, and undone in one step', async ({ page, app }) => {
  await page.goto(app.url);
  for (const name of ['Forlì', 'Venezia', 'Roma']) {
    if (name !== 'Forlì') await goToCampaignList(page);
    await createCampaign(page, { name, assassins: ['Claudio', 'Daria'] });
  }
  await openDiaryTab(page);

  // Roma completes memory 1.2 with its 100% sync, on normal: a red sticker (SYNC-1, SYNC-2).
  await recordAttempt(page, { memoryId: '1.2', outcome: 'Success', sync: true, objectives: [{ label: 'Escape', xp: 2, mandatory: true }] });

  // The offer is on screen at once, not only in a toast, naming both earlier campaigns, ticked.
  const offer = offerOf(page);
  const heading = offer.getByRole('heading', { name: /100% sync on memory 1\.2 also counts for your earlier campaigns/ });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  const choices = offer.getByRole('group', { name: 'Campaigns that take the sticker' });
  await expect(choices.getByRole('checkbox')).toHaveCount(2);
  await expect(choices.getByRole('checkbox', { name: 'Forlì' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Venezia' })).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sync-offer.png` });

  await offer.getByRole('button', { name: 'Add to their Diaries' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The memory 1.2 sticker is now in the Diaries of: Forlì, Venezia' })).toBeVisible();

  // Forlì never played 1.2: the sticker waits, named with where it came from...
  await openDiaryOf(page, 'Forlì');
  await expect(page.getByText('Memory 1.2 (red sticker), from Roma')).toBeVisible();
  // ...and sits in 1.2's box once Forlì records it, even without its own sync.
  await recordAttempt(page, { memoryId: '1.2', outcome: 'Success', objectives: [{ label: 'Escape', xp: 2, mandatory: true }] });
  await expect(offerOf(page)).toHaveCount(0);
  await expect(diaryBox(page, '1.2')).toContainText('from Roma');
  await expect(diaryBox(page, '1.2')).toContainText('red sticker');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sync-from-roma.png` });

  // The printed Diary shows it too, with the same note.
  await page.getByRole('link', { name: 'Print the diary' }).click();
  const printedBox = page.getByTestId('print-box').filter({ hasText: '1.2' });
  await expect(printedBox).toContainText('(from Roma)');
  await printedBox.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sync-print.png` });

  // Venezia (after Forlì, before Roma) earns 1.3: only Forlì is offered. Not now closes it.
  await openDiaryOf(page, 'Venezia');
  await recordAttempt(page, { memoryId: '1.3', outcome: 'Success', sync: true, objectives: [{ label: 'Escape', xp: 2, mandatory: true }] });
  await expect(offerOf(page).getByRole('checkbox')).toHaveCount(1);
  await expect(offerOf(page).getByRole('checkbox', { name: 'Forlì' })).toBeChecked();
  await offerOf(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offerOf(page)).toHaveCount(0);
  // The table changes its mind: the box that earned the sticker offers it again.
  await page.getByRole('button', { name: 'Offer the 100% sync of memory 1.3 to earlier campaigns…' }).click();
  await expect(offerOf(page).getByRole('checkbox', { name: 'Forlì' })).toBeChecked();
  await offerOf(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offerOf(page)).toHaveCount(0);

  // In Roma, one Undo takes the shared stickers out of both Diaries.
  await openDiaryOf(page, 'Roma');
  await expect(topBar(page).getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute('title', /1\.2.*Forlì, Venezia/);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Undone in “Roma”' }).first()).toBeVisible();
  await openDiaryOf(page, 'Forlì');
  await expect(diaryBox(page, '1.2')).not.toContainText('from Roma');
  await expect(diaryBox(page, '1.2')).not.toContainText('sticker');
  await openDiaryOf(page, 'Venezia');
  await expect(page.getByText('Memory 1.2 (red sticker), from Roma')).toHaveCount(0);

  // Redo, then the note in Polish.
  await openDiaryOf(page, 'Roma');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Redone in “Roma”' }).first()).toBeVisible();
  await openDiaryOf(page, 'Forlì');
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Pola Dziennika' }).getByText('z kampanii Roma')).toBeVisible();
});
