import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createCampaign, topBar } from './support/app.js';
import { addCardToSlot, board, destination, openAssassinsTab, openMove, slot, villa } from './support/assassins.js';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

test('EQP-3, VILLA-2, HLT-1, PLY-5, PLY-6: cards, villa, health and party changes on the boards, with undo', async ({ page, app }) => {
  await page.goto(app.url);
  await createCampaign(page, { name: 'Boards', assassins: ['Claudio', 'Daria', 'Bastiano'] });
  await openAssassinsTab(page);
  const claudio = board(page, 'Claudio');
  await expect(claudio).toBeVisible();
  await expectNoAxeViolations(page, 'assassins tab');

  // A card typed by name goes into its typed slot.
  await addCardToSlot(page, 'Claudio', 'Melee weapon', 'Ordinary Sword');

  // EQP-3: the ranged slot is closed to a melee weapon, and the dialog says why.
  const move = await openMove(page, claudio, 'Ordinary Sword');
  await expectNoAxeViolations(page, 'move dialog');
  const ranged = destination(move, 'Claudio', 'Ranged weapon');
  await expect(ranged).toBeDisabled();
  await expect(ranged).toHaveAccessibleDescription(/“Ordinary Sword” is a melee weapon card: it goes in the melee weapon slot or an inventory slot\..*EQP-3/);

  // VILLA-2: into the villa and back onto the board.
  await destination(move, 'Villa', 'Villa').check();
  await move.getByRole('button', { name: 'Move card' }).click();
  await expect(move).toBeHidden();
  await expect(villa(page)).toContainText('Ordinary Sword');
  await expect(slot(claudio, 'Melee weapon')).toContainText('empty');

  const back = await openMove(page, villa(page), 'Ordinary Sword');
  await destination(back, 'Claudio', 'Melee weapon').check();
  await back.getByRole('button', { name: 'Move card' }).click();
  await expect(back).toBeHidden();
  await expect(slot(claudio, 'Melee weapon')).toContainText('Ordinary Sword');
  await expect(villa(page)).toContainText('The villa is empty.');

  // The add dialog warns before sending a card to a slot its icon does not fit.
  await slot(board(page, 'Daria'), 'Ranged weapon').getByRole('button', { name: 'Add card…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card name').fill('Medicine');
  await add.getByLabel('Slot icon').selectOption({ label: 'No slot icon' });
  await add.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(add.getByRole('alert')).toContainText('“Medicine” has no slot icon, so it goes in an inventory slot.');
  await add.getByRole('button', { name: 'Cancel' }).click();

  // HLT-1..3: health steps down from 3 (no armor) and the state word follows; PLY-6 then forbids a swap.
  await claudio.getByRole('button', { name: 'Lose 1 health (Claudio)' }).click();
  await expect(claudio.getByRole('status')).toContainText('2 / 3');
  await expect(claudio.getByRole('status')).toContainText('injured');
  await expect(claudio.getByRole('button', { name: 'Swap…' })).toBeDisabled();
  await expect(claudio).toContainText('Claudio is not at full health: only a fully healthy assassin can be swapped.');

  // PLY-5: Bastiano leaves (confirmed first) and rejoins.
  await board(page, 'Bastiano').getByRole('button', { name: 'Leave…' }).click();
  const leave = page.getByRole('dialog', { name: 'Bastiano leaves the party?' });
  await leave.getByRole('button', { name: 'Leave the party' }).click();
  await expect(leave).toBeHidden();
  await expect(board(page, 'Bastiano')).toHaveCount(0);
  const left = page.getByRole('region', { name: 'Assassins who left' });
  await expect(left).toContainText('Bastiano');

  await left.getByRole('button', { name: 'Rejoin' }).click();
  const rejoin = page.getByRole('dialog', { name: 'Bastiano rejoins the party' });
  await rejoin.getByRole('button', { name: 'Rejoin' }).click();
  await expect(rejoin).toBeHidden();
  await expect(board(page, 'Bastiano')).toBeVisible();
  await expect(left).toHaveCount(0);

  // Undo from the top bar takes back the rejoin.
  await topBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(board(page, 'Bastiano')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Assassins who left' })).toContainText('Bastiano');
  await expect(slot(claudio, 'Melee weapon')).toContainText('Ordinary Sword');
});

test('HLT-1, EQP-6, LVL-3: box-data armor and skill cards feed the boards', async ({ page, app }) => {
  await page.goto(app.url);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();

  // An armor card typed from the box, with the health it adds (a test value, not the game's).
  await page.getByRole('button', { name: 'Add card' }).click();
  const equipment = page.getByRole('dialog', { name: 'Add equipment card' });
  await equipment.getByLabel('Card id').fill('T/1');
  await equipment.getByLabel('Name').fill('Test Armor');
  await equipment.getByLabel('Slot').selectOption({ label: 'Armor' });
  await equipment.getByLabel('Armor health').fill('2');
  await equipment.getByRole('button', { name: 'Save' }).click();
  await expect(equipment).toBeHidden();
  await expect(page.getByRole('row', { name: /Test Armor/ })).toContainText('+2 health');

  // Skill card names for one assassin and level (test names, not the game's).
  const skills = page.getByRole('region', { name: 'Skill cards' });
  await skills.getByLabel('Assassin').selectOption({ label: 'Claudio' });
  await skills.getByLabel('Level').selectOption({ label: 'I' });
  const editor = skills.getByRole('group', { name: 'Claudio, level I' });
  await editor.getByLabel('Skill card 1').fill('Test Skill A');
  await editor.getByLabel('Skill card 2').fill('Test Skill B');
  await editor.getByLabel('Card 2 requires').selectOption({ label: 'HQ level II' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toContainText('Saved');
  await expect(skills.getByRole('row', { name: /Claudio/ })).toContainText('Test Skill B (HQ level II)');
  await expectNoAxeViolations(page, 'box data');

  // The armor picked from box data raises the wearer's maximum health to 3 + 2.
  await page.getByRole('navigation').getByRole('link', { name: 'Campaigns', exact: true }).click();
  await createCampaign(page, { name: 'Armored', assassins: ['Claudio', 'Daria'] });
  await openAssassinsTab(page);
  await slot(board(page, 'Claudio'), 'Armor').getByRole('button', { name: 'Add card…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a card' });
  await add.getByLabel('Card from box data').selectOption({ label: 'T/1 · Test Armor' });
  await expect(add.getByLabel('Card name')).toHaveValue('Test Armor');
  await add.getByRole('button', { name: 'Add card', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(board(page, 'Claudio').getByRole('status')).toContainText('5 / 5');
});
