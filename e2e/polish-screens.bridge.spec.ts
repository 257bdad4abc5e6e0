import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedRng } from '../src-main/engine/rng.js';
import { overwritePage, pageOwners } from '../src-main/test-support/save-faults.js';
import { startBridgeProcess, tempDataDir, type RunningBridge } from './support/bridge-process.js';
import { expect, test } from './support/fixtures.js';
import { invokeThroughBridge } from './support/print.js';
import { englishIn, shownTexts, type EnglishFound } from './support/english-text.js';
import { twoPlayerApocalypseCampaign, twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';
import { attemptRequest } from '../shared/test-support/diary-builders.js';
import { enterSmallRegion } from './support/exploration.js';
import { firstAssignmentDone } from './support/hq.js';

/**
 * A Polish group walks every screen of the app, and not one English word may reach them: the
 * campaign list, a campaign's overview and its history, the diary and its record form, the
 * assassins' boards, the HQ while assigning and while resolving, the end of a memory and the
 * exploration map, box data, the memory map builder, the live board through the assassin phase
 * (its keys panel, a correction by hand, a move, a detection test, an attack's odds before its
 * cube, the attack and its hits) and the enemy phase with its panels,
 * settings and backups. On each screen every piece of text a player reads or hears is checked
 * against the English catalogue and a list of English words (support/english-text.ts); names
 * the players typed and the characters' names may stay as written, and a rule id may show only
 * behind its RuleRef mark.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(300_000);

/** A 4×4 test map of memory 1.1 (test values, not the campaign book's), named in Polish as a Polish group would. */
const MAP_TEXT = `memory 1.1
title Nocny port
side A 4x4
   A    B    C    D
1  s1   s1 | s2   s2
2  s1   s1   s2   s2
3  s3   s3   s4   s4
4  s3   s3   s4   s4
hide B3 haystack
chest A2
entrance A A1
objective D2 cost 2 xp 3 mandatory "list"
guard C4 crossbowman
guard D1 agile
assassins C3
`;

/** What may appear as written: the names this test types and the characters' own names. */
const NAMES = ['Wenecja 1503', 'Dolina', 'Ruiny', 'Nocny port', 'Miecz', 'Misty Valley', 'Anna', 'Bartek', 'Claudio', 'Daria', 'Alif', 'Bastiano', 'Ezio', 'list'];

type Finding = EnglishFound & { screen: string };

async function englishOn(page: Page, screen: string, allowed: readonly string[] = NAMES): Promise<Finding[]> {
  await page.waitForLoadState('networkidle');
  if (process.env.POLISH_SHOTS) await page.screenshot({ path: `${process.env.POLISH_SHOTS}/pl-${screen.replace(/\W+/g, '-')}.png` });
  return englishIn(await shownTexts(page), allowed).map((found) => ({ screen, ...found }));
}

test('the check finds English on a Polish screen: a catalogue sentence, an untranslated value, a rule id in running text', async ({ page, app }) => {
  await page.goto(app.url);
  await invokeThroughBridge(page, 'settings/set-language', { language: 'pl' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanie' })).toBeVisible();
  expect(await englishOn(page, 'campaign list')).toEqual([]);

  await page.locator('main').evaluate((main) => {
    const add = (text: string) => main.append(Object.assign(main.ownerDocument.createElement('p'), { textContent: text }));
    add('This costs 1 cube; the assassin has 0 left.');
    add('Brak broni w miejscu: melee.');
    add('kusznik zostaje: w tym kierunku nie ma pola (MOV-5)');
  });
  const found = await englishOn(page, 'campaign list');
  expect(found.map((item) => item.text)).toEqual(['This costs 1 cube; the assassin has 0 left.', 'Brak broni w miejscu: melee.', 'kusznik zostaje: w tym kierunku nie ma pola (MOV-5)']);
});

test('every screen in Polish shows no English', async ({ page, app }) => {
  await page.goto(app.url);
  const origin = new URL(page.url()).origin;
  const findings: Finding[] = [];
  const check = async (screen: string) => findings.push(...(await englishOn(page, screen)));
  const call = <T>(channel: string, args: unknown) => invokeThroughBridge<T>(page, channel, args);
  const go = async (hash: string, heading: RegExp | string) => {
    await page.goto(`${origin}/#${hash}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  };

  // Box data a Polish group typed once, and three campaigns at the points the screens need.
  await call('settings/set-language', { language: 'pl' });
  await call('box-data/set-xp-thresholds', { track: 'core', thresholds: [5, 12, 20, 30] });
  await call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: [5, 12, 20, 30] });
  await call('box-data/import-memory-map-text', { text: MAP_TEXT });
  await call('box-data/save-enemy-card', { previousGuardType: null, card: { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false, notes: '' } });
  await call('box-data/set-die-faces', { die: 'white', faces: ['hit', 'hit', 'special', 'hit', 'x', 'x'] });
  await enterSmallRegion(page);
  const core = await call<{ id: number }>('campaign/create', twoPlayerCoreCampaign('Wenecja 1503'));
  for (const memoryId of ['0.1', '0.2', '0.3', '0.4']) await call('diary/record-attempt', attemptRequest(core.id, memoryId));
  const hq = await call<{ id: number }>('campaign/create', twoPlayerCoreCampaign('Dolina'));
  for (const memoryId of ['0.1', '0.2', '0.3', '0.4']) await call('diary/record-attempt', attemptRequest(hq.id, memoryId));
  const ruins = await call<{ id: number }>('campaign/create', twoPlayerApocalypseCampaign('Ruiny'));
  await page.reload();

  // ——— The campaigns, a campaign, its diary and boards ———
  await go('/', 'Kampanie');
  await check('campaign list');
  await page.getByRole('button', { name: 'Nowa kampania' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nowa kampania' })).toBeVisible();
  await check('new campaign');
  await page.keyboard.press('Escape');
  await go(`/campaigns/${core.id}`, 'Wenecja 1503');
  await check('overview');
  await go(`/campaigns/${core.id}/diary`, 'Dziennik Wspomnień');
  await check('diary');
  await page.getByRole('button', { name: 'Zapisz podejście' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Zapisz podejście' })).toBeVisible();
  await check('diary record form');
  await page.keyboard.press('Escape');
  // The start of a memory on the board, asked in place.
  const plays = page.getByRole('region', { name: 'Gra na planszy' });
  await plays.getByRole('button', { name: /^Zagraj wspomnienie/ }).click();
  await plays.getByLabel('Wspomnienie', { exact: true }).fill('1.1');
  await check('diary start a memory');
  await go(`/campaigns/${core.id}/print`, /./);
  await check('diary print');
  await go(`/campaigns/${core.id}/assassins`, /Asasyni/);
  await check('assassins');

  // ——— The HQ: assigning in one campaign, resolving in another ———
  await call('hq/unlock', { campaignId: core.id, version: 'mercenary' });
  await call('hq/start-assignment', { campaignId: core.id });
  await go(`/campaigns/${core.id}/hq`, /Kwatera/);
  await check('HQ assignment');
  await firstAssignmentDone(page, hq.id, 'mercenary-2');
  await go(`/campaigns/${hq.id}/hq`, /Kwatera/);
  await check('HQ resolution');

  // ——— Apocalypse: before any memory, at the end of memory 1.1, then exploring ———
  await go(`/campaigns/${ruins.id}/exploration`, /./);
  await check('exploration before a memory');
  await call('diary/record-attempt', attemptRequest(ruins.id, '1.1'));
  await go(`/campaigns/${ruins.id}/exploration`, /./);
  await check('end of memory');
  const { endOfMemory } = await call<{ endOfMemory: { attemptId: number } }>('apocalypse/get', { campaignId: ruins.id });
  await call('apocalypse/finish-end-of-memory', { campaignId: ruins.id, attemptId: endOfMemory.attemptId, medicines: [] });
  await call('exploration/start-phase', { campaignId: ruins.id, regionId: 'misty', startLocation: 1 });
  await call('exploration/journey', { campaignId: ruins.id, to: 2, payment: { method: 'cube' } });
  await go(`/campaigns/${ruins.id}/exploration`, /./);
  await expect(page.locator('.region-map[data-ready="true"]')).toBeVisible();
  await check('exploration');

  // ——— Box data, the map builder, settings, backups ———
  await go('/box-data', 'Dane z pudełka');
  await check('box data');
  await go('/box-data/memory-maps/1.1', /./);
  await page.getByRole('application', { name: /^Mapa A/ }).focus();
  await page.keyboard.press('ArrowRight');
  await check('map builder');
  await go('/settings', 'Ustawienia');
  await check('settings');
  await go('/backups', /Kopie/);
  await check('backups');

  // ——— The live board: memory 1.1, Claudio with a sword (a test card) on his board ———
  const boards = await call<{ members: { memberId: number; characterId: string }[] }>('board/get', { campaignId: core.id });
  const claudio = boards.members.find((member) => member.characterId === 'claudio')!;
  await call('board/add-card', { campaignId: core.id, card: { name: 'Miecz', boxCardId: null, cardType: 'melee', armorHealth: 0 }, to: { place: 'board', memberId: claudio.memberId, slot: 'melee' } });
  const { play: started } = await call<{ play: { playId: number } }>('memory-play/start', { campaignId: core.id, memoryId: '1.1' });
  const play = { campaignId: core.id, playId: started.playId };
  const step = (body: unknown) => call('memory-play/apply-step', { ...play, step: body });
  const pending = async () => (await call<{ pending: { id: string; kind: string } | null }>('memory-play/get', play)).pending;
  await page.goto(`${origin}/#/campaigns/${core.id}/plays/${started.playId}`);
  await expect(page.locator('.play-map[data-ready="true"]')).toBeVisible();
  await check('board event phase');
  const next = page.getByRole('region', { name: 'Co dalej' });
  await next.getByRole('radio', { name: 'północ' }).check();
  await next.getByRole('button', { name: 'Zacznij fazę wydarzeń' }).click();
  await next.getByRole('button', { name: 'Zacznij fazę asasynów' }).click();
  await check('board assassin phase');
  await page.getByRole('button', { name: 'Pokaż ruchy i akcje: Daria' }).click();
  await check('board action panel without a weapon');
  await page.getByRole('button', { name: 'Pokaż ruchy i akcje: Claudio' }).click();
  await check('board action panel');

  // The board's keys: ? opens the panel listing them, Escape closes it.
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Klawiatura przy stole' });
  await expect(keys).toBeVisible();
  await check('board keys panel');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  // GEN-6: Daria moved by hand two squares away is a correction the board names and asks about once; the table and the history say so.
  await page.getByRole('button', { name: 'Przestaw ręcznie (poprawka): Daria' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const correction = page.getByRole('dialog', { name: /^Przestawić ręcznie na A3: Daria\?/ });
  await expect(correction).toContainText('Plansza odmówiłaby tego ruchu');
  await check('board correction dialog');
  await correction.getByRole('button', { name: 'Zapiszcie poprawkę' }).click();
  await expect(page.getByRole('region', { name: /Co zmieniło się na stole/ })).toContainText('Poprawka ręczna');
  await check('board correction recorded');

  // Claudio steps onto the crossbowman's square: a detection test; then he attacks it.
  const view = await call<{ state: { miniatures: Record<string, { characterId?: string }> } }>('memory-play/get', play);
  const claudioOnBoard = Object.entries(view.state.miniatures).find(([, miniature]) => miniature.characterId === 'claudio')![0];
  await step({ kind: 'move', miniatureId: claudioOnBoard, side: 'A', square: 'C4' });
  await expect(page.locator('[data-decision="detection-roll"]')).toBeVisible();
  await check('board detection test');
  await step({ kind: 'roll', decisionId: (await pending())!.id, mode: 'entered', faces: ['eye'] });
  await check('board detection result');
  // ACT-WPN-3, RET-1: the attack's odds in Claudio's panel before the cube is spent.
  await expect(page.getByRole('region', { name: /ruchy i akcje/ }).locator('[data-attack-odds]')).toContainText('Szanse, zanim wydacie kostkę akcji');
  await check('board attack odds before paying');
  await step({ kind: 'attack', miniatureId: claudioOnBoard, slot: 'melee', dice: 2, side: 'A', square: 'C4' });
  await expect(page.locator('[data-decision="attack-roll"]')).toBeVisible();
  await check('board attack dice');
  await step({ kind: 'roll', decisionId: (await pending())!.id, mode: 'entered', faces: ['hit', 'x'] });
  await expect(page.locator('[data-decision="assign-hits"]')).toBeVisible();
  await check('board hits to assign');
  await page.locator('[data-decision="assign-hits"]').getByRole('button').first().click();
  await check('board after the hits');
  const retaliation = await pending();
  if (retaliation?.kind === 'retaliation-roll') await step({ kind: 'roll', decisionId: retaliation.id, mode: 'entered', faces: ['enemy-fail'] });

  // The enemy phase: the reinforcement card asked for at the table, then the movement previewed.
  await next.getByRole('button', { name: 'Zakończ fazę asasynów' }).click();
  await expect(page.locator('.enemy-stage')).toHaveAttribute('data-status', 'input');
  await check('enemy phase reinforcement');
  await step({ kind: 'enemy-stage', stage: 'reinforcement', input: { reinforcementCard: { entries: [{ letter: 'A', count: 1, guardType: 'crossbowman' }] } } });
  await expect(page.locator('.enemy-stage')).toHaveAttribute('data-enemy-stage', 'movement');
  await expect(page.locator('.enemy-stage')).toHaveAttribute('data-status', /ready|question|input|rolls/);
  await check('enemy phase movement');
  await page.locator('.enemy-stage').getByRole('button', { name: 'Zatwierdź: Ruch' }).click();
  await expect(page.locator('.enemy-stage')).toHaveAttribute('data-enemy-stage', 'combat');
  await expect(page.locator('.enemy-stage')).toHaveAttribute('data-status', /ready|question|rolls/);
  await check('enemy phase combat');

  // SAVE-3: the combat resolved at the table; the moment after it, before the end of turn.
  await step({ kind: 'end-enemy-stage', stage: 'combat' });
  await expect(page.getByRole('list', { name: /^Tura 1/ }).getByRole('listitem').filter({ hasText: 'Po walce' })).toHaveAttribute('aria-current', 'step');
  await check('board after combat');

  // A step undone: the toast and the table changes say what to put back.
  await page.getByRole('banner').getByRole('button', { name: 'Cofnij' }).click();
  await expect(page.getByText(/^Cofnięto/).first()).toBeVisible();
  await check('board step undone');
  // Claudio leaves the memory wounded, so the end has something to write to his board.
  await step({ kind: 'set-health', miniatureId: claudioOnBoard, health: 1 });
  await page.getByRole('button', { name: 'Zakończ wspomnienie…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('end memory dialog');

  // END-3: ended as a success with the letter not delivered: the board says so, and what the campaign takes from it.
  const ending = page.getByRole('dialog', { name: 'Zakończyć wspomnienie 1.1?' });
  await ending.getByRole('radio', { name: /Sukces/ }).check();
  await expect(ending.getByRole('note')).toContainText('obowiązkowy cel „list” na polu D2 nie jest wykonany');
  await expect(ending.getByRole('region', { name: 'Co kampania przejmuje z planszy' }).getByRole('list', { name: 'Każdy asasyn' })).toContainText('Claudio');
  await check('end memory dialog with the write-back');
  await ending.getByRole('button', { name: 'Zakończ wspomnienie' }).click();
  const record = page.getByRole('dialog', { name: 'Zapisz podejście' });
  await expect(record).toBeVisible();
  await check('diary record filled from the board');
  await record.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(record).toBeHidden();
  await page.goto(`${origin}/#/campaigns/${core.id}/plays/${started.playId}`);
  await expect(next.getByRole('region', { name: 'Wpisane do kampanii przy zakończeniu wspomnienia' })).toBeVisible();
  await check('board ended and written to the campaign');

  // Every step of the play in the campaign's history, in Polish, the end and its write-back too.
  await go(`/campaigns/${core.id}`, 'Wenecja 1503');
  await check('overview with the play’s history');

  expect(findings.map((item) => `${item.screen} | ${item.source} | ${item.text} | ${item.why}`)).toEqual([]);
});

test.describe('when the save is in trouble', () => {
  // A group whose system speaks Polish: a save the app cannot read cannot hold their language, the browser's says it.
  test.use({ locale: 'pl-PL' });

  test('the backups with their checks and every recovery screen in Polish show no English', async ({ page }) => {
    const data = tempDataDir();
    const save = join(data.dir, 'campaigns.sqlite');
    // The save's folder and files are the system's names, shown as they are.
    const allowed = [...NAMES, save, join(data.dir, 'set-aside'), data.dir, 'campaigns.sqlite'];
    const findings: Finding[] = [];
    const check = async (screen: string) => findings.push(...(await englishOn(page, screen, allowed)));
    let bridge: RunningBridge | null = await startBridgeProcess(data.dir);
    try {
      await page.goto(bridge.url);
      await invokeThroughBridge(page, 'settings/set-language', { language: 'pl' });
      await invokeThroughBridge(page, 'campaign/create', twoPlayerCoreCampaign('Wenecja 1503'));
      await invokeThroughBridge(page, 'backup/create', {});
      await page.goto(`${bridge.origin}/#/backups`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /Kopie/ })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Cała' }).first()).toBeVisible();
      await check('backups with their checks');

      // SAVE-WATCH: a clean-up program deletes the save under the open page.
      rmSync(save);
      await expect(page.getByRole('heading', { level: 1, name: 'Zapisu nie ma już na dysku' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('region', { name: 'Twoje zmiany są zachowane' })).toContainText('Wenecja 1503');
      await check('recovery: save deleted under the app');
      await page.getByRole('button', { name: 'Przywróć te zmiany jako zapis…' }).click();
      const putBack = page.getByRole('dialog', { name: 'Przywrócić zachowane zmiany?' });
      await expect(putBack).toBeVisible();
      await check('recovery: put the kept changes back');
      await putBack.getByRole('button', { name: 'Przywróć je' }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Zmiany zachowane po utracie zapisu' })).toBeVisible();
      await check('backups after the kept changes were put back');
      await bridge.stop();
      bridge = null;

      // The save gone while the app is closed, its backups beside it.
      rmSync(save);
      bridge = await startBridgeProcess(data.dir);
      await page.goto(bridge.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zapisu' })).toBeVisible();
      await check('recovery: save missing');
      await page.getByRole('button', { name: /^Przywróć/ }).first().click();
      await expect(page.getByRole('dialog', { name: 'Przywrócić tę kopię zapasową?' })).toBeVisible();
      await check('recovery: restore a backup');
      await page.getByRole('dialog').getByRole('button', { name: 'Przywróć', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zapisu' })).toBeHidden();
      await bridge.stop();
      bridge = null;

      // The disk fails while the app is closed: a page of the save is overwritten.
      overwritePage(save, pageOwners(save).find((owner) => owner.isIndex)!.page, seedRng(2024));
      bridge = await startBridgeProcess(data.dir);
      await page.goto(bridge.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Nie można otworzyć zapisu' })).toBeVisible();
      await check('recovery: damaged save');
    } finally {
      await bridge?.stop();
      data.remove();
    }
    expect(findings.map((item) => `${item.screen} | ${item.source} | ${item.text} | ${item.why}`)).toEqual([]);
  });
});
