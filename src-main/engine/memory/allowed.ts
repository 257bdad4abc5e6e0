import { refuse, type Refusal } from '../../../shared/ipc/refusal.js';
import { MOVE_BY_KIND, momentsOf, placesOf, type Moment, type Step } from '../../../shared/memory-play/moves/index.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { isInHidingSpot } from './board-queries.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { modulesAllow } from './rules/index.js';

/**
 * The one place a step is allowed or refused before its rule looks at it, in this order: the
 * memory has not ended; no question waits that the step does not answer, nor an enemy stage
 * begun (GEN-1); a step of the
 * turn tracker comes in its moment (TURN-1, as the move's declaration says); an action's
 * miniature stands where the action may be taken from (MAP-TWR-3, MAP-TWR-5, MAP-HID-5, as the
 * move's declaration says); then every rule module switched on in the play, in order, may refuse
 * it naming its rule (rules/). Null: the step goes on to its rule.
 */
export function allowed(state: PlayState, step: Step): Refusal | null {
  if (state.outcome !== null) {
    return refusalOf(refuse(PLAY_DATA_RULES.ended, `The memory has ended (${state.outcome}).`, { outcome: state.outcome }));
  }
  if (state.pending !== null && MOVE_BY_KIND[step.kind].family !== 'answer') {
    // GEN-1: the players' choice comes first; nothing else happens until it is made.
    return refusalOf(refuse('GEN-1', 'Answer the choice waiting first.', { decisionId: state.pending.id, decisionKind: state.pending.kind }));
  }
  if (state.openStage !== undefined && !whileStageOpen(step)) {
    // GEN-1: an enemy stage the players began answering is finished first: confirmed, started
    // over or advanced by hand; a correction by hand stays possible (GEN-6).
    return refusalOf(refuse('GEN-1', 'Finish the enemy step begun first: confirm it, start it over or advance by hand.', { stage: state.openStage.stage, step: step.kind }));
  }
  return refuseByMoment(state, step) ?? refuseByPlace(state, step) ?? modulesAllow(state, step);
}

/** The steps taken while an enemy stage is being answered: its own, the manual advance, the end of the memory and corrections. */
const whileStageOpen = (step: Step): boolean => {
  const family = MOVE_BY_KIND[step.kind].family;
  return family === 'enemy' || family === 'manual' || step.kind === 'end-enemy-stage' || step.kind === 'end-memory';
};

/** The moment the play is in: its phase, or the enemy phase's moment after its last stage (SAVE-3). */
const momentOf = (state: PlayState): Moment => (state.phase === 'enemy' && state.enemyStage === null ? 'after-enemy-stages' : state.phase);

/** TURN-1: each step of the tracker only in its moment; the players say when a phase ends. */
function refuseByMoment(state: PlayState, step: Step): Refusal | null {
  const moments = momentsOf(step.kind);
  if (moments === undefined) return null;
  const now = momentOf(state);
  // The moment after the enemy stages is still the enemy phase.
  if (moments.includes(now) || (now === 'after-enemy-stages' && moments.includes('enemy'))) return null;
  const expected = moments[0]!;
  return refusalOf(
    refuse('TURN-1', `${step.kind} belongs to the ${expected} phase; the play is in the ${state.phase} phase of turn ${state.turn}.`, { step: step.kind, phase: state.phase, expected, turn: state.turn }),
  );
}

const refusalOf = (refused: { ok: false; refusal: Refusal }): Refusal => refused.refusal;

/** MAP-TWR-3…8, MAP-HID-5: from a tower top or a hiding spot only the actions declared for it. */
function refuseByPlace(state: PlayState, step: Step): Refusal | null {
  const places = placesOf(step.kind);
  if (places === undefined || !('miniatureId' in step)) return null;
  const miniature = Object.hasOwn(state.miniatures, step.miniatureId) ? state.miniatures[step.miniatureId] : undefined;
  if (miniature === undefined) return null;
  if (miniature.place.on === 'tower-top' && !places.from.includes('tower-top')) {
    // MAP-TWR-5: an attack names its own rule; anything else, the top is not a square (MAP-TWR-3).
    if (places.topRule === 'MAP-TWR-5') return refusalOf(refuse('MAP-TWR-5', 'An assassin at the top of a tower cannot attack.', { miniatureId: miniature.id }, 'miniatureId'));
    return refusalOf(refuse('MAP-TWR-3', 'The top of a tower is not a square: leap of faith first.', { miniatureId: miniature.id, action: step.kind }, 'kind'));
  }
  if (isInHidingSpot(miniature.place) && !places.from.includes('hiding-spot')) {
    return refusalOf(
      refuse('MAP-HID-5', 'From a hiding spot a character may only use the hidden blade, hide bodies and use equipment: leave the spot first (0 actions).', { miniatureId: miniature.id, action: step.kind }, 'kind'),
    );
  }
  return null;
}
