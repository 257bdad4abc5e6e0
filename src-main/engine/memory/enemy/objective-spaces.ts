import { OBJECTIVE_BASE_SPACES } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, GuardPiece, Miniature, ObjectiveState, PlayState } from '../../../../shared/memory-play/play-state.js';
import { who } from '../board-queries.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { piecesAt, setMiniature } from './board-draft.js';
import { ask, distinctGroups, type Work } from './plan.js';

/**
 * Objective bases (MOV-6, MOV-9d, REI-7): an objective token stands on a base of 3 spaces; guards
 * on its square fill the free spaces at once, and a guard on a space does not move. The base is
 * taken to stay while its objective is open (a completed objective's token leaves the map).
 */

/** The open objective whose base is on `at`, if any. */
export function objectiveBaseOn(state: PlayState, at: BoardSquare): ObjectiveState | undefined {
  return state.objectives.find((objective) => !objective.completed && objective.side === at.side && objective.square === at.square);
}

/** MOV-9d: the guard stands on a space of the base of the open objective on its own square. */
export function isOnObjectiveSpace(state: PlayState, miniature: Miniature): boolean {
  if (miniature.kind !== 'guard' || miniature.body || miniature.objectiveSpace === undefined || miniature.place.on !== 'square') return false;
  const objective = objectiveBaseOn(state, miniature.place);
  return objective !== undefined && objective.id === miniature.objectiveSpace;
}

/** MOV-6: the free spaces of `objective`'s base. */
function freeSpaces(work: Work, objective: ObjectiveState): number {
  const taken = piecesAt(work, objective, (miniature) => isOnObjectiveSpace(work.state, miniature)).length;
  return Math.max(0, OBJECTIVE_BASE_SPACES - taken);
}

/** How the table tells guards apart when choosing which take the spaces: their type. */
const looks = (guard: GuardPiece): string => guard.guardType;

/**
 * MOV-6, REI-7, GEN-1: which `free` of `candidates` take the spaces: all of them when they fit,
 * otherwise the players choose (guards of one type are one choice: the first ones go).
 */
function whoTakesSpaces(work: Work, at: BoardSquare, candidates: readonly GuardPiece[], free: number, rule: 'MOV-6' | 'REI-7', moment: string): GuardPiece[] {
  if (candidates.length <= free) return [...candidates];
  if (free === 0) return [];
  const option = ask(work, {
    id: `objective-spaces:${moment}:${squareOptionId(at)}`,
    kind: 'objective-spaces',
    rule,
    side: at.side,
    square: at.square,
    miniatureIds: candidates.map((guard) => guard.id),
    count: free,
    options: distinctGroups(candidates, free, looks).map((group) => ({ id: group.map((guard) => guard.id).join('+'), miniatureIds: group.map((guard) => guard.id) })),
  });
  return candidates.filter((guard) => option.miniatureIds!.includes(guard.id));
}

/**
 * MOV-6, REI-7: the guards on `at` that are on no space take the base's free spaces. Guards
 * already standing there before those in `arrivedIds` came have the first claim (MOV-6 moves
 * them onto the spaces the moment spaces are free); the players choose among the guards of the
 * group that does not all fit. `moment` tells apart two fillings of one square in a step
 * (`start`, `REI-3`, `MOV-1`, `MOV-3`). Returns the ids placed on spaces.
 */
export function fillObjectiveSpaces(work: Work, at: BoardSquare, rule: 'MOV-6' | 'REI-7', arrivedIds: readonly string[] = [], moment = 'start'): string[] {
  const objective = objectiveBaseOn(work.state, at);
  if (objective === undefined) return [];
  const free = freeSpaces(work, objective);
  const standing = piecesAt(work, at, (miniature) => miniature.kind === 'guard' && !miniature.body && !isOnObjectiveSpace(work.state, miniature)) as GuardPiece[];
  const earlier = whoTakesSpaces(work, at, standing.filter((guard) => !arrivedIds.includes(guard.id)), free, rule, arrivedIds.length === 0 ? moment : `${moment}-standing`);
  const arrived = whoTakesSpaces(work, at, standing.filter((guard) => arrivedIds.includes(guard.id)), free - earlier.length, rule, moment);
  const placed: string[] = [];
  for (const guard of [...earlier, ...arrived]) {
    placed.push(guard.id);
    setMiniature(work, { ...guard, objectiveSpace: objective.id });
    work.events.push({ type: 'guard-on-objective-space', ...who(guard), objectiveId: objective.id, side: at.side, square: at.square, rule });
  }
  return placed;
}
