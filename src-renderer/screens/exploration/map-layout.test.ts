import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLayout, EDGE_LENGTH, layoutFor, layoutKey, nearestInDirection, NODE_RADIUS } from './map-layout.js';

const ring = (count: number) => ({
  locations: Array.from({ length: count }, (_, i) => ({ number: i + 1 })),
  connections: Array.from({ length: count }, (_, i) => ({ from: i + 1, to: ((i + 1) % count) + 1 })),
});

/** A map of 60 locations and 120 connections, the size the issue asks to stay smooth with. */
function bigMap() {
  const locations = Array.from({ length: 60 }, (_, i) => ({ number: i + 1 }));
  const connections: { from: number; to: number }[] = [];
  for (let i = 1; i <= 60; i++) {
    connections.push({ from: i, to: (i % 60) + 1 });
    connections.push({ from: i, to: ((i + 6) % 60) + 1 });
  }
  return { locations, connections };
}

describe('region map layout (EXP-2: locations drawn as numbered nodes)', () => {
  it('places every location once, inside the drawing box, with finite coordinates', () => {
    const { locations, connections } = bigMap();
    const layout = computeLayout(locations, connections);
    expect(layout.positions.size).toBe(60);
    for (const p of layout.positions.values()) {
      expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
      expect(p.x).toBeGreaterThanOrEqual(layout.box.x);
      expect(p.y).toBeGreaterThanOrEqual(layout.box.y);
      expect(p.x).toBeLessThanOrEqual(layout.box.x + layout.box.width);
      expect(p.y).toBeLessThanOrEqual(layout.box.y + layout.box.height);
    }
  });

  it('is deterministic: the same map is always drawn the same way, whatever the order it was typed in', () => {
    const { locations, connections } = bigMap();
    const a = computeLayout(locations, connections);
    const b = computeLayout([...locations].reverse(), [...connections].reverse().map((c) => ({ from: c.to, to: c.from })));
    expect([...b.positions].sort((x, y) => x[0] - y[0])).toEqual([...a.positions].sort((x, y) => x[0] - y[0]));
    expect(layoutKey(locations, connections)).toBe(layoutKey([...locations].reverse(), [...connections].reverse()));
  });

  it('is computed once per map shape (memoised)', () => {
    const { locations, connections } = ring(8);
    expect(layoutFor(locations, connections)).toBe(layoutFor([...locations], [...connections]));
  });

  it('keeps locations apart so their nodes do not overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (count) => {
        const { locations, connections } = ring(count);
        const points = [...computeLayout(locations, connections).positions.values()];
        for (let i = 0; i < points.length; i++) {
          for (let j = i + 1; j < points.length; j++) {
            expect(Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)).toBeGreaterThan(2 * NODE_RADIUS);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('uses the coordinates the players typed from their printed map, scaled to a readable size', () => {
    const locations = [
      { number: 1, x: 0, y: 0 },
      { number: 2, x: 10, y: 0 },
      { number: 3, x: 10, y: 10 },
    ];
    const layout = computeLayout(locations, [
      { from: 1, to: 2 },
      { from: 2, to: 3 },
    ]);
    const [p1, p2, p3] = [1, 2, 3].map((n) => layout.positions.get(n)!);
    expect(p2!.x - p1!.x).toBeCloseTo(EDGE_LENGTH);
    expect(p2!.y).toBeCloseTo(p1!.y);
    expect(p3!.y - p2!.y).toBeCloseTo(EDGE_LENGTH);
  });

  it('places the locations with no coordinates around those that have them', () => {
    const layout = computeLayout(
      [{ number: 1, x: 0, y: 0 }, { number: 2, x: 50, y: 0 }, { number: 3 }],
      [
        { from: 1, to: 2 },
        { from: 2, to: 3 },
      ],
    );
    expect(layout.positions.get(2)!.x - layout.positions.get(1)!.x).toBeCloseTo(EDGE_LENGTH);
    expect(layout.positions.has(3)).toBe(true);
  });

  it('arrow keys move to the nearest location in that direction, and to none past the edge', () => {
    const positions = new Map([
      [1, { x: 0, y: 0 }],
      [2, { x: 100, y: 10 }],
      [3, { x: 300, y: 0 }],
      [4, { x: 0, y: 100 }],
    ]);
    expect(nearestInDirection(positions, 1, 'right')).toBe(2);
    expect(nearestInDirection(positions, 1, 'down')).toBe(4);
    expect(nearestInDirection(positions, 1, 'left')).toBeNull();
    expect(nearestInDirection(positions, 2, 'right')).toBe(3);
  });
});
