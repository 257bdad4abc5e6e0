import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enemyMayStep, entranceSquares, isNearby, nearby, neighbourInDirection } from './nearby.js';
import { edgeBetween } from './side-index.js';
import { areOrthogonalNeighbours, parseRef } from './square-ref.js';
import { sideFromGrid } from './test-support/map-builders.js';
import { mapSideArbitrary } from './test-support/map-arbitraries.js';
import { DIRECTIONS } from './map-types.js';

// Streets with a wall, roofs reached by one ladder (B2–C2), and an empty corner (A3).
// Every tile is a single square; the order of results is the square itself, then N, E, S, W.
const crossing = sideFromGrid(`
  1  s1   s2 | s3
     .    -    .
  2  s4   s5 H r6
  3  .    r7   r8
`);

describe('nearby (GEN-4)', () => {
  it('GEN-4: a square is nearby itself and its open orthogonal neighbours', () => {
    expect(nearby(crossing, 'A2')).toEqual(['A2', 'A1', 'B2']);
  });

  it('GEN-4: street and roof do not matter for nearby; a ladder is no wall', () => {
    // B2 is a street, C2 and B3 are roofs: both are nearby B2, across the ladder or not.
    expect(nearby(crossing, 'B2')).toEqual(['B2', 'C2', 'B3', 'A2']);
  });

  it('GEN-2: nearby is never diagonal', () => {
    expect(nearby(crossing, 'B2')).not.toContain('A1');
    expect(nearby(crossing, 'B2')).not.toContain('C3');
    expect(isNearby(crossing, 'B2', 'C3')).toBe(false);
  });

  it('MAP-WAL-1: a wall separates two squares: they are not nearby', () => {
    expect(nearby(crossing, 'B1')).toEqual(['B1', 'A1']);
    expect(isNearby(crossing, 'B1', 'C1')).toBe(false);
    expect(isNearby(crossing, 'B1', 'B2')).toBe(false);
  });

  it('GEN-4: an empty cell or a name off the map has no nearby squares', () => {
    expect(nearby(crossing, 'A3')).toEqual([]);
    expect(nearby(crossing, 'Z9')).toEqual([]);
    expect(nearby(crossing, 'B3')).toEqual(['B3', 'B2', 'C3']);
  });
});

describe('neighbourInDirection', () => {
  it('GEN-2: names the square one step north, east, south or west (north is up, A1 north-west)', () => {
    expect(neighbourInDirection(crossing, 'B2', 'N')).toBe('B1');
    expect(neighbourInDirection(crossing, 'B2', 'S')).toBe('B3');
    expect(neighbourInDirection(crossing, 'B2', 'E')).toBe('C2');
    expect(neighbourInDirection(crossing, 'B2', 'W')).toBe('A2');
  });

  it('returns null off the map and over an empty cell, but sees past a wall (the drift direction)', () => {
    expect(neighbourInDirection(crossing, 'A1', 'N')).toBeNull();
    expect(neighbourInDirection(crossing, 'A1', 'W')).toBeNull();
    expect(neighbourInDirection(crossing, 'A2', 'S')).toBeNull();
    expect(neighbourInDirection(crossing, 'B1', 'E')).toBe('C1');
  });
});

describe('enemyMayStep (MOV-9a/c)', () => {
  it('MAP-WAL-1: a wall blocks an enemy step', () => {
    expect(enemyMayStep(crossing, 'B1', 'C1')).toMatchObject({ ok: false, refusal: { rule: 'MAP-WAL-1', params: { from: 'B1', to: 'C1' } } });
    expect(enemyMayStep(crossing, 'B2', 'B1')).toMatchObject({ ok: false, refusal: { rule: 'MAP-WAL-1' } });
  });

  it('MAP-ROOF-2: an enemy needs a ladder between a street and a roof square (MOV-9c)', () => {
    expect(enemyMayStep(crossing, 'B2', 'B3')).toMatchObject({
      ok: false,
      refusal: { rule: 'MAP-ROOF-2', params: { from: 'B2', to: 'B3', fromLevel: 'ground', toLevel: 'roof' } },
    });
    expect(enemyMayStep(crossing, 'B2', 'C2')).toEqual({ ok: true });
    expect(enemyMayStep(crossing, 'C2', 'B2')).toEqual({ ok: true });
  });

  it('MAP-ROOF-2: an elite that ignores ladders (Agile Guard) steps onto a roof without one, but not through a wall', () => {
    expect(enemyMayStep(crossing, 'B2', 'B3', { ignoresLadders: true })).toEqual({ ok: true });
    expect(enemyMayStep(crossing, 'B1', 'C1', { ignoresLadders: true })).toMatchObject({ ok: false, refusal: { rule: 'MAP-WAL-1' } });
  });

  it('MOV-11: rooms and canals are ground level, so a canal to a roof needs a ladder; roof to roof does not', () => {
    const dock = sideFromGrid(`
      1  c1   r2   r3
      2  m4   s5 H r6
    `);
    expect(enemyMayStep(dock, 'A1', 'B1')).toMatchObject({ ok: false, refusal: { rule: 'MAP-ROOF-2' } });
    expect(enemyMayStep(dock, 'A1', 'A2')).toEqual({ ok: true });
    expect(enemyMayStep(dock, 'B1', 'C1')).toEqual({ ok: true });
    expect(enemyMayStep(dock, 'B2', 'C2')).toEqual({ ok: true });
  });

  it('MOV-11: a square set to roof level by the players is treated as a roof', () => {
    const raised = sideFromGrid(`
      1  c1^ H s2   c3^
    `);
    expect(enemyMayStep(raised, 'A1', 'B1')).toEqual({ ok: true });
    expect(enemyMayStep(raised, 'B1', 'C1')).toMatchObject({ ok: false, refusal: { rule: 'MAP-ROOF-2', params: { toLevel: 'roof' } } });
  });

  it('GEN-2: no diagonal or longer step; MAP-SQUARE: no step onto an empty cell', () => {
    expect(enemyMayStep(crossing, 'A2', 'B3')).toMatchObject({ ok: false, refusal: { rule: 'GEN-2', params: { from: 'A2', to: 'B3' } } });
    expect(enemyMayStep(crossing, 'A1', 'C1')).toMatchObject({ ok: false, refusal: { rule: 'GEN-2' } });
    expect(enemyMayStep(crossing, 'A2', 'A3')).toMatchObject({ ok: false, refusal: { rule: 'MAP-SQUARE', params: { square: 'A3' } } });
  });
});

describe('entranceSquares (REI-3/4)', () => {
  const courtyard = sideFromGrid(`
    1  s1 | s2   s3
    2  s4   s5   s6
    entrance A A1
    entrance A C1 C2
    entrance C A2 B2
  `);

  it('REI-3: every square touching a token of that letter, each once, row-major', () => {
    expect(entranceSquares(courtyard, 'A')).toEqual(['A1', 'C1', 'C2']);
    expect(entranceSquares(courtyard, 'C')).toEqual(['A2', 'B2']);
  });

  it('REI-4: a letter whose token is not on the map gives no square', () => {
    expect(entranceSquares(courtyard, 'B')).toEqual([]);
    expect(entranceSquares(courtyard, 'D')).toEqual([]);
  });

  it('REI-4: an entrance token behind a wall still lets guards enter the square it touches', () => {
    // The token lies in the alley west of a walled house: it touches B1 across the wall.
    const walled = sideFromGrid(`
      1  s1 | m2
      entrance B A1 B1
    `);
    expect(edgeBetween(walled, 'A1', 'B1')).toBe('wall');
    expect(entranceSquares(walled, 'B')).toEqual(['A1', 'B1']);
  });
});

describe('properties on random maps', () => {
  const side = mapSideArbitrary('A', { maxWidth: 7, maxHeight: 7 });

  it('GEN-4: nearby is symmetric', () => {
    fc.assert(
      fc.property(side, (s) => {
        for (const square of s.squares) for (const other of nearby(s, square.ref)) expect(nearby(s, other)).toContain(square.ref);
      }),
    );
  });

  it('GEN-2: nearby is never diagonal (own square or one step N/E/S/W)', () => {
    fc.assert(
      fc.property(side, (s) => {
        for (const square of s.squares) {
          const [own, ...others] = nearby(s, square.ref);
          expect(own).toBe(square.ref);
          for (const other of others) expect(areOrthogonalNeighbours(square.ref, other)).toBe(true);
        }
      }),
    );
  });

  it('MAP-WAL-1: nearby never crosses a wall, and every open or laddered neighbour is nearby', () => {
    fc.assert(
      fc.property(side, (s) => {
        for (const square of s.squares) {
          const near = nearby(s, square.ref);
          for (const direction of DIRECTIONS) {
            const neighbour = neighbourInDirection(s, square.ref, direction);
            if (neighbour === null) continue;
            expect(near.includes(neighbour)).toBe(edgeBetween(s, square.ref, neighbour) !== 'wall');
          }
        }
      }),
    );
  });

  it('MOV-9c: an enemy step is allowed exactly when nearby and on one level or across a ladder', () => {
    fc.assert(
      fc.property(side, (s) => {
        const level = new Map(s.squares.map((q) => [q.ref, q.level]));
        for (const square of s.squares) {
          for (const other of nearby(s, square.ref).slice(1)) {
            const expected = level.get(square.ref) === level.get(other) || edgeBetween(s, square.ref, other) === 'ladder';
            expect(enemyMayStep(s, square.ref, other).ok).toBe(expected);
            expect(enemyMayStep(s, square.ref, other, { ignoresLadders: true }).ok).toBe(true);
          }
        }
      }),
    );
  });

  it('neighbourInDirection is one step in the named direction', () => {
    fc.assert(
      fc.property(side, (s) => {
        for (const square of s.squares) {
          const from = parseRef(square.ref)!;
          const north = neighbourInDirection(s, square.ref, 'N');
          if (north !== null) expect(parseRef(north)).toEqual({ col: from.col, row: from.row - 1 });
          const east = neighbourInDirection(s, square.ref, 'E');
          if (east !== null) expect(parseRef(east)).toEqual({ col: from.col + 1, row: from.row });
        }
      }),
    );
  });
});
