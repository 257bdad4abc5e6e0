import { objectiveFeature, pooledThisTurn, workObjective } from '../objective-steps.js';
import type { MoveRule } from './move-rule.js';

/**
 * ACT-OBJ-1, ACT-OBJ-2: the objective on the assassin's square (else the nearest open one, whose
 * refusal names where to stand), with the cubes still needed this turn as its cost: the players
 * put 1 up to that many on it.
 */
export const workObjectiveRule: MoveRule<'work-objective'> = {
  apply: workObjective,
  preview(state, assassin, { acting }) {
    const place = assassin.place;
    const here = (item: { side: string; square: string }) => place.on === 'square' && item.side === place.side && item.square === place.square;
    const objective = state.objectives.find((candidate) => here(candidate) && !candidate.completed) ?? state.objectives.find((candidate) => !candidate.completed) ?? state.objectives[0];
    if (objective === undefined) return null;
    const cost = Math.max(1, objectiveFeature(state, objective).cost - pooledThisTurn(state, objective));
    const step = (cubes: number) => ({ kind: 'work-objective' as const, miniatureId: assassin.id, objectiveId: objective.id, cubes });
    // ASP-1, SAVE-3: no more cubes than the assassin can pay now (in the enemy phase the saved cube alone), each count tried; refused at every count, the form is not shown.
    const payable = Array.from({ length: cost }, (_, index) => index + 1).filter((cubes) => acting(state, step(cubes)).ok);
    return { step: step(1), cost, fields: { cubes: { value: 1, min: 1, max: payable.at(-1) ?? cost, params: { cost } } } };
  },
};
