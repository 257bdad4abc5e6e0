import type { MapProblem, MemoryMap } from '../../../../shared/memory-play/map/index.js';
import { canonicalMap, validateMap } from '../../../../shared/memory-play/map/index.js';
import { activeSide, emptyMap, type BuilderModel, type Notice } from './builder-model.js';
import { builderFor, reduce, type BuilderAction } from './builder-reducer.js';
import type { PaletteItem } from './token-edits.js';

/** A request for the inspector to put focus on one entry (or, with `entry: null`, on the square's first field). */
export interface OpenRequest {
  entry: { list: 'features' | 'miniatures'; index: number } | null;
  /** Changes on every request, so asking twice for the same entry focuses it twice. */
  serial: number;
}

const snapshot = (map: MemoryMap): string => JSON.stringify(canonicalMap(map));

/**
 * The map builder's reactive state: the current `BuilderModel` (changed only through the pure
 * reducer), the last notice, the live validation, and whether the map differs from what was
 * saved. One instance per builder screen.
 */
export class MapBuilder {
  model = $state.raw<BuilderModel>(builderFor());
  notice = $state.raw<Notice | null>(null);
  openRequest = $state.raw<OpenRequest | null>(null);
  /** A token being dragged from the palette with the mouse. */
  paletteDrag = $state<PaletteItem | null>(null);
  /** The memory id the map was saved under (null for a map never saved). */
  savedMemoryId = $state<string | null>(null);
  /** The address the builder was last opened for (undefined before the first): `memory-maps/<id>`'s id, or null for a new map. */
  openedFor = $state<string | null | undefined>(undefined);
  private savedSnapshot = $state(snapshot(emptyMap()));
  private serial = 0;

  readonly side = $derived(activeSide(this.model));
  readonly problems: MapProblem[] = $derived(validateMap(this.model.map));
  readonly dirty = $derived(snapshot(this.model.map) !== this.savedSnapshot);
  readonly canUndo = $derived(this.model.past.length > 0);
  readonly canRedo = $derived(this.model.future.length > 0);

  dispatch(action: BuilderAction): void {
    const result = reduce(this.model, action);
    this.model = result.model;
    this.notice = result.notice;
    if (result.open) this.open(result.open);
  }

  open(entry: OpenRequest['entry']): void {
    this.openRequest = { entry, serial: ++this.serial };
  }

  /** Starts over on a saved map, or on a new one (with its memory id filled in when known). */
  load(saved: MemoryMap | null, newMemoryId = '', openedFor: string | null = saved?.memoryId ?? null): void {
    this.openedFor = openedFor;
    const map = saved ?? emptyMap(newMemoryId);
    this.model = builderFor(map);
    this.notice = null;
    this.savedMemoryId = saved?.memoryId ?? null;
    this.savedSnapshot = snapshot(saved ?? emptyMap(newMemoryId));
  }

  /**
   * Loads a map read from text as one edit (undo brings back the map before). A map of another
   * memory than the one being edited is a new map: saving it must not replace the saved one.
   */
  importMap(map: MemoryMap): void {
    this.dispatch({ type: 'import', map });
    if (this.savedMemoryId !== null && map.memoryId !== this.savedMemoryId) this.savedMemoryId = null;
  }

  /** The map as saved in box data: what the builder now holds is no longer "unsaved". */
  markSaved(map: MemoryMap): void {
    this.savedMemoryId = map.memoryId;
    this.savedSnapshot = snapshot(map);
  }
}

/**
 * The one builder of the session: a map being entered survives a visit to another screen
 * (the rulebook's page in Settings, the Diary), as a paper draft left on the table would.
 */
export const sessionBuilder = new MapBuilder();
