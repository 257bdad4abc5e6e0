import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot, channelCall, openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { attempt, query } from '../test-support/diary-fixtures.js';
import { newCard } from '../test-support/board-fixtures.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';
import type { Region } from '../../shared/exploration/region-box-data.js';
import type { ExplorationView, JourneyPaymentChoice } from '../../shared/exploration/exploration.js';
import { playMemoryAndEndOfMemory, twoPlayerApocalypseCampaign } from '../../shared/test-support/campaign-builders.js';
import { regionLocation } from '../../shared/test-support/region-builders.js';

/**
 * A small region map for tests only: every number, code, symbol and `#` card here is made
 * up (the real maps are box data players copy from their own box, UNK-27..29).
 *
 *   9(narrative #12) — 1(other) — 3(observation) — 7(mystery/memory 1111) — 11(mystery/memory 2222)
 *          |            |             |                                        |
 *   10(forge)          2(encounter) — 4(healer 2) — 5(healer 1) — 6(observation) — 8(ruins)
 *                       \______________________________________________________ 11
 */
const TEST_REGION: Region = {
  id: 'test-valley',
  name: 'Test valley',
  journeySlots: 3,
  gauge: { boxes: 3, hashBoxes: [{ box: 2, card: '31' }] },
  locations: [
    regionLocation(1, 'other'),
    regionLocation(2, 'encounter'),
    regionLocation(3, 'observation'),
    regionLocation(4, 'healer', { healValue: 2 }),
    regionLocation(5, 'healer', { healValue: 1 }),
    regionLocation(6, 'observation'),
    regionLocation(7, 'mystery-or-memory', { stickerCode: '1111' }),
    regionLocation(8, 'ruins'),
    regionLocation(9, 'narrative', { cardNumber: '12' }),
    regionLocation(10, 'forge'),
    regionLocation(11, 'mystery-or-memory'),
  ],
  connections: [
    [1, 2],
    [1, 3],
    [2, 4],
    [3, 4],
    [4, 5],
    [3, 7],
    [5, 6],
    [6, 8],
    [1, 9],
    [9, 10],
    [7, 11],
    [2, 11],
  ],
};

/** Test values only (UNK-35: Shao Jun's card is box data). */
const TEST_SHAO_JUN_HEALTH = 4;

let t: TestCore;
let campaignId: number;
let members: number[];

const recordAndFinish = (memoryId: string) => playMemoryAndEndOfMemory(channelCall(t), campaignId, memoryId);

/** A new two-player Apocalypse campaign (Alif and Bastiano) becomes the one under test. */
async function createCampaign(name: string): Promise<void> {
  campaignId = (await t.call('campaign/create', twoPlayerApocalypseCampaign(name))).id;
}

async function setup(): Promise<void> {
  await createCampaign('Ruins');
  members = (await query<{ id: number }>(t, 'SELECT id FROM party_members WHERE campaign_id = ? ORDER BY position', campaignId)).map((r) => r.id);
  await t.call('box-data/save-region', { previousId: null, region: TEST_REGION });
  await t.call('box-data/save-exploration-code', { previousCode: null, entry: { code: '1111', kind: 'memory', memoryId: 'A.2' } });
  await t.call('box-data/save-exploration-code', { previousCode: null, entry: { code: '2222', kind: 'mystery' } });
}

const view = () => t.call('exploration/get', { campaignId, regionId: null });
const start = (at = 1) => t.call('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: at });
const go = (to: number, payment: JourneyPaymentChoice = { method: 'cube' }) => t.call('exploration/journey', { campaignId, to, payment });
const tick = (to: number) => go(to, { method: 'gauge' });
const health = async () => (await t.call('board/get', { campaignId })).members.map((m) => m.health);
/** CLUE-1: a clue card gained the way the players gain one: read on the encounter card drawn at location 2. */
async function gainClueAtTwo(memberId: number, name: string): Promise<void> {
  await go(2);
  const v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-01', deckEmpty: false } });
  await t.call('exploration/record-card-outcome', { campaignId, drawId: v.phase!.draws.at(-1)!.id, outcome: { cardsGained: [{ name, kind: 'clue', memberId }] } });
}
/** A card put into an assassin's plastic bag on the Assassins tab; returns its id. */
async function putInBag(memberId: number, card: Parameters<typeof newCard>[0], boxCardId: string | null = null): Promise<number> {
  const boards = await t.call('board/add-card', { campaignId, card: { ...newCard(card, 'none'), boxCardId }, to: { place: 'bag', memberId } });
  return boards.members.find((m) => m.memberId === memberId)!.bag.find((c) => c.name === card)!.id;
}
/** Each assassin's health set on the Assassins tab, in party order. */
async function setHealth(...values: number[]): Promise<void> {
  for (const [i, health] of values.entries()) await t.call('board/set-health', { campaignId, memberId: members[i]!, health });
}
const line = (v: ExplorationView) => v.lines.map((l) => `${l.from}>${l.to}:${l.payment}`);

beforeEach(async () => {
  t = await openTestCore();
  await setup();
});
afterEach(async () => {
  await t.dispose();
});

describe('starting (EXP-1, EXP-3)', () => {
  it('EXP-1: no phase before a memory, after a first failure, or before the end-of-memory phase is done', async () => {
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-1', { context: 'noMemory' }, 'campaignId');
    await t.call('diary/record-attempt', attempt(campaignId, 'A.1', { outcome: 'failure' }));
    const { start: option } = await view();
    expect(option.allowed).toBe(false);
    expectRefusal(option.refusal, 'EXP-1', { context: 'secondAttempt', memoryId: 'A.1' });
    const afterFailure = await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 });
    expectRefusal(afterFailure, 'EXP-1', { context: 'secondAttempt', memoryId: 'A.1' }, 'campaignId');

    await t.call('apocalypse/finish-end-of-memory', { campaignId, attemptId: (await t.call('apocalypse/get', { campaignId })).endOfMemory!.attemptId, medicines: [] });
    // The second failure completes the memory, but its end-of-memory phase comes first.
    await t.call('diary/record-attempt', attempt(campaignId, 'A.1', { outcome: 'failure' }));
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-1', {
      context: 'endOfMemory',
      memoryId: 'A.1',
    });
    const eom = await t.call('apocalypse/get', { campaignId });
    await t.call('apocalypse/finish-end-of-memory', { campaignId, attemptId: eom.endOfMemory!.attemptId, medicines: [] });
    expect((await view()).start.allowed).toBe(true);
    await start();
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-END-1', {}, 'campaignId');
  });

  it('EXP-1: exploration belongs to Apocalypse campaigns', async () => {
    const core = await t.call('campaign/create', twoPlayerCampaign('Venice'));
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId: core.id, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-1', {
      context: 'notApocalypse',
    });
  });

  it('EXP-3: 3 journey cubes, at the start location, and the start must be on the map', async () => {
    await recordAndFinish('A.1');
    expectRefusal(
      await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 42 }),
      'EXP-3',
      { context: 'notOnMap', location: 42 },
      'startLocation',
    );
    const v = await start();
    expect(v.phase).toMatchObject({ cubesStart: 3, cubesLeft: 3, currentLocation: 1, startLocation: 1, ended: false });
    expect(v.nextMoves.map((m) => m.to)).toEqual([2, 3, 9]);
  });
});

describe('journeys (EXP-4, CLUE-1, THR-1, THR-2)', () => {
  beforeEach(async () => {
    await recordAndFinish('A.1');
    await start();
  });

  it('EXP-4: a journey goes only to a connected location, and draws the line and places the sticker', async () => {
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 6, payment: { method: 'cube' } }), 'EXP-4', { context: 'notConnected', to: 6, from: 1 }, 'to');
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 77, payment: { method: 'cube' } }), 'EXP-4', { context: 'notOnMap', to: 77, from: 1 }, 'to');
    const v = await go(3);
    expect(line(v)).toEqual(['1>3:cube']);
    expect(v.phase).toMatchObject({ currentLocation: 3, cubesLeft: 2 });
    expect(v.locations.find((l) => l.number === 3)).toMatchObject({ stickerPlaced: true, activated: true });
  });

  it('EXP-4: the gauge is ticked only when no cube and no clue card is left; a clue card paying is used up (CLUE-1)', async () => {
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 3, payment: { method: 'gauge' } }), 'EXP-4', { context: 'cubeLeft' }, 'payment.method');
    await gainClueAtTwo(members[0]!, 'Major clue');
    const clueId = (await view()).payment.clueCards[0]!.id;
    await go(1);
    await go(3);
    expect((await view()).payment).toMatchObject({ cube: false, gauge: false });
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 1, payment: { method: 'cube' } }), 'EXP-4', { context: 'noCube' }, 'payment.method');
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 1, payment: { method: 'gauge' } }), 'EXP-4', { context: 'clueLeft' }, 'payment.method');
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 1, payment: { method: 'clue', cardId: 9999 } }), 'CLUE-1', {}, 'payment.cardId');
    const v = await go(1, { method: 'clue', cardId: clueId });
    expect(v.lines.at(-1)).toMatchObject({ payment: 'clue', clueCardName: 'Major clue' });
    expect(await query(t, 'SELECT id FROM campaign_cards WHERE id = ?', clueId)).toEqual([]);
    expect(v.payment).toMatchObject({ cube: false, clueCards: [], gauge: true });
  });

  it('EXP-4, THR-1: a journey paid by a gauge tick when no cube or clue is left ticks the leftmost box; a # box gives its card', async () => {
    await go(3);
    await go(1);
    await go(3);
    let v = await tick(1);
    expect(v.lines.at(-1)).toMatchObject({ from: 3, to: 1, payment: 'gauge' });
    expect(v.gauge!.boxes.map((b) => b.ticked)).toEqual([true, false, false]);
    expect(v.gauge!.hashCardsTaken).toEqual([]);
    v = await tick(3);
    expect(v.gauge!.boxes.map((b) => b.ticked)).toEqual([true, true, false]);
    // SLOTX-1: the players take card #31 from the # slot.
    expect(v.gauge!.hashCardsTaken).toEqual([{ box: 2, card: '31' }]);
    expect(v.phase!.draws).toMatchObject([{ deck: 'hash', card: '31', location: 3, outcome: null }]);
  });

  it('THR-2: once the gauge is full, every further tick costs each assassin and Shao Jun 1 health', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    await go(3);
    await go(1);
    await go(3);
    await tick(1);
    await tick(3);
    let v = await tick(1);
    expect(v.gauge!.full).toBe(true);
    expect(v.payment.gaugeCostsHealth).toBe(true);
    const before = await health();
    v = await tick(3);
    expect(v.lines.at(-1)!.payment).toBe('gauge-full-health');
    expect(v.gauge!.overflowTicks).toBe(1);
    expect(await health()).toEqual(before.map((h) => h - 1));
    expect((await t.call('apocalypse/get', { campaignId })).shaoJun).toMatchObject({ health: TEST_SHAO_JUN_HEALTH - 1 });
    const entry = (await t.call('history/list', { campaignId, limit: 1 }))[0]!;
    expect(entry.summaryKey).toBe('exploration.history.journeyGaugeFull');
    // Undo gives everyone the health back.
    await t.call('history/undo', {});
    expect(await health()).toEqual(before);
    expect((await t.call('apocalypse/get', { campaignId })).shaoJun).toMatchObject({ health: TEST_SHAO_JUN_HEALTH });
  });

  it('EXP-4: undo takes back two journeys one step at a time, cubes and lines included', async () => {
    await go(3);
    await go(4);
    let v = await go(5);
    expect(line(v)).toEqual(['1>3:cube', '3>4:cube', '4>5:cube']);
    await t.call('history/undo', {});
    v = await view();
    expect(line(v)).toEqual(['1>3:cube', '3>4:cube']);
    expect(v.phase).toMatchObject({ currentLocation: 4, cubesLeft: 1 });
    expect(v.locations.find((l) => l.number === 5)!.stickerPlaced).toBe(false);
    await t.call('history/undo', {});
    v = await view();
    expect(line(v)).toEqual(['1>3:cube']);
    expect(v.phase).toMatchObject({ currentLocation: 3, cubesLeft: 2 });
    expect(v.locations.find((l) => l.number === 4)!.activated).toBe(false);
    await t.call('history/redo', {});
    expect((await view()).phase).toMatchObject({ currentLocation: 4, cubesLeft: 1 });
  });

  it('the phase survives a restart mid-journey', async () => {
    await go(2);
    t = await t.reopen();
    const v = await view();
    expect(v.phase).toMatchObject({ currentLocation: 2, cubesLeft: 2, unresolvedLocation: 2 });
    expect(line(v)).toEqual(['1>2:cube']);
    // The encounter still waits to be resolved after the restart.
    expectRefusal(await t.refuseUnchanged('exploration/journey', { campaignId, to: 4, payment: { method: 'cube' } }), 'EXP-4', { context: 'unresolved', location: 2 }, 'to');
    const resolved = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-07', deckEmpty: false } });
    expect(resolved.phase!.unresolvedLocation).toBeNull();
  });
});

describe('locations (LOC-1..8)', () => {
  beforeEach(async () => {
    await recordAndFinish('A.1');
    await start();
  });

  it('LOC-1, LOC-3: an encounter draws a card and is exhausted; an empty deck draws a mystery card; no new card on return', async () => {
    await go(2);
    expectRefusal(
      await t.refuseUnchanged('exploration/resolve-location', { campaignId, resolution: { symbol: 'ruins', card: 'R-1', deckEmpty: false } }),
      'EXP-4',
      { context: 'otherSymbol', location: 2 },
      'resolution.symbol',
    );
    let v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'M-3', deckEmpty: true } });
    expect(v.phase!.draws).toMatchObject([{ location: 2, deck: 'mystery', card: 'M-3', outcome: null }]);
    expect(v.locations.find((l) => l.number === 2)!.exhausted).toBe(true);
    await go(1);
    v = await go(2);
    expect(v.phase!.unresolvedLocation).toBeNull();
    expect(v.phase!.draws).toHaveLength(1);
  });

  it('EXC-1..6, CLUE-1: the outcome read on a card changes health and puts cards gained (clue cards too) into the bag', async () => {
    await t.call('box-data/save-shao-jun', { maxHealth: TEST_SHAO_JUN_HEALTH });
    await t.call('apocalypse/shao-jun-join', { campaignId });
    await go(2);
    let v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-07', deckEmpty: false } });
    const drawId = v.phase!.draws[0]!.id;
    const before = await health();
    v = await t.call('exploration/record-card-outcome', {
      campaignId,
      drawId,
      outcome: {
        health: [{ memberId: members[0]!, delta: -1 }],
        shaoJunDelta: -2,
        cardsGained: [{ name: 'Clue', kind: 'clue', memberId: members[1]! }],
        notes: 'Ambush',
      },
    });
    expect(v.phase!.draws[0]!.outcome).toMatchObject({ notes: 'Ambush' });
    expect(await health()).toEqual([before[0]! - 1, before[1]]);
    expect((await t.call('apocalypse/get', { campaignId })).shaoJun.health).toBe(TEST_SHAO_JUN_HEALTH - 2);
    const bag = (await t.call('board/get', { campaignId })).members[1]!.bag;
    expect(bag.map((c) => c.name)).toEqual(['Clue']);
    expect(v.payment.clueCards.map((c) => c.name)).toEqual(['Clue']);
    expectRefusal(await t.refuseUnchanged('exploration/record-card-outcome', { campaignId, drawId, outcome: {} }), 'EXC-1', { card: 'E-07' }, 'drawId');
  });

  it('EXC-6: an assassin losing its last health while travelling is eliminated at once', async () => {
    await go(2);
    const v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-07', deckEmpty: false } });
    await t.call('exploration/record-card-outcome', {
      campaignId,
      drawId: v.phase!.draws[0]!.id,
      outcome: { health: [{ memberId: members[0]!, delta: -12 }] },
    });
    const board = (await t.call('board/get', { campaignId })).members[0]!;
    expect(board.healthState).toBe('eliminated');
    // EOM-3: an apprentice plays the next memory; the assassin is back with 1 health in the phase after it.
    await t.call('exploration/end-phase', { campaignId, bagMemberId: null });
    await recordAndFinish('A.2');
    expect((await t.call('board/get', { campaignId })).members[0]).toMatchObject({ apprenticeStandsIn: false, health: 1 });
  });

  it('LOC-4: a code in the exploration table names a memory: its sticker is placed and no journey nor jump follows until it is played', async () => {
    await go(3);
    await go(7);
    const v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    expect(v.phase!.discoveredMemory).toEqual({ memoryId: 'A.2', location: 7 });
    expect(v.locations.find((l) => l.number === 7)!.memoryId).toBe('A.2');
    expect(v.nextMoves.length).toBeGreaterThan(0);
    for (const move of v.nextMoves) expectRefusal(move.refusal, 'LOC-4', { memoryId: 'A.2' });
    const refused = await t.refuseUnchanged('exploration/journey', { campaignId, to: 3, payment: { method: 'cube' } });
    expectRefusal(refused, 'LOC-4', { memoryId: 'A.2' }, 'to');
    expectRefusal(await t.refuseUnchanged('exploration/jump', { campaignId, to: 6 }), 'LOC-4', { memoryId: 'A.2' });
  });

  it('LOC-4: a code not in the table asks the players which it is; a mystery draws a card and exhausts the location', async () => {
    await go(3);
    await go(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: '1111', choice: 'memory', memoryId: 'A.2' } });
    await t.call('history/undo', {});
    expect(
      await t.refuseUnchanged('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: '1111', choice: 'mystery', card: 'Q-1' } }),
    ).toMatchObject({ rule: 'LOC-4', field: 'resolution.choice', params: { context: 'tableMemory', code: '1111', memoryId: 'A.2' } });
    expectRefusal(
      await t.refuseUnchanged('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: '9999' } }),
      'LOC-4',
      { context: 'unknownCode', code: '9999' },
      'resolution.choice',
    );
    const v = await t.call('exploration/resolve-location', {
      campaignId,
      resolution: { symbol: 'mystery-or-memory', code: null, choice: null, memoryId: null, card: 'Q-1' },
    });
    // Location 7's code is in box data (1111: a memory): the players' card is not needed.
    expect(v.phase!.discoveredMemory).toMatchObject({ memoryId: 'A.2' });
    await t.call('history/undo', {});
    await t.call('history/undo', {});
    await go(1);
    await go(2);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-1', deckEmpty: false } });
    const w = await tick(11);
    expect(w.phase!.unresolvedLocation).toBe(11);
    const x = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: '5555', choice: 'mystery', card: 'Q-1' } });
    expect(x.phase!.draws.at(-1)).toMatchObject({ location: 11, deck: 'mystery', card: 'Q-1' });
    expect(x.locations.find((l) => l.number === 11)).toMatchObject({ exhausted: true, stickerCode: '5555' });
  });

  it('LOC-5: a free jump between activated observation points costs nothing', async () => {
    await go(3);
    await go(4);
    await go(5);
    expectRefusal(await t.refuseUnchanged('exploration/jump', { campaignId, to: 3 }), 'LOC-5', { context: 'from', location: 5 }, 'to');
    await tick(6);
    let v = await view();
    expect(v.nextMoves).toContainEqual({ to: 3, kind: 'jump', allowed: true, refusal: null });
    const ticksBefore = v.gauge!.boxes.filter((b) => b.ticked).length;
    v = await t.call('exploration/jump', { campaignId, to: 3 });
    expect(v.lines.at(-1)).toMatchObject({ from: 6, to: 3, payment: 'free-jump' });
    expect(v.phase).toMatchObject({ currentLocation: 3, cubesLeft: 0 });
    expect(v.gauge!.boxes.filter((b) => b.ticked)).toHaveLength(ticksBefore);
    // 7 is not an observation point.
    expectRefusal(await t.refuseUnchanged('exploration/jump', { campaignId, to: 7 }), 'LOC-5', { location: 7 }, 'to');
  });

  it('LOC-6: one healer per phase — the second is refused with its reason; healing never exceeds the maximum', async () => {
    await setHealth(1, 2);
    const full = (await t.call('board/get', { campaignId })).members.map((m) => m.maxHealth);
    await go(3);
    expectRefusal(await t.refuseUnchanged('exploration/use-healer', { campaignId }), 'LOC-6', { context: 'notHealer', location: 3 }, 'campaignId');
    await go(4);
    let v = await t.call('exploration/use-healer', { campaignId });
    expect(await health()).toEqual(full);
    expect(v.phase!.healerLocation).toBe(4);
    await setHealth(2, 2);
    v = await go(5);
    expect(v.healer).toMatchObject({ allowed: false, value: 1 });
    expectRefusal(v.healer.refusal, 'LOC-6', { location: 4 });
    expectRefusal(await t.refuseUnchanged('exploration/use-healer', { campaignId }), 'LOC-6', { location: 4 }, 'campaignId');
  });

  it('LOC-7, LOC-8: a narrative location plays its # card; a forge turns a blueprint into its # card', async () => {
    let v = await go(9);
    expect(v.phase!.unresolvedLocation).toBe(9);
    v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'narrative' } });
    expect(v.phase!.draws).toMatchObject([{ deck: 'hash', card: '12' }]);
    expect(v.forge.allowed).toBe(false);
    expect(
      await t.refuseUnchanged('exploration/forge', { campaignId, blueprintCardId: null, blueprintName: 'Bp', crafted: { name: 'Item', memberId: members[0]! } }),
    ).toMatchObject({ rule: 'LOC-7', params: { location: 9 } });
    const blueprint = await putInBag(members[0]!, 'Test blueprint');
    v = await go(10);
    expect(v.forge.allowed).toBe(true);
    v = await t.call('exploration/forge', { campaignId, blueprintCardId: blueprint, blueprintName: null, crafted: { name: 'Crafted item', boxCardId: '45', memberId: members[1]! } });
    expect(v.phase!.crafts).toMatchObject([{ blueprintName: 'Test blueprint', craftedName: 'Crafted item' }]);
    const cards = await query<{ name: string; kind: string; member_id: number }>(t, 'SELECT name, kind, member_id FROM campaign_cards WHERE campaign_id = ?', campaignId);
    expect(cards).toEqual([{ name: 'Crafted item', kind: 'special', member_id: members[1]! }]);
  });
});

describe('ending (EXP-END-1, EXP-END-2)', () => {
  beforeEach(async () => {
    await recordAndFinish('A.1');
    await start();
  });

  const a24 = () => query(t, "SELECT member_id FROM campaign_cards WHERE campaign_id = ? AND name = 'A#24'", campaignId);

  it('EXP-END-2: A#24 goes into the bag when cubes remain as the memory is found', async () => {
    await go(3);
    await go(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    const v = await t.call('exploration/end-phase', { campaignId, bagMemberId: members[1]! });
    expect(v.phase).toMatchObject({ ended: true, a24Given: true, cubesLeft: 1 });
    expect(await a24()).toEqual([{ member_id: members[1]! }]);
    expect((await t.call('history/list', { campaignId, limit: 1 }))[0]!.summaryKey).toBe('exploration.history.phaseEndedWithBonusCard');
    await t.call('history/undo', {});
    expect(await a24()).toEqual([]);
    expect((await view()).phase!.ended).toBe(false);
  });

  it('EXP-END-2: no A#24 when every cube was spent', async () => {
    await go(3);
    await go(1);
    await go(3);
    await tick(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    const v = await t.call('exploration/end-phase', { campaignId, bagMemberId: null });
    expect(v.phase).toMatchObject({ ended: true, a24Given: false, cubesLeft: 0 });
    expect(await a24()).toEqual([]);
  });

  it('EXP-END-2: no second A#24 when the party already holds it ("if still available")', async () => {
    await putInBag(members[0]!, 'A#24', 'A#24');
    await go(3);
    await go(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    const v = await t.call('exploration/end-phase', { campaignId, bagMemberId: null });
    expect(v.phase!.a24Given).toBe(false);
    expect(await a24()).toHaveLength(1);
  });

  it('EXP-3: the next phase starts where the memory just played was found', async () => {
    await go(3);
    await go(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    await t.call('exploration/end-phase', { campaignId, bagMemberId: null });
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-1', { context: 'played', memoryId: 'A.1' });
    await recordAndFinish('A.2');
    expect((await view()).start).toMatchObject({ allowed: true, fixedStartLocation: 7, afterMemoryId: 'A.2' });
    expectRefusal(await t.refuseUnchanged('exploration/start-phase', { campaignId, regionId: TEST_REGION.id, startLocation: 1 }), 'EXP-3', { location: 7 }, 'startLocation');
    const v = await start(7);
    // The map keeps its state across phases: lines, stickers, activations.
    expect(v.phase).toMatchObject({ cubesLeft: 3, currentLocation: 7 });
    expect(v.lines).toHaveLength(2);
    expect(v.locations.find((l) => l.number === 3)!.activated).toBe(true);
  });
});

describe('region maps in box data (UNK-27, UNK-28)', () => {
  it('UNK-28: a map is refused with the field at fault', async () => {
    const bad = (change: Partial<Region>) => t.refuseUnchanged('box-data/save-region', { previousId: null, region: { ...TEST_REGION, id: 'other', ...change } });
    expect(await bad({ connections: [[1, 1]] })).toMatchObject({ field: 'region.connections.0' });
    expect(await bad({ connections: [[1, 99]] })).toMatchObject({ field: 'region.connections.0.1' });
    expect(await bad({ connections: [[1, 2], [2, 1]] })).toMatchObject({ field: 'region.connections.1' });
    expect(
      await bad({ locations: [...TEST_REGION.locations, regionLocation(12, 'healer')] }),
    ).toMatchObject({ field: 'region.locations.11.healValue' });
    expect(await bad({ gauge: { boxes: 2, hashBoxes: [{ box: 3, card: '5' }] } })).toMatchObject({ field: 'region.gauge.hashBoxes.0.box' });
    expect(await t.refuseUnchanged('box-data/save-region', { previousId: null, region: TEST_REGION })).toMatchObject({ field: 'region.id' });
  });

  it('UNK-28: one location and its connections added the first time the group reaches it; undo removes it', async () => {
    const location = regionLocation(12, 'ruins', { stickerCode: '3333' });
    expect(
      await t.refuseUnchanged('box-data/save-region-location', { regionId: TEST_REGION.id, previousNumber: null, location, connections: [8, 40] }),
    ).toMatchObject({ field: 'connections.1' });
    expect(
      await t.refuseUnchanged('box-data/save-region-location', { regionId: TEST_REGION.id, previousNumber: null, location: { ...location, stickerCode: '1111' }, connections: [8] }),
    ).toMatchObject({ field: 'location.stickerCode' });
    const data = await t.call('box-data/save-region-location', { regionId: TEST_REGION.id, previousNumber: null, location, connections: [8, 6] });
    const region = data.regions.find((r) => r.id === TEST_REGION.id)!;
    expect(region.locations.at(-1)).toMatchObject({ number: 12, stickerCode: '3333' });
    expect(region.connections.slice(-2)).toEqual([
      [12, 8],
      [12, 6],
    ]);
    // Editing it replaces its connections.
    const edited = await t.call('box-data/save-region-location', { regionId: TEST_REGION.id, previousNumber: 12, location, connections: [8] });
    expect(edited.regions[0]!.connections.filter(([a, b]) => a === 12 || b === 12)).toEqual([[12, 8]]);
    await t.call('history/undo', {});
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).regions[0]!.locations).toHaveLength(TEST_REGION.locations.length);
  });

  it('UNK-27: exploration table codes are unique; a region can be removed and the removal undone', async () => {
    expect(await t.refuseUnchanged('box-data/save-exploration-code', { previousCode: null, entry: { code: '1111', kind: 'mystery' } })).toMatchObject({
      field: 'entry.code',
    });
    expect(await t.refuse('box-data/save-exploration-code', { previousCode: null, entry: { code: '12a4', kind: 'mystery' } })).toMatchObject({
      field: 'entry.code',
    });
    await t.call('box-data/remove-region', { id: TEST_REGION.id });
    expect((await t.call('box-data/get', {})).regions).toEqual([]);
    await t.call('history/undo', {});
    expect((await t.call('box-data/get', {})).regions).toHaveLength(1);
  });
});

describe('journey sequences through the save (property)', () => {
  it('EXP-3, EXP-4: random journeys never draw a line between unconnected locations nor spend more than 3 cubes', async () => {
    await t.call('box-data/save-region', {
      previousId: null,
      region: { ...TEST_REGION, id: 'plain', name: 'Plain', locations: TEST_REGION.locations.map((l) => ({ ...l, symbol: 'other', healValue: null, cardNumber: null })) },
    });
    const keys = new Set(TEST_REGION.connections.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom<JourneyPaymentChoice['method']>('cube', 'gauge')), { minLength: 1, maxLength: 12 }),
        async (moves) => {
          await createCampaign('Property');
          await recordAndFinish('A.1');
          await t.call('exploration/start-phase', { campaignId, regionId: 'plain', startLocation: 1 });
          for (const [to, method] of moves) await t.core.dispatch('exploration/journey', { campaignId, to, payment: { method } });
          const v = await view();
          for (const l of v.lines) expect(keys.has(l.from < l.to ? `${l.from}-${l.to}` : `${l.to}-${l.from}`)).toBe(true);
          const cubes = v.lines.filter((l) => l.payment === 'cube').length;
          expect(cubes).toBeLessThanOrEqual(3);
          expect(v.phase!.cubesLeft).toBe(3 - cubes);
          // The lines follow each other: each starts where the previous one ended.
          v.lines.forEach((l, i) => expect(l.from).toBe(i === 0 ? 1 : v.lines[i - 1]!.to));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('history', () => {
  it('every exploration step is one entry whose sentence exists in English and Polish', async () => {
    const en = JSON.parse(readFileSync(join(appRoot, 'src-renderer/screens/exploration/exploration.en.json'), 'utf8')) as { history: Record<string, string> };
    const pl = JSON.parse(readFileSync(join(appRoot, 'src-renderer/screens/exploration/exploration.pl.json'), 'utf8')) as { history: Record<string, string> };
    await recordAndFinish('A.1');
    await start();
    await go(2);
    const v = await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'encounter', card: 'E-1', deckEmpty: false } });
    await t.call('exploration/record-card-outcome', { campaignId, drawId: v.phase!.draws[0]!.id, outcome: {} });
    await go(4);
    await t.call('exploration/use-healer', { campaignId });
    await go(3);
    await tick(7);
    await t.call('exploration/resolve-location', { campaignId, resolution: { symbol: 'mystery-or-memory', code: null } });
    await t.call('exploration/end-phase', { campaignId, bagMemberId: null });
    const keys = (await t.call('history/list', { campaignId, limit: 50 })).map((e) => e.summaryKey).filter((k) => k.startsWith('exploration.'));
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      // history-text.ts reads area keys of this shape only.
      expect(key).toMatch(/^[a-zA-Z]+\.history\.[a-zA-Z]+$/);
      const name = key.split('.')[2]!;
      expect(en.history[name], key).toBeTruthy();
      expect(pl.history[name], key).toBeTruthy();
    }
  });
});
