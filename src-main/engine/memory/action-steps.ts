import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import type { DieFace } from '../../../shared/dice/dice.js';
import { appDie, checkDrawn, drawFaces } from './app-dice.js';
import { DIE_FACE_TYPES } from '../../../shared/box-data/box-data-schema.js';
import { isNearby } from '../../../shared/memory-play/map/nearby.js';
import type { HuntDecision, HuntOption, PendingDecision } from '../../../shared/memory-play/decisions.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep, RollStep } from '../../../shared/memory-play/moves/index.js';
import { findActor, findMayAct, payFor } from './action-costs.js';
import { isExposed, mapSide, who } from './board-queries.js';
import { answerAttackRoll, answerRetaliationRoll } from './attack-steps.js';
import { arrive, huntersArrive } from './arrive.js';
import { withMiniature } from './miniature-steps.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { PlayCtx } from './context.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSquare } from './step-checks.js';
import { resolveDetection } from './stealth.js';

/** The assassins' actions (ASP-1, the action table): each checks, pays its cubes, then acts. */

/** SAVE-1, SAVE-2: one grouped cube moves onto the "+" slot; at most one saved cube at a time. */
export function saveCube(state: PlayState, step: Extract<ActionStep, { kind: 'save-cube' }>): StepResult {
  const miniatureId = step.miniatureId;
  const actor = findMayAct(state, miniatureId);
  if (!actor.ok) return actor;
  const assassin = actor.value;
  if (!state.saveCubeInPlay) return refuse('SAVE-1', `The saved-action cube is used from memory 0.3 on, not in ${state.memoryId}.`, { memoryId: state.memoryId }, 'kind');
  if (assassin.savedCube) return refuse('SAVE-2', `${assassin.characterId} already has a saved cube.`, { miniatureId, characterId: assassin.characterId }, 'miniatureId');
  if (state.phase !== 'assassin') return refuse('ASP-3', 'A cube is saved from the turn cubes of the assassin phase.', { phase: state.phase, miniatureId }, 'kind');
  if (assassin.cubes < 1) return refuse('ASP-1', `Saving an action costs 1 cube; ${assassin.characterId} has none.`, { miniatureId, action: 'save-cube', cost: 1, cubes: 0, savedCube: false }, 'miniatureId');
  const saved: AssassinPiece = { ...assassin, cubes: assassin.cubes - 1, savedCube: true };
  return accepted(withMiniature(state, saved), [
    { type: 'cubes-changed', ...who(assassin), cubes: saved.cubes, savedCube: true, fromCubes: assassin.cubes, fromSavedCube: false, rule: 'SAVE-2' },
  ]);
}

/**
 * ACT-MOV-1…4: 1 cube to a nearby square (GEN-4). Then, in order: an exposed mover leaving
 * enemies is hunted (ACT-MOV-3, HUNT-1); an incognito mover entering enemies is tested at once
 * (ACT-MOV-2, DET-1a), or exposed at once in a restricted area (RST-2); an exposed mover
 * arriving where no enemy stands, hunters included, becomes incognito (STL-6, HUNT-3).
 */
export function move(state: PlayState, step: Extract<ActionStep, { kind: 'move' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at: from } = actor.value;
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const to = { side: step.side, square: step.square };
  if (to.side !== from.side || to.square === from.square || !isNearby(mapSide(state, from.side)!, from.square, to.square)) {
    return refuse('ACT-MOV-1', `${to.side}:${to.square} is not a square nearby ${from.side}:${from.square}.`, { miniatureId: assassin.id, fromSide: from.side, fromSquare: from.square, side: to.side, square: to.square }, 'square');
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const exposed = isExposed(state, assassin.id);
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  ctx.state = withMiniature(ctx.state, { ...(ctx.state.miniatures[assassin.id] as AssassinPiece), place: { on: 'square', ...to } });
  ctx.emit({ type: 'miniature-moved', ...who(assassin), fromSide: from.side, fromSquare: from.square, toSide: to.side, toSquare: to.square, rule: 'ACT-MOV-1' });
  arrive(ctx, { how: 'move', who: [assassin.id], at: to, from, exposed });
  return ctx.accepted();
}

/** HUNT-1: the players' group of hunters moves in with the assassin, and arrives (HUNT-4). */
export function answerHunt(state: PlayState, decision: HuntDecision, option: HuntOption): StepResult {
  const ctx = new PlayCtx(state);
  huntersArrive(ctx, decision.miniatureId, { side: decision.side, square: decision.fromSquare }, { side: decision.side, square: decision.toSquare }, option);
  return ctx.accepted();
}

/** Which faces each waiting roll takes (box data's face types, never the faces' counts). */
const ROLL_DIE = { 'detection-roll': 'red', 'attack-roll': 'white', 'retaliation-roll': 'black' } as const;

/**
 * DET-4, ACT-WPN-3, RET-2: the faces of the waiting roll, all faces of its die; exactly as many
 * as its dice, except a retaliation's, whose dice are on the enemies' cards. Typed faces are
 * taken as read; the app's roll is drawn here from the play's generator (app-dice.ts) and
 * answered with the step as it is logged, faces drawn included.
 */
export function answerRoll(state: PlayState, step: RollStep): StepResult {
  const decision = state.pending;
  if (decision === null || !(decision.kind in ROLL_DIE)) {
    return refuse(PLAY_DATA_RULES.decision, 'No roll is waiting.', { decisionId: String(step.decisionId) }, 'decisionId');
  }
  if (step.decisionId !== decision.id) {
    return refuse(PLAY_DATA_RULES.decision, `The roll waiting is ${decision.id}, not ${String(step.decisionId)}.`, { decisionId: String(step.decisionId), pendingId: decision.id }, 'decisionId');
  }
  const rollKind = decision.kind as keyof typeof ROLL_DIE;
  const die = ROLL_DIE[rollKind];
  const rule = decision.rule;
  const rolled = rollOf(state, decision as RollDecision, step, die);
  if (!rolled.ok) return rolled;
  const { faces, logged } = rolled.value;
  const before = rolled.value.state;
  if ((decision.kind === 'detection-roll' || decision.kind === 'attack-roll') && faces.length !== decision.count) {
    return refuse(rule, `This roll has ${decision.count} ${die} dice, not ${faces.length}.`, { decisionId: decision.id, count: decision.count, faces: faces.length }, 'faces');
  }
  const wrong = faces.findIndex((face) => !DIE_FACE_TYPES[die].includes(face));
  if (wrong >= 0) {
    return refuse(rule, `A ${die} die has no ${String(faces[wrong])} face.`, { decisionId: decision.id, die, face: String(faces[wrong]), index: wrong }, `faces.${wrong}`);
  }
  const result = answerWithFaces(before, decision as RollDecision, faces);
  return result.ok && logged !== undefined ? { ...result, logged } : result;
}

type RollDecision = Extract<PendingDecision, { kind: keyof typeof ROLL_DIE }>;

function answerWithFaces(state: PlayState, decision: RollDecision, faces: DieFace[]): StepResult {
  switch (decision.kind) {
    case 'detection-roll': {
      const resolved = resolveDetection(state, decision, faces);
      return accepted(resolved.state, resolved.events);
    }
    case 'attack-roll':
      return answerAttackRoll(state, decision, faces);
    case 'retaliation-roll':
      return answerRetaliationRoll(state, decision, faces);
  }
}

/**
 * The roll's faces and the play they are applied to: typed faces, or an app roll logged before
 * the reducer drew the dice (faces given, no generator moves), or the app's roll drawn now from
 * the play's generator (which moves with it), with the step as it goes into the log.
 */
function rollOf(state: PlayState, decision: RollDecision, step: RollStep, kind: (typeof ROLL_DIE)[keyof typeof ROLL_DIE]): Decision<{ faces: DieFace[]; state: PlayState; logged?: RollStep }> {
  if (step.mode === 'entered') return { ok: true, value: { faces: step.faces, state } };
  if (step.faces !== undefined) {
    if (step.die !== undefined || step.drawn !== undefined) return refuse(PLAY_DATA_RULES.value, "The app's roll is drawn by the app, not given.", { field: 'faces' }, 'faces');
    return { ok: true, value: { faces: step.faces, state } };
  }
  // RET-2: the retaliators' black dice are printed on their cards; known to the app (box data, typed,
  // the rulebook, or a participant's share, COORD-3) they are the roll's, else the players say how many.
  const count = decision.kind === 'retaliation-roll' ? (decision.count ?? step.count) : decision.count;
  if (count === undefined) return refuse(decision.rule, 'Say how many black dice the retaliating enemies roll.', { decisionId: decision.id }, 'count');
  const die = appDie(kind, step.die, 'die');
  if (!die.ok) return die;
  const [faces, rng] = drawFaces(die.value, count, state.rng);
  const same = checkDrawn(step.drawn, faces, 'drawn');
  if (!same.ok) return same;
  const logged: RollStep = { kind: 'roll', decisionId: step.decisionId, mode: 'app', ...(step.count === undefined ? {} : { count: step.count }), die: [...die.value], drawn: faces };
  return { ok: true, value: { faces, state: { ...state, rng }, logged } };
}
