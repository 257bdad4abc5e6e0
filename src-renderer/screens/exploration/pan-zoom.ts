import type { Point } from './map-layout.js';

/**
 * Pan and zoom of the region map: ONE transform on one `<g>`, written straight to the
 * element in a requestAnimationFrame, so panning never re-renders the locations (the map
 * stays smooth with 60 locations and 120 connections). The maths is pure and tested.
 */

/** `translate(x, y) scale(scale)` in the SVG's own units. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.3;
export const MAX_SCALE = 4;
export const IDENTITY: View = { x: 0, y: 0, scale: 1 };
/** One press of + or −, or one notch of the wheel. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms by `factor` keeping the point `at` (SVG units, outside the transform) where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

export function transformOf(view: View): string {
  return `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.scale.toFixed(4)})`;
}

/** Where a map point is drawn once the view's transform is applied. */
export function project(view: View, point: Point): Point {
  return { x: view.x + point.x * view.scale, y: view.y + point.y * view.scale };
}

/** Pans just enough that `point` (map units) lies inside `box` with `margin` to spare. */
export function ensureVisible(
  view: View,
  point: Point,
  box: { x: number; y: number; width: number; height: number },
  margin: number,
): View {
  const shown = project(view, point);
  let dx = 0;
  let dy = 0;
  if (shown.x < box.x + margin) dx = box.x + margin - shown.x;
  else if (shown.x > box.x + box.width - margin) dx = box.x + box.width - margin - shown.x;
  if (shown.y < box.y + margin) dy = box.y + margin - shown.y;
  else if (shown.y > box.y + box.height - margin) dy = box.y + box.height - margin - shown.y;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
}

/**
 * Owns the current view of one map and writes it to the `<g>` at most once per frame.
 * Not reactive on purpose: Svelte never sees a pan or zoom.
 */
export class PanZoomController {
  private view: View = IDENTITY;
  private frame: number | null = null;
  private target: SVGGElement | null = null;

  attach(target: SVGGElement): void {
    this.target = target;
    this.schedule();
  }

  detach(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.target = null;
  }

  get current(): View {
    return this.view;
  }

  set(next: View): void {
    if (next.x === this.view.x && next.y === this.view.y && next.scale === this.view.scale) return;
    this.view = next;
    this.schedule();
  }

  private schedule(): void {
    if (this.frame !== null || this.target === null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.target?.setAttribute('transform', transformOf(this.view));
    });
  }
}
