import type { Box, Difficulty } from '../../../shared/campaigns/campaign.js';
import { BASE_HEALTH } from '../../../shared/boards/board.js';
import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { MAP_DATA_RULES } from '../../../shared/memory-play/map/map-problem.js';
import { GUARD_TYPE_PATTERN, SQUARE_ENEMY_CAPACITY, type GuardType, type MemoryMap, type SideId } from '../../../shared/memory-play/map/map-types.js';
import { squareAt } from '../../../shared/memory-play/map/side-index.js';
import { validateMap } from '../../../shared/memory-play/map/map-validation.js';
import { seedRng } from '../rng.js';
import { placeAssassinsAtSetup } from './assassin-entry.js';
import { conditionFor, serialId } from './board-queries.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';
import type { PlaySetup } from './play-setup.js';
import { PlayCtx } from './context.js';
import { checkModules, setUpModules } from './rules/index.js';
import { checkEndOfTurnOrder } from './end-of-turn.js';
import {
  ENEMY_STAGES,
  EVENT_DIRECTIONS,
  RED_BASE_COUNT,
  type AlertState,
  type ChestState,
  type EnemyStage,
  type EventCard,
  type EventDeck,
  type Miniature,
  type ObjectiveState,
  type PlayCard,
  type PlayState,
  type RedBase,
} from '../../../shared/memory-play/play-state.js';
import { CROSSBOWMAN, fullReserve, isCounted, reserveRule } from './reserve.js';
import { shuffle } from './shuffle.js';
import type { EnemyCard, ReinforcementCard } from '../../../shared/memory-play/enemy-box-data.js';

export type { BossCard, PlaySetup, SetupAssassin } from './play-setup.js';

/** SET-8: 2 to 4 assassins are always in play. */
const MIN_ASSASSINS = 2;
const MAX_ASSASSINS = 4;

/** SET-9, SAVE-1, DIFF-1: the tutorial memories the rules single out. */
export const FIRST_TUTORIAL = '0.1';
const SECOND_TUTORIAL = '0.2';

/** A sanity bound on typed numbers (health on a card, a count on the diagram): not a game value. */
const MAX_TYPED_NUMBER = 99;

/** SET-9, ENM-2: none in 0.1, the campaign book's choice in 0.2, all three otherwise. */
function enemyStagesFor(setup: PlaySetup): Decision<EnemyStage[]> {
  const given = setup.enemyStages;
  if (setup.memoryId === FIRST_TUTORIAL) {
    if (given !== undefined && given.length > 0) return refuse('SET-9', 'Memory 0.1 has no enemy phase.', { memoryId: setup.memoryId }, 'enemyStages');
    return { ok: true, value: [] };
  }
  if (setup.memoryId === SECOND_TUTORIAL) {
    if (given === undefined) return refuse('SET-9', 'Memory 0.2 plays part of the enemy phase: say which steps, as the campaign book does.', { memoryId: setup.memoryId }, 'enemyStages');
    if (given.some((step) => !ENEMY_STAGES.includes(step)) || new Set(given).size !== given.length) {
      return refuse(PLAY_DATA_RULES.value, 'Enemy steps are reinforcement, movement and combat, each at most once.', {}, 'enemyStages');
    }
    // ENM-1: whatever the book lists, the steps keep their order.
    return { ok: true, value: ENEMY_STAGES.filter((step) => given.includes(step)) };
  }
  if (given !== undefined && (given.length !== ENEMY_STAGES.length || ENEMY_STAGES.some((step) => !given.includes(step)))) {
    return refuse('SET-9', 'Only memory 0.2 plays part of the enemy phase.', { memoryId: setup.memoryId }, 'enemyStages');
  }
  return { ok: true, value: [...ENEMY_STAGES] };
}

function checkAssassins(setup: PlaySetup): Decision<true> {
  const count = setup.assassins.length;
  if (count < MIN_ASSASSINS || count > MAX_ASSASSINS) {
    return refuse('SET-8', `${MIN_ASSASSINS} to ${MAX_ASSASSINS} assassins are always in play, not ${count}.`, { count, min: MIN_ASSASSINS, max: MAX_ASSASSINS }, 'assassins');
  }
  const members = new Set<number>();
  for (const [index, assassin] of setup.assassins.entries()) {
    const field = `assassins.${index}`;
    if (members.has(assassin.memberId)) return refuse(PLAY_DATA_RULES.value, `Party member ${assassin.memberId} is listed twice.`, { memberId: assassin.memberId }, `${field}.memberId`);
    members.add(assassin.memberId);
    if (!Number.isInteger(assassin.maxHealth) || assassin.maxHealth < BASE_HEALTH || assassin.maxHealth > MAX_TYPED_NUMBER) {
      return refuse('HLT-1', `Max health is 3 plus the armor's health, so at least 3; got ${assassin.maxHealth}.`, { characterId: assassin.characterId, maxHealth: assassin.maxHealth, base: BASE_HEALTH }, `${field}.maxHealth`);
    }
    if (!Number.isInteger(assassin.health) || assassin.health < 0 || assassin.health > assassin.maxHealth) {
      return refuse('HLT-1', `Health must be from 0 to ${assassin.maxHealth}, got ${assassin.health}.`, { characterId: assassin.characterId, health: assassin.health, maxHealth: assassin.maxHealth }, `${field}.health`);
    }
  }
  return { ok: true, value: true };
}

/** SET-5: the elite type named, or the single elite type the diagram's starting guards show. */
function eliteTypeOf(setup: PlaySetup): Decision<GuardType | null> {
  if (setup.box === 'apocalypse') return { ok: true, value: null };
  if (setup.eliteType !== undefined && setup.eliteType !== null) {
    if (!GUARD_TYPE_PATTERN.test(setup.eliteType) || setup.eliteType === CROSSBOWMAN) {
      return refuse('SET-5', `${setup.eliteType} is not an elite guard type.`, { eliteType: setup.eliteType }, 'eliteType');
    }
    return { ok: true, value: setup.eliteType };
  }
  const elites = new Set<GuardType>();
  for (const side of setup.map.sides) for (const start of side.miniatures) if (start.type === 'guard' && start.guardType !== CROSSBOWMAN) elites.add(start.guardType);
  if (elites.size > 1) {
    return refuse('SET-5', `The map starts with several elite types (${[...elites].join(', ')}): say which one the reserve holds.`, { eliteTypes: [...elites].join(', ') }, 'eliteType');
  }
  return { ok: true, value: elites.size === 1 ? [...elites][0]! : null };
}

function eventDeckFor(setup: PlaySetup, rng: PlayState['rng']): Decision<[EventDeck, PlayState['rng']]> {
  if (setup.eventDeck.mode === 'typed') return { ok: true, value: [{ mode: 'typed' }, rng] };
  const cards = setup.eventDeck.cards;
  if (cards.length === 0) return refuse('SET-10', 'An entered event deck needs its cards.', {}, 'eventDeck.cards');
  const ids = new Set<string>();
  for (const [index, card] of cards.entries()) {
    if (typeof card.id !== 'string' || card.id.length === 0 || card.id.length > 40 || ids.has(card.id)) {
      return refuse(PLAY_DATA_RULES.value, 'Each event card needs its own id.', { index }, `eventDeck.cards.${index}.id`);
    }
    ids.add(card.id);
    if (!EVENT_DIRECTIONS.includes(card.direction)) return refuse('EVT-5', `An event card shows N, S, E, W or ?, not ${String(card.direction)}.`, { index }, `eventDeck.cards.${index}.direction`);
  }
  // SET-10: the event deck is shuffled before play.
  const [drawPile, after] = shuffle(cards.map((card) => ({ id: card.id, direction: card.direction })), rng);
  return { ok: true, value: [{ mode: 'entered', drawPile, discard: [] }, after] };
}

/** Stable ids for the map's objectives and chests: `A:B3`, then `A:B3#2` for a second one there. */
function tokenId(side: SideId, square: string, taken: Set<string>): string {
  const base = firstTokenId(side, square);
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}#${n}`;
  taken.add(id);
  return id;
}

/** The id `tokenId` gives the first objective (or chest) of a square. */
const firstTokenId = (side: SideId, square: string): string => `${side}:${square}`;

interface StartingBoard {
  miniatures: Record<string, Miniature>;
  reserve: Record<GuardType, number>;
  serials: PlayState['serials'];
}

/** SET-1: the diagram's miniatures on their squares, guards taken from the reserve (SET-5), CAP-1 respected. */
function startingBoard(setup: PlaySetup, eliteType: GuardType | null): Decision<StartingBoard> {
  const miniatures: Record<string, Miniature> = {};
  const reserve = fullReserve(setup.box, eliteType);
  const serials = { guard: 0, boss: 0, ally: 0, machine: 0, substitute: 0, decision: 0 };

  setup.assassins.forEach((assassin, index) => {
    const id = serialId('a', index + 1);
    miniatures[id] = {
      id,
      kind: 'assassin',
      memberId: assassin.memberId,
      characterId: assassin.characterId,
      colour: assassin.colour,
      initial: assassin.initial,
      apprentice: assassin.apprentice,
      health: assassin.health,
      maxHealth: assassin.maxHealth,
      condition: conditionFor(assassin.health, assassin.maxHealth),
      criticalSinceTurn: assassin.health === 0 ? 1 : null,
      // EVT-1: the action cubes are placed at each event phase, not at setup.
      cubes: 0,
      savedCube: false,
      equipment: assassin.equipment.map((item) => ({ ...item })),
      place: { on: 'off-map' },
    };
  });

  for (const side of setup.map.sides) {
    const spaces = new Map<string, number>();
    for (const [index, start] of side.miniatures.entries()) {
      const field = `map.sides.${side.id}.miniatures.${index}`;
      if (!squareAt(side, start.square)) return refuse(MAP_DATA_RULES.square, `${start.square} is not a square of map ${side.id}.`, { side: side.id, square: start.square }, field);
      const place = { on: 'square', side: side.id, square: start.square } as const;
      if (start.type === 'guard' || start.type === 'boss') {
        const count = start.type === 'guard' ? start.count : 1;
        if (!Number.isInteger(count) || count < 1 || count > SQUARE_ENEMY_CAPACITY) {
          return refuse(PLAY_DATA_RULES.value, `A square's guard count is 1 to ${SQUARE_ENEMY_CAPACITY}.`, { side: side.id, square: start.square, count }, field);
        }
        const used = (spaces.get(start.square) ?? 0) + count;
        if (used > SQUARE_ENEMY_CAPACITY) {
          return refuse('CAP-1', `${side.id}:${start.square} would hold ${used} enemies; a square holds at most ${SQUARE_ENEMY_CAPACITY}.`, { side: side.id, square: start.square, count: used, capacity: SQUARE_ENEMY_CAPACITY }, field);
        }
        spaces.set(start.square, used);
      }
      switch (start.type) {
        case 'guard': {
          if (isCounted(reserve, start.guardType)) {
            if (reserve[start.guardType]! < start.count) {
              return refuse(reserveRule(setup.box), `The reserve holds too few ${start.guardType} miniatures for the map.`, { guardType: start.guardType, reserve: reserve[start.guardType]!, needed: start.count }, field);
            }
            reserve[start.guardType] = reserve[start.guardType]! - start.count;
          }
          // MOV-6, MOV-9d: the diagram's guards on the objective base (validateMap checked its token and its 3 spaces).
          const objectiveSpace = start.onObjectiveBase === true ? firstTokenId(side.id, start.square) : null;
          for (let n = 0; n < start.count; n += 1) {
            const id = serialId('g', ++serials.guard);
            miniatures[id] = { id, kind: 'guard', guardType: start.guardType, body: false, place, ...(objectiveSpace === null ? {} : { objectiveSpace }) };
          }
          break;
        }
        case 'boss': {
          // BOSS-1: its card's health and XP are the bosses module's (rules/bosses.ts).
          const id = serialId('boss', ++serials.boss);
          miniatures[id] = { id, kind: 'boss', name: start.name, health: null, maxHealth: null, xp: null, body: false, place };
          break;
        }
        case 'ally': {
          const id = serialId('ally', ++serials.ally);
          miniatures[id] = { id, kind: 'ally', name: start.name, health: null, maxHealth: null, place };
          break;
        }
        case 'machine': {
          const id = serialId('m', ++serials.machine);
          miniatures[id] = { id, kind: 'machine', name: start.name, health: null, maxHealth: null, place };
          break;
        }
        case 'assassins':
          break;
      }
    }
  }
  return { ok: true, value: { miniatures, reserve, serials } };
}

function checkBasics(setup: PlaySetup): Decision<true> {
  // A play starts only on a map that passes the builder's checks (squares, walls, ladders, tokens).
  const [problem] = validateMap(setup.map);
  if (problem !== undefined) return { ok: false, refusal: problem };
  if (setup.map.memoryId !== setup.memoryId) {
    return refuse(PLAY_DATA_RULES.value, `The map is for memory ${setup.map.memoryId}, not ${setup.memoryId}.`, { memoryId: setup.memoryId, mapMemoryId: setup.map.memoryId }, 'map.memoryId');
  }
  const sideIds = setup.map.sides.map((side) => side.id);
  if (sideIds.length < 1 || sideIds.length > 2 || new Set(sideIds).size !== sideIds.length) {
    return refuse('TWO-1', 'A memory has one map, or two side by side (A and B).', { sides: sideIds.join(', ') }, 'map.sides');
  }
  if (!Number.isInteger(setup.seed)) return refuse(PLAY_DATA_RULES.value, 'The seed is a whole number.', {}, 'seed');
  if (setup.difficulty === 'legendary' && setup.box !== 'apocalypse') return refuse('DIFF-L-1', 'Legendary difficulty comes with Apocalypse.', {}, 'difficulty');
  // What the group switched on, and what the modules it brings check (BOSS-1: the boss cards).
  const modules = checkModules(setup) ?? checkEndOfTurnOrder(setup);
  if (modules !== null) return { ok: false, refusal: modules };
  return { ok: true, value: true };
}

/**
 * SET-4…9: the play as the table stands once the memory is set up, before the first event
 * phase. Refused, naming the rule and field, when the facts cannot be a setup.
 */
export function createPlay(setup: PlaySetup): Decision<PlayState> {
  const basics = checkBasics(setup);
  if (!basics.ok) return basics;
  const assassins = checkAssassins(setup);
  if (!assassins.ok) return assassins;
  const enemyStages = enemyStagesFor(setup);
  if (!enemyStages.ok) return enemyStages;
  const eliteType = eliteTypeOf(setup);
  if (!eliteType.ok) return eliteType;
  const board = startingBoard(setup, eliteType.value);
  if (!board.ok) return board;
  const deck = eventDeckFor(setup, seedRng(setup.seed));
  if (!deck.ok) return deck;
  const [eventDeck, rng] = deck.value;

  const objectives: ObjectiveState[] = [];
  const chests: ChestState[] = [];
  const objectiveIds = new Set<string>();
  const chestIds = new Set<string>();
  const alerts: Partial<Record<SideId, AlertState>> = {};
  // SET-5: the alert token starts on its inactive side (a second map's is the two-maps module's, TWO-1).
  alerts[setup.map.sides[0]!.id] = 'inactive';
  for (const side of setup.map.sides) {
    side.features.forEach((feature, featureIndex) => {
      if (feature.type === 'objective') objectives.push({ id: tokenId(side.id, feature.square, objectiveIds), side: side.id, square: feature.square, featureIndex, completed: false });
      if (feature.type === 'chest') chests.push({ id: tokenId(side.id, feature.square, chestIds), side: side.id, square: feature.square, opened: false });
    });
  }
  // SET-6, STL-9: the box's 5 red bases, all near the players.
  const redBases: RedBase[] = Array.from({ length: RED_BASE_COUNT }, (_, index) => ({ id: serialId('r', index + 1), substitute: false, at: { on: 'supply' } }));

  const state: PlayState = {
    memoryId: setup.memoryId,
    box: setup.box,
    map: setup.map,
    alerts,
    miniatures: board.value.miniatures,
    redBases,
    objectives,
    chests,
    reserve: board.value.reserve,
    // SET-4 (APX-SET-7): the reinforcement deck for the number of assassins in play.
    reinforcementDeckFor: setup.assassins.length,
    eventDeck,
    currentEvents: [],
    turn: 1,
    phase: 'event',
    enemyStage: null,
    enemyStagesPlayed: enemyStages.value,
    // SET-7, SAVE-1: the 4th action cube lies beside each board from memory 0.3 on.
    saveCubeInPlay: setup.memoryId !== FIRST_TUTORIAL && setup.memoryId !== SECOND_TUTORIAL,
    difficulty: setup.difficulty,
    easyUsed: setup.difficulty === 'easy',
    pending: null,
    rng,
    outcome: null,
    serials: board.value.serials,
    // END-4: the order the group chose, checked above; absent, the default.
    ...(setup.endOfTurnOrder === undefined ? {} : { endOfTurnOrder: [...setup.endOfTurnOrder] }),
  };
  // The rule modules the setup switches on: their slices and what they place (BOSS-1 cards).
  const ctx = new PlayCtx(state);
  setUpModules(ctx, setup);
  return { ok: true, value: placeAssassinsAtSetup(withEnemyCards(ctx.state, setup)) };
}

/**
 * UNK-7, SET-4: the enemy cards by guard type, and the reinforcement deck of the assassin count
 * shuffled (with the play's generator) when the players entered it; otherwise the cards are typed
 * at the table. Plays set up before these existed simply have neither.
 */
function withEnemyCards(state: PlayState, setup: PlaySetup): PlayState {
  let next = state;
  if (setup.enemyCards !== undefined && setup.enemyCards.length > 0) {
    next = { ...next, enemyCards: Object.fromEntries(setup.enemyCards.map((card) => [card.guardType, { health: card.health, blackDice: card.blackDice, weapon: card.weapon, ignoresLadders: card.ignoresLadders }])) };
  }
  const deck = (setup.reinforcementCards ?? []).filter((card) => card.assassins === setup.assassins.length);
  if (deck.length === 0) return next;
  const [drawPile, rng] = shuffle(deck, next.rng);
  return { ...next, rng, reinforcementDeck: { mode: 'entered', drawPile, discard: [] } };
}
