import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { GridPosition, GuardType, MapSide, MemoryMap, SideId, SquareKind, SquareRef, TileId } from '../../../../shared/memory-play/map/index.js';
import { toRef } from '../../../../shared/memory-play/map/index.js';
import { rectBetween, refsOf, type Rect } from './grid-cells.js';

/**
 * Everything the map builder is doing at a moment, as one plain value: the map being entered,
 * which side is shown, the cursor and selection, the kind new tiles get, a tile being moved,
 * and the builder's own undo history (edits before the map is saved). `builder-reducer.ts`
 * turns `(model, action)` into the next model; the Svelte class only holds the current one.
 */
export interface BuilderModel {
  map: MemoryMap;
  /** 0 for side A, 1 for side B (TWO-1). */
  sideIndex: number;
  cursor: GridPosition;
  /** The other corner of the selection; null when only the cursor's square is selected. */
  anchor: GridPosition | null;
  /** The kind new tiles are drawn with. */
  brush: SquareKind;
  /** The guard type the palette drops (REI-1). */
  guardType: GuardType;
  /** A tile picked up to move with the keyboard: it follows the cursor until dropped. */
  moving: { tileId: TileId; from: GridPosition } | null;
  /** Earlier maps, the latest last; undo steps back through them. */
  past: readonly MemoryMap[];
  future: readonly MemoryMap[];
  /** Typing in one field makes one undo step: edits with the same key as the last one join it. */
  coalesce: string | null;
}

/** The grid a new map starts with; the players change it to fit their diagram (not a game value). */
export const NEW_MAP_WIDTH = 6;
export const NEW_MAP_HEIGHT = 6;
/** How many edits undo can step back through before saving. */
export const HISTORY_LIMIT = 300;

export function emptySide(id: SideId, width = NEW_MAP_WIDTH, height = NEW_MAP_HEIGHT): MapSide {
  return { id, width, height, squares: [], tiles: [], edges: [], features: [], miniatures: [] };
}

export function emptyMap(memoryId = ''): MemoryMap {
  return { memoryId, sides: [emptySide('A')] };
}

export function initialModel(map: MemoryMap = emptyMap()): BuilderModel {
  return {
    map,
    sideIndex: 0,
    cursor: { col: 1, row: 1 },
    anchor: null,
    brush: 'street',
    guardType: 'crossbowman',
    moving: null,
    past: [],
    future: [],
    coalesce: null,
  };
}

export const activeSide = (model: BuilderModel): MapSide => model.map.sides[model.sideIndex] ?? model.map.sides[0]!;

export const cursorRef = (model: BuilderModel): SquareRef => toRef(model.cursor);

export const selectionRect = (model: BuilderModel): Rect => rectBetween(model.anchor ?? model.cursor, model.cursor);

/** The selected squares' names, row-major; the cursor's alone when nothing more is selected. */
export const selectionRefs = (model: BuilderModel): SquareRef[] => refsOf(selectionRect(model));

/** What the last action did, for the live region and the status line; worded by `builder-words.ts`. */
export type Notice =
  | { tone: 'done'; key: DoneNotice; params: Record<string, string | number> }
  | { tone: 'refused'; refusal: Refusal };

export type DoneNotice =
  | 'tileDrawn'
  | 'kindSet'
  | 'brushSet'
  | 'levelSet'
  | 'edgeSet'
  | 'tokenPlaced'
  | 'tokenChanged'
  | 'tokenRemoved'
  | 'tileRemoved'
  | 'tileRotated'
  | 'tilePicked'
  | 'tileMoved'
  | 'moveCancelled'
  | 'undone'
  | 'redone'
  | 'nothingToUndo'
  | 'nothingToRedo'
  | 'sideAdded'
  | 'sideRemoved'
  | 'sideShown'
  | 'imported';
