import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign, topBar } from './support/app.js';
import { openDiaryTab } from './support/diary.js';
import { invokeThroughBridge } from './support/print.js';
import { typeReinforcement, whoEntersC3 } from './support/memory-play.js';
import { twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';

/**
 * The enemy phase played by the app from its preview: the enemy cards typed in Box
 * data, a map entered as text, then three full turns where each enemy step is confirmed from its
 * preview — reinforcement cards typed from the physical card, event directions typed (one "?"
 * resolved at movement), a choice on a full square (MOV-2), a combat whose leftover die the
 * players give out (CMB-5), and a whole enemy step undone and redone.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(Number(process.env.ENEMY_SPEC_TIMEOUT ?? 300_000));

/** A 16-square test map (test values, not the campaign book's): one entrance, two guards, one entry square. */
const MAP_TEXT = `memory 1.1
title Enemy night
side A 4x4
   A    B    C    D
1  s1   s1   s2   s2
2  s1   s1   s2   s2
3  s3   s3   s4   s4
4  s3   s3   s4   s4
entrance A A1
guard D4 crossbowman
guard D1 agile
assassins C3
`;

const square = (page: Page, ref: string): Locator => page.locator(`[data-square="A:${ref}"]`);
const next = (page: Page): Locator => page.getByRole('region', { name: 'What happens next' });
const enemy = (page: Page): Locator => page.locator('.enemy-stage');
const changes = (page: Page): Locator => page.getByRole('region', { name: /What changed on the table|Undone: put back what this step did|Redone/ });

async function trackerStep(page: Page, name: string | RegExp): Promise<void> {
  await next(page).getByRole('button', { name }).click();
}

/** Turn N's event phase with the direction typed from the physical card, then into the assassin phase. */
async function eventPhase(page: Page, direction: string): Promise<void> {
  await next(page).getByRole('radio', { name: direction }).check();
  await trackerStep(page, 'Begin the event phase');
  await trackerStep(page, 'Begin the assassin phase');
}

/** DET-4, CMB-6: the dice the preview waits for, typed from the physical dice, one roll at a time. */
async function typeDice(page: Page, faces: Record<string, number>): Promise<void> {
  const dice = enemy(page).locator('.dice-panel');
  for (const [face, count] of Object.entries(faces)) await dice.getByLabel(`${face}: how many dice show it`).fill(String(count));
  await dice.getByRole('button', { name: 'Record this roll' }).click();
}

async function confirm(page: Page, step: string): Promise<void> {
  const button = enemy(page).getByRole('button', { name: `Confirm ${step}` });
  await expect(enemy(page)).toHaveAttribute('data-status', 'ready');
  await button.click();
}

test('the enemy phase confirmed from its preview: three turns, typed cards and directions, a full square, a remainder die, an undone step', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });

  // UNK-7: the enemy cards typed in Box data, with the keyboard-usable inline form.
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();
  const cards = page.getByRole('form', { name: 'Enemy cards' });
  await cards.getByLabel('Guard type').fill('crossbowman');
  await cards.getByLabel('Health').fill('1');
  await cards.getByLabel('Black dice').fill('1');
  await cards.getByLabel('Attack').selectOption('ranged');
  await cards.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('1 health, 1 black die, ranged')).toBeVisible();
  await cards.getByLabel('Guard type').fill('agile');
  await cards.getByLabel('Health').fill('2');
  await cards.getByLabel('Black dice').fill('2');
  await cards.getByLabel('Attack').selectOption('melee');
  await cards.getByLabel('Ignores ladders').check();
  await cards.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('2 health, 2 black dice, melee, ignores ladders')).toBeVisible();

  // The memory started from the diary.
  await page.goto(app.url);
  await createCampaign(page, { name: 'Enemy night', assassins: ['Claudio', 'Daria'] });
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  await plays.getByRole('button', { name: /^Play memory/ }).click();
  await plays.getByLabel('Memory', { exact: true }).fill('1.1');
  await plays.getByRole('button', { name: 'Start the memory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memory 1.1 — Enemy night' })).toBeVisible();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  const [, campaignId, playId] = /\/campaigns\/(\d+)\/plays\/(\d+)/.exec(decodeURIComponent(page.url())) ?? [];
  const play = { campaignId: Number(campaignId), playId: Number(playId) };

  // ——— Turn 1 ———
  await eventPhase(page, 'north');
  await trackerStep(page, 'End the assassin phase');

  // Reinforcement (REI-2/3): the card typed; the preview shows the guard appearing on A1, touching entrance A.
  await typeReinforcement(page, [{ count: 1, type: 'crossbowman' }]);
  await expect(enemy(page)).toContainText('1 × crossbowman will appear on A1');
  await expect(page.locator('[data-arrival="A1"]')).toBeVisible();
  await confirm(page, 'Reinforcement');
  await expect(changes(page)).toContainText('Reinforcement card (inactive column): entrance A: 1 × crossbowman.');
  await expect(square(page, 'A1')).toHaveAccessibleName(/crossbowman/);

  // Movement (MOV-3, MOV-5): an arrow for the guard that drifts north, a mark with the reason on those that stay.
  await expect(enemy(page)).toHaveAttribute('data-status', 'ready');
  // A straight arrow has no width, so its presence is checked, not its box.
  await expect(page.locator('[data-arrow="D4>D3"]')).toHaveCount(1);
  await expect(square(page, 'D1')).toHaveAccessibleName(/agile guard stays: no square in that direction/);
  await expect(page.locator('[data-stay="D1"] title')).toHaveText(/no square in that direction/);
  await confirm(page, 'Movement');
  await expect(square(page, 'D3')).toHaveAccessibleName(/crossbowman/);

  // Combat: nobody exposed, nothing to roll.
  await expect(enemy(page)).toContainText('No exposed character is within the enemies');
  await confirm(page, 'Combat');
  await trackerStep(page, 'End turn 1');

  // ——— Turn 2: "?" on the event card ———
  await eventPhase(page, 'the direction the players choose at movement (?)');
  // The table as the assassin phase left it (GEN-6 manual steps): both assassins exposed on C3,
  // three crossbowmen with them and an agile guard beside them on C2.
  const step = (body: unknown) => invokeThroughBridge(page, 'memory-play/apply-step', { ...play, step: body });
  await step({ kind: 'attach-red-base', miniatureId: 'a1' });
  await step({ kind: 'attach-red-base', miniatureId: 'a2' });
  for (let n = 0; n < 3; n++) await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman' }, side: 'A', square: 'C3' });
  await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile' }, side: 'A', square: 'C2' });
  await expect(square(page, 'C2')).toHaveAccessibleName(/agile guard/);
  await trackerStep(page, 'End the assassin phase');

  await typeReinforcement(page, [{ count: 1, type: 'crossbowman' }]);
  await confirm(page, 'Reinforcement');

  // Movement: C3 has room for one more (CAP-1) and two guards are drawn to its red bases (MOV-1):
  // the players choose who enters (MOV-2), every legal option offered.
  const question = enemy(page).locator('[data-question="who-enters"]');
  await expect(question).toContainText('Square C3 has room for 1 more');
  const options = question.getByRole('group', { name: 'Options' }).getByRole('button');
  await expect(options).toHaveCount(2);
  await question.getByRole('button', { name: /agile guard/ }).click();
  // MOV-7: the "?" is resolved from the physical event deck and typed.
  await expect(enemy(page)).toContainText('The event card shows “?”');
  await enemy(page).getByRole('button', { name: 'south' }).click();
  await expect(page.locator('[data-arrow="C2>C3"]')).toHaveCount(1);
  await expect(square(page, 'C3')).toHaveAccessibleName(/3 × crossbowman stay: its square holds a red base/);
  await confirm(page, 'Movement');
  await expect(changes(page)).toContainText('The “?” is resolved: enemies drift south.');

  // Combat (CMB-4/5): 3 crossbowmen × 1 + the agile guard's 2 = 5 black dice for two exposed assassins:
  // 2 each, and the leftover die is the players' to give.
  const combat = enemy(page).locator('[data-question="combat-remainder"]');
  await expect(combat).toContainText('Dice left over from the pool on C3: 1.');
  await combat.getByRole('button', { name: /Daria/ }).click();
  await expect(enemy(page)).toContainText(/Daria.*: 3 dice\./);
  await expect(enemy(page)).toContainText(/Claudio.*: 2 dice\./);
  await typeDice(page, { 'Fail (shield)': 2 });
  await expect(enemy(page)).toContainText('Rolled 2: Fail (shield), Fail (shield)');
  await typeDice(page, { Hit: 1, 'Fail (shield)': 2 });
  await confirm(page, 'Combat');
  await expect(changes(page)).toContainText(/Daria.* rolled Hit, Fail \(shield\), Fail \(shield\) in combat on C3: 1 hit\./);
  const daria = page.getByRole('article', { name: /Daria/ });
  const dariaAfter = await daria.textContent();

  // The combat step's confirmation undone in one (ENM-1), then redone. The answers given to it
  // were steps of their own: the stage stands answered, ready to confirm again or start over.
  await square(page, 'A1').focus();
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Undone: put back what this step did' })).toBeVisible();
  await expect(enemy(page)).toHaveAttribute('data-enemy-stage', 'combat');
  await expect(enemy(page)).toHaveAttribute('data-status', 'ready');
  await expect(enemy(page).getByRole('button', { name: 'Start this step over' })).toBeVisible();
  await expect(daria).not.toHaveText(dariaAfter ?? '');
  await topBar(page).getByRole('button', { name: 'Redo' }).click();
  await expect(daria).toHaveText(dariaAfter ?? '');
  await trackerStep(page, 'End turn 2');

  // ——— Turn 3 ———
  await eventPhase(page, 'east');
  await trackerStep(page, 'End the assassin phase');
  await typeReinforcement(page, [{ count: 1, type: 'agile' }]);
  await confirm(page, 'Reinforcement');
  await expect(enemy(page)).toHaveAttribute('data-status', /ready|question/);

  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/enemy.png' });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  await confirm(page, 'Movement');
  // The combat preview settles first (a question, rolls or ready), then the table answers it.
  await expect(enemy(page)).toHaveAttribute('data-enemy-stage', 'combat');
  await expect(enemy(page)).toHaveAttribute('data-status', /^(ready|question|rolls)$/);
  const remainder = enemy(page).locator('[data-question="combat-remainder"]');
  if (await remainder.isVisible()) {
    await remainder.getByRole('button', { name: /Claudio/ }).click();
    await expect(enemy(page)).toHaveAttribute('data-status', /^(ready|rolls)$/);
  }
  while ((await enemy(page).getAttribute('data-status')) === 'rolls') {
    const legend = await enemy(page).locator('.dice-panel legend').first().textContent();
    const count = Number(/(\d+)\s*$/.exec(legend ?? '')?.[1] ?? '0');
    await typeDice(page, { 'Fail (shield)': count });
    await expect(enemy(page)).toHaveAttribute('data-status', /^(ready|question|rolls)$/);
  }
  await confirm(page, 'Combat');
  await trackerStep(page, 'End turn 3');
  await expect(page.getByText('Turn 4 · event phase')).toBeVisible();
});

test('GEN-1, MOV-2: an enemy step answered in part survives a reload: the question waiting and the answers given are still there', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: MAP_TEXT });
  for (const card of [
    { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false },
    { guardType: 'agile', health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: true },
  ]) {
    await invokeThroughBridge(page, 'box-data/save-enemy-card', { previousGuardType: null, card });
  }
  const created = await invokeThroughBridge<{ id: number }>(page, 'campaign/create', twoPlayerCoreCampaign('Reloaded enemy step'));
  const view = await invokeThroughBridge<{ play: { playId: number } }>(page, 'memory-play/start', { campaignId: created.id, memoryId: '1.1' });
  const step = (body: unknown) => invokeThroughBridge(page, 'memory-play/apply-step', { campaignId: created.id, playId: view.play.playId, step: body });
  // The event card shows "?" (MOV-7); who enters C3 is asked at movement (MOV-2).
  await whoEntersC3(step, '?');
  await page.goto(`${new URL(page.url()).origin}/#/campaigns/${created.id}/plays/${view.play.playId}`);
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();

  // MOV-2: who enters C3 is answered: the agile guard.
  const question = enemy(page).locator('[data-question="who-enters"]');
  await expect(question).toContainText('Square C3 has room for 1 more');
  await question.getByRole('button', { name: /agile guard/ }).click();
  await expect(enemy(page)).toContainText('The event card shows “?”');

  await page.reload();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  // The question waiting is the direction; who enters is not asked again, and the answers can be dropped.
  await expect(enemy(page)).toContainText('The event card shows “?”');
  await expect(enemy(page).locator('[data-question="who-enters"]')).toHaveCount(0);
  await expect(enemy(page).getByRole('button', { name: 'Start this step over' })).toBeVisible();
  await enemy(page).getByRole('button', { name: 'south' }).click();
  await expect(page.locator('[data-arrow="C2>C3"]')).toHaveCount(1);
  await confirm(page, 'Movement');
  // The guard chosen before the reload is the one that entered.
  await expect(square(page, 'C3')).toHaveAccessibleName(/agile guard/);
  await expect(square(page, 'C2')).not.toHaveAccessibleName(/agile guard/);
});

/** A map where entrances A and C both reach B1 (test values, not the campaign book's). */
const GATE_MAP_TEXT = `memory 1.1
title Crowded gate
side A 4x4
   A    B    C    D
1  s1   s1   s2   s2
2  s1   s1   s2   s2
3  s3   s3   s4   s4
4  s3   s3   s4   s4
entrance A B1
entrance C B1 C1
guard B1 crossbowman x2
guard C1 crossbowman
assassins D4
`;

test('GEN-1 in reinforcement: the players choose which entrance is resolved first on a shared square (REI-3) and which body gives way (CAP-2)', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: GATE_MAP_TEXT });
  await createCampaign(page, { name: 'Crowded gate', assassins: ['Claudio', 'Daria'] });
  await openDiaryTab(page);
  const plays = page.getByRole('region', { name: 'Play on the board' });
  await plays.getByRole('button', { name: /^Play memory/ }).click();
  await plays.getByLabel('Memory', { exact: true }).fill('1.1');
  await plays.getByRole('button', { name: 'Start the memory' }).click();
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  const [, campaignId, playId] = /\/campaigns\/(\d+)\/plays\/(\d+)/.exec(decodeURIComponent(page.url())) ?? [];
  const step = (body: unknown) => invokeThroughBridge(page, 'memory-play/apply-step', { campaignId: Number(campaignId), playId: Number(playId), step: body });

  await eventPhase(page, 'north');
  // C1 also holds a crossbowman's body and an agile guard's body (GEN-6 manual steps).
  await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'crossbowman', body: true }, side: 'A', square: 'C1' });
  await step({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: 'agile', body: true }, side: 'A', square: 'C1' });
  await trackerStep(page, 'End the assassin phase');
  await typeReinforcement(page, [
    { letter: 'A', count: 2, type: 'crossbowman' },
    { letter: 'C', count: 2, type: 'agile' },
  ]);

  // REI-3: B1 has room for 2; A's crossbowmen or C's agile guards fill it, as the players resolve them.
  const order = enemy(page).locator('[data-question="entry-order"]');
  await expect(order).toContainText('Entrances A, C reach B1, which has room for 2 more');
  await expect(order.getByRole('group', { name: 'Options' }).getByRole('button')).toHaveText([
    'In the order A → C: entrance A 2 × crossbowman, entrance C 0 × agile guard',
    'In the order C → A: entrance C 2 × agile guard, entrance A 0 × crossbowman',
  ]);
  mkdirSync('/tmp/shots-choices', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-choices/entry-order.png' });
  await order.getByRole('button', { name: /C → A/ }).click();

  // CAP-2: the 2 agile guards entering C1 need 1 body to give way; the two bodies differ.
  const bodies = enemy(page).locator('[data-question="bodies-give-way"]');
  await expect(bodies).toContainText('Enemies entering C1 need room');
  await expect(bodies.getByRole('group', { name: 'Options' }).getByRole('button')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/shots-choices/bodies-give-way.png' });
  await bodies.getByRole('button', { name: /agile guard/ }).click();

  await expect(enemy(page)).toContainText('2 × agile guard will appear on B1');
  await expect(enemy(page)).toContainText('A body (agile guard) on C1 goes back to the reserve');
  while ((await enemy(page).getAttribute('data-status')) === 'rolls') {
    const legend = await enemy(page).locator('.dice-panel legend').first().textContent();
    const count = Number(/(\d+)\s*$/.exec(legend ?? '')?.[1] ?? '0');
    await typeDice(page, { Blank: count });
    await expect(enemy(page)).toHaveAttribute('data-status', /^(ready|rolls)$/);
  }
  await confirm(page, 'Reinforcement');
  await expect(enemy(page)).toHaveAttribute('data-enemy-stage', 'movement');
  await expect(square(page, 'B1')).toHaveAccessibleName(/agile guard/);
});

