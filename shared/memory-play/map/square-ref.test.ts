import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areOrthogonalNeighbours, columnLetters, columnNumber, compareRefs, isSquareRef, parseRef, stepFrom, toRef } from './square-ref.js';

describe('square names as players say them', () => {
  it('A1 is the north-west corner: columns are letters from the west, rows numbers from the north', () => {
    expect(parseRef('A1')).toEqual({ col: 1, row: 1 });
    expect(parseRef('C2')).toEqual({ col: 3, row: 2 });
    expect(toRef({ col: 2, row: 3 })).toBe('B3');
    expect(stepFrom({ col: 2, row: 3 }, 'N')).toEqual({ col: 2, row: 2 });
    expect(stepFrom({ col: 2, row: 3 }, 'E')).toEqual({ col: 3, row: 3 });
  });

  it('columns past Z go on as AA, AB… up to the 30-column limit', () => {
    expect(columnLetters(26)).toBe('Z');
    expect(columnLetters(27)).toBe('AA');
    expect(columnNumber('AD')).toBe(30);
    expect(parseRef('AD30')).toEqual({ col: 30, row: 30 });
    expect(parseRef('AE1')).toBeNull();
    expect(parseRef('A31')).toBeNull();
  });

  it('reads lower case, refuses anything else', () => {
    expect(parseRef('b3')).toEqual({ col: 2, row: 3 });
    expect(isSquareRef('b3')).toBe(false);
    for (const bad of ['', 'A', '3', 'A0', 'A03', '3A', 'A 1', 'A1 ', 'Ą1', 'ABC1']) expect(parseRef(bad)).toBeNull();
  });

  it('toRef and parseRef are inverse over the whole grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (col, row) => {
        expect(parseRef(toRef({ col, row }))).toEqual({ col, row });
      }),
    );
  });

  it('GEN-2: neighbours are one step north, south, east or west, never diagonal', () => {
    expect(areOrthogonalNeighbours('B2', 'B1')).toBe(true);
    expect(areOrthogonalNeighbours('B2', 'C2')).toBe(true);
    expect(areOrthogonalNeighbours('B2', 'C3')).toBe(false);
    expect(areOrthogonalNeighbours('B2', 'B2')).toBe(false);
    expect(areOrthogonalNeighbours('B2', 'D2')).toBe(false);
  });

  it('sorts row-major: north to south, then west to east', () => {
    expect(['B2', 'A2', 'C1', 'AA1', 'B10', 'B9'].sort(compareRefs)).toEqual(['C1', 'AA1', 'A2', 'B2', 'B9', 'B10']);
  });
});
