import fc from 'fast-check';
import type { EdgeKind, HidingSpotKind, MapEdge, MapFeature, MapSide, MapSquare, MapTile, MemoryMap, SideId, SquareKind, SquareRef, StartingMiniature } from '../map-types.js';
import { ENTRANCE_LETTERS, HIDING_SPOT_KINDS, KNOWN_GUARD_TYPES, SQUARE_ENEMY_CAPACITY, SQUARE_KINDS, defaultLevel } from '../map-types.js';
import { canonicalSide } from '../canonical-map.js';
import { parseRef, toRef } from '../square-ref.js';

/**
 * Random valid memory maps for property tests (this module's and the engine's). Every map
 * produced passes `validateMap` and is canonical (`canonicalMap(m)` deep-equals `m`).
 *
 * A side is drawn from a list of random numbers read in order (a "choice tape"): the grid is
 * tiled row by row with 1-square, 2×2, 2×3 and 3×2 tiles or left empty, then edges, features
 * and miniatures are chosen from the squares that exist. fast-check shrinks the tape, so a
 * failing map shrinks toward fewer, smaller tiles.
 */

export interface MapArbitraryOptions {
  /** Largest grid drawn (default 8×8). */
  maxWidth?: number;
  maxHeight?: number;
  /** `true`: always two sides; `false`: always one; default: either (TWO-1). */
  twoSides?: boolean;
}

/** Names with what a parser trips on: quotes, backslashes, `#`, non-ASCII letters. */
const NAMES = ['Leonardo', 'Pitigliano', 'Flying machine', 'Ezio "Il Lupo"', 'C:\\tmp\\x', '# not a comment', 'Łucja Żółć', 'x'];
const TITLES = ['The villa', 'Night at the "Arsenale"', 'Ruins # 2', 'Miasto ż ó ł'];
const GUARD_TYPES = [...KNOWN_GUARD_TYPES, 'elite-2'];

class Tape {
  private index = 0;
  constructor(private readonly values: readonly number[]) {}
  /** A number in 0..n-1. */
  pick(n: number): number {
    if (n <= 1 || this.values.length === 0) return 0;
    const value = this.values[this.index % this.values.length]! + Math.floor(this.index / this.values.length);
    this.index++;
    return value % n;
  }
  chance(outOf: number): boolean {
    return this.pick(outOf) === 0;
  }
  of<T>(items: readonly T[]): T {
    return items[this.pick(items.length)]!;
  }
}

const SHAPES = [
  { w: 1, h: 1 },
  { w: 2, h: 2 },
  { w: 2, h: 3 },
  { w: 3, h: 2 },
];

/** Builds a valid canonical side from the tape. */
export function sideFromTape(id: SideId, width: number, height: number, values: readonly number[]): MapSide {
  const tape = new Tape(values);
  const taken = new Set<string>();
  const squares: MapSquare[] = [];
  const tiles: MapTile[] = [];
  for (let row = 1; row <= height; row++) {
    for (let col = 1; col <= width; col++) {
      if (taken.has(toRef({ col, row })) || tape.chance(6)) continue;
      const fits = SHAPES.filter((shape) => {
        for (let dy = 0; dy < shape.h; dy++) for (let dx = 0; dx < shape.w; dx++) {
          if (col + dx > width || row + dy > height || taken.has(toRef({ col: col + dx, row: row + dy }))) return false;
        }
        return true;
      });
      const shape = tape.of(fits);
      const tileId = String(tiles.length + 1);
      const baseKind = tape.of(SQUARE_KINDS);
      const mixed = tape.chance(5);
      const refs: SquareRef[] = [];
      for (let dy = 0; dy < shape.h; dy++) for (let dx = 0; dx < shape.w; dx++) {
        const ref = toRef({ col: col + dx, row: row + dy });
        taken.add(ref);
        refs.push(ref);
        const kind: SquareKind = mixed ? tape.of(SQUARE_KINDS) : baseKind;
        const level = tape.chance(8) ? (defaultLevel(kind) === 'roof' ? 'ground' : 'roof') : defaultLevel(kind);
        squares.push({ ref, kind, level, tileId });
      }
      const isTower = refs.length === 4 && tape.chance(3);
      tiles.push({ id: tileId, kind: isTower ? 'tower' : mixed ? tape.of(SQUARE_KINDS) : baseKind, squares: refs });
    }
  }
  if (squares.length === 0) {
    squares.push({ ref: 'A1', kind: 'street', level: 'ground', tileId: '1' });
    tiles.push({ id: '1', kind: 'street', squares: ['A1'] });
  }
  const byRef = new Map(squares.map((square) => [square.ref, square]));
  const refs = [...byRef.keys()];

  const edges: MapEdge[] = [];
  for (const square of squares) {
    const { col, row } = parseRef(square.ref)!;
    for (const neighbour of [toRef({ col: col + 1, row }), toRef({ col, row: row + 1 })]) {
      const other = byRef.get(neighbour);
      if (!other) continue;
      const roll = tape.pick(6);
      let kind: EdgeKind | null = null;
      if (roll === 0) kind = 'wall';
      else if (roll <= 2 && other.level !== square.level) kind = 'ladder';
      if (kind) edges.push({ a: square.ref, b: neighbour, kind });
    }
  }

  const features: MapFeature[] = [];
  const hidingSquares = new Set<SquareRef>();
  const placed = new Set<string>();
  const once = (key: string): boolean => {
    if (placed.has(key)) return false;
    placed.add(key);
    return true;
  };
  const featureCount = tape.pick(9);
  for (let i = 0; i < featureCount; i++) {
    const square = tape.of(refs);
    switch (tape.pick(9)) {
      case 0: {
        if (hidingSquares.has(square)) break;
        hidingSquares.add(square);
        features.push({ type: 'hiding-spot', square, kind: tape.of(HIDING_SPOT_KINDS) });
        break;
      }
      case 1: {
        // MAP-TWR-1: a tower stands on a 2×2 block; its foot carries a hiding spot (MAP-TWR-6).
        const blocks = tiles.filter((tile) => tile.squares.length === 4);
        if (blocks.length === 0) break;
        const block = tape.of(blocks);
        if (!once(`tower@${block.id}`)) break;
        const variant = tape.chance(3) ? 'naga' : 'tower';
        const foot = variant === 'naga' && tape.chance(2) ? null : tape.of(block.squares);
        if (foot !== null && !hidingSquares.has(foot)) {
          hidingSquares.add(foot);
          features.push({ type: 'hiding-spot', square: foot, kind: tape.of<HidingSpotKind>(variant === 'naga' ? ['pond', 'tree', 'tall-grass'] : ['haystack', 'cart']) });
        }
        features.push({ type: 'tower', variant, squares: tape.chance(2) ? [...block.squares] : [...block.squares].reverse(), foot });
        break;
      }
      case 2:
        if (once(`chest@${square}`)) features.push({ type: 'chest', square });
        break;
      case 3:
        if (once(`travel@${square}`)) features.push({ type: 'fast-travel', square });
        break;
      case 4:
        if (once(`triangle@${square}`)) features.push({ type: 'triangle', square, leaveOnly: tape.chance(2) });
        break;
      case 5: {
        const touches = [...new Set([square, tape.of(refs), tape.of(refs)].slice(0, 1 + tape.pick(3)))];
        features.push({ type: 'entrance', letter: tape.of(ENTRANCE_LETTERS), touches });
        break;
      }
      case 6: {
        if (!once(`objective@${square}`)) break;
        const objective: MapFeature = { type: 'objective', square, cost: 1 + tape.pick(3), xp: tape.chance(3) ? null : tape.pick(10), mandatory: tape.chance(2), escort: tape.chance(3) };
        if (tape.chance(2)) objective.label = tape.of(NAMES);
        features.push(objective);
        break;
      }
      case 7:
        if (once(`restricted@${square}`)) features.push({ type: 'restricted', square });
        break;
      default: {
        const number = 1 + tape.pick(9);
        if (once(`rule@${square}#${number}`)) features.push({ type: 'rule-token', square, number });
      }
    }
  }

  // CAP-1: guards and bosses together stay within 4 per square.
  const miniatures: StartingMiniature[] = [];
  const enemies = new Map<SquareRef, number>();
  const miniatureCount = tape.pick(9);
  for (let i = 0; i < miniatureCount; i++) {
    const square = tape.of(refs);
    const room = SQUARE_ENEMY_CAPACITY - (enemies.get(square) ?? 0);
    switch (tape.pick(5)) {
      case 0:
      case 1: {
        if (room === 0) break;
        const count = 1 + tape.pick(room);
        enemies.set(square, SQUARE_ENEMY_CAPACITY - room + count);
        miniatures.push({ type: 'guard', square, guardType: tape.of(GUARD_TYPES), count });
        break;
      }
      case 2:
        if (room === 0) break;
        enemies.set(square, SQUARE_ENEMY_CAPACITY - room + 1);
        miniatures.push({ type: 'boss', square, name: tape.of(NAMES) });
        break;
      case 3:
        miniatures.push({ type: tape.chance(2) ? 'ally' : 'machine', square, name: tape.of(NAMES) });
        break;
      default:
        miniatures.push({ type: 'assassins', square });
    }
  }

  return canonicalSide({ id, width, height, squares, tiles, edges, features, miniatures });
}

export function mapSideArbitrary(id: SideId = 'A', options: MapArbitraryOptions = {}): fc.Arbitrary<MapSide> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: options.maxWidth ?? 8 }),
      height: fc.integer({ min: 1, max: options.maxHeight ?? 8 }),
      tape: fc.array(fc.nat({ max: 9_999 }), { minLength: 1, maxLength: 200 }),
    })
    .map(({ width, height, tape }) => sideFromTape(id, width, height, tape));
}

export function memoryMapArbitrary(options: MapArbitraryOptions = {}): fc.Arbitrary<MemoryMap> {
  const sideCount = options.twoSides === undefined ? fc.integer({ min: 1, max: 2 }) : fc.constant(options.twoSides ? 2 : 1);
  return fc
    .record({
      memoryId: fc.constantFrom('0.1', '0.4', '3.2', 'A.1', 'x-7'),
      title: fc.option(fc.constantFrom(...TITLES), { nil: undefined }),
      sideA: mapSideArbitrary('A', options),
      sideB: mapSideArbitrary('B', options),
      sideCount,
    })
    .map(({ memoryId, title, sideA, sideB, sideCount }) => {
      const map: MemoryMap = { memoryId, sides: sideCount === 2 ? [sideA, sideB] : [sideA] };
      if (title !== undefined) map.title = title;
      return map;
    });
}
