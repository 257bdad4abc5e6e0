import { expect, type Locator, type Page } from '@playwright/test';

/** The Assassins tab of the open campaign, reached the way a player does: by its tab link. */
export async function openAssassinsTab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Assassins' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Assassins', exact: true })).toBeVisible();
}

/** One assassin's board (an article named by the assassin). */
export function board(page: Page, assassin: string): Locator {
  return page.getByRole('article', { name: assassin, exact: true });
}

/** The row of one slot of a board, e.g. "Melee weapon" or "Inventory 2". */
export function slot(boardOf: Locator, name: string): Locator {
  return boardOf.getByRole('listitem').filter({ has: boardOf.page().getByText(name, { exact: true }) });
}

export function villa(page: Page): Locator {
  return page.getByRole('region', { name: 'Villa', exact: true });
}

/** Types a card by name into a board slot through "Add card…". */
export async function addCardToSlot(page: Page, assassin: string, slotName: string, cardName: string): Promise<void> {
  await slot(board(page, assassin), slotName).getByRole('button', { name: 'Add card…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card name').fill(cardName);
  await dialog.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(slot(board(page, assassin), slotName)).toContainText(cardName);
}

/** Opens "Move…" for a card shown inside `where` and returns the dialog. */
export async function openMove(page: Page, where: Locator, cardName: string): Promise<Locator> {
  await where.getByRole('listitem').filter({ hasText: cardName }).getByRole('button', { name: 'Move…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${cardName}”` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The radio of one destination in the move dialog: the group (owner) and the place. */
export function destination(dialog: Locator, group: string, place: string): Locator {
  return dialog.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: place, exact: true });
}
