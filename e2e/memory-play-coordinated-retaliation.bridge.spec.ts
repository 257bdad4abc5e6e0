import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.js';
import { actionPanel as actions, enterAndBeginAssassinPhase, nextStep as next, startMemory, tableChanges as changes, typeFaces, yardCampaign } from './support/memory-play.js';
import { invokeThroughBridge } from './support/print.js';
import type { DieFace } from '../shared/dice/dice.js';

/**
 * A coordinated attack that goes wrong (COORD-3, RET-2, RET-3): Claudio and Daria throw at three
 * crossbowmen and an agile guard on the next square, and both roll an X. Each crossbowman shoots
 * back once (1 die each, CF-CHR-13); the agile guard's melee cannot reach them. The 3 dice are
 * dealt as evenly as possible: the players say who takes the odd one. Each share and its chances
 * show before the roll, and each roll takes exactly its share.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(180_000);

/** The yard with three crossbowmen and an agile guard on B1. */
const PIECES = ['guard B1 crossbowman x3', 'guard B1 agile'];

test('COORD-3, RET-2, RET-3: the retaliation dice are pooled once and dealt out, each share with its odds, each roll of its share', async ({ page, app }) => {
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  // UNK-1, UNK-18: the group's dice faces and the map, typed once (test values); no enemy card entered.
  const faces = { white: ['hit', 'hit', 'special', 'hit', 'x', 'x'], black: ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'] } satisfies Record<string, DieFace[]>;
  await yardCampaign(page, app.url, { pieces: PIECES, faces, ranged: { Claudio: 'Test knives', Daria: 'Test bow' } });

  await startMemory(page, '1.2');
  await enterAndBeginAssassinPhase(page, ['A1', 'A1'], 'north');
  const [, campaignId, playId] = /\/campaigns\/(\d+)\/plays\/(\d+)/.exec(decodeURIComponent(page.url())) ?? [];

  // COORD-1, COORD-2: both throw at B1 from A1, one die each.
  await page.getByRole('button', { name: /Show Claudio.*moves and actions/ }).click();
  const together = actions(page).getByRole('listitem').filter({ hasText: 'Coordinated attack' }).first();
  await together.getByLabel('Target square').selectOption('A:B1');
  await together.getByRole('checkbox', { name: /Daria.* joins the attack/ }).check();
  await together.getByLabel(/White dice on Claudio.*weapon card/).fill('1');
  await together.getByLabel(/White dice on Daria.*weapon card/).fill('1');
  // ACT-WPN-5: the health on the two cards, asked in place (test values); the rulebook gives the dice and weapons.
  await together.getByLabel('Health on the card: crossbowman').fill('1');
  await together.getByLabel('Health on the card: agile guard').fill('2');
  await expect(together.getByLabel(/Black dice on the card/)).toHaveCount(0);
  await together.getByRole('button', { name: 'Attack together' }).click();
  await expect(next(page)).toContainText('2 white dice');
  await typeFaces(next(page), { 'X (miss, retaliation)': 2 });

  // RET-1: both exposed. RET-3: the agile guard cannot reach them; the 3 crossbowmen roll 1 die each, once.
  const deal = next(page);
  await expect(deal).toContainText(/Retaliation by 3 × crossbowman: 3 black dice in all/);
  const options = deal.getByRole('group', { name: 'Choose one' }).getByRole('button');
  await expect(options).toHaveText([/Claudio.* 2 black dice · Daria.* 1 black die/, /Claudio.* 1 black die · Daria.* 2 black dice/]);
  // CMB-6: each share a participant could take, with its exact chances (2 of the 6 test faces hit).
  await expect(deal).toContainText(/Claudio.* \(3 health\), 1 black die: untouched 66\.7%/);
  await expect(deal).toContainText(/Daria.* \(3 health\), 2 black dice: untouched 44\.4%/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/coordinated-deal-en.png` });

  // GEN-1: the players give the odd die to Daria.
  await options.nth(1).click();
  await expect(next(page)).toContainText(/Retaliation against Claudio.* by 3 × crossbowman: roll 1 black die/);
  const shares = next(page).getByRole('listitem');
  await expect(shares).toHaveText([/Claudio.* \(3 health\), 1 black die: untouched 66\.7% · injured 33\.3% · critical 0%/, /Daria.* \(3 health\), 2 black dice: untouched 44\.4%/]);
  await expect(next(page).getByLabel('Black dice rolled')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/coordinated-shares-en.png` });
  if (shots) {
    await invokeThroughBridge(page, 'settings/set-language', { language: 'pl' });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Co dalej' })).toContainText(/Kontratak przeciw Claudio/);
    await page.screenshot({ path: `${shots}/coordinated-shares-pl.png` });
    await invokeThroughBridge(page, 'settings/set-language', { language: 'en' });
    await page.reload();
  }

  // COORD-3: a roll of another count than the share is refused, naming the rule.
  const pending = await invokeThroughBridge<{ pending: { id: string } }>(page, 'memory-play/get', { campaignId: Number(campaignId), playId: Number(playId) });
  await expect(
    invokeThroughBridge(page, 'memory-play/apply-step', { campaignId: Number(campaignId), playId: Number(playId), step: { kind: 'roll', decisionId: pending.pending.id, mode: 'entered', faces: ['hit', 'hit'] } }),
  ).rejects.toThrow(/COORD-3|1 black dice/);

  // Claudio's one die hits; then Daria's two.
  await typeFaces(next(page), { Hit: 1 });
  await expect(changes(page)).toContainText(/Retaliation against Claudio.*: .*— 1 damage\./);
  await expect(next(page)).toContainText(/Retaliation against Daria.* by 3 × crossbowman: roll 2 black dice/);
  await typeFaces(next(page), { Hit: 1, 'Fail (shield)': 1 });
  await expect(changes(page)).toContainText(/Retaliation against Daria.*: .*— 1 damage\./);
});
