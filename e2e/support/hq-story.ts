import { expect, type Locator, type Page } from '@playwright/test';
import type { PartyBoards } from '../../shared/boards/board.js';
import { miniature, room, roomTarget } from './hq.js';
import { invokeThroughBridge } from './print.js';

/**
 * Steps of the HQ story test: box data typed through the HQ box-data editor,
 * the resolution step driven by what a player sees. Values typed here are test values,
 * not the game's (the app never ships unknown box values).
 */

export async function openBoxData(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/box-data`);
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
}

/** The HQ part of the Box data screen. */
export function hqBoxData(page: Page): Locator {
  return page.getByRole('region', { name: 'Headquarters', exact: true });
}

export interface TypedContract {
  number: number;
  name: string;
  hits: number;
  /** The HQ level printed on its back, as a numeral (I–IV). */
  level: string;
}

export async function addContract(page: Page, contract: TypedContract): Promise<void> {
  await hqBoxData(page).getByRole('button', { name: 'Add contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a contract' });
  await dialog.getByLabel('Number', { exact: true }).fill(String(contract.number));
  await dialog.getByLabel('Name', { exact: true }).fill(contract.name);
  await dialog.getByLabel('Hits needed', { exact: true }).fill(String(contract.hits));
  await dialog.getByLabel('HQ level on its back', { exact: true }).selectOption({ label: contract.level });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

export interface TypedBrownCard {
  character: string;
  /** Health at HQ level I (the other levels left empty: not known). */
  healthAtLevelOne?: number;
  commandRoomDice?: number;
}

export async function addBrownCard(page: Page, card: TypedBrownCard): Promise<void> {
  await hqBoxData(page).getByRole('button', { name: 'Add brown card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a brown card' });
  await dialog.getByLabel('Ally or apprentice').selectOption({ label: card.character });
  if (card.healthAtLevelOne !== undefined) {
    await dialog.getByLabel('Hospital effect', { exact: true }).selectOption({ label: 'Health by HQ level' });
    await dialog.getByLabel('Health at HQ level I', { exact: true }).fill(String(card.healthAtLevelOne));
  }
  if (card.commandRoomDice !== undefined) await dialog.getByLabel('Command room: white dice').fill(String(card.commandRoomDice));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Marks an assassin eliminated (as after a memory), through the bridge: the boards have their own tests. */
export async function eliminate(page: Page, campaignId: number, characterId: string): Promise<void> {
  const boards = await invokeThroughBridge<PartyBoards>(page, 'board/get', { campaignId });
  const member = boards.members.find((m) => m.characterId === characterId)!;
  await invokeThroughBridge(page, 'board/set-eliminated', { campaignId, memberId: member.memberId, eliminated: true });
}

/** The resolution step (a region named by its heading). */
export function resolutionStep(page: Page): Locator {
  return page.getByRole('region', { name: /^Resolution step/ });
}

/** The building being resolved now (a region named "Step n of 4: …"). */
export function currentBuilding(page: Page, n: number, name: string): Locator {
  return resolutionStep(page).getByRole('region', { name: `Step ${n} of 4: ${name}` });
}

/** Types the faces the players read off their white dice into the dice panel and records them. */
export async function enterWhiteDice(where: Locator, faces: { hit?: number; special?: number; x?: number }): Promise<void> {
  const labels = { hit: 'Hit', special: 'Special (hit + weapon ability)', x: 'X (miss, retaliation)' } as const;
  for (const face of ['hit', 'special', 'x'] as const) {
    await where.getByLabel(`${labels[face]}: how many dice show it`).fill(String(faces[face] ?? 0));
  }
  await where.getByRole('button', { name: 'Record this roll' }).click();
}

/** Places a miniature with the keyboard (Enter picks it up, Enter on the room's target puts it down) and waits to see it there. */
export async function place(page: Page, who: string, where: string): Promise<void> {
  // A view reloading after the previous command may take the focus away before the key lands,
  // so the pick-up is checked (aria-pressed) and tried again, never pressed twice once it held.
  await expect(async () => {
    const token = miniature(page, who);
    if ((await token.getAttribute('aria-pressed')) !== 'true') {
      await token.focus();
      await page.keyboard.press('Enter');
    }
    await expect(token).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await roomTarget(page, where).focus();
  await page.keyboard.press('Enter');
  await expect(room(page, where)).toContainText(who);
}
