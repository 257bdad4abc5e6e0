import type { Refusal, RefusalParam } from '../../../../shared/ipc/refusal.js';
import type { MapFeature, MapSide, MapSquare, MapTile, SquareKind, SquareRef, TileId, TileKind } from '../../../../shared/memory-play/map/index.js';
import { MAP_DATA_RULES, defaultLevel, parseRef, tileShapeProblem, toRef } from '../../../../shared/memory-play/map/index.js';
import { cellsOf, insideGrid, type Rect } from './grid-cells.js';

/**
 * The builder's tile edits: draw a tile, set its type, remove it, resize the grid. Each takes a
 * side and gives a new one, or a refusal naming the rule and why (`params.reason` picks the
 * sentence in the catalogue, `memoryPlay.builder.refused.<reason>`). Nothing here is saved:
 * the builder keeps its own history until the players save the map.
 */

export type Edited<T = MapSide> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const edited = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refused(rule: string, reason: string, message: string, params: Record<string, RefusalParam> = {}): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { rule, message, params: { reason, ...params } } };
}

/** The next free tile number (the notation writes it after the kind letter). */
export function nextTileId(side: MapSide): TileId | null {
  const used = side.tiles.map((tile) => Number(tile.id)).filter(Number.isInteger);
  const next = used.length === 0 ? 1 : Math.max(...used) + 1;
  if (next <= 999) return String(next);
  for (let id = 1; id <= 999; id++) if (!used.includes(id)) return String(id);
  return null;
}

/**
 * SET-2: a new tile of 1 square, 2×2, or 2×3 / 3×2 on empty cells inside the grid, all its
 * squares of one kind at that kind's level (MOV-11).
 */
export function drawTile(side: MapSide, rect: Rect, kind: SquareKind): Edited<{ side: MapSide; tile: MapTile }> {
  const cells = cellsOf(rect);
  const outside = cells.find((cell) => !insideGrid(side, cell));
  if (outside) {
    return refused(MAP_DATA_RULES.square, 'outsideGrid', 'The tile would stand outside the grid: make the grid larger first.', {
      square: toRef(outside),
      width: side.width,
      height: side.height,
    });
  }
  const refs = cells.map(toRef);
  const taken = new Set(side.squares.map((square) => square.ref));
  const occupied = refs.find((ref) => taken.has(ref));
  if (occupied) return refused('SET-2', 'occupied', `${occupied} already belongs to a tile.`, { square: occupied });
  if (tileShapeProblem(refs, false) !== null) {
    return refused('SET-2', 'tileShape', 'A tile is 1 square, 2×2, 2×3 or 3×2.', { size: refs.length, width: rect.width, height: rect.height });
  }
  const id = nextTileId(side);
  if (id === null) return refused(MAP_DATA_RULES.size, 'tooManyTiles', 'A map holds at most 999 tiles.', { max: 999 });
  const tile: MapTile = { id, kind, squares: refs };
  const squares: MapSquare[] = refs.map((ref) => ({ ref, kind, level: defaultLevel(kind), tileId: id }));
  return edited({ side: { ...side, squares: [...side.squares, ...squares], tiles: [...side.tiles, tile] }, tile });
}

/**
 * The kind of the tiles under some squares, and of their squares (at that kind's level,
 * MOV-11). A tower tile stays a tower tile (SET-2): only its squares change.
 */
export function setKindOfTiles(side: MapSide, refs: readonly SquareRef[], kind: SquareKind): Edited {
  const tileIds = new Set(side.tiles.filter((tile) => tile.squares.some((ref) => refs.includes(ref))).map((tile) => tile.id));
  if (tileIds.size === 0) return refused(MAP_DATA_RULES.square, 'noTile', 'Draw a tile here first.', { square: refs[0] ?? '' });
  return edited({
    ...side,
    tiles: side.tiles.map((tile) => (tileIds.has(tile.id) && tile.kind !== 'tower' ? { ...tile, kind } : tile)),
    squares: side.squares.map((square) => (tileIds.has(square.tileId) ? { ...square, kind, level: defaultLevel(kind) } : square)),
  });
}

/** A tile's type as the diagram names it; `tower` keeps the squares' own kind. */
export function setTileKind(side: MapSide, tileId: TileId, kind: TileKind): Edited {
  const tile = side.tiles.find((t) => t.id === tileId);
  if (!tile) return refused(MAP_DATA_RULES.square, 'noTile', 'There is no such tile.', { tile: tileId });
  if (kind === 'tower') {
    if (tile.squares.length !== 4) return refused('SET-2', 'towerTile', 'Tower tiles are medium: 4 squares.', { tile: tileId, size: tile.squares.length });
    return edited({ ...side, tiles: side.tiles.map((t) => (t.id === tileId ? { ...t, kind } : t)) });
  }
  return setKindOfTiles({ ...side, tiles: side.tiles.map((t) => (t.id === tileId ? { ...t, kind } : t)) }, tile.squares, kind);
}

/** MOV-11: a square's level, ground or roof, when it differs from its kind's (a canal dock at roof level). */
export function toggleLevel(side: MapSide, ref: SquareRef): Edited {
  if (!side.squares.some((square) => square.ref === ref)) return refused(MAP_DATA_RULES.square, 'noTile', 'Draw a tile here first.', { square: ref });
  return edited({
    ...side,
    squares: side.squares.map((square) => (square.ref === ref ? { ...square, level: square.level === 'roof' ? 'ground' : 'roof' } : square)),
  });
}

/** Removes a tile with everything on its squares: walls and ladders along them, tokens and miniatures. */
export function removeTile(side: MapSide, tileId: TileId): Edited {
  const tile = side.tiles.find((t) => t.id === tileId);
  if (!tile) return refused(MAP_DATA_RULES.square, 'noTile', 'There is no such tile.', { tile: tileId });
  const gone = new Set(tile.squares);
  return edited(withoutSquares({ ...side, tiles: side.tiles.filter((t) => t.id !== tileId) }, gone));
}

/** Drops squares and whatever stands on them; an entrance keeps the squares it still touches. */
export function withoutSquares(side: MapSide, gone: ReadonlySet<SquareRef>): MapSide {
  return {
    ...side,
    squares: side.squares.filter((square) => !gone.has(square.ref)),
    edges: side.edges.filter((edge) => !gone.has(edge.a) && !gone.has(edge.b)),
    features: side.features.flatMap((feature): MapFeature[] => {
      if (feature.type === 'entrance') {
        const touches = feature.touches.filter((ref) => !gone.has(ref));
        return touches.length === 0 ? [] : [{ ...feature, touches }];
      }
      if (feature.type === 'tower') return feature.squares.some((ref) => gone.has(ref)) ? [] : [feature];
      return gone.has(feature.square) ? [] : [feature];
    }),
    miniatures: side.miniatures.filter((miniature) => !gone.has(miniature.square)),
  };
}

/** A new grid size; refused while squares stand in the columns or rows that would go. */
export function resizeGrid(side: MapSide, width: number, height: number): Edited {
  const cut = side.squares.find((square) => {
    const position = parseRef(square.ref);
    return position !== null && (position.col > width || position.row > height);
  });
  if (cut) return refused(MAP_DATA_RULES.size, 'resizeCuts', 'Squares stand where the grid would shrink: remove or move them first.', { square: cut.ref, width, height });
  return edited({ ...side, width, height });
}
