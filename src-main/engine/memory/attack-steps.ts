import { refuse } from '../../../shared/ipc/refusal.js';
import { MAX_DICE_PER_ROLL, type DieFace } from '../../../shared/dice/dice.js';
import { readRoll } from '../../../shared/dice/dice-reading.js';
import { isNearby } from '../../../shared/memory-play/map/nearby.js';
import type { AssignHitsDecision, AttackContext, AttackRollDecision, MiniaturesOption, RetaliationRollDecision } from '../../../shared/memory-play/decisions.js';
import type { AssassinPiece, BoardSquare, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/steps.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { findActor, payCubes } from './action-costs.js';
import { mapSide, who, whereOf } from './board-queries.js';
import { withHealth } from './board-steps.js';
import { combinations } from './hunt.js';
import { withMiniature } from './miniature-steps.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSquare, checkWhole } from './step-checks.js';
import { enemiesOn, expose, triggerAlert } from './stealth.js';

/**
 * Using a weapon (ACT-WPN-1…8) and the retaliation it may provoke (RET-1…6), one waiting step at
 * a time: the white dice (a roll), the hits (the players' choice, GEN-1), the retaliators' black
 * dice (a roll). The weapon's and the enemies' cards are not in the app: what they print is typed.
 */

type Change = { state: PlayState; events: TableEvent[] };

/** GEN-5: guards, as opposed to bosses, are eliminated by a number of hits in one attack (ACT-WPN-5). */
const standingGuards = (state: PlayState, at: BoardSquare): Miniature[] => enemiesOn(state, at).filter((enemy) => enemy.kind === 'guard');

function nextDecisionId(state: PlayState): { id: string; state: PlayState } {
  const serial = state.serials.decision + 1;
  return { id: `d${serial}`, state: { ...state, serials: { ...state.serials, decision: serial } } };
}

/** ACT-WPN-1, ACT-WPN-2, APP-5: checks the weapon and the target, pays 1 cube, then waits for the white dice. */
export function attack(state: PlayState, step: Extract<ActionStep, { kind: 'attack' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  if (assassin.apprentice && step.slot === 'hidden-blade') {
    return refuse('APP-5', 'Apprentices cannot use the hidden blade.', { miniatureId: assassin.id, characterId: assassin.characterId }, 'slot');
  }
  if (!assassin.equipment.some((card) => card.slot === step.slot)) {
    return refuse('ACT-WPN-1', `${assassin.characterId} has no weapon in the ${String(step.slot)} slot.`, { miniatureId: assassin.id, slot: String(step.slot) }, 'slot');
  }
  const dice = checkWhole(step.dice, 1, MAX_DICE_PER_ROLL, 'ACT-WPN-3', 'dice', { miniatureId: assassin.id });
  if (!dice.ok) return dice;
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const target = { side: step.side, square: step.square };
  const inRange =
    target.side === at.side && (step.slot === 'ranged' ? isNearby(mapSide(state, at.side)!, at.square, target.square) : target.square === at.square);
  if (!inRange) {
    return refuse('ACT-WPN-2', `${target.side}:${target.square} is out of reach of the ${step.slot} weapon from ${at.side}:${at.square}.`, { miniatureId: assassin.id, slot: step.slot, fromSquare: at.square, side: target.side, square: target.square }, 'square');
  }
  const paid = payCubes(state, assassin, 1, step.useSavedCube === true, 'attack');
  if (!paid.ok) return paid;
  const next = nextDecisionId(paid.value.state);
  const context: AttackContext = { miniatureId: assassin.id, slot: step.slot, ...target, eyeIcon: step.eyeIcon === true, alertIcon: step.alertIcon === true };
  const decision: AttackRollDecision = { id: next.id, kind: 'attack-roll', rule: 'ACT-WPN-3', attack: context, die: 'white', count: dice.value, options: [] };
  return accepted({ ...next.state, pending: decision }, paid.value.events);
}

/** ACT-WPN-3, ACT-WPN-4: hits (a `special` is a hit too), the ability once, and the `X` failures. */
export function answerAttackRoll(state: PlayState, decision: AttackRollDecision, faces: readonly DieFace[]): StepResult {
  const attacker = state.miniatures[decision.attack.miniatureId]!;
  const hits = readRoll('hits', faces);
  const failures = readRoll('failures', faces);
  const special = faces.includes('special');
  const target = { side: decision.attack.side, square: decision.attack.square };
  const events: TableEvent[] = [{ type: 'attack-rolled', ...who(attacker), ...target, faces: [...faces], hits, special, failures, rule: 'ACT-WPN-3' }];
  const guards = standingGuards(state, target).map((guard) => guard.id);
  const cleared: PlayState = { ...state, pending: null };
  if (hits === 0 || guards.length === 0) {
    const after = afterHits(cleared, decision.attack, failures, []);
    return accepted(after.state, [...events, ...after.events]);
  }
  // GEN-1: every group of at most `hits` guards the players may say fell, and none.
  const options: MiniaturesOption[] = [{ id: 'none', miniatureIds: [] }];
  for (let size = 1; size <= Math.min(hits, guards.length); size += 1) {
    for (const group of combinations(guards, size)) options.push({ id: group.join('+'), miniatureIds: group });
  }
  const next = nextDecisionId(cleared);
  const assign: AssignHitsDecision = { id: next.id, kind: 'assign-hits', rule: 'ACT-WPN-5', attack: decision.attack, hits, special, failures, options };
  return accepted({ ...next.state, pending: assign }, events);
}

/** ACT-WPN-5: the players' group falls. */
export function answerHits(state: PlayState, decision: AssignHitsDecision, option: MiniaturesOption): StepResult {
  const after = afterHits({ ...state, pending: null }, decision.attack, decision.failures, option.miniatureIds);
  return accepted(after.state, after.events);
}

/** ACT-WPN-6 bodies, ACT-WPN-7 icons, then RET-1…3 and RET-6. */
function afterHits(state: PlayState, attack: AttackContext, failures: number, fallen: readonly string[]): Change {
  let next = state;
  const events: TableEvent[] = [];
  for (const id of fallen) {
    const guard = next.miniatures[id]!;
    if (guard.kind !== 'guard') continue;
    next = withMiniature(next, { ...guard, body: true });
    events.push({ type: 'body-changed', ...who(guard), ...whereOf(guard.place), body: true, rule: 'ACT-WPN-6' });
  }
  const attacker = next.miniatures[attack.miniatureId] as AssassinPiece;
  const at = attacker.place as BoardSquare;
  const target = { side: attack.side, square: attack.square };
  if (attack.eyeIcon) {
    const exposed = expose(next, attacker.id, at);
    next = exposed.state;
    events.push(...exposed.events);
  }
  if (attack.alertIcon) {
    const alert = triggerAlert(next, at.side);
    next = alert.state;
    events.push(...alert.events);
  }
  const survivors = enemiesOn(next, target);
  if (failures === 0 || survivors.length === 0) return { state: next, events };
  // RET-1 (a): exposed, with the alert, even if nobody can reach the attacker (RET-3).
  const exposed = expose(next, attacker.id, at);
  next = exposed.state;
  events.push(...exposed.events);
  // RET-3: on the attacker's square everyone reaches it; at a distance only ranged enemies.
  // RET-6 (DIFF-3): on easy, crossbowmen never retaliate.
  const sameSquare = target.side === at.side && target.square === at.square;
  const eligible = survivors.filter((enemy) => !(next.difficulty === 'easy' && enemy.kind === 'guard' && enemy.guardType === 'crossbowman'));
  const isCrossbowman = (enemy: Miniature) => enemy.kind === 'guard' && enemy.guardType === 'crossbowman';
  const retaliators = eligible.filter((enemy) => sameSquare || isCrossbowman(enemy)).map((enemy) => enemy.id);
  // RET-3: whether another elite or a boss shoots is on its card.
  const rangeFromCard = sameSquare ? [] : eligible.filter((enemy) => !isCrossbowman(enemy) && !(enemy.kind === 'guard' && enemy.guardType === 'agile')).map((enemy) => enemy.id);
  if (retaliators.length === 0 && rangeFromCard.length === 0) return { state: next, events };
  const decisionId = nextDecisionId(next);
  const decision: RetaliationRollDecision = { id: decisionId.id, kind: 'retaliation-roll', rule: 'RET-2', attack, retaliators, rangeFromCard, die: 'black', options: [] };
  return { state: { ...decisionId.state, pending: decision }, events };
}

/** RET-2, RET-4, CMB-4…7: each `hit` of the retaliators' black dice costs the attacker 1 health. */
export function answerRetaliationRoll(state: PlayState, decision: RetaliationRollDecision, faces: readonly DieFace[]): StepResult {
  const attacker = state.miniatures[decision.attack.miniatureId] as AssassinPiece;
  const damage = readRoll('enemy-hits', faces);
  const cleared: PlayState = { ...state, pending: null };
  const events: TableEvent[] = [{ type: 'retaliation-rolled', ...who(attacker), faces: [...faces], damage, rule: 'RET-2' }];
  if (damage === 0 || attacker.condition === 'critical') return accepted(cleared, events);
  const hurt = withHealth(cleared, attacker, Math.max(0, attacker.health - damage));
  return accepted(hurt.state, [...events, ...hurt.events]);
}
