/**
 * The view of a drawn map (the region map, the memory board): where it is panned to and how
 * far it is zoomed, as ONE transform on one `<g>`. Pure maths, shared by the pan-and-zoom
 * action (pan-zoom.svelte.ts) and tested on its own.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `translate(x, y) scale(scale)` in the SVG's own units. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.3;
export const MAX_SCALE = 4;
export const IDENTITY: View = { x: 0, y: 0, scale: 1 };
/** One press of + or −, one notch of the wheel, one click of a zoom button. */
export const ZOOM_STEP = 1.25;
/**
 * A pointer that moves less than this many pixels between press and release is a click, not
 * a drag. The two maps used 4 and 5; 5 is kept so that a slightly shaky click on a piece still
 * opens its square instead of nudging the map.
 */
export const DRAG_THRESHOLD = 5;

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

/** The map point drawn at `shown` (SVG units): the inverse of `project`. */
export function unproject(view: View, shown: Point): Point {
  return { x: (shown.x - view.x) / view.scale, y: (shown.y - view.y) / view.scale };
}

export const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Pans just enough that `point` (map units) lies inside `box` with `margin` to spare. */
export function ensureVisible(view: View, point: Point, box: Box, margin: number): View {
  const shown = project(view, point);
  let dx = 0;
  let dy = 0;
  if (shown.x < box.x + margin) dx = box.x + margin - shown.x;
  else if (shown.x > box.x + box.width - margin) dx = box.x + box.width - margin - shown.x;
  if (shown.y < box.y + margin) dy = box.y + margin - shown.y;
  else if (shown.y > box.y + box.height - margin) dy = box.y + box.height - margin - shown.y;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
}

/** Whether a pointer pressed at `from` and now at `to` (client pixels) has become a drag. */
export const isDrag = (from: Point, to: Point): boolean => Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD;

export type MapKeyCommand = { kind: 'pan'; dx: number; dy: number } | { kind: 'zoom'; factor: number } | { kind: 'fit' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The map's own keys, wherever the focus is inside it: Shift+arrows pan by `panStep` (the
 * map moves the way the arrow points the eye: Shift+← shows what lies to the left), + or =
 * zooms in, − or _ zooms out, 0 fits the whole map. Plain arrows are left to the squares or
 * locations, and any Ctrl, Cmd or Alt chord to the browser.
 */
export function mapKeyCommand(press: KeyPress, panStep: number): MapKeyCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.shiftKey) {
    const pan = { ArrowUp: [0, panStep], ArrowDown: [0, -panStep], ArrowLeft: [panStep, 0], ArrowRight: [-panStep, 0] }[press.key];
    if (pan) return { kind: 'pan', dx: pan[0]!, dy: pan[1]! };
  }
  if (press.key === '+' || press.key === '=') return { kind: 'zoom', factor: ZOOM_STEP };
  if (press.key === '-' || press.key === '_') return { kind: 'zoom', factor: 1 / ZOOM_STEP };
  if (press.key === '0') return { kind: 'fit' };
  return null;
}
