import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Region, RegionLocation } from './region-box-data.js';
import { regionSchema } from './region-box-data.js';
import type { JourneyPaymentChoice } from './exploration.js';
import {
  a24Due,
  checkCanMove,
  checkCardOutcome,
  checkForge,
  checkHealer,
  checkJourney,
  checkJump,
  checkStart,
  checkStartLocation,
  connected,
  decideResolution,
  decideTravelHealth,
  mapOf,
  needsResolution,
  nextGaugeBox,
  planPayment,
  type CardOutcomeFacts,
  type PhaseFacts,
  type ResolutionFacts,
} from './exploration-rules.js';
import { expectRefusal, refusalOf } from '../test-support/expect-refusal.js';

/** Made-up map data for tests only (real maps are box data, UNK-28). */
const loc = (number: number, symbol: RegionLocation['symbol'] = 'other', healValue: number | null = null): RegionLocation => ({
  number,
  symbol,
  healValue,
  cardNumber: null,
  stickerCode: null,
  x: null,
  y: null,
});

const phase = (over: Partial<PhaseFacts> = {}): PhaseFacts => ({
  currentLocation: 1,
  cubesLeft: 3,
  unresolvedLocation: null,
  discoveredMemoryId: null,
  ended: false,
  healerLocation: null,
  ...over,
});

const gauge = { boxes: 3, hashBoxes: [{ box: 2, card: '31' }] };

describe('exploration rules', () => {
  it('EXP-1: a phase needs a completed memory and a finished end-of-memory phase', () => {
    const base = { isApocalypse: true, phaseAfterLastAttempt: false, openPhase: false, endOfMemoryDone: true };
    const success = { id: 1, memoryId: 'A.1', outcome: 'success' as const, attemptNumber: 1 as const };
    expect(checkStart({ ...base, lastAttempt: success })).toBeNull();
    expect(checkStart({ ...base, lastAttempt: { ...success, outcome: 'failure', attemptNumber: 2 } })).toBeNull();
    expectRefusal(checkStart({ ...base, lastAttempt: { ...success, outcome: 'failure' } }), 'EXP-1', { context: 'secondAttempt', memoryId: 'A.1' }, 'campaignId');
    expectRefusal(checkStart({ ...base, lastAttempt: success, endOfMemoryDone: false }), 'EXP-1', { context: 'endOfMemory', memoryId: 'A.1' });
    expectRefusal(checkStart({ ...base, lastAttempt: success, phaseAfterLastAttempt: true }), 'EXP-1', { context: 'played', memoryId: 'A.1' });
    expectRefusal(checkStart({ ...base, lastAttempt: null }), 'EXP-1', { context: 'noMemory' });
    expectRefusal(checkStart({ ...base, lastAttempt: success, isApocalypse: false }), 'EXP-1', { context: 'notApocalypse' });
    expectRefusal(checkStart({ ...base, lastAttempt: success, openPhase: true }), 'EXP-END-1', {}, 'campaignId');
  });

  it('EXP-3: the phase starts on the map, where the memory just completed was found', () => {
    const map = mapOf({ locations: [loc(1), loc(4)], connections: [], gauge, journeySlots: 3 });
    expect(checkStartLocation(map, 4, 4)).toBeNull();
    expect(checkStartLocation(map, 1, null)).toBeNull();
    expectRefusal(checkStartLocation(map, 1, 4), 'EXP-3', { location: 4 }, 'startLocation');
    expectRefusal(checkStartLocation(map, 9, null), 'EXP-3', { context: 'notOnMap', location: 9 }, 'startLocation');
  });

  it('EXP-4: a journey goes from where the group stands to a connected location on the map', () => {
    const map = mapOf({ locations: [loc(1), loc(2), loc(3)], connections: [[1, 2]], gauge, journeySlots: 3 });
    expect(checkJourney(map, phase(), 2)).toBeNull();
    expectRefusal(checkJourney(map, phase(), 1), 'EXP-4', { context: 'here', location: 1 }, 'to');
    expectRefusal(checkJourney(map, phase(), 3), 'EXP-4', { context: 'notConnected', to: 3, from: 1 }, 'to');
    expectRefusal(checkJourney(map, phase(), 7), 'EXP-4', { context: 'notOnMap', to: 7, from: 1 }, 'to');
  });

  it('THR-1: the leftmost empty box is ticked; a # box names its card; a full gauge has none', () => {
    expect(nextGaugeBox(gauge, new Set())).toEqual({ box: 1, hashCard: null });
    expect(nextGaugeBox(gauge, new Set([1]))).toEqual({ box: 2, hashCard: '31' });
    expect(nextGaugeBox(gauge, new Set([1, 3]))).toEqual({ box: 2, hashCard: '31' });
    expect(nextGaugeBox(gauge, new Set([1, 2, 3]))).toBeNull();
  });

  it('EXP-4, THR-2: cube or clue by choice; the gauge only with neither; a full gauge costs health', () => {
    const facts = { cubesLeft: 1, clueCardIds: [7], gauge, tickedBoxes: new Set<number>() };
    expect(planPayment({ method: 'cube' }, facts)).toMatchObject({ ok: true, value: { payment: 'cube', cubesLeft: 0 } });
    expect(planPayment({ method: 'clue', cardId: 7 }, facts)).toMatchObject({ ok: true, value: { payment: 'clue', cubesLeft: 1, clueCardId: 7 } });
    expectRefusal(refusalOf(planPayment({ method: 'gauge' }, facts)), 'EXP-4', { context: 'cubeLeft' }, 'payment.method');
    expectRefusal(refusalOf(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0 })), 'EXP-4', { context: 'clueLeft' }, 'payment.method');
    expectRefusal(refusalOf(planPayment({ method: 'cube' }, { ...facts, cubesLeft: 0 })), 'EXP-4', { context: 'noCube' }, 'payment.method');
    expect(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0, clueCardIds: [] })).toMatchObject({ ok: true, value: { payment: 'gauge', gaugeBox: 1 } });
    expect(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0, clueCardIds: [], tickedBoxes: new Set([1, 2, 3]) })).toMatchObject({
      ok: true,
      value: { payment: 'gauge-full-health', gaugeBox: null },
    });
    expectRefusal(refusalOf(planPayment({ method: 'clue', cardId: 8 }, facts)), 'CLUE-1', {}, 'payment.cardId');
  });

  it('LOC-4, EXP-4: a discovered memory or an unresolved location stops every move', () => {
    expectRefusal(checkCanMove(phase({ discoveredMemoryId: 'A.2' })), 'LOC-4', { memoryId: 'A.2' });
    expectRefusal(checkCanMove(phase({ unresolvedLocation: 2 })), 'EXP-4', { context: 'unresolved', location: 2 });
    expectRefusal(checkCanMove(phase({ ended: true })), 'EXP-1', { context: 'noPhase' });
    expectRefusal(checkCanMove(null), 'EXP-1', { context: 'noPhase' });
  });

  it('LOC-5: jumps only between activated observation points', () => {
    const map = mapOf({ locations: [loc(1, 'observation'), loc(2, 'observation'), loc(3)], connections: [], gauge, journeySlots: 3 });
    const progress = { activated: new Set([1, 2]), exhausted: new Set<number>(), tickedBoxes: new Set<number>() };
    expect(checkJump(map, phase(), progress, 2)).toBeNull();
    expectRefusal(checkJump(map, phase(), progress, 3), 'LOC-5', { location: 3 }, 'to');
    expectRefusal(checkJump(map, phase(), { ...progress, activated: new Set([1]) }, 2), 'LOC-5', { location: 2 }, 'to');
    expectRefusal(checkJump(map, phase({ currentLocation: 3 }), progress, 2), 'LOC-5', { context: 'from', location: 3 }, 'to');
    expectRefusal(checkJump(map, phase(), progress, 1), 'LOC-5', { context: 'here', location: 1 }, 'to');
  });

  it('LOC-6: one healer per phase, with the reason naming the one used', () => {
    const map = mapOf({ locations: [loc(1, 'healer', 2), loc(2, 'healer', 1)], connections: [[1, 2]], gauge, journeySlots: 3 });
    expect(checkHealer(map, phase())).toBeNull();
    expectRefusal(checkHealer(map, phase({ currentLocation: 2, healerLocation: 1 })), 'LOC-6', { location: 1 }, 'campaignId');
    expectRefusal(checkHealer(map, phase({ healerLocation: 1 })), 'LOC-6', { context: 'used', location: 1 });
    const plain = mapOf({ locations: [loc(1)], connections: [], gauge, journeySlots: 3 });
    expectRefusal(checkHealer(plain, phase()), 'LOC-6', { context: 'notHealer', location: 1 });
  });

  it('LOC-7: blueprints are crafted at an activated forge where the group stands', () => {
    const map = mapOf({ locations: [loc(1, 'forge'), loc(2)], connections: [[1, 2]], gauge, journeySlots: 3 });
    const progress = { activated: new Set([1]), exhausted: new Set<number>(), tickedBoxes: new Set<number>() };
    expect(checkForge(map, phase(), progress)).toBeNull();
    expectRefusal(checkForge(map, phase(), { ...progress, activated: new Set<number>() }), 'LOC-7', { location: 1 }, 'campaignId');
    expectRefusal(checkForge(map, phase({ currentLocation: 2 }), progress), 'LOC-7', { location: 2 });
  });

  it('EXC-6: losing the last health while travelling eliminates, tied to the latest attempt; health stays between 0 and the maximum', () => {
    const travel = { eliminateAtZero: true, latestAttemptId: 5 };
    expect(decideTravelHealth({ health: 2, max: 3 }, -5, travel)).toEqual({ ok: true, value: { health: 0, eliminatedInAttempt: 5 } });
    expect(decideTravelHealth({ health: 2, max: 3 }, 4, travel)).toEqual({ ok: true, value: { health: 3, eliminatedInAttempt: null } });
    expect(decideTravelHealth({ health: 1, max: 3 }, -1, { eliminateAtZero: false, latestAttemptId: null })).toEqual({ ok: true, value: { health: 0, eliminatedInAttempt: null } });
    expectRefusal(refusalOf(decideTravelHealth({ health: 1, max: 3 }, -1, { eliminateAtZero: true, latestAttemptId: null })), 'EXC-6', {}, 'memberId');
  });

  it('LOC-1..4, LOC-8: exhausted locations give no new card', () => {
    expect(needsResolution(loc(1, 'encounter'), false)).toBe(true);
    expect(needsResolution(loc(1, 'encounter'), true)).toBe(false);
    expect(needsResolution(loc(1, 'observation'), false)).toBe(false);
  });

  it('EXP-END-2: A#24 only with cubes left, a memory found and the card still available', () => {
    expect(a24Due({ cubesLeft: 1, memoryDiscovered: true, alreadyHeld: false })).toBe(true);
    expect(a24Due({ cubesLeft: 0, memoryDiscovered: true, alreadyHeld: false })).toBe(false);
    expect(a24Due({ cubesLeft: 2, memoryDiscovered: true, alreadyHeld: true })).toBe(false);
    expect(a24Due({ cubesLeft: 2, memoryDiscovered: false, alreadyHeld: false })).toBe(false);
  });
});

/** A random region: 2..12 locations numbered 1..n with random valid connections. */
const regionArb = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc
    .uniqueArray(
      fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })).filter(([a, b]) => a < b),
      { maxLength: 30, selector: ([a, b]) => `${a}-${b}` },
    )
    .map(
      (connections): Region =>
        regionSchema.parse({
          id: 'r',
          name: 'Random',
          gauge: { boxes: 2, hashBoxes: [] },
          locations: Array.from({ length: n }, (_, i) => loc(i + 1)),
          connections,
        }),
    ),
);

const choiceArb: fc.Arbitrary<JourneyPaymentChoice> = fc.oneof(
  fc.constant({ method: 'cube' as const }),
  fc.constant({ method: 'gauge' as const }),
  fc.integer({ min: 1, max: 3 }).map((cardId) => ({ method: 'clue' as const, cardId })),
);

describe('journey sequences (property)', () => {
  it('EXP-3, EXP-4: random journeys never draw a line between unconnected locations and never spend more than 3 cubes', () => {
    fc.assert(
      fc.property(regionArb, fc.array(fc.tuple(fc.integer({ min: 0, max: 14 }), choiceArb), { maxLength: 40 }), fc.integer({ min: 0, max: 2 }), (region, moves, clues) => {
        const map = mapOf(region);
        let facts = phase({ cubesLeft: region.journeySlots });
        let clueIds = Array.from({ length: clues }, (_, i) => i + 1);
        const ticked = new Set<number>();
        let cubesSpent = 0;
        for (const [to, choice] of moves) {
          if (checkJourney(map, facts, to)) continue;
          const planned = planPayment(choice, { cubesLeft: facts.cubesLeft, clueCardIds: clueIds, gauge: region.gauge, tickedBoxes: ticked });
          if (!planned.ok) continue;
          const plan = planned.value;
          // Accepted: the line joins two connected locations.
          expect(connected(map, facts.currentLocation, to)).toBe(true);
          if (plan.payment === 'cube') cubesSpent++;
          if (plan.payment === 'gauge') {
            expect(facts.cubesLeft).toBe(0);
            expect(clueIds).toEqual([]);
            ticked.add(plan.gaugeBox!);
          }
          clueIds = clueIds.filter((id) => id !== plan.clueCardId);
          facts = { ...facts, currentLocation: to, cubesLeft: plan.cubesLeft };
          expect(facts.cubesLeft).toBeGreaterThanOrEqual(0);
        }
        expect(cubesSpent).toBeLessThanOrEqual(3);
        expect(cubesSpent + facts.cubesLeft).toBe(3);
      }),
      { numRuns: 300 },
    );
  });
});

describe('resolving a location (EXP-4 step 4, LOC-1..4, LOC-8)', () => {
  const mysteryOrMemory = { ...loc(5, 'mystery-or-memory'), stickerCode: '1234' };
  const facts = (extra: Partial<ResolutionFacts> = {}): ResolutionFacts => ({
    unresolved: mysteryOrMemory,
    table: [
      { code: '1234', kind: 'memory', memoryId: 'A.3' },
      { code: '9999', kind: 'mystery' },
    ],
    wonMemories: new Set(),
    placedMemories: new Map(),
    ...extra,
  });
  const lookUp = (over: Partial<{ code: string | null; choice: 'mystery' | 'memory' | null; memoryId: string | null; card: string | null }> = {}) => ({
    symbol: 'mystery-or-memory' as const,
    code: null,
    choice: null,
    memoryId: null,
    card: null,
    ...over,
  });

  it('LOC-1, LOC-3, LOC-8: a card from the deck (a mystery card when the deck ran out), or the location’s # card', () => {
    const encounter = facts({ unresolved: loc(2, 'encounter') });
    expect(decideResolution(encounter, { symbol: 'encounter', card: 'E7', deckEmpty: false })).toEqual({
      ok: true,
      value: { kind: 'draw', location: 2, deck: 'encounter', card: 'E7', code: null },
    });
    expect(decideResolution(encounter, { symbol: 'encounter', card: 'M2', deckEmpty: true })).toMatchObject({ ok: true, value: { deck: 'mystery' } });
    const narrative = facts({ unresolved: { ...loc(3, 'narrative'), cardNumber: 'A#12' } });
    expect(decideResolution(narrative, { symbol: 'narrative' })).toMatchObject({ ok: true, value: { deck: 'hash', card: 'A#12' } });
  });

  it('EXP-4: only the location reached, and as its own symbol', () => {
    expectRefusal(refusalOf(decideResolution(facts({ unresolved: null }), { symbol: 'narrative' })), 'EXP-4', { context: 'nothingToResolve' }, 'resolution');
    expectRefusal(refusalOf(decideResolution(facts(), { symbol: 'narrative' })), 'EXP-4', { context: 'otherSymbol', location: 5 }, 'resolution.symbol');
  });

  it('LOC-4: the exploration table decides between mystery and memory, and the players’ word must agree with it', () => {
    expect(decideResolution(facts(), lookUp())).toEqual({ ok: true, value: { kind: 'memory', location: 5, memoryId: 'A.3', code: '1234' } });
    expectRefusal(refusalOf(decideResolution(facts(), lookUp({ choice: 'mystery' }))), 'LOC-4', { context: 'tableMemory', code: '1234', memoryId: 'A.3' }, 'resolution.choice');
    expectRefusal(refusalOf(decideResolution(facts(), lookUp({ code: '9999', choice: 'memory' }))), 'LOC-4', { context: 'tableMystery', code: '9999' });
    expectRefusal(refusalOf(decideResolution(facts(), lookUp({ code: '9999' }))), 'LOC-4', { context: 'mysteryCard' }, 'resolution.card');
    expect(decideResolution(facts(), lookUp({ code: '9999', card: 'M4' }))).toMatchObject({ ok: true, value: { kind: 'draw', deck: 'mystery', card: 'M4', code: '9999' } });
  });

  it('LOC-4: a code missing from the table needs the players’ word, and a memory its id', () => {
    const noCode = facts({ unresolved: loc(5, 'mystery-or-memory') });
    expectRefusal(refusalOf(decideResolution(noCode, lookUp())), 'LOC-4', { context: 'noCode' }, 'resolution.code');
    expectRefusal(refusalOf(decideResolution(facts(), lookUp({ code: '5555' }))), 'LOC-4', { context: 'unknownCode', code: '5555' }, 'resolution.choice');
    expectRefusal(refusalOf(decideResolution(facts(), lookUp({ code: '5555', choice: 'memory' }))), 'LOC-4', { context: 'whichMemory' }, 'resolution.memoryId');
    expect(decideResolution(facts(), lookUp({ code: '5555', choice: 'memory', memoryId: 'A.9' }))).toMatchObject({ ok: true, value: { kind: 'memory', memoryId: 'A.9' } });
  });

  it('LOC-4: a memory won is never played again, and its sticker is placed once', () => {
    expectRefusal(refusalOf(decideResolution(facts({ wonMemories: new Set(['A.3']) }), lookUp())), 'LOC-4', { context: 'won', memoryId: 'A.3' }, 'resolution.memoryId');
    expectRefusal(refusalOf(decideResolution(facts({ placedMemories: new Map([['A.3', 8]]) }), lookUp())), 'LOC-4', { context: 'placed', memoryId: 'A.3', location: 8 });
  });
});

describe('what an exploration card did (EXC-1..6)', () => {
  const facts = (extra: Partial<CardOutcomeFacts> = {}): CardOutcomeFacts => ({
    card: 'E7',
    inOpenPhase: true,
    recorded: false,
    members: new Map([
      [1, { assassin: 'Alif', status: 'in-play' as const }],
      [2, { assassin: 'Bastiano', status: 'left' as const }],
    ]),
    shaoJunJoined: false,
    ...extra,
  });
  const outcome = (extra: Partial<Parameters<typeof checkCardOutcome>[1]> = {}) => ({ health: [], shaoJunDelta: 0, cardsGained: [], notes: '', ...extra });

  it('EXC-1: once per card, in the phase it was drawn in', () => {
    expect(checkCardOutcome(facts(), outcome())).toBeNull();
    expectRefusal(checkCardOutcome(facts({ recorded: true }), outcome()), 'EXC-1', { card: 'E7' }, 'drawId');
    expectRefusal(checkCardOutcome(facts({ inOpenPhase: false }), outcome()), 'EXC-1', { context: 'earlierPhase', card: 'E7' }, 'drawId');
  });

  it('PLY-5, SJ-1: cards go to the bag of an assassin in play; Shao Jun’s health needs her in the campaign', () => {
    const gained = (memberId: number) => ({ name: 'Clue', kind: 'clue' as const, memberId });
    expect(checkCardOutcome(facts(), outcome({ cardsGained: [gained(1)] }))).toBeNull();
    expectRefusal(checkCardOutcome(facts(), outcome({ cardsGained: [gained(1), gained(2)] })), 'PLY-5', { assassin: 'Bastiano' }, 'outcome.cardsGained.1.memberId');
    expectRefusal(checkCardOutcome(facts(), outcome({ shaoJunDelta: -1 })), 'SJ-1', { context: 'notJoined' }, 'outcome.shaoJunDelta');
    expect(checkCardOutcome(facts({ shaoJunJoined: true }), outcome({ shaoJunDelta: -1 }))).toBeNull();
  });
});
