import type { Locator, Page } from '@playwright/test';
import type { ResolutionView } from '../shared/hq/hq-buildings.js';
import { expect, test } from './support/fixtures.js';
import { openDiaryTab, recordDialog } from './support/diary.js';
import { createApocalypseCampaign, openExplorationTab } from './support/exploration.js';
import { firstAssignmentLaidOut, seedCampaignAtTheHq } from './support/hq.js';
import { enterAndBeginAssassinPhase, nextStep, startMemory, tableChanges } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';

/*
 * The end of a memory on the board writes back to the campaign (END-3, FAIL-1): one
 * confirmation shows what changes (health, the eliminated and their bag, HLT-9, cards gained,
 * chest cards) and applies it as one step; the HQ hospital (HQ-AS-1) and the Apocalypse
 * end-of-memory phase (EOM-1, EOM-2) then start from the board's values, typed nowhere again.
 * Campaign setup goes through the bridge; everything about the memory is done on screen.
 */

test.use({ viewport: { width: 1366, height: 768 } });
// A whole memory, its record and the HQ on a shared, slow machine.
test.setTimeout(240_000);
test.use({ actionTimeout: 15_000 });

const SHOTS = process.env.SHOTS_DIR;

/** Memory 1.1 as a 12-square harbour (test values, not the campaign book's): a chest on B1, a mandatory objective on D2. */
const HARBOUR = [
  'memory 1.1',
  'title The harbour gate',
  'side A 4x3',
  '   A    B    C    D',
  '1  s1   s2   s3   s4',
  '2  s5   s6   s7   s8',
  '3  s9   s10  s11  s12',
  'chest B1',
  'objective D2 cost 1 xp 2 mandatory "the seal"',
  'entrance A D3',
  'assassins A1',
  'assassins A3',
  '',
].join('\n');

const assassinCard = (page: Page, name: RegExp): Locator => page.getByRole('article', { name });

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function addCard(page: Page, campaignId: number, memberId: number, name: string, cardType: string, slot: string): Promise<void> {
  await invokeThroughBridge(page, 'board/add-card', { campaignId, card: { name, boxCardId: null, cardType, armorHealth: 0 }, to: { place: 'board', memberId, slot } });
}

async function members(page: Page, campaignId: number): Promise<Record<string, number>> {
  const boards = await invokeThroughBridge<{ members: { characterId: string; memberId: number }[] }>(page, 'board/get', { campaignId });
  return Object.fromEntries(boards.members.map((m) => [m.characterId, m.memberId]));
}

/**
 * On the board: the first assassin (entering A1) is hurt to 1 health, walks to B1, opens the
 * chest and puts the card drawn in its inventory; the second is eliminated.
 */
async function roughEvening(page: Page, hurt: RegExp, out: RegExp): Promise<void> {
  await enterAndBeginAssassinPhase(page, ['A1', 'A3'], 'north');
  const hurtCard = assassinCard(page, hurt);
  for (const health of [2, 1]) await hurtCard.getByRole('button', { name: new RegExp(`Lower .*health to ${health}`) }).click();
  await expect(hurtCard.getByRole('button', { name: /Lower .*health to 0/ })).toBeVisible();

  await hurtCard.getByRole('button', { name: /moves and actions/ }).click();
  const panel = page.getByRole('region', { name: /moves and actions/ });
  await panel.getByRole('button', { name: 'Move to B1' }).click();
  await expect(tableChanges(page)).toContainText('B1');
  await panel.getByRole('listitem').filter({ hasText: 'Open the chest' }).getByRole('button').first().click();
  await expect(tableChanges(page)).toContainText(/chest/i);
  // EQP-2: the card drawn from the chest, typed from it, into a free inventory slot.
  const equip = panel.getByRole('listitem').filter({ hasText: 'Put a gained card in a slot' });
  await equip.getByLabel('Card name', { exact: true }).fill('Lucky Coin');
  await equip.getByRole('combobox', { name: 'Slot', exact: true }).selectOption({ label: 'Inventory 2' });
  await equip.getByRole('button', { name: 'Put the card in' }).click();
  await expect(tableChanges(page)).toContainText('Lucky Coin');

  await assassinCard(page, out).getByRole('button', { name: 'Eliminate' }).click();
  await page.getByRole('dialog', { name: /^Eliminate / }).getByRole('button', { name: 'Eliminate' }).click();
  await expect(tableChanges(page)).toContainText('eliminated');
}

test('END-3, HLT-9, HQ-AS-1: memory 1.1 ends on the board, the campaign takes its result in one step, and the HQ hospital starts from it', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 30, 60] });
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: HARBOUR });
  const { campaignId } = await seedCampaignAtTheHq(page, 'Harbour nights', []);
  // HQ-A1-*: the HQ unlocked and its first assignment made before memory 1.1.
  await invokeThroughBridge(page, 'hq/unlock', { campaignId, version: 'mercenary' });
  await firstAssignmentLaidOut(page, campaignId, 'apprentice-3');
  const member = await members(page, campaignId);
  await addCard(page, campaignId, member.daria!, 'Hidden Blade', 'hidden-blade', 'hidden-blade');
  await addCard(page, campaignId, member.daria!, 'Ordinary Sword', 'melee', 'melee');

  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/#/campaigns/${campaignId}`);
  await startMemory(page, '1.1');
  await roughEvening(page, /Claudio/, /Daria/);

  // The players end it as a success although the seal was not taken: the board says so (END-3), and they go on (GEN-6).
  await page.getByRole('button', { name: 'End the memory…' }).click();
  const ending = page.getByRole('dialog', { name: 'End memory 1.1?' });
  await ending.getByRole('radio', { name: /Success/ }).check();
  await expect(ending.getByRole('note')).toContainText('The board shows the mandatory objective “the seal” on D2 not completed');
  const changes = ending.getByRole('region', { name: 'What the campaign takes from the board' });
  const each = changes.getByRole('list', { name: 'Each assassin' });
  await expect(each.getByRole('listitem').filter({ hasText: /^Claudio/ })).toContainText('Health 3 → 1 of 3: injured.');
  const daria = each.getByRole('listitem').filter({ hasText: /^Daria/ });
  await expect(daria).toContainText('Health 3 → 0 of 3: eliminated.');
  // HLT-9: the assassin card, the hidden blade and the level III/IV skills into the bag; APP-4: the rest stays for the apprentice.
  await expect(daria).toContainText('Into its plastic bag: the assassin card, the hidden-blade card “Hidden Blade”, and no level III or IV skill card (none chosen).');
  await expect(daria).toContainText('Its other cards stay on its board for the apprentice who stands in: Ordinary Sword.');
  await expect(changes.getByRole('list', { name: 'Cards' })).toContainText('Claudio gains “Lucky Coin” (Inventory 2).');
  // MAP-CHS-1: one chest opened; the card drawn from it is ticked, so the diary's record names it.
  await changes.getByRole('checkbox', { name: '“Lucky Coin” came from a chest' }).check();
  await shot(page, 'end-dialog-en');
  await ending.getByRole('button', { name: 'End the memory' }).click();

  // DIARY-2/3: the record, filled from the board: Daria eliminated, the chest card named.
  const record = recordDialog(page);
  await expect(record.getByRole('group', { name: 'Assassins eliminated' }).getByRole('checkbox', { name: /Daria/ })).toBeChecked();
  await expect(record.getByLabel('Chest card 1', { exact: true })).toHaveValue('Lucky Coin');
  await record.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(record).toBeHidden();

  // Back on the ended board: recorded, so the record is no longer offered; what the end wrote is shown.
  await page.goBack();
  await expect(nextStep(page)).toContainText('Recorded in the diary.');
  await expect(nextStep(page).getByRole('button', { name: 'Record in the diary' })).toHaveCount(0);
  await expect(nextStep(page).getByRole('region', { name: 'Written to the campaign when the memory ended' })).toContainText('Health 3 → 1 of 3: injured.');
  await shot(page, 'ended-board-en');

  // The Assassins tab shows the board's values.
  await page.goto(`${origin}/#/campaigns/${campaignId}/assassins`);
  const claudioBoard = page.getByRole('article', { name: /Claudio/ });
  await expect(claudioBoard).toContainText('Lucky Coin');
  await expect(claudioBoard).toContainText(/Health − 1 \/ 3 injured/);

  // HQ-RES-1: the resolution after 1.1, its buildings resolved with nothing done (the HQ has its own story).
  const preview = await invokeThroughBridge<ResolutionView>(page, 'hq/get-resolution', { campaignId });
  const zero = (ids: readonly string[]) => ids.map((staffId) => ({ staffId, value: 0 }));
  await invokeThroughBridge(page, 'hq/resolve-hospital', { campaignId, typed: zero(preview.hospital.byMode.hospital.missing), ezioMode: preview.hospital.ezio ? 'hospital' : null });
  await invokeThroughBridge(page, 'hq/resolve-workshop', { campaignId, build: false });
  await invokeThroughBridge(page, 'hq/resolve-shop', { campaignId, typed: zero(preview.shop.keep.missing) });
  await invokeThroughBridge(page, 'hq/resolve-command-room', { campaignId, roll: { mode: 'entered', faces: ['x', 'x', 'x', 'x'] } });

  // HQ-AS-1: the next assignment's hospital starts from the board: Daria eliminated must go, Claudio injured may.
  await page.goto(`${origin}/#/campaigns/${campaignId}/hq`);
  await page.getByRole('button', { name: 'Start the assignment' }).click();
  const patients = page.getByRole('listitem').filter({ hasText: 'Eliminated assassins to red hospital spaces' });
  await expect(patients).toContainText(/Claudio · injured ·\s*may go to the hospital/);
  await expect(patients).toContainText(/Daria · eliminated ·\s*must go to the hospital/);
  await patients.getByRole('button', { name: /Send Daria/ }).click();
  const hospitalise = page.getByRole('dialog', { name: /Daria.* to the hospital/ });
  await hospitalise.getByRole('button', { name: 'Send to the hospital' }).click();
  await expect(hospitalise).toBeHidden();
  await expect(patients).toContainText(/Daria · eliminated ·\s*on a red space/);
  await shot(page, 'hq-patients-en');
});

test('END-3, FAIL-1, EOM-1, EOM-2: an Apocalypse memory failed on the board starts its end-of-memory phase from the board', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'box-data/import-memory-map-text', { text: HARBOUR });
  await createApocalypseCampaign(page, 'Ruins by the sea', ['Alif', 'Bastiano']);
  await startMemory(page, '1.1');
  await roughEvening(page, /Alif/, /Bastiano/);

  await page.getByRole('button', { name: 'End the memory…' }).click();
  const ending = page.getByRole('dialog', { name: 'End memory 1.1?' });
  await ending.getByRole('radio', { name: /Failure/ }).check();
  const changes = ending.getByRole('region', { name: 'What the campaign takes from the board' });
  await changes.getByRole('checkbox', { name: '“Lucky Coin” came from a chest' }).check();
  // REPLAY-1: after a failure the chest card goes back to the chest deck, not onto the board.
  await expect(changes.getByRole('list', { name: 'Cards' })).toContainText('“Lucky Coin” goes back to the chest deck, in its order');
  await ending.getByRole('button', { name: 'End the memory' }).click();
  const record = recordDialog(page);
  await expect(record.getByRole('radio', { name: 'Failure' })).toBeChecked();
  await record.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(record).toBeHidden();

  // EOM-1, EOM-2: the phase starts from the board: Bastiano replaced for the second attempt, Alif at 1 health.
  await openExplorationTab(page);
  const eom = page.getByRole('region', { name: /End-of-memory phase/ });
  await expect(eom).toContainText('An apprentice replaces Bastiano for the second attempt.');
  await expect(eom.getByRole('list', { name: 'Health now' })).toContainText('Alif (1 of 3 health)');
  await shot(page, 'eom-en');
});
