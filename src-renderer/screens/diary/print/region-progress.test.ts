import { describe, expect, it } from 'vitest';
import type { ExplorationView, JourneyLine, LocationView } from '../../../../shared/exploration/exploration.js';
import { explorationView, locationView } from '../../../../shared/test-support/region-builders.js';
import { drawnLines, locationNote } from '../../exploration/map-drawing.js';
import { loadRegionProgress, regionProgress } from './region-progress.js';

/** A made-up map (test values only; real maps are box data, UNK-28): encounters unless said otherwise. */
const location = (number: number, extra: Partial<LocationView> = {}): LocationView => locationView(number, 'encounter', extra);

const line = (id: number, phaseId: number, from: number, to: number, payment: JourneyLine['payment'], clueCardName: string | null = null): JourneyLine => ({
  id,
  phaseId,
  seq: id,
  from,
  to,
  payment,
  clueCardName,
});

function view(regionId: string, played: boolean, extra: Partial<ExplorationView> = {}): ExplorationView {
  return explorationView({
    regions: [
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Beta' },
    ],
    region: { id: regionId, name: regionId === 'a' ? 'Alpha' : 'Beta', journeySlots: 3 },
    locations: [
      location(1, { stickerPlaced: true }),
      location(2, { symbol: 'observation', stickerPlaced: true, activated: true }),
      location(3, { symbol: 'ruins', stickerPlaced: true, exhausted: true }),
      location(4, { symbol: 'mystery-or-memory', stickerPlaced: true, exhausted: false, memoryId: 'A.2' }),
    ],
    connections: [
      [1, 2],
      [2, 3],
      [3, 4],
    ],
    lines: played ? [line(12, 7, 3, 4, 'gauge'), line(10, 5, 1, 2, 'cube'), line(11, 7, 2, 3, 'clue', 'Major clue')] : [],
    gauge: {
      boxes: [
        { index: 1, hashCard: null, ticked: true },
        { index: 2, hashCard: 'A#31', ticked: true },
        { index: 3, hashCard: null, ticked: false },
      ],
      full: false,
      overflowTicks: 0,
      hashCardsTaken: [{ box: 2, card: 'A#31' }],
    },
    phase: played ? ({ currentLocation: 4 } as ExplorationView['phase']) : null,
    ...extra,
  });
}

describe('the printed region map progress', () => {
  it('EXP-4: journeys in the order they were drawn, grouped by phase, each with its payment', () => {
    const progress = regionProgress(view('a', true))!;
    expect(progress.phases).toEqual([
      { n: 1, journeys: [{ order: 1, from: 1, to: 2, payment: 'cube', clueCardName: null }] },
      {
        n: 2,
        journeys: [
          { order: 2, from: 2, to: 3, payment: 'clue', clueCardName: 'Major clue' },
          { order: 3, from: 3, to: 4, payment: 'gauge', clueCardName: null },
        ],
      },
    ]);
    expect(progress.map.state.lines.map((l) => l.order)).toEqual([1, 2, 3]);
  });

  it('LOC-1..5, THR-1: stickers, activated and exhausted locations, memory stickers and the gauge', () => {
    const progress = regionProgress(view('a', true))!;
    expect(progress.stickers).toEqual([1, 2, 3, 4]);
    expect(progress.activated).toEqual([{ number: 2, symbol: 'observation' }]);
    expect(progress.exhausted).toEqual([{ number: 3, symbol: 'ruins' }]);
    expect(progress.memoryStickers).toEqual([{ location: 4, memoryId: 'A.2' }]);
    expect(progress.gauge).toEqual({ boxes: 3, ticked: 2, hashTaken: [{ box: 2, card: 'A#31' }], overflow: 0 });
    expect(progress.current).toBe(4);
    expect(progress.map.state.reachable).toEqual([]);
  });

  it('a map the campaign never played on is left out', () => {
    expect(regionProgress(view('b', false))).toBeNull();
  });

  it('loads every played region once, and nothing for a core campaign', async () => {
    const asked: (string | null)[] = [];
    const get = async (regionId: string | null) => {
      asked.push(regionId);
      return regionId === 'b' ? view('b', false) : view('a', true);
    };
    expect((await loadRegionProgress(get)).map((p) => p.regionId)).toEqual(['a']);
    expect(asked).toEqual([null, 'b']);

    // While a phase is open in one region, every answer is that region: printed once.
    expect((await loadRegionProgress(async () => view('a', true))).map((p) => p.regionId)).toEqual(['a']);
    expect(await loadRegionProgress(async () => view('a', true, { isApocalypse: false }))).toEqual([]);
  });
});

describe('the shared map drawing', () => {
  it('spreads the order badges of lines drawn twice between the same locations', () => {
    const positions = new Map([
      [1, { x: 0, y: 0 }],
      [2, { x: 100, y: 0 }],
    ]);
    const drawn = drawnLines(
      [
        { order: 1, from: 1, to: 2, payment: 'cube' },
        { order: 2, from: 2, to: 1, payment: 'cube' },
        { order: 3, from: 1, to: 9, payment: 'cube' },
      ],
      positions,
    );
    expect(drawn.map((d) => d.badge.x)).toEqual([50, 68]);
  });

  it('LOC-6, LOC-8: the note under a healer and a narrative location', () => {
    expect(locationNote({ symbol: 'healer', healValue: 2, cardNumber: null })).toBe('+2');
    expect(locationNote({ symbol: 'narrative', healValue: null, cardNumber: 'A#12' })).toBe('A#12');
    expect(locationNote({ symbol: 'narrative', healValue: null, cardNumber: '12' })).toBe('#12');
    expect(locationNote({ symbol: 'ruins', healValue: null, cardNumber: null })).toBeNull();
  });
});
