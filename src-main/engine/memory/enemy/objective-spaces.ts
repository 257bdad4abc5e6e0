import { OBJECTIVE_BASE_SPACES } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, GuardPiece, Miniature, ObjectiveState, PlayState } from '../../../../shared/memory-play/play-state.js';
import { isOnSquare, who } from '../board-queries.js';
import { withMiniature } from '../miniature-steps.js';
import type { Work } from './plan.js';

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
export function freeSpaces(state: PlayState, objective: ObjectiveState): number {
  let taken = 0;
  for (const miniature of Object.values(state.miniatures)) if (isOnSquare(miniature.place, objective) && isOnObjectiveSpace(state, miniature)) taken += 1;
  return Math.max(0, OBJECTIVE_BASE_SPACES - taken);
}

/**
 * MOV-6, REI-7: the guards on `at` that are on no space take the base's free spaces, those named
 * first in `arrivedIds` last (the guards already there were moved onto the spaces the moment they
 * arrived). Returns the ids placed on spaces.
 */
export function fillObjectiveSpaces(work: Work, at: BoardSquare, rule: 'MOV-6' | 'REI-7', arrivedIds: readonly string[] = []): string[] {
  const objective = objectiveBaseOn(work.state, at);
  if (objective === undefined) return [];
  let free = freeSpaces(work.state, objective);
  const standing = Object.values(work.state.miniatures).filter(
    (miniature): miniature is GuardPiece => miniature.kind === 'guard' && !miniature.body && isOnSquare(miniature.place, at) && !isOnObjectiveSpace(work.state, miniature),
  );
  standing.sort((a, b) => Number(arrivedIds.includes(a.id)) - Number(arrivedIds.includes(b.id)));
  const placed: string[] = [];
  for (const guard of standing) {
    if (free === 0) break;
    free -= 1;
    placed.push(guard.id);
    work.state = withMiniature(work.state, { ...guard, objectiveSpace: objective.id });
    work.events.push({ type: 'guard-on-objective-space', ...who(guard), objectiveId: objective.id, side: at.side, square: at.square, rule });
  }
  return placed;
}
