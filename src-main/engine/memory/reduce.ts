import { refuse } from '../../../shared/ipc/refusal.js';
import { answerHunt, answerRoll, reduceActionStep } from './action-steps.js';
import { answerHits, answerRetaliationDeal } from './attack-steps.js';
import { answerPlacement } from './assassin-entry.js';
import type { HuntOption, MiniaturesOption, RetaliationDealOption, SquareOption } from '../../../shared/memory-play/decisions.js';
import { reduceBoardStep } from './board-steps.js';
import { reduceMiniatureStep } from './miniature-steps.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import { reduceRedBaseStep } from './red-bases.js';
import type { DecisionStep, Step } from '../../../shared/memory-play/moves/index.js';
import type { StepResult } from './step-result.js';
import { reduceTokenStep } from './token-steps.js';
import { reduceTrackerStep } from './turn-steps.js';
import { reduceEnemyStage } from './enemy/enemy-stage.js';

/**
 * The one reducer of a memory's play: `(state, step)` → the next state and the table changes
 * to show, or a refusal naming the rule. Pure: no database, no clock, no randomness but the
 * generator kept in the state. The given state is never changed, so a refused step leaves
 * the play exactly as it was and a state can be kept as a snapshot.
 *
 * The step's shape was checked where it entered (the IPC dispatcher, `parseStep` for a stored
 * log), so it is trusted here; every rule bound and every id is still checked, and a kind this
 * reducer does not know is refused, not thrown.
 */
export function reduce(state: PlayState, step: Step): StepResult {
  if (state.outcome !== null) {
    return refuse(PLAY_DATA_RULES.ended, `The memory has ended (${state.outcome}).`, { outcome: state.outcome });
  }
  if (state.pending !== null && step.kind !== 'choose' && step.kind !== 'roll') {
    // GEN-1: the players' choice comes first; nothing else happens until it is made.
    return refuse('GEN-1', 'Answer the choice waiting first.', { decisionId: state.pending.id, decisionKind: state.pending.kind });
  }
  switch (step.kind) {
    case 'add-miniature':
    case 'remove-miniature':
    case 'move-miniature':
    case 'set-body':
    case 'set-objective-space':
      return reduceMiniatureStep(state, step);
    case 'set-health':
    case 'eliminate-assassin':
    case 'set-cubes':
      return reduceBoardStep(state, step);
    case 'attach-red-base':
    case 'detach-red-base':
    case 'place-red-base':
    case 'remove-red-base':
      return reduceRedBaseStep(state, step);
    case 'set-alert':
    case 'set-missing-guard-marker':
    case 'set-objective':
    case 'set-chest':
    case 'set-difficulty':
    case 'set-easy-used':
      return reduceTokenStep(state, step);
    case 'begin-event-phase':
    case 'begin-assassin-phase':
    case 'end-assassin-phase':
    case 'end-enemy-stage':
    case 'end-turn':
    case 'end-memory':
      return reduceTrackerStep(state, step);
    case 'choose':
      return choose(state, step);
    case 'save-cube':
    case 'move':
    case 'work-objective':
    case 'fast-travel':
    case 'attack':
    case 'open-chest':
    case 'hide-bodies':
    case 'use-card':
    case 'trade':
    case 'enter-hiding-spot':
    case 'leave-hiding-spot':
    case 'climb-tower':
    case 'synchronize':
    case 'leap-of-faith':
    case 'glide':
    case 'coordinated-attack':
    case 'equip':
    case 'move-card':
      return reduceActionStep(state, step);
    case 'roll':
      return answerRoll(state, step);
    case 'enemy-stage':
      return reduceEnemyStage(state, step);
    default:
      return refuse(PLAY_DATA_RULES.value, `Unknown step ${String((step as { kind: unknown }).kind)}.`, { kind: String((step as { kind: unknown }).kind) }, 'kind');
  }
}

/** GEN-1: the answer must name the decision waiting and one of its listed options. */
function choose(state: PlayState, step: DecisionStep): StepResult {
  const decision = state.pending;
  if (decision === null) return refuse(PLAY_DATA_RULES.decision, 'No choice is waiting.', { decisionId: String(step.decisionId) }, 'decisionId');
  if (step.decisionId !== decision.id) {
    return refuse(PLAY_DATA_RULES.decision, `The choice waiting is ${decision.id}, not ${String(step.decisionId)}.`, { decisionId: String(step.decisionId), pendingId: decision.id }, 'decisionId');
  }
  const option = decision.options.find((candidate) => candidate.id === step.optionId);
  if (option === undefined) {
    return refuse('GEN-1', `${String(step.optionId)} is not one of the options.`, { decisionId: decision.id, optionId: String(step.optionId), options: decision.options.map((o) => o.id).join(', ') }, 'optionId');
  }
  switch (decision.kind) {
    case 'place-assassin':
      return answerPlacement(state, decision, option as SquareOption);
    case 'hunt':
      return answerHunt(state, decision, option as HuntOption);
    case 'assign-hits':
      return answerHits(state, decision, option as MiniaturesOption);
    case 'retaliation-deal':
      return answerRetaliationDeal(state, decision, option as RetaliationDealOption);
    case 'detection-roll':
    case 'attack-roll':
    case 'retaliation-roll':
      // DET-4, ACT-WPN-3, RET-2: a roll is answered by its faces (`roll`), never by an option; it lists none.
      return refuse(decision.rule, 'Answer the roll with the faces of its dice.', { decisionId: decision.id }, 'kind');
  }
}
