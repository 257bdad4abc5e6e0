import { expect, type Locator, type Page } from '@playwright/test';
import { openDiaryTab } from './diary.js';

/** The live board's regions, named as a screen reader hears them. */
export const nextStep = (page: Page): Locator => page.getByRole('region', { name: 'What happens next' });
export const tableChanges = (page: Page): Locator => page.getByRole('region', { name: /What changed on the table|Undone: put back what this step did|Redone: do this again at the table/ });
export const actionPanel = (page: Page): Locator => page.getByRole('region', { name: /moves and actions/ });

/** From the campaign's diary, starts memory `memoryId` on the board (its map entered in Box data) and waits for the map. */
export async function startMemory(page: Page, memoryId: string): Promise<void> {
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  await plays.getByRole('button', { name: /^Play memory/ }).click();
  await plays.getByLabel('Memory', { exact: true }).fill(memoryId);
  await plays.getByRole('button', { name: 'Start the memory' }).click();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
}

/** SET-1 then the first event phase: the assassins enter on `entries`, the event shows `direction`. */
export async function enterAndBeginAssassinPhase(page: Page, entries: readonly string[], direction: string): Promise<void> {
  for (const square of entries) await nextStep(page).getByRole('button', { name: `Enter at ${square}` }).click();
  await nextStep(page).getByRole('radio', { name: direction }).check();
  await nextStep(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await nextStep(page).getByRole('button', { name: 'Begin the assassin phase' }).click();
}

/** A roll typed from the physical dice: how many dice show each face. */
export async function typeFaces(where: Locator, faces: Record<string, number>): Promise<void> {
  await where.getByRole('radio', { name: 'We roll our dice and enter the faces' }).check();
  for (const [face, count] of Object.entries(faces)) await where.getByLabel(`${face}: how many dice show it`).fill(String(count));
  await where.getByRole('button', { name: 'Record this roll' }).click();
}
