import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { openDiaryTab, recordAttempt } from './support/diary.js';
import { openHqTab, room, seedCampaignAtTheHq } from './support/hq.js';
import { addBrownCard, addContract, currentBuilding, eliminate, enterWhiteDice, hqBoxData, openBoxData, place, resolutionStep } from './support/hq-story.js';
import { invokeThroughBridge } from './support/print.js';

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

/** The HQ level as the header always shows it (HQ-LVL-1). */
const hqLevel = (page: Page) => page.getByText('HQ level', { exact: true }).locator('xpath=following-sibling::dd[1]');

test.use({ viewport: { width: 1280, height: 1400 } });
test.setTimeout(180_000);

test('HQ story: box data, first assignment, a resolution with entered dice, a failed contract, then its automatic second attempt raises the HQ level', async ({ page, app }) => {
  await page.goto(app.url);

  // ---- Box data typed through the HQ editor (test values, not the game's) -------------------
  await openBoxData(page);
  const hq = hqBoxData(page);
  const deck = hq.getByRole('region', { name: 'Contract deck' });
  // CF-CRD-10: contract 1 is known from the rulebook (4 hits, HQ level I) and read-only there.
  const contractOne = deck.getByRole('row').filter({ hasText: 'rule CF-CRD-10' });
  await expect(contractOne).toContainText('4');
  await expect(contractOne).toContainText('I');
  await contractOne.getByRole('button', { name: 'Edit' }).click();
  const editOne = page.getByRole('dialog', { name: 'Edit contract 1' });
  await expect(editOne.getByRole('group', { name: 'Hits needed' })).toContainText('printed in the rulebook');
  await expect(editOne.getByRole('spinbutton', { name: 'Hits needed' })).toHaveCount(0);
  await editOne.getByRole('button', { name: 'Cancel' }).click();

  await addContract(page, { number: 2, name: 'Test contract two', hits: 3, level: 'II' });
  await expect(deck.getByRole('row', { name: /Test contract two/ })).toContainText('II');
  // HQ-CON-5: a number is one place in the deck; a second card cannot take it.
  await hq.getByRole('button', { name: 'Add contract' }).click();
  const clash = page.getByRole('dialog', { name: 'Add a contract' });
  await clash.getByLabel('Number', { exact: true }).fill('2');
  await clash.getByRole('button', { name: 'Save' }).click();
  await expect(clash.getByRole('alert')).toHaveText('Another contract already has this number.');
  await clash.getByRole('button', { name: 'Cancel' }).click();

  // UNK-11: brown cards. Ezio's is printed (CF-CRD-9); two others are typed.
  const brown = hq.getByRole('region', { name: 'Brown cards' });
  await expect(brown.getByRole('row', { name: /Ezio Auditore/ })).toContainText('rule CF-CRD-9');
  await addBrownCard(page, { character: 'Apprentice 4', healthAtLevelOne: 2 });
  await addBrownCard(page, { character: 'Mercenary 2', commandRoomDice: 2 });
  await expect(brown.getByRole('row', { name: /Mercenary 2/ })).toContainText('2');
  // CF-CRD-7: the Flying Machine's cost is printed.
  await expect(hq.getByRole('region', { name: 'Blueprints' }).getByRole('row', { name: /Flying Machine/ })).toContainText('rule CF-CRD-7');
  await expectNoAxeViolations(page, 'Box data with HQ cards');

  // ---- A campaign at the HQ: the prologue played, Daria eliminated in 0.4 -------------------
  await invokeThroughBridge(page, 'box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 30, 60] });
  // HQ-WRK-8: the worked example's cards, stored in the villa (they move to the main hall).
  const payment = ['Borgia Cloak', 'Ordinary Sword', 'Ordinary Sword', 'Ordinary Sword', 'Parachute', 'Parachute', 'Smoke Bomb'];
  const seeded = await seedCampaignAtTheHq(page, 'HQ story', payment);
  await eliminate(page, seeded.campaignId, 'daria');
  await openHqTab(page, seeded.campaignId);

  // ---- Unlock (HQ-GEN-1) and the first assignment (HQ-A1-1…5) -------------------------------
  await page.getByRole('radio', { name: 'Mercenary HQ' }).check();
  await page.getByRole('button', { name: 'Set up the HQ…' }).click();
  await page.getByRole('dialog', { name: 'Set up the Mercenary HQ?' }).getByRole('button', { name: 'Set up the HQ' }).click();
  await page.getByRole('button', { name: 'Start the assignment' }).click();

  // HQ-A1-1: the eliminated Daria goes to a red space; an apprentice stands in for her.
  await page.getByRole('button', { name: 'Send Daria to a red space…' }).click();
  const toHospital = page.getByRole('dialog', { name: 'Daria to the hospital' });
  await toHospital.getByRole('button', { name: 'Send to the hospital' }).click();
  await expect(toHospital).toBeHidden();
  await expect(room(page, 'Hospital, red space')).toContainText('Daria');
  // Keyboard placement (the board's own test covers drag and drop).
  for (const [who, where] of [
    ['Ezio Auditore', 'Memory group'],
    ['Mercenary 1', 'Memory group'],
    ['Apprentice 4', 'Hospital, white space'],
    ['Mercenary 3', 'Workshop'],
    ['Mercenary 4', 'Shop'],
    ['Apprentice 2', 'Command room'],
    ['Apprentice 3', 'Command room'],
    ['Mercenary 2', 'Command room'],
  ] as const) {
    await place(page, who, where);
  }
  await page.getByRole('button', { name: 'Finish the assignment' }).click();
  await expect(page.getByText(/The (last assignment|assignment before memory .*) is finished\./)).toBeVisible();
  await expect(resolutionStep(page)).toHaveCount(0);
  // HQ-LVL-1: contract 1 is on top, and its back shows HQ level I.
  await expect(hqLevel(page)).toHaveText(/^I\b/);

  // ---- Memory 1.1 is played and recorded --------------------------------------------------
  await openDiaryTab(page);
  await recordAttempt(page, { memoryId: '1.1', outcome: 'Success', objectives: [{ label: 'Test objective', xp: 3, mandatory: true }] });
  await openHqTab(page, seeded.campaignId);

  // ---- Resolution step (HQ-RES-1) -----------------------------------------------------------
  const steps = resolutionStep(page);
  await expect(steps.getByRole('heading', { name: 'Resolution step after memory 1.1' })).toBeVisible();
  await expect(steps.getByRole('list', { name: 'Buildings to resolve, in order' }).getByRole('listitem')).toHaveText([
    /Hospital\s*now/,
    /Workshop\s*to come/,
    /Shop\s*to come/,
    /Command room\s*to come/,
  ]);

  // 1 — Hospital: Apprentice 4's card gives 2 health at HQ level I (HQ-HOS-1/2); Daria gets both.
  const hospital = currentBuilding(page, 1, 'Hospital');
  await expect(hospital).toContainText('2 health');
  await expect(hospital.getByText('Gets no health: stays out, an apprentice still stands in.')).toBeVisible();
  const more = hospital.getByRole('button', { name: 'One health more for Daria' });
  await more.click();
  await more.click();
  await expect(hospital.getByText('Health shared out: 2 of 2')).toBeVisible();
  // HQ-HOS-2: never more than the caregivers give.
  await expect(more).toBeDisabled();
  // HQ-HOS-3: 2 of 3 health: Daria comes back injured.
  await expect(hospital.getByText('Comes back injured (2/3), available for the next memory.')).toBeVisible();
  await expectNoAxeViolations(page, 'resolution: hospital');
  await hospital.getByRole('button', { name: 'Resolve the hospital' }).click();

  // 2 — Workshop: the Flying Machine paid as in HQ-WRK-8 (4 white + 3 black); Mercenary 3's card is typed.
  const workshop = currentBuilding(page, 2, 'Workshop');
  // Keyboard users land on the next building, not at the top of the page.
  await expect(workshop.getByRole('heading', { name: 'Step 2 of 4: Workshop' })).toBeFocused();
  await expect(workshop).toContainText('4 white (reusable) + 3 black (consumable) cards');
  const build = workshop.getByRole('button', { name: 'Build Flying Machine' });
  await expect(build).toBeDisabled();
  await expect(workshop.getByText('Type the missing brown-card values first: the cost after reductions is not known yet.')).toBeVisible();
  await workshop.getByLabel("Cards fewer from Mercenary 3's brown card").fill('0');
  const hall = workshop.getByRole('group', { name: 'Main hall' });
  for (let i = 0; i < payment.length; i++) {
    await hall.getByRole('checkbox').nth(i).check();
  }
  await expect(workshop.getByText('Say the colour of each chosen card the app does not know (7 left).')).toBeVisible();
  for (const [index, name] of payment.entries()) {
    const white = index < 4; // Borgia Cloak and the 3 swords are reusable; parachutes and the bomb are consumables.
    await hall.getByLabel(`Colour of ${name}`).nth(payment.slice(0, index).filter((n) => n === name).length).selectOption(white ? 'white' : 'black');
  }
  await expect(workshop.getByText('White 4/4 · black 3/3 · cards 7/7')).toBeVisible();
  await expectNoAxeViolations(page, 'resolution: workshop');
  await build.click();

  // 3 — Shop: four typed cards; Mercenary 4's card is typed as keeping 1 (HQ-SHP-2).
  const shop = currentBuilding(page, 3, 'Shop');
  await shop.getByLabel("Cards kept from Mercenary 4's brown card").fill('1');
  for (const [index, name] of ['Test Dagger', 'Test Bomb', 'Test Mask', 'Test Cloak'].entries()) {
    await shop.getByLabel(`Card ${index + 1} drawn`).fill(name);
  }
  await shop.getByRole('checkbox', { name: 'Keep card 1' }).check();
  await expect(shop.getByText('Cards kept: 1 of 1 allowed')).toBeVisible();
  await expect(shop.getByRole('checkbox', { name: 'Keep card 2' })).toBeDisabled();
  await shop.getByRole('button', { name: 'Resolve the shop' }).click();

  // 4 — Command room: Mercenary 2 rolls 2 dice (its card), the apprentices 1 each (HQ-CMD-1 default).
  const command = currentBuilding(page, 4, 'Command room');
  await expect(command.getByText('Hits needed')).toBeVisible();
  await expect(command).toContainText('4 hits');
  await expect(command).toContainText('Mercenary 2');
  await expect(command).toContainText('2 white dice');
  await expectNoAxeViolations(page, 'resolution: command room');
  // HQ-CMD-2, HQ-CMD-3: 2 hits of 4 needed (a hit and a special): the contract stays face up.
  await enterWhiteDice(command, { hit: 1, special: 1, x: 2 });
  await expect(page.getByText(/Not enough hits: the contract stays face up/).first()).toBeVisible();
  await expect(hqLevel(page)).toHaveText(/^I\b/);

  // The main hall got the Flying Machine and the kept card; the paid cards are gone.
  const mainHall = page.getByRole('region', { name: 'Main hall' });
  await expect(mainHall).toContainText('Flying Machine');
  await expect(mainHall).toContainText('Test Dagger');
  await expect(mainHall).not.toContainText('Borgia Cloak');

  // ---- The next assignment: the second attempt needs enough staff (HQ-AS-4, HQ-CMD-4) ------
  await page.getByRole('button', { name: 'Start the assignment' }).click();
  await place(page, 'Daria', 'Memory group');
  await place(page, 'Apprentice 2', 'Command room');
  const finish = page.getByRole('button', { name: 'Finish the assignment' });
  await expect(finish).toBeDisabled();
  // The disabled button says why, with the rule: the HQ-AS-4 sentence.
  await expect(finish).toHaveAccessibleDescription(
    /^This is the second attempt at the contract: the command room's staff give 1 die .* and the contract needs 4 hits, so place more miniatures there\. rule HQ-AS-4$/,
  );
  await place(page, 'Mercenary 2', 'Command room');
  await place(page, 'Apprentice 3', 'Command room');
  await expect(page.getByText('The command room gives 4 dice, the contract needs 4: enough.')).toBeVisible();
  await expect(finish).toBeEnabled();
  await finish.click();

  // ---- Memory 1.2, then the automatic success raises the HQ level (HQ-LVL-1) ---------------
  await openDiaryTab(page);
  await recordAttempt(page, { memoryId: '1.2', outcome: 'Success', objectives: [{ label: 'Test objective two', xp: 2, mandatory: true }] });
  await openHqTab(page, seeded.campaignId);
  await currentBuilding(page, 1, 'Hospital').getByRole('button', { name: 'Resolve the hospital' }).click();
  await currentBuilding(page, 2, 'Workshop').getByRole('button', { name: 'Go on to the shop' }).click();
  await currentBuilding(page, 3, 'Shop').getByRole('button', { name: 'Resolve the shop' }).click();
  const second = currentBuilding(page, 4, 'Command room');
  await expect(second.getByText(/Second attempt at this contract: no roll, each die \(4 in all\) counts as a hit \(4 needed\)\./)).toBeVisible();
  await expect(second.getByText('The contract is fulfilled automatically.')).toBeVisible();
  await second.getByRole('button', { name: 'Resolve the command room' }).click();
  await expect(page.getByText('Contract fulfilled: the card leaves the game. HQ level I → II.').first()).toBeVisible();
  await expect(hqLevel(page)).toHaveText(/^II\b/);

  // Undo puts the contract back: the level is I again and the command room waits again.
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect(hqLevel(page)).toHaveText(/^I\b/);
  await expect(currentBuilding(page, 4, 'Command room')).toBeVisible();
});
