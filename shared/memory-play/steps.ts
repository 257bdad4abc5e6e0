import type { Difficulty } from '../campaigns/campaign.js';
import type { GuardType, SideId, SquareRef } from './map/map-types.js';
import type { AlertState, EnemyStep, EventDirection, MiniatureId, PlayOutcome } from './play-state.js';

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
  | { kind: 'move-miniature'; miniatureId: MiniatureId; side: SideId; square: SquareRef }
  | { kind: 'set-body'; miniatureId: MiniatureId; body: boolean }
  | { kind: 'set-health'; miniatureId: MiniatureId; health: number; maxHealth?: number }
  | { kind: 'eliminate-assassin'; miniatureId: MiniatureId }
  | { kind: 'set-cubes'; miniatureId: MiniatureId; cubes: number; savedCube: boolean }
  | { kind: 'set-alert'; side: SideId; alert: AlertState }
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
  | { kind: 'end-enemy-step'; step: EnemyStep }
  | { kind: 'end-turn' }
  | { kind: 'end-memory'; outcome: PlayOutcome };

/** GEN-1: the answer to the pending decision, naming it so a stale answer is refused. */
export type DecisionStep = { kind: 'choose'; decisionId: string; optionId: string };

export type TrackerStepKind = TrackerStep['kind'];

export type Step = ManualStep | TrackerStep | DecisionStep;
export type StepKind = Step['kind'];
