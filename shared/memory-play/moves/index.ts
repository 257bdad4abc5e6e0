import { z } from 'zod';
import type { Moment, MoveCost, MoveFamily, PanelOffer, Places } from './move-decl.js';
import type { PlayState } from '../play-state.js';
import { addMiniature } from './add-miniature.js';
import { removeMiniature } from './remove-miniature.js';
import { moveMiniature } from './move-miniature.js';
import { setBody } from './set-body.js';
import { setObjectiveSpace } from './set-objective-space.js';
import { setHealth } from './set-health.js';
import { eliminateAssassin } from './eliminate-assassin.js';
import { setCubes } from './set-cubes.js';
import { setAlert } from './set-alert.js';
import { setMissingGuardMarker } from './set-missing-guard-marker.js';
import { attachRedBase } from './attach-red-base.js';
import { detachRedBase } from './detach-red-base.js';
import { placeRedBase } from './place-red-base.js';
import { removeRedBase } from './remove-red-base.js';
import { setObjective } from './set-objective.js';
import { setChest } from './set-chest.js';
import { setDifficulty } from './set-difficulty.js';
import { setEasyUsed } from './set-easy-used.js';
import { beginEventPhase } from './begin-event-phase.js';
import { beginAssassinPhase } from './begin-assassin-phase.js';
import { endAssassinPhase } from './end-assassin-phase.js';
import { endEnemyStage } from './end-enemy-stage.js';
import { endTurn } from './end-turn.js';
import { endMemory } from './end-memory.js';
import { choose } from './choose.js';
import { roll } from './roll.js';
import { saveCube } from './save-cube.js';
import { move } from './move.js';
import { workObjective } from './work-objective.js';
import { fastTravel } from './fast-travel.js';
import { attack } from './attack.js';
import { openChest } from './open-chest.js';
import { hideBodies } from './hide-bodies.js';
import { useCard } from './use-card.js';
import { trade } from './trade.js';
import { enterHidingSpot } from './enter-hiding-spot.js';
import { leaveHidingSpot } from './leave-hiding-spot.js';
import { climbTower } from './climb-tower.js';
import { synchronize } from './synchronize.js';
import { leapOfFaith } from './leap-of-faith.js';
import { glide } from './glide.js';
import { coordinatedAttack } from './coordinated-attack.js';
import { equip } from './equip.js';
import { moveCard } from './move-card.js';
import { enemyStage } from './enemy-stage.js';
import { answerEnemyStage } from './answer-enemy-stage.js';
import { restartEnemyStage } from './restart-enemy-stage.js';

/**
 * The table of moves: every kind of step the players (or the app, for an enemy stage) log, one
 * declaration each, one line here. A step is one thing done at the table, as plain data: the
 * play is stored as its setup plus the ordered steps (the log), and `reduce` turns a state and a
 * step into the next state, so the log replays to the same state. A step carries every result it
 * needs (a typed direction, a chosen option); what the app draws comes from the generator kept in
 * the state, so replay never draws differently.
 */
export const MOVES = [
  addMiniature,
  removeMiniature,
  moveMiniature,
  setBody,
  setObjectiveSpace,
  setHealth,
  eliminateAssassin,
  setCubes,
  setAlert,
  setMissingGuardMarker,
  attachRedBase,
  detachRedBase,
  placeRedBase,
  removeRedBase,
  setObjective,
  setChest,
  setDifficulty,
  setEasyUsed,
  beginEventPhase,
  beginAssassinPhase,
  endAssassinPhase,
  endEnemyStage,
  endTurn,
  endMemory,
  choose,
  roll,
  saveCube,
  move,
  workObjective,
  fastTravel,
  attack,
  openChest,
  hideBodies,
  useCard,
  trade,
  enterHidingSpot,
  leaveHidingSpot,
  climbTower,
  synchronize,
  leapOfFaith,
  glide,
  coordinatedAttack,
  equip,
  moveCard,
  enemyStage,
  answerEnemyStage,
  restartEnemyStage,
] as const;

type Move = (typeof MOVES)[number];
type Schemas<T extends readonly { schema: unknown }[]> = { -readonly [I in keyof T]: T[I]['schema'] };
type SchemaTuple = Schemas<typeof MOVES>;

/** A step's shape as it crosses IPC or is read from the log: one schema per declared kind. */
export const stepSchema = z.discriminatedUnion('kind', MOVES.map((move) => move.schema) as unknown as SchemaTuple);

export type Step = z.infer<typeof stepSchema>;
export type MoveKind = Step['kind'];
export type StepOf<K extends MoveKind> = Extract<Step, { kind: K }>;
/** The kinds of one family (move-decl.ts). */
export type KindOf<F extends MoveFamily> = Extract<Move, { family: F }>['kind'];
/** A step as it crosses IPC: the reducer's own `Step`, whose shape `stepSchema` checks. */
export type StepRequest = Step;

/** GEN-6: changes made by hand — event, enemy and equipment cards may change anything. */
export type ManualStep = StepOf<KindOf<'manual'>>;
/** TURN-1: the turn tracker, phase by phase. */
export type TrackerStep = StepOf<KindOf<'tracker'>>;
/** ASP-1: an assassin's action, paid with action cubes. */
export type ActionStep = StepOf<KindOf<'action'>>;
export type DecisionStep = StepOf<'choose'>;
export type RollStep = StepOf<'roll'>;
export type EnemyPhaseStep = StepOf<'enemy-stage'>;
export type EnemyAnswerStep = StepOf<'answer-enemy-stage'>;

/** Each kind's declaration, found by its kind. */
export const MOVE_BY_KIND = Object.fromEntries(MOVES.map((move) => [move.kind, move])) as unknown as { [K in MoveKind]: Extract<Move, { kind: K }> };

/** The kinds whose declaration gives a cost: the assassins' actions (ASP-1; moves.test.ts checks each declares one). */
export type CostedKind = KindOf<'action'>;

/** ASP-1: what `step` costs in action cubes (each payer's, for a coordinated attack: COORD-1); 0 for a step that is no action. */
export function costOf(step: Step, state: PlayState): number {
  const cost = (MOVE_BY_KIND[step.kind] as { cost?: MoveCost<Step> }).cost;
  if (cost === undefined) return 0;
  return typeof cost === 'number' ? cost : cost.of(step, state);
}

/** ASP-1: the cost the acting assassin's panel lists for an action before its form is filled in (null: shown where it is known). */
export function listedCost(kind: CostedKind): number | null {
  const cost = (MOVE_BY_KIND[kind] as { cost?: MoveCost<never> }).cost;
  if (cost === undefined) throw new Error(`The action ${kind} declares no cost.`);
  return typeof cost === 'number' ? cost : cost.listed;
}

export { WEAPON_SLOTS, type WeaponSlot } from './attack.js';
export type { AttackParticipant } from './coordinated-attack.js';
export type { EventChoice } from './begin-event-phase.js';
export type { GainedCard } from './equip.js';
export type { NewMiniature } from './add-miniature.js';
export { enemyStageInput } from './enemy-stage.js';
export type { FormField, Moment, MoveCost, MoveFamily, PanelOffer, Places, Standing } from './move-decl.js';

/** TURN-1: the moments a step of `kind` may be taken in (undefined: any). */
export const momentsOf = (kind: MoveKind): readonly Moment[] | undefined => (MOVE_BY_KIND[kind] as { moments?: readonly Moment[] }).moments;

/** Where the acting miniature of `kind` may stand besides a square, when it is an action (MAP-TWR-3, MAP-HID-5). */
export const placesOf = (kind: MoveKind): Places | undefined => (MOVE_BY_KIND[kind] as { places?: Places }).places;

/** ASP-1: the actions the map offers (a move's squares, a glide's) rather than the acting assassin's panel. */
export type OnMapKind = Extract<Move, { panel: 'on-map' }>['kind'];
/** ASP-1: the actions the acting assassin's panel offers, each with its form. */
export type PanelKind = Exclude<KindOf<'action'>, OnMapKind>;

/** ASP-1: how the acting assassin's panel offers a step of `kind`, when it is an action. */
export const panelOf = (kind: MoveKind): PanelOffer | undefined => (MOVE_BY_KIND[kind] as { panel?: PanelOffer }).panel;
