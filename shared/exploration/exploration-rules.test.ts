import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Region, RegionLocation } from './region-box-data.js';
import { regionSchema } from './region-box-data.js';
import type { JourneyPaymentChoice } from './exploration.js';
import {
  a24Due,
  checkCanMove,
  checkHealer,
  checkJourney,
  checkJump,
  checkStart,
  connected,
  mapOf,
  needsResolution,
  nextGaugeBox,
  planPayment,
  type PhaseFacts,
} from './exploration-rules.js';

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
    expect(checkStart({ ...base, lastAttempt: { ...success, outcome: 'failure' } })?.rule).toBe('EXP-1');
    expect(checkStart({ ...base, lastAttempt: success, endOfMemoryDone: false })?.rule).toBe('EXP-1');
    expect(checkStart({ ...base, lastAttempt: null })?.rule).toBe('EXP-1');
    expect(checkStart({ ...base, lastAttempt: success, isApocalypse: false })?.rule).toBe('EXP-1');
  });

  it('THR-1: the leftmost empty box is ticked; a # box names its card; a full gauge has none', () => {
    expect(nextGaugeBox(gauge, new Set())).toEqual({ box: 1, hashCard: null });
    expect(nextGaugeBox(gauge, new Set([1]))).toEqual({ box: 2, hashCard: '31' });
    expect(nextGaugeBox(gauge, new Set([1, 3]))).toEqual({ box: 2, hashCard: '31' });
    expect(nextGaugeBox(gauge, new Set([1, 2, 3]))).toBeNull();
  });

  it('EXP-4, THR-2: cube or clue by choice; the gauge only with neither; a full gauge costs health', () => {
    const facts = { cubesLeft: 1, clueCardIds: [7], gauge, tickedBoxes: new Set<number>() };
    expect(planPayment({ method: 'cube' }, facts)).toMatchObject({ payment: 'cube', cubesLeft: 0 });
    expect(planPayment({ method: 'clue', cardId: 7 }, facts)).toMatchObject({ payment: 'clue', cubesLeft: 1, clueCardId: 7 });
    expect(planPayment({ method: 'gauge' }, facts)).toMatchObject({ rule: 'EXP-4' });
    expect(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0 })).toMatchObject({ rule: 'EXP-4' });
    expect(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0, clueCardIds: [] })).toMatchObject({ payment: 'gauge', gaugeBox: 1 });
    expect(planPayment({ method: 'gauge' }, { ...facts, cubesLeft: 0, clueCardIds: [], tickedBoxes: new Set([1, 2, 3]) })).toMatchObject({
      payment: 'gauge-full-health',
      gaugeBox: null,
    });
    expect(planPayment({ method: 'clue', cardId: 8 }, facts)).toMatchObject({ rule: 'CLUE-1' });
  });

  it('LOC-4, EXP-4: a discovered memory or an unresolved location stops every move', () => {
    expect(checkCanMove(phase({ discoveredMemoryId: 'A.2' }))?.rule).toBe('LOC-4');
    expect(checkCanMove(phase({ unresolvedLocation: 2 }))?.rule).toBe('EXP-4');
    expect(checkCanMove(phase({ ended: true }))?.rule).toBe('EXP-1');
    expect(checkCanMove(null)?.rule).toBe('EXP-1');
  });

  it('LOC-5: jumps only between activated observation points', () => {
    const map = mapOf({ locations: [loc(1, 'observation'), loc(2, 'observation'), loc(3)], connections: [], gauge, journeySlots: 3 });
    const progress = { activated: new Set([1, 2]), exhausted: new Set<number>(), tickedBoxes: new Set<number>() };
    expect(checkJump(map, phase(), progress, 2)).toBeNull();
    expect(checkJump(map, phase(), progress, 3)?.rule).toBe('LOC-5');
    expect(checkJump(map, phase(), { ...progress, activated: new Set([1]) }, 2)?.rule).toBe('LOC-5');
  });

  it('LOC-6: one healer per phase, with the reason naming the one used', () => {
    const map = mapOf({ locations: [loc(1, 'healer', 2), loc(2, 'healer', 1)], connections: [[1, 2]], gauge, journeySlots: 3 });
    expect(checkHealer(map, phase())).toBeNull();
    expect(checkHealer(map, phase({ currentLocation: 2, healerLocation: 1 }))?.message).toContain('location 1');
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
          const plan = planPayment(choice, { cubesLeft: facts.cubesLeft, clueCardIds: clueIds, gauge: region.gauge, tickedBoxes: ticked });
          if ('rule' in plan) continue;
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
