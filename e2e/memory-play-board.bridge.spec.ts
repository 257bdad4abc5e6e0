import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign, topBar } from './support/app.js';
import { openDiaryTab, recordDialog } from './support/diary.js';
import { invokeThroughBridge } from './support/print.js';
import { dragToken } from './support/memory-play.js';

/**
 * A memory played on the live board: its map typed once as text into the box data,
 * started from the diary, two turns of the tracker with manual moves by mouse and keyboard,
 * a reload mid-turn, three steps undone, then the memory ended into the diary's record,
 * pre-filled from the board.
 */

test.use({ viewport: { width: 1366, height: 768 } });
// One long evening at the table: two turns step by step on a shared, slow machine.
test.setTimeout(240_000);

/** A 36-square map of memory 1.1 (test values, not the campaign book's): walls, 2 ladders, a tower, 2 entrances, 2 objectives, 6 guards, two entry squares. */
const MAP_TEXT = `memory 1.1
title The harbour at dusk
side A 6x6
   A    B    C    D    E    F
1  s1   s1 | m2   m2   r3   r3
2  s1   s1   m2   m2   r3   r3
   .    .    -    -    .    .
3  s4   s4   s5   s5 H r3   r3
   .    .    .    .    H    .
4  s4   s4   s5   s5   s6   s6
5  c7   c7   s8   s8   s6   s6
6  c7   c7   s8   s8   s9   s10
tile 5 tower
hide C4 haystack
tower C3 D3 C4 D4 foot C4
chest A1
triangle A4
entrance A F5 F6
entrance B C6
objective D1 cost 2 xp 3 mandatory "the letter"
objective F2 cost 1 xp 2 optional
guard C1 crossbowman x2
guard E2 crossbowman
guard D5 agile x2
guard F6 crossbowman
assassins A3
assassins A4
`;

const boardMap = (page: Page): Locator => page.getByRole('group', { name: 'Map of memory 1.1' });
const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);
const changes = (page: Page): Locator => page.getByRole('region', { name: /What changed on the table|Undone: put back what this step did/ });
const next = (page: Page): Locator => page.getByRole('region', { name: 'What happens next' });
const assassinCard = (page: Page, name: RegExp): Locator => page.getByRole('article', { name });

async function trackerStep(page: Page, name: string | RegExp): Promise<void> {
  await next(page).getByRole('button', { name }).click();
}

test('a memory on the live board: started from the diary, two turns of manual moves, reload, undo, ended into a pre-filled diary record', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Board night', assassins: ['Claudio', 'Daria'] });
  // UNK-18: the campaign book's map, entered once as text into the box data.
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });

  // Diary → Play: the start asks in place; memory 1.1's map shows one elite type, so nothing more is asked.
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  await plays.getByRole('button', { name: /^Play memory/ }).click();
  await plays.getByLabel('Memory', { exact: true }).fill('1.1');
  await expect(plays.getByRole('heading', { name: 'Start memory 1.1' })).toBeVisible();
  await expect(plays.getByLabel(/Elite guards/)).toHaveCount(0);
  await plays.getByRole('button', { name: 'Start the memory' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Memory 1.1 — The harbour at dusk' })).toBeVisible();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  await expect(square(page, 'C1')).toHaveAccessibleName(/2 × crossbowman/);
  await expect(square(page, 'D5')).toHaveAccessibleName(/2 × agile guard/);

  // GEN-1: two entry squares, so the players say where each assassin enters; nothing else happens first.
  await expect(next(page)).toContainText(/Where does Claudio.* enter the map\?/);
  await dragToken(page, 'A:C1:guard:crossbowman:up', 'C2');
  await expect(page.getByText('Answer the choice waiting first, with one of its options.')).toBeVisible();
  await expect(square(page, 'C1')).toHaveAccessibleName(/2 × crossbowman/);
  await next(page).getByRole('button', { name: 'Enter at A3' }).click();
  await expect(changes(page)).toContainText(/Put Claudio.* on A3\./);

  // Daria enters by keyboard: picked up from her card, the arrows to A4, Enter puts her down.
  await assassinCard(page, /Daria/).getByRole('button', { name: /Move Daria/ }).click();
  await expect(square(page, 'A1')).toBeFocused();
  for (let n = 0; n < 3; n++) await page.keyboard.press('ArrowDown');
  await expect(square(page, 'A4')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(assassinCard(page, /Daria/)).toContainText('On A4');
  await expect(square(page, 'A4')).toBeFocused();

  // Turn 1 (TURN-1): the event card's direction typed from the physical card; EVT-1 gives 3 cubes each.
  await expect(page.getByText('Turn 1 · event phase')).toBeVisible();
  await next(page).getByRole('radio', { name: 'north' }).check();
  await trackerStep(page, 'Begin the event phase');
  await expect(changes(page)).toContainText('Event card: enemies move north.');
  await expect(changes(page).getByRole('heading')).toBeFocused();
  await expect(assassinCard(page, /Claudio/).getByRole('img', { name: '3 of 3 action cubes' })).toBeVisible();
  await trackerStep(page, 'Begin the assassin phase');

  // ACT-MOV-1 by mouse: Claudio dragged from A3 to the nearby B3 makes his move, its cube spent; then by hand (GEN-6) exposed (STL-3), the alert flipped (ALR-2).
  await dragToken(page, 'a1', 'B3');
  await expect(changes(page)).toContainText(/Move Claudio.* from A3 to B3\./);
  await expect(assassinCard(page, /Claudio/).getByRole('img', { name: '2 of 3 action cubes' })).toBeVisible();
  await assassinCard(page, /Claudio/).getByRole('button', { name: /Clip a red base to Claudio/ }).click();
  await expect(changes(page)).toContainText(/Clip a red base to Claudio/);
  await page.getByRole('button', { name: 'Flip the alert to active' }).click();
  await expect(changes(page)).toContainText('Flip the alert token to its red, active side.');

  // GEN-6 by keyboard: a crossbowman from C1 to C2 — Enter opens the square, Enter on Move picks it up.
  await square(page, 'A4').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(square(page, 'C1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Square C1' })).toBeFocused();
  await page.getByRole('button', { name: 'Move crossbowman' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(square(page, 'C1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(changes(page)).toContainText('Move crossbowman from C1 to C2.');
  await expect(square(page, 'C2')).toHaveAccessibleName(/on it: crossbowman/);

  // ASP-2, ENM-1, END-2: the rest of turn 1, step by step, the screen always naming what comes next.
  await trackerStep(page, 'End the assassin phase');
  await expect(changes(page)).toContainText(/Claudio.*: action cubes on the grouped slots: 0/);
  // GEN-6: the enemy steps advanced by hand, beside the app's preview of each.
  for (const step of ['Reinforcement', 'Movement', 'Combat']) {
    await expect(page.getByText(new RegExp(`Turn 1 · enemy phase: ${step}`))).toBeVisible();
    await trackerStep(page, 'Advance by hand instead');
  }
  await expect(next(page)).toContainText('End of turn 1');
  await trackerStep(page, 'End turn 1');
  await expect(changes(page)).toContainText('Turn 2 begins with the event phase.');

  // Turn 2: a body laid down, an objective completed, Daria hurt.
  await next(page).getByRole('radio', { name: 'east' }).check();
  await trackerStep(page, 'Begin the event phase');
  await trackerStep(page, 'Begin the assassin phase');
  await expect(page.getByText('Turn 2 · assassin phase')).toBeVisible();
  await square(page, 'E2').click();
  await page.getByRole('region', { name: 'Square E2' }).getByRole('button', { name: 'Lay down' }).click();
  await expect(changes(page)).toContainText('Lay crossbowman down on E2: it is a body now.');
  await square(page, 'D1').click();
  await page.getByRole('region', { name: 'Square D1' }).getByRole('checkbox', { name: 'Completed' }).check();
  await expect(changes(page)).toContainText('Flip the objective token on D1: completed.');
  const dariaHealth = assassinCard(page, /Daria/).locator('.value');
  const fullHealth = (await dariaHealth.textContent())!;
  await assassinCard(page, /Daria/).getByRole('button', { name: /Lower Daria.*health/ }).click();
  await expect(dariaHealth).not.toHaveText(fullHealth);

  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/board.png' });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Reload mid-turn: the same board.
  await page.reload();
  await expect(page.getByText('Turn 2 · assassin phase')).toBeVisible();
  await expect(square(page, 'B3')).toHaveAccessibleName(/Claudio.*\(exposed\)/);
  await expect(square(page, 'E2')).toHaveAccessibleName(/body of a crossbowman/);
  await expect(dariaHealth).not.toHaveText(fullHealth);
  await expect(page.getByRole('button', { name: 'Flip the alert to inactive' })).toBeVisible();

  // The app's undo, three times (keys and the top bar): the board redraws each time.
  await square(page, 'A1').focus();
  await page.keyboard.press('Control+z');
  await expect(dariaHealth).toHaveText(fullHealth);
  await expect(page.getByRole('heading', { name: 'Undone: put back what this step did' })).toBeVisible();
  await page.keyboard.press('Control+z');
  await square(page, 'D1').click();
  await expect(page.getByRole('region', { name: 'Square D1' }).getByRole('checkbox', { name: 'Completed' })).not.toBeChecked();
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(square(page, 'E2')).toHaveAccessibleName(/on it: crossbowman/);
  await expect(changes(page)).toContainText('Lay crossbowman down on E2: it is a body now.');

  // The objective completed again, then the memory ended by the players (END-3) into the diary's record.
  await page.getByRole('region', { name: 'Square D1' }).getByRole('checkbox', { name: 'Completed' }).check();
  await expect(changes(page)).toContainText('Flip the objective token on D1: completed.');
  await page.getByRole('button', { name: 'End the memory…' }).click();
  const ending = page.getByRole('dialog', { name: 'End memory 1.1?' });
  await ending.getByRole('radio', { name: /Success/ }).check();
  await ending.getByRole('button', { name: 'End the memory' }).click();

  const record = recordDialog(page);
  await expect(record).toBeVisible();
  await expect(record.getByText('Filled from memory 1.1 as played on the board')).toBeVisible();
  await expect(record.getByLabel('Memory', { exact: true })).toHaveValue('1.1');
  await expect(record.getByRole('radio', { name: 'Success' })).toBeChecked();
  await expect(record.getByLabel('Objective 1', { exact: true })).toHaveValue('the letter');
  await expect(record.getByLabel('XP of objective 1', { exact: true })).toHaveValue('3');
  await record.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(record).toBeHidden();

  // The play is kept: it can be reviewed step by step.
  await expect(plays.getByRole('listitem').filter({ hasText: 'Memory 1.1' })).toBeVisible();
  await plays.getByRole('link', { name: 'Review the play of memory 1.1' }).click();
  await expect(page.getByText(/After step \d+ of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Set-up' }).click();
  await expect(page.getByText(/As set up, before the first step/)).toBeVisible();
  await expect(square(page, 'C1')).toHaveAccessibleName(/2 × crossbowman/);
});
