import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { topBar } from './support/app.js';
import { dragTo, hqBoard, miniature, openHqTab, pool, refusal, room, roomTarget, seedCampaignAtTheHq } from './support/hq.js';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.matches(':focus'))) return;
  }
  throw new Error('Tab never reached the target');
}

// The whole board in view, as on a desktop screen: a native drag cannot scroll the page.
test.use({ viewport: { width: 1280, height: 1100 } });

test('HQ-GEN-1, HQ-A1-4, HQ-A1-5, HQ-CAP-1, HQ-AS-1: unlock the HQ and make the first assignment by drag and drop and keyboard, kept and undoable', async ({ page, app }) => {
  await page.goto(app.url);
  // Test card names, not the game's.
  const seeded = await seedCampaignAtTheHq(page, 'HQ night', ['Test Lantern', 'Test Rope']);
  await openHqTab(page, seeded.campaignId);

  // HQ-GEN-1: before the unlock, the tab says when the HQ arrives and offers both versions.
  await expect(page.getByText(/once memory 0\.4 is completed/)).toBeVisible();
  const setUp = page.getByRole('button', { name: 'Set up the HQ…' });
  await expect(setUp).toBeDisabled();
  await expect(page.getByText('Choose the courtesan or the mercenary HQ first.')).toBeVisible();
  await expectNoAxeViolations(page, 'HQ before unlock');

  await page.getByRole('radio', { name: 'Mercenary HQ' }).check();
  await setUp.click();
  const confirm = page.getByRole('dialog', { name: 'Set up the Mercenary HQ?' });
  await confirm.getByRole('button', { name: 'Set up the HQ' }).click();
  await expect(confirm).toBeHidden();

  // HQ-A1-4: the villa's cards are now in the main hall; the header shows the level and contract.
  const hall = page.getByRole('region', { name: 'Main hall' });
  await expect(hall).toContainText('Test Lantern');
  await expect(hall).toContainText('Test Rope');
  await expect(page.getByText('HQ level', { exact: true })).toBeVisible();

  // HQ-ANY-1: a card goes from the main hall into an assassin's bag and back with the Move… dialog.
  await hall.getByRole('listitem').filter({ hasText: 'Test Rope' }).getByRole('button', { name: 'Move…' }).click();
  const move = page.getByRole('dialog', { name: 'Move “Test Rope”' });
  await move.getByRole('group', { name: 'Claudio', exact: true }).getByRole('radio', { name: 'Plastic bag', exact: true }).check();
  await move.getByRole('button', { name: 'Move card' }).click();
  await expect(move).toBeHidden();
  await expect(hall).not.toContainText('Test Rope');
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(hall).toContainText('Test Rope');

  // The first assignment: blueprint and contract 1 are handled by the app (HQ-A1-2, HQ-A1-3).
  await page.getByRole('button', { name: 'Start the assignment' }).click();
  const steps = page.getByRole('region', { name: 'First assignment' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'The Flying Machine blueprint goes into the workshop' })).toContainText('done');
  await expect(page.getByRole('button', { name: 'Finish the assignment' })).toBeDisabled();
  await expect(room(page, 'Memory group')).toContainText('Claudio');
  await expect(room(page, 'Memory group')).toContainText('Daria');

  // HQ-A1-5 by drag and drop: Ezio and one mercenary go with the memory group.
  await dragTo(page, 'Ezio Auditore', 'Memory group');
  await expect(room(page, 'Memory group')).toContainText('Ezio Auditore');
  await dragTo(page, 'Mercenary 1', 'Memory group');
  await expect(room(page, 'Memory group')).toContainText('Mercenary 1');

  // Six miniatures fill the command room ...
  for (const who of ['Apprentice 1', 'Apprentice 2', 'Apprentice 3', 'Mercenary 2', 'Mercenary 3', 'Mercenary 4']) {
    await dragTo(page, who, 'Command room');
    await expect(room(page, 'Command room')).toContainText(who);
  }
  await expect(room(page, 'Command room')).toContainText('6 / 6');

  // ... so a seventh is refused with the capacity rule's sentence (HQ-CAP-1), and nothing moves.
  await dragTo(page, 'Apprentice 4', 'Command room');
  await expect(refusal(page)).toContainText('The command room is full: it has room for 6 miniatures.');
  await expect(refusal(page)).toContainText('rule HQ-CAP-1');
  await expect(pool(page)).toContainText('Apprentice 4');

  // HQ-AS-1: only assassins lie on the red spaces; an ally is refused with its sentence.
  await dragTo(page, 'Mercenary 4', 'Hospital, red space');
  await expect(refusal(page)).toContainText('Only assassins lie on the red hospital spaces');
  await expect(refusal(page)).toContainText('rule HQ-AS-1');
  await expect(room(page, 'Command room')).toContainText('Mercenary 4');

  // Keyboard only: Enter picks Apprentice 4 up, Tab reaches the white hospital space, Enter places it.
  const apprentice4 = pool(page).getByRole('button', { name: /^Apprentice 4\b/ });
  await apprentice4.focus();
  await page.keyboard.press('Enter');
  await expect(apprentice4).toHaveAttribute('aria-pressed', 'true');
  await expect(hqBoard(page).getByRole('status')).toHaveText('Apprentice 4 picked up; choose a room.');
  // Escape puts it down; Space picks it up again.
  await page.keyboard.press('Escape');
  await expect(apprentice4).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(apprentice4).toHaveAttribute('aria-pressed', 'true');
  const whiteSpace = roomTarget(page, 'Hospital, white space');
  await tabTo(page, whiteSpace);
  await page.keyboard.press('Enter');
  await expect(room(page, 'Hospital, white space')).toContainText('Apprentice 4');
  await expect(hqBoard(page).getByRole('status')).toHaveText('Apprentice 4 placed: Hospital, white space.');

  // The rest of HQ-A1-5: one to the workshop, one to the shop, the others stay in the command room.
  await dragTo(page, 'Mercenary 3', 'Workshop');
  await expect(room(page, 'Workshop')).toContainText('Mercenary 3');
  await dragTo(page, 'Mercenary 4', 'Shop');
  await expect(room(page, 'Shop')).toContainText('Mercenary 4');
  await expect(room(page, 'Command room')).toContainText('4 / 6');
  await expectNoAxeViolations(page, 'HQ board during the assignment');

  const finish = page.getByRole('button', { name: 'Finish the assignment' });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page.getByText('The last assignment is finished.').or(page.getByText(/The assignment before memory .* is finished\./))).toBeVisible();

  // A restart keeps every placement (tables in the save).
  await app.restart();
  await page.goto(app.url);
  await openHqTab(page, seeded.campaignId);
  await expect(room(page, 'Memory group')).toContainText('Ezio Auditore');
  await expect(room(page, 'Hospital, white space')).toContainText('Apprentice 4');
  await expect(room(page, 'Workshop')).toContainText('Mercenary 3');
  await expect(room(page, 'Shop')).toContainText('Mercenary 4');

  // Undo: first the finish, then the last placement (Mercenary 4 back in the command room).
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Finish the assignment' })).toBeEnabled();
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(room(page, 'Command room')).toContainText('Mercenary 4');
  await expect(room(page, 'Shop')).not.toContainText('Mercenary 4');
  await expect(miniature(page, 'Mercenary 4')).toBeVisible();
});
