import { refuse } from '../../../shared/ipc/refusal.js';
import type { HuntOption, MiniaturesOption, RetaliationDealOption, SquareOption } from '../../../shared/memory-play/decisions.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { DecisionStep } from '../../../shared/memory-play/moves/index.js';
import { answerHunt } from './action-steps.js';
import { answerHits, answerRetaliationDeal } from './attack-steps.js';
import { answerPlacement } from './assassin-entry.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { StepResult } from './step-result.js';

/** GEN-1: the answer must name the decision waiting and one of its listed options. */
export function choose(state: PlayState, step: DecisionStep): StepResult {
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
