import { nearby } from '../../../../shared/memory-play/map/nearby.js';
import type { Direction, GridPosition, MapSide, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import type { EnemyMoveReason } from '../../../../shared/memory-play/enemy-phase.js';
import type { BoardSquare, GuardPiece, Miniature, PlayState } from '../../../../shared/memory-play/play-state.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { labelOf, who } from '../board-queries.js';
import { isEnemy } from '../stealth.js';
import { piecesOnSide, setMiniature } from './board-draft.js';
import { arrive } from '../arrive.js';
import { testNotedArrivals } from './arrival-tests.js';
import { displaceBodies, roomFor } from './capacity.js';
import { ignoresLadders } from './enemy-cards.js';
import { driftDirection } from './event-direction.js';
import { mapSteps } from './map-steps.js';
import { fillObjectiveSpaces, isOnObjectiveSpace, objectiveBaseOn } from './objective-spaces.js';
import { ask, distinctGroups, type Work } from './plan.js';
import { redBaseSquares } from './red-base-squares.js';
import { sortSquares } from './square-order.js';

/**
 * Step 2 of the enemy phase, movement (MOV-1…11): first every enemy nearby a red base's square
 * steps into it (MOV-1, the players choosing where several squares or too many enemies compete,
 * MOV-2); then every enemy that has not moved drifts one square in the event's direction, row by
 * row from the leading edge (MOV-3, MOV-4), unless something holds it (MOV-5, MOV-9a–e). The
 * arrivals' detection tests follow, all together (MOV-8, DET-8).
 */

/** The enemies of one map side standing on squares, in the state's order. */
const enemiesOnSide = (work: Work, side: MapSide): Miniature[] => piecesOnSide(work, side.id, isEnemy);

const squareOf = (miniature: Miniature): SquareRef => (miniature.place as { square: SquareRef }).square;

/**
 * MOV-9d, MOV-9e: an enemy on an objective space, or on a square holding a red base, does not
 * move. `redBases`: the squares of the enemy's map holding one, as the board stands now.
 */
function pinnedReason(state: PlayState, enemy: Miniature, redBases: ReadonlySet<SquareRef>): EnemyMoveReason | null {
  if (isOnObjectiveSpace(state, enemy)) return 'MOV-9d';
  if (redBases.has(squareOf(enemy))) return 'MOV-9e';
  return null;
}

/** MOV-9a, MOV-9c: the map's refusal of a step, as the reason the enemy stays. */
const mapReason = (rule: string): EnemyMoveReason => (rule === 'MAP-ROOF-2' ? 'MOV-9c' : 'MOV-9a');

/** The enemy standing on `to`; a guard leaving a square leaves any objective space it held there. */
function placedOn(enemy: Miniature, to: BoardSquare): Miniature {
  const place = { on: 'square' as const, side: to.side, square: to.square };
  // A guard is written out field by field, not spread: guards come from setup, reinforcements,
  // the table's corrections and saves as objects V8 lays out in several ways, and spreading
  // such a mix takes V8's slowest path. `others` must stay empty, so a field added to guards
  // one day fails to compile here instead of being dropped by every move.
  if (enemy.kind === 'guard') {
    const { id, kind, guardType, body, place: _from, objectiveSpace: _left, ...others } = enemy;
    const nothingElse: Record<string, never> = others;
    void nothingElse;
    return { id, kind, guardType, body, place };
  }
  return { ...enemy, place };
}

/** Moves the enemies onto `to` (bodies there giving way, CAP-2), noting the moves; then they arrive (their test waits for the stage's end, DET-8). */
function moveEnemies(work: Work, enemies: readonly Miniature[], to: BoardSquare, reason: 'MOV-1' | 'MOV-3', moved: Set<string>): void {
  if (enemies.length === 0) return;
  const leaving = squareOf(enemies[0]!);
  const from = enemies.every((enemy) => squareOf(enemy) === leaving) ? { side: to.side, square: leaving } : null;
  const ids = enemies.map((enemy) => enemy.id);
  const displacedBefore = work.preview.displacedBodies.length;
  displaceBodies(work, to, enemies.length, reason);
  for (const enemy of enemies) {
    const from = squareOf(enemy);
    setMiniature(work, placedOn(work.state.miniatures[enemy.id]!, to));
    work.events.push({ type: 'miniature-moved', ...who(enemy), fromSide: to.side, fromSquare: from, toSide: to.side, toSquare: to.square, rule: reason });
    work.preview.moves.push({ miniatureId: enemy.id, label: labelOf(enemy), side: to.side, from, to: to.square, reason, objectiveSpace: null });
    moved.add(enemy.id);
  }
  const onSpaces = fillObjectiveSpaces(work, to, 'MOV-6', ids, reason);
  if (onSpaces.length > 0) for (const move of work.preview.moves) if (onSpaces.includes(move.miniatureId)) move.objectiveSpace = (work.state.miniatures[move.miniatureId] as GuardPiece).objectiveSpace ?? null;
  const displacedBodyIds = work.preview.displacedBodies.slice(displacedBefore).map((body) => body.miniatureId);
  arrive(work, { how: 'enemy-move', who: ids, at: to, from, displacedBodyIds });
}

function stays(work: Work, enemy: Miniature, reason: EnemyMoveReason): void {
  const square = squareOf(enemy);
  work.preview.moves.push({ miniatureId: enemy.id, label: labelOf(enemy), side: (enemy.place as BoardSquare).side, from: square, to: null, reason, objectiveSpace: isOnObjectiveSpace(work.state, enemy) ? (enemy as GuardPiece).objectiveSpace! : null });
}

/** How the table tells enemies apart when choosing which enter: where from and what type. */
const looks = (enemy: Miniature): string => `${squareOf(enemy)}/${enemy.kind}/${labelOf(enemy)}`;

/** MOV-2, CAP-1: all candidates enter if there is room; otherwise the players pick who does. */
function whoEnters(work: Work, candidates: readonly Miniature[], to: BoardSquare, rule: string): Miniature[] {
  const room = roomFor(work, to);
  if (candidates.length <= room) return [...candidates];
  if (room === 0) return [];
  const groups = distinctGroups(candidates, room, looks);
  const option = ask(work, {
    id: `who-enters:${squareOptionId(to)}`,
    kind: 'who-enters',
    rule,
    side: to.side,
    square: to.square,
    miniatureIds: candidates.map((enemy) => enemy.id),
    count: room,
    options: groups.map((group) => ({ id: group.map((enemy) => enemy.id).join('+'), miniatureIds: group.map((enemy) => enemy.id) })),
  });
  return candidates.filter((enemy) => option.miniatureIds!.includes(enemy.id));
}

/** MOV-1, MOV-2: every free enemy nearby a red base's square steps into it. */
function attract(work: Work, side: MapSide, moved: Set<string>): void {
  const targets = redBaseSquares(work.state, side.id);
  if (targets.size === 0) return;
  // Only an enemy nearby a target can be drawn to it; nearby is symmetric (GEN-4), so those are the enemies on the targets' nearby squares.
  const drawn = new Set([...targets].flatMap((target) => nearby(side, target)));
  const steps = mapSteps(side);
  const wanting = new Map<SquareRef, Miniature[]>();
  for (const enemy of enemiesOnSide(work, side)) {
    const from = squareOf(enemy);
    if (!drawn.has(from) || pinnedReason(work.state, enemy, targets) !== null) continue;
    const options = nearby(side, from).filter((square) => square !== from && targets.has(square) && steps.enemyStageCheck(from, square, ignoresLadders(work, enemy)).ok);
    if (options.length === 0) continue;
    const chosen = ask(work, {
      id: `attract-to:${enemy.id}`,
      kind: 'attract-to',
      rule: 'MOV-2',
      side: side.id,
      square: from,
      miniatureIds: [enemy.id],
      count: 1,
      options: options.map((square) => ({ id: squareOptionId({ side: side.id, square }), side: side.id, square })),
    });
    const group = wanting.get(chosen.square!);
    if (group === undefined) wanting.set(chosen.square!, [enemy]);
    else group.push(enemy);
  }
  for (const square of sortSquares(wanting.keys())) {
    const to = { side: side.id, square };
    moveEnemies(work, whoEnters(work, wanting.get(square)!, to, 'MOV-2'), to, 'MOV-1', moved);
  }
}

/** MOV-4: how far a square is from the leading edge (0 = the row or column at that edge). */
function distanceFromLeadingEdge({ col, row }: GridPosition, direction: Direction, side: MapSide): number {
  switch (direction) {
    case 'N':
      return row;
    case 'S':
      return side.height - row;
    case 'W':
      return col;
    case 'E':
      return side.width - col;
  }
}

/** MOV-3…5, MOV-9: the drift of every enemy that has not moved, row by row from the leading edge. */
function drift(work: Work, side: MapSide, moved: Set<string>): void {
  const remaining = enemiesOnSide(work, side).filter((enemy) => !moved.has(enemy.id));
  const redBases = redBaseSquares(work.state, side.id);
  const free: Miniature[] = [];
  for (const enemy of remaining) {
    const pinned = pinnedReason(work.state, enemy, redBases);
    if (pinned !== null) stays(work, enemy, pinned);
    else free.push(enemy);
  }
  if (free.length === 0) return;
  const direction = driftDirection(work, side.id);
  const bySquare = new Map<SquareRef, Miniature[]>();
  for (const enemy of free) {
    const group = bySquare.get(squareOf(enemy));
    if (group === undefined) bySquare.set(squareOf(enemy), [enemy]);
    else group.push(enemy);
  }
  const steps = mapSteps(side);
  for (const from of sortSquares(bySquare.keys(), (at) => distanceFromLeadingEdge(at, direction, side))) {
    const group = bySquare.get(from)!;
    const target = steps.neighbourOf(from, direction);
    if (target === null) {
      for (const enemy of group) stays(work, enemy, 'MOV-5');
      continue;
    }
    const able: Miniature[] = [];
    for (const enemy of group) {
      const check = steps.enemyStageCheck(from, target, ignoresLadders(work, enemy));
      if (check.ok) able.push(enemy);
      else stays(work, enemy, mapReason(check.refusal.rule));
    }
    const to = { side: side.id, square: target };
    const entering = whoEnters(work, able, to, 'MOV-9b');
    if (entering.length < able.length) {
      const enters = new Set(entering);
      for (const enemy of able) if (!enters.has(enemy)) stays(work, enemy, 'MOV-9b');
    }
    moveEnemies(work, entering, to, 'MOV-3', moved);
  }
}

export function planMovement(work: Work): void {
  const alertsAtStart = work.state.alerts;
  // MOV-6: guards standing on a square whose base has free spaces take them at once.
  for (const objective of work.state.objectives) if (objectiveBaseOn(work.state, objective)) fillObjectiveSpaces(work, objective, 'MOV-6');
  const moved = new Set<string>();
  for (const side of work.state.map.sides) attract(work, side, moved);
  // TWO-4: movement is played on both maps.
  for (const side of work.state.map.sides) drift(work, side, moved);
  // MOV-8, DET-8: the tests the moves triggered, after all movement, the alert frozen.
  testNotedArrivals(work, alertsAtStart);
}
