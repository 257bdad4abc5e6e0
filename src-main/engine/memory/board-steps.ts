import { refuse } from '../../../shared/ipc/refusal.js';
import { conditionFor, who } from './board-queries.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { PlayCtx, type Change } from './context.js';
import { withMiniature } from './miniature-steps.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { pieceHooks } from './rules/index.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import { releaseRedBaseOf } from './red-bases.js';
import type { ManualStep } from '../../../shared/memory-play/moves/index.js';
import { accepted, type StepResult } from './step-result.js';
import { checkWhole, findLiveAssassin, findMiniature, unchanged } from './step-checks.js';

/**
 * GEN-6 on the characters' cards and boards: health set by hand (within 0…max, HLT-1), an
 * assassin eliminated (HLT-8), action cubes adjusted (EVT-1, SAVE-2).
 */

/** EVT-1, ASP-2: an assassin board has 3 grouped slots for action cubes. */
export const GROUPED_CUBE_SLOTS = 3;
/** A sanity bound on a typed health: not a game value. */
const HEALTH_MAX = 99;

/** HLT-2…4: the assassin with its new health, condition and critical turn (HLT-6). */
export function withHealth(state: PlayState, assassin: AssassinPiece, health: number): Change {
  const condition = conditionFor(health, assassin.maxHealth);
  const criticalSinceTurn = condition === 'critical' ? (assassin.condition === 'critical' ? assassin.criticalSinceTurn : state.turn) : null;
  const ctx = new PlayCtx(withMiniature(state, { ...assassin, health, condition, criticalSinceTurn }));
  ctx.emit({ type: 'health-changed', ...who(assassin), from: assassin.health, to: health, maxHealth: assassin.maxHealth, condition });
  // HLT-4: a critical character lies down and its red base leaves the map.
  if (condition === 'critical') ctx.change(releaseRedBaseOf(ctx.state, assassin.id, 'HLT-4'));
  return ctx.result();
}

/**
 * HLT-8: the miniature leaves the map and is set aside; HLT-4's red base goes with it. HLT-9:
 * the card in the hidden-blade slot goes to the plastic bag (`toBag`, for the campaign's board;
 * the assassin card and level III–IV skills follow it there).
 */
export function eliminateAssassin(state: PlayState, assassin: AssassinPiece, rule: string): { state: PlayState; events: TableEvent[] } {
  const released = releaseRedBaseOf(state, assassin.id, rule);
  const eliminated: AssassinPiece = { ...assassin, health: 0, condition: 'eliminated', criticalSinceTurn: null, cubes: 0, savedCube: false, place: { on: 'off-map' } };
  const toBag = assassin.equipment.filter((card) => card.slot === 'hidden-blade').map((card) => card.name);
  return { state: withMiniature(released.state, eliminated), events: [...released.events, { type: 'assassin-eliminated', ...who(assassin), toBag, rule }] };
}

type BoardStep = Extract<ManualStep, { kind: 'set-health' | 'eliminate-assassin' | 'set-cubes' }>;

export function reduceBoardStep(state: PlayState, step: BoardStep): StepResult {
  switch (step.kind) {
    case 'set-health': {
      const found = findMiniature(state, step.miniatureId);
      if (!found.ok) return found;
      const miniature = found.value;
      if (miniature.kind === 'guard') {
        return refuse('ACT-WPN-5', 'Guards keep no damage between attacks: they are eliminated or untouched.', { miniatureId: miniature.id }, 'miniatureId');
      }
      if (miniature.kind === 'assassin') {
        const live = findLiveAssassin(state, miniature.id);
        if (!live.ok) return live;
        if (step.maxHealth !== undefined && step.maxHealth !== miniature.maxHealth) {
          return refuse('HLT-1', "An assassin's max health is 3 plus the worn armor's health: change the armor instead.", { miniatureId: miniature.id, maxHealth: miniature.maxHealth }, 'maxHealth');
        }
        const health = checkWhole(step.health, 0, miniature.maxHealth, 'HLT-1', 'health', { miniatureId: miniature.id, health: step.health, maxHealth: miniature.maxHealth });
        if (!health.ok) return health;
        if (health.value === miniature.health) return unchanged(`${miniature.id} already has ${health.value} health`, { miniatureId: miniature.id });
        const changed = withHealth(state, miniature, health.value);
        return accepted(changed.state, changed.events);
      }
      // BOSS-1, ESC-4, LEO-4: the health on the card, typed at the table when not known yet (the piece's module names its rule; a machine's is LEO-4).
      const cardRule = pieceHooks(miniature)?.healthOnCard ?? 'LEO-4';
      let maxHealth = miniature.maxHealth;
      if (step.maxHealth !== undefined) {
        const max = checkWhole(step.maxHealth, 1, HEALTH_MAX, PLAY_DATA_RULES.value, 'maxHealth', { miniatureId: miniature.id });
        if (!max.ok) return max;
        maxHealth = max.value;
      }
      if (maxHealth === null) return refuse(cardRule, `Type the health on ${miniature.name}'s card first.`, { miniatureId: miniature.id, name: miniature.name }, 'maxHealth');
      const health = checkWhole(step.health, 0, maxHealth, cardRule, 'health', { miniatureId: miniature.id, health: step.health, maxHealth });
      if (!health.ok) return health;
      if (health.value === miniature.health && maxHealth === miniature.maxHealth) return unchanged(`${miniature.id} already has ${health.value} health`, { miniatureId: miniature.id });
      const next = withMiniature(state, { ...miniature, health: health.value, maxHealth });
      return accepted(next, [{ type: 'health-changed', ...who(miniature), from: miniature.health, to: health.value, maxHealth, condition: null }]);
    }
    case 'eliminate-assassin': {
      const live = findLiveAssassin(state, step.miniatureId);
      if (!live.ok) return live;
      const eliminated = eliminateAssassin(state, live.value, 'HLT-8');
      return accepted(eliminated.state, eliminated.events);
    }
    case 'set-cubes': {
      const live = findLiveAssassin(state, step.miniatureId);
      if (!live.ok) return live;
      const assassin = live.value;
      const cubes = checkWhole(step.cubes, 0, GROUPED_CUBE_SLOTS, 'EVT-1', 'cubes', { miniatureId: assassin.id, slots: GROUPED_CUBE_SLOTS });
      if (!cubes.ok) return cubes;
      if (typeof step.savedCube !== 'boolean') return refuse(PLAY_DATA_RULES.value, 'savedCube is yes or no.', {}, 'savedCube');
      if (step.savedCube && !state.saveCubeInPlay) {
        return refuse('SAVE-1', `The saved-action cube is used from memory 0.3 on, not in ${state.memoryId}.`, { memoryId: state.memoryId }, 'savedCube');
      }
      if (cubes.value === assassin.cubes && step.savedCube === assassin.savedCube) return unchanged(`${assassin.id} already has these cubes`, { miniatureId: assassin.id });
      const next = withMiniature(state, { ...assassin, cubes: cubes.value, savedCube: step.savedCube });
      return accepted(next, [{ type: 'cubes-changed', ...who(assassin), cubes: cubes.value, savedCube: step.savedCube, fromCubes: assassin.cubes, fromSavedCube: assassin.savedCube }]);
    }
  }
}
