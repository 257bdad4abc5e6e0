import { describe, expect, it } from 'vitest';
import { edgeBetween, featuresAt, miniaturesAt, squareAt } from './side-index.js';
import { nearby } from './nearby.js';
import { sideFromGrid } from './test-support/map-builders.js';

describe('side lookups', () => {
  const side = sideFromGrid(`
    1  s1 | s2
    2  r3 H s4
    tower A1 B1 A2 B2 foot A2
    hide A2 cart
    entrance C B2
    guard B1 crossbowman x2
  `);

  it('finds squares, edges (open when nothing is drawn), features and miniatures by square', () => {
    expect(squareAt(side, 'A2')).toEqual({ ref: 'A2', kind: 'roof', level: 'roof', tileId: '3' });
    expect(squareAt(side, 'C1')).toBeUndefined();
    expect([edgeBetween(side, 'B1', 'A1'), edgeBetween(side, 'A2', 'B2'), edgeBetween(side, 'A1', 'A2')]).toEqual(['wall', 'ladder', 'open']);
    expect(featuresAt(side, 'B2').map((f) => f.type)).toEqual(['tower', 'entrance']);
    expect(featuresAt(side, 'A2').map((f) => f.type)).toEqual(['tower', 'hiding-spot']);
    expect(miniaturesAt(side, 'B1')).toEqual([{ type: 'guard', square: 'B1', guardType: 'crossbowman', count: 2 }]);
  });

  it('MAP-WAL-1: a side edited in place (arrays grown) is indexed again, never answered from a stale index', () => {
    const edited = sideFromGrid(`
      1  s1   s2
    `);
    expect(nearby(edited, 'A1')).toEqual(['A1', 'B1']);
    edited.edges.push({ a: 'A1', b: 'B1', kind: 'wall' });
    expect(nearby(edited, 'A1')).toEqual(['A1']);
  });
});
