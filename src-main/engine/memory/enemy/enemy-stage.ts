import { refuse, type Decision } from '../../../../shared/ipc/refusal.js';
import type { DiceFaces } from '../../../../shared/box-data/box-data-schema.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EnemyStagePreview } from '../../../../shared/memory-play/enemy-phase.js';
import type { PlayState } from '../../../../shared/memory-play/play-state.js';
import type { EnemyPhaseStep } from '../../../../shared/memory-play/moves/index.js';
import { withTableCards } from '../../../../shared/memory-play/attack-cards.js';
import { PLAY_DATA_RULES } from '../play-data-rules.js';
import { accepted, type StepResult } from '../step-result.js';
import { reduceTrackerStep } from '../turn-steps.js';
import { planCombat } from './combat.js';
import { planMovement } from './movement.js';
import { newWork, RefusedInput, Stop } from './plan.js';
import { planReinforcement } from './reinforcement.js';

/**
 * One enemy step played by the app (ENM-1): planned once, by the same code for the preview and
 * for the step applied, so the preview is exactly what confirming does. Applying needs every
 * question answered, every card known and every die rolled; the step then moves the tracker on
 * like the manual `end-enemy-stage` (which stays possible, GEN-6).
 */

interface EnemyStagePlan {
  preview: EnemyStagePreview;
  /** The play once the step is applied; the given state while something is missing. */
  state: PlayState;
  /** The app's rolls drawn in plan order (the die's faces and the faces drawn), by roll id. */
  appRolls: Readonly<Record<string, { die: DieFace[]; drawn: DieFace[] }>>;
  /** DET-4, CMB-6: the first roll, in plan order, the table has not given yet (the one an answer may give next). */
  waitingRoll: string | null;
}

/** ENM-1, SET-9: only in the enemy phase, only the step due now. */
function checkTurn(state: PlayState, step: EnemyPhaseStep): Decision<true> {
  if (state.outcome !== null) return refuse(PLAY_DATA_RULES.ended, `The memory has ended (${state.outcome}).`, { outcome: state.outcome });
  if (state.phase !== 'enemy') return refuse('TURN-1', `enemy-stage belongs to the enemy phase; the play is in the ${state.phase} phase of turn ${state.turn}.`, { step: 'enemy-stage', phase: state.phase, expected: 'enemy', turn: state.turn });
  if (state.enemyStage !== step.stage) {
    return refuse('ENM-1', `The enemy step to play now is ${String(state.enemyStage)}, not ${String(step.stage)}.`, { step: String(step.stage), expected: String(state.enemyStage) }, 'stage');
  }
  // GEN-1: a choice of the assassin phase still waiting is answered first.
  if (state.pending !== null) return refuse('GEN-1', 'Answer the choice waiting first.', { decisionId: state.pending.id, decisionKind: state.pending.kind });
  return { ok: true, value: true };
}

/**
 * Plans the step on `state` with what the table has given in `step.input`. `dice` (box data's
 * faces) only adds the odds to the preview; it never changes a result. Refused only when the
 * step cannot be played now or the input breaks a rule (an answer that is not an option, faces
 * of another die or of another count).
 */
export function planEnemyStage(state: PlayState, step: EnemyPhaseStep, dice: DiceFaces = {}): Decision<EnemyStagePlan> {
  const turn = checkTurn(state, step);
  if (!turn.ok) return turn;
  const work = newWork(state, step.stage, step.input ?? {}, dice);
  try {
    if (step.stage === 'reinforcement') planReinforcement(work);
    else if (step.stage === 'movement') planMovement(work);
    else planCombat(work);
  } catch (thrown) {
    if (thrown instanceof RefusedInput) return { ok: false, refusal: thrown.refusal };
    if (!(thrown instanceof Stop)) throw thrown;
    work.preview.status = thrown.status;
  }
  if (work.preview.status === 'ready' && work.preview.missingCards.length > 0) work.preview.status = 'cards';
  if (work.preview.status !== 'ready') return { ok: true, value: { preview: { ...work.preview, events: [] }, state, appRolls: work.appRolls, waitingRoll: work.missingRoll } };

  // UNK-7, UNK-8: the cards this stage was given (typed at the table, or box data's since the play
  // began) hold for the rest of the memory, a boss's too: the next stage does not ask again.
  work.state = withTableCards(work.state, step.input?.cards);
  // REI-5, FAIL-1: a reserve too short for the reinforcements ends the memory at once; in
  // Apocalypse only a second missing-guard marker does (LACK-1).
  const fails = work.preview.shortage.length > 0 && work.preview.missingGuardMarker !== 'placed';
  const failRule = work.preview.missingGuardMarker === 'second' ? 'LACK-1' : 'REI-5';
  const ending = fails ? reduceTrackerStep(work.state, { kind: 'end-memory', outcome: 'failure' }) : reduceTrackerStep(work.state, { kind: 'end-enemy-stage', stage: step.stage });
  if (!ending.ok) return ending;
  work.change(ending, (event) => (event.type === 'memory-ended' && fails ? { ...event, rule: failRule } : event));
  return { ok: true, value: { preview: { ...work.preview, events: work.events }, state: work.state, appRolls: work.appRolls, waitingRoll: work.missingRoll } };
}

/** What the step will do, for the screen (the enemy step's preview). */
export function previewEnemyStage(state: PlayState, step: EnemyPhaseStep, dice: DiceFaces = {}): Decision<EnemyStagePreview> {
  const plan = planEnemyStage(state, step, dice);
  return plan.ok ? { ok: true, value: plan.value.preview } : plan;
}

/** The rule a step that is not ready is refused by: what the table still has to give. */
function notReady(preview: EnemyStagePreview): StepResult {
  switch (preview.status) {
    case 'question': {
      const question = preview.question!;
      return refuse(question.rule, `The players choose first: ${question.id}.`, { questionId: question.id, options: question.options.map((option) => option.id).join(', ') }, `input.choices.${question.id}`);
    }
    case 'cards':
      return refuse('UNK-7', `Type the enemy card of ${preview.missingCards.join(', ')} first.`, { cards: preview.missingCards.join(', ') }, 'input.cards');
    case 'input': {
      const [field] = preview.missingInput;
      const rule = field === 'reinforcementCard' ? 'REI-2' : field === 'reinforcementSide' ? 'REI-9' : 'MOV-7';
      return refuse(rule, `The step needs ${String(field)}.`, { field: String(field) }, `input.${String(field)}`);
    }
    default: {
      const missing = [...preview.tests.filter((test) => test.faces === null).map((test) => test.id), ...preview.combat.flatMap((target) => target.shares.filter((share) => share.faces === null && share.dice > 0).map((share) => share.rollId))];
      return refuse(preview.step === 'combat' ? 'CMB-6' : 'DET-4', `Roll ${missing.join(', ')} first.`, { rolls: missing.join(', ') }, 'input.rolls');
    }
  }
}

/**
 * The `enemy-stage` step of the reducer: the players confirm the stage. Without an input it is
 * applied with the answers the play keeps for it (stage-answers.ts); a stage logged whole (with
 * its input) applies as it always did. Either way the stage's answers are closed and the step is
 * logged with its whole input, what the app drew included, so replay draws again and checks it.
 */
export function reduceEnemyStage(state: PlayState, step: EnemyPhaseStep): StepResult {
  const input = step.input ?? (state.openStage?.stage === step.stage ? state.openStage.answers : {});
  const planned: EnemyPhaseStep = { kind: 'enemy-stage', stage: step.stage, input };
  const plan = planEnemyStage(withoutOpenStage(state), planned);
  if (!plan.ok) return plan;
  if (plan.value.preview.status !== 'ready') return notReady(plan.value.preview);
  const result = accepted(plan.value.state, [...plan.value.preview.events]);
  if (!result.ok) return result;
  const rolls = { ...input.rolls };
  for (const [rollId, roll] of Object.entries(plan.value.appRolls)) rolls[rollId] = { mode: 'app', die: roll.die, drawn: roll.drawn };
  const drawn = Object.keys(plan.value.appRolls).length > 0;
  if (!drawn && step.input !== undefined) return result;
  return { ...result, logged: { ...planned, input: drawn ? { ...input, rolls } : input } };
}

/** The play with no enemy stage being answered (confirmed, started over or advanced by hand). */
export function withoutOpenStage(state: PlayState): PlayState {
  if (state.openStage === undefined) return state;
  const { openStage: _open, ...rest } = state;
  return rest;
}
