import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { MAX_DICE_PER_ROLL, type DieFace } from '../../../shared/dice/dice.js';
import { readRoll } from '../../../shared/dice/dice-reading.js';
import { isNearby } from '../../../shared/memory-play/map/nearby.js';
import type { AssignHitsDecision, AttackContext, AttackParticipantContext, AttackRollDecision, HitsOption, RetaliationRollDecision } from '../../../shared/memory-play/decisions.js';
import { squareAt } from '../../../shared/memory-play/map/side-index.js';
import type { EnemyCardValues } from '../../../shared/memory-play/enemy-box-data.js';
import type { AllyPiece, AssassinPiece, BoardSquare, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep, AttackParticipant, WeaponSlot } from '../../../shared/memory-play/steps.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { findActor, payCubes } from './action-costs.js';
import { isInHidingSpot, mapSide, who, whereOf } from './board-queries.js';
import { withHealth } from './board-steps.js';
import { hitOptions, removeBossHealth } from './boss-hits.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import { withMiniature } from './miniature-steps.js';
import { cardKey } from './enemy/enemy-cards.js';
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

/** BOSS-4: the bosses standing on the target square with health left to remove. */
const bossesWithHealth = (state: PlayState, at: BoardSquare) =>
  enemiesOn(state, at).flatMap((enemy) => (enemy.kind === 'boss' && enemy.health !== null && enemy.health > 0 ? [{ miniatureId: enemy.id, health: enemy.health }] : []));

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
  return checkReach(state, assassin, at, weapon, target, rangeRule, field);
}

/**
 * MAP-HID-5, MAP-CAN-2, ACT-WPN-3, ACT-WPN-2 / COORD-2: what any attacker's weapon must meet, an
 * assassin's or an ally's (ESC-3: it follows the assassin rules): from a hiding spot only the
 * hidden blade, in a canal nothing ranged or bulky, its dice, the target in its reach.
 */
function checkReach(state: PlayState, attacker: AssassinPiece | AllyPiece, at: BoardSquare, weapon: WeaponUse, target: BoardSquare, rangeRule: string, field: (name: string) => string): Decision<number> {
  const params = { miniatureId: attacker.id, slot: String(weapon.slot) };
  if (isInHidingSpot(attacker.place) && weapon.slot !== 'hidden-blade') {
    return refuse('MAP-HID-5', 'From a hiding spot only the hidden blade can be used.', params, field('slot'));
  }
  if (squareKind(state, at) === 'canal' && (weapon.slot === 'ranged' || weapon.bulky === true)) {
    return refuse('MAP-CAN-2', 'In a canal an assassin cannot use a ranged or bulky weapon.', { ...params, bulky: weapon.bulky === true, square: at.square }, field(weapon.slot === 'ranged' ? 'slot' : 'bulky'));
  }
  // ACT-WPN-3: a weapon card's white dice; COORD-4: an ally joins only with attack dice on its card.
  const dice =
    attacker.kind === 'ally'
      ? checkWhole(weapon.dice, 1, MAX_DICE_PER_ROLL, 'COORD-4', field('dice'), { miniatureId: attacker.id, name: attacker.name, context: 'dice' })
      : checkWhole(weapon.dice, 1, MAX_DICE_PER_ROLL, 'ACT-WPN-3', field('dice'), { miniatureId: attacker.id });
  if (!dice.ok) return dice;
  const inRange = target.side === at.side && (weapon.slot === 'ranged' ? isNearby(mapSide(state, at.side)!, at.square, target.square) : target.square === at.square);
  if (!inRange) {
    return refuse(rangeRule, `${target.side}:${target.square} is out of reach of the ${weapon.slot} weapon from ${at.side}:${at.square}.`, { ...params, slot: weapon.slot, fromSquare: at.square, side: target.side, square: target.square }, field('square'));
  }
  return dice;
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
  const paid = payCubes(state, assassin, 1, step.useSavedCube === true, 'attack');
  if (!paid.ok) return paid;
  const next = nextDecisionId(paid.value.state);
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
  const assassins = step.participants.filter((participant) => state.miniatures[participant.miniatureId]?.kind !== 'ally').length;
  if (assassins < 2) {
    return refuse('COORD-1', 'A coordinated attack takes several assassins.', { participants: step.participants.length, assassins }, 'participants');
  }
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const target = { side: step.side, square: step.square };
  let next = state;
  const events: TableEvent[] = [];
  const participants: AttackParticipantContext[] = [];
  for (const [index, participant] of step.participants.entries()) {
    const field = (name: string) => `participants.${index}.${name}`;
    if (step.participants.findIndex((other) => other.miniatureId === participant.miniatureId) !== index) {
      return refuse('COORD-1', `${participant.miniatureId} is named twice: each participant spends 1 action.`, { miniatureId: participant.miniatureId }, field('miniatureId'));
    }
    const onTop = state.miniatures[participant.miniatureId];
    if (onTop?.place.on === 'tower-top') return refuseFromTowerTop(participant.miniatureId, field('miniatureId'));
    if (onTop?.kind === 'ally') {
      const joined = allyJoins(state, onTop, participant, step.participants, target, field);
      if (!joined.ok) return joined;
      participants.push(joined.value);
      continue;
    }
    const actor = findActor(next, participant.miniatureId);
    if (!actor.ok) return { ok: false, refusal: { ...actor.refusal, field: field('miniatureId') } };
    const { assassin, at } = actor.value;
    const dice = checkWeapon(next, assassin, at, participant, target, 'COORD-2', field);
    if (!dice.ok) return dice;
    const paid = payCubes(next, assassin, 1, participant.useSavedCube === true, 'coordinated-attack');
    if (!paid.ok) return { ok: false, refusal: { ...paid.refusal, field: field(paid.refusal.field === 'useSavedCube' ? 'useSavedCube' : 'miniatureId') } };
    next = paid.value.state;
    events.push(...paid.value.events);
    participants.push({ miniatureId: assassin.id, slot: participant.slot, dice: dice.value, eyeIcon: participant.eyeIcon === true, alertIcon: participant.alertIcon === true });
  }
  const count = participants.reduce((sum, participant) => sum + participant.dice, 0);
  if (count > MAX_DICE_PER_ROLL) {
    return refuse('ACT-WPN-3', `The app takes at most ${MAX_DICE_PER_ROLL} dice in one roll; these weapons have ${count}.`, { value: count, min: 1, max: MAX_DICE_PER_ROLL }, 'participants');
  }
  const lead = participants[0]!;
  const withId = nextDecisionId(next);
  const context: AttackContext = { miniatureId: lead.miniatureId, slot: lead.slot, ...target, eyeIcon: lead.eyeIcon, alertIcon: lead.alertIcon, participants };
  const decision: AttackRollDecision = { id: withId.id, kind: 'attack-roll', rule: 'COORD-2', attack: context, die: 'white', count, options: [] };
  return accepted({ ...withId.state, pending: decision }, events);
}

/**
 * COORD-4, ESC-1, ESC-3: an escorted ally joining with the attack dice its card shows (typed), on
 * the square of an assassin participant; it has no action cubes, so it spends none. Its weapon
 * (`slot`: melee or ranged, as its card shows) meets the assassins' limits (MAP-HID-5, MAP-CAN-2,
 * COORD-2). HLT-4: an ally with no health left (critical, ESC-4) does nothing.
 */
function allyJoins(
  state: PlayState,
  ally: AllyPiece,
  participant: AttackParticipant,
  all: readonly AttackParticipant[],
  target: BoardSquare,
  field: (name: string) => string,
): Decision<AttackParticipantContext> {
  const params = { miniatureId: ally.id, name: ally.name };
  if (ally.place.on !== 'square') return refuse(PLAY_DATA_RULES.offMap, `${ally.name} is not on the map.`, { miniatureId: ally.id }, field('miniatureId'));
  const at = { side: ally.place.side, square: ally.place.square };
  if (ally.health === 0) return refuse('HLT-4', `${ally.name} is in critical condition and can do nothing until healed.`, { ...params, context: 'ally' }, field('miniatureId'));
  if (participant.useSavedCube === true) return refuse('ESC-1', `${ally.name} has no action cubes: it joins without spending one.`, params, field('useSavedCube'));
  if (participant.slot === 'hidden-blade') return refuse('COORD-4', `${ally.name} attacks with the dice on its card, melee or ranged.`, { ...params, context: 'slot' }, field('slot'));
  const withAssassin = all.some((other) => {
    const assassin = state.miniatures[other.miniatureId];
    return assassin?.kind === 'assassin' && assassin.place.on === 'square' && assassin.place.side === at.side && assassin.place.square === at.square;
  });
  if (!withAssassin) {
    return refuse('COORD-4', `${ally.name} joins only an attack by assassins on its square, ${at.side}:${at.square}.`, { ...params, side: at.side, square: at.square }, field('miniatureId'));
  }
  const dice = checkReach(state, ally, at, participant, target, 'COORD-2', field);
  if (!dice.ok) return dice;
  return { ok: true, value: { miniatureId: ally.id, slot: participant.slot, dice: dice.value, eyeIcon: participant.eyeIcon === true, alertIcon: participant.alertIcon === true } };
}

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
  const guards = standingGuards(state, target).map((guard) => guard.id);
  const bosses = bossesWithHealth(state, target);
  const cleared: PlayState = { ...state, pending: null };
  // GEN-1: every way the hits may fall (guards eliminated, boss health removed: BOSS-4, BOSS-5), and none.
  const options = hits === 0 ? [] : hitOptions(guards, bosses, hits);
  if (options.length <= 1) {
    // Only `none` is possible (no enemy, or too few hits for any boss, BOSS-4): nothing to choose.
    const after = afterHits(cleared, decision.attack, failures, []);
    return accepted(after.state, [...events, ...after.events]);
  }
  const next = nextDecisionId(cleared);
  const coordinated = decision.attack.participants !== undefined;
  const rule = options.some((option) => option.bosses !== undefined) ? (coordinated ? 'COORD-5' : 'BOSS-4') : 'ACT-WPN-5';
  const assign: AssignHitsDecision = { id: next.id, kind: 'assign-hits', rule, attack: decision.attack, hits, special, ...(specialFrom === undefined ? {} : { specialFrom }), failures, options };
  return accepted({ ...next.state, pending: assign }, events);
}

/** ACT-WPN-5: the players' group falls; BOSS-4, BOSS-5, BOSS-7: the bosses lose the health chosen. */
export function answerHits(state: PlayState, decision: AssignHitsDecision, option: HitsOption): StepResult {
  const hurt = removeBossHealth({ ...state, pending: null }, option.bosses ?? [], decision.attack.participants !== undefined);
  const after = afterHits(hurt.state, decision.attack, decision.failures, option.miniatureIds);
  return accepted(after.state, [...hurt.events, ...after.events]);
}

/** ESC-4: an ally whose card shows no health cannot be attacked, so no retaliation dice go to it. */
const canBeHit = (miniature: Miniature | undefined): boolean => miniature?.kind === 'assassin' || (miniature?.kind === 'ally' && miniature.health !== null);

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

/** RET-3: which survivors reach one attacker, and which at a distance shoot only if their card says so. */
/** UNK-7: the card `enemy`'s values were entered with in box data when the play began; undefined when not. */
function enteredCard(state: PlayState, enemy: Miniature): EnemyCardValues | undefined {
  const key = cardKey(enemy);
  return state.enemyCards && Object.hasOwn(state.enemyCards, key) ? state.enemyCards[key] : undefined;
}

interface Reach {
  retaliators: string[];
  rangeFromCard: string[];
  /** RET-2, CMB-4: the black dice the retaliators' cards print in all, when every card is entered. */
  cardDice?: number;
}

function reaching(state: PlayState, survivors: readonly Miniature[], at: BoardSquare, target: BoardSquare): Reach {
  // RET-3: on the attacker's square everyone reaches it; at a distance only ranged enemies.
  // RET-6 (DIFF-3): on easy, crossbowmen never retaliate.
  const sameSquare = target.side === at.side && target.square === at.square;
  const isCrossbowman = (enemy: Miniature) => enemy.kind === 'guard' && enemy.guardType === 'crossbowman';
  const isAgile = (enemy: Miniature) => enemy.kind === 'guard' && enemy.guardType === 'agile';
  const eligible = survivors.filter((enemy) => !(state.difficulty === 'easy' && isCrossbowman(enemy)));
  // RET-3: whether another elite or a boss shoots is on its card: a card entered as ranged (UNK-7)
  // settles it; without one the players read the card, and the app lists the enemy for them.
  const shootsByCard = (enemy: Miniature) => enteredCard(state, enemy)?.weapon === 'ranged';
  const cardUnknown = (enemy: Miniature) => !isCrossbowman(enemy) && !isAgile(enemy) && enteredCard(state, enemy) === undefined;
  const retaliators = eligible.filter((enemy) => sameSquare || isCrossbowman(enemy) || (!isAgile(enemy) && shootsByCard(enemy)));
  const rangeFromCard = sameSquare ? [] : eligible.filter(cardUnknown).map((enemy) => enemy.id);
  const dice = retaliators.map((enemy) => enteredCard(state, enemy)?.blackDice);
  const cardDice = dice.every((value) => value !== undefined) && rangeFromCard.length === 0 ? dice.reduce((sum, value) => sum + value, 0) : undefined;
  return { retaliators: retaliators.map((enemy) => enemy.id), rangeFromCard, ...(cardDice === undefined || cardDice === 0 ? {} : { cardDice }) };
}

/** ACT-WPN-6 bodies, ACT-WPN-7 icons, then RET-1…3 and RET-6; COORD-3 for a coordinated attack. */
function afterHits(state: PlayState, attack: AttackContext, failures: number, fallen: readonly string[]): Change {
  let next = state;
  const events: TableEvent[] = [];
  for (const id of fallen) {
    const guard = next.miniatures[id]!;
    if (guard.kind !== 'guard') continue;
    next = withMiniature(next, { ...guard, body: true });
    events.push({ type: 'body-changed', ...who(guard), ...whereOf(guard.place), body: true, rule: 'ACT-WPN-6' });
  }
  const target = { side: attack.side, square: attack.square };
  const attackers = attackersOf(attack);
  // The square each attacker attacked from, before an exposure takes it out of a hiding spot (MAP-HID-6).
  const from = new Map(attackers.map((attacker) => [attacker.miniatureId, next.miniatures[attacker.miniatureId]!.place as BoardSquare]));
  for (const attacker of attackers) {
    const at = from.get(attacker.miniatureId)!;
    if (attacker.eyeIcon) {
      const exposed = expose(next, attacker.miniatureId, at);
      next = exposed.state;
      events.push(...exposed.events);
    }
    if (attacker.alertIcon) {
      const alert = triggerAlert(next, at.side);
      next = alert.state;
      events.push(...alert.events);
    }
  }
  const survivors = enemiesOn(next, target);
  if (failures === 0 || survivors.length === 0) return { state: next, events };
  // RET-1 (a): exposed, with the alert, even if nobody can reach the attacker (RET-3); COORD-3: every participant.
  for (const attacker of attackers) {
    const exposed = expose(next, attacker.miniatureId, from.get(attacker.miniatureId)!);
    next = exposed.state;
    events.push(...exposed.events);
  }
  const rolls = attackers
    .map((attacker) => ({ target: attacker.miniatureId, ...reaching(next, survivors, from.get(attacker.miniatureId)!, target) }))
    .filter((roll) => (roll.retaliators.length > 0 || roll.rangeFromCard.length > 0) && canBeHit(next.miniatures[roll.target]));
  if (rolls.length === 0) return { state: next, events };
  const [first, ...rest] = rolls;
  const decisionId = nextDecisionId(next);
  const decision: RetaliationRollDecision = {
    id: decisionId.id,
    kind: 'retaliation-roll',
    rule: attack.participants === undefined ? 'RET-2' : 'COORD-3',
    attack,
    retaliators: first!.retaliators,
    rangeFromCard: first!.rangeFromCard,
    // COORD-3: together, the players deal the pooled dice out among the participants themselves.
    ...(first!.cardDice === undefined || attack.participants !== undefined ? {} : { cardDice: first!.cardDice }),
    ...(attack.participants === undefined ? {} : { target: first!.target, next: rest.map(({ target: participant, retaliators, rangeFromCard }) => ({ target: participant, retaliators, rangeFromCard })) }),
    die: 'black',
    options: [],
  };
  return { state: { ...decisionId.state, pending: decision }, events };
}

/**
 * RET-2, RET-4, CMB-4…7: each `hit` of the retaliators' black dice costs the attacker 1 health.
 * COORD-3: in a coordinated attack, one roll per participant reached, with the dice the players
 * dealt it; the next participant's roll waits after this one.
 */
export function answerRetaliationRoll(state: PlayState, decision: RetaliationRollDecision, faces: readonly DieFace[]): StepResult {
  const hit = state.miniatures[decision.target ?? decision.attack.miniatureId] as AssassinPiece | AllyPiece;
  const damage = readRoll('enemy-hits', faces);
  let next: PlayState = { ...state, pending: null };
  const events: TableEvent[] = [{ type: 'retaliation-rolled', ...who(hit), faces: [...faces], damage, rule: decision.rule }];
  if (damage > 0 && hit.kind === 'assassin' && hit.condition !== 'critical') {
    const hurt = withHealth(next, hit, Math.max(0, hit.health - damage));
    next = hurt.state;
    events.push(...hurt.events);
  } else if (damage > 0 && hit.kind === 'ally' && hit.health !== null && hit.health > 0) {
    // ESC-4, CMB-7: an ally with health on its card loses it like an assassin, never below 0.
    const health = Math.max(0, hit.health - damage);
    next = withMiniature(next, { ...hit, health });
    events.push({ type: 'health-changed', ...who(hit), from: hit.health, to: health, maxHealth: hit.maxHealth, condition: null, rule: 'ESC-4' });
  }
  const [following, ...rest] = decision.next ?? [];
  if (following !== undefined) {
    const decisionId = nextDecisionId(next);
    const pending: RetaliationRollDecision = { ...decision, id: decisionId.id, target: following.target, retaliators: following.retaliators, rangeFromCard: following.rangeFromCard, next: rest };
    next = { ...decisionId.state, pending };
  }
  return accepted(next, events);
}
