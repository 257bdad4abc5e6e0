import { describe, expect, it } from 'vitest';
import { mapFromText } from '../../../../shared/memory-play/map/test-support/map-builders.js';
import { CELL, LABEL } from '../builder/grid-drawing.js';
import { boardFrames, SIDE_GAP, squareAtPoint, squareCentre, squareToward } from './board-layout.js';

const TWO_MAPS = mapFromText(`memory 5.1
side A 2x2
1 s1 s2
2 .  s3
side B 3x1
1 r1 r2 r3
`);

describe('where the board draws each map', () => {
  it('TWO-1: two maps lie side by side, A on the left, and the pointer finds the square under it on either', () => {
    const frames = boardFrames(TWO_MAPS);
    const [a, b] = frames.sides;
    expect(a!.id).toBe('A');
    expect(b!.id).toBe('B');
    expect(b!.x).toBe(a!.x + a!.width + SIDE_GAP);
    // The centre of A:B1 and of B:C1, as the players would point at them.
    const centreOf = (frame: typeof a, col: number, row: number) => ({ x: frame!.x + LABEL + (col - 0.5) * CELL, y: frame!.y + LABEL + (row - 0.5) * CELL });
    expect(squareAtPoint(TWO_MAPS, frames, centreOf(a, 2, 1))).toEqual({ side: 'A', square: 'B1' });
    expect(squareAtPoint(TWO_MAPS, frames, centreOf(b, 3, 1))).toEqual({ side: 'B', square: 'C1' });
    expect(squareCentre(frames, { side: 'B', square: 'C1' })).toEqual(centreOf(b, 3, 1));
  });

  it('an empty cell of the grid, or the gap between the maps, is no square', () => {
    const frames = boardFrames(TWO_MAPS);
    const a = frames.sides[0]!;
    expect(squareAtPoint(TWO_MAPS, frames, { x: a.x + LABEL + 0.5 * CELL, y: a.y + LABEL + 1.5 * CELL })).toBeNull();
    expect(squareAtPoint(TWO_MAPS, frames, { x: a.x + a.width + SIDE_GAP / 2, y: a.y + LABEL + CELL / 2 })).toBeNull();
  });

  it('the keys skip empty cells and cross to the other map at the edge', () => {
    expect(squareToward(TWO_MAPS, { side: 'A', square: 'B2' }, 'left')).toBeNull();
    expect(squareToward(TWO_MAPS, { side: 'A', square: 'B2' }, 'up')).toEqual({ side: 'A', square: 'B1' });
    expect(squareToward(TWO_MAPS, { side: 'A', square: 'B1' }, 'right')).toEqual({ side: 'B', square: 'A1' });
    // B has one row: from A's second row the nearest row of B is its first.
    expect(squareToward(TWO_MAPS, { side: 'A', square: 'B2' }, 'right')).toEqual({ side: 'B', square: 'A1' });
    expect(squareToward(TWO_MAPS, { side: 'B', square: 'A1' }, 'left')).toEqual({ side: 'A', square: 'B1' });
    expect(squareToward(TWO_MAPS, { side: 'B', square: 'C1' }, 'right')).toBeNull();
  });
});
