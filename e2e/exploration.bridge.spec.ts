import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { chooseLanguage, topBar } from './support/app.js';
import { board, openAssassinsTab } from './support/assassins.js';
import { openDiaryTab, recordAttempt } from './support/diary.js';
import {
  createApocalypseCampaign,
  cubes,
  enterSmallRegion,
  journeyList,
  mapLocation,
  openExplorationTab,
  regionMap,
  travelTo,
} from './support/exploration.js';

test('an exploration phase on the region map: journeys, a jump, a healer, a memory found, reload and undo', async ({ page, app }) => {
  await page.goto(app.url);
  await createApocalypseCampaign(page, 'Venice after dark', ['Claudio', 'Daria']);
  await enterSmallRegion(page);

  // EXP-1: nothing to explore before a memory is played.
  await openExplorationTab(page);
  await expect(page.getByText('An exploration phase follows a memory: record the memory in the Diary first.')).toBeVisible();

  await openDiaryTab(page);
  await recordAttempt(page, { memoryId: '1.1', outcome: 'Success', objectives: [{ label: 'Reach the harbour', xp: 3, mandatory: true }] });

  // EOM-1..5 then EXP-1: the end-of-memory phase comes first.
  await openExplorationTab(page);
  await expect(page.getByText('Finish the end-of-memory phase of memory 1.1 first.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();

  // EXP-3: three cubes, from the location of the memory just played.
  await page.getByLabel('Starting location').selectOption({ label: 'Location 1, Encounter' });
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expect(cubes(page)).toHaveText(/Journey cubes: 3 of 3 left/);
  // The end-of-memory line follows the state: the exploration phase is under way, no longer "comes next".
  await expect(page.getByText('The exploration phase after it is under way on the map below.', { exact: false })).toBeVisible();
  await expect(page.getByText('The exploration phase comes next.', { exact: false })).toHaveCount(0);
  await expect(regionMap(page)).toBeVisible();
  await expect(page.locator('.region-map[data-ready="true"]')).toBeVisible();
  await expect(mapLocation(page, 1)).toHaveAccessibleName(/the group is here/);

  // EXP-4: a location not connected to where the group stands is refused, with the rule.
  await mapLocation(page, 5).click();
  await expect(page.getByText('Location 5 is not connected to location 1, where the group stands.')).toBeVisible();

  // Journey 1, chosen with the keyboard: a cube pays; the observation point lights up (LOC-5).
  await mapLocation(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'A journey cube (3 left)' })).toBeChecked();
  await page.getByRole('button', { name: 'Travel to location 2' }).click();
  await expect(mapLocation(page, 2)).toHaveAccessibleName(/the group is here, sticker placed, activated/);
  await expect(cubes(page)).toHaveText(/2 of 3 left/);

  // Journey 2: to the second observation point.
  await travelTo(page, 3);
  await expect(cubes(page)).toHaveText(/1 of 3 left/);
  await expect(journeyList(page).getByRole('listitem')).toHaveCount(2);

  // Reload mid-phase: the map shows exactly the same state.
  await page.reload();
  await expect(mapLocation(page, 3)).toHaveAccessibleName(/the group is here, sticker placed, activated/);
  await expect(mapLocation(page, 2)).toHaveAccessibleName(/sticker placed, activated/);
  await expect(journeyList(page).getByRole('listitem')).toHaveText([/from 1 to 2 · paid with a cube/, /from 2 to 3 · paid with a cube/]);
  await expect(cubes(page)).toHaveText(/1 of 3 left/);

  // LOC-5: a free jump between two activated observation points costs no cube.
  await mapLocation(page, 2).click();
  await page.getByRole('button', { name: 'Jump to location 2 for free' }).click();
  await expect(mapLocation(page, 2)).toHaveAccessibleName(/the group is here/);
  await expect(journeyList(page).getByRole('listitem').nth(2)).toHaveText(/from 3 to 2 · free jump/);
  await expect(cubes(page)).toHaveText(/1 of 3 left/);

  // Journey 3: the last cube, to a healer (LOC-6), used once; a second use is refused with its reason.
  await travelTo(page, 4);
  await expect(cubes(page)).toHaveText(/0 of 3 left/);
  await page.getByRole('button', { name: 'Heal the group here' }).click();
  await expect(page.getByText('The healer at location 4 has already healed the group in this phase.')).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Journey 4: no cube and no clue card left, so the gauge is ticked; its first box gives a # card (THR-1).
  await mapLocation(page, 5).click();
  await expect(page.getByRole('radio', { name: 'A journey cube (0 left)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'A tick on the threat gauge' })).toBeChecked();
  await page.getByRole('button', { name: 'Travel to location 5' }).click();
  await expect(page.getByText(/^Threat gauge: 1 of 6 boxes ticked/)).toBeVisible();
  await expect(page.getByText('Take from the # slot: A#30.')).toBeVisible();

  // LOC-4: the code under the sticker, typed and looked up in the exploration table.
  const resolve = page.getByRole('region', { name: 'Resolve location 5: Mystery or memory' });
  await resolve.getByLabel('Code under the sticker').fill('4821');
  await expect(resolve.getByText('Code 4821 in your exploration table: memory 2.1.')).toBeVisible();
  await resolve.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('heading', { name: 'Memory 2.1 found at location 5' })).toBeVisible();
  await expect(mapLocation(page, 5)).toHaveAccessibleName(/memory sticker 2\.1/);

  // A discovered memory blocks every further journey until it is played.
  await mapLocation(page, 4).click();
  await expect(page.getByText('Memory 2.1 was discovered: play it before any further journey.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Travel to location 4' })).toHaveCount(0);

  // Undo, step by step from the top bar: the memory, journey 4 (line and gauge tick), the healer, journey 3.
  const undo = topBar(page).getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(page.getByRole('heading', { name: 'Memory 2.1 found at location 5' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resolve location 5: Mystery or memory' })).toBeVisible();
  await undo.click();
  await expect(journeyList(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText(/^Threat gauge: 0 of 6 boxes ticked/)).toBeVisible();
  await expect(mapLocation(page, 4)).toHaveAccessibleName(/the group is here/);
  await undo.click();
  await expect(page.getByRole('button', { name: 'Heal the group here' })).toBeVisible();
  await undo.click();
  await expect(journeyList(page).getByRole('listitem')).toHaveCount(3);
  await expect(cubes(page)).toHaveText(/1 of 3 left/);
  await expect(mapLocation(page, 2)).toHaveAccessibleName(/the group is here/);
  await expect(mapLocation(page, 4)).not.toHaveAccessibleName(/sticker placed/);
});

test('a location missing from the entered map is added from the printed map, and a card’s outcome is recorded', async ({ page, app }) => {
  await page.goto(app.url);
  await createApocalypseCampaign(page, 'Ruins at dusk', ['Claudio', 'Daria']);
  await enterSmallRegion(page);
  await openDiaryTab(page);
  await recordAttempt(page, { memoryId: '1.1', outcome: 'Success', objectives: [{ label: 'Reach the harbour', xp: 3, mandatory: true }] });
  await openExplorationTab(page);
  await page.getByRole('button', { name: 'Finish the end-of-memory phase' }).click();
  await page.getByLabel('Starting location').selectOption({ label: 'Location 1, Encounter' });
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expect(cubes(page)).toHaveText(/3 of 3 left/);

  // UNK-28: the printed map shows a location 7 (ruins) beside 1 that nobody typed in yet.
  await page.getByRole('button', { name: 'Add a location from your printed map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await expect(dialog.getByLabel('Connected locations')).toHaveValue('1');
  await dialog.getByLabel('Location number').fill('7');
  await dialog.getByLabel('Symbol').selectOption({ label: 'Ruins' });
  await dialog.getByLabel('Connected locations').fill('1, 9');
  const axeDialog = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axeDialog.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Location 9 is not on this map yet: add it first, then connect them.');
  await dialog.getByLabel('Connected locations').fill('1');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog).toBeHidden();
  await expect(mapLocation(page, 7)).toBeVisible();

  // Keyboard only on the map: Home/End walk the locations, + zooms, Shift+arrows pan, 0 fits again.
  await mapLocation(page, 1).focus();
  await page.keyboard.press('End');
  await expect(mapLocation(page, 7)).toBeFocused();
  const viewport = regionMap(page).locator('g.viewport');
  await page.keyboard.press('+');
  await expect(viewport).toHaveAttribute('transform', /scale\(1\.2500\)/);
  // Zooming about the centre already moves the translation, so the pan is awaited as a change from the zoomed view.
  const zoomed = (await viewport.getAttribute('transform'))!;
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(viewport).not.toHaveAttribute('transform', zoomed);
  await expect(viewport).toHaveAttribute('transform', /scale\(1\.2500\)/);
  const panned = await viewport.getAttribute('transform');

  // LOC-2: the ruins card drawn (the journey chosen with Enter), then what it did (EXC-1).
  await mapLocation(page, 7).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Travel to location 7' }).click();
  await expect(mapLocation(page, 7)).toHaveAccessibleName(/the group is here/);
  // The map redraws its state without losing the players' view.
  await expect(viewport).toHaveAttribute('transform', panned!);
  await mapLocation(page, 7).focus();
  await page.keyboard.press('0');
  await expect(viewport).toHaveAttribute('transform', 'translate(0.00 0.00) scale(1.0000)');
  const resolve = page.getByRole('region', { name: 'Resolve location 7: Ruins' });
  await resolve.getByLabel('Card drawn (name or number)').fill('Old chapel');
  await resolve.getByRole('button', { name: 'Record' }).click();
  const outcome = page.getByRole('region', { name: /Ruins card “Old chapel” \(location 7\)/ });
  // EXC-3: the card asks for a roll; the faces read off the players' dice are typed (no faces in Box data).
  await outcome.getByRole('button', { name: 'Roll dice for this card' }).click();
  await outcome.getByLabel('Number of dice').fill('2');
  await outcome.getByRole('button', { name: 'One more: Hit' }).click();
  await outcome.getByRole('button', { name: 'One more: Special (hit + weapon ability)' }).click();
  await outcome.getByRole('button', { name: 'Record this roll' }).click();
  await expect(outcome.getByText('Result (Hits): 2')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  await outcome.getByLabel('Claudio').fill('-1');
  await outcome.getByRole('button', { name: 'Add a card gained' }).click();
  await outcome.getByLabel('Card 1: name').fill('Rusty key');
  await outcome.getByLabel('Card 1: whose bag').selectOption({ label: 'Daria' });
  await outcome.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(outcome).toBeHidden();
  await expect(mapLocation(page, 7)).toHaveAccessibleName(/explored, exhausted/);
  // The exhausted mark sits in its own corner, never over the location's number.
  const numberBox = (await mapLocation(page, 7).locator('text.number').boundingBox())!;
  const markBox = (await mapLocation(page, 7).locator('.exhausted-mark').boundingBox())!;
  const overlaps = numberBox.x < markBox.x + markBox.width && markBox.x < numberBox.x + numberBox.width && numberBox.y < markBox.y + markBox.height && markBox.y < numberBox.y + numberBox.height;
  expect(overlaps).toBe(false);
  await openAssassinsTab(page);
  await expect(board(page, 'Daria')).toContainText('Rusty key');
  await openExplorationTab(page);

  // The same screen in Polish, refusals included.
  const url = page.url();
  await chooseLanguage(page, 'Settings', 'Language', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await page.goto(url);
  await page.getByRole('button', { name: /^Lokacja 4,/ }).click();
  await expect(page.getByText('Lokacja 4 nie jest połączona z lokacją 7, w której stoi drużyna.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eksploracja: Misty Valley' })).toBeVisible();
});
