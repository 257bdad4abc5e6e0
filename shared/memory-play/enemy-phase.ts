import type { DieFace } from '../dice/dice.js';
import type { DetectionDiceSet } from './decisions.js';
import type { ReinforcementEntry } from './enemy-box-data.js';
import type { Direction, GuardType, SideId, SquareRef } from './map/map-types.js';
import type { AlertState, EnemyStage, MiniatureId } from './play-state.js';
import type { TableEvent } from './table-events.js';
import type { Refusal } from '../ipc/refusal.js';
import type { EnemyStageInput } from './enemy-stage-input.js';

export { enemyRollDie, type EnemyAppRoll, type EnemyStageInput } from './enemy-stage-input.js';

/**
 * The enemy phase played by the app (ENM-1): each of its three stages (the rulebook's enemy
 * steps) is ONE logged step, `enemy-stage`, carrying everything the table decided or read — the reinforcement card
 * typed (or nothing, when the app draws it), the players' answers to the questions the step asks
 * (GEN-1), and the faces of every die rolled — so a replay reaches the same state without asking
 * or rolling again. Before it is applied, the same code answers a preview: what each enemy will
 * do and why, the questions still open with every legal option, and the dice still to roll with
 * their odds.
 */

/**
 * A question the step asks the players (GEN-1): every legal option is listed; the answer goes in
 * `EnemyStageInput.choices[id]`. Ids are stable for a given state and earlier answers, e.g.
 * `attract-to:g7` (MOV-2: which red-base square this enemy steps into) or `remainder:A:B3`
 * (CMB-5: who takes the leftover dice of that square).
 */
export interface EnemyQuestion {
  id: string;
  kind: EnemyQuestionKind;
  rule: string;
  side: SideId;
  /** The square the question is about (the destination, the attackers' or the target square). */
  square: SquareRef;
  /** The miniatures the question is about (the enemy choosing a destination, the candidates…). */
  miniatureIds: readonly MiniatureId[];
  /** How many of the listed miniatures an option picks, where that applies. */
  count: number;
  options: readonly EnemyQuestionOption[];
}

export type EnemyQuestionKind =
  /** MOV-2: an enemy nearby several red-base squares: which one it steps into. */
  | 'attract-to'
  /** MOV-2, CAP-1: more enemies want a square than it can hold: which of them enter. */
  | 'who-enters'
  /** CMB-2: a group could shoot at several squares: which one it targets. */
  | 'combat-target'
  /** CMB-5: the dice of a pool that do not divide evenly: which characters take one more. */
  | 'combat-remainder'
  /** CAP-2: more bodies (of different types) lie on a square than must give way: which go back to the reserve. */
  | 'bodies-give-way'
  /** REI-3, CAP-1: several entrance letters touch one square without room for all their guards: which is resolved first. */
  | 'entry-order'
  /** MOV-6, REI-7: more guards could take an objective base's free spaces than it has: which do. */
  | 'objective-spaces'
  /** LACK-2: the miniatures left cannot fill every square of one entrance: where they go. */
  | 'short-placement';

export interface EnemyQuestionOption {
  /** A square option is `A:B3`; a group is its miniature ids joined by `+`; an order of entries is their `letter:guardType` joined by `>`. */
  id: string;
  side?: SideId;
  square?: SquareRef;
  miniatureIds?: readonly MiniatureId[];
  /** REI-3 (`entry-order`): the guards each entry of the card places on the square in this order, the first resolved first. */
  entries?: readonly PlacedEntry[];
  /** LACK-2 (`short-placement`): how many of the miniatures left go on each square of the entrance. */
  placements?: readonly { square: SquareRef; count: number }[];
}

/** REI-3: how many guards of one entry of the reinforcement card go on a square. */
export interface PlacedEntry {
  letter: string;
  guardType: GuardType;
  count: number;
}

/** Why an enemy does not move (MOV-5, MOV-9a–e), or what it did. */
export type EnemyMoveReason =
  /** MOV-1: stepped into a red base's square. */
  | 'MOV-1'
  /** MOV-3: drifted one square in the event's direction. */
  | 'MOV-3'
  /** MOV-5: no square in that direction. */
  | 'MOV-5'
  | 'MOV-9a'
  | 'MOV-9b'
  | 'MOV-9c'
  | 'MOV-9d'
  | 'MOV-9e'
  /** MOV-7: no direction yet for a `?` card (typed input missing). */
  | 'MOV-7';

/** One enemy's part in the movement step: where it goes, or why it stays. */
export interface EnemyMove {
  miniatureId: MiniatureId;
  label: string;
  side: SideId;
  from: SquareRef;
  /** Null when it stays. */
  to: SquareRef | null;
  reason: EnemyMoveReason;
  /** MOV-6: it ends on a space of this objective's base. */
  objectiveSpace: string | null;
}

/** A guard placed by the reinforcement step (REI-3). */
interface EnemyArrival {
  miniatureId: MiniatureId;
  guardType: GuardType;
  side: SideId;
  square: SquareRef;
  letter: string;
  objectiveSpace: string | null;
}

/** REI-4, CAP-1: guards a card asks for that have no room and stay in the reserve. */
interface LeftInReserve {
  guardType: GuardType;
  side: SideId;
  square: SquareRef;
  letter: string;
  count: number;
}

/** CAP-2: a body taken off the map to make room, returned to the reserve and tested (DET-6). */
interface DisplacedBody {
  miniatureId: MiniatureId;
  guardType: GuardType;
  side: SideId;
  square: SquareRef;
}

/** DET-8: a detection test the step's arrivals trigger, resolved with the others at the step's end. */
export interface EnemyStageTest {
  /** The roll id: `detect:A:B3`. */
  id: string;
  side: SideId;
  square: SquareRef;
  sets: readonly DetectionDiceSet[];
  count: number;
  exposingFaces: readonly DieFace[];
  alertWasActive: boolean;
  /** The exact chance each set exposes (or, for a body, triggers the alert), when the red die's faces are entered. */
  odds: readonly { miniatureId: MiniatureId; probability: number }[] | null;
  faces: readonly DieFace[] | null;
}

/**
 * RST-2: enemies entered a restricted area: the incognito characters there (even in a hiding
 * spot) are exposed with no test, and with them or with bodies there the alert turns active.
 */
export interface RestrictedFind {
  side: SideId;
  square: SquareRef;
  exposedIds: readonly MiniatureId[];
  /** Bodies there and bodies that gave way (CAP-2): the alert turns active for them. */
  bodies: number;
}

/** CMB-6: the exact chance a character ends untouched, injured or critical from its dice. */
export interface CombatOdds {
  untouched: number;
  injured: number;
  critical: number;
}

/** CMB-5: one exposed character's share of a target square's pool. */
interface CombatShare {
  /** The roll id: `combat:<miniature id>`. */
  rollId: string;
  miniatureId: MiniatureId;
  label: string;
  health: number;
  dice: number;
  odds: CombatOdds | null;
  faces: readonly DieFace[] | null;
}

/** CMB-2…5: a target square, the enemies attacking it and how its pool is shared. */
export interface CombatTarget {
  side: SideId;
  square: SquareRef;
  attackerIds: readonly MiniatureId[];
  pool: number;
  shares: readonly CombatShare[];
  /** CMB-5: leftover dice still to be assigned by the players (0 once answered). */
  remainder: number;
}

interface ReinforcementDrawn {
  side: SideId;
  column: AlertState;
  /** The entered card drawn, or null when typed at the table. */
  cardId: string | null;
  entries: readonly ReinforcementEntry[];
  /** REI-8: cards shuffled back into the deck before the draw. */
  reshuffled: number;
}

interface DirectionUsed {
  side: SideId;
  /** Null while a `?` card's direction is unknown. */
  direction: Direction | null;
  /** MOV-7: the card checked for a `?`, when the app drew it. */
  checkedCardId: string | null;
}

/**
 * What a step still needs before it can be applied: `question` (the players choose), `cards`
 * (enemy card values to type), `rolls` (dice to roll), or nothing (`ready`: the events are what
 * applying will do, exactly).
 */
type EnemyStageStatus = 'question' | 'cards' | 'input' | 'rolls' | 'ready';

export interface EnemyStagePreview {
  step: EnemyStage;
  status: EnemyStageStatus;
  /** The first question still open (GEN-1); later ones depend on its answer. */
  question: EnemyQuestion | null;
  /** UNK-7: card keys whose values are neither entered nor typed. */
  missingCards: readonly string[];
  /** What is missing from the input when `status` is `input` (e.g. `reinforcementCard`, `directions.A`). */
  missingInput: readonly string[];
  reinforcement: ReinforcementDrawn | null;
  arrivals: readonly EnemyArrival[];
  leftInReserve: readonly LeftInReserve[];
  /** REI-5, FAIL-1: the reserve cannot supply every guard that has room: the memory fails (core). */
  shortage: readonly { guardType: GuardType; needed: number; reserve: number }[];
  /**
   * LACK-1 (Apocalypse): with a shortage, a missing-guard marker goes on the reinforcement deck
   * and what is left is placed (`placed`), or it would be the second marker and the memory fails
   * (`second`); null without a shortage or in a core memory.
   */
  missingGuardMarker: 'placed' | 'second' | null;
  directions: readonly DirectionUsed[];
  moves: readonly EnemyMove[];
  displacedBodies: readonly DisplacedBody[];
  tests: readonly EnemyStageTest[];
  /** RST-2: the restricted areas enemies entered, and who they found there without a test. */
  restricted: readonly RestrictedFind[];
  combat: readonly CombatTarget[];
  /** The table changes, once `ready`. */
  events: readonly TableEvent[];
}

/**
 * ENM-1, GEN-1: the enemy stage due, as the board shows it: planned in main from the answers the
 * play keeps for it (`state.openStage`) and box data's cards and dice, so the screens hold no
 * draft and a reload mid-stage finds the same question. `refusal`: the answers kept no longer fit
 * the play (a correction by hand changed the board since); starting the stage over clears it.
 */
export interface EnemyStageView {
  stage: EnemyStage;
  preview: EnemyStagePreview | null;
  refusal: Refusal | null;
}
