import fc from 'fast-check';
import { ENEMY_STAGES, EVENT_DIRECTIONS, type PlayState } from '../../../../shared/memory-play/play-state.js';
import type { PlaySetup } from '../setup.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { whatNext } from '../what-next.js';
import { nearby } from '../../../../shared/memory-play/map/nearby.js';
import type { PendingDecision } from '../../../../shared/memory-play/decisions.js';
import type { TableCardValues } from '../../../../shared/memory-play/enemy-card-facts.js';
import { DIE_FACE_TYPES } from '../../../../shared/box-data/box-data-schema.js';
import type { MapSide } from '../../../../shared/memory-play/map/map-types.js';
import { sixBySixSide, testAssassins, testMap } from './play-builders.js';

/**
 * Random plays for property tests. A step is drawn as a few plain numbers and read against
 * the state it is applied to (which miniature, which square), so a random sequence mostly
 * names things that exist, while some steps are out of phase or out of range on purpose and
 * must be refused.
 */

/** ACT-WPN-1: a card in each weapon slot (test names). */
const TEST_WEAPONS = [
  { slot: 'melee' as const, name: 'Test sword' },
  { slot: 'ranged' as const, name: 'Test knives' },
  { slot: 'hidden-blade' as const, name: 'Test blade' },
];

/**
 * ACT-FTS: a fast travel station where the assassins enter, so random plays use it; MAP-HID-1:
 * a haystack there too; MAP-TWR-1: a tower by A5, B5, A6, B6, with a cart at its foot B6.
 */
const withStation = (side: MapSide): MapSide => ({
  ...side,
  features: [
    ...side.features,
    { type: 'fast-travel', square: 'A5' },
    { type: 'hiding-spot', square: 'A5', kind: 'haystack' },
    { type: 'tower', variant: 'tower', squares: ['A5', 'B5', 'A6', 'B6'], foot: 'B6' },
    { type: 'hiding-spot', square: 'B6', kind: 'cart' },
  ],
});

/** A setup of 1 or 2 sides, 2–4 assassins, typed or entered event deck, any seed. */
export const arbitrarySetup: fc.Arbitrary<PlaySetup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    assassins: fc.integer({ min: 2, max: 4 }),
    twoSides: fc.boolean(),
    memoryId: fc.constantFrom('0.2', '0.3', '1.1'),
    entered: fc.option(fc.array(fc.constantFrom(...EVENT_DIRECTIONS), { minLength: 1, maxLength: 6 }), { nil: null }),
    difficulty: fc.constantFrom('easy' as const, 'normal' as const),
  })
  .map(({ seed, assassins, twoSides, memoryId, entered, difficulty }) => ({
    memoryId,
    box: 'core' as const,
    difficulty,
    seed,
    map: testMap((twoSides ? [sixBySixSide('A'), sixBySixSide('B')] : [sixBySixSide('A')]).map(withStation), memoryId),
    assassins: testAssassins(assassins).map((assassin) => ({ ...assassin, equipment: TEST_WEAPONS })),
    ...(memoryId === '0.2' ? { enemyStages: ['reinforcement' as const, 'combat' as const] } : {}),
    eventDeck: entered === null ? { mode: 'typed' as const } : { mode: 'entered' as const, cards: entered.map((direction, index) => ({ id: `e${index + 1}`, direction })) },
  }));

export type StepDraw = readonly [number, number, number, number];
export const arbitraryStepDraw: fc.Arbitrary<StepDraw> = fc.tuple(fc.nat(40), fc.nat(1000), fc.nat(1000), fc.nat(1000));

/** A random log's worth of draws. */
export const arbitraryStepDraws: fc.Arbitrary<StepDraw[]> = fc.array(arbitraryStepDraw, { minLength: 1, maxLength: 80, size: 'large' });

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** GEN-1: an option of a choice, or faces for a roll (now and then one die short, to be refused). */
function answerPending(pending: PendingDecision, c: number): Step {
  if (pending.kind === 'detection-roll' || pending.kind === 'attack-roll' || pending.kind === 'retaliation-roll') {
    const faces = DIE_FACE_TYPES[pending.die];
    // RET-2, COORD-3: a retaliation whose dice are known takes that many; else the players count.
    const full = pending.kind === 'retaliation-roll' ? (pending.count ?? c % 4) : pending.count;
    const count = c % 11 === 0 ? Math.max(0, full - 1) : full;
    return { kind: 'roll', decisionId: pending.id, mode: 'entered', faces: Array.from({ length: count }, (_, index) => pick(faces, Math.floor(c / 3 ** index))) };
  }
  const options: readonly { id: string }[] = pending.options;
  return { kind: 'choose', decisionId: pending.id, optionId: pick(options, c).id };
}

/**
 * UNK-7, ACT-WPN-5, COORD-3: half the time, the card values of the enemies on the target typed in
 * the attack form (test values): a guard's health, and every enemy's black dice and weapon.
 */
function typedCards(state: PlayState, side: string, square: string, b: number): { cards?: Record<string, TableCardValues> } {
  if (b % 2 !== 0) return {};
  const cards: Record<string, TableCardValues> = {};
  for (const enemy of Object.values(state.miniatures)) {
    if ((enemy.kind !== 'guard' && enemy.kind !== 'boss') || enemy.body || enemy.place.on !== 'square' || enemy.place.side !== side || enemy.place.square !== square) continue;
    const values: TableCardValues = { blackDice: b % 3, weapon: pick(['melee', 'ranged'] as const, Math.floor(b / 2)) };
    if (enemy.kind === 'guard') cards[enemy.guardType] = { ...values, health: 1 + (Math.floor(b / 4) % 2) };
    else cards[`boss:${enemy.name}`] = values;
  }
  return Object.keys(cards).length === 0 ? {} : { cards };
}

/** Reads a draw as a step against `state`. */
export function stepFromDraw(state: PlayState, [kind, a, b, c]: StepDraw): Step {
  const ids = [...Object.keys(state.miniatures), 'nobody'];
  const sides = state.map.sides;
  const side = pick(sides, a);
  // A third of the squares named are ones enemies already stand on, so CAP-1 is reached often.
  const crowded = Object.values(state.miniatures).flatMap((m) => (m.place.on === 'square' && m.place.side === side.id && (m.kind === 'guard' || m.kind === 'boss') ? [m.place.square] : []));
  const square = b % 3 === 0 && crowded.length > 0 ? pick(crowded, b) : pick(side.squares, b).ref;
  const miniatureId = pick(ids, a + b);
  // Character steps mostly name an assassin, sometimes any miniature.
  const assassinIds = ids.filter((id) => state.miniatures[id]?.kind === 'assassin');
  const characterId = c % 6 === 0 ? miniatureId : pick(assassinIds, a);
  const sideIds = sides.map((candidate) => candidate.id);
  // GEN-1: most draws answer a waiting choice; the others must be refused.
  if (state.pending !== null && c % 5 !== 0) return answerPending(state.pending, c);
  const eventPhase = (): Step => ({
    kind: 'begin-event-phase',
    events: sideIds.map((id, index) => (state.eventDeck.mode === 'entered' && (c + index) % 2 === 0 ? { side: id, fromDeck: true as const } : { side: id, direction: pick(EVENT_DIRECTIONS, c + index) })),
  });
  switch (kind) {
    case 0:
      return { kind: 'add-miniature', miniature: { kind: 'guard', guardType: pick(['crossbowman', 'agile', 'fury'], c), body: c % 5 === 0 }, side: side.id, square };
    case 1:
      return { kind: 'add-miniature', miniature: c % 2 === 0 ? { kind: 'boss', name: 'Boss', health: 1 + (c % 4), xp: c % 3 } : { kind: 'ally', name: 'Ally' }, side: side.id, square };
    case 2:
    case 3:
      return { kind: 'move-miniature', miniatureId, side: side.id, square };
    case 4:
      return { kind: 'remove-miniature', miniatureId };
    case 5:
      return { kind: 'set-body', miniatureId, body: c % 2 === 0 };
    case 6:
      // Mostly within 0…3, sometimes out of range so HLT-1 refuses.
      return { kind: 'set-health', miniatureId: characterId, health: (c % 7) - 1 };
    case 7:
      return { kind: 'set-cubes', miniatureId: characterId, cubes: (c % 6) - 1, savedCube: c % 2 === 0 };
    case 8:
      return { kind: 'set-alert', side: side.id, alert: c % 2 === 0 ? 'active' : 'inactive' };
    case 9:
      return { kind: 'attach-red-base', miniatureId: characterId };
    case 10:
      return { kind: 'detach-red-base', miniatureId: characterId };
    case 11:
      return { kind: 'place-red-base', side: side.id, square };
    case 12:
      return { kind: 'remove-red-base', redBaseId: pick(state.redBases, c).id };
    case 13:
      return { kind: 'set-objective', objectiveId: state.objectives.length > 0 ? pick(state.objectives, c).id : 'none', completed: c % 2 === 0 };
    case 14:
      return { kind: 'set-chest', chestId: state.chests.length > 0 ? pick(state.chests, c).id : 'none', opened: c % 2 === 0 };
    case 15:
      return { kind: 'set-difficulty', difficulty: pick(['easy', 'normal', 'legendary'] as const, c) };
    case 16:
      return { kind: 'eliminate-assassin', miniatureId: characterId };
    case 17:
      return eventPhase();
    case 18:
      return { kind: 'begin-assassin-phase' };
    case 19:
      return { kind: 'end-assassin-phase' };
    case 20:
      return { kind: 'end-enemy-stage', stage: c % 4 === 0 ? pick(ENEMY_STAGES, c) : (state.enemyStage ?? 'combat') };
    case 21:
      return { kind: 'end-turn' };
    case 22:
      if (state.pending !== null) return answerPending(state.pending, c);
      return { kind: 'set-easy-used', easyUsed: c % 2 === 0 };
    case 25:
    case 26:
    case 27: {
      // ACT-MOV: mostly a nearby square of the mover, sometimes any square (refused by ACT-MOV-1).
      const mover = state.miniatures[characterId];
      const from = mover?.place.on === 'square' ? mover.place : null;
      const near = from === null ? [] : nearby(sides.find((candidate) => candidate.id === from.side)!, from.square).slice(1);
      const target = near.length > 0 && c % 4 !== 0 ? { side: from!.side, square: pick(near, c) } : { side: side.id, square };
      return { kind: 'move', miniatureId: characterId, ...target, ...(c % 7 === 0 ? { useSavedCube: true } : {}) };
    }
    case 28:
      return { kind: 'save-cube', miniatureId: characterId };
    case 29:
      return { kind: 'work-objective', miniatureId: characterId, objectiveId: state.objectives.length > 0 ? pick(state.objectives, c).id : 'none', cubes: 1 + (c % 3), ...(c % 5 === 0 ? { useSavedCube: true } : {}) };
    case 31: {
      const target = c % 3 === 0 ? square : ((state.miniatures[characterId]?.place as { square?: string } | undefined)?.square ?? square);
      return { kind: 'attack', miniatureId: characterId, slot: pick(['melee', 'ranged', 'hidden-blade'] as const, c), dice: 1 + (c % 3), eyeIcon: c % 4 === 0, side: side.id, square: target, ...typedCards(state, side.id, target, b) };
    }
    case 32:
      return c % 3 === 0
        ? { kind: 'open-chest', miniatureId: characterId }
        : c % 3 === 1
          ? { kind: 'hide-bodies', miniatureId: characterId, searched: c % 3 }
          : c % 2 === 0
            ? { kind: 'use-card', miniatureId: characterId, card: 'Test card', cost: c % 3, eyeIcon: c % 4 === 0 }
            : { kind: 'trade', miniatureId: characterId, withIds: [pick(assassinIds, c)], criticalAgrees: c % 5 === 0 };
    case 30:
      return { kind: 'fast-travel', miniatureId: characterId, ...(c % 2 === 0 ? { returnTo: { side: side.id, square } } : {}), ...(c % 3 === 0 ? { objectivesOpenConfirmed: true } : {}) };
    case 33:
    case 35: {
      // MAP-HID, MAP-TWR: hiding spots and the tower, mostly where they are refused.
      const steps: Step[] = [
        { kind: 'enter-hiding-spot', miniatureId: characterId },
        { kind: 'leave-hiding-spot', miniatureId: characterId },
        { kind: 'climb-tower', miniatureId: characterId },
        { kind: 'synchronize', miniatureId: characterId },
        { kind: 'leap-of-faith', miniatureId: characterId },
        { kind: 'glide', miniatureId: characterId, card: 'Test parachute', cost: c % 2, side: side.id, square, strandedConfirmed: c % 3 === 0 },
      ];
      return pick(steps, Math.floor(c / 6));
    }
    case 34:
    case 36: {
      // COORD, EQP: a coordinated attack of two assassins, or a card gained or moved.
      const other = pick(assassinIds, a + 1);
      const here = (state.miniatures[characterId]?.place as { square?: string } | undefined)?.square ?? square;
      const slot = pick(['melee', 'ranged', 'hidden-blade'] as const, c);
      const steps: Step[] = [
        {
          kind: 'coordinated-attack',
          participants: [{ miniatureId: characterId, slot, dice: 1 + (c % 2) }, { miniatureId: other, slot: pick(['melee', 'ranged'] as const, b), dice: 1 }],
          side: side.id,
          square: c % 3 === 0 ? square : here,
          ...typedCards(state, side.id, c % 3 === 0 ? square : here, b),
        },
        { kind: 'equip', miniatureId: characterId, card: { name: 'Test armor', cardType: 'armor', armorHealth: c % 4 }, slot: 'armor', ...(c % 2 === 0 ? { occupant: 'discard' as const } : {}) },
        { kind: 'equip', miniatureId: characterId, card: { name: 'Test cloak', cardType: 'none', limit: 1 }, slot: pick(['inventory-1', 'inventory-2', 'melee'] as const, b) },
        { kind: 'move-card', miniatureId: characterId, from: pick(['melee', 'ranged', 'armor', 'inventory-1'] as const, b), to: pick(['inventory-1', 'inventory-2', 'discard', 'melee', 'armor'] as const, c), armorHealth: c % 3 },
      ];
      return pick(steps, Math.floor(c / 7));
    }
    case 23:
      // Rarely: the memory ends (after which every step is refused).
      return c % 30 === 0 ? { kind: 'end-memory', outcome: c % 2 === 0 ? 'success' : 'failure' } : { kind: 'end-turn' };
    default: {
      // Draws 24 and 37–40: the step the turn tracker expects next, so random plays go through many turns.
      const next = whatNext(state);
      if (next.kind !== 'tracker') return { kind: 'end-turn' };
      switch (next.move) {
        case 'begin-event-phase':
          return eventPhase();
        case 'end-enemy-stage':
          return { kind: 'end-enemy-stage', stage: state.enemyStage ?? 'combat' };
        case 'end-memory':
          return { kind: 'end-memory', outcome: 'success' };
        default:
          return { kind: next.move };
      }
    }
  }
}
