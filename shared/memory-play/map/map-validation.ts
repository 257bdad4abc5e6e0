import type { MapFeature, MapSide, MapSquare, MemoryMap, SideId, SquareRef, StartingMiniature } from './map-types.js';
import {
  ENTRANCE_LETTERS,
  GUARD_TYPE_PATTERN,
  MAX_FEATURES_PER_SIDE,
  MAX_MINIATURES_PER_SIDE,
  MAX_NAME_LENGTH,
  MAX_OBJECTIVE_XP,
  MAX_RULE_TOKEN_NUMBER,
  MAX_SIDE_HEIGHT,
  MAX_SIDE_WIDTH,
  MAX_TITLE_LENGTH,
  MEMORY_ID_PATTERN,
  OBJECTIVE_BASE_SPACES,
  OBJECTIVE_MAX_COST,
  OBJECTIVE_MIN_COST,
  SQUARE_ENEMY_CAPACITY,
  TILE_ID_PATTERN,
} from './map-types.js';
import { MAP_DATA_RULES, mapProblem, type MapProblem, type ProblemInput } from './map-problem.js';
import { areOrthogonalNeighbours, compareRefs, edgeKey, isSquareRef, parseRef } from './square-ref.js';

/**
 * Checks a map a group entered (builder, text or import) before anyone plays on it. Every
 * problem names its side, its square(s) and the rule, e.g. `A:B3–B4 … (MAP-ROOF-2)`. An empty
 * list means the map is playable. The input must already have the `MemoryMap` shape (the zod
 * schema in `map-schema.ts` checks that for untrusted data); this checks what a shape cannot.
 */
export function validateMap(map: MemoryMap): MapProblem[] {
  const problems: MapProblem[] = [];
  if (!MEMORY_ID_PATTERN.test(map.memoryId)) {
    problems.push(mapProblem({ rule: MAP_DATA_RULES.value, message: 'A memory id is 1–16 letters, digits, dots or dashes, e.g. 0.1.', params: { memoryId: map.memoryId.slice(0, 20) } }));
  }
  if (map.title !== undefined && !isCleanText(map.title, MAX_TITLE_LENGTH)) {
    problems.push(mapProblem({ rule: MAP_DATA_RULES.value, message: `A title has 1–${MAX_TITLE_LENGTH} characters on one line, without leading or trailing spaces.`, params: { max: MAX_TITLE_LENGTH } }));
  }
  // TWO-1: one map, or two side by side called A and B.
  if (map.sides.length < 1 || map.sides.length > 2) {
    problems.push(mapProblem({ rule: 'TWO-1', message: 'A memory has one map or two maps side by side.', params: { sides: map.sides.length } }));
  }
  map.sides.forEach((side, index) => {
    const expected: SideId = index === 0 ? 'A' : 'B';
    if (side.id !== expected) {
      problems.push(mapProblem({ rule: 'TWO-1', message: `Map ${index + 1} must be side ${expected}.`, params: { expected, found: String(side.id) } }));
    }
  });
  for (const side of map.sides.slice(0, 2)) problems.push(...validateSide(side));
  return problems;
}

/** Text fit to show on one line: trimmed, 1..max characters, no control characters. */
function isCleanText(text: string, max: number): boolean {
  // eslint-disable-next-line no-control-regex
  return text.length >= 1 && text.length <= max && text === text.trim() && !/[\u0000-\u001f\u007f]/.test(text);
}

export function validateSide(side: MapSide): MapProblem[] {
  const problems: MapProblem[] = [];
  const report = (input: Omit<ProblemInput, 'side'>): void => {
    problems.push(mapProblem({ ...input, side: side.id }));
  };

  const sizeOk =
    Number.isInteger(side.width) && Number.isInteger(side.height) && side.width >= 1 && side.height >= 1 && side.width <= MAX_SIDE_WIDTH && side.height <= MAX_SIDE_HEIGHT;
  if (!sizeOk) {
    report({ rule: MAP_DATA_RULES.size, message: `A map is 1–${MAX_SIDE_WIDTH} squares wide and 1–${MAX_SIDE_HEIGHT} high.`, params: { width: side.width, height: side.height } });
  }
  if (side.squares.length === 0) report({ rule: MAP_DATA_RULES.size, message: 'The map has no square.', params: {} });

  const squares = checkSquares(side, report);
  checkTiles(side, squares, report);
  checkEdges(side, squares, report);
  if (side.features.length > MAX_FEATURES_PER_SIDE) {
    report({ rule: MAP_DATA_RULES.size, message: `A map holds at most ${MAX_FEATURES_PER_SIDE} tokens and features.`, params: { max: MAX_FEATURES_PER_SIDE } });
  }
  if (side.miniatures.length > MAX_MINIATURES_PER_SIDE) {
    report({ rule: MAP_DATA_RULES.size, message: `A map holds at most ${MAX_MINIATURES_PER_SIDE} starting miniature entries.`, params: { max: MAX_MINIATURES_PER_SIDE } });
  }
  side.features.forEach((feature, index) => checkFeature(side, feature, index, squares, report));
  checkFeatureDuplicates(side, report);
  side.miniatures.forEach((miniature, index) => checkMiniature(miniature, index, squares, report));
  checkCapacity(side, report);
  checkObjectiveBases(side, report);
  return problems;
}

type Report = (input: Omit<ProblemInput, 'side'>) => void;

function checkSquares(side: MapSide, report: Report): Map<SquareRef, MapSquare> {
  const squares = new Map<SquareRef, MapSquare>();
  for (const square of side.squares) {
    const position = isSquareRef(square.ref) ? parseRef(square.ref) : null;
    if (!position || position.col > side.width || position.row > side.height) {
      report({ rule: MAP_DATA_RULES.square, message: `${square.ref.slice(0, 8)} is not a square of a ${side.width}×${side.height} map.`, params: { ref: square.ref.slice(0, 8), width: side.width, height: side.height } });
      continue;
    }
    if (squares.has(square.ref)) {
      report({ rule: MAP_DATA_RULES.duplicate, squares: [square.ref], message: 'This square is listed twice.' });
      continue;
    }
    squares.set(square.ref, square);
  }
  return squares;
}

/** SET-2: small (1), medium (2×2) or large (2×3 / 3×2) rectangles, every square in exactly one tile. */
function checkTiles(side: MapSide, squares: Map<SquareRef, MapSquare>, report: Report): void {
  const tileOfSquare = new Map<SquareRef, string>();
  const tileIds = new Set<string>();
  for (const tile of side.tiles) {
    const sorted = [...tile.squares].sort(compareRefs);
    if (!TILE_ID_PATTERN.test(tile.id)) {
      report({ rule: MAP_DATA_RULES.value, squares: sorted.slice(0, 1), message: 'A tile id is a number from 1 to 999.', params: { tile: tile.id.slice(0, 8) } });
    } else if (tileIds.has(tile.id)) {
      report({ rule: MAP_DATA_RULES.duplicate, squares: sorted.slice(0, 1), message: `Two tiles are numbered ${tile.id}.`, params: { tile: tile.id } });
    }
    tileIds.add(tile.id);
    const missing = sorted.filter((ref) => !squares.has(ref));
    if (missing.length > 0) {
      report({ rule: MAP_DATA_RULES.square, squares: missing, message: `Tile ${tile.id} names squares that are not on the map.`, params: { tile: tile.id } });
    }
    for (const ref of sorted) {
      const other = tileOfSquare.get(ref);
      if (other !== undefined) report({ rule: 'SET-2', squares: [ref], message: `This square is in both tile ${other} and tile ${tile.id}.`, params: { tile: tile.id, otherTile: other } });
      else tileOfSquare.set(ref, tile.id);
    }
    const shape = tileShapeProblem(sorted, tile.kind === 'tower');
    if (shape !== null) report({ rule: 'SET-2', squares: sorted, message: `Tile ${tile.id}: ${shape}`, params: { tile: tile.id, size: sorted.length } });
  }
  for (const square of squares.values()) {
    const listedIn = tileOfSquare.get(square.ref);
    if (listedIn === undefined) {
      report({ rule: 'SET-2', squares: [square.ref], message: `This square belongs to no tile (it names tile ${square.tileId}).`, params: { tile: square.tileId } });
    } else if (listedIn !== square.tileId) {
      report({ rule: 'SET-2', squares: [square.ref], message: `This square names tile ${square.tileId} but tile ${listedIn} lists it.`, params: { tile: square.tileId, listedIn } });
    }
  }
}

/** Why these squares cannot be one physical tile, or null when they can (SET-2). */
export function tileShapeProblem(refs: readonly SquareRef[], isTower: boolean): string | null {
  const positions = refs.map(parseRef);
  if (positions.some((p) => p === null)) return 'it names a square that does not exist.';
  if (new Set(refs).size !== refs.length) return 'it lists a square twice.';
  const cols = positions.map((p) => p!.col);
  const rows = positions.map((p) => p!.row);
  const width = Math.max(...cols) - Math.min(...cols) + 1;
  const height = Math.max(...rows) - Math.min(...rows) + 1;
  if (isTower && refs.length !== 4) return `a tower tile is medium (4 squares, 2×2), not ${refs.length} squares.`;
  if (refs.length !== 1 && refs.length !== 4 && refs.length !== 6) return `tiles have 1, 4 or 6 squares, not ${refs.length}.`;
  const rectangleOk = width * height === refs.length;
  const sizeOk = refs.length === 1 || (refs.length === 4 && width === 2 && height === 2) || (refs.length === 6 && ((width === 2 && height === 3) || (width === 3 && height === 2)));
  if (!rectangleOk || !sizeOk) return `a ${refs.length}-square tile is ${refs.length === 4 ? 'a 2×2 block' : 'a 2×3 or 3×2 block'} of touching squares.`;
  return null;
}

/** MAP-WAL-1, MAP-ROOF-2: edges lie between orthogonal neighbours; a ladder joins a ground-level and a roof-level square. */
function checkEdges(side: MapSide, squares: Map<SquareRef, MapSquare>, report: Report): void {
  const seen = new Set<string>();
  for (const edge of side.edges) {
    const pair = [edge.a, edge.b].sort(compareRefs);
    const missing = pair.filter((ref) => !squares.has(ref));
    if (missing.length > 0) {
      report({ rule: MAP_DATA_RULES.square, squares: pair, message: `A ${edge.kind} is drawn beside ${missing.join(' and ')}, which is not a square of the map.`, params: { edge: edge.kind } });
      continue;
    }
    if (!areOrthogonalNeighbours(edge.a, edge.b)) {
      report({ rule: 'GEN-2', squares: pair, message: `A ${edge.kind} can only lie between two squares side by side (north, south, east or west).`, params: { edge: edge.kind } });
      continue;
    }
    const key = edgeKey(edge.a, edge.b);
    if (seen.has(key)) {
      report({ rule: MAP_DATA_RULES.duplicate, squares: pair, message: 'Two walls or ladders are drawn on the same edge.', params: { edge: edge.kind } });
      continue;
    }
    seen.add(key);
    if (edge.kind === 'ladder') {
      const a = squares.get(edge.a)!;
      const b = squares.get(edge.b)!;
      if (a.level === b.level) {
        report({ rule: 'MAP-ROOF-2', squares: pair, message: `A ladder joins two ${a.level}-level squares; ladders join a street and a roof.`, params: { level: a.level } });
      }
    }
  }
}

function checkFeature(side: MapSide, feature: MapFeature, index: number, squares: Map<SquareRef, MapSquare>, report: Report): void {
  const item = { list: 'features' as const, index };
  const on = (refs: SquareRef[]): boolean => {
    const missing = refs.filter((ref) => !squares.has(ref));
    if (missing.length === 0) return true;
    report({ rule: MAP_DATA_RULES.square, squares: missing, item, message: `A ${feature.type} is placed on ${missing.join(', ')}, which is not a square of the map.`, params: { feature: feature.type } });
    return false;
  };
  switch (feature.type) {
    case 'tower': {
      if (!on(feature.squares)) return;
      const sorted = [...feature.squares].sort(compareRefs);
      // MAP-TWR-1: the tower stands where its 4 squares meet, so they form a 2×2 block.
      if (feature.squares.length !== 4 || tileShapeProblem(sorted, true) !== null) {
        report({ rule: 'MAP-TWR-1', squares: sorted, item, message: `A ${feature.variant} adjoins 4 squares forming a 2×2 block.`, params: { variant: feature.variant } });
        return;
      }
      if (feature.foot === null) {
        // NAGA-1: a naga's leap of faith lands on any of its 4 squares; a tower needs its foot spot.
        if (feature.variant === 'tower') report({ rule: 'MAP-TWR-6', squares: sorted, item, message: 'A tower needs the square of the hiding spot at its foot.', params: {} });
        return;
      }
      if (!feature.squares.includes(feature.foot)) {
        report({ rule: 'MAP-TWR-6', squares: [feature.foot], item, message: `The foot of the ${feature.variant} must be one of its 4 squares.`, params: { variant: feature.variant } });
        return;
      }
      const foot = feature.foot;
      if (!side.features.some((other) => other.type === 'hiding-spot' && other.square === foot)) {
        report({ rule: 'MAP-TWR-6', squares: [foot], item, message: `The leap of faith lands in a hiding spot at the foot of the ${feature.variant}: put one on this square.`, params: { variant: feature.variant } });
      }
      return;
    }
    case 'entrance': {
      if (!ENTRANCE_LETTERS.includes(feature.letter)) {
        report({ rule: 'REI-2', item, message: 'Entrance tokens are lettered A to D.', params: { letter: String(feature.letter).slice(0, 4) } });
      }
      // REI-3: the token matters through the squares it touches.
      if (feature.touches.length === 0) {
        report({ rule: 'REI-3', item, message: `Entrance ${feature.letter} touches no square.`, params: { letter: feature.letter } });
        return;
      }
      if (new Set(feature.touches).size !== feature.touches.length) {
        report({ rule: MAP_DATA_RULES.duplicate, squares: [...feature.touches].sort(compareRefs), item, message: `Entrance ${feature.letter} names a square twice.`, params: { letter: feature.letter } });
      }
      on(feature.touches);
      return;
    }
    case 'objective': {
      on([feature.square]);
      if (!Number.isInteger(feature.cost) || feature.cost < OBJECTIVE_MIN_COST || feature.cost > OBJECTIVE_MAX_COST) {
        report({ rule: 'ACT-OBJ-1', squares: [feature.square], item, message: `An objective costs ${OBJECTIVE_MIN_COST} to ${OBJECTIVE_MAX_COST} actions.`, params: { cost: feature.cost, min: OBJECTIVE_MIN_COST, max: OBJECTIVE_MAX_COST } });
      }
      if (feature.xp !== null && (!Number.isInteger(feature.xp) || feature.xp < 0 || feature.xp > MAX_OBJECTIVE_XP)) {
        report({ rule: MAP_DATA_RULES.value, squares: [feature.square], item, message: `An objective's XP is a whole number from 0 to ${MAX_OBJECTIVE_XP}.`, params: { xp: feature.xp, max: MAX_OBJECTIVE_XP } });
      }
      if (feature.label !== undefined && !isCleanText(feature.label, MAX_NAME_LENGTH)) {
        report({ rule: MAP_DATA_RULES.value, squares: [feature.square], item, message: `An objective's label has 1–${MAX_NAME_LENGTH} characters on one line.`, params: { max: MAX_NAME_LENGTH } });
      }
      return;
    }
    case 'rule-token': {
      on([feature.square]);
      if (!Number.isInteger(feature.number) || feature.number < 1 || feature.number > MAX_RULE_TOKEN_NUMBER) {
        report({ rule: 'GEN-7', squares: [feature.square], item, message: `A rule token carries a number from 1 to ${MAX_RULE_TOKEN_NUMBER}.`, params: { number: feature.number, max: MAX_RULE_TOKEN_NUMBER } });
      }
      return;
    }
    default:
      on([feature.square]);
  }
}

/** Single tokens that make no sense twice on one square (a second chest, a second red token…). */
function checkFeatureDuplicates(side: MapSide, report: Report): void {
  const seen = new Set<string>();
  side.features.forEach((feature, index) => {
    let key: string | null = null;
    if (feature.type === 'chest' || feature.type === 'fast-travel' || feature.type === 'restricted' || feature.type === 'triangle' || feature.type === 'hiding-spot' || feature.type === 'objective') {
      // MAP-HID-2: one occupant per spot, and the board shows one spot per square.
      key = `${feature.type}@${feature.square}`;
    } else if (feature.type === 'rule-token') {
      key = `rule-token@${feature.square}#${feature.number}`;
    } else if (feature.type === 'tower') {
      key = `tower@${[...feature.squares].sort(compareRefs).join(',')}`;
    }
    if (key === null) return;
    if (seen.has(key)) {
      const squares = feature.type === 'tower' ? [...feature.squares].sort(compareRefs) : feature.type === 'entrance' ? [] : [feature.square];
      report({ rule: MAP_DATA_RULES.duplicate, squares, item: { list: 'features', index }, message: `Two ${feature.type} tokens on the same square.`, params: { feature: feature.type } });
    }
    seen.add(key);
  });
}

function checkMiniature(miniature: StartingMiniature, index: number, squares: Map<SquareRef, MapSquare>, report: Report): void {
  const item = { list: 'miniatures' as const, index };
  if (!squares.has(miniature.square)) {
    report({ rule: MAP_DATA_RULES.square, squares: [miniature.square.slice(0, 8)], item, message: `A ${miniature.type} starts on ${miniature.square.slice(0, 8)}, which is not a square of the map.`, params: { miniature: miniature.type } });
  }
  switch (miniature.type) {
    case 'guard':
      if (!GUARD_TYPE_PATTERN.test(miniature.guardType)) {
        report({ rule: 'REI-1', squares: [miniature.square], item, message: 'A guard type is a lowercase id such as crossbowman, agile, stalker, viper or fury.', params: { guardType: miniature.guardType.slice(0, 24) } });
      }
      if (!Number.isInteger(miniature.count) || miniature.count < 1 || miniature.count > SQUARE_ENEMY_CAPACITY) {
        report({ rule: 'CAP-1', squares: [miniature.square], item, message: `A square starts with 1 to ${SQUARE_ENEMY_CAPACITY} guards of a type.`, params: { count: miniature.count, max: SQUARE_ENEMY_CAPACITY } });
      }
      return;
    case 'boss':
    case 'ally':
    case 'machine':
      if (!isCleanText(miniature.name, MAX_NAME_LENGTH)) {
        report({ rule: MAP_DATA_RULES.value, squares: [miniature.square], item, message: `A ${miniature.type}'s name has 1–${MAX_NAME_LENGTH} characters on one line.`, params: { max: MAX_NAME_LENGTH } });
      }
      return;
    case 'assassins':
      return;
  }
}

/**
 * MOV-6, MOV-9d: guards the diagram shows on an objective base stand on a square with an
 * objective token, and its base has 3 spaces.
 */
function checkObjectiveBases(side: MapSide, report: Report): void {
  const onBase = new Map<SquareRef, number>();
  side.miniatures.forEach((miniature, index) => {
    if (miniature.type !== 'guard' || miniature.onObjectiveBase !== true) return;
    if (!side.features.some((feature) => feature.type === 'objective' && feature.square === miniature.square)) {
      report({ rule: 'MOV-6', squares: [miniature.square], item: { list: 'miniatures', index }, message: 'Guards on an objective base stand on a square with an objective token.', params: { square: miniature.square } });
      return;
    }
    onBase.set(miniature.square, (onBase.get(miniature.square) ?? 0) + (Number.isInteger(miniature.count) && miniature.count > 0 ? miniature.count : 0));
  });
  for (const [square, count] of [...onBase].sort(([a], [b]) => compareRefs(a, b))) {
    if (count > OBJECTIVE_BASE_SPACES) {
      report({ rule: 'MOV-9d', squares: [square], message: `${count} guards start on the objective base; it has ${OBJECTIVE_BASE_SPACES} spaces.`, params: { guards: count, spaces: OBJECTIVE_BASE_SPACES } });
    }
  }
}

/** CAP-1: at most 4 enemies on a square at the start (guards and bosses; allies and machines take no space). */
function checkCapacity(side: MapSide, report: Report): void {
  const enemies = new Map<SquareRef, number>();
  for (const miniature of side.miniatures) {
    const count = miniature.type === 'guard' ? (Number.isInteger(miniature.count) && miniature.count > 0 ? miniature.count : 0) : miniature.type === 'boss' ? 1 : 0;
    if (count > 0) enemies.set(miniature.square, (enemies.get(miniature.square) ?? 0) + count);
  }
  for (const [square, count] of [...enemies].sort(([a], [b]) => compareRefs(a, b))) {
    if (count > SQUARE_ENEMY_CAPACITY) {
      report({ rule: 'CAP-1', squares: [square], message: `${count} enemies start here; a square holds at most ${SQUARE_ENEMY_CAPACITY}.`, params: { enemies: count, max: SQUARE_ENEMY_CAPACITY } });
    }
  }
}
