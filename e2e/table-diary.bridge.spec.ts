import { expect, test } from './support/fixtures.js';
import { chooseLanguage, createCampaign } from './support/app.js';
import { board, openAssassinsTab } from './support/assassins.js';
import { diaryBox, enterXpThresholds, openDiaryTab, recordAttempt, recordDialog } from './support/diary.js';

/*
 * A group's evening with the Diary at 1366×768: every recorded step is confirmed and shown
 * where the players look, the id of the next memory is already there, a failed first attempt's
 * objectives come back for the second, and the villa's heal (VILLA-1) is announced.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const SHOTS = process.env.SHOTS_DIR;

test('DIARY-1, CMP-2, REPLAY-2, VILLA-1: results in view, next memory prefilled, objectives carried, villa heal announced', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Table night', assassins: ['Claudio', 'Daria'] });

  // An injury from memory 0.1, typed on the board.
  await openAssassinsTab(page);
  await board(page, 'Claudio').getByRole('button', { name: 'Lose 1 health (Claudio)' }).click();

  await openDiaryTab(page);
  // DIARY-1, CMP-2: empty boxes name the memory expected there, not "Empty".
  const boxes = page.getByRole('list', { name: 'Diary boxes' });
  await expect(boxes.getByText('Memory 0.1, to play')).toBeVisible();
  await expect(boxes.getByText('Memory 0.4, to play')).toBeVisible();

  // A first failure at 0.1, objectives typed with XP only (names are optional).
  await recordAttempt(page, { memoryId: '0.1', outcome: 'Failure', objectives: [{ label: '', xp: 3, mandatory: true }] });
  // Confirmed briefly, and the box just filled is in view with the focus on it.
  await expect(page.getByRole('status').filter({ hasText: 'Recorded: first attempt at memory 0.1 failed' })).toBeVisible();
  await expect(diaryBox(page, '0.1')).toBeFocused();
  await expect(diaryBox(page, '0.1')).toBeInViewport();

  // REPLAY-2: the second attempt starts with the first attempt's objectives.
  await page.getByRole('button', { name: /^Record the second attempt at / }).click();
  const dialog = recordDialog(page);
  await expect(dialog.getByLabel('Memory', { exact: true })).toHaveValue('0.1');
  await expect(dialog.getByLabel('Objective 1', { exact: true })).toHaveValue('Objective 1');
  await expect(dialog.getByLabel('XP of objective 1', { exact: true })).toHaveValue('3');
  await dialog.getByRole('radio', { name: 'Success' }).check();
  await dialog.getByLabel('XP of objective 1', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();

  // VILLA-1: the heal the rules make on their own is announced, in the toast and in the history.
  await expect(page.getByRole('status').filter({ hasText: 'every assassin recovers all lost health' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/diary-recorded.png` });

  // CMP-2: the next memory is prefilled, whatever the chapter.
  await recordAttempt(page, { memoryId: '0.2', outcome: 'Success', objectives: [{ label: 'Rooftops', xp: 1, mandatory: true }] });
  for (const memoryId of ['0.3', '0.4']) await recordAttempt(page, { memoryId, outcome: 'Success', objectives: [{ label: '', xp: 1, mandatory: true }] });
  await page.getByRole('button', { name: 'Record an attempt' }).click();
  await expect(recordDialog(page).getByLabel('Memory', { exact: true })).toHaveValue('1.1');
  await recordDialog(page).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText('Recorded a success at memory 0.1; the villa restored all lost health (assassins healed: 1)')).toBeVisible();

  // The same in Polish.
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await page.goBack();
  await expect(page.getByText('Zapisano sukces we wspomnieniu 0.1; w willi asasyni odzyskali całe utracone zdrowie (wyleczeni asasyni: 1)')).toBeVisible();
});

test('LVL-1: thresholds saved after a memory bring the level-up choices into view, with the focus on them', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Level night', assassins: ['Claudio', 'Daria'] });
  await openDiaryTab(page);
  await recordAttempt(page, { memoryId: '0.1', outcome: 'Success', objectives: [{ label: 'Escape', xp: 6, mandatory: true }] });
  // Nobody was hurt: the villa has nothing to heal, so nothing is announced.
  const confirmation = page.getByRole('status').getByText('Recorded: memory 0.1 succeeded, 6 XP.', { exact: false });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).not.toContainText('VILLA-1');

  // UNK-2: test thresholds, not the game's.
  await enterXpThresholds(page, [5, 12, 30, 60]);
  const heading = page.getByRole('heading', { name: 'Level up' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Below the sticky top bar, not behind it.
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/diary-level-up.png` });
});
