import type { Direction, MapSide, SideId, SquareRef } from '../../../../../shared/memory-play/map/map-types.js';
import { formatMap } from '../../../../../shared/memory-play/map/map-notation.js';
import { parseRef, toRef } from '../../../../../shared/memory-play/map/square-ref.js';
import type { EnemyCardValues } from '../../../../../shared/memory-play/enemy-box-data.js';
import type { PlayState } from '../../../../../shared/memory-play/play-state.js';

/**
 * The independent reference for the enemy rules (differential property tests): a slow, plain
 * reading of the rule texts in `/work/shared/rules/memory-rules.md` and the rulebooks, written
 * without the engine's code. This file reads a play's board into plain facts (who stands where,
 * which red bases lie where, which objective bases are open) and answers the map questions the
 * rules ask (which square lies north, is there a wall, a ladder) by scanning the map's lists.
 * It takes nothing from the engine but the state's shape; the map is read with the square-name
 * parser only.
 */

/** CAP-1: at most 4 enemies and bodies on a square. */
export const CAPACITY = 4;
/** MOV-6: an objective base has 3 spaces. */
export const BASE_SPACES = 3;

export interface RefEnemy {
  id: string;
  /** GEN-5: guards and bosses are enemies. */
  kind: 'guard' | 'boss';
  /** The guard type, or the boss's name. */
  type: string;
  /** ACT-WPN-6: an eliminated enemy lies as a body. */
  body: boolean;
  square: SquareRef;
  /** MOV-6, MOV-9d: the objective whose base space it stands on. */
  objectiveSpace: string | null;
}

export interface RefCharacter {
  id: string;
  kind: 'assassin' | 'ally';
  square: SquareRef;
  /** STL-3: a red base clipped to it. */
  exposed: boolean;
  /** MAP-HID-2: in the square's hiding spot. */
  hidden: boolean;
  /** Health left; null for an ally whose card shows none (ESC-4). */
  health: number | null;
}

export interface RefBoard {
  side: MapSide;
  enemies: RefEnemy[];
  characters: RefCharacter[];
  /** MOV-1, MOV-9e, STL-7: squares holding a red base, clipped to a figure or loose. */
  redBaseSquares: Set<SquareRef>;
  /** Each red base on the map: its square and the figure it is clipped to (null when loose). */
  redBases: { square: SquareRef; attachedTo: string | null }[];
  /** ACT-OBJ-4: the objective bases still on the map (completed ones are removed), by objective id. */
  objectiveBases: { id: string; square: SquareRef }[];
  /** RST-1: squares with a restricted-area token. */
  restricted: Set<SquareRef>;
  /** UNK-7: the enemy card of each guard type, as the players entered it. */
  cards: Readonly<Record<string, EnemyCardValues>>;
}

/** Reads one side of a play into the reference's facts. */
export function readBoard(state: PlayState, sideId: SideId): RefBoard {
  const side = state.map.sides.find((candidate) => candidate.id === sideId)!;
  const enemies: RefEnemy[] = [];
  const characters: RefCharacter[] = [];
  const squareOf = new Map<string, SquareRef>();
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.place.on !== 'square' || miniature.place.side !== sideId) continue;
    const square = miniature.place.square;
    squareOf.set(miniature.id, square);
    if (miniature.kind === 'guard') {
      enemies.push({ id: miniature.id, kind: 'guard', type: miniature.guardType, body: miniature.body, square, objectiveSpace: miniature.objectiveSpace ?? null });
    } else if (miniature.kind === 'boss') {
      enemies.push({ id: miniature.id, kind: 'boss', type: miniature.name, body: miniature.body, square, objectiveSpace: null });
    } else if (miniature.kind === 'assassin' || miniature.kind === 'ally') {
      characters.push({ id: miniature.id, kind: miniature.kind, square, exposed: false, hidden: miniature.place.hidingSpot === true, health: miniature.health });
    }
  }
  const redBases: RefBoard['redBases'] = [];
  for (const base of state.redBases) {
    if (base.at.on === 'loose' && base.at.side === sideId) redBases.push({ square: base.at.square, attachedTo: null });
    if (base.at.on === 'attached') {
      const attachedTo = base.at.miniatureId;
      const square = squareOf.get(attachedTo);
      if (square === undefined) continue;
      redBases.push({ square, attachedTo });
      const character = characters.find((candidate) => candidate.id === attachedTo);
      if (character) character.exposed = true;
    }
  }
  const redBaseSquares = new Set(redBases.map((base) => base.square));
  const objectiveBases = state.objectives.filter((objective) => objective.side === sideId && !objective.completed).map((objective) => ({ id: objective.id, square: objective.square }));
  const restricted = new Set(side.features.flatMap((feature) => (feature.type === 'restricted' ? [feature.square] : [])));
  return { side, enemies, characters, redBaseSquares, redBases, objectiveBases, restricted, cards: state.enemyCards ?? {} };
}

// ---------------------------------------------------------------------------------------------
// The map, read by scanning its lists.

export const squareExists = (side: MapSide, ref: SquareRef): boolean => side.squares.some((square) => square.ref === ref);

/** The square one step in `direction` (north is the row above), or null past the edge or where the grid has no square (MOV-5). */
export function squareToward(side: MapSide, ref: SquareRef, direction: Direction): SquareRef | null {
  const { col, row } = parseRef(ref)!;
  const next = direction === 'N' ? { col, row: row - 1 } : direction === 'S' ? { col, row: row + 1 } : direction === 'E' ? { col: col + 1, row } : { col: col - 1, row };
  if (next.col < 1 || next.row < 1) return null;
  const nextRef = toRef(next);
  return squareExists(side, nextRef) ? nextRef : null;
}

function edgeKind(side: MapSide, a: SquareRef, b: SquareRef): 'wall' | 'ladder' | 'open' {
  const edge = side.edges.find((candidate) => (candidate.a === a && candidate.b === b) || (candidate.a === b && candidate.b === a));
  return edge?.kind ?? 'open';
}

/** MAP-WAL-1: a wall between two neighbouring squares. */
export const wallBetween = (side: MapSide, a: SquareRef, b: SquareRef): boolean => edgeKind(side, a, b) === 'wall';

/**
 * MOV-9c, MAP-ROOF-2, MOV-11: an enemy steps between a ground-level and a roof-level square only
 * across a ladder, unless its card says it ignores ladders.
 */
export function ladderStops(side: MapSide, from: SquareRef, to: SquareRef, ignoresLadders: boolean): boolean {
  const level = (ref: SquareRef) => side.squares.find((square) => square.ref === ref)!.level;
  if (level(from) === level(to) || ignoresLadders) return false;
  return edgeKind(side, from, to) !== 'ladder';
}

/** GEN-4: a square's nearby squares other than itself: its orthogonal neighbours not behind a wall. */
export function neighbours(side: MapSide, ref: SquareRef): SquareRef[] {
  return (['N', 'E', 'S', 'W'] as const).flatMap((direction) => {
    const next = squareToward(side, ref, direction);
    return next !== null && !wallBetween(side, ref, next) ? [next] : [];
  });
}

/** The card says the type ignores ladders (MAP-ROOF-2); a boss moves like a guard (BOSS-2) and needs its card for it. */
export function ignoresLadders(board: RefBoard, enemy: RefEnemy): boolean {
  return enemy.kind === 'guard' && board.cards[enemy.type]?.ignoresLadders === true;
}

// ---------------------------------------------------------------------------------------------
// Counting.

/** CAP-1, CAP-2: enemies standing (not bodies) on a square: what bodies cannot make room for. */
export const standingOn = (enemies: readonly RefEnemy[], square: SquareRef): RefEnemy[] => enemies.filter((enemy) => !enemy.body && enemy.square === square);
export const bodiesOn = (enemies: readonly RefEnemy[], square: SquareRef): RefEnemy[] => enemies.filter((enemy) => enemy.body && enemy.square === square);

/** MOV-6: the free spaces of the open objective base on a square (0 when there is none). */
export function freeSpaces(board: RefBoard, enemies: readonly RefEnemy[], square: SquareRef): { objectiveId: string; free: number } | null {
  const base = board.objectiveBases.find((candidate) => candidate.square === square);
  if (!base) return null;
  return { objectiveId: base.id, free: BASE_SPACES - enemies.filter((enemy) => enemy.objectiveSpace === base.id).length };
}

/** An enemy as the outcome sees it: its square, type, body and whether it stands on a base space. */
export const enemyKey = (enemy: RefEnemy): string => `${enemy.square}:${enemy.kind === 'boss' ? 'boss ' : ''}${enemy.type}${enemy.body ? ' body' : ''}${enemy.objectiveSpace !== null ? ' on base' : ''}`;

/** A whole board's enemies as one comparable text (order-free). */
export const boardKey = (enemies: readonly RefEnemy[]): string => enemies.map(enemyKey).sort().join(', ');

/**
 * The case in words for a failing property: the map in the project's text notation, then where
 * every miniature and red base is, so the case can be read (and drawn) by a person.
 */
export function describeBoard(board: RefBoard, extra: string[] = []): string {
  const map = formatMap({ memoryId: 'case', sides: [{ ...board.side, miniatures: [] }] });
  const lines = [map.trimEnd(), '# placements'];
  for (const enemy of [...board.enemies].sort((a, b) => a.id.localeCompare(b.id))) {
    const ignores = ignoresLadders(board, enemy) ? ' (ignores ladders)' : '';
    lines.push(`${enemy.id}: ${enemy.kind} ${enemy.type}${enemy.body ? ' body' : ''} on ${enemy.square}${enemy.objectiveSpace !== null ? ` on the base of ${enemy.objectiveSpace}` : ''}${ignores}`);
  }
  for (const character of board.characters) {
    lines.push(`${character.id}: ${character.kind} on ${character.square}${character.exposed ? ' exposed' : ' incognito'}${character.hidden ? ' in the hiding spot' : ''}, health ${character.health ?? 'none'}`);
  }
  lines.push(`red bases on: ${[...board.redBaseSquares].sort().join(' ') || 'none'}`);
  lines.push(`open objective bases: ${board.objectiveBases.map((base) => base.square).join(' ') || 'none'}`);
  for (const [type, card] of Object.entries(board.cards)) lines.push(`card ${type}: ${card.weapon}, ${card.blackDice} black dice, health ${card.health}${card.ignoresLadders ? ', ignores ladders' : ''}`);
  return [...lines, ...extra].join('\n');
}
