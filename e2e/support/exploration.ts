import { expect, type Locator, type Page } from '@playwright/test';
import { invokeThroughBridge } from './print.js';

/**
 * The exploration phase at the table, by what the players see: the region map (an SVG
 * group of location buttons), the journey panel beside it, the cube slots and the gauge.
 */

export const REGION_NAME = 'Misty Valley';

/**
 * A small region map, as players would type it from their printed map (test values, not the
 * box's): 1 start, 2 and 3 observation points, 4 a healer, 5 a mystery-or-memory location
 * whose code is under its sticker, 6 an encounter. The gauge's first box carries a `#` card.
 */
export const SMALL_REGION = {
  id: 'misty',
  name: REGION_NAME,
  journeySlots: 3,
  gauge: { boxes: 6, hashBoxes: [{ box: 1, card: 'A#30' }] },
  locations: [
    { number: 1, symbol: 'encounter', healValue: null, cardNumber: null, stickerCode: null, x: null, y: null },
    { number: 2, symbol: 'observation', healValue: null, cardNumber: null, stickerCode: null, x: null, y: null },
    { number: 3, symbol: 'observation', healValue: null, cardNumber: null, stickerCode: null, x: null, y: null },
    { number: 4, symbol: 'healer', healValue: 2, cardNumber: null, stickerCode: null, x: null, y: null },
    { number: 5, symbol: 'mystery-or-memory', healValue: null, cardNumber: null, stickerCode: null, x: null, y: null },
    { number: 6, symbol: 'encounter', healValue: null, cardNumber: null, stickerCode: null, x: null, y: null },
  ],
  connections: [
    [1, 2],
    [2, 3],
    [2, 4],
    [4, 5],
    [1, 6],
  ],
} as const;

/** The exploration table row for location 5's sticker (UNK-27; a test value). */
export const MEMORY_CODE = { code: '4821', kind: 'memory', memoryId: '2.1' } as const;

/** Box data only (the map and the exploration table), through the bridge's own API. */
export async function enterSmallRegion(page: Page): Promise<void> {
  await invokeThroughBridge(page, 'box-data/save-region', { previousId: null, region: SMALL_REGION });
  await invokeThroughBridge(page, 'box-data/save-exploration-code', { previousCode: null, entry: MEMORY_CODE });
}

export async function createApocalypseCampaign(page: Page, name: string, assassins: string[]): Promise<void> {
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('radio', { name: 'Core + Apocalypse' }).check();
  for (const assassin of assassins) await dialog.getByRole('checkbox', { name: assassin }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export async function openExplorationTab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Exploration' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'End-of-memory phase' })).toBeVisible();
}

export function regionMap(page: Page): Locator {
  return page.getByRole('group', { name: `Region map: ${REGION_NAME}` });
}

/** A location's button on the map; its accessible name carries its state ("sticker placed", …). */
export function mapLocation(page: Page, number: number): Locator {
  return regionMap(page).getByRole('button', { name: new RegExp(`^Location ${number},`) });
}

export function journeyList(page: Page): Locator {
  return page.getByRole('list', { name: 'Journeys drawn' });
}

export function cubes(page: Page): Locator {
  return page.getByText(/^Journey cubes: \d of \d left/);
}

/** Selects a location on the map and travels there with the payment offered first (or the one named). */
export async function travelTo(page: Page, number: number, payment?: RegExp): Promise<void> {
  await mapLocation(page, number).click();
  const travel = page.getByRole('button', { name: `Travel to location ${number}` });
  if (payment) await page.getByRole('radio', { name: payment }).check();
  await travel.click();
  await expect(mapLocation(page, number)).toHaveAccessibleName(/the group is here/);
}
