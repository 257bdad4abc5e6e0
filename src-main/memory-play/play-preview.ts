import { chanceAnyOf } from '../../shared/dice/dice-odds.js';
import { attackOdds } from '../../shared/memory-play/attack-odds.js';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import { listedCost, type CostedKind } from '../../shared/memory-play/moves/index.js';
import type { ActionPreview, AssassinPreview, DestinationPreview, DetectionPreview, PlayPreview, RollOdds, WeaponPreview } from '../../shared/memory-play/action-preview.js';
import type { DetectionRollDecision } from '../../shared/memory-play/decisions.js';
import { nearby } from '../../shared/memory-play/map/nearby.js';
import type { AssassinPiece, BoardSquare, PlayState } from '../../shared/memory-play/play-state.js';
import { WEAPON_SLOTS, type AttackParticipant, type Step } from '../../shared/memory-play/moves/index.js';
import { BOARD_SLOTS, INVENTORY_SLOTS } from '../../shared/boards/board.js';
import { isInHidingSpot, mapSide } from '../engine/memory/board-queries.js';
import { stationSquares } from '../engine/memory/fast-travel.js';
import { objectiveFeature, pooledThisTurn } from '../engine/memory/objective-steps.js';
import { reduce } from '../engine/memory/reduce.js';
import type { StepResult } from '../engine/memory/step-result.js';
import { enemiesOn, isBody, piecesOn } from '../engine/memory/stealth.js';
import { guardHealths } from '../../shared/memory-play/attack-cards.js';

/**
 * Previews for the board: each action of the selected
 * assassin is tried with the one reducer on the current state and its result reported, never
 * kept. So a destination's detection test, a hunt or a refusal is exactly what the step would
 * do, and no rule is written twice. Pure: the state and the dice faces the players entered.
 */

/** One step tried on the state as the players would take it; nothing is kept. */
type Trial = (state: PlayState, step: Step) => StepResult;

/** SAVE-3: the actions one cube of whose cost the saved cube may pay (the step's own `useSavedCube`). */
const PAID_WITH_SAVED_CUBE: ReadonlySet<Step['kind']> = new Set([
  'move',
  'work-objective',
  'attack',
  'open-chest',
  'hide-bodies',
  'use-card',
  'trade',
  'fast-travel',
  'climb-tower',
  'synchronize',
  'glide',
  'equip',
  'move-card',
]);

/**
 * SAVE-3: each step tried as the board sends it, so what the board offers is what the reducer
 * accepts and the cost is counted in one place (`payFor`, from the move's declaration): paid with the saved cube by the
 * acting assassin whose players ticked it (`payer`), and by every assassin holding one in the
 * enemy phase, where it is the only cube left (ASP-3: ASP-2 emptied the grouped slots).
 */
function paidAsSent(state: PlayState, step: Step, payer: string | null): Step {
  const pays = (id: string) => {
    const actor = state.miniatures[id];
    return actor?.kind === 'assassin' && actor.savedCube && (id === payer || state.phase === 'enemy');
  };
  if (step.kind === 'coordinated-attack') {
    return { ...step, participants: step.participants.map((participant) => (pays(participant.miniatureId) ? { ...participant, useSavedCube: true } : participant)) };
  }
  if (!PAID_WITH_SAVED_CUBE.has(step.kind) || !('miniatureId' in step) || !pays(step.miniatureId)) return step;
  return { ...step, useSavedCube: true } as Step;
}

const trialPaidBy =
  (payer: string | null): Trial =>
  (state, step) =>
    reduce(state, paidAsSent(state, step, payer));

const tryStep: Trial = trialPaidBy(null);

/** DET-4, DET-5: each character's chance of showing an exposing face, with the red faces entered. */
function detectionPreview(decision: DetectionRollDecision, faces: DiceFaces): DetectionPreview {
  const red = faces.red ?? null;
  const characters = decision.sets
    .filter((set) => set.involved === 'character')
    .map((set) => ({ miniatureId: set.miniatureId, dice: set.dice, chance: red === null ? null : chanceAnyOf(red, set.dice, decision.exposingFaces) }));
  const bodyDice = decision.sets.filter((set) => set.involved === 'body').reduce((sum, set) => sum + set.dice, 0);
  return { count: decision.count, exposingFaces: decision.exposingFaces, alertWasActive: decision.alertWasActive, characters, bodyDice };
}

/** ACT-MOV-1: every square nearby (GEN-4) but its own, tried as a move. */
function destinations(state: PlayState, assassin: AssassinPiece, faces: DiceFaces, trial: Trial): DestinationPreview[] {
  if (assassin.place.on !== 'square') return [];
  const { side, square: from } = assassin.place;
  const mapSide = state.map.sides.find((candidate) => candidate.id === side);
  if (mapSide === undefined) return [];
  return nearby(mapSide, from)
    .filter((square) => square !== from)
    .map((square) => {
      const result = trial(state, { kind: 'move', miniatureId: assassin.id, side, square });
      const preview: DestinationPreview = { side, square, refusal: null, detection: null, hunt: null, incognitoAgain: false, exposedAtOnce: false };
      if (!result.ok) return { ...preview, refusal: result.refusal };
      const pending = result.state.pending;
      const hunters = result.events.filter((event) => event.type === 'miniature-moved' && event.rule === 'HUNT-1').length;
      if (pending?.kind === 'hunt') preview.hunt = { count: pending.count, enemies: enemiesOn(state, { side, square: from }).length, choose: true };
      else if (hunters > 0) preview.hunt = { count: hunters, enemies: enemiesOn(state, { side, square: from }).length, choose: false };
      if (pending?.kind === 'detection-roll') preview.detection = detectionPreview(pending, faces);
      preview.incognitoAgain = result.events.some((event) => event.type === 'red-base-detached');
      preview.exposedAtOnce = result.events.some((event) => event.type === 'red-base-attached' && event.rule === 'RST-2');
      return preview;
    });
}

const refusalOf = (result: StepResult): Refusal | null => (result.ok ? null : result.refusal);

/** ACT-WPN-1, ACT-WPN-2: each weapon in its slot and the squares with enemies it reaches, tried with one die. */
function weapons(state: PlayState, assassin: AssassinPiece, trial: Trial = tryStep): WeaponPreview[] {
  if (assassin.place.on !== 'square') return [];
  const { side } = assassin.place;
  const mapSide = state.map.sides.find((candidate) => candidate.id === side)!;
  return WEAPON_SLOTS.flatMap((slot) => {
    const card = assassin.equipment.find((item) => item.slot === slot);
    if (card === undefined) return [];
    const attackOn = (square: string): Step => ({ kind: 'attack', miniatureId: assassin.id, slot, dice: 1, side, square });
    const own = refusalOf(trial(state, attackOn(assassin.place.on === 'square' ? assassin.place.square : '')));
    // A refusal that is not about the target square refuses the weapon itself (APP-5, cubes…).
    const refusal = own !== null && own.rule !== 'ACT-WPN-2' ? own : null;
    const targets = refusal
      ? []
      : mapSide.squares
          .map((candidate) => ({ side, square: candidate.ref, enemies: enemiesOn(state, { side, square: candidate.ref }).length }))
          .filter((target) => target.enemies > 0 && trial(state, attackOn(target.square)).ok);
    // The dice printed on the card are filled in by main from box data and the log (weapon-dice.ts).
    return [{ slot, card: card.name, targets, refusal, dice: null, diceFrom: null }];
  });
}

/** Every action of the action table the assassin could take now, each tried on the state. */
function actions(state: PlayState, assassin: AssassinPiece, trial: Trial): ActionPreview[] {
  const id = assassin.id;
  const at = assassin.place.on === 'square' ? { side: assassin.place.side, square: assassin.place.square } : null;
  const here = (item: BoardSquare) => at !== null && item.side === at.side && item.square === at.square;
  const list: ActionPreview[] = [];
  const add = (kind: ActionPreview['kind'], cost: number | null, step: Step, extra: Partial<ActionPreview> = {}) => {
    const result = trial(state, step);
    list.push({ kind, cost, refusal: refusalOf(result), warning: null, ...extra });
  };

  const weaponList = weapons(state, assassin, trial);
  const firstUsable = weaponList.find((weapon) => weapon.refusal === null && weapon.targets.length > 0);
  const attackRefusal =
    weaponList.length === 0
      ? refusalOf(trial(state, { kind: 'attack', miniatureId: id, slot: 'melee', dice: 1, side: at?.side ?? 'A', square: at?.square ?? 'A1' }))
      : firstUsable
        ? null
        : (weaponList.find((weapon) => weapon.refusal !== null)?.refusal ?? null);
  list.push({ kind: 'attack', cost: listedCost('attack'), refusal: attackRefusal, warning: null, weapons: weaponList });
  list.push(coordination(state, assassin, weaponList, trial));

  // ACT-OBJ-1: the objective on its square, else the nearest open one names where to stand.
  const objective = state.objectives.find((candidate) => here(candidate) && !candidate.completed) ?? state.objectives.find((candidate) => !candidate.completed) ?? state.objectives[0];
  if (objective !== undefined) {
    const cost = objectiveFeature(state, objective).cost - pooledThisTurn(state, objective);
    add('work-objective', Math.max(1, cost), { kind: 'work-objective', miniatureId: id, objectiveId: objective.id, cubes: 1 }, { objectiveId: objective.id });
  }
  add('open-chest', listedCost('open-chest'), { kind: 'open-chest', miniatureId: id });
  const bodies = at === null ? 0 : piecesOn(state, at, isBody).length;
  add('hide-bodies', listedCost('hide-bodies'), { kind: 'hide-bodies', miniatureId: id, searched: 0 }, { bodies });
  const partners = Object.values(state.miniatures)
    .filter((miniature) => miniature.kind === 'assassin' && miniature.id !== id && miniature.place.on === 'square' && here(miniature.place))
    .map((miniature) => miniature.id);
  // ACT-TRD-1 names a partner; with none on the square the refusal says so.
  add('trade', listedCost('trade'), { kind: 'trade', miniatureId: id, withIds: partners.length > 0 ? partners : ['-'], criticalAgrees: true }, { partners });

  list.push(...placeActions(state, assassin, trial));

  // ACT-FTS-1 (b), ACT-FTS-3: each station square to come back on at once, tried as the step.
  const stations = stationSquares(state).map((station) => ({
    ...station,
    refusal: refusalOf(trial(state, { kind: 'fast-travel', miniatureId: id, returnTo: station })),
  }));
  const travel = trial(state, { kind: 'fast-travel', miniatureId: id });
  if (!travel.ok && travel.refusal.rule === 'END-5') {
    // END-5: the players confirm; the step with the confirmation says whether anything else refuses it.
    const confirmed = trial(state, { kind: 'fast-travel', miniatureId: id, objectivesOpenConfirmed: true });
    list.push({ kind: 'fast-travel', cost: listedCost('fast-travel'), refusal: refusalOf(confirmed), warning: travel.refusal, stations });
  } else {
    list.push({ kind: 'fast-travel', cost: listedCost('fast-travel'), refusal: refusalOf(travel), warning: null, stations });
  }
  add('save-cube', listedCost('save-cube'), { kind: 'save-cube', miniatureId: id });
  list.push(...cardActions(state, assassin, trial));
  // The card's own cost is typed; a cost of 0 asks only whether the assassin may act now.
  add('use-card', null, { kind: 'use-card', miniatureId: id, card: 'card', cost: 0 });
  return list;
}

/** The weapons of a preview that may strike now, with their targets. */
const usable = (list: readonly WeaponPreview[]) => list.filter((weapon) => weapon.refusal === null && weapon.targets.length > 0);

/**
 * COORD-1, COORD-2: the other assassins with a weapon that reaches enemies, and the attack tried
 * with the first pair of weapons sharing a target (1 die each, the dice being the players'
 * to type); with no partner at all, tried alone, so the refusal is the rule's own.
 */
function coordination(state: PlayState, assassin: AssassinPiece, own: readonly WeaponPreview[], trial: Trial): ActionPreview {
  const joiners = Object.values(state.miniatures)
    .filter((miniature): miniature is AssassinPiece => miniature.kind === 'assassin' && miniature.id !== assassin.id && miniature.place.on === 'square')
    .map((miniature) => ({ miniatureId: miniature.id, weapons: weapons(state, miniature) }))
    .filter((joiner) => usable(joiner.weapons).length > 0);
  const participant = (miniatureId: string, weapon: WeaponPreview | undefined): AttackParticipant => ({ miniatureId, slot: weapon?.slot ?? 'melee', dice: 1 });
  const shared = usable(own).flatMap((weapon) =>
    weapon.targets.flatMap((target) =>
      joiners.flatMap((joiner) =>
        usable(joiner.weapons)
          .filter((other) => other.targets.some((reached) => reached.side === target.side && reached.square === target.square))
          .map((other) => ({ participants: [participant(assassin.id, weapon), participant(joiner.miniatureId, other)], target })),
      ),
    ),
  );
  const at = assassin.place.on === 'square' ? { side: assassin.place.side, square: assassin.place.square } : { side: 'A' as const, square: 'A1' };
  // With no partner reaching enemies, tried with any other assassin on the map, so the lead's own refusal (HLT-4…) comes first.
  const others = Object.values(state.miniatures).filter((miniature) => miniature.kind === 'assassin' && miniature.id !== assassin.id && miniature.place.on === 'square');
  const first = joiners[0] ?? (others[0] === undefined ? undefined : { miniatureId: others[0].id, weapons: [] as WeaponPreview[] });
  const attempt: Step =
    shared[0] !== undefined
      ? { kind: 'coordinated-attack', participants: shared[0].participants, side: shared[0].target.side, square: shared[0].target.square }
      : {
          kind: 'coordinated-attack',
          participants: [participant(assassin.id, usable(own)[0] ?? own[0]), ...(first === undefined ? [] : [participant(first.miniatureId, usable(first.weapons)[0])])],
          side: usable(own)[0]?.targets[0]?.side ?? at.side,
          square: usable(own)[0]?.targets[0]?.square ?? at.square,
        };
  // COORD-3, UNK-7: card values nobody gave yet are asked in the attack form, so they do not refuse the action here.
  const refusal = refusalOf(trial(state, attempt));
  const askedInForm = refusal?.rule === 'UNK-7' && refusal.field?.startsWith('cards.') === true;
  return { kind: 'coordinated-attack', cost: listedCost('coordinated-attack'), refusal: askedInForm ? null : refusal, warning: null, joiners };
}

/**
 * MAP-HID-2…5, MAP-TWR-1…6: the hiding spot and tower actions that fit where the assassin is:
 * out of a spot when in one, else into it; at the top, synchronize and leap, else climb.
 */
function placeActions(state: PlayState, assassin: AssassinPiece, trial: Trial): ActionPreview[] {
  const id = assassin.id;
  const tried = (kind: ActionPreview['kind'], step: Step, extra: Partial<ActionPreview> = {}): ActionPreview => ({
    kind,
    cost: listedCost(kind as CostedKind),
    refusal: refusalOf(trial(state, step)),
    warning: null,
    ...extra,
  });
  const place = assassin.place;
  if (place.on === 'tower-top') {
    const tower = mapSide(state, place.side)?.features[place.tower];
    // NAGA-1: a naga without a foot lands on a square the players name; tried on the first.
    const landings = tower?.type === 'tower' && tower.foot === null ? tower.squares : undefined;
    return [
      tried('synchronize', { kind: 'synchronize', miniatureId: id }),
      tried('leap-of-faith', { kind: 'leap-of-faith', miniatureId: id, ...(landings?.[0] === undefined ? {} : { square: landings[0] }) }, landings === undefined ? {} : { landings }),
    ];
  }
  const hiding = isInHidingSpot(place)
    ? tried('leave-hiding-spot', { kind: 'leave-hiding-spot', miniatureId: id })
    : tried('enter-hiding-spot', { kind: 'enter-hiding-spot', miniatureId: id });
  const towers =
    place.on === 'square'
      ? (mapSide(state, place.side)?.features ?? []).flatMap((feature, index) => (feature.type === 'tower' && feature.squares.includes(place.square) ? [index] : []))
      : [];
  // MAP-TWR-1: with two towers by the square the players name one; tried with the first.
  const climb = tried('climb-tower', { kind: 'climb-tower', miniatureId: id, ...(towers.length > 1 ? { tower: towers[0] } : {}) }, towers.length > 1 ? { towers } : {});
  return [hiding, climb];
}

/**
 * EQP-2, EQP-4: a card gained into a slot (tried with a plain card into a free inventory slot,
 * which asks only whether the assassin may act now) and the board's cards with its free slots.
 */
function cardActions(state: PlayState, assassin: AssassinPiece, trial: Trial): ActionPreview[] {
  const id = assassin.id;
  const cards = assassin.equipment.map((card) => ({ slot: card.slot, name: card.name }));
  const freeSlots = BOARD_SLOTS.filter((slot) => !cards.some((card) => card.slot === slot));
  const freeInventory = INVENTORY_SLOTS.find((slot) => freeSlots.includes(slot));
  const equipTrial: Step = { kind: 'equip', miniatureId: id, card: { name: 'card', cardType: 'none' }, slot: freeInventory ?? INVENTORY_SLOTS[0], occupant: 'discard' };
  // EQP-6: worn armor stays on, so the first other card is tried into a free inventory slot (or discarded).
  const first = cards.find((card) => card.slot !== 'armor');
  const moveTrial: Step | null = first === undefined ? null : { kind: 'move-card', miniatureId: id, from: first.slot, to: freeInventory ?? 'discard' };
  const equipRefusal = refusalOf(trial(state, equipTrial));
  // With no card to move, whether the assassin may act at all is the equip trial's answer.
  return [
    { kind: 'equip', cost: listedCost('equip'), refusal: equipRefusal, warning: null, freeSlots },
    { kind: 'move-card', cost: listedCost('move-card'), refusal: moveTrial === null ? equipRefusal : refusalOf(trial(state, moveTrial)), warning: null, cards, freeSlots },
  ];
}

/**
 * The acting assassin's moves and actions; with `useSavedCube` (SAVE-3, the players ticked it and
 * the assassin has the cube) each is tried paying one cube with the saved cube, as it will be sent.
 */
export function assassinPreview(state: PlayState, miniatureId: string, faces: DiceFaces, useSavedCube = false): AssassinPreview | null {
  const assassin = state.miniatures[miniatureId];
  if (assassin === undefined || assassin.kind !== 'assassin') return null;
  // SAVE-3: ticked by the players, or the only cube left in the enemy phase (ASP-3).
  const savedCube = assassin.savedCube && (useSavedCube || state.phase === 'enemy');
  const trial = useSavedCube ? trialPaidBy(assassin.id) : tryStep;
  return { miniatureId, savedCube, whiteFaces: faces.white ?? null, destinations: destinations(state, assassin, faces, trial), actions: actions(state, assassin, trial) };
}

/** The exact chances of the roll waiting (DET-4/5, ACT-WPN-3/4), or null when none waits. */
export function rollOdds(state: PlayState, faces: DiceFaces): RollOdds | null {
  const pending = state.pending;
  if (pending === null) return null;
  switch (pending.kind) {
    case 'detection-roll':
      return { kind: 'detection', ...detectionPreview(pending, faces) };
    case 'attack-roll':
      return { kind: 'attack', ...attackOdds(faces.white ?? null, pending.count, guardHealths(state, pending.attack)) };
    case 'retaliation-roll':
      // RET-2, COORD-3: the screen works each share's chances out from the dice the decision states (combat-odds.ts).
      return { kind: 'retaliation' };
    default:
      return null;
  }
}

export function playPreview(state: PlayState, steps: number, miniatureId: string | null, faces: DiceFaces, useSavedCube = false): PlayPreview {
  const pending = state.pending;
  // COORD-3: the deal of a retaliation shows each share's chances, so it takes the black die's faces too.
  const die = pending === null ? null : 'die' in pending ? pending.die : pending.kind === 'retaliation-deal' ? 'black' : null;
  return {
    steps,
    assassin: miniatureId === null || pending !== null ? null : assassinPreview(state, miniatureId, faces, useSavedCube),
    roll: rollOdds(state, faces),
    rollFaces: die === null ? null : (faces[die] ?? null),
  };
}
