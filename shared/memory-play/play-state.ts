import type { EnemyStageInput } from './enemy-stage-input.js';
import type { EventDirection } from './event-direction.js';
import type { Box, Difficulty } from '../campaigns/campaign.js';
import type { BoardSlot, CardType, HealthState } from '../boards/board.js';
import type { GuardType, MemoryMap, SideId, SquareRef } from './map/map-types.js';
import type { PendingDecision } from './decisions.js';
import type { EnemyCardValues, ReinforcementCard } from './enemy-box-data.js';
import type { KnownCardValues } from './enemy-card-facts.js';
import type { ModuleStates } from './rule-slices.js';

/**
 * The state of one memory being played: plain JSON data, so a snapshot can be
 * stored beside the log and a replay of the log can be compared with it. The reducer never
 * edits a state in place; a step copies only the parts it changes, so states share the map
 * and every untouched miniature.
 *
 * Like boardgame.io's `{ G, ctx }`, the board (`miniatures`, `redBases`, tokens) and the
 * flow (`turn`, `phase`, `enemyStage`, `pending`) live side by side, and the seeded generator's
 * state is part of the play state, so the same setup and steps always give the same state.
 */

/** TURN-1: the four phases of a game turn. */
export const PHASES = ['event', 'assassin', 'enemy', 'end'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * ENM-1: the enemy phase's three steps, in order. The rulebook calls them steps; the code calls
 * them stages, so that a step is only ever one entry of a play's log.
 */
export const ENEMY_STAGES = ['reinforcement', 'movement', 'combat'] as const;
export type EnemyStage = (typeof ENEMY_STAGES)[number];

/** ALR-2, TWO-1: each map side has its alert token, inactive or active. */
const ALERT_STATES = ['inactive', 'active'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export { EVENT_DIRECTIONS, type EventDirection } from './event-direction.js';

export const PLAY_OUTCOMES = ['success', 'failure'] as const;
export type PlayOutcome = (typeof PLAY_OUTCOMES)[number];

/** A square of one side of the map, as the players say it: side `A`, square `B3`. */
export interface BoardSquare {
  side: SideId;
  square: SquareRef;
}

/**
 * Where a miniature is. Off the map: not placed yet, set aside after an elimination (HLT-8),
 * or taken off by hand. Hiding spots, tower tops and (later) machines are further kinds.
 *
 * MAP-HID-2: a character in a hiding spot is still on its square (`hidingSpot: true`): enemies
 * there share the square, but it is not tested when they arrive (MAP-HID-4). MAP-TWR-3: a tower
 * top is not a square, so a character up there is `tower-top`, naming the tower by its index in
 * its side's `features`.
 */
export type Place = ({ on: 'square'; hidingSpot?: true } & BoardSquare) | TowerTopPlace | { on: 'off-map' };

/** MAP-TWR-1, MAP-TWR-3: on top of the tower `features[tower]` of map `side`. */
export interface TowerTopPlace {
  on: 'tower-top';
  side: SideId;
  tower: number;
}

/**
 * SET-7, EQP-1…7: a card on an assassin's board during the play. The slot and name always; the
 * rest when known (a card gained during the play carries what the players typed from it): its
 * slot icon (EQP-3), the health an armor adds (EQP-6), its light-gray background (EQP-5), and a
 * per-assassin limit printed on it (EQP-7).
 */
export interface PlayCard {
  slot: BoardSlot;
  name: string;
  cardType?: CardType;
  armorHealth?: number;
  reusable?: boolean;
  limit?: number;
}

export type MiniatureId = string;

interface PieceBase {
  id: MiniatureId;
  place: Place;
}

/** SET-7: an assassin's board as it stands in this play (GEN-5: apprentices are assassins). */
export interface AssassinPiece extends PieceBase {
  kind: 'assassin';
  /** The campaign's party member this board belongs to. */
  memberId: number;
  characterId: string;
  colour: string;
  /** APX-SET-1: the initial cards address assassins by. */
  initial: string;
  /** SET-9, APP-*: an apprentice stands in for the assassin. */
  apprentice: boolean;
  health: number;
  /** HLT-1: 3 + the worn armor's health. */
  maxHealth: number;
  /** HLT-2..4, HLT-8. */
  condition: HealthState;
  /** HLT-6: the turn the assassin went critical, for the one-turn deadline; null otherwise. */
  criticalSinceTurn: number | null;
  /** EVT-1, ASP-2: action cubes on the 3 grouped slots. */
  cubes: number;
  /** SAVE-2: a cube on the "+" slot. */
  savedCube: boolean;
  /** ACT-FTS-1 (a), END-3: left the map through a fast travel station, waiting for the next memory. */
  leftByFastTravel?: boolean;
  /** SET-7: the cards in the board's slots (names as the memory began; EQP-2…7 changes them). */
  equipment: readonly PlayCard[];
}

/** REI-1, ACT-WPN-6: a guard of a type; laid down it is a body, still taking a space (CAP-1). */
export interface GuardPiece extends PieceBase {
  kind: 'guard';
  guardType: GuardType;
  body: boolean;
  /** MOV-6, MOV-9d, REI-7: the objective whose base space it stands on; absent when on none. */
  objectiveSpace?: string;
}

/** BOSS-*: health and XP come from its card (box data or typed at the table); null while unknown. */
export interface BossPiece extends PieceBase {
  kind: 'boss';
  name: string;
  health: number | null;
  maxHealth: number | null;
  /** BOSS-7: the XP in the hexagon beside its name. */
  xp: number | null;
  body: boolean;
}

/** GEN-5: a friendly character; ESC-4: health only when its card shows some. */
export interface AllyPiece extends PieceBase {
  kind: 'ally';
  name: string;
  health: number | null;
  maxHealth: number | null;
}

/** LEO-*: a Leonardo machine; LEO-4: its health is on its card. */
export interface MachinePiece extends PieceBase {
  kind: 'machine';
  name: string;
  health: number | null;
  maxHealth: number | null;
}

export type Miniature = AssassinPiece | GuardPiece | BossPiece | AllyPiece | MachinePiece;
export type MiniatureKind = Miniature['kind'];

/** STL-9: the box's 5 red bases; a substitute marker stands in once they are all in use. */
export const RED_BASE_COUNT = 5;

export type RedBaseAt = { on: 'supply' } | { on: 'attached'; miniatureId: MiniatureId } | ({ on: 'loose' } & BoardSquare);

export interface RedBase {
  id: string;
  /** STL-9: a substitute marker, used only while the 5 red bases are all on the map. */
  substitute: boolean;
  at: RedBaseAt;
}

/** ACT-OBJ-*: an objective token of the map and whether it has been completed. */
export interface ObjectiveState extends BoardSquare {
  id: string;
  /** Its token in `map.sides[side].features`, where its cost, XP and mandatory flag are. */
  featureIndex: number;
  completed: boolean;
  /** ACT-OBJ-2: cubes pooled toward it this turn; progress from an earlier turn does not count. */
  progress?: { turn: number; cubes: number };
}

/** MAP-CHS-1: a chest of the map and whether it has been opened. */
export interface ChestState extends BoardSquare {
  id: string;
  opened: boolean;
}

/** An event card the players entered in box data: its id and its direction (EVT-5). */
export interface EventCard {
  id: string;
  direction: EventDirection;
}

/**
 * The event deck (SET-10): either each card's direction is typed at the table from the
 * physical card, or the deck was entered in box data and the app draws it (EVT-6).
 */
export type EventDeck = { mode: 'typed' } | { mode: 'entered'; drawPile: readonly EventCard[]; discard: readonly EventCard[] };

/** EVT-2, TWO-3: this turn's event card for one side; `cardId` is null when typed at the table. */
export interface CurrentEvent {
  side: SideId;
  direction: EventDirection;
  cardId: string | null;
}

/** Counters that give new miniatures, red bases and decisions stable ids. */
interface Serials {
  guard: number;
  boss: number;
  ally: number;
  machine: number;
  substitute: number;
  decision: number;
}

/** The seeded generator's four words (sfc32, src-main/engine/rng.ts), kept inside the state so replay draws the same. */
export type RngState = readonly [number, number, number, number];

export interface PlayState {
  memoryId: string;
  box: Box;
  map: MemoryMap;
  /** ALR-2, TWO-1, ALR-5: one alert per side. */
  alerts: Partial<Record<SideId, AlertState>>;
  /** Every miniature of the play by id, on the map or off it. */
  miniatures: Readonly<Record<MiniatureId, Miniature>>;
  redBases: readonly RedBase[];
  objectives: readonly ObjectiveState[];
  chests: readonly ChestState[];
  /** SET-5 / APX-SET-5: miniatures left in the reserve, for the types the rules count. */
  reserve: Readonly<Record<GuardType, number>>;
  /** SET-4: the reinforcement deck is the one for this many assassins. */
  reinforcementDeckFor: number;
  eventDeck: EventDeck;
  /** EVT-2: empty until this turn's event card is drawn or typed. */
  currentEvents: readonly CurrentEvent[];
  turn: number;
  phase: Phase;
  /** ENM-1: the enemy stage to play next while in the enemy phase; null in other phases. */
  enemyStage: EnemyStage | null;
  /** SET-9, ENM-2: the enemy steps this memory plays (none in 0.1, some in 0.2). */
  enemyStagesPlayed: readonly EnemyStage[];
  /** SAVE-1: the 4th (saved-action) cube is in play from memory 0.3 on. */
  saveCubeInPlay: boolean;
  difficulty: Difficulty;
  /** DIFF-3: whether any part of the memory was played on easy (gray sticker). */
  easyUsed: boolean;
  /** GEN-1: a choice the players must make; the next step must answer it. */
  pending: PendingDecision | null;
  rng: RngState;
  outcome: PlayOutcome | null;
  serials: Serials;
  /** MAP-TWR-4: the map sides whose tower was synchronized (once per map); absent means none. */
  synchronized?: readonly SideId[];
  /** DET-6 [AMB]: how many dice a body rolls; absent means the default of the Polish examples. */
  bodyDetectionDice?: BodyDetectionDice;
  /** UNK-7: the enemy cards entered in box data when the play began, by guard type. */
  enemyCards?: Readonly<Record<GuardType, EnemyCardValues>>;
  /**
   * UNK-7, UNK-8: enemy card values typed at the table during this play (an attack asking a
   * guard's health, a coordinated attack the black dice of its retaliators, an enemy step a whole
   * card), by guard type or `boss:<name>`, and box data's cards entered since the play began,
   * carried in by the steps that read them; typed once, they hold for the rest of the memory.
   */
  tableCards?: Readonly<Record<string, KnownCardValues>>;
  /** SET-4, REI-2: the reinforcement deck, drawn by the app when entered, else typed card by card. */
  reinforcementDeck?: ReinforcementDeck;
  /** LACK-1 (Apocalypse): missing-guard markers on the reinforcement deck; absent means none. A second fails the memory. */
  missingGuardMarkers?: number;
  /**
   * The rule modules switched on in this play (its special pieces, later its special rules), each
   * with its slice. Absent in a play set up before modules existed: then what the play's map and
   * pieces show says which are on (rules/enabled.ts).
   */
  modules?: ModuleStates;
  /** END-4 [AMB]: the order of the end of turn's effects the group chose at the start; absent, the default. */
  endOfTurnOrder?: readonly string[];
  /**
   * GEN-1, ENM-1: the enemy stage the players have begun answering, with their answers so far
   * (`answer-enemy-stage`); its questions and preview are planned from them. Absent before the
   * first answer (SAVE-3: a saved cube may still be used between stages) and once the stage is
   * confirmed, started over or advanced by hand.
   */
  openStage?: OpenEnemyStage;
}

/** The enemy stage being answered and what the table has given it so far. */
export interface OpenEnemyStage {
  stage: EnemyStage;
  answers: EnemyStageInput;
}

/** SET-4, REI-8: the entered reinforcement deck of this assassin count, with its discard pile. */
export type ReinforcementDeck = { mode: 'typed' } | { mode: 'entered'; drawPile: readonly ReinforcementCard[]; discard: readonly ReinforcementCard[] };

/**
 * DET-6 [AMB, SRC-7]: a body's dice in a detection test. The Polish examples roll one die per
 * entering enemy per body (the default); the other reading rolls one per enemy on the square.
 */
const BODY_DETECTION_DICE = ['per-entering-enemy', 'per-enemy-on-square'] as const;
export type BodyDetectionDice = (typeof BODY_DETECTION_DICE)[number];
export const DEFAULT_BODY_DETECTION_DICE: BodyDetectionDice = 'per-entering-enemy';
