import { refuse } from '../../../shared/ipc/refusal.js';
import { GUARD_TYPE_PATTERN, MAX_NAME_LENGTH, OBJECTIVE_BASE_SPACES, SQUARE_ENEMY_CAPACITY } from '../../../shared/memory-play/map/map-types.js';
import { enemySpacesUsed, isOnSquare, serialId, takesEnemySpace, who, whereOf } from './board-queries.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { BoardSquare, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import { releaseRedBaseOf } from './red-bases.js';
import { withoutKey } from './records.js';
import { adjustReserve, isCounted, reserveRule } from './reserve.js';
import type { ManualStep, NewMiniature } from '../../../shared/memory-play/moves/index.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSquare, checkWhole, findMiniature, unchanged } from './step-checks.js';
import { isOnObjectiveSpace, objectiveBaseOn } from './enemy/objective-spaces.js';

/**
 * GEN-6: any miniature can be added, removed, moved or laid down by hand, because event,
 * enemy and equipment cards may change anything. The physical limits still hold: a square
 * takes 4 enemies and bodies (CAP-1), and guards come from a reserve that can run out (SET-5).
 */

/** A sanity bound on a typed health: not a game value. */
const HEALTH_MAX = 99;

/** CAP-1: refused when one more enemy or body would not fit on the square. */
function checkRoom(state: PlayState, at: BoardSquare, miniatureId: string | null): StepResult | null {
  const used = enemySpacesUsed(state, at, miniatureId);
  if (used + 1 > SQUARE_ENEMY_CAPACITY) {
    return refuse('CAP-1', `${at.side}:${at.square} already holds ${used} enemies and bodies; a square holds at most ${SQUARE_ENEMY_CAPACITY}.`, {
      side: at.side,
      square: at.square,
      count: used,
      capacity: SQUARE_ENEMY_CAPACITY,
    }, 'square');
  }
  return null;
}

export const withMiniature = (state: PlayState, miniature: Miniature): PlayState => ({ ...state, miniatures: { ...state.miniatures, [miniature.id]: miniature } });

function withoutMiniature(state: PlayState, id: string): PlayState {
  return { ...state, miniatures: withoutKey(state.miniatures, id) };
}


function checkName(name: unknown): StepResult | null {
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > MAX_NAME_LENGTH) {
    return refuse(PLAY_DATA_RULES.value, `A name has 1 to ${MAX_NAME_LENGTH} characters.`, {}, 'miniature.name');
  }
  return null;
}

function checkCardHealth(health: number | null | undefined): StepResult | null {
  if (health === undefined || health === null) return null;
  const checked = checkWhole(health, 1, HEALTH_MAX, PLAY_DATA_RULES.value, 'miniature.health');
  return checked.ok ? null : checked;
}

/** Builds the new miniature with the next id of its kind, or the refusal of its data. */
function newMiniature(state: PlayState, spec: NewMiniature, at: BoardSquare): { state: PlayState; miniature: Miniature } | StepResult {
  const place = { on: 'square' as const, side: at.side, square: at.square };
  const serials = { ...state.serials };
  let miniature: Miniature;
  switch (spec.kind) {
    case 'guard': {
      if (typeof spec.guardType !== 'string' || !GUARD_TYPE_PATTERN.test(spec.guardType)) {
        return refuse(PLAY_DATA_RULES.value, `${String(spec.guardType)} is not a guard type.`, { guardType: String(spec.guardType) }, 'miniature.guardType');
      }
      if (isCounted(state.reserve, spec.guardType) && state.reserve[spec.guardType]! < 1) {
        return refuse(reserveRule(state.box), `No ${spec.guardType} miniature is left in the reserve.`, { guardType: spec.guardType, reserve: 0 }, 'miniature.guardType');
      }
      serials.guard += 1;
      miniature = { id: serialId('g', serials.guard), kind: 'guard', guardType: spec.guardType, body: spec.body === true, place };
      break;
    }
    case 'boss': {
      const refused = checkName(spec.name) ?? checkCardHealth(spec.health);
      if (refused) return refused;
      if (spec.xp !== undefined && spec.xp !== null) {
        const xp = checkWhole(spec.xp, 0, HEALTH_MAX, PLAY_DATA_RULES.value, 'miniature.xp');
        if (!xp.ok) return xp;
      }
      serials.boss += 1;
      miniature = { id: serialId('boss', serials.boss), kind: 'boss', name: spec.name.trim(), health: spec.health ?? null, maxHealth: spec.health ?? null, xp: spec.xp ?? null, body: false, place };
      break;
    }
    case 'ally':
    case 'machine': {
      const refused = checkName(spec.name) ?? checkCardHealth(spec.health);
      if (refused) return refused;
      const kind = spec.kind;
      serials[kind] += 1;
      const id = serialId(kind === 'ally' ? 'ally' : 'm', serials[kind]);
      miniature = { id, kind, name: spec.name.trim(), health: spec.health ?? null, maxHealth: spec.health ?? null, place };
      break;
    }
    default:
      return refuse(PLAY_DATA_RULES.value, 'A miniature added by hand is a guard, a boss, an ally or a machine.', {}, 'miniature.kind');
  }
  return { state: { ...state, serials }, miniature };
}

type MiniatureStep = Extract<ManualStep, { kind: 'add-miniature' | 'remove-miniature' | 'move-miniature' | 'set-body' | 'set-objective-space' }>;

/**
 * MOV-6, MOV-9d, GEN-6: a standing guard put on a free space of the objective base of its square
 * (3 spaces), or taken off it, so the table can match a diagram or a card.
 */
function setObjectiveSpace(state: PlayState, step: Extract<ManualStep, { kind: 'set-objective-space' }>): StepResult {
  const found = findMiniature(state, step.miniatureId);
  if (!found.ok) return found;
  const guard = found.value;
  if (guard.kind !== 'guard' || guard.body) {
    return refuse('MOV-6', 'Only a standing guard takes a space of an objective base.', { miniatureId: guard.id, miniatureKind: guard.kind }, 'miniatureId');
  }
  if (guard.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${guard.id} is not on the map.`, { miniatureId: guard.id }, 'miniatureId');
  const at = { side: guard.place.side, square: guard.place.square };
  const objective = objectiveBaseOn(state, at);
  if (objective === undefined) return refuse('MOV-6', `${at.side}:${at.square} has no objective base.`, { miniatureId: guard.id, side: at.side, square: at.square }, 'miniatureId');
  const on = isOnObjectiveSpace(state, guard);
  if (on === step.onSpace) return unchanged(`${guard.id} is already ${on ? 'on' : 'off'} the objective base`, { miniatureId: guard.id });
  if (!step.onSpace) {
    const { objectiveSpace: _left, ...standing } = guard;
    return accepted(withMiniature(state, standing), [{ type: 'guard-off-objective-space', ...who(guard), objectiveId: objective.id, ...at }]);
  }
  const taken = Object.values(state.miniatures).filter((miniature) => isOnObjectiveSpace(state, miniature) && isOnSquare(miniature.place, at)).length;
  if (taken >= OBJECTIVE_BASE_SPACES) {
    return refuse('MOV-9d', `The objective base on ${at.side}:${at.square} has its ${OBJECTIVE_BASE_SPACES} spaces taken.`, { miniatureId: guard.id, side: at.side, square: at.square, spaces: OBJECTIVE_BASE_SPACES }, 'miniatureId');
  }
  return accepted(withMiniature(state, { ...guard, objectiveSpace: objective.id }), [{ type: 'guard-on-objective-space', ...who(guard), objectiveId: objective.id, ...at }]);
}

export function reduceMiniatureStep(state: PlayState, step: MiniatureStep): StepResult {
  switch (step.kind) {
    case 'add-miniature': {
      const square = checkSquare(state, step.side, step.square);
      if (!square.ok) return square;
      const at = { side: step.side, square: step.square };
      const built = newMiniature(state, step.miniature, at);
      if ('ok' in built) return built;
      const { miniature } = built;
      if (takesEnemySpace(miniature)) {
        const full = checkRoom(state, at, null);
        if (full) return full;
      }
      let next = withMiniature(built.state, miniature);
      if (miniature.kind === 'guard') next = { ...next, reserve: adjustReserve(next.reserve, miniature.guardType, -1) };
      return accepted(next, [{ type: 'miniature-added', ...who(miniature), ...at, body: miniature.kind === 'guard' && miniature.body }]);
    }
    case 'remove-miniature': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const miniature = found.value;
      if (miniature.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${miniature.id} is not on the map.`, { miniatureId: miniature.id }, 'miniatureId');
      const released = releaseRedBaseOf(state, miniature.id, 'GEN-6');
      let next = released.state;
      const from = whereOf(miniature.place);
      let toReserve = false;
      if (miniature.kind === 'guard') {
        next = withoutMiniature(next, miniature.id);
        if (isCounted(next.reserve, miniature.guardType)) {
          // CAP-2, BODY-3, COL-3: guards and bodies taken off the map go back to the reserve.
          next = { ...next, reserve: adjustReserve(next.reserve, miniature.guardType, 1) };
          toReserve = true;
        }
      } else {
        // An assassin's board, and a boss (BOSS-7: its XP counts once eliminated, even after
        // its body is hidden, BODY-6), an ally or a machine stay in the play's record off the map.
        next = withMiniature(next, { ...miniature, place: { on: 'off-map' } });
      }
      const events: TableEvent[] = [...released.events, { type: 'miniature-removed', ...who(miniature), fromSide: from.side, fromSquare: from.square, toReserve }];
      return accepted(next, events);
    }
    case 'move-miniature': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const miniature = found.value;
      const square = checkSquare(state, step.side, step.square);
      if (!square.ok) return square;
      const to = { side: step.side, square: step.square };
      if (miniature.kind === 'assassin' && miniature.condition === 'eliminated') {
        return refuse('HLT-8', `${miniature.characterId} was eliminated and is set aside for this memory.`, { miniatureId: miniature.id, characterId: miniature.characterId }, 'miniatureId');
      }
      if (isOnSquare(miniature.place, to)) return unchanged(`${miniature.id} is already on ${step.side}:${step.square}`, { miniatureId: miniature.id });
      if (takesEnemySpace(miniature)) {
        const full = checkRoom(state, to, miniature.id);
        if (full) return full;
      }
      const from = whereOf(miniature.place);
      // An exposed character's red base is clipped to it and travels with it (STL-3); a guard
      // lifted off an objective base leaves its space (put back with `set-objective-space`).
      const moved = miniature.kind === 'guard' && miniature.objectiveSpace !== undefined ? (({ objectiveSpace: _left, ...guard }) => guard)(miniature) : miniature;
      const next = withMiniature(state, { ...moved, place: { on: 'square', ...to } });
      // GEN-6: a stated correction names the rule it sets aside, so the table and the history tell it from a rule-checked move.
      const correction = step.setsAside === undefined ? {} : { rule: 'GEN-6', setsAside: step.setsAside };
      return accepted(next, [{ type: 'miniature-moved', ...who(miniature), fromSide: from.side, fromSquare: from.square, toSide: to.side, toSquare: to.square, ...correction }]);
    }
    case 'set-objective-space':
      return setObjectiveSpace(state, step);
    case 'set-body': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const miniature = found.value;
      // ACT-WPN-6, BOSS-7: eliminated enemies are laid down as bodies.
      if (miniature.kind !== 'guard' && miniature.kind !== 'boss') {
        return refuse('ACT-WPN-6', 'Only guards and bosses lie down as bodies.', { miniatureId: miniature.id, miniatureKind: miniature.kind }, 'miniatureId');
      }
      if (miniature.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${miniature.id} is not on the map.`, { miniatureId: miniature.id }, 'miniatureId');
      if (miniature.body === step.body) return unchanged(`${miniature.id} is already ${step.body ? 'a body' : 'standing'}`, { miniatureId: miniature.id });
      const next = withMiniature(state, { ...miniature, body: step.body });
      return accepted(next, [{ type: 'body-changed', ...who(miniature), ...whereOf(miniature.place), body: step.body }]);
    }
  }
}
