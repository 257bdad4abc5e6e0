import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryMapSchema, playableMemoryMapSchema } from './map-schema.js';
import { memoryMapArbitrary } from './test-support/map-arbitraries.js';
import { mapFromText } from './test-support/map-builders.js';

const oneSquare = () => mapFromText('memory 0.1\nside A 2x1\n1 s1 r2\n');

describe('memoryMapSchema', () => {
  it('accepts every random valid map unchanged', () => {
    fc.assert(
      fc.property(memoryMapArbitrary(), (map) => {
        expect(playableMemoryMapSchema.parse(map)).toStrictEqual(map);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses stray keys (strict objects), so an import cannot smuggle data in', () => {
    const map = oneSquare();
    expect(memoryMapSchema.safeParse({ ...map, extra: 1 }).success).toBe(false);
    const side = { ...map.sides[0]!, squares: [{ ...map.sides[0]!.squares[0]!, hidden: true }, map.sides[0]!.squares[1]!] };
    const result = memoryMapSchema.safeParse({ ...map, sides: [side] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['sides', 0, 'squares', 0]);
  });

  it('MAP-SIZE: refuses oversized grids and lists before looking further', () => {
    const map = oneSquare();
    expect(memoryMapSchema.safeParse({ ...map, sides: [{ ...map.sides[0]!, width: 31 }] }).success).toBe(false);
    const crowd = Array.from({ length: 401 }, () => ({ type: 'chest', square: 'A1' }));
    expect(memoryMapSchema.safeParse({ ...map, sides: [{ ...map.sides[0]!, features: crowd }] }).success).toBe(false);
    expect(memoryMapSchema.safeParse({ ...map, title: 'x'.repeat(81) }).success).toBe(false);
  });

  it('TWO-1: one or two sides', () => {
    const map = oneSquare();
    expect(memoryMapSchema.safeParse({ ...map, sides: [] }).success).toBe(false);
    const b = { ...map.sides[0]!, id: 'B' };
    expect(memoryMapSchema.safeParse({ ...map, sides: [map.sides[0], b, b] }).success).toBe(false);
  });

  it('ACT-OBJ-1 and CAP-1 bounds hold in the shape too; square names must be canonical', () => {
    const map = oneSquare();
    const withFeature = (feature: unknown) => ({ ...map, sides: [{ ...map.sides[0]!, features: [feature] }] });
    expect(memoryMapSchema.safeParse(withFeature({ type: 'objective', square: 'A1', cost: 4, xp: 1, mandatory: true, escort: false })).success).toBe(false);
    expect(memoryMapSchema.safeParse(withFeature({ type: 'chest', square: 'a1' })).success).toBe(false);
    expect(memoryMapSchema.safeParse(withFeature({ type: 'chest', square: 'A1' })).success).toBe(true);
    const withGuard = { ...map, sides: [{ ...map.sides[0]!, miniatures: [{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 5 }] }] };
    expect(memoryMapSchema.safeParse(withGuard).success).toBe(false);
  });

  it('MAP-ROOF-2: the playable schema adds the map rules, naming side, squares and rule', () => {
    const map = oneSquare();
    const laddered = { ...map, sides: [{ ...map.sides[0]!, edges: [{ a: 'A1', b: 'B1', kind: 'ladder' as const }] }] };
    expect(playableMemoryMapSchema.safeParse(laddered).success).toBe(true);
    const wrong = { ...map, sides: [{ ...map.sides[0]!, squares: map.sides[0]!.squares.map((q) => ({ ...q, level: 'ground' as const })), edges: laddered.sides[0]!.edges }] };
    const result = playableMemoryMapSchema.safeParse(wrong);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([{ path: ['sides', 0], params: { rule: 'MAP-ROOF-2', squares: 'A1–B1' } }]);
  });

  it('hostile input never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => playableMemoryMapSchema.safeParse(value)).not.toThrow();
      }),
    );
  });
});
