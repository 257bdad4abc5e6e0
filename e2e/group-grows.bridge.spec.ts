import { expect, test } from './support/fixtures.js';
import { board, openAssassinsTab } from './support/assassins.js';

// A group grows. Anna started alone with two assassins; at the next game
// night Bartek sits down with a third (PLY-1, PLY-2, CMP-1: 1 to 4 players).
test('PLY-2: a second player sits down between memories with an assassin of their own', async ({ page, app }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const created = page.getByRole('dialog', { name: 'New campaign' });
  await created.getByLabel('Campaign name').fill('Anna alone');
  await created.getByLabel('Number of players').selectOption('1');
  await created.getByLabel('Name of player 1').fill('Anna');
  for (const assassin of ['Claudio', 'Daria']) await created.getByRole('checkbox', { name: assassin }).check();
  await created.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna alone' })).toBeVisible();

  await openAssassinsTab(page);
  await page.getByRole('button', { name: 'Join the party…' }).click();
  const join = page.getByRole('dialog', { name: 'Join the party' });
  await join.getByLabel('Assassin').selectOption({ label: 'Alessandra' });
  await join.getByLabel('Player', { exact: true }).selectOption({ label: 'A new player sits down' });
  await join.getByLabel("New player's name").fill('Bartek');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join).toBeHidden();

  // Alessandra is in play, and Bartek is at the table as the second player.
  await expect(board(page, 'Alessandra')).toBeVisible();
  await expect(board(page, 'Alessandra')).toContainText('Bartek');
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('main')).toContainText('Bartek');
});
