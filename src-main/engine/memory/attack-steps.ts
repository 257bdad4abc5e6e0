import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { MAX_DICE_PER_ROLL, type DieFace } from '../../../shared/dice/dice.js';
import { readRoll } from '../../../shared/dice/dice-reading.js';
import { isNearby } from '../../../shared/memory-play/map/nearby.js';
import type {
  AssignHitsDecision,
  AttackContext,
  AttackParticipantContext,
  AttackRollDecision,
  HitsOption,
  PendingDecision,
  RetaliationDealDecision,
  RetaliationDealOption,
  RetaliationRollDecision,
} from '../../../shared/memory-play/decisions.js';
import type { TableCardValues } from '../../../shared/memory-play/enemy-card-facts.js';
import { cardValuesToAsk, withTableCards } from '../../../shared/memory-play/attack-cards.js';
import { squareAt } from '../../../shared/memory-play/map/side-index.js';
import type { AssassinPiece, BoardSquare, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep, WeaponSlot } from '../../../shared/memory-play/moves/index.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { findActor, payFor } from './action-costs.js';
import { isExposed, isInHidingSpot, mapSide, who, whereOf } from './board-queries.js';
import { withHealth } from './board-steps.js';
import { hitOptions, type GuardTarget } from './boss-hits.js';
import { pieceHooks } from './rules/index.js';
import type { HitTarget, ReachCheck } from './rules/rule-module.js';
import { withMiniature } from './miniature-steps.js';
import { cardKey, cardOf } from './enemy/enemy-cards.js';
import { evenDeals } from './retaliation-deal.js';
import { PlayCtx, type Change } from './context.js';
import { accepted, type StepResult } from './step-result.js';
import { checkSquare, checkWhole } from './step-checks.js';
import { enemiesOn, expose, triggerAlert } from './stealth.js';

/**
 * Using a weapon (ACT-WPN-1…8) and the retaliation it may provoke (RET-1…6), one waiting step at
 * a time: the white dice (a roll), the hits (the players' choice, GEN-1), the retaliators' black
 * dice (a roll). The weapon's and the enemies' cards are not in the app: what they print is typed
 * (in the attack form, or once in box data), except what the rulebooks give (CF-CHR-13/14).
 */

/** GEN-5: guards, as opposed to bosses, are eliminated by a number of hits in one attack (ACT-WPN-5). */
const standingGuards = (state: PlayState, at: BoardSquare): Miniature[] => enemiesOn(state, at).filter((enemy) => enemy.kind === 'guard');

/**
 * ACT-WPN-5, UNK-7: the guards on the target with the health on their card, and those whose
 * health was never typed (no hit counts on them: the app never assumes a health).
 */
function guardsByHealth(state: PlayState, at: BoardSquare): { known: GuardTarget[]; unknown: string[] } {
  const known: GuardTarget[] = [];
  const unknown: string[] = [];
  for (const guard of standingGuards(state, at)) {
    const health = cardOf(state, guard).health;
    if (health === undefined) unknown.push(guard.id);
    else known.push({ miniatureId: guard.id, health });
  }
  return { known, unknown };
}

/** BOSS-4: the enemies on the target square that keep their damage (bosses), with health left to remove, as their module says. */
const bossesWithHealth = (state: PlayState, at: BoardSquare): HitTarget[] =>
  enemiesOn(state, at).flatMap((enemy) => {
    const target = pieceHooks(enemy)?.hitTarget?.(enemy) ?? null;
    return target === null ? [] : [target];
  });

/*
 * BOSS-1: a boss whose card health was never typed is not refused as a target: steps taken before
 * bosses took hits must still replay. The board asks for the health in place before the attack
 * (unknown-boss.ts), and until it is typed the hits have no option on that boss.
 */

function nextDecisionId(state: PlayState): { id: string; state: PlayState } {
  const serial = state.serials.decision + 1;
  return { id: `d${serial}`, state: { ...state, serials: { ...state.serials, decision: serial } } };
}

/** The weapon an attacker uses, as typed from its card (ACT-WPN-3, ACT-WPN-7, MAP-CAN-2). */
interface WeaponUse {
  slot: WeaponSlot;
  dice: number;
  bulky?: boolean;
}

/**
 * ACT-WPN-1, ACT-WPN-2, ACT-WPN-9, APP-5: whether `assassin` on `at` may attack `target` with
 * this weapon: it sits in its slot; from a hiding spot only the hidden blade (MAP-HID-5); in a
 * canal no ranged or bulky weapon (MAP-CAN-2); the target in its reach (`rangeRule`: ACT-WPN-2
 * alone, COORD-2 together). Gives the number of white dice.
 */
function checkWeapon(state: PlayState, assassin: AssassinPiece, at: BoardSquare, weapon: WeaponUse, target: BoardSquare, rangeRule: string, field: (name: string) => string): Decision<number> {
  const params = { miniatureId: assassin.id, slot: String(weapon.slot) };
  if (assassin.apprentice && weapon.slot === 'hidden-blade') {
    return refuse('APP-5', 'Apprentices cannot use the hidden blade.', { miniatureId: assassin.id, characterId: assassin.characterId }, field('slot'));
  }
  if (!assassin.equipment.some((card) => card.slot === weapon.slot)) {
    return refuse('ACT-WPN-1', `${assassin.characterId} has no weapon in the ${String(weapon.slot)} slot.`, params, field('slot'));
  }
  return checkReach(state, assassin, at, weapon, target, rangeRule, field, { rule: 'ACT-WPN-3', params: { miniatureId: assassin.id } });
}

/**
 * MAP-HID-5, MAP-CAN-2, ACT-WPN-3, ACT-WPN-2 / COORD-2: what any attacker's weapon must meet, an
 * assassin's or a special piece's joining it (ESC-3: it follows the assassin rules): from a hiding
 * spot only the hidden blade, in a canal nothing ranged or bulky, its dice (a refusal naming
 * `dice`'s rule: ACT-WPN-3, or the rule of the piece's own card), the target in its reach.
 */
function checkReach(
  state: PlayState,
  attacker: Miniature,
  at: BoardSquare,
  weapon: WeaponUse,
  target: BoardSquare,
  rangeRule: string,
  field: (name: string) => string,
  dice: { rule: string; params: Record<string, string | number> },
): Decision<number> {
  const params = { miniatureId: attacker.id, slot: String(weapon.slot) };
  if (isInHidingSpot(attacker.place) && weapon.slot !== 'hidden-blade') {
    return refuse('MAP-HID-5', 'From a hiding spot only the hidden blade can be used.', params, field('slot'));
  }
  if (squareKind(state, at) === 'canal' && (weapon.slot === 'ranged' || weapon.bulky === true)) {
    return refuse('MAP-CAN-2', 'In a canal an assassin cannot use a ranged or bulky weapon.', { ...params, bulky: weapon.bulky === true, square: at.square }, field(weapon.slot === 'ranged' ? 'slot' : 'bulky'));
  }
  // ACT-WPN-3: a weapon card's white dice; COORD-4: an ally joins only with attack dice on its card.
  const count = checkWhole(weapon.dice, 1, MAX_DICE_PER_ROLL, dice.rule, field('dice'), dice.params);
  if (!count.ok) return count;
  const inRange = target.side === at.side && (weapon.slot === 'ranged' ? isNearby(mapSide(state, at.side)!, at.square, target.square) : target.square === at.square);
  if (!inRange) {
    return refuse(rangeRule, `${target.side}:${target.square} is out of reach of the ${weapon.slot} weapon from ${at.side}:${at.square}.`, { ...params, slot: weapon.slot, fromSquare: at.square, side: target.side, square: target.square }, field('square'));
  }
  return count;
}

const squareKind = (state: PlayState, at: BoardSquare) => squareAt(mapSide(state, at.side)!, at.square)?.kind;

/** ACT-WPN-1, ACT-WPN-2, APP-5: checks the weapon and the target, pays 1 cube, then waits for the white dice. */
export function attack(state: PlayState, step: Extract<ActionStep, { kind: 'attack' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const target = { side: step.side, square: step.square };
  const dice = checkWeapon(state, assassin, at, step, target, 'ACT-WPN-2', (name) => name);
  if (!dice.ok) return dice;
  const typed = checkTableCards(state, target, step.cards);
  if (!typed.ok) return typed;
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const next = nextDecisionId(withTableCards(paid.value.state, typed.value));
  const context: AttackContext = { miniatureId: assassin.id, slot: step.slot, ...target, eyeIcon: step.eyeIcon === true, alertIcon: step.alertIcon === true };
  const decision: AttackRollDecision = { id: next.id, kind: 'attack-roll', rule: 'ACT-WPN-3', attack: context, die: 'white', count: dice.value, options: [] };
  return accepted({ ...next.state, pending: decision }, paid.value.events);
}

/**
 * COORD-1, COORD-2: several assassins, each paying 1 cube of its own, attack one target square
 * within reach of every one of them; their white dice are one roll, in the participants' order,
 * and the pooled hits are the players' to assign (ACT-WPN-5). Each weapon follows the single
 * attack's limits (a hiding spot, a canal, a tower top: MAP-HID-5, MAP-CAN-2, MAP-TWR-5).
 * COORD-4, ESC-3: escorted allies sharing a square with an assassin participant may join.
 */
export function coordinatedAttack(state: PlayState, step: Extract<ActionStep, { kind: 'coordinated-attack' }>): StepResult {
  // COORD-1 makes it "several assassins"; COORD-4 and ESC-3 let allies *join* such an attack, so
  // an ally does not count toward the several: one assassin and an ally is not a coordinated attack.
  const assassins = step.participants.filter((participant) => joiningHook(state.miniatures[participant.miniatureId]) === undefined).length;
  if (assassins < 2) {
    return refuse('COORD-1', 'A coordinated attack takes several assassins.', { participants: step.participants.length, assassins }, 'participants');
  }
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const target = { side: step.side, square: step.square };
  const ctx = new PlayCtx(state);
  const participants: AttackParticipantContext[] = [];
  for (const [index, participant] of step.participants.entries()) {
    const field = (name: string) => `participants.${index}.${name}`;
    if (step.participants.findIndex((other) => other.miniatureId === participant.miniatureId) !== index) {
      return refuse('COORD-1', `${participant.miniatureId} is named twice: each participant spends 1 action.`, { miniatureId: participant.miniatureId }, field('miniatureId'));
    }
    const onTop = state.miniatures[participant.miniatureId];
    if (onTop?.place.on === 'tower-top') return refuseFromTowerTop(participant.miniatureId, field('miniatureId'));
    const joinsAttack = joiningHook(onTop);
    if (onTop !== undefined && joinsAttack !== undefined) {
      const reach: ReachCheck = (attacker, at, weapon, dice) => checkReach(state, attacker, at, weapon, target, 'COORD-2', field, dice);
      const joined = joinsAttack({ state, piece: onTop, participant, all: step.participants, target, field, reach });
      if (!joined.ok) return joined;
      participants.push(joined.value);
      continue;
    }
    const actor = findActor(ctx.state, participant.miniatureId);
    if (!actor.ok) return { ok: false, refusal: { ...actor.refusal, field: field('miniatureId') } };
    const { assassin, at } = actor.value;
    const dice = checkWeapon(ctx.state, assassin, at, participant, target, 'COORD-2', field);
    if (!dice.ok) return dice;
    const paid = payFor(ctx.state, assassin, step, participant.useSavedCube === true);
    if (!paid.ok) return { ok: false, refusal: { ...paid.refusal, field: field(paid.refusal.field === 'useSavedCube' ? 'useSavedCube' : 'miniatureId') } };
    ctx.change(paid.value);
    participants.push({ miniatureId: assassin.id, slot: participant.slot, dice: dice.value, eyeIcon: participant.eyeIcon === true, alertIcon: participant.alertIcon === true });
  }
  const count = participants.reduce((sum, participant) => sum + participant.dice, 0);
  if (count > MAX_DICE_PER_ROLL) {
    return refuse('ACT-WPN-3', `The app takes at most ${MAX_DICE_PER_ROLL} dice in one roll; these weapons have ${count}.`, { value: count, min: 1, max: MAX_DICE_PER_ROLL }, 'participants');
  }
  const typed = checkTableCards(state, target, step.cards);
  if (!typed.ok) return typed;
  ctx.state = withTableCards(ctx.state, typed.value);
  const dealable = checkDealable(ctx.state, target, participants);
  if (!dealable.ok) return dealable;
  const lead = participants[0]!;
  const withId = nextDecisionId(ctx.state);
  const context: AttackContext = { miniatureId: lead.miniatureId, slot: lead.slot, ...target, eyeIcon: lead.eyeIcon, alertIcon: lead.alertIcon, participants };
  const decision: AttackRollDecision = { id: withId.id, kind: 'attack-roll', rule: 'COORD-2', attack: context, die: 'white', count, options: [] };
  ctx.state = { ...withId.state, pending: decision };
  return ctx.accepted();
}

/** COORD-4: a special piece that joins an attack by its module's rule (an escorted ally: ESC-3), spending no cube. */
const joiningHook = (piece: Miniature | undefined) => (piece === undefined ? undefined : pieceHooks(piece)?.joinsAttack);

/**
 * UNK-7, UNK-8: card values typed in an attack form, each for an enemy standing on the target
 * square (a guard type, or `boss:<name>`), within box data's bounds. A boss's health is on its
 * miniature (BOSS-1, `set-health`), not typed here.
 */
function checkTableCards(state: PlayState, target: BoardSquare, cards: Readonly<Record<string, TableCardValues>> | undefined): Decision<Readonly<Record<string, TableCardValues>>> {
  if (cards === undefined) return { ok: true, value: {} };
  const keys = new Set(enemiesOn(state, target).map(cardKey));
  for (const [key, values] of Object.entries(cards)) {
    const field = `cards.${key}`;
    if (!keys.has(key)) return refuse('UNK-7', `No enemy with the card ${key} stands on ${target.side}:${target.square}.`, { card: key, context: 'target', side: target.side, square: target.square }, field);
    if (key.startsWith('boss:') && values.health !== undefined) {
      return refuse('BOSS-1', "A boss's health is put on its card when it appears, not typed with an attack.", { card: key }, `${field}.health`);
    }
    for (const [name, min] of [['health', 1], ['blackDice', 0]] as const) {
      const value = values[name];
      if (value === undefined) continue;
      const checked = checkWhole(value, min, MAX_CARD_VALUE, 'UNK-7', `${field}.${name}`, { card: key });
      if (!checked.ok) return checked;
    }
    if (values.weapon !== undefined && values.weapon !== 'melee' && values.weapon !== 'ranged') {
      return refuse('UNK-7', `An enemy's weapon is melee or ranged, not ${String(values.weapon)}.`, { card: key, context: 'weaponValue', value: String(values.weapon) }, `${field}.weapon`);
    }
  }
  return { ok: true, value: cards };
}

/** Box data's bound on a number typed from an enemy card (enemy-box-data.ts): not a game value. */
const MAX_CARD_VALUE = 9;

/**
 * COORD-3, UNK-7: a coordinated attack's retaliation dice are dealt out before they are rolled,
 * so every enemy on the target that may retaliate needs its black dice known (and, when a
 * participant strikes from another square, whether it shoots, RET-3). Asked in the attack form
 * when neither box data, an earlier typing nor the rulebook gives them.
 */
function checkDealable(state: PlayState, target: BoardSquare, participants: readonly AttackParticipantContext[]): Decision<true> {
  const hittable = participants.filter((participant) => canBeHit(state.miniatures[participant.miniatureId]));
  if (hittable.length === 0) return { ok: true, value: true };
  const atDistance = hittable.some((participant) => !isOnTarget(state.miniatures[participant.miniatureId]!, target));
  for (const ask of cardValuesToAsk(state, target, { dealt: true, atDistance })) {
    const value = ask.blackDice ? 'blackDice' : ask.weapon ? 'weapon' : null;
    if (value === null) continue;
    return refuse('UNK-7', `Type the ${value === 'blackDice' ? 'black dice' : 'weapon'} on the card of ${ask.key} first: a coordinated attack's retaliation is dealt out before it is rolled (COORD-3).`, { card: ask.key, context: value }, `cards.${ask.key}.${value}`);
  }
  return { ok: true, value: true };
}

const isCrossbowman = (enemy: Miniature) => enemy.kind === 'guard' && enemy.guardType === 'crossbowman';
const isOnTarget = (miniature: Miniature, target: BoardSquare) => miniature.place.on === 'square' && miniature.place.side === target.side && miniature.place.square === target.square;

/** MAP-TWR-5: at the top of a tower an assassin cannot attack. */
export const refuseFromTowerTop = (miniatureId: string, field = 'miniatureId'): StepResult =>
  refuse('MAP-TWR-5', 'An assassin at the top of a tower cannot attack.', { miniatureId }, field);

/** ACT-WPN-3, ACT-WPN-4: hits (a `special` is a hit too), the ability once, and the `X` failures. */
export function answerAttackRoll(state: PlayState, decision: AttackRollDecision, faces: readonly DieFace[]): StepResult {
  const attacker = state.miniatures[decision.attack.miniatureId]!;
  const hits = readRoll('hits', faces);
  const failures = readRoll('failures', faces);
  // ACT-WPN-4, COORD-2 [AMB]: the ability triggers once per weapon, so once per participant whose own dice show a special.
  const specialFrom = decision.attack.participants === undefined ? undefined : participantsWithSpecial(decision.attack.participants, faces);
  const special = specialFrom === undefined ? faces.includes('special') : specialFrom.length > 0;
  const target = { side: decision.attack.side, square: decision.attack.square };
  const events: TableEvent[] = [{ type: 'attack-rolled', ...who(attacker), ...target, faces: [...faces], hits, special, failures, rule: decision.rule }];
  const guards = guardsByHealth(state, target);
  const bosses = bossesWithHealth(state, target);
  const cleared: PlayState = { ...state, pending: null };
  // GEN-1: every way the hits may fall (guards eliminated, boss health removed: ACT-WPN-5, BOSS-4, BOSS-5), and none.
  const options = hits === 0 ? [] : hitOptions(guards.known, bosses, hits);
  if (options.length <= 1) {
    // Only `none` is possible (no enemy, too few hits for any guard's health, ACT-WPN-5, or any boss's, BOSS-4): nothing to choose.
    const after = afterHits(cleared, decision.attack, failures, []);
    return accepted(after.state, [...events, ...after.events]);
  }
  const next = nextDecisionId(cleared);
  const coordinated = decision.attack.participants !== undefined;
  const rule = options.some((option) => option.bosses !== undefined) ? (coordinated ? 'COORD-5' : 'BOSS-4') : 'ACT-WPN-5';
  const assign: AssignHitsDecision = {
    id: next.id,
    kind: 'assign-hits',
    rule,
    attack: decision.attack,
    hits,
    special,
    ...(specialFrom === undefined ? {} : { specialFrom }),
    failures,
    ...(guards.unknown.length === 0 ? {} : { unknownHealth: guards.unknown }),
    options,
  };
  return accepted({ ...next.state, pending: assign }, events);
}

/** ACT-WPN-5: the players' group falls; BOSS-4, BOSS-5, BOSS-7: the bosses lose the health chosen. */
export function answerHits(state: PlayState, decision: AssignHitsDecision, option: HitsOption): StepResult {
  const ctx = new PlayCtx({ ...state, pending: null });
  for (const removal of option.bosses ?? []) {
    const boss = ctx.state.miniatures[removal.miniatureId];
    const removeHealth = boss === undefined ? undefined : pieceHooks(boss)?.removeHealth;
    if (removeHealth !== undefined) ctx.change(removeHealth(ctx.state, removal, decision.attack.participants !== undefined));
  }
  ctx.change(afterHits(ctx.state, decision.attack, decision.failures, option.miniatureIds));
  return ctx.accepted();
}

/** RET-2: an assassin takes retaliation; a special piece when its module says enemies attack it (ESC-4: an ally whose card shows health). */
const canBeHit = (miniature: Miniature | undefined): boolean => miniature !== undefined && (miniature.kind === 'assassin' || pieceHooks(miniature)?.combatTarget?.(miniature) === true);

/** COORD-2: each participant's slice of the faces, in order; those showing a `special`. */
function participantsWithSpecial(participants: readonly AttackParticipantContext[], faces: readonly DieFace[]): string[] {
  const withSpecial: string[] = [];
  let offset = 0;
  for (const participant of participants) {
    if (faces.slice(offset, offset + participant.dice).includes('special')) withSpecial.push(participant.miniatureId);
    offset += participant.dice;
  }
  return withSpecial;
}

/** The attackers of an attack: its participants, or the one attacker. */
const attackersOf = (attack: AttackContext): readonly Pick<AttackParticipantContext, 'miniatureId' | 'eyeIcon' | 'alertIcon'>[] => attack.participants ?? [attack];

/** RET-6 (DIFF-3): on easy, crossbowmen never retaliate. */
const mayRetaliate = (state: PlayState, enemy: Miniature) => !(state.difficulty === 'easy' && isCrossbowman(enemy));

interface Reach {
  retaliators: string[];
  rangeFromCard: string[];
  /** RET-2, CMB-4: the black dice the retaliators' cards print in all, when every card is known. */
  count?: number;
}

/**
 * RET-3: which survivors reach one attacker on `at`: on the target square everyone; at a distance
 * only enemies whose card is ranged (the crossbowman's, CF-CHR-13). Whether another enemy at a
 * distance shoots is on its card: known (box data, typed at the table, the rulebook) it settles
 * it; unknown, the app lists the enemy for the players to read (`rangeFromCard`).
 */
function reaching(state: PlayState, survivors: readonly Miniature[], at: BoardSquare, target: BoardSquare): Reach {
  const sameSquare = target.side === at.side && target.square === at.square;
  const eligible = survivors.filter((enemy) => mayRetaliate(state, enemy));
  const retaliators = eligible.filter((enemy) => sameSquare || cardOf(state, enemy).weapon === 'ranged');
  const rangeFromCard = sameSquare ? [] : eligible.filter((enemy) => cardOf(state, enemy).weapon === undefined).map((enemy) => enemy.id);
  const dice = retaliators.map((enemy) => cardOf(state, enemy).blackDice);
  const count = rangeFromCard.length === 0 && dice.every((value) => value !== undefined) ? dice.reduce<number>((sum, value) => sum + value!, 0) : undefined;
  return { retaliators: retaliators.map((enemy) => enemy.id), rangeFromCard, ...(count === undefined ? {} : { count }) };
}

/** ACT-WPN-6 bodies, ACT-WPN-7 icons, then RET-1…3 and RET-6; COORD-3 for a coordinated attack. */
function afterHits(state: PlayState, attack: AttackContext, failures: number, fallen: readonly string[]): Change {
  const ctx = new PlayCtx(state);
  for (const id of fallen) {
    const guard = ctx.state.miniatures[id]!;
    if (guard.kind !== 'guard') continue;
    ctx.state = withMiniature(ctx.state, { ...guard, body: true });
    ctx.emit({ type: 'body-changed', ...who(guard), ...whereOf(guard.place), body: true, rule: 'ACT-WPN-6' });
  }
  const target = { side: attack.side, square: attack.square };
  const attackers = attackersOf(attack);
  // The square each attacker attacked from, before an exposure takes it out of a hiding spot (MAP-HID-6).
  const from = new Map(attackers.map((attacker) => [attacker.miniatureId, ctx.state.miniatures[attacker.miniatureId]!.place as BoardSquare]));
  for (const attacker of attackers) {
    const at = from.get(attacker.miniatureId)!;
    if (attacker.eyeIcon) ctx.change(expose(ctx.state, attacker.miniatureId, at));
    if (attacker.alertIcon) ctx.change(triggerAlert(ctx.state, at.side));
  }
  const survivors = enemiesOn(ctx.state, target);
  if (failures === 0 || survivors.length === 0) return ctx.result();
  // RET-1 (a): exposed, with the alert, even if nobody can reach the attacker (RET-3); COORD-3: every participant.
  for (const attacker of attackers) ctx.change(expose(ctx.state, attacker.miniatureId, from.get(attacker.miniatureId)!));
  if (attack.participants !== undefined) {
    ctx.state = coordinatedRetaliation(ctx.state, attack, survivors, from);
    return ctx.result();
  }
  const reach = reaching(ctx.state, survivors, from.get(attack.miniatureId)!, target);
  const nobody = reach.retaliators.length === 0 && reach.rangeFromCard.length === 0;
  if (nobody || reach.count === 0 || !canBeHit(ctx.state.miniatures[attack.miniatureId])) return ctx.result();
  const count = reach.count === undefined ? {} : { count: reach.count };
  ctx.state = waitOn(ctx.state, (id): RetaliationRollDecision => ({ id, kind: 'retaliation-roll', rule: 'RET-2', attack, retaliators: reach.retaliators, rangeFromCard: reach.rangeFromCard, ...count, die: 'black', options: [] }));
  return ctx.result();
}

/** GEN-1: the play waits on `decision`, numbered next (`d1`, `d2`…). */
function waitOn(state: PlayState, decision: (id: string) => PendingDecision): PlayState {
  const numbered = nextDecisionId(state);
  return { ...numbered.state, pending: decision(numbered.id) };
}

/**
 * COORD-3, RET-2, RET-3, RET-4: each surviving enemy that reaches an exposed participant
 * retaliates once; its dice join one pool, dealt out as evenly as possible, each enemy's dice only
 * to the participants it reaches (melee: on its own square; ranged: any). One deal: the rolls
 * follow; several as even: the players pick (GEN-1). The black dice are known here: the attack
 * was refused without them (checkDealable).
 */
function coordinatedRetaliation(state: PlayState, attack: AttackContext, survivors: readonly Miniature[], from: ReadonlyMap<string, BoardSquare>): PlayState {
  const target = { side: attack.side, square: attack.square };
  const exposed = (attack.participants ?? []).map((participant) => participant.miniatureId).filter((id) => canBeHit(state.miniatures[id]) && isExposed(state, id));
  const onTarget = (id: string) => {
    const at = from.get(id)!;
    return at.side === target.side && at.square === target.square;
  };
  const retaliators = survivors
    .filter((enemy) => mayRetaliate(state, enemy))
    .map((enemy) => {
      const card = cardOf(state, enemy);
      return { miniatureId: enemy.id, dice: card.blackDice ?? 0, reaches: exposed.filter((id) => onTarget(id) || card.weapon === 'ranged') };
    })
    .filter((enemy) => enemy.reaches.length > 0 && enemy.dice > 0);
  const deals = evenDeals(exposed, retaliators);
  if (deals.length === 0) return state;
  const reach = exposed.map((miniatureId) => ({ miniatureId, retaliators: retaliators.filter((enemy) => enemy.reaches.includes(miniatureId)).map((enemy) => enemy.miniatureId) }));
  if (deals.length === 1) return dealtRolls(state, attack, deals[0]!, reach);
  const pool = retaliators.reduce((sum, enemy) => sum + enemy.dice, 0);
  const ids = retaliators.map((enemy) => enemy.miniatureId);
  return waitOn(state, (id): RetaliationDealDecision => ({ id, kind: 'retaliation-deal', rule: 'COORD-3', attack, retaliators: ids, pool, reach, options: deals }));
}

/** COORD-3: one roll per participant dealt dice, in the participants' order, each of its share. */
function dealtRolls(state: PlayState, attack: AttackContext, deal: RetaliationDealOption, reach: RetaliationDealDecision['reach']): PlayState {
  const rolls = deal.shares
    .filter((share) => share.dice > 0)
    .map((share) => ({ target: share.miniatureId, retaliators: reach.find((item) => item.miniatureId === share.miniatureId)?.retaliators ?? [], rangeFromCard: [] as string[], count: share.dice }));
  const [first, ...rest] = rolls;
  if (first === undefined) return state;
  return waitOn(state, (id): RetaliationRollDecision => ({ id, kind: 'retaliation-roll', rule: 'COORD-3', attack, ...first, next: rest, shares: deal.shares, die: 'black', options: [] }));
}

/** COORD-3, GEN-1: the deal the players picked; its rolls follow. */
export function answerRetaliationDeal(state: PlayState, decision: RetaliationDealDecision, option: RetaliationDealOption): StepResult {
  return accepted(dealtRolls({ ...state, pending: null }, decision.attack, option, decision.reach), []);
}

/**
 * RET-2, RET-4, CMB-4…7: each `hit` of the retaliators' black dice costs the attacker 1 health.
 * A roll whose dice are known (the cards' total; COORD-3: the share dealt) takes exactly that
 * many faces. COORD-3: in a coordinated attack, one roll per participant dealt dice; the next
 * participant's roll waits after this one.
 */
export function answerRetaliationRoll(state: PlayState, decision: RetaliationRollDecision, faces: readonly DieFace[]): StepResult {
  const hitId = decision.target ?? decision.attack.miniatureId;
  if (decision.count !== undefined && faces.length !== decision.count) {
    return refuse(decision.rule, `This retaliation rolls ${decision.count} black dice against ${hitId}, not ${faces.length}.`, { decisionId: decision.id, miniatureId: hitId, count: decision.count, faces: faces.length }, 'faces');
  }
  const hit = state.miniatures[hitId]!;
  const damage = readRoll('enemy-hits', faces);
  const ctx = new PlayCtx({ ...state, pending: null }, [{ type: 'retaliation-rolled', ...who(hit), faces: [...faces], damage, rule: decision.rule }]);
  if (damage > 0 && hit.kind === 'assassin' && hit.condition !== 'critical') {
    ctx.change(withHealth(ctx.state, hit, Math.max(0, hit.health - damage)));
  } else if (hit.kind !== 'assassin') {
    // ESC-4, CMB-7: a special piece enemies attack loses health as its module says (an ally like an assassin, never below 0).
    const taken = pieceHooks(hit)?.takeHits?.(hit, damage, 'ESC-4') ?? null;
    if (taken !== null) {
      ctx.state = withMiniature(ctx.state, taken.piece);
      ctx.emit(...taken.events);
    }
  }
  const [following, ...rest] = decision.next ?? [];
  if (following !== undefined) {
    const { count: _previous, ...base } = decision;
    void _previous;
    ctx.state = waitOn(ctx.state, (id): RetaliationRollDecision => ({ ...base, id, ...following, next: rest }));
  }
  return ctx.accepted();
}
