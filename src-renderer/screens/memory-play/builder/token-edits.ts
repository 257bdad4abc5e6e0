import type {
  EntranceLetter,
  GuardType,
  HidingSpotKind,
  MapFeature,
  MapSide,
  MapSquare,
  SquareRef,
  StartingMiniature,
} from '../../../../shared/memory-play/map/index.js';
import {
  ENTRANCE_LETTERS,
  HIDING_SPOT_KINDS,
  MAP_DATA_RULES,
  MAX_RULE_TOKEN_NUMBER,
  OBJECTIVE_MAX_COST,
  OBJECTIVE_MIN_COST,
  SQUARE_ENEMY_CAPACITY,
  compareRefs,
  featureSquares,
  parseRef,
  tileShapeProblem,
  toRef,
} from '../../../../shared/memory-play/map/index.js';
import { squareOf, tileOf } from './grid-cells.js';
import { edited, refused, type Edited } from './tile-edits.js';

/**
 * Dropping features and starting miniatures from the palette. A second drop of the same token
 * on a square changes it rather than stacking a copy (the validation would refuse a second
 * chest anyway): a hiding spot turns to the next kind, an objective's cost goes up, a guard
 * gains a miniature, an entrance takes the next letter. Delete removes.
 */

export const PALETTE_ITEMS = [
  'hiding-spot',
  'tower',
  'chest',
  'fast-travel',
  'triangle',
  'entrance',
  'objective',
  'restricted',
  'rule-token',
  'guard',
  'boss',
  'ally',
  'machine',
  'assassins',
] as const;
export type PaletteItem = (typeof PALETTE_ITEMS)[number];

/** Which list entry a drop created or changed, so the inspector can open it (a boss needs its name). */
export interface TokenChange {
  side: MapSide;
  list: 'features' | 'miniatures';
  index: number;
  /** True for a new entry (as opposed to a changed one). */
  added: boolean;
}

/** Where a drop lands: the square at the cursor, and the selected squares (an entrance touches all of them). */
export interface DropTarget {
  at: SquareRef;
  selection: readonly SquareRef[];
}

export function dropToken(side: MapSide, item: PaletteItem, target: DropTarget, guardType: GuardType): Edited<TokenChange> {
  const square = squareOf(side, target.at);
  if (!square) return refused(MAP_DATA_RULES.square, 'noTile', 'Draw a tile here first.', { square: target.at });
  switch (item) {
    case 'hiding-spot':
      return dropHidingSpot(side, square);
    case 'tower':
      return dropTower(side, target);
    case 'chest':
    case 'fast-travel':
    case 'restricted':
      return toggleFeature(side, { type: item, square: target.at });
    case 'triangle':
      return cycleTriangle(side, target.at);
    case 'entrance':
      return dropEntrance(side, target);
    case 'objective':
      return dropObjective(side, target.at);
    case 'rule-token':
      return dropRuleToken(side, target.at);
    case 'guard':
      return dropGuard(side, target.at, guardType);
    case 'boss':
    case 'ally':
    case 'machine':
      // The name is the players' to type: the inspector opens on it.
      return addMiniature(side, { type: item, square: target.at, name: '' });
    case 'assassins': {
      const index = side.miniatures.findIndex((m) => m.type === 'assassins' && m.square === target.at);
      if (index >= 0) return edited({ side: { ...side, miniatures: side.miniatures.filter((_, i) => i !== index) }, list: 'miniatures', index, added: false });
      return addMiniature(side, { type: 'assassins', square: target.at });
    }
  }
}

const addFeature = (side: MapSide, feature: MapFeature): Edited<TokenChange> =>
  edited({ side: { ...side, features: [...side.features, feature] }, list: 'features', index: side.features.length, added: true });

const addMiniature = (side: MapSide, miniature: StartingMiniature): Edited<TokenChange> =>
  edited({ side: { ...side, miniatures: [...side.miniatures, miniature] }, list: 'miniatures', index: side.miniatures.length, added: true });

const replaceFeature = (side: MapSide, index: number, feature: MapFeature): Edited<TokenChange> =>
  edited({ side: { ...side, features: side.features.map((f, i) => (i === index ? feature : f)) }, list: 'features', index, added: false });

const replaceMiniature = (side: MapSide, index: number, miniature: StartingMiniature): Edited<TokenChange> =>
  edited({ side: { ...side, miniatures: side.miniatures.map((m, i) => (i === index ? miniature : m)) }, list: 'miniatures', index, added: false });

/**
 * MAP-HID-1: a first drop suggests the spot the square's kind usually has (a rooftop garden on
 * a roof, a tree on Apocalypse land, a pond on a pond square, else a haystack); each further
 * drop turns it to the next kind, so the printed one is two or three key presses away.
 */
function dropHidingSpot(side: MapSide, square: MapSquare): Edited<TokenChange> {
  const index = side.features.findIndex((f) => f.type === 'hiding-spot' && f.square === square.ref);
  if (index >= 0) {
    const current = side.features[index] as Extract<MapFeature, { type: 'hiding-spot' }>;
    const next = HIDING_SPOT_KINDS[(HIDING_SPOT_KINDS.indexOf(current.kind) + 1) % HIDING_SPOT_KINDS.length]!;
    return replaceFeature(side, index, { ...current, kind: next });
  }
  const suggested: Partial<Record<MapSquare['kind'], HidingSpotKind>> = { roof: 'rooftop-garden', land: 'tree', pond: 'pond' };
  return addFeature(side, { type: 'hiding-spot', square: square.ref, kind: suggested[square.kind] ?? 'haystack' });
}

/**
 * MAP-TWR-1: a tower stands where 4 squares meet. Its squares are the selection when it is a
 * 2×2 block, else the medium tile under the cursor (SET-2: tower tiles are medium), else the
 * 2×2 block south-east of the cursor. The cursor's square is its foot (MAP-TWR-6). On a
 * square of a tower already there, the drop moves its foot there, or on its foot turns the
 * tower into a naga and back (NAGA-1).
 */
function dropTower(side: MapSide, target: DropTarget): Edited<TokenChange> {
  const existing = side.features.findIndex((f) => f.type === 'tower' && f.squares.includes(target.at));
  if (existing >= 0) {
    const tower = side.features[existing] as Extract<MapFeature, { type: 'tower' }>;
    if (tower.foot !== target.at) return replaceFeature(side, existing, { ...tower, foot: target.at });
    return replaceFeature(side, existing, { ...tower, variant: tower.variant === 'tower' ? 'naga' : 'tower' });
  }
  const squares = towerSquares(side, target);
  if (!squares) return refused('MAP-TWR-1', 'towerBlock', 'A tower stands where 4 squares meet: select a 2×2 block of squares.', { square: target.at });
  const foot = squares.includes(target.at) ? target.at : squares[0]!;
  const tile = tileOf(side, target.at);
  const tiles = tile && tile.squares.length === 4 && squares.every((ref) => tile.squares.includes(ref)) ? side.tiles.map((t) => (t.id === tile.id ? { ...t, kind: 'tower' as const } : t)) : side.tiles;
  return addFeature({ ...side, tiles }, { type: 'tower', variant: 'tower', squares, foot });
}

function towerSquares(side: MapSide, target: DropTarget): SquareRef[] | null {
  const exists = (ref: SquareRef) => side.squares.some((square) => square.ref === ref);
  const isBlock = (refs: readonly SquareRef[]) => refs.length === 4 && refs.every(exists) && tileShapeProblem([...refs].sort(compareRefs), true) === null;
  if (target.selection.length > 1) return isBlock(target.selection) ? [...target.selection].sort(compareRefs) : null;
  const tile = tileOf(side, target.at);
  if (tile && isBlock(tile.squares)) return [...tile.squares].sort(compareRefs);
  const p = parseRef(target.at)!;
  const block = [p, { col: p.col + 1, row: p.row }, { col: p.col, row: p.row + 1 }, { col: p.col + 1, row: p.row + 1 }].map(toRef);
  return isBlock(block) ? block : null;
}

/** A single token that is either there or not (a chest, a fast travel station, a red restricted token). */
function toggleFeature(side: MapSide, feature: Extract<MapFeature, { type: 'chest' | 'fast-travel' | 'restricted' }>): Edited<TokenChange> {
  const index = side.features.findIndex((f) => f.type === feature.type && 'square' in f && f.square === feature.square);
  if (index >= 0) return edited({ side: { ...side, features: side.features.filter((_, i) => i !== index) }, list: 'features', index, added: false });
  return addFeature(side, feature);
}

/** ENT-1: none → a white triangle → a red-centred one (leaving only) → none. */
function cycleTriangle(side: MapSide, at: SquareRef): Edited<TokenChange> {
  const index = side.features.findIndex((f) => f.type === 'triangle' && f.square === at);
  if (index < 0) return addFeature(side, { type: 'triangle', square: at, leaveOnly: false });
  const triangle = side.features[index] as Extract<MapFeature, { type: 'triangle' }>;
  if (!triangle.leaveOnly) return replaceFeature(side, index, { ...triangle, leaveOnly: true });
  return edited({ side: { ...side, features: side.features.filter((_, i) => i !== index) }, list: 'features', index, added: false });
}

/**
 * REI-3/4: an entrance token touches the selected squares (or the cursor's). It takes the
 * first letter A–D not on the map yet; dropped again on the same squares, it takes the next
 * letter.
 */
function dropEntrance(side: MapSide, target: DropTarget): Edited<TokenChange> {
  const existing = new Set(side.squares.map((square) => square.ref));
  const touches = (target.selection.length > 1 ? target.selection.filter((ref) => existing.has(ref)) : [target.at]).slice().sort(compareRefs);
  const same = side.features.findIndex((f) => f.type === 'entrance' && [...f.touches].sort(compareRefs).join() === touches.join());
  if (same >= 0) {
    const entrance = side.features[same] as Extract<MapFeature, { type: 'entrance' }>;
    const letter = ENTRANCE_LETTERS[(ENTRANCE_LETTERS.indexOf(entrance.letter) + 1) % ENTRANCE_LETTERS.length]!;
    return replaceFeature(side, same, { ...entrance, letter });
  }
  const used = new Set(side.features.flatMap((f) => (f.type === 'entrance' ? [f.letter] : [])));
  const letter: EntranceLetter = ENTRANCE_LETTERS.find((l) => !used.has(l)) ?? 'A';
  return addFeature(side, { type: 'entrance', letter, touches });
}

/** ACT-OBJ-1: a new objective costs 1 action, its XP unknown until typed, mandatory; dropped again, its cost goes 1 → 2 → 3 → 1. */
function dropObjective(side: MapSide, at: SquareRef): Edited<TokenChange> {
  const index = side.features.findIndex((f) => f.type === 'objective' && f.square === at);
  if (index < 0) return addFeature(side, { type: 'objective', square: at, cost: OBJECTIVE_MIN_COST, xp: null, mandatory: true, escort: false });
  const objective = side.features[index] as Extract<MapFeature, { type: 'objective' }>;
  const cost = objective.cost >= OBJECTIVE_MAX_COST ? OBJECTIVE_MIN_COST : objective.cost + 1;
  return replaceFeature(side, index, { ...objective, cost });
}

/** GEN-7: a new blue token takes the next number; dropped again on its square, its number goes up. */
function dropRuleToken(side: MapSide, at: SquareRef): Edited<TokenChange> {
  const index = side.features.findIndex((f) => f.type === 'rule-token' && f.square === at);
  if (index >= 0) {
    const token = side.features[index] as Extract<MapFeature, { type: 'rule-token' }>;
    return replaceFeature(side, index, { ...token, number: token.number >= MAX_RULE_TOKEN_NUMBER ? 1 : token.number + 1 });
  }
  const highest = Math.max(0, ...side.features.map((f) => (f.type === 'rule-token' ? f.number : 0)));
  return addFeature(side, { type: 'rule-token', square: at, number: Math.min(highest + 1, MAX_RULE_TOKEN_NUMBER) });
}

/** Enemies a square starts with: guards and bosses count, allies and machines do not (CAP-1, CAP-3). */
export function enemiesOn(side: MapSide, at: SquareRef): number {
  return side.miniatures.reduce((sum, m) => sum + (m.square !== at ? 0 : m.type === 'guard' ? m.count : m.type === 'boss' ? 1 : 0), 0);
}

/** A guard of the palette's type; dropped again, one more of that type. CAP-1: 4 enemies at most per square. */
function dropGuard(side: MapSide, at: SquareRef, guardType: GuardType): Edited<TokenChange> {
  if (enemiesOn(side, at) >= SQUARE_ENEMY_CAPACITY) {
    return refused('CAP-1', 'squareFull', `A square holds at most ${SQUARE_ENEMY_CAPACITY} enemies.`, { square: at, max: SQUARE_ENEMY_CAPACITY });
  }
  const index = side.miniatures.findIndex((m) => m.type === 'guard' && m.square === at && m.guardType === guardType);
  if (index < 0) return addMiniature(side, { type: 'guard', square: at, guardType, count: 1 });
  const guard = side.miniatures[index] as Extract<StartingMiniature, { type: 'guard' }>;
  return replaceMiniature(side, index, { ...guard, count: guard.count + 1 });
}

/** What stands on a square, in the order it was put there. */
export function tokensAt(side: MapSide, at: SquareRef): { list: 'features' | 'miniatures'; index: number }[] {
  return [
    ...side.features.flatMap((feature, index) => (featureSquares(feature).includes(at) ? [{ list: 'features' as const, index }] : [])),
    ...side.miniatures.flatMap((miniature, index) => (miniature.square === at ? [{ list: 'miniatures' as const, index }] : [])),
  ];
}

/** Removes the token or miniature put last on a square; refused when nothing stands there. */
export function removeLastTokenAt(side: MapSide, at: SquareRef): Edited<TokenChange> {
  const last = tokensAt(side, at).at(-1);
  if (!last) return refused(MAP_DATA_RULES.square, 'nothingHere', 'Nothing stands on this square.', { square: at });
  return removeEntry(side, last.list, last.index);
}

export function removeEntry(side: MapSide, list: 'features' | 'miniatures', index: number): Edited<TokenChange> {
  if (list === 'features') {
    const feature = side.features[index];
    // A tower leaves its tile a plain tile of its squares' kind (SET-2).
    const tiles =
      feature?.type === 'tower'
        ? side.tiles.map((tile) => (tile.kind === 'tower' && feature.squares.every((ref) => tile.squares.includes(ref)) ? { ...tile, kind: squareOf(side, tile.squares[0]!)?.kind ?? 'street' } : tile))
        : side.tiles;
    return edited({ side: { ...side, tiles, features: side.features.filter((_, i) => i !== index) }, list, index, added: false });
  }
  return edited({ side: { ...side, miniatures: side.miniatures.filter((_, i) => i !== index) }, list, index, added: false });
}

/** The inspector's edits of one entry (a cost, a name, a count). */
export const updateFeature = (side: MapSide, index: number, feature: MapFeature): MapSide => ({ ...side, features: side.features.map((f, i) => (i === index ? feature : f)) });

export const updateMiniature = (side: MapSide, index: number, miniature: StartingMiniature): MapSide => ({
  ...side,
  miniatures: side.miniatures.map((m, i) => (i === index ? miniature : m)),
});
