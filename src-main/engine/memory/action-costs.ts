import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { costOf, type ActionStep } from '../../../shared/memory-play/moves/index.js';
import type { AssassinPiece, BoardSquare, PlayState } from '../../../shared/memory-play/play-state.js';
import { who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { findLiveAssassin } from './step-checks.js';

/**
 * What every action checks and pays before it does anything (ASP-1, ASP-3, SAVE-3, HLT-4):
 * the assassin may act now, and has the cubes. Refusals come before any change, so a refused
 * action leaves the play as it was.
 */

/** An assassin able to act, standing on the map. */
interface Actor {
  assassin: AssassinPiece;
  at: BoardSquare;
}

/** HLT-4, HLT-8: a live, non-critical assassin on the map, in a phase where it may act (ASP-1, ASP-3). */
export function findActor(state: PlayState, miniatureId: string): Decision<Actor> {
  const live = findLiveAssassin(state, miniatureId);
  if (!live.ok) return live;
  const assassin = live.value;
  if (assassin.condition === 'critical') return refuseCritical(assassin);
  if (assassin.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${miniatureId} is not on the map.`, { miniatureId }, 'miniatureId');
  const phase = refuseOutOfPhase(state, miniatureId);
  if (phase) return phase;
  return { ok: true, value: { assassin, at: { side: assassin.place.side, square: assassin.place.square } } };
}

/**
 * HLT-4, HLT-8, ASP-3: a live, non-critical assassin in a phase where it may act, wherever it
 * is: on a square, or on a tower top (MAP-TWR-3), where it still saves a cube, synchronizes,
 * leaps and uses equipment (MAP-TWR-4, MAP-TWR-6, MAP-TWR-8).
 */
export function findMayAct(state: PlayState, miniatureId: string): Decision<AssassinPiece> {
  const live = findLiveAssassin(state, miniatureId);
  if (!live.ok) return live;
  const assassin = live.value;
  if (assassin.condition === 'critical') return refuseCritical(assassin);
  if (assassin.place.on === 'off-map') return refuse(PLAY_DATA_RULES.offMap, `${miniatureId} is not on the map.`, { miniatureId }, 'miniatureId');
  const phase = refuseOutOfPhase(state, miniatureId);
  if (phase) return phase;
  return { ok: true, value: assassin };
}

const refuseCritical = (assassin: AssassinPiece) =>
  refuse('HLT-4', `${assassin.characterId} is in critical condition and can do nothing until healed.`, { miniatureId: assassin.id, characterId: assassin.characterId }, 'miniatureId');

function refuseOutOfPhase(state: PlayState, miniatureId: string) {
  if (state.phase === 'assassin' || state.phase === 'enemy') return null;
  return refuse('ASP-3', `Actions are taken in the assassin phase, or with a saved cube before or after an enemy step; the play is in the ${state.phase} phase.`, { phase: state.phase, miniatureId }, 'kind');
}

/**
 * ASP-1: spends `cost` cubes, one of them the saved cube when `useSavedCube` (SAVE-3). In the
 * enemy phase only the saved cube is left to spend (ASP-2 emptied the grouped slots), and only
 * before or after a step (ASP-3): the tracker plays each enemy step whole, so the enemy phase is
 * always before one of them, or after the last (`enemyStage` null), here.
 */
function payCubes(state: PlayState, assassin: AssassinPiece, cost: number, useSavedCube: boolean, action: string): Decision<{ state: PlayState; events: TableEvent[] }> {
  const params = { miniatureId: assassin.id, action, cost, cubes: assassin.cubes, savedCube: assassin.savedCube };
  if (useSavedCube && !assassin.savedCube) return refuse('SAVE-3', `${assassin.characterId} has no saved cube to spend.`, params, 'useSavedCube');
  if (cost === 0) return { ok: true, value: { state, events: [] } };
  if (state.phase === 'enemy' && (!useSavedCube || cost > 1)) {
    return refuse('ASP-3', 'In the enemy phase only a saved cube can be spent, before or after an enemy step.', { ...params, phase: state.phase }, 'useSavedCube');
  }
  const grouped = cost - (useSavedCube ? 1 : 0);
  if (grouped > assassin.cubes) {
    return refuse('ASP-1', `${action} costs ${cost}; ${assassin.characterId} has ${assassin.cubes} cube(s)${assassin.savedCube && !useSavedCube ? ' and a saved cube not used' : ''}.`, params, 'miniatureId');
  }
  const paid: AssassinPiece = { ...assassin, cubes: assassin.cubes - grouped, savedCube: useSavedCube ? false : assassin.savedCube };
  const event: TableEvent = {
    type: 'cubes-changed',
    ...who(assassin),
    cubes: paid.cubes,
    savedCube: paid.savedCube,
    fromCubes: assassin.cubes,
    fromSavedCube: assassin.savedCube,
    rule: useSavedCube ? 'SAVE-3' : 'ASP-1',
  };
  return { ok: true, value: { state: withMiniature(state, paid), events: [event] } };
}

/**
 * ASP-1: pays what `step` costs, as its move's declaration says (shared/memory-play/moves/): the
 * one place an action's cost is written. For a coordinated attack each participant pays its own
 * cube (COORD-1), `useSavedCube` being that participant's.
 */
export function payFor(state: PlayState, assassin: AssassinPiece, step: ActionStep, useSavedCube: boolean): Decision<{ state: PlayState; events: TableEvent[] }> {
  return payCubes(state, assassin, costOf(step, state), useSavedCube, step.kind);
}
