import { enemyMayStep, neighbourInDirection, type StepCheck } from '../../../../shared/memory-play/map/nearby.js';
import { sideIndex, type SideIndex } from '../../../../shared/memory-play/map/side-index.js';
import type { Direction, MapSide, SquareRef } from '../../../../shared/memory-play/map/map-types.js';

/**
 * The map's answers the movement step asks for every group of enemies every turn (MOV-1, MOV-3,
 * MOV-9a, MOV-9c): the square one step away, and whether an enemy may step there. Each answer
 * reads square names again and again; a map side does not change during a play, so the answers
 * are kept per side index, as `nearby` keeps its own (a changed side gets a new index, and new
 * answers). They are kept square by square, so asking again builds no key and finds the side once
 * per step (`mapSteps`), not once per enemy.
 */

/** What is known of the steps out of one square. */
interface StepsFrom {
  neighbours: Partial<Record<Direction, SquareRef | null>>;
  /** Whether an enemy may step to a square, by the square: needing a ladder between levels, or not. */
  withLadder: Map<SquareRef, StepCheck>;
  withoutLadder: Map<SquareRef, StepCheck>;
}

/** The answers of one map side, asked square by square. */
export interface MapSteps {
  /** `neighbourInDirection`: the square one step from `from` (null at the edge). */
  neighbourOf(from: SquareRef, direction: Direction): SquareRef | null;
  /** `enemyMayStep`: MAP-WAL-1, MAP-ROOF-2 for an enemy stepping from `from` to `to`. */
  enemyStageCheck(from: SquareRef, to: SquareRef, ignoresLadders: boolean): StepCheck;
}

const answers = new WeakMap<SideIndex, MapSteps>();

function stepsOfSide(side: MapSide): MapSteps {
  const bySquare = new Map<SquareRef, StepsFrom>();
  const from = (square: SquareRef): StepsFrom => {
    let known = bySquare.get(square);
    if (known === undefined) bySquare.set(square, (known = { neighbours: {}, withLadder: new Map(), withoutLadder: new Map() }));
    return known;
  };
  return {
    neighbourOf(square, direction) {
      const { neighbours } = from(square);
      let neighbour = neighbours[direction];
      if (neighbour === undefined) neighbours[direction] = neighbour = neighbourInDirection(side, square, direction);
      return neighbour;
    },
    enemyStageCheck(square, to, ignoresLadders) {
      const known = from(square);
      const checks = ignoresLadders ? known.withoutLadder : known.withLadder;
      let check = checks.get(to);
      if (check === undefined) checks.set(to, (check = enemyMayStep(side, square, to, { ignoresLadders })));
      return check;
    },
  };
}

/** The step answers of `side`, kept for as long as the side is the same. */
export function mapSteps(side: MapSide): MapSteps {
  const index = sideIndex(side);
  let steps = answers.get(index);
  if (steps === undefined) answers.set(index, (steps = stepsOfSide(side)));
  return steps;
}
