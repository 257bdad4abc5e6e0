import {
  centreOf,
  ensureVisible,
  IDENTITY,
  isDrag,
  mapKeyCommand,
  panBy,
  transformOf,
  unproject,
  zoomAt,
  ZOOM_STEP,
  type Box,
  type Point,
  type View,
} from './map-view.js';

/**
 * A press on something the map knows (a piece on the board). With `move`, dragging it moves
 * that thing instead of panning the map; without, a drag still pans and only the release is
 * reported (a click on a piece opens its square).
 */
export interface HeldGesture {
  /** Where the pointer is, in map units (inside the pan and zoom), once the press has become a drag. */
  move?(at: Point): void;
  /** Released; `moved` false for a plain click. */
  end(moved: boolean): void;
  cancel(): void;
}

export interface PanZoomOptions {
  /** The drawing's box (the svg's viewBox): its centre is where the buttons zoom, and a focused point is kept inside it. */
  box: () => Box;
  /** How far one Shift+arrow moves the map, in the map's units. */
  panStep: number;
  /** A press on the map: a gesture for it, or null to pan the map. */
  grab?: (event: PointerEvent) => HeldGesture | null;
}

/**
 * Pan and zoom of one drawn map, shared by the region map and the memory board. The view is
 * written straight to the svg's `g.viewport` at most once per frame, so panning never
 * re-renders the map (smooth with 60 locations or two board sides). Not reactive on purpose:
 * Svelte never sees a pan or zoom; only `ready` (the first transform is in place) is state.
 *
 * `use:panZoom.action` on the svg gives it the wheel (zoom around the pointer), dragging the
 * background (pan; a click that did not move still reaches its square or location, one that
 * did is swallowed) and the transform; `onkeydown={panZoom.keydown}` on the map's container
 * gives it Shift+arrows, + − and 0 (map-view.ts).
 */
export class PanZoom {
  ready = $state(false);
  #view: View = IDENTITY;
  #frame: number | null = null;
  #svg: SVGSVGElement | null = null;
  #viewport: SVGGElement | null = null;
  readonly #options: PanZoomOptions;

  constructor(options: PanZoomOptions) {
    this.#options = options;
  }

  get current(): View {
    return this.#view;
  }

  set(next: View): void {
    if (next.x === this.#view.x && next.y === this.#view.y && next.scale === this.#view.scale) return;
    this.#view = next;
    this.#schedule();
  }

  /** Zooms by `factor` around `at` (svg units), the drawing's centre by default. */
  zoom(factor: number, at: Point = centreOf(this.#options.box())): void {
    this.set(zoomAt(this.#view, factor, at));
  }

  readonly zoomIn = (): void => this.zoom(ZOOM_STEP);
  readonly zoomOut = (): void => this.zoom(1 / ZOOM_STEP);
  readonly fit = (): void => this.set(IDENTITY);

  pan(dx: number, dy: number): void {
    this.set(panBy(this.#view, dx, dy));
  }

  /** Pans just enough that a map point (a focused square or location) is in view, `margin` from the edge. */
  reveal(point: Point, margin: number): void {
    this.set(ensureVisible(this.#view, point, this.#options.box(), margin));
  }

  /** Client pixels → the svg's own units (outside the pan and zoom). */
  toSvg(clientX: number, clientY: number): Point {
    const matrix = this.#svg?.getScreenCTM();
    if (!matrix) return { x: clientX, y: clientY };
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  /** Client pixels → map units (inside the pan and zoom). */
  toMap(clientX: number, clientY: number): Point {
    return unproject(this.#view, this.toSvg(clientX, clientY));
  }

  readonly keydown = (event: KeyboardEvent): void => {
    const command = mapKeyCommand(event, this.#options.panStep);
    if (command === null) return;
    event.preventDefault();
    if (command.kind === 'pan') this.pan(command.dx, command.dy);
    else if (command.kind === 'zoom') this.zoom(command.factor);
    else this.fit();
  };

  /** The Svelte action, on the map's svg; its first `g.viewport` child carries the transform. */
  readonly action = (svg: SVGSVGElement) => {
    this.#svg = svg;
    this.#viewport = svg.querySelector<SVGGElement>(':scope > g.viewport');
    this.#schedule();
    this.ready = true;

    let press: { pointerId: number; client: Point; last: Point; moved: boolean; held: HeldGesture | null } | null = null;
    let swallowClick = false;

    // Non-passive, or the page would scroll under the map as it zooms.
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      this.zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, this.toSvg(event.clientX, event.clientY));
    };
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const client = { x: event.clientX, y: event.clientY };
      press = { pointerId: event.pointerId, client, last: this.toSvg(client.x, client.y), moved: false, held: this.#options.grab?.(event) ?? null };
      swallowClick = false;
    };
    const move = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      if (!press.moved) {
        if (!isDrag(press.client, { x: event.clientX, y: event.clientY })) return;
        press.moved = true;
        // Captured only once it is a drag, so a plain click still reaches its square or location.
        svg.setPointerCapture(event.pointerId);
      }
      if (press.held?.move) {
        press.held.move(this.toMap(event.clientX, event.clientY));
        return;
      }
      const at = this.toSvg(event.clientX, event.clientY);
      this.pan(at.x - press.last.x, at.y - press.last.y);
      press.last = at;
    };
    const finish = (event: PointerEvent, cancelled: boolean) => {
      if (!press || event.pointerId !== press.pointerId) return;
      const { held, moved } = press;
      press = null;
      if (svg.hasPointerCapture(event.pointerId)) svg.releasePointerCapture(event.pointerId);
      swallowClick = moved && !cancelled;
      if (cancelled) held?.cancel();
      else held?.end(moved);
    };
    const up = (event: PointerEvent) => finish(event, false);
    const cancel = (event: PointerEvent) => finish(event, true);
    // The click that ends a drag is not a choice of the square under the pointer.
    const click = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    };

    svg.addEventListener('wheel', wheel, { passive: false });
    svg.addEventListener('pointerdown', down);
    svg.addEventListener('pointermove', move);
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', cancel);
    svg.addEventListener('click', click, { capture: true });
    return {
      destroy: () => {
        svg.removeEventListener('wheel', wheel);
        svg.removeEventListener('pointerdown', down);
        svg.removeEventListener('pointermove', move);
        svg.removeEventListener('pointerup', up);
        svg.removeEventListener('pointercancel', cancel);
        svg.removeEventListener('click', click, { capture: true });
        if (this.#frame !== null) cancelAnimationFrame(this.#frame);
        this.#frame = null;
        this.#svg = null;
        this.#viewport = null;
        this.ready = false;
      },
    };
  };

  #schedule(): void {
    if (this.#frame !== null || this.#viewport === null) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = null;
      this.#viewport?.setAttribute('transform', transformOf(this.#view));
    });
  }
}
