import { expect, type Locator, type Page } from '@playwright/test';
import type { Region } from '../../shared/exploration/region-box-data.js';
import { regionLocation } from '../../shared/test-support/region-builders.js';
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
export const SMALL_REGION: Region = {
  id: 'misty',
  name: REGION_NAME,
  journeySlots: 3,
  gauge: { boxes: 6, hashBoxes: [{ box: 1, card: 'A#30' }] },
  locations: [
    regionLocation(1, 'encounter'),
    regionLocation(2, 'observation'),
    regionLocation(3, 'observation'),
    regionLocation(4, 'healer', { healValue: 2 }),
    regionLocation(5, 'mystery-or-memory'),
    regionLocation(6, 'encounter'),
  ],
  connections: [
    [1, 2],
    [2, 3],
    [2, 4],
    [4, 5],
    [1, 6],
  ],
};

/** The exploration table row for location 5's sticker (UNK-27; a test value). */
export const MEMORY_CODE = { code: '4821', kind: 'memory', memoryId: '2.1' } as const;

/** Box data only (the map and the exploration table), through the bridge's own API. */
export async function enterSmallRegion(page: Page): Promise<void> {
  await invokeThroughBridge(page, 'box-data/save-region', { previousId: null, region: SMALL_REGION });
  await invokeThroughBridge(page, 'box-data/save-exploration-code', { previousCode: null, entry: MEMORY_CODE });
}

/** Creates an Apocalypse campaign through the New campaign dialog; returns its id (from the address it opens). */
export async function createApocalypseCampaign(page: Page, name: string, assassins: string[]): Promise<number> {
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('radio', { name: 'Core + Apocalypse' }).check();
  for (const assassin of assassins) await dialog.getByRole('checkbox', { name: assassin }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(/#\/campaigns\/(\d+)/.exec(page.url())![1]);
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
