import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startBridgeProcess, tempDataDir } from './support/bridge-process.js';
import { expect, test } from './support/fixtures.js';

/**
 * Box data → Memory maps: a group enters a memory's map from the campaign book's
 * diagram with the keyboard alone, checks it, saves it, shares it as text, and another group
 * loads that text into a fresh app and gets the very same map.
 */

/** Every key press and click a player makes, counted, so the test can say how long entering a map takes. */
class Hands {
  presses = 0;
  clicks = 0;

  constructor(private readonly page: Page) {}

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key);
      this.presses++;
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += text.length;
  }
}

async function openMapBuilder(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();
  await page.getByRole('link', { name: 'Open the map builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New memory map' })).toBeFocused();
  // The heading shows at once and the builder once the box data is read: a player sees the form before pressing Tab.
  await expect(page.getByLabel('Memory id')).toBeVisible();
}

const mapGrid = (page: Page) => page.getByRole('application', { name: /^Map A/ });
const mapStatus = (page: Page) => page.getByRole('status', { name: 'Cursor and last edit' });

/**
 * The map of a made-up memory 1.2 (test values only; the real maps are box data):
 *
 * ```
 *    A    B    C    D    E    F
 * 1  s1   s1   s1 | r2   r2   r2      entrance B touches F1; objective (cost 2, 3 XP) on E1
 * 2  s1   s1   s1 H r2   r2   r2      2 crossbowmen on B2
 *    -    -    .    .    .    .
 * 3  s3   s3   s4   s4   r5   r5      tower on A3 B3 A4 B4, foot B4 (haystack); 2 crossbowmen on C3
 * 4  s3   s3   s4   s4 H r5   r5
 *    .    .    -    .    .    .
 * 5  s6   s6   s6   m7   m7   m7      entrance A touches A5 A6; 2 crossbowmen on E5
 * 6  s6   s6   s6   m7   m7   m7      optional objective (cost 1, 1 XP) on B6
 * ```
 */
const EXPECTED_TEXT = `memory 1.2

side A 6x6
   A    B    C    D    E    F
1  s1   s1   s1 | r2   r2   r2
2  s1   s1   s1 H r2   r2   r2
   -    -    .    .    .    .
3  s3   s3   s4   s4   r5   r5
4  s3   s3   s4   s4 H r5   r5
   .    .    -    .    .    .
5  s6   s6   s6   m7   m7   m7
6  s6   s6   s6   m7   m7   m7
tile 3 tower
tower A3 B3 A4 B4 foot B4
hide B4 haystack
entrance A A5 A6
entrance B F1
objective E1 cost 2 xp 3 mandatory
objective B6 cost 1 xp 1 optional
guard B2 crossbowman x2
guard C3 crossbowman x2
guard E5 crossbowman x2
`;

test('a 36-square map entered with the keyboard alone, saved, exported as text and imported into a fresh app', async ({ page, app }) => {
  // Two bridges, a whole map typed key by key and an accessibility scan: longer than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openMapBuilder(page, app.url);
  const hands = new Hands(page);

  // The memory id, then Enter goes to the map.
  await hands.press('Tab');
  await expect(page.getByLabel('Memory id')).toBeFocused();
  await hands.type('1.2');
  await hands.press('Enter');
  await expect(mapGrid(page)).toBeFocused();

  // SET-2: seven tiles; a kind letter sets the kind of the next ones; the cursor moves on by itself.
  for (const key of ['6', 'r', '6', 's', '4', '4', 'r', '4', 's', '6', 'm', '6']) await hands.press(key);
  await expect(mapStatus(page)).toContainText('Tile 7: 6 squares of room, D5–F6.');

  // MAP-TWR-1/6: a tower on the medium tile A3–B4, its foot on B4, where the haystack is.
  await hands.press('ArrowUp');
  await hands.press('ArrowLeft', 2);
  await hands.press('Shift+T');
  await hands.press('Shift+H');
  await expect(mapStatus(page)).toContainText('B4: street on a tower tile, tile 3; tower (foot B4), haystack');

  // MAP-WAL-1, MAP-ROOF-2: Ctrl+arrow cycles an edge: wall, then ladder.
  await hands.press('PageUp');
  await hands.press('ArrowRight');
  await hands.press('Control+ArrowRight');
  await hands.press('ArrowDown');
  await hands.press('Control+ArrowRight', 2);
  await expect(mapStatus(page)).toContainText('C2–D2: ladder.');
  await hands.press('ArrowLeft');
  await hands.press('Control+ArrowDown');
  await hands.press('ArrowLeft');
  await hands.press('Control+ArrowDown');
  await hands.press('ArrowDown', 2);
  await hands.press('End');
  await hands.press('ArrowLeft');
  await hands.press('Control+ArrowLeft', 2);
  await hands.press('ArrowLeft', 2);
  await hands.press('Control+ArrowDown');
  await expect(mapStatus(page)).toContainText('C4–C5: wall.');

  // REI-3: entrance A touches the two selected squares, entrance B one square.
  await hands.press('ArrowDown');
  await hands.press('Home');
  await hands.press('Shift+ArrowDown');
  await hands.press('Shift+E');
  await hands.press('PageUp');
  await hands.press('End');
  await hands.press('Shift+E');
  await expect(mapStatus(page)).toContainText('F1: enemy entrance placed.');

  // ACT-OBJ-1: an objective; dropped again its cost goes to 2; Enter opens it to type its XP.
  await hands.press('ArrowLeft');
  await hands.press('Shift+O', 2);
  await hands.press('Enter');
  await expect(page.getByLabel('Cost (actions)')).toBeFocused();
  await hands.press('Tab');
  await hands.type('3');
  await hands.press('Escape');
  await expect(mapGrid(page)).toBeFocused();
  await hands.press('PageDown');
  await hands.press('ArrowLeft', 3);
  await hands.press('Shift+O');
  await hands.press('Enter');
  await hands.press('Tab');
  await hands.type('1');
  await hands.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Mandatory' })).toBeFocused();
  await hands.press('Space');
  await hands.press('Escape');
  await expect(mapStatus(page)).toContainText('B6: street, tile 6 (squares: 6); optional objective, cost 1, 1 XP');

  // Six guards, two on each of three squares.
  await hands.press('ArrowUp', 4);
  await hands.press('Shift+G', 2);
  await hands.press('ArrowDown');
  await hands.press('ArrowRight');
  await hands.press('Shift+G', 2);
  await hands.press('ArrowDown', 2);
  await hands.press('ArrowRight', 2);
  await hands.press('Shift+G', 2);
  await expect(mapStatus(page)).toContainText('E5: room, tile 7 (squares: 6); 2 × crossbowman');

  // The live validation finds nothing to fix; Ctrl+S saves it to box data.
  await expect(page.getByRole('heading', { name: 'No problem: this map can be saved and played.' })).toBeVisible();
  mkdirSync('/tmp/shots', { recursive: true });
  // The pointer rests where the last page click left it; off the palette, so no button looks hovered.
  await page.mouse.move(1355, 400);
  await mapGrid(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/builder.png' });
  await hands.press('Control+S');
  await expect(page.getByRole('heading', { level: 1, name: 'Map of memory 1.2' })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = page.getByRole('table').getByRole('row', { name: /1\.2/ });
  await expect(saved).toContainText('36');

  console.log(`Entering the 36-square map took ${hands.presses} key presses and ${hands.clicks} clicks.`);
  expect(hands.clicks).toBe(0);
  expect(hands.presses).toBeLessThan(150);

  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

  // Exported as a .txt file: the text form of exactly that map.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as .txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bov-memory-1.2.txt');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toBe(EXPECTED_TEXT);

  // Another group, another app with its own save: the text pasted and loaded gives the same map.
  const otherData = tempDataDir();
  const other = await startBridgeProcess(otherData.dir);
  try {
    const otherPage = await page.context().browser()!.newPage({ viewport: { width: 1366, height: 768 } });
    await openMapBuilder(otherPage, other.url);
    await expect(otherPage.getByRole('heading', { name: 'Problems to fix before saving: 2' })).toBeVisible();
    await otherPage.getByLabel('Text of the map').fill(text);
    await otherPage.getByRole('button', { name: 'Load this text into the builder' }).click();
    await expect(otherPage.getByText('Loaded into the builder: check it, then save.')).toBeVisible();
    await expect(otherPage.getByLabel('Text of the map')).toHaveValue(EXPECTED_TEXT);
    await expect(otherPage.getByLabel('Memory id')).toHaveValue('1.2');
    await expect(otherPage.getByRole('heading', { name: 'No problem: this map can be saved and played.' })).toBeVisible();
    await otherPage.getByRole('button', { name: 'Save to box data' }).click();
    await expect(otherPage.getByRole('table').getByRole('row', { name: /1\.2/ })).toContainText('36');

    // Read back from the other app's box data, it is still the same text.
    await otherPage.reload();
    const again = otherPage.waitForEvent('download');
    await otherPage.getByRole('table').getByRole('row', { name: /1\.2/ }).getByRole('button', { name: 'Download as text' }).click();
    expect(readFileSync((await (await again).path())!, 'utf8')).toBe(EXPECTED_TEXT);
    await otherPage.close();
  } finally {
    await other.stop();
    otherData.remove();
  }
});

/** Where a square (or the border east of it) is on screen: the grid is drawn 64 units a square after a 26-unit margin. */
async function gridPoint(page: Page, col: number, row: number): Promise<{ x: number; y: number }> {
  const box = (await mapGrid(page).locator('svg').boundingBox())!;
  const side = 26 + 6 * 64 + 8;
  const scale = Math.min(box.width / side, box.height / side);
  const left = box.x + (box.width - side * scale) / 2;
  return { x: left + (26 + (col - 0.5) * 64) * scale, y: box.y + (26 + (row - 0.5) * 64) * scale };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}

test('with the mouse: tiles drawn and moved by dragging, an edge cycled by clicks, a token dragged from the palette, undo, and removal after a confirmation', async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openMapBuilder(page, app.url);
  await page.getByLabel('Memory id').fill('2.1');
  const text = page.getByLabel('Text of the map');

  await drag(page, await gridPoint(page, 1, 1), await gridPoint(page, 2, 2));
  await page.getByRole('radio', { name: 'Roof' }).check();
  // The palette sits below the square's panel, so reaching Roof may scroll: the map back in sight first.
  await mapGrid(page).evaluate((grid) => grid.ownerDocument.defaultView?.scrollBy(0, grid.getBoundingClientRect().top - 80));
  await drag(page, await gridPoint(page, 3, 1), await gridPoint(page, 4, 2));
  await expect(text).toHaveValue(/\n1 {2}s1 {3}s1 {3}r2 {3}r2 {3}\. {4}\.\n2 {2}s1 {3}s1 {3}r2 {3}r2 {3}\. {4}\.\n/);

  // MAP-ROOF-2: a click near the border between B1 and C1 makes a wall, a second click a ladder.
  const b1 = await gridPoint(page, 2, 1);
  const c1 = await gridPoint(page, 3, 1);
  const border = { x: (b1.x + c1.x) / 2, y: b1.y };
  await page.mouse.click(border.x, border.y);
  await expect(mapStatus(page)).toContainText('B1–C1: wall.');
  await page.mouse.click(border.x, border.y);
  await expect(text).toHaveValue(/\n1 {2}s1 {3}s1 H r2 {3}r2/);

  // The map at the top of the window, so the palette's Guard and square A2 are both on screen.
  await mapGrid(page).evaluate((grid) => grid.ownerDocument.defaultView?.scrollBy(0, grid.getBoundingClientRect().top - 80));
  // The side column scrolls on its own: the player scrolls it to the palette's Guard.
  await page.getByRole('button', { name: 'Guard' }).evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
  const guard = (await page.getByRole('button', { name: 'Guard' }).boundingBox())!;
  await drag(page, { x: guard.x + 12, y: guard.y + guard.height / 2 }, await gridPoint(page, 1, 2));
  await expect(text).toHaveValue(/\nguard A2 crossbowman\n/);

  // The roof tile dragged two rows down takes its squares along; its ladder has no street square beside it there.
  await drag(page, await gridPoint(page, 3, 1), await gridPoint(page, 3, 3));
  await expect(text).toHaveValue(/\n3 {2}\. {4}\. {4}r2 {3}r2/);
  await page.getByRole('main').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(text).toHaveValue(/\n1 {2}s1 {3}s1 H r2 {3}r2/);

  await page.getByRole('button', { name: 'Save to box data' }).click();
  const row = page.getByRole('table').getByRole('row', { name: /2\.1/ });
  await expect(row).toContainText('8');
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the map of memory 2.1?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No memory map saved yet.')).toBeVisible();
});
