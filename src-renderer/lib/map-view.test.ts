import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ensureVisible, isDrag, mapKeyCommand, MAX_SCALE, MIN_SCALE, project, unproject, zoomAt, ZOOM_STEP, type KeyPress } from './map-view.js';

const view = fc.record({
  x: fc.double({ min: -500, max: 500, noNaN: true }),
  y: fc.double({ min: -500, max: 500, noNaN: true }),
  scale: fc.double({ min: MIN_SCALE, max: MAX_SCALE, noNaN: true }),
});
const point = fc.record({ x: fc.double({ min: 0, max: 800, noNaN: true }), y: fc.double({ min: 0, max: 800, noNaN: true }) });
const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('map view: pan and zoom of the region map and the memory board', () => {
  it('zooming keeps the point under the pointer still, within the zoom limits', () => {
    fc.assert(
      fc.property(view, fc.double({ min: 0.2, max: 5, noNaN: true }), point, (before, factor, at) => {
        const next = zoomAt(before, factor, at);
        expect(next.scale).toBeGreaterThanOrEqual(MIN_SCALE);
        expect(next.scale).toBeLessThanOrEqual(MAX_SCALE);
        // The map point under `at` before is still under `at` after (written out, not through unproject).
        const mapPoint = { x: (at.x - before.x) / before.scale, y: (at.y - before.y) / before.scale };
        const shown = project(next, mapPoint);
        expect(shown.x).toBeCloseTo(at.x, 6);
        expect(shown.y).toBeCloseTo(at.y, 6);
      }),
    );
  });

  it('stops at the limits: zooming in past four times, or out past three tenths, changes nothing more', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 4 }, ZOOM_STEP, { x: 10, y: 10 })).toEqual({ x: 0, y: 0, scale: 4 });
    expect(zoomAt({ x: 0, y: 0, scale: 0.3 }, 1 / ZOOM_STEP, { x: 10, y: 10 })).toEqual({ x: 0, y: 0, scale: 0.3 });
  });

  it('finds the map point under the pointer (a dropped piece lands on the square under it)', () => {
    fc.assert(
      fc.property(view, point, (current, shown) => {
        const back = project(current, unproject(current, shown));
        expect(back.x).toBeCloseTo(shown.x, 6);
        expect(back.y).toBeCloseTo(shown.y, 6);
      }),
    );
    // Zoomed twice and moved 100 right: the point drawn at (200, 50) is map point (80, 32).
    expect(unproject({ x: 100, y: 0, scale: 1.25 }, { x: 200, y: 40 })).toEqual({ x: 80, y: 32 });
  });

  it('brings a focused square or location into view and leaves a visible one where it is', () => {
    const box = { x: 0, y: 0, width: 400, height: 300 };
    const still = { x: 0, y: 0, scale: 1 };
    expect(ensureVisible(still, { x: 100, y: 100 }, box, 20)).toBe(still);
    const moved = ensureVisible(still, { x: 600, y: -50 }, box, 20);
    const shown = project(moved, { x: 600, y: -50 });
    expect(shown.x).toBe(380);
    expect(shown.y).toBe(20);
  });

  it('tells a click from a drag: under five pixels of movement is still a click', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 13, y: 13 })).toBe(false); // 4.24 px
    expect(isDrag({ x: 10, y: 10 }, { x: 13, y: 14 })).toBe(true); // 5 px
  });

  it('keys: Shift+arrows pan one step the way the arrow looks, + and − zoom by one step, 0 fits', () => {
    expect(mapKeyCommand(press('ArrowLeft', { shiftKey: true }), 60)).toEqual({ kind: 'pan', dx: 60, dy: 0 });
    expect(mapKeyCommand(press('ArrowRight', { shiftKey: true }), 60)).toEqual({ kind: 'pan', dx: -60, dy: 0 });
    expect(mapKeyCommand(press('ArrowUp', { shiftKey: true }), 64)).toEqual({ kind: 'pan', dx: 0, dy: 64 });
    expect(mapKeyCommand(press('ArrowDown', { shiftKey: true }), 64)).toEqual({ kind: 'pan', dx: 0, dy: -64 });
    expect(mapKeyCommand(press('+'), 60)).toEqual({ kind: 'zoom', factor: 1.25 });
    expect(mapKeyCommand(press('='), 60)).toEqual({ kind: 'zoom', factor: 1.25 });
    expect(mapKeyCommand(press('-'), 60)).toEqual({ kind: 'zoom', factor: 0.8 });
    expect(mapKeyCommand(press('_', { shiftKey: true }), 60)).toEqual({ kind: 'zoom', factor: 0.8 });
    expect(mapKeyCommand(press('0'), 60)).toEqual({ kind: 'fit' });
  });

  it('keys: plain arrows belong to the squares, and Ctrl, Cmd or Alt chords to the browser', () => {
    expect(mapKeyCommand(press('ArrowLeft'), 60)).toBeNull();
    expect(mapKeyCommand(press('+', { ctrlKey: true }), 60)).toBeNull();
    expect(mapKeyCommand(press('0', { metaKey: true }), 60)).toBeNull();
    expect(mapKeyCommand(press('ArrowUp', { shiftKey: true, altKey: true }), 60)).toBeNull();
    expect(mapKeyCommand(press('Enter'), 60)).toBeNull();
  });
});
