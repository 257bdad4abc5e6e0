import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { chooseLanguage, createCampaign } from './support/app.js';
import { openDiaryTab } from './support/diary.js';
import { createApocalypseCampaign } from './support/exploration.js';
import { actionPanel as actions, enemyStagePanel as enemy, nextStep as next, startMemory, tableChanges as changes, typeFaces, typeReinforcement } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/**
 * Rules of movement played through the board as a group would: a hunt meeting an objective base,
 * bodies and a roof (HUNT-1…5, MOV-6, MOV-9, CAP-2); a restricted area entered by an assassin and
 * by a guard (RST-2); the saved cube spent after combat (SAVE-3); and an Apocalypse memory running
 * out of stalkers (LACK-1, LACK-2). Maps and numbers are test values, not the campaign book's.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(150_000);

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-rules-movement';
const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);

/** The board's URL parts, for the manual steps (GEN-6) a test sets the table up with. */
function playOf(page: Page): { campaignId: number; playId: number } {
  const [, campaignId, playId] = /\/campaigns\/(\d+)\/plays\/(\d+)/.exec(decodeURIComponent(page.url())) ?? [];
  return { campaignId: Number(campaignId), playId: Number(playId) };
}

async function byHand(page: Page, ...steps: unknown[]): Promise<void> {
  const play = playOf(page);
  for (const step of steps) await invokeThroughBridge(page, 'memory-play/apply-step', { ...play, step });
}

/** Turn N's event phase with the direction typed, then into the assassin phase. */
async function eventPhase(page: Page, direction: string): Promise<void> {
  await next(page).getByRole('radio', { name: direction }).check();
  await next(page).getByRole('button', { name: 'Begin the event phase' }).click();
  await next(page).getByRole('button', { name: 'Begin the assassin phase' }).click();
}

async function confirm(page: Page, step: string): Promise<void> {
  await expect(enemy(page)).toHaveAttribute('data-status', 'ready');
  await enemy(page).getByRole('button', { name: `Confirm ${step}` }).click();
}

/** The board as it stands, screenshot in English, then in Polish, then back to English. */
async function shotInBothLanguages(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.reload();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-en.png` });
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await page.goBack();
  await page.reload();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-pl.png` });
  await chooseLanguage(page, 'Ustawienia', 'Język', 'en');
  await page.goBack();
  await page.reload();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
}

/** The yard: an objective base on B1 with 2 crossbowmen on its spaces and an agile guard beside it; C1 and D1 roofs, C1 with an objective too. */
const HUNT_MAP = `memory 1.2
title Roofs at dusk
side A 4x3
   A    B    C    D
1  s1   s2   r3   r4
2  s5   s6   s7   s8
3  s9   s10  s11  s12
guard B1 crossbowman x2 on-base
guard B1 agile
objective B1 cost 1 xp 1 mandatory "the seal"
objective C1 cost 1 xp 1 optional "the letter"
entrance A D3
assassins A1
assassins A3
`;

test('HUNT-2, MOV-9c, CAP-2, HUNT-4, MOV-6: Claudio, exposed, leaves the base for a roof: the guards on the base stay, the agile guard follows him onto the roof, a body gives way, the bodies are tested, the hunter takes the free objective space and lets him go', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Roof chase', assassins: ['Claudio', 'Daria'] });
  // UNK-1: the group's red die, typed once into the box data (test values).
  await invokeThroughBridge(page, 'box-data/set-die-faces', { die: 'red', faces: ['eye', 'eye', 'eye-alert', 'blank', 'blank', 'blank'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: HUNT_MAP });
  await startMemory(page, '1.2');
  for (const entry of ['A1', 'A3']) await next(page).getByRole('button', { name: `Enter at ${entry}` }).click();
  await eventPhase(page, 'north');
  // GEN-6: Claudio stands exposed on B1; 4 bodies lie on the roof C1.
  const body = { kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman', body: true }, side: 'A', square: 'C1' };
  await byHand(page, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B1' }, { kind: 'attach-red-base', miniatureId: 'a1' }, body, body, body, body);
  await page.reload();
  await expect(square(page, 'C1')).toHaveAccessibleName(/4 bodies \(crossbowman\)/);

  // HUNT-1, HUNT-2: half of 3 is 2, but only the agile guard can follow: the crossbowmen are on the base.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Move to C1' })).toContainText('enemies following: 1 of 3');
  await actions(page).getByRole('button', { name: 'Move to C1' }).click();
  // CAP-2, MOV-6: one body gives way to it (back to the reserve); it takes a free space of C1's objective base at once.
  await expect(changes(page)).toContainText('Move agile guard from B1 to C1.');
  await expect(changes(page)).toContainText('Take the body of the crossbowman off C1, back to the reserve, to make room.');
  await expect(changes(page)).toContainText('Put the agile guard on a free space of the objective base on C1.');
  // HUNT-4, DET-6: the 4 bodies roll one die each, before anything else.
  await expect(next(page)).toContainText('Detection test on C1: 4 red dice.');
  await typeFaces(next(page), { Blank: 4 });
  await expect(changes(page)).toContainText('Detection test on C1: Blank, Blank, Blank, Blank.');
  await expect(square(page, 'B1')).toHaveAccessibleName(/crossbowman/);
  await expect(square(page, 'C1')).toHaveAccessibleName(/agile guard/);
  await expect(square(page, 'C1')).toHaveAccessibleName(/Claudio[^,]*\(exposed\)/);

  // MOV-6, HUNT-2: on its objective space, the agile guard no longer chases: D1 is free of enemies, he is incognito there.
  // (His moves and actions stay shown while he acts.)
  await expect(page.getByRole('button', { name: /Show Claudio.*moves and actions/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Move to D1' })).toContainText('incognito again');
  await actions(page).getByRole('button', { name: 'Move to D1' }).click();
  await expect(square(page, 'D1')).not.toHaveAccessibleName(/\(exposed\)/);
  await expect(square(page, 'C1')).toHaveAccessibleName(/agile guard/);
});

/** A yard with two restricted squares: a guard on B2; a haystack on C2 with a guard south of it on C3. */
const RESTRICTED_MAP = `memory 1.2
title Forbidden yard
side A 4x3
   A    B    C    D
1  s1   s2   s3   s4
2  s5   s6   s7   s8
3  s9   s10  s11  s12
hide C2 haystack
restricted B2
restricted C2
guard B2 crossbowman
guard C3 crossbowman
entrance A D1
assassins A2
`;

test('RST-2: Daria steps into a restricted square among enemies and is exposed with no test; a guard entering the restricted haystack square finds Claudio hidden there', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Forbidden yard', assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: RESTRICTED_MAP });
  await startMemory(page, '1.2');
  await eventPhase(page, 'north');
  // GEN-6: Claudio already hides in the haystack on C2.
  await byHand(page, { kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'C2' }, { kind: 'enter-hiding-spot', miniatureId: 'a1' });
  await page.reload();

  // RST-2: the move says it before anything is paid; no dice are asked; the alert turns active.
  await page.getByRole('button', { name: /Show Daria.*moves and actions/ }).click();
  await expect(actions(page).getByRole('listitem').filter({ hasText: 'Move to B2' })).toContainText('restricted area with enemies: exposed at once, no test; the alert turns active');
  await actions(page).getByRole('button', { name: 'Move to B2' }).click();
  await expect(next(page)).not.toContainText('Detection test');
  await expect(square(page, 'B2')).toHaveAccessibleName(/Daria[^,]*\(exposed\)/);
  await expect(changes(page)).toContainText('Flip the alert token to its red, active side.');

  // The enemy phase: no guards on the card; the guard on C3 drifts north into the restricted haystack square.
  await next(page).getByRole('button', { name: 'End the assassin phase' }).click();
  await typeReinforcement(page, []);
  await confirm(page, 'Reinforcement');
  await expect(enemy(page).locator('[data-restricted="A:C2"]')).toContainText(/Restricted area C2: the enemies find Claudio.* there at once, with no test, even in a hiding spot\. The alert turns active\./);
  await expect(enemy(page).locator('[data-test]')).toHaveCount(0);
  await confirm(page, 'Movement');
  // MAP-HID-6: exposed, he is put beside the haystack.
  await expect(square(page, 'C2')).toHaveAccessibleName(/Claudio[^,]*\(exposed\)/);
});

/** A small square with the assassins and one crossbowman on the next square north (test values). */
const SAVED_MAP = `memory 1.2
title The last chance
side A 4x3
   A    B    C    D
1  s1   s2   s3   s4
2  s5   s6   s7   s8
3  s9   s10  s11  s12
entrance A D1
assassins A3
`;

test('SAVE-3, ASP-3: after combat, before the end of turn, Daria spends her saved cube; the board shows the moment', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Last chance', assassins: ['Claudio', 'Daria'] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: SAVED_MAP });
  await startMemory(page, '1.2');
  await eventPhase(page, 'north');

  // SAVE-2: Daria saves a cube in the assassin phase.
  await page.getByRole('button', { name: /Show Daria.*moves and actions/ }).click();
  await actions(page).getByRole('listitem').filter({ hasText: /Save/ }).getByRole('button').first().click();
  await expect(changes(page)).toContainText(/Daria.*\+/);
  await next(page).getByRole('button', { name: 'End the assassin phase' }).click();
  await typeReinforcement(page, []);
  await confirm(page, 'Reinforcement');
  await confirm(page, 'Movement');
  await confirm(page, 'Combat');

  // The moment after combat: the strip marks it now, What happens next says what may still be done.
  await expect(page.getByRole('list', { name: /Turn 1, phase by phase/ }).getByRole('listitem').filter({ hasText: 'After combat' })).toHaveAttribute('aria-current', 'step');
  await expect(next(page)).toContainText('The enemy steps are done. Before the end of turn, an assassin may still spend its saved cube');
  await expect(page.getByText('Turn 1 · enemy phase: After combat')).toBeVisible();
  await shotInBothLanguages(page, 'after-combat');

  // SAVE-3: her saved cube pays a move now.
  await page.getByRole('button', { name: /Show Daria.*moves and actions/ }).click();
  await actions(page).getByRole('checkbox', { name: 'Pay one cube with the saved cube' }).check();
  await actions(page).getByRole('button', { name: 'Move to B3' }).click();
  await expect(square(page, 'B3')).toHaveAccessibleName(/Daria/);
  await expect(changes(page)).toContainText(/Daria/);
  await next(page).getByRole('button', { name: 'End turn 1' }).click();
  await expect(page.getByText('Turn 2 · event phase')).toBeVisible();
});

/** An Apocalypse memory: 14 of the reserve's 15 stalkers on the map, entrances A (A1) and B (D2). */
const LACK_MAP = `memory A2
title The temple steps
side A 4x4
   A    B    C    D
1  g1   g2   g3   g4
2  g5   g6   g7   g8
3  g9   g10  g11  g12
4  g13  g14  g15  g16
guard A4 stalker x4
guard B4 stalker x4
guard C4 stalker x4
guard D4 stalker x2
entrance A A1
entrance B D2
assassins C2
`;

test('LACK-1, LACK-2: an Apocalypse memory out of stalkers puts a marker on the reinforcement deck, places the last one at entrance A and goes on', async ({ page, app }) => {
  await page.goto(app.url);
  await createApocalypseCampaign(page, 'Temple steps', ['Alif', 'Bastiano']);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: LACK_MAP });
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  await plays.getByRole('button', { name: 'Play a memory' }).click();
  await plays.getByLabel('Memory', { exact: true }).fill('A2');
  await plays.getByRole('button', { name: 'Start the memory' }).click();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  await eventPhase(page, 'north');
  await expect(page.locator('[data-missing-guard-marker="none"]')).toBeVisible();
  await next(page).getByRole('button', { name: 'End the assassin phase' }).click();

  // The card asks for 1 stalker at B, then 1 at A; 1 is left.
  await typeReinforcement(page, [
    { letter: 'B', count: 1, type: 'stalker' },
    { letter: 'A', count: 1, type: 'stalker' },
  ]);
  await expect(enemy(page).locator('[data-shortage="placed"]')).toContainText('The reserve is short (stalker: 2 needed, 1 left): put a missing-guard marker on the reinforcement deck.');
  await expect(enemy(page)).toContainText('1 × stalker will appear on A1');
  await confirm(page, 'Reinforcement');
  await expect(changes(page)).toContainText('Put a missing-guard marker on the reinforcement deck: a second one fails the memory.');
  await expect(page.locator('[data-missing-guard-marker="placed"]')).toContainText('Missing-guard marker on the deck');
  await expect(page.getByRole('button', { name: 'Take the missing-guard marker off the reinforcement deck' })).toBeVisible();
  await expect(square(page, 'A1')).toHaveAccessibleName(/stalker/);
  await expect(enemy(page)).toHaveAttribute('data-enemy-stage', 'movement');
  await shotInBothLanguages(page, 'missing-guard-marker');
});
