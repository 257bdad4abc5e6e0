import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign } from './support/app.js';
import { board, openAssassinsTab, slot } from './support/assassins.js';

test.use({ viewport: { width: 1366, height: 768 } });

/** Wholly inside the window: nothing of it cut off at the top or the bottom. */
async function expectWhollyInWindow(page: Page, what: Locator): Promise<void> {
  const box = (await what.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a new group reads rules as rulebook sections, sees its dialog buttons at 768 px and each refusal once', async ({ page, app }) => {
  await page.goto(app.url);

  // The new-campaign dialog with its live setup checklist is taller than the window: its body
  // scrolls, its title and its buttons stay in sight.
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  for (const assassin of ['Claudio', 'Daria', 'Bastiano', 'Alessandra']) await dialog.getByRole('checkbox', { name: assassin }).check();
  await expectWhollyInWindow(page, dialog.getByRole('button', { name: 'Create campaign' }));
  await expectWhollyInWindow(page, dialog.getByRole('heading', { name: 'New campaign' }));

  // A cited rule shows the rulebook section to look up; its id is behind a hover, and read aloud.
  const rule = dialog.locator('.rule-ref[title*="look it up in section"]').first();
  await expect(rule).toHaveAttribute('title', /^Rule [A-Z]+(-[A-Z0-9]+)+: look it up in section \d+ of the rulebook$/);
  await expect(rule.locator('[aria-hidden="true"]')).toHaveText(/^§\d+$/);
  await expect(dialog).not.toContainText(/RULE [A-Z]/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await createCampaign(page, { name: 'Readable', assassins: ['Claudio', 'Daria'] });
  await openAssassinsTab(page);

  // EQP-3: a card with no slot icon sent to a typed slot is refused in one sentence, not two.
  await slot(board(page, 'Daria'), 'Ranged weapon').getByRole('button', { name: 'Add card…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card name').fill('Medicine');
  await add.getByLabel('Slot icon').selectOption({ label: 'No slot icon' });
  await add.getByRole('button', { name: 'Add card', exact: true }).click();
  const why = '“Medicine” has no slot icon, so it goes in an inventory slot.';
  await expect(add.getByRole('alert')).toContainText(why);
  await expect(add.getByText(why)).toHaveCount(1);
  await expect(add.getByLabel('Put it in')).toBeFocused();
  await expect(add.getByLabel('Put it in')).toHaveAccessibleDescription(/EQP-3/);

  await add.getByRole('button', { name: 'Cancel' }).click();
});
