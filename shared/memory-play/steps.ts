import type { Difficulty } from '../campaigns/campaign.js';
import type { BoardSlot, CardType } from '../boards/board.js';
import type { DieFace } from '../dice/dice.js';
import type { GuardType, SideId, SquareRef } from './map/map-types.js';
import type { AlertState, EnemyStage, EventDirection, MiniatureId, PlayOutcome } from './play-state.js';
import type { EnemyStageInput } from './enemy-phase.js';
import type { MoveCorrectionRule } from './corrections.js';
import type { TableCardValues } from './enemy-card-facts.js';

/**
 * A step: one thing the players did, as plain data. The play is stored as its setup plus the
 * ordered steps (the log); `reduce` turns a state and a step into the next state, so the log
 * replays to the same state. A step carries every result it needs (a typed direction, a
 * chosen option); what the app draws comes from the generator kept in the state, so replay
 * never draws differently.
 */

/** A miniature added by hand (GEN-6). Guards come from the reserve (SET-5); the others from the box. */
export type NewMiniature =
  | { kind: 'guard'; guardType: GuardType; body?: boolean }
  | { kind: 'boss'; name: string; health?: number | null; xp?: number | null }
  | { kind: 'ally'; name: string; health?: number | null }
  | { kind: 'machine'; name: string; health?: number | null };

/** EVT-2, TWO-3: one side's event card, typed from the physical card or drawn from the entered deck. */
export type EventChoice = { side: SideId; direction: EventDirection } | { side: SideId; fromDeck: true };

/** GEN-6: manual moves — event, enemy and equipment cards may change anything. */
export type ManualStep =
  | { kind: 'add-miniature'; miniature: NewMiniature; side: SideId; square: SquareRef }
  | { kind: 'remove-miniature'; miniatureId: MiniatureId }
  /**
   * `setsAside` makes the move a stated correction (GEN-6): the rule the rule-checked move would
   * have kept (shared/memory-play/corrections.ts), recorded in the log and the history.
   */
  | { kind: 'move-miniature'; miniatureId: MiniatureId; side: SideId; square: SquareRef; setsAside?: MoveCorrectionRule }
  | { kind: 'set-body'; miniatureId: MiniatureId; body: boolean }
  /** MOV-6, MOV-9d: a guard put on a free space of its square's objective base, or taken off it. */
  | { kind: 'set-objective-space'; miniatureId: MiniatureId; onSpace: boolean }
  | { kind: 'set-health'; miniatureId: MiniatureId; health: number; maxHealth?: number }
  | { kind: 'eliminate-assassin'; miniatureId: MiniatureId }
  | { kind: 'set-cubes'; miniatureId: MiniatureId; cubes: number; savedCube: boolean }
  | { kind: 'set-alert'; side: SideId; alert: AlertState }
  /** LACK-1: the missing-guard marker put on the reinforcement deck, or taken off it (Apocalypse). */
  | { kind: 'set-missing-guard-marker'; placed: boolean }
  | { kind: 'attach-red-base'; miniatureId: MiniatureId }
  | { kind: 'detach-red-base'; miniatureId: MiniatureId }
  | { kind: 'place-red-base'; side: SideId; square: SquareRef }
  | { kind: 'remove-red-base'; redBaseId: string }
  | { kind: 'set-objective'; objectiveId: string; completed: boolean }
  | { kind: 'set-chest'; chestId: string; opened: boolean }
  | { kind: 'set-difficulty'; difficulty: Difficulty }
  | { kind: 'set-easy-used'; easyUsed: boolean };

/** TURN-1: the turn tracker, phase by phase. */
export type TrackerStep =
  | { kind: 'begin-event-phase'; events: EventChoice[] }
  | { kind: 'begin-assassin-phase' }
  | { kind: 'end-assassin-phase' }
  | { kind: 'end-enemy-stage'; stage: EnemyStage }
  | { kind: 'end-turn' }
  | { kind: 'end-memory'; outcome: PlayOutcome };

/** GEN-1: the answer to the pending decision, naming it so a stale answer is refused. */
export type DecisionStep = { kind: 'choose'; decisionId: string; optionId: string };

/**
 * ASP-1: an assassin's action, paid with action cubes. `useSavedCube` pays one cube of the
 * cost with the cube on the "+" slot (SAVE-3), the only cube usable in the enemy phase (ASP-3).
 */
export type ActionStep =
  | { kind: 'save-cube'; miniatureId: MiniatureId }
  | { kind: 'move'; miniatureId: MiniatureId; side: SideId; square: SquareRef; useSavedCube?: boolean }
  /** ACT-OBJ-1/2: `cubes` toward the objective on the assassin's square; pooled within one turn. */
  | { kind: 'work-objective'; miniatureId: MiniatureId; objectiveId: string; cubes: number; useSavedCube?: boolean }
  /**
   * ACT-FTS-1: leave the map through the station on the assassin's square, then (a) wait for
   * the next memory (`returnTo` absent) or (b) come back at once on a station square. END-5:
   * the last assassin leaving with objectives open needs `objectivesOpenConfirmed`.
   */
  /**
   * ACT-WPN-1…3: an attack with the weapon in `slot` at the target square. The weapon card is
   * not in the app: its dice and icons are typed from the card (`dice`, `eyeIcon`, `alertIcon`).
   * UNK-7, ACT-WPN-5: `cards` holds enemy card values typed in the attack form (a guard type's health…).
   */
  | { kind: 'attack'; miniatureId: MiniatureId; slot: WeaponSlot; dice: number; eyeIcon?: boolean; alertIcon?: boolean; bulky?: boolean; side: SideId; square: SquareRef; useSavedCube?: boolean; cards?: Record<string, TableCardValues> }
  /** MAP-CHS-1: 1 cube to open the chest on the assassin's square. */
  | { kind: 'open-chest'; miniatureId: MiniatureId; useSavedCube?: boolean }
  /** BODY-1…3: 1 cube to hide every body on the square, after searching `searched` of them (BODY-2, 0 for none). */
  | { kind: 'hide-bodies'; miniatureId: MiniatureId; searched: number; useSavedCube?: boolean }
  /**
   * GEN-6: an equipment or skill card whose effect the app does not play: its cost is paid,
   * its icons applied (EQP-8), and the players make the change by hand (manual steps).
   */
  | { kind: 'use-card'; miniatureId: MiniatureId; card: string; cost: number; eyeIcon?: boolean; alertIcon?: boolean; useSavedCube?: boolean }
  /**
   * ACT-TRD-1/2, HLT-7: 1 cube; the assassins on the square swap cards (moved by hand on their
   * boards). A critical partner trades only if it agrees (`criticalAgrees`).
   */
  | { kind: 'trade'; miniatureId: MiniatureId; withIds: MiniatureId[]; criticalAgrees?: boolean; useSavedCube?: boolean }
  | { kind: 'fast-travel'; miniatureId: MiniatureId; useSavedCube?: boolean; returnTo?: { side: SideId; square: SquareRef }; objectivesOpenConfirmed?: boolean }
  /** MAP-HID-2…5: 0 cubes to get into the hiding spot of the assassin's square, or out of it. */
  | { kind: 'enter-hiding-spot'; miniatureId: MiniatureId }
  | { kind: 'leave-hiding-spot'; miniatureId: MiniatureId }
  /** MAP-TWR-1/2: 1 cube up a tower adjoining the square; `tower` (its feature index) when two adjoin it. */
  | { kind: 'climb-tower'; miniatureId: MiniatureId; tower?: number; useSavedCube?: boolean }
  /** MAP-TWR-4: 1 cube at the top, once per map. */
  | { kind: 'synchronize'; miniatureId: MiniatureId; useSavedCube?: boolean }
  /** MAP-TWR-6, NAGA-1: 0 cubes down into the hiding spot at the foot; a naga's leap names one of its 4 squares. */
  | { kind: 'leap-of-faith'; miniatureId: MiniatureId; square?: SquareRef }
  /**
   * MAP-TWR-8, HUNT-7: a card that lets the assassin glide or fly (e.g. Parachute) takes it from
   * its square or a tower top to `square`; where it may land is on the card (GEN-6). HLT-11: a
   * landing with no way left to leave the map needs `strandedConfirmed`, and eliminates it.
   */
  | { kind: 'glide'; miniatureId: MiniatureId; card: string; cost: number; side: SideId; square: SquareRef; strandedConfirmed?: boolean; useSavedCube?: boolean }
  /**
   * COORD-1…3: several assassins attack one target square together, each with a weapon in its
   * slot and 1 cube of its own; their white dice are rolled as one pool.
   */
  | {
      kind: 'coordinated-attack';
      participants: AttackParticipant[];
      side: SideId;
      square: SquareRef;
      /** UNK-7, ACT-WPN-5, COORD-3: card values typed in the attack form: health, and the black dice and weapon the retaliation deal needs. */
      cards?: Record<string, TableCardValues>;
    }
  /**
   * EQP-2…7: a card the assassin gains (searched, from a chest, traded) placed in a free slot
   * for 0 cubes. When the slot is taken, `occupant` says what happens to the card in it: moved
   * to a free inventory slot for 1 cube (EQP-4 a) or discarded for 0 (EQP-4 c).
   */
  | { kind: 'equip'; miniatureId: MiniatureId; card: GainedCard; slot: BoardSlot; occupant?: 'to-inventory' | 'discard'; useSavedCube?: boolean }
  /** EQP-4, EQP-5: a card moved between the board's own slots (1 cube) or discarded (0). */
  | { kind: 'move-card'; miniatureId: MiniatureId; from: BoardSlot; to: BoardSlot | 'discard'; armorHealth?: number; useSavedCube?: boolean };

/**
 * COORD-1: one participant of a coordinated attack; the weapon card's dice and icons as typed
 * (ACT-WPN-3, ACT-WPN-7). COORD-4, ESC-3: an escorted ally on an assassin participant's square
 * may be one too, with the attack dice, reach (`slot`: melee or ranged) and icons of its card;
 * it has no action cubes (ESC-1), so `useSavedCube` stays unset.
 */
export interface AttackParticipant {
  miniatureId: MiniatureId;
  slot: WeaponSlot;
  dice: number;
  eyeIcon?: boolean;
  alertIcon?: boolean;
  /** MAP-CAN-2: the card marks the weapon as bulky. */
  bulky?: boolean;
  useSavedCube?: boolean;
}

/** EQP-3…7: a card gained during the play, as typed from it. */
export interface GainedCard {
  name: string;
  cardType: CardType;
  armorHealth?: number;
  reusable?: boolean;
  limit?: number;
}

/**
 * DET-4: the answer to a pending roll. Typed (`entered`): the faces read off the physical dice,
 * in the order of the decision's dice sets. Rolled by the app (`app`): the players ask for the
 * roll (`count` only for a retaliation whose dice the app does not know, RET-2); main adds the
 * six faces of the die from box data (`die`, UNK-1) and the reducer draws the faces from the
 * play's seeded generator, logging them as `drawn`, so replay draws the same and checks it,
 * while undo and redo restore the stored states and never draw again. A roll logged before
 * the reducer drew the dice (`app` with `faces` and no `die`) was rolled outside it: its faces
 * are given, and no generator moves.
 */
export type RollStep = EnteredRollStep | AppRollStep;
export type EnteredRollStep = { kind: 'roll'; decisionId: string; mode: 'entered'; faces: DieFace[] };
export type AppRollStep = { kind: 'roll'; decisionId: string; mode: 'app'; count?: number; die?: DieFace[]; drawn?: DieFace[]; faces?: DieFace[] };

/** EQP-1: the slots a weapon attacks from (ACT-WPN-1). */
export const WEAPON_SLOTS = ['melee', 'ranged', 'hidden-blade'] as const;
export type WeaponSlot = (typeof WEAPON_SLOTS)[number];

/**
 * ENM-1: one whole enemy step played by the app, with everything the table decided or
 * rolled in `input`, so replay never asks or rolls again (src-main/engine/memory/enemy/).
 */
export type EnemyPhaseStep = { kind: 'enemy-stage'; stage: EnemyStage; input: EnemyStageInput };

export type Step = ManualStep | TrackerStep | DecisionStep | ActionStep | RollStep | EnemyPhaseStep;
export type MoveKind = Step['kind'];
