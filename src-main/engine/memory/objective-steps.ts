import { refuse } from '../../../shared/ipc/refusal.js';
import type { ObjectiveFeature } from '../../../shared/memory-play/map/map-types.js';
import type { ObjectiveState, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { findActor, payFor } from './action-costs.js';
import { isExposed, mapSide } from './board-queries.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { accepted, type StepResult } from './step-result.js';
import { checkWhole } from './step-checks.js';
import { enemiesOn } from './stealth.js';

/** The objective's token on the map: its cost, XP and mandatory flag. */
export function objectiveFeature(state: PlayState, objective: ObjectiveState): ObjectiveFeature {
  return mapSide(state, objective.side)!.features[objective.featureIndex] as ObjectiveFeature;
}

/** ACT-OBJ-2: the cubes already pooled toward it in this turn. */
export const pooledThisTurn = (state: PlayState, objective: ObjectiveState): number => (objective.progress?.turn === state.turn ? objective.progress.cubes : 0);

/**
 * ACT-OBJ-1…4: an assassin on the objective's square pays cubes toward its cost; several may
 * pool within one turn (ACT-OBJ-2). Exposed, only with no enemy on the square (ACT-OBJ-3, HUNT-6).
 */
export function workObjective(state: PlayState, step: Extract<ActionStep, { kind: 'work-objective' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const objective = state.objectives.find((candidate) => candidate.id === step.objectiveId);
  if (objective === undefined) return refuse(PLAY_DATA_RULES.unknown, `No objective ${step.objectiveId}.`, { objectiveId: String(step.objectiveId) }, 'objectiveId');
  if (objective.completed) return refuse('ACT-OBJ-4', `Objective ${objective.id} is already completed.`, { objectiveId: objective.id }, 'objectiveId');
  if (objective.side !== at.side || objective.square !== at.square) {
    return refuse('ACT-OBJ-1', `${assassin.characterId} must stand on ${objective.side}:${objective.square} to work on objective ${objective.id}.`, { miniatureId: assassin.id, objectiveId: objective.id, side: objective.side, square: objective.square }, 'objectiveId');
  }
  if (isExposed(state, assassin.id) && enemiesOn(state, at).length > 0) {
    return refuse('ACT-OBJ-3', 'An exposed assassin completes an objective only with no enemy on its square.', { miniatureId: assassin.id, objectiveId: objective.id, enemies: enemiesOn(state, at).length }, 'miniatureId');
  }
  const { cost } = objectiveFeature(state, objective);
  const pooled = pooledThisTurn(state, objective);
  const cubes = checkWhole(step.cubes, 1, cost - pooled, 'ACT-OBJ-1', 'cubes', { objectiveId: objective.id, cost, pooled });
  if (!cubes.ok) return cubes;
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const total = pooled + cubes.value;
  const completed = total >= cost;
  // ACT-OBJ-4: a completed objective keeps no progress; an open one keeps this turn's only.
  const { progress: _earlier, ...token } = objective;
  const updated: ObjectiveState = completed ? { ...token, completed: true } : { ...token, progress: { turn: state.turn, cubes: total } };
  const next: PlayState = { ...paid.value.state, objectives: state.objectives.map((candidate) => (candidate.id === objective.id ? updated : candidate)) };
  const events: TableEvent[] = [
    ...paid.value.events,
    { type: 'objective-progress', objectiveId: objective.id, side: objective.side, square: objective.square, cubes: total, cost, rule: 'ACT-OBJ-2' },
  ];
  if (completed) events.push({ type: 'objective-changed', objectiveId: objective.id, side: objective.side, square: objective.square, completed: true, rule: 'ACT-OBJ-4' });
  return accepted(next, events);
}
