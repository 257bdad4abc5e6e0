import { describe, expect, it } from 'vitest';
import type { ExplorationView, PhaseView } from '../../../shared/exploration/exploration.js';
import { explorationView, locationView } from '../../../shared/test-support/region-builders.js';
import { mapOf, movesTo, orderedLines, parseNumberList, stepOf } from './view-model.js';

const phase = (extra: Partial<PhaseView> = {}): PhaseView => ({
  id: 1,
  regionId: 'north',
  afterAttemptId: 1,
  startLocation: 1,
  currentLocation: 1,
  cubesStart: 3,
  cubesLeft: 3,
  healerLocation: null,
  unresolvedLocation: null,
  discoveredMemory: null,
  ended: false,
  a24Given: false,
  draws: [],
  crafts: [],
  ...extra,
});

/** Region North drawn, no phase yet: exploring may start after memory 1.1 (EXP-1), paid with a cube. */
function view(extra: Partial<ExplorationView> = {}): ExplorationView {
  return explorationView({
    regions: [{ id: 'north', name: 'North' }],
    region: { id: 'north', name: 'North', journeySlots: 3 },
    locations: [locationView(1, 'observation'), locationView(2, 'encounter'), locationView(3, 'mystery-or-memory'), locationView(4, 'observation')],
    connections: [
      [1, 2],
      [2, 3],
    ],
    start: { allowed: true, refusal: null, fixedStartLocation: null, afterMemoryId: '1.1', cubes: 3 },
    payment: { cube: true, clueCards: [], gauge: false, gaugeCostsHealth: false },
    ...extra,
  });
}

describe('the exploration screen’s steps', () => {
  it('EXP-1: a core campaign has no exploration; an Apocalypse one without a map asks for one', () => {
    expect(stepOf(view({ isApocalypse: false })).kind).toBe('not-apocalypse');
    expect(stepOf(view({ regions: [], region: null })).kind).toBe('no-region');
  });

  it('EXP-1: with no phase under way (or the last one ended) the players are offered the start', () => {
    expect(stepOf(view()).kind).toBe('start');
    expect(stepOf(view({ phase: phase({ ended: true }) })).kind).toBe('start');
  });

  it('EXP-4 step 4: a location reached but not resolved comes before any journey', () => {
    const step = stepOf(view({ phase: phase({ unresolvedLocation: 2, discoveredMemory: null }) }));
    expect(step).toMatchObject({ kind: 'resolve', location: { number: 2, symbol: 'encounter' } });
  });

  it('LOC-4: a discovered memory stops the journeys until it is played', () => {
    expect(stepOf(view({ phase: phase({ discoveredMemory: { memoryId: '2.1', location: 3 } }) }))).toEqual({
      kind: 'memory-found',
      memoryId: '2.1',
      location: 3,
    });
    expect(stepOf(view({ phase: phase() })).kind).toBe('travel');
  });
});

describe('what the region map draws', () => {
  it('draws the lines in the order they were drawn, numbered across phases', () => {
    const lines = orderedLines([
      { id: 9, phaseId: 2, seq: 1, from: 3, to: 2, payment: 'gauge', clueCardName: null },
      { id: 4, phaseId: 1, seq: 1, from: 1, to: 2, payment: 'cube', clueCardName: null },
    ]);
    expect(lines.map((l) => [l.order, l.from, l.to])).toEqual([
      [1, 1, 2],
      [2, 3, 2],
    ]);
  });

  it('EXP-2, LOC-1..7: the group’s position, stickers, activations, exhaustion and memory stickers come from the view', () => {
    const drawn = mapOf(
      view({
        locations: [
          locationView(1, 'observation', { stickerPlaced: true, activated: true }),
          locationView(2, 'encounter', { stickerPlaced: true, exhausted: true }),
          locationView(3, 'mystery-or-memory', { stickerPlaced: true, memoryId: '2.1' }),
        ],
        phase: phase({ currentLocation: 2 }),
        nextMoves: [
          { to: 1, kind: 'journey', allowed: true, refusal: null },
          { to: 3, kind: 'journey', allowed: false, refusal: { rule: 'LOC-4', params: { memoryId: '2.1' }, message: 'Play memory 2.1 first.' } },
        ],
      }),
    )!;
    expect(drawn.state).toMatchObject({
      current: 2,
      stickers: [1, 2, 3],
      activated: [1],
      exhausted: [2],
      memoryStickers: [{ location: 3, memoryId: '2.1' }],
      reachable: [1],
    });
    expect(drawn.region.connections).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('an ended phase still shows where the group stopped, with nothing reachable', () => {
    const drawn = mapOf(view({ phase: phase({ ended: true, currentLocation: 3 }) }))!;
    expect(drawn.state.current).toBe(3);
    expect(drawn.state.reachable).toEqual([]);
  });

  it('LOC-5: a free jump is offered before a paid journey to the same place', () => {
    const moves = movesTo(
      view({
        nextMoves: [
          { to: 4, kind: 'journey', allowed: true, refusal: null },
          { to: 4, kind: 'jump', allowed: true, refusal: null },
        ],
      }),
      4,
    );
    expect(moves.map((m) => m.kind)).toEqual(['jump', 'journey']);
  });
});

describe('typing connections from the printed map', () => {
  it('reads "3, 7, 12" in any separator, once each', () => {
    expect(parseNumberList('3, 7,12; 7  15')).toEqual({ numbers: [3, 7, 12, 15], bad: null });
    expect(parseNumberList('')).toEqual({ numbers: [], bad: null });
  });

  it('names the part that is not a location number', () => {
    expect(parseNumberList('3, x7').bad).toBe('x7');
    expect(parseNumberList('0').bad).toBe('0');
  });
});
