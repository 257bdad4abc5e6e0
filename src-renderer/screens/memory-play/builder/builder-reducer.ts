import type {
  Direction,
  EdgeKind,
  GridPosition,
  GuardType,
  MapFeature,
  MapSide,
  MemoryMap,
  SquareKind,
  SquareRef,
  StartingMiniature,
  TileId,
  TileKind,
} from '../../../../shared/memory-play/map/index.js';
import { MAX_SIDE_HEIGHT, MAX_SIDE_WIDTH, MAP_DATA_RULES, compareRefs, parseRef, stepFrom, toRef } from '../../../../shared/memory-play/map/index.js';
import {
  activeSide,
  cursorRef,
  emptySide,
  HISTORY_LIMIT,
  initialModel,
  selectionRect,
  selectionRefs,
  type BuilderModel,
  type DoneNotice,
  type Notice,
} from './builder-model.js';
import { cycleEdge, setEdge } from './edge-edits.js';
import { clampToGrid, firstEmptyCell, tileOf, type Rect } from './grid-cells.js';
import { drawTile, refused, removeTile, resizeGrid, setKindOfTiles, setTileKind, toggleLevel, withoutSquares, type Edited } from './tile-edits.js';
import { moveTile, rotateTile } from './tile-transform.js';
import { dropToken, removeEntry, removeLastTokenAt, updateFeature, updateMiniature, type PaletteItem } from './token-edits.js';

export type CursorJump = 'row-start' | 'row-end' | 'column-start' | 'column-end';

/** Everything the builder can be asked to do, by a key, a click, a drag or a field. */
export type BuilderAction =
  | { type: 'step'; direction: Direction; extend: boolean }
  | { type: 'jump'; to: CursorJump; extend: boolean }
  | { type: 'cursor'; to: GridPosition }
  | { type: 'select'; from: GridPosition; to: GridPosition }
  | { type: 'clear-selection' }
  | { type: 'tile-size'; size: 1 | 4 | 6 }
  | { type: 'tile-from-selection' }
  | { type: 'tile-rect'; from: GridPosition; to: GridPosition }
  | { type: 'kind'; kind: SquareKind }
  | { type: 'brush'; kind: SquareKind }
  | { type: 'level' }
  | { type: 'edge'; direction: Direction; at?: SquareRef }
  | { type: 'set-edge'; a: SquareRef; b: SquareRef; kind: EdgeKind | 'open' }
  | { type: 'place'; item: PaletteItem; at?: GridPosition }
  | { type: 'remove' }
  | { type: 'remove-entry'; list: 'features' | 'miniatures'; index: number }
  | { type: 'remove-tile'; tileId: TileId }
  | { type: 'rotate'; tileId?: TileId }
  | { type: 'pick-up' }
  | { type: 'drop' }
  | { type: 'cancel' }
  | { type: 'move-tile'; tileId: TileId; by: GridPosition }
  | { type: 'set-feature'; index: number; feature: MapFeature; coalesce?: string }
  | { type: 'set-miniature'; index: number; miniature: StartingMiniature; coalesce?: string }
  | { type: 'set-tile-kind'; tileId: TileId; kind: TileKind }
  | { type: 'set-memory-id'; memoryId: string }
  | { type: 'set-title'; title: string }
  | { type: 'resize'; width: number; height: number }
  | { type: 'guard-type'; guardType: GuardType }
  | { type: 'add-side' }
  | { type: 'remove-side' }
  | { type: 'show-side'; index: number }
  | { type: 'import'; map: MemoryMap }
  | { type: 'undo' }
  | { type: 'redo' };

export interface Reduced {
  model: BuilderModel;
  notice: Notice | null;
  /** A list entry the inspector should open (a boss just dropped needs its name). */
  open?: { list: 'features' | 'miniatures'; index: number };
}

const done = (key: DoneNotice, params: Record<string, string | number> = {}): Notice => ({ tone: 'done', key, params });

const same = (model: BuilderModel, notice: Notice | null = null): Reduced => ({ model, notice });

function withSide(map: MemoryMap, index: number, side: MapSide): MemoryMap {
  return { ...map, sides: map.sides.map((s, i) => (i === index ? side : s)) };
}

/** A new map for the history: the previous one goes on the undo stack unless this edit joins it. */
function commit(model: BuilderModel, map: MemoryMap, coalesce: string | null = null): BuilderModel {
  const joins = coalesce !== null && coalesce === model.coalesce;
  const past = joins ? model.past : [...model.past, model.map].slice(-HISTORY_LIMIT);
  return { ...model, map, past, future: [], coalesce };
}

const commitSide = (model: BuilderModel, side: MapSide, coalesce: string | null = null): BuilderModel => commit(model, withSide(model.map, model.sideIndex, side), coalesce);

function refusedBy(model: BuilderModel, result: Extract<Edited<unknown>, { ok: false }>): Reduced {
  return { model, notice: { tone: 'refused', refusal: result.refusal } };
}

/** The rectangle a tile of this size takes at the cursor: east and south of it; a large one 3×2, else 2×3. */
function rectsForSize(at: GridPosition, size: 1 | 4 | 6): Rect[] {
  if (size === 1) return [{ ...at, width: 1, height: 1 }];
  if (size === 4) return [{ ...at, width: 2, height: 2 }];
  return [
    { ...at, width: 3, height: 2 },
    { ...at, width: 2, height: 3 },
  ];
}

/** "A1–C2": a block of squares by its north-west and south-east corners. */
function rangeText(refs: readonly SquareRef[]): string {
  const sorted = [...refs].sort(compareRefs);
  return sorted.length <= 1 ? (sorted[0] ?? '') : `${sorted[0]}–${sorted.at(-1)}`;
}

function drawn(model: BuilderModel, rects: Rect[], advance: boolean): Reduced {
  const side = activeSide(model);
  let result: ReturnType<typeof drawTile> | null = null;
  for (const rect of rects) {
    result = drawTile(side, rect, model.brush);
    if (result.ok) break;
  }
  if (!result || !result.ok) return refusedBy(model, result!);
  const { side: next, tile } = result.value;
  // Keyboard drawing moves on to the next empty cell, so a whole map is a few presses of 1, 4 and 6.
  const corner = parseRef(tile.squares[0]!)!;
  const cursor = advance ? (firstEmptyCell(next) ?? corner) : corner;
  const model2 = { ...commitSide(model, next), cursor, anchor: null };
  return { model: model2, notice: done('tileDrawn', { tile: tile.id, size: tile.squares.length, kind: tile.kind, squares: rangeText(tile.squares) }) };
}

function cursorAfterStep(model: BuilderModel, next: GridPosition, extend: boolean): BuilderModel {
  const side = activeSide(model);
  const cursor = clampToGrid(side, next);
  if (model.moving) return { ...model, cursor, anchor: null };
  return { ...model, cursor, anchor: extend ? (model.anchor ?? model.cursor) : null };
}

export function reduce(model: BuilderModel, action: BuilderAction): Reduced {
  const side = activeSide(model);
  const at = cursorRef(model);
  switch (action.type) {
    case 'step':
      return same(cursorAfterStep(model, stepFrom(model.cursor, action.direction), action.extend));
    case 'jump': {
      const to = {
        'row-start': { col: 1, row: model.cursor.row },
        'row-end': { col: side.width, row: model.cursor.row },
        'column-start': { col: model.cursor.col, row: 1 },
        'column-end': { col: model.cursor.col, row: side.height },
      }[action.to];
      return same(cursorAfterStep(model, to, action.extend));
    }
    case 'cursor':
      return same({ ...model, cursor: clampToGrid(side, action.to), anchor: null });
    case 'select':
      return same({ ...model, anchor: clampToGrid(side, action.from), cursor: clampToGrid(side, action.to) });
    case 'clear-selection':
      return same({ ...model, anchor: null });
    case 'tile-size':
      return drawn(model, rectsForSize(model.cursor, action.size), true);
    case 'tile-from-selection':
      return drawn(model, [selectionRect(model)], true);
    case 'tile-rect': {
      const from = action.from;
      const to = action.to;
      const rect = { col: Math.min(from.col, to.col), row: Math.min(from.row, to.row), width: Math.abs(from.col - to.col) + 1, height: Math.abs(from.row - to.row) + 1 };
      return drawn(model, [rect], false);
    }
    case 'brush':
      return same({ ...model, brush: action.kind }, done('brushSet', { kind: action.kind }));
    case 'kind': {
      // A kind key sets the type of the tiles under the selection and of the tiles drawn next.
      const refs = selectionRefs(model);
      const withBrush = { ...model, brush: action.kind };
      if (!refs.some((ref) => tileOf(side, ref))) return same(withBrush, done('brushSet', { kind: action.kind }));
      const result = setKindOfTiles(side, refs, action.kind);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(withBrush, result.value), notice: done('kindSet', { kind: action.kind, square: at }) };
    }
    case 'level': {
      const result = toggleLevel(side, at);
      if (!result.ok) return refusedBy(model, result);
      const level = result.value.squares.find((square) => square.ref === at)!.level;
      return { model: commitSide(model, result.value), notice: done('levelSet', { square: at, level }) };
    }
    case 'edge': {
      const result = cycleEdge(side, action.at ?? at, action.direction);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value.side), notice: done('edgeSet', { a: result.value.a, b: result.value.b, edge: result.value.kind }) };
    }
    case 'set-edge': {
      const result = setEdge(side, action.a, action.b, action.kind);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value.side), notice: done('edgeSet', { a: action.a, b: action.b, edge: action.kind }) };
    }
    case 'place': {
      const target = action.at ? { at: toRef(action.at), selection: [] } : { at, selection: selectionRefs(model) };
      const result = dropToken(side, action.item, target, model.guardType);
      if (!result.ok) return refusedBy(model, result);
      const change = result.value;
      const next = { ...commitSide(model, change.side), ...(action.at ? { cursor: clampToGrid(side, action.at), anchor: null } : {}) };
      const key: DoneNotice = change.added ? 'tokenPlaced' : 'tokenChanged';
      // A boss, an ally or a machine needs its name: the inspector opens on it. Other tokens leave the keys on the map.
      const named = action.item === 'boss' || action.item === 'ally' || action.item === 'machine';
      const reduced: Reduced = { model: next, notice: done(key, { item: action.item, square: target.at }) };
      return change.added && named ? { ...reduced, open: { list: change.list, index: change.index } } : reduced;
    }
    case 'remove': {
      const refs = selectionRefs(model);
      if (refs.length > 1) {
        const tiles = side.tiles.filter((tile) => tile.squares.some((ref) => refs.includes(ref)));
        if (tiles.length === 0) return refusedBy(model, refused(MAP_DATA_RULES.square, 'nothingHere', 'Nothing stands here.', { square: at }));
        const gone = new Set(tiles.flatMap((tile) => tile.squares));
        const next = withoutSquares({ ...side, tiles: side.tiles.filter((tile) => !tiles.includes(tile)) }, gone);
        return { model: { ...commitSide(model, next), anchor: null }, notice: done('tileRemoved', { squares: rangeText(refs), count: tiles.length }) };
      }
      const token = removeLastTokenAt(side, at);
      if (token.ok) return { model: commitSide(model, token.value.side), notice: done('tokenRemoved', { square: at }) };
      const tile = tileOf(side, at);
      if (!tile) return refusedBy(model, token);
      const result = removeTile(side, tile.id);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value), notice: done('tileRemoved', { squares: rangeText(tile.squares), count: 1 }) };
    }
    case 'remove-entry': {
      const result = removeEntry(side, action.list, action.index);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value.side), notice: done('tokenRemoved', { square: at }) };
    }
    case 'remove-tile': {
      const squares = side.tiles.find((tile) => tile.id === action.tileId)?.squares ?? [];
      const result = removeTile(side, action.tileId);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value), notice: done('tileRemoved', { squares: rangeText(squares), count: 1 }) };
    }
    case 'rotate': {
      const tile = action.tileId !== undefined ? side.tiles.find((t) => t.id === action.tileId) : tileOf(side, at);
      if (!tile) return refusedBy(model, refused(MAP_DATA_RULES.square, 'noTile', 'Draw a tile here first.', { square: at }));
      const result = rotateTile(side, tile.id);
      if (!result.ok) return refusedBy(model, result);
      return { model: { ...commitSide(model, result.value), cursor: clampToGrid(side, model.cursor) }, notice: done('tileRotated', { tile: tile.id }) };
    }
    case 'pick-up': {
      if (model.moving) return reduce(model, { type: 'drop' });
      const tile = tileOf(side, at);
      if (!tile) return refusedBy(model, refused(MAP_DATA_RULES.square, 'noTile', 'Draw a tile here first.', { square: at }));
      return same({ ...model, moving: { tileId: tile.id, from: model.cursor }, anchor: null }, done('tilePicked', { tile: tile.id }));
    }
    case 'drop': {
      if (!model.moving) return same(model);
      const by = { col: model.cursor.col - model.moving.from.col, row: model.cursor.row - model.moving.from.row };
      const result = moveTile(side, model.moving.tileId, by);
      if (!result.ok) return refusedBy(model, result);
      return { model: { ...commitSide(model, result.value), moving: null }, notice: done('tileMoved', { tile: model.moving.tileId, square: at }) };
    }
    case 'cancel':
      if (model.moving) return same({ ...model, cursor: model.moving.from, moving: null }, done('moveCancelled'));
      return same({ ...model, anchor: null });
    case 'move-tile': {
      const result = moveTile(side, action.tileId, action.by);
      if (!result.ok) return refusedBy(model, result);
      const cursor = clampToGrid(side, { col: model.cursor.col + action.by.col, row: model.cursor.row + action.by.row });
      return { model: { ...commitSide(model, result.value), cursor, anchor: null }, notice: done('tileMoved', { tile: action.tileId, square: toRef(cursor) }) };
    }
    case 'set-feature':
      return same(commitSide(model, updateFeature(side, action.index, action.feature), action.coalesce ?? null));
    case 'set-miniature':
      return same(commitSide(model, updateMiniature(side, action.index, action.miniature), action.coalesce ?? null));
    case 'set-tile-kind': {
      const result = setTileKind(side, action.tileId, action.kind);
      if (!result.ok) return refusedBy(model, result);
      return { model: commitSide(model, result.value), notice: done('kindSet', { kind: action.kind, square: at }) };
    }
    case 'set-memory-id':
      return same(commit(model, { ...model.map, memoryId: action.memoryId }, 'memory-id'));
    case 'set-title': {
      const { title: _dropped, ...rest } = model.map;
      return same(commit(model, action.title === '' ? rest : { ...model.map, title: action.title }, 'title'));
    }
    case 'resize': {
      const width = Math.trunc(action.width);
      const height = Math.trunc(action.height);
      if (!(width >= 1 && height >= 1 && width <= MAX_SIDE_WIDTH && height <= MAX_SIDE_HEIGHT)) {
        return refusedBy(model, refused(MAP_DATA_RULES.size, 'gridSize', 'A map is 1–30 squares wide and high.', { max: MAX_SIDE_WIDTH }));
      }
      const result = resizeGrid(side, width, height);
      if (!result.ok) return refusedBy(model, result);
      return same({ ...commitSide(model, result.value, 'resize'), cursor: clampToGrid(result.value, model.cursor), anchor: null });
    }
    case 'guard-type':
      return same({ ...model, guardType: action.guardType });
    case 'add-side': {
      // TWO-1: a second map side by side, called B.
      if (model.map.sides.length >= 2) return refusedBy(model, refused('TWO-1', 'twoSides', 'A memory has at most two maps.', { sides: 2 }));
      const first = model.map.sides[0]!;
      const map = { ...model.map, sides: [first, emptySide('B', first.width, first.height)] };
      return { model: { ...commit(model, map), sideIndex: 1, cursor: { col: 1, row: 1 }, anchor: null, moving: null }, notice: done('sideAdded', { side: 'B' }) };
    }
    case 'remove-side': {
      if (model.map.sides.length < 2) return same(model);
      const map = { ...model.map, sides: [model.map.sides[0]!] };
      return { model: { ...commit(model, map), sideIndex: 0, cursor: clampToGrid(map.sides[0]!, model.cursor), anchor: null, moving: null }, notice: done('sideRemoved', { side: 'B' }) };
    }
    case 'show-side': {
      const target = model.map.sides[action.index];
      if (!target) return same(model);
      return same({ ...model, sideIndex: action.index, cursor: clampToGrid(target, model.cursor), anchor: null, moving: null }, done('sideShown', { side: target.id }));
    }
    case 'import': {
      const map = action.map;
      return { model: { ...commit(model, map), sideIndex: 0, cursor: { col: 1, row: 1 }, anchor: null, moving: null }, notice: done('imported', { memory: map.memoryId }) };
    }
    case 'undo':
    case 'redo': {
      const from = action.type === 'undo' ? model.past : model.future;
      const previous = from.at(-1);
      if (!previous) return same(model, done(action.type === 'undo' ? 'nothingToUndo' : 'nothingToRedo'));
      const rest = from.slice(0, -1);
      const sideIndex = Math.min(model.sideIndex, previous.sides.length - 1);
      const restored: BuilderModel = {
        ...model,
        map: previous,
        sideIndex,
        past: action.type === 'undo' ? rest : [...model.past, model.map],
        future: action.type === 'undo' ? [...model.future, model.map] : rest,
        coalesce: null,
        moving: null,
      };
      return same({ ...restored, cursor: clampToGrid(activeSide(restored), model.cursor) }, done(action.type === 'undo' ? 'undone' : 'redone'));
    }
  }
}

/** A fresh builder on a saved map (or a new one): its own history starts empty. */
export const builderFor = (map?: MemoryMap): BuilderModel => initialModel(map);
