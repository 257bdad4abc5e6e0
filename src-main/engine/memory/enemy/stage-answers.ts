import { refuse } from '../../../../shared/ipc/refusal.js';
import type { EnemyStageInput, EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { EnemyStage, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { EnemyAnswerStep, StepOf } from '../../../../shared/memory-play/moves/index.js';
import { accepted, type StepResult } from '../step-result.js';
import { planEnemyStage, withoutOpenStage } from './enemy-stage.js';

/**
 * GEN-1, ENM-1: the enemy stage's questions live in the play. Each answer the table gives (a
 * typed card, a map, a direction, enemy cards, a choice, a roll typed or left to the app) is a
 * logged step that joins the answers the play keeps for the stage due (`state.openStage`); the
 * stage's next question and its preview are planned from them, so a reload mid-stage loses
 * nothing and undo takes back one answer. Confirming (`enemy-stage`) applies the stage with them.
 * An app roll is kept as asked: planning draws its faces from the stage's own copy of the play's
 * generator in plan order, so the live generator moves only when the stage is confirmed.
 */

/** The answers the play keeps for `stage` (none when another stage, or none, is open). */
export function stageAnswers(state: PlayState, stage: EnemyStage): EnemyStageInput {
  return state.openStage?.stage === stage ? state.openStage.answers : {};
}

/** `answer` added to the answers so far; a die left to the app keeps the stage's dice the app's. */
export function withAnswer(answers: EnemyStageInput, answer: EnemyStageInput): EnemyStageInput {
  const merged: EnemyStageInput = { ...answers };
  if (answer.reinforcementCard !== undefined) merged.reinforcementCard = answer.reinforcementCard;
  if (answer.reinforcementSide !== undefined) merged.reinforcementSide = answer.reinforcementSide;
  if (answer.directions !== undefined) merged.directions = { ...answers.directions, ...answer.directions };
  if (answer.cards !== undefined) merged.cards = { ...answers.cards, ...answer.cards };
  if (answer.choices !== undefined) merged.choices = { ...answers.choices, ...answer.choices };
  if (answer.rolls !== undefined) merged.rolls = { ...answers.rolls, ...answer.rolls };
  if (answer.diceMode !== undefined) merged.diceMode = answers.diceMode === 'app' ? 'app' : answer.diceMode;
  return merged;
}

/** What an answer gives besides enemy cards (which may come with any answer: UNK-7 box data's news), as paths of the input. */
function answered(answer: EnemyStageInput): string[] {
  return [
    ...(answer.reinforcementCard === undefined ? [] : ['reinforcementCard']),
    ...(answer.reinforcementSide === undefined ? [] : ['reinforcementSide']),
    ...Object.keys(answer.directions ?? {}).map((side) => `directions.${side}`),
    ...Object.keys(answer.choices ?? {}).map((id) => `choices.${id}`),
    ...Object.keys(answer.rolls ?? {}).map((id) => `rolls.${id}`),
  ];
}

/** The one thing the stage waits on now, as a path of its input; null when only cards, or nothing, are missing. */
function waitingOn(preview: EnemyStagePreview, waitingRoll: string | null): string | null {
  switch (preview.status) {
    case 'question':
      return `choices.${preview.question!.id}`;
    case 'input':
      return preview.missingInput[0] ?? null;
    case 'rolls':
      return waitingRoll === null ? null : `rolls.${waitingRoll}`;
    default:
      return null;
  }
}

/** GEN-1, ENM-1: one answer to the stage due, kept with the answers so far. */
export function answerEnemyStage(state: PlayState, step: EnemyAnswerStep): StepResult {
  const base = withoutOpenStage(state);
  const answers = stageAnswers(state, step.stage);
  const given = answered(step.answer);
  // Planned with the cards the answer carries, as the preview the players answered was.
  const before = planEnemyStage(base, { kind: 'enemy-stage', stage: step.stage, input: withAnswer(answers, { ...(step.answer.cards ? { cards: step.answer.cards } : {}) }) });
  if (!before.ok) return before;
  const waiting = waitingOn(before.value.preview, before.value.waitingRoll);
  if (given.length === 0) {
    // UNK-7: enemy cards typed at the table; they draw nothing, so they may come whenever asked.
    const cards = Object.keys(step.answer.cards ?? {});
    if (cards.length === 0) return refuse('GEN-1', 'The answer gives nothing.', { stage: step.stage }, 'answer');
  } else if (waiting === null || given.length !== 1 || given[0] !== waiting) {
    // The stage is answered in its order, so the app's dice are drawn in the plan's order.
    return refuse(
      'GEN-1',
      waiting === null ? 'The stage waits on no answer now: confirm it or start it over.' : `Answer what the stage asks now: ${waiting}.`,
      { stage: step.stage, waiting: waiting ?? '', given: given.join(', ') },
      `answer.${given.find((path) => path !== waiting) ?? given[0]}`,
    );
  }
  const merged = withAnswer(answers, step.answer);
  const after = planEnemyStage(base, { kind: 'enemy-stage', stage: step.stage, input: merged });
  if (!after.ok) return after;
  return accepted({ ...base, openStage: { stage: step.stage, answers: merged } }, []);
}

/** ENM-1: the stage due started over: its answers are dropped (nothing of it was applied). */
export function restartEnemyStage(state: PlayState, step: StepOf<'restart-enemy-stage'>): StepResult {
  const checked = planEnemyStage(withoutOpenStage(state), { kind: 'enemy-stage', stage: step.stage, input: {} });
  if (!checked.ok) return checked;
  if (state.openStage?.stage !== step.stage) return refuse('ENM-1', 'Nothing has been answered in this enemy step yet.', { stage: step.stage }, 'stage');
  return accepted(withoutOpenStage(state), []);
}
