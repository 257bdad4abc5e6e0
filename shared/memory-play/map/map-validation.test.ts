import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MapSide, MemoryMap } from './map-types.js';
import { tileShapeProblem, validateMap, validateSide } from './map-validation.js';
import { canonicalMap } from './canonical-map.js';
import { sideFromGrid } from './test-support/map-builders.js';
import { memoryMapArbitrary } from './test-support/map-arbitraries.js';

/** A valid 3×2 side to break one thing at a time. */
const base = (): MapSide =>
  sideFromGrid(`
    1  s1   s1   r2
    2  s1   s1   r3
  `);

const rulesOf = (side: MapSide) => validateSide(side).map((p) => ({ rule: p.rule, squares: p.squares }));

describe('validateMap', () => {
  it('accepts every random valid map, and they are canonical', () => {
    fc.assert(
      fc.property(memoryMapArbitrary(), (map) => {
        expect(validateMap(map)).toEqual([]);
        expect(canonicalMap(map)).toStrictEqual(map);
      }),
    );
  });

  it('MAP-ROOF-2: a ladder joining two squares of the same level names both squares', () => {
    const side = base();
    side.edges.push({ a: 'A1', b: 'B1', kind: 'ladder' });
    expect(validateSide(side)).toMatchObject([{ rule: 'MAP-ROOF-2', side: 'A', squares: ['A1', 'B1'], params: { level: 'ground', square: 'A1', squares: 'A1–B1' }, field: 'A:A1' }]);
  });

  it('MAP-ROOF-2: a ladder between a street and a roof is fine', () => {
    const side = base();
    side.edges.push({ a: 'B1', b: 'C1', kind: 'ladder' });
    expect(validateSide(side)).toEqual([]);
  });

  it('GEN-2: a wall or ladder lies only between orthogonal neighbours', () => {
    const side = base();
    side.edges.push({ a: 'A1', b: 'B2', kind: 'wall' }, { a: 'A1', b: 'C1', kind: 'wall' });
    expect(rulesOf(side)).toEqual([
      { rule: 'GEN-2', squares: ['A1', 'B2'] },
      { rule: 'GEN-2', squares: ['A1', 'C1'] },
    ]);
  });

  it('MAP-WAL-1: a wall beside a square that does not exist is refused; the same edge twice too', () => {
    const side = base();
    side.edges.push({ a: 'C2', b: 'D2', kind: 'wall' }, { a: 'B1', b: 'A1', kind: 'wall' }, { a: 'A1', b: 'B1', kind: 'wall' });
    expect(rulesOf(side)).toEqual([
      { rule: 'MAP-SQUARE', squares: ['C2', 'D2'] },
      { rule: 'MAP-DUPLICATE', squares: ['A1', 'B1'] },
    ]);
  });

  it('SET-2: a tile has 1, 4 or 6 squares', () => {
    // From the valid base: B2 leaves tile 1 (3 squares left) and C2 joins tile 2 (2 squares).
    const side = base();
    side.squares = side.squares.map((square) => (square.ref === 'B2' ? { ...square, tileId: '4' } : square.ref === 'C2' ? { ...square, tileId: '2' } : square));
    side.tiles = [
      { id: '1', kind: 'street', squares: ['A1', 'B1', 'A2'] },
      { id: '2', kind: 'roof', squares: ['C1', 'C2'] },
      { id: '4', kind: 'street', squares: ['B2'] },
    ];
    expect(rulesOf(side)).toEqual([
      { rule: 'SET-2', squares: ['A1', 'B1', 'A2'] },
      { rule: 'SET-2', squares: ['C1', 'C2'] },
    ]);
  });

  it('SET-2: a 4-square tile is a 2×2 block and a 6-square tile a 2×3 or 3×2 block of touching squares', () => {
    expect(tileShapeProblem(['A1', 'B1', 'C1', 'D1'], false)).not.toBeNull();
    expect(tileShapeProblem(['A1', 'B1', 'A3', 'B3'], false)).not.toBeNull();
    expect(tileShapeProblem(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], false)).not.toBeNull();
    expect(tileShapeProblem(['A1', 'B1', 'A2', 'B2'], false)).toBeNull();
    expect(tileShapeProblem(['A1', 'B1', 'C1', 'A2', 'B2', 'C2'], false)).toBeNull();
    expect(tileShapeProblem(['A1', 'B1', 'A2', 'B2', 'A3', 'B3'], false)).toBeNull();
    expect(tileShapeProblem(['C5'], false)).toBeNull();
  });

  it('SET-2: tower tiles are medium (4 squares)', () => {
    const side = base();
    side.tiles = side.tiles.map((tile) => (tile.id === '2' ? { ...tile, kind: 'tower' } : tile));
    expect(rulesOf(side)).toEqual([{ rule: 'SET-2', squares: ['C1'] }]);
  });

  it('SET-2: every square is in exactly one tile, the one it names', () => {
    const side = base();
    side.squares = side.squares.map((square) => (square.ref === 'C2' ? { ...square, tileId: '2' } : square));
    side.tiles = side.tiles.map((tile) => (tile.id === '2' ? { ...tile, squares: ['C1', 'A1'] } : tile));
    const problems = rulesOf(side);
    expect(problems).toContainEqual({ rule: 'SET-2', squares: ['A1'] });
    expect(problems).toContainEqual({ rule: 'SET-2', squares: ['C2'] });
  });

  it('MAP-SQUARE: features, entrances and miniatures must name squares of the map', () => {
    const side = base();
    side.features.push({ type: 'chest', square: 'D1' }, { type: 'entrance', letter: 'A', touches: ['C1', 'C3'] }, { type: 'triangle', square: 'A9', leaveOnly: false });
    side.miniatures.push({ type: 'guard', square: 'F2', guardType: 'crossbowman', count: 1 });
    expect(validateSide(side).map((p) => ({ rule: p.rule, squares: p.squares, item: p.item }))).toEqual([
      { rule: 'MAP-SQUARE', squares: ['D1'], item: { list: 'features', index: 0 } },
      { rule: 'MAP-SQUARE', squares: ['C3'], item: { list: 'features', index: 1 } },
      { rule: 'MAP-SQUARE', squares: ['A9'], item: { list: 'features', index: 2 } },
      { rule: 'MAP-SQUARE', squares: ['F2'], item: { list: 'miniatures', index: 0 } },
    ]);
  });

  it('ACT-OBJ-1: an objective costs 1 to 3 actions', () => {
    for (const cost of [0, 4, 1.5]) {
      const side = base();
      side.features.push({ type: 'objective', square: 'B2', cost, xp: 2, mandatory: true, escort: false });
      expect(validateSide(side)).toMatchObject([{ rule: 'ACT-OBJ-1', squares: ['B2'], params: { cost, min: 1, max: 3 } }]);
    }
    for (const cost of [1, 2, 3]) {
      const side = base();
      side.features.push({ type: 'objective', square: 'B2', cost, xp: null, mandatory: false, escort: true, label: 'the letter' });
      expect(validateSide(side)).toEqual([]);
    }
  });

  it('CAP-1: more than 4 enemies (guards and bosses) on a square at the start is refused', () => {
    const side = base();
    side.miniatures.push(
      { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 3 },
      { type: 'boss', square: 'A1', name: 'Pitigliano' },
      { type: 'ally', square: 'A1', name: 'Leonardo' },
      { type: 'machine', square: 'A1', name: 'Flying machine' },
    );
    // CAP-3: allies and machines take no space, so 4 enemies fit.
    expect(validateSide(side)).toEqual([]);
    side.miniatures.push({ type: 'guard', square: 'A1', guardType: 'agile', count: 1 });
    expect(validateSide(side)).toMatchObject([{ rule: 'CAP-1', squares: ['A1'], params: { enemies: 5, max: 4 } }]);
  });

  it('MAP-TWR-1: a tower adjoins 4 squares in a 2×2 block; MAP-TWR-6: its foot is one of them and holds a hiding spot', () => {
    const side = base();
    side.features.push({ type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'C1', 'C2'], foot: 'A1' });
    expect(rulesOf(side)).toEqual([{ rule: 'MAP-TWR-1', squares: ['A1', 'B1', 'C1', 'C2'] }]);

    const noSpot = base();
    noSpot.features.push({ type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'A2', 'B2'], foot: 'B2' });
    expect(rulesOf(noSpot)).toEqual([{ rule: 'MAP-TWR-6', squares: ['B2'] }]);

    const footOutside = base();
    footOutside.features.push({ type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'A2', 'B2'], foot: 'C2' }, { type: 'hiding-spot', square: 'C2', kind: 'cart' });
    expect(rulesOf(footOutside)).toEqual([{ rule: 'MAP-TWR-6', squares: ['C2'] }]);

    const good = base();
    good.features.push({ type: 'hiding-spot', square: 'B2', kind: 'haystack' }, { type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'A2', 'B2'], foot: 'B2' });
    expect(validateSide(good)).toEqual([]);
  });

  it('NAGA-1: a naga may have no foot square (the leap lands on any of its 4); a tower may not', () => {
    const naga = base();
    naga.features.push({ type: 'tower', variant: 'naga', squares: ['A1', 'B1', 'A2', 'B2'], foot: null });
    expect(validateSide(naga)).toEqual([]);
    const tower = base();
    tower.features.push({ type: 'tower', variant: 'tower', squares: ['A1', 'B1', 'A2', 'B2'], foot: null });
    expect(rulesOf(tower)).toEqual([{ rule: 'MAP-TWR-6', squares: ['A1', 'B1', 'A2', 'B2'] }]);
  });

  it('REI-3: an entrance token touches at least one square', () => {
    const side = base();
    side.features.push({ type: 'entrance', letter: 'D', touches: [] });
    expect(validateSide(side)).toMatchObject([{ rule: 'REI-3', params: { letter: 'D' }, item: { list: 'features', index: 0 } }]);
  });

  it('GEN-7: a rule token carries a number from 1 to 99', () => {
    const side = base();
    side.features.push({ type: 'rule-token', square: 'A1', number: 0 }, { type: 'rule-token', square: 'A2', number: 3 });
    expect(rulesOf(side)).toEqual([{ rule: 'GEN-7', squares: ['A1'] }]);
  });

  it('ENT-1: a triangle stands on a square of the map, once per square', () => {
    const side = base();
    side.features.push({ type: 'triangle', square: 'C1', leaveOnly: true }, { type: 'triangle', square: 'C1', leaveOnly: false });
    expect(rulesOf(side)).toEqual([{ rule: 'MAP-DUPLICATE', squares: ['C1'] }]);
  });

  it('TWO-1: a memory has one map or two, side A then side B', () => {
    const one: MemoryMap = { memoryId: '0.1', sides: [base()] };
    expect(validateMap(one)).toEqual([]);
    const two: MemoryMap = { memoryId: '0.1', sides: [base(), { ...base(), id: 'B' }] };
    expect(validateMap(two)).toEqual([]);
    expect(validateMap({ memoryId: '0.1', sides: [] })).toMatchObject([{ rule: 'TWO-1', params: { sides: 0 } }]);
    expect(validateMap({ memoryId: '0.1', sides: [base(), base()] })).toMatchObject([{ rule: 'TWO-1', params: { expected: 'B', found: 'A' } }]);
    expect(validateMap({ memoryId: '0.1', sides: [base(), { ...base(), id: 'B' }, { ...base(), id: 'B' }] })).toMatchObject([{ rule: 'TWO-1', params: { sides: 3 } }]);
  });

  it('MAP-SIZE: a side is 1–30 squares each way; MAP-SQUARE: squares lie inside it', () => {
    expect(rulesOf({ ...base(), width: 31 })).toEqual([{ rule: 'MAP-SIZE', squares: [] }]);
    expect(rulesOf({ ...base(), width: 2 }).map((p) => p.rule)).toContain('MAP-SQUARE');
  });

  it('MAP-VALUE: names and the memory id are short single lines', () => {
    const side = base();
    side.miniatures.push({ type: 'boss', square: 'A1', name: ' padded ' }, { type: 'ally', square: 'A1', name: 'line\nbreak' });
    expect(rulesOf(side)).toEqual([
      { rule: 'MAP-VALUE', squares: ['A1'] },
      { rule: 'MAP-VALUE', squares: ['A1'] },
    ]);
    expect(validateMap({ memoryId: '', sides: [base()] })).toMatchObject([{ rule: 'MAP-VALUE' }]);
  });

  it('names side, squares and rule in the message', () => {
    const side = { ...base(), id: 'B' as const };
    side.edges.push({ a: 'A2', b: 'B2', kind: 'ladder' });
    expect(validateSide(side)[0]!.message).toContain('B:A2–B2');
    expect(validateSide(side)[0]!.message).toContain('MAP-ROOF-2');
  });
});
