import type { Direction, SquareRef } from '../../../../../shared/memory-play/map/map-types.js';
import {
  CAPACITY,
  boardKey,
  bodiesOn,
  freeSpaces,
  ignoresLadders,
  ladderStops,
  neighbours,
  squareToward,
  standingOn,
  wallBetween,
  type RefBoard,
  type RefEnemy,
} from './reference-board.js';

/**
 * The enemy movement step (rule 30; MOV-1…9, CAP-1/2, RST-2, DET-1) as the rulebooks tell it,
 * for the differential properties. Slow on purpose: every question is answered by scanning the
 * lists again, and where the rules let the players choose (GEN-1: which enemies enter a square
 * without room for all, which bodies give way, which guards take a base's free spaces) every
 * choice is followed, so the answer is the SET of legal end boards.
 *
 * The rule texts followed (000 "2. Enemy movement", 001 "Krok 2. Ruch Wroga", digest):
 * - MOV-1/2: first, an enemy nearby a square holding a red base steps into it; the players
 *   choose when it is nearby several or the square lacks room. Those choices are not followed
 *   here: the answer is `choice`, and the property leaves such boards out.
 * - MOV-3/4: then every enemy that has not moved moves 1 square in the event's direction, the
 *   row nearest the map's edge in that direction first, then the row behind it, and so on.
 * - MOV-5: no square in that direction (the map's edge, or a hole in its outline): it stays.
 * - MOV-9: it stays when (a) a wall blocks it, (b) the square ahead already holds 4 enemies —
 *   bodies give way (CAP-2: removed to the reserve, as many as needed, and tested), (c) it would
 *   step between street and roof level with no ladder, unless its card ignores ladders, (d) it
 *   stands on an objective base's space, (e) its square holds a red base.
 * - MOV-6: guards on a square whose objective base has free spaces are placed on them at once.
 * - MOV-8, DET-1, DET-3: after all the moves, a square that enemies entered is tested once when it
 *   holds incognito characters (not in a hiding spot, MAP-HID-4) or bodies; RST-2: in a restricted
 *   area there is no test: the characters there, even hidden, are exposed and the alert is on.
 */

export interface MovementReference {
  /** Every legal end board, by `boardKey`, with one representative list of enemies. */
  outcomes: Map<string, RefEnemy[]>;
  /** MOV-8, DET-1: the squares tested after the moves, each with the characters it tests. */
  tests: Map<SquareRef, string[]>;
  /** RST-2: characters exposed at once by enemies entering their restricted square. */
  exposedAtOnce: string[];
  /** RST-2: enemies entered a restricted square holding characters or bodies: the alert becomes active. */
  alertAtOnce: boolean;
}

export type MovementAnswer = { kind: 'choice'; why: string } | ({ kind: 'reference' } & MovementReference);

/** A board in the middle of the step: the enemies, and what each entered square held as enemies first arrived. */
interface Branch {
  enemies: RefEnemy[];
  /** Squares enemies entered, with the bodies lying there when the first of them arrived. */
  entered: Map<SquareRef, number>;
}

/** Past this many different boards the case is left out (it never happens on the maps drawn). */
const MAX_BRANCHES = 5_000;

/**
 * Every way to pick `count` of `candidates` that differ in what the table sees: picks with the
 * same number of each kind (type, body) are one pick.
 */
export function picksByKind(candidates: readonly RefEnemy[], count: number): RefEnemy[][] {
  const kinds = new Map<string, RefEnemy[]>();
  for (const candidate of candidates) {
    const key = `${candidate.kind} ${candidate.type}`;
    kinds.set(key, [...(kinds.get(key) ?? []), candidate]);
  }
  const groups = [...kinds.values()];
  const picks: RefEnemy[][] = [];
  const walk = (index: number, left: number, chosen: RefEnemy[]) => {
    if (index === groups.length) {
      if (left === 0) picks.push(chosen);
      return;
    }
    const group = groups[index]!;
    for (let take = 0; take <= Math.min(left, group.length); take += 1) walk(index + 1, left - take, [...chosen, ...group.slice(0, take)]);
  };
  walk(0, count, []);
  return picks;
}

const clone = (branch: Branch): Branch => ({ enemies: branch.enemies.map((enemy) => ({ ...enemy })), entered: new Map(branch.entered) });

/**
 * `movers` (ids) enter `to`: bodies give way as needed (CAP-2; which ones, when they differ, is
 * the players' choice), then guards on `to` take its base's free spaces (MOV-6; which ones, when
 * there are more than spaces, is the players' choice). Returns every resulting branch.
 */
function enter(board: RefBoard, branch: Branch, moverIds: readonly string[], to: SquareRef): Branch[] {
  const start = clone(branch);
  if (!start.entered.has(to)) start.entered.set(to, bodiesOn(start.enemies, to).length);
  for (const enemy of start.enemies) if (moverIds.includes(enemy.id)) enemy.square = to;
  const excess = standingOn(start.enemies, to).length + bodiesOn(start.enemies, to).length - CAPACITY;
  const afterBodies =
    excess <= 0
      ? [start]
      : picksByKind(bodiesOn(start.enemies, to), excess).map((gone) => {
          const next = clone(start);
          next.enemies = next.enemies.filter((enemy) => !gone.some((body) => body.id === enemy.id));
          return next;
        });
  return afterBodies.flatMap((next) => {
    const base = freeSpaces(board, next.enemies, to);
    const waiting = next.enemies.filter((enemy) => enemy.kind === 'guard' && !enemy.body && enemy.square === to && enemy.objectiveSpace === null);
    if (base === null || base.free <= 0 || waiting.length === 0) return [next];
    const picks = waiting.length <= base.free ? [waiting] : picksByKind(waiting, base.free);
    return picks.map((placed) => {
      const placedBranch = clone(next);
      for (const enemy of placedBranch.enemies) if (placed.some((guard) => guard.id === enemy.id)) enemy.objectiveSpace = base.objectiveId;
      return placedBranch;
    });
  });
}

/** One branch per different board (the same board reached twice goes on once). */
function distinct(branches: Branch[]): Branch[] {
  const seen = new Map<string, Branch>();
  for (const branch of branches) {
    const key = `${boardKey(branch.enemies)} | ${[...branch.entered].map(([square, bodies]) => `${square}=${bodies}`).sort().join(' ')}`;
    if (!seen.has(key)) seen.set(key, branch);
  }
  return [...seen.values()];
}

/** MOV-4: the squares in rows (or columns) perpendicular to the direction, the row nearest the edge it points to first. */
function rowsToward(board: RefBoard, direction: Direction): SquareRef[][] {
  const coordinate = (ref: SquareRef) => {
    const match = /^([A-Z]+)(\d+)$/.exec(ref)!;
    const col = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
    const row = Number(match[2]);
    return direction === 'N' ? row : direction === 'S' ? -row : direction === 'W' ? col : -col;
  };
  const byLine = new Map<number, SquareRef[]>();
  for (const square of board.side.squares) byLine.set(coordinate(square.ref), [...(byLine.get(coordinate(square.ref)) ?? []), square.ref]);
  return [...byLine].sort(([a], [b]) => a - b).map(([, squares]) => squares);
}

/** The movement step's legal outcomes from `board` with the event's `direction`. */
export function referenceMovement(board: RefBoard, direction: Direction): MovementAnswer {
  const { side, redBaseSquares: red } = board;

  // MOV-1, MOV-2: attraction, when there is nothing for the players to choose.
  const wanting = new Map<SquareRef, RefEnemy[]>();
  for (const enemy of board.enemies) {
    if (enemy.body || red.has(enemy.square) || enemy.objectiveSpace !== null) continue;
    const into = neighbours(side, enemy.square).filter((square) => red.has(square) && !ladderStops(side, enemy.square, square, ignoresLadders(board, enemy)));
    if (into.length > 1) return { kind: 'choice', why: `MOV-2: ${enemy.id} on ${enemy.square} is nearby several red-base squares (${into.join(', ')})` };
    if (into.length === 1) wanting.set(into[0]!, [...(wanting.get(into[0]!) ?? []), enemy]);
  }
  for (const [square, enemies] of wanting) {
    const room = CAPACITY - standingOn(board.enemies, square).length;
    if (enemies.length > room) return { kind: 'choice', why: `MOV-2: ${enemies.length} enemies are drawn to ${square}, which has room for ${room}` };
  }
  let branches: Branch[] = [{ enemies: board.enemies.map((enemy) => ({ ...enemy })), entered: new Map() }];
  for (const [square, enemies] of wanting) {
    branches = distinct(branches.flatMap((branch) => enter(board, branch, enemies.map((enemy) => enemy.id), square)));
  }

  // MOV-3, MOV-4: the drift, row by row from the edge the direction points to.
  for (const row of rowsToward(board, direction)) {
    for (const from of row) {
      const to = squareToward(side, from, direction);
      // MOV-5: no square ahead; MOV-9a: a wall; MOV-9e: a red base holds every enemy here.
      if (to === null || wallBetween(side, from, to) || red.has(from)) continue;
      branches = distinct(
        branches.flatMap((branch) => {
          // MOV-9d: guards on the base's spaces stay; MOV-9c: no ladder, unless the card ignores ladders.
          const movers = standingOn(branch.enemies, from).filter((enemy) => enemy.objectiveSpace === null && !ladderStops(side, from, to, ignoresLadders(board, enemy)));
          // MOV-9b: only as many as the square ahead has room for; bodies there give way (CAP-2).
          const room = CAPACITY - standingOn(branch.enemies, to).length;
          if (movers.length === 0 || room <= 0) return [branch];
          const picks = movers.length <= room ? [movers] : picksByKind(movers, room);
          return picks.flatMap((pick) => enter(board, branch, pick.map((enemy) => enemy.id), to));
        }),
      );
      if (branches.length > MAX_BRANCHES) return { kind: 'choice', why: `more than ${MAX_BRANCHES} outcomes` };
    }
  }

  // MOV-8, DET-1, RST-2: what the arrivals trigger. Which squares were entered, and the bodies
  // lying there as the first enemies arrived, do not depend on the players' choices.
  const entered = branches[0]!.entered;
  const tests = new Map<SquareRef, string[]>();
  const exposedAtOnce: string[] = [];
  let alertAtOnce = false;
  for (const [square, bodies] of entered) {
    const incognito = board.characters.filter((character) => character.square === square && !character.exposed);
    if (board.restricted.has(square)) {
      exposedAtOnce.push(...incognito.map((character) => character.id));
      if (incognito.length > 0 || bodies > 0) alertAtOnce = true;
      continue;
    }
    const tested = incognito.filter((character) => !character.hidden).map((character) => character.id);
    if (tested.length > 0 || bodies > 0) tests.set(square, tested.sort());
  }
  return { kind: 'reference', outcomes: new Map(branches.map((branch) => [boardKey(branch.enemies), branch.enemies])), tests, exposedAtOnce: exposedAtOnce.sort(), alertAtOnce };
}
