import type { Direction, EntranceLetter, MapSide, SquareRef } from './map-types.js';
import { DIRECTIONS } from './map-types.js';
import { refuse, type Refusal } from '../../ipc/refusal.js';
import { compareRefs, parseRef, stepFrom, toRef, areOrthogonalNeighbours } from './square-ref.js';
import { edgeBetween, sideIndex, squareAt, type SideIndex } from './side-index.js';

/**
 * The one adjacency module: every "is this square next to that one" question of the engine
 * (movement, attacks, hunting, reinforcements, detection) is answered here, so a wall or a
 * ladder means the same thing everywhere.
 */

/**
 * The square one step away in `direction` (north is up), or null at the map's edge or over an
 * empty cell. Pure geometry: a wall does not hide the neighbour (use `nearby` or
 * `enemyMayStep` for that), so an event's drift direction can name the square beyond a wall.
 */
export function neighbourInDirection(side: MapSide, ref: SquareRef, direction: Direction): SquareRef | null {
  const position = parseRef(ref);
  if (!position || !squareAt(side, ref)) return null;
  const next = stepFrom(position, direction);
  if (next.col < 1 || next.row < 1) return null;
  const nextRef = toRef(next);
  return squareAt(side, nextRef) ? nextRef : null;
}

/**
 * GEN-4: the squares nearby `ref` — the square itself, then each orthogonal neighbour (N, E,
 * S, W order) not separated from it by a wall (MAP-WAL-1). Never diagonal (GEN-2). Street and
 * roof do not matter here; a ladder is no wall. Empty for a ref that is not a square.
 */
export function nearby(side: MapSide, ref: SquareRef): SquareRef[] {
  const index = sideIndex(side);
  let memo = nearbyMemo.get(index);
  if (!memo) {
    memo = new Map();
    nearbyMemo.set(index, memo);
  }
  let result = memo.get(ref);
  if (!result) {
    result = computeNearby(side, ref);
    if (index.squares.has(ref)) memo.set(ref, result);
  }
  // A copy, so a caller sorting or trimming its list cannot change the next caller's answer.
  return [...result];
}

/** Answers per side index: the engine asks the same squares again and again during a replay. */
const nearbyMemo = new WeakMap<SideIndex, Map<SquareRef, readonly SquareRef[]>>();

function computeNearby(side: MapSide, ref: SquareRef): SquareRef[] {
  if (!squareAt(side, ref)) return [];
  const result = [ref];
  for (const direction of DIRECTIONS) {
    const neighbour = neighbourInDirection(side, ref, direction);
    if (neighbour !== null && edgeBetween(side, ref, neighbour) !== 'wall') result.push(neighbour);
  }
  return result;
}

/** GEN-4 as a yes/no: is `b` nearby `a`? (Symmetric; a square is nearby itself.) */
export function isNearby(side: MapSide, a: SquareRef, b: SquareRef): boolean {
  if (!squareAt(side, a) || !squareAt(side, b)) return false;
  if (a === b) return true;
  return areOrthogonalNeighbours(a, b) && edgeBetween(side, a, b) !== 'wall';
}

interface EnemyStageOptions {
  /** Elites whose card lets them jump on and off roofs (Agile Guards, MAP-ROOF-2, CF-CRD-13). */
  ignoresLadders?: boolean;
}

export type StepCheck = { ok: true } | { ok: false; refusal: Refusal };

/**
 * May an enemy step from `from` to `to` as far as the map is concerned? Only the map's part
 * of MOV-9: (a) a wall blocks (MAP-WAL-1); (c) between a ground-level and a roof-level square
 * it needs a ladder edge (MAP-ROOF-2, MOV-11) unless it ignores ladders. Capacity, bases and
 * red bases (MOV-9b/d/e) are the engine's, since they depend on the live board.
 */
export function enemyMayStep(side: MapSide, from: SquareRef, to: SquareRef, options: EnemyStageOptions = {}): StepCheck {
  const start = squareAt(side, from);
  const end = squareAt(side, to);
  if (!start || !end) {
    const missing = start ? to : from;
    return refuse('MAP-SQUARE', `${missing} is not a square of map ${side.id}.`, { square: missing, side: side.id });
  }
  if (!areOrthogonalNeighbours(from, to)) {
    return refuse('GEN-2', `${from} and ${to} are not orthogonal neighbours: a step is one square north, south, east or west.`, { from, to });
  }
  const edge = edgeBetween(side, from, to);
  if (edge === 'wall') return refuse('MAP-WAL-1', `A wall separates ${from} and ${to}.`, { from, to });
  if (start.level !== end.level && edge !== 'ladder' && !options.ignoresLadders) {
    return refuse('MAP-ROOF-2', `An enemy needs a ladder between ${from} (${start.level}) and ${to} (${end.level}).`, {
      from,
      to,
      fromLevel: start.level,
      toLevel: end.level,
    });
  }
  return { ok: true };
}

/**
 * REI-3/4: the squares touching any entrance token with this letter, row-major, each once.
 * A token across a wall still counts (REI-4): touched squares are listed on the token, not
 * derived from `nearby`. Empty when no token has that letter (REI-4: the letter is ignored).
 */
export function entranceSquares(side: MapSide, letter: EntranceLetter): SquareRef[] {
  const index = sideIndex(side);
  const squares = new Set<SquareRef>();
  for (const feature of side.features) {
    if (feature.type !== 'entrance' || feature.letter !== letter) continue;
    for (const ref of feature.touches) if (index.squares.has(ref)) squares.add(ref);
  }
  return [...squares].sort(compareRefs);
}
