import { enemyMayStep, neighbourInDirection, type StepCheck } from '../../../../shared/memory-play/map/nearby.js';
import { sideIndex, type SideIndex } from '../../../../shared/memory-play/map/side-index.js';
import type { Direction, MapSide, SquareRef } from '../../../../shared/memory-play/map/map-types.js';

/**
 * The map's answers the movement step asks for every group of enemies every turn (MOV-1, MOV-3,
 * MOV-9a, MOV-9c): the square one step away, and whether an enemy may step there. Each answer
 * reads square names again and again; a map side does not change during a play, so the answers
 * are kept per side index, as `nearby` keeps its own (a changed side gets a new index, and new
 * answers).
 */
const answers = new WeakMap<SideIndex, Map<string, SquareRef | null | StepCheck>>();

function remembered<T extends SquareRef | null | StepCheck>(side: MapSide, key: string, answer: () => T): T {
  const index = sideIndex(side);
  let known = answers.get(index);
  if (known === undefined) answers.set(index, (known = new Map()));
  if (known.has(key)) return known.get(key) as T;
  const value = answer();
  known.set(key, value);
  return value;
}

/** `neighbourInDirection`, remembered: the square one step from `from` (null at the edge). */
export const neighbourOf = (side: MapSide, from: SquareRef, direction: Direction): SquareRef | null =>
  remembered(side, `${from}${direction}`, () => neighbourInDirection(side, from, direction));

/** `enemyMayStep`, remembered: MAP-WAL-1, MAP-ROOF-2 for an enemy stepping from `from` to `to`. */
export const enemyStageCheck = (side: MapSide, from: SquareRef, to: SquareRef, ignoresLadders: boolean): StepCheck =>
  remembered(side, `${from}>${to}${ignoresLadders ? ' without ladder' : ''}`, () => enemyMayStep(side, from, to, { ignoresLadders }));
