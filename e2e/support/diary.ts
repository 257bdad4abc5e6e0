import { expect, type Locator, type Page } from '@playwright/test';

/** The diary steps a group takes after a memory at the table, by what they see on screen. */

export async function openDiaryTab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Diary of Memories' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Memories' })).toBeVisible();
}

/** Types the four XP thresholds into the diary's first-time form (values given by the test). */
export async function enterXpThresholds(page: Page, thresholds: readonly [number, number, number, number]): Promise<void> {
  const numerals = ['I', 'II', 'III', 'IV'];
  for (const [index, xp] of thresholds.entries()) {
    await page.getByLabel(`XP for level ${numerals[index]}`, { exact: true }).fill(String(xp));
  }
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByRole('list', { name: /Levels on the XP track/ })).toBeVisible();
}

export interface AttemptAtTheTable {
  /** Checked against the id the dialog suggests; typed when it differs. */
  memoryId: string;
  outcome: 'Success' | 'Failure';
  difficulty?: 'Easy' | 'Normal';
  sync?: boolean;
  objectives: { label: string; xp: number; mandatory: boolean }[];
  /** Assassins ticked as eliminated in the attempt (HLT-8). */
  eliminated?: string[];
  /** What the live summary must say before the attempt is sent, e.g. "earns 4 XP · red sticker". */
  expectSummary?: RegExp;
}

export function recordDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Record an attempt' });
}

/** Opens the record dialog from its button (first or second attempt), fills it, and sends it with Enter. */
export async function recordAttempt(page: Page, attempt: AttemptAtTheTable): Promise<void> {
  await page.getByRole('button', { name: /^Record (an attempt|the second attempt at )/ }).click();
  const dialog = recordDialog(page);
  await expect(dialog).toBeVisible();
  const memory = dialog.getByLabel('Memory', { exact: true });
  if ((await memory.inputValue()) !== attempt.memoryId) await memory.fill(attempt.memoryId);

  await dialog.getByRole('radio', { name: attempt.outcome }).check();
  if (attempt.difficulty) await dialog.getByLabel('Difficulty at the end').selectOption({ label: attempt.difficulty });
  if (attempt.sync) await dialog.getByRole('checkbox', { name: '100% sync achieved' }).check();
  for (const assassin of attempt.eliminated ?? []) {
    await dialog.getByRole('group', { name: 'Assassins eliminated' }).getByRole('checkbox', { name: assassin }).check();
  }

  for (const [index, objective] of attempt.objectives.entries()) {
    const n = index + 1;
    if (index > 0) await dialog.getByRole('button', { name: 'Add an objective' }).click();
    await dialog.getByLabel(`Objective ${n}`, { exact: true }).fill(objective.label);
    await dialog.getByLabel(`XP of objective ${n}`, { exact: true }).fill(String(objective.xp));
    await dialog.getByRole('checkbox', { name: `Objective ${n} is mandatory` }).setChecked(objective.mandatory);
  }

  if (attempt.expectSummary) await expect(dialog.getByRole('status')).toContainText(attempt.expectSummary);
  // Enter in a field sends the form, as at the table with the keyboard alone.
  await dialog.getByLabel(`XP of objective ${attempt.objectives.length}`, { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

/** A box of the diary grid, named by its memory (its name also carries status and sticker). */
export function diaryBox(page: Page, memoryId: string): Locator {
  return page.getByRole('list', { name: 'Diary boxes' }).getByRole('button', { name: new RegExp(`Memory ${memoryId.replace('.', '\\.')}\\b`) });
}

/** Answers one level-up prompt by typing the skill card's name (no skill names in box data). */
export async function chooseTypedSkill(page: Page, assassin: string, level: string, skill: string): Promise<void> {
  await page.getByRole('button', { name: `Choose ${assassin}'s level ${level} skill` }).click();
  const dialog = page.getByRole('dialog', { name: `Level ${level}: choose a skill for ${assassin}` });
  await dialog.getByLabel('Skill card name').fill(skill);
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await expect(dialog).toBeHidden();
}
