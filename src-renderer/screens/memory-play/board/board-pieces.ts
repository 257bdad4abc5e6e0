import type { MapSide, SideId, SquareRef } from '../../../../shared/memory-play/map/index.js';
import { parseRef } from '../../../../shared/memory-play/map/index.js';
import type { BoardSquare, Miniature, PlayState, RedBase } from '../../../../shared/memory-play/play-types.js';
import { cellX, cellY, GLYPH, glyphsOf, towerMarks } from '../builder/grid-drawing.js';
import { squareKey } from './board-layout.js';

/**
 * The live board's pieces as the players see them on the table: one token per assassin, boss,
 * ally or machine; guards of one type standing on a square as one token with a count; bodies
 * (guards laid down) as their own token; loose red bases as a marker on their square. Each
 * token sits in a slot of its square after the square's printed features, as the builder
 * lays a diagram out, so the live board reads like the map that was entered.
 */

export type TokenKind = 'assassin' | 'guard' | 'boss' | 'ally' | 'machine' | 'red-base';

export interface PieceToken {
  /** Stable while the piece stays on its square, so the drawing does not jump. */
  key: string;
  kind: TokenKind;
  side: SideId;
  square: SquareRef;
  /** The miniatures the token stands for (several guards of one type), or the loose red bases. */
  ids: string[];
  count: number;
  /** Guards: their type id; others: their name or character id. */
  label: string;
  /** ACT-WPN-6, BOSS-7: laid down. */
  body: boolean;
  /** STL-1: a red base is clipped to it. */
  exposed: boolean;
  /** HLT-4: an assassin with no health left lies down. */
  critical: boolean;
  /** MAP-HID-2: inside the hiding spot of its square. */
  hidden: boolean;
  /**
   * MAP-TWR-3: at the top of a tower, which is no square: drawn where the tower's squares meet,
   * and named with each of them (`towerSquares`); `square` is the first of them.
   */
  onTop: boolean;
  towerSquares: SquareRef[] | null;
  /** Assassins: the party colour slot and the initial (APX-SET-1). */
  colour: string | null;
  initial: string | null;
  x: number;
  y: number;
}

/** Slots per row inside a square (the builder's 3 × 3 layout). */
const SLOTS = 3;

/** Draw order within a square: what the players look for first comes first. */
const KIND_ORDER: Record<TokenKind, number> = { assassin: 0, ally: 1, machine: 2, boss: 3, guard: 4, 'red-base': 5 };

const exposedIds = (redBases: readonly RedBase[]): Set<string> =>
  new Set(redBases.flatMap((base) => (base.at.on === 'attached' ? [base.at.miniatureId] : [])));

interface Draft extends Omit<PieceToken, 'x' | 'y'> {
  order: number;
}

function draftOf(miniature: Miniature, at: BoardSquare, exposed: boolean): Draft {
  const hidden = miniature.place.on === 'square' && miniature.place.hidingSpot === true;
  const base = { side: at.side, square: at.square, ids: [miniature.id], count: 1, exposed, critical: false, hidden, onTop: false, towerSquares: null, colour: null, initial: null, body: false, order: KIND_ORDER[miniature.kind] };
  switch (miniature.kind) {
    case 'assassin':
      return { ...base, key: miniature.id, kind: 'assassin', label: miniature.characterId, critical: miniature.condition === 'critical', colour: miniature.colour, initial: miniature.initial };
    case 'guard':
      return { ...base, key: `${squareKey(at)}:guard:${miniature.guardType}:${miniature.body ? 'body' : 'up'}`, kind: 'guard', label: miniature.guardType, body: miniature.body };
    case 'boss':
      return { ...base, key: miniature.id, kind: 'boss', label: miniature.name, body: miniature.body };
    case 'ally':
    case 'machine':
      return { ...base, key: miniature.id, kind: miniature.kind, label: miniature.name };
  }
}

/**
 * The slots of each square left free by the printed features (tokens on the map). The builder
 * centres a square's features as a group, so the free slots are those of the 3 × 3 grid no
 * feature glyph overlaps, in reading order; a square with no feature has all nine.
 */
function freeSlots(side: MapSide): Map<SquareRef, number[]> {
  const glyphs = glyphsOf({ ...side, miniatures: [] });
  const free = new Map<SquareRef, number[]>();
  for (const square of side.squares) {
    const position = parseRef(square.ref);
    if (!position) continue;
    const own = glyphs.filter((glyph) => glyph.square === square.ref);
    const slots = Array.from({ length: SLOTS * SLOTS }, (_, slot) => slot).filter((slot) => {
      const x = cellX(position.col) + (slot % SLOTS) * GLYPH + GLYPH / 2;
      const y = cellY(position.row) + Math.floor(slot / SLOTS) * GLYPH + GLYPH / 2;
      return own.every((glyph) => Math.abs(glyph.x - x) >= GLYPH * 0.75 || Math.abs(glyph.y - y) >= GLYPH * 0.75);
    });
    free.set(square.ref, slots);
  }
  return free;
}

/** Every token on the board, in board-side coordinates (add the side's frame offset to draw). */
export function tokensOf(state: Pick<PlayState, 'map' | 'miniatures' | 'redBases'>): PieceToken[] {
  const exposed = exposedIds(state.redBases);
  const drafts = new Map<string, Draft>();
  const add = (draft: Draft) => {
    const known = drafts.get(draft.key);
    if (known) {
      known.ids.push(...draft.ids);
      known.count += draft.count;
    } else drafts.set(draft.key, draft);
  };
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.place.on !== 'square') continue;
    add(draftOf(miniature, miniature.place, exposed.has(miniature.id)));
  }
  for (const base of state.redBases) {
    if (base.at.on !== 'loose') continue;
    const at = { side: base.at.side, square: base.at.square };
    add({ key: `${squareKey(at)}:red-base`, kind: 'red-base', ...at, ids: [base.id], count: 1, label: '', body: false, exposed: false, critical: false, hidden: false, onTop: false, towerSquares: null, colour: null, initial: null, order: KIND_ORDER['red-base'] });
  }

  const slotsBySide = new Map(state.map.sides.map((side) => [side.id, freeSlots(side)]));
  const bySquare = new Map<string, Draft[]>();
  for (const draft of drafts.values()) {
    const key = squareKey(draft);
    bySquare.set(key, [...(bySquare.get(key) ?? []), draft]);
  }
  const tokens: PieceToken[] = towerTopTokens(state, exposed);
  for (const drafted of bySquare.values()) {
    drafted.sort((a, b) => a.order - b.order || Number(a.body) - Number(b.body) || a.key.localeCompare(b.key));
    for (const [index, draft] of drafted.entries()) {
      const position = parseRef(draft.square);
      if (!position) continue;
      // Clear of the printed features; past the free slots tokens share slots rather than leave the square.
      const free = slotsBySide.get(draft.side)?.get(draft.square) ?? [];
      const slot = free.length > 0 ? free[index % free.length]! : index % (SLOTS * SLOTS);
      const { order: _order, ...token } = draft;
      tokens.push({
        ...token,
        x: cellX(position.col) + (slot % SLOTS) * GLYPH + GLYPH / 2,
        y: cellY(position.row) + Math.floor(slot / SLOTS) * GLYPH + GLYPH / 2,
      });
    }
  }
  return tokens;
}

/**
 * MAP-TWR-3: the characters at the top of a tower, drawn where its 4 squares meet (above the
 * tower's mark, side by side when a naga and a tower share a corner) and named with each square.
 */
function towerTopTokens(state: Pick<PlayState, 'map' | 'miniatures'>, exposed: Set<string>): PieceToken[] {
  return Object.values(state.miniatures).flatMap((miniature) => {
    const place = miniature.place;
    if (place.on !== 'tower-top') return [];
    const side = state.map.sides.find((candidate) => candidate.id === place.side);
    const tower = side?.features[place.tower];
    const mark = side === undefined ? undefined : towerMarks(side).find((candidate) => candidate.index === place.tower);
    if (tower?.type !== 'tower' || mark === undefined || tower.squares[0] === undefined) return [];
    const draft = draftOf(miniature, { side: place.side, square: tower.squares[0] }, exposed.has(miniature.id));
    const { order: _order, ...token } = draft;
    return [{ ...token, onTop: true, towerSquares: [...tower.squares], x: mark.centre.x, y: mark.centre.y - GLYPH * 0.6 }];
  });
}

/** The tokens on one square, in draw order; one at the top of a tower stands by each of its squares. */
export const tokensAt = (tokens: readonly PieceToken[], at: BoardSquare): PieceToken[] =>
  tokens.filter((token) => token.side === at.side && (token.towerSquares?.includes(at.square) ?? token.square === at.square));

/** The miniatures standing on a square, in the order the square's panel lists them. */
export function miniaturesOn(state: Pick<PlayState, 'miniatures'>, at: BoardSquare): Miniature[] {
  return Object.values(state.miniatures)
    .filter((miniature) => miniature.place.on === 'square' && miniature.place.side === at.side && miniature.place.square === at.square)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id, undefined, { numeric: true }));
}

/** STL-9: the red bases near the players, ready to be clipped or placed. */
export const redBasesInSupply = (state: Pick<PlayState, 'redBases'>): number => state.redBases.filter((base) => base.at.on === 'supply' && !base.substitute).length;

/** STL-1: whether a red base is clipped to this miniature. */
export const isExposed = (state: Pick<PlayState, 'redBases'>, miniatureId: string): boolean =>
  state.redBases.some((base) => base.at.on === 'attached' && base.at.miniatureId === miniatureId);

/** STL-7: the loose red bases on a square. */
export const looseRedBasesOn = (state: Pick<PlayState, 'redBases'>, at: BoardSquare): RedBase[] =>
  state.redBases.filter((base) => base.at.on === 'loose' && base.at.side === at.side && base.at.square === at.square);
