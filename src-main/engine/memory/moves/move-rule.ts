import type { PlayState, AssassinPiece } from '../../../../shared/memory-play/play-state.js';
import type { MoveKind, Step, StepOf } from '../../../../shared/memory-play/moves/index.js';
import type { FieldOffer, OwnFormData } from '../../../../shared/memory-play/action-preview.js';
import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { StepResult } from '../step-result.js';

/**
 * A move's rule in main: what a step of its kind does once the seam (allowed.ts) let it through,
 * and, for an assassin's action, what the acting assassin's panel offers. Its refusals come in
 * the order the rule's text checks them; a refused step leaves the play as it was.
 */
export interface MoveRule<K extends MoveKind> {
  apply(state: PlayState, step: StepOf<K>): StepResult;
  /**
   * ASP-1: what the acting assassin's panel offers for this move: the step to try, as the board
   * would send it before the players change a value, and what its form's fields may take now.
   * Null when it does not fit where the assassin stands (out of a hiding spot when not in one).
   * Everything is worked out with `trials` (the one reducer), so no rule is written twice.
   */
  preview?(state: PlayState, actor: AssassinPiece, trials: Trials): Offer<K> | null;
}

/** One step tried on the play as the board would send it; nothing is kept. */
export type Trial = (state: PlayState, step: Step) => StepResult;

/**
 * The trials a preview makes: as the acting assassin's players pay (with the saved cube when
 * they ticked it, SAVE-3), and as another assassin would (a coordinated attack's joiners).
 */
export interface Trials {
  acting: Trial;
  others: Trial;
  /** Work done once per preview and shared by the moves that need it (an assassin's weapons, for an attack and a coordinated attack). */
  once<T>(key: string, work: () => T): T;
}

/** What a move offers the panel (`MoveRule.preview`). */
export interface Offer<K extends MoveKind> {
  /** The step tried; its refusal is the action's unless `refusal` says otherwise. */
  step: StepOf<K>;
  /** When the action's refusal is not the step's own (an attack refused by its weapons). */
  refusal?: Refusal | null;
  /** A warning the players confirm (END-5); `step` then carries the confirmation. */
  warning?: Refusal | null;
  /** When the panel's cost is not the declared one (an objective's cubes still needed). */
  cost?: number | null;
  /** What each declared field of the form may take now; a field not given is not shown. */
  fields?: Readonly<Record<string, FieldOffer>>;
  /** What the move's own form reads. */
  data?: OwnFormData;
}

/** The refusal of a trial, or null when the step would be taken. */
export const refusalOf = (result: StepResult): Refusal | null => (result.ok ? null : result.refusal);
