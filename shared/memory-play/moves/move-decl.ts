import type { z } from 'zod';
import type { Phase, PlayState } from '../play-state.js';
import type { StepWords, Worded } from '../step-words.js';

/**
 * A kind of step declared once: its payload's shape, its family and, for an assassin's action,
 * its cost. The step type, the step schema and the costs the screens show are derived from the
 * table of these declarations (index.ts), so a new kind of step is one declaration (and its rule
 * in main, and its words), never a line added to a hand-written union, schema and cost list.
 */

/**
 * What a kind of step is: a change made by hand (GEN-6), the turn tracker (TURN-1), an answer to
 * the question waiting (GEN-1), an assassin's action paid with cubes (ASP-1), or an enemy stage
 * played by the app (ENM-1).
 */
export type MoveFamily = 'manual' | 'tracker' | 'answer' | 'action' | 'enemy';

/**
 * ASP-1: an action's cost in action cubes, written once. A number, or worked out from the step
 * (`of`) where the cost is the step's own (a card's printed cost, the cubes put on an objective)
 * or depends on what it does (a card moved, or discarded for nothing); `listed` is what the
 * acting assassin's panel shows before the step is filled in (null: shown where it is known).
 */
export type MoveCost<T> = number | { listed: number | null; of: (step: T, state: PlayState) => number };

/**
 * TURN-1: when a step of the turn tracker may be taken: in a phase, or in the enemy phase's
 * moment after its last stage (SAVE-3), before the end of turn.
 */
export type Moment = Phase | 'after-enemy-stages';

/** Where the acting miniature may stand for an action besides a square (MAP-TWR-3, MAP-HID-5; LEO-2 will add a machine). */
export type Standing = 'tower-top' | 'hiding-spot';

/**
 * The places an action may be taken from, besides a square: anywhere else the step is refused
 * before its rule looks at it, naming MAP-TWR-3 at a tower top (or `topRule`, the rule the action
 * names there, MAP-TWR-5 for an attack) and MAP-HID-5 in a hiding spot.
 */
export interface Places {
  from: readonly Standing[];
  topRule?: 'MAP-TWR-5';
}

/**
 * One value the players give in an action's form (ASP-1): the step's field it fills, how it is
 * given, and its label, `memoryPlay.board.act.<label>`. What it may take now (the choices, the
 * bounds) comes from the move's preview in main, which tried the step on the play.
 */
export interface FormField {
  field: string;
  input: 'choice' | 'number' | 'text';
  label: string;
  /** A choice's options in words, `memoryPlay.board.act.<optionWords>` with each option's values; none: each as the table says it (a square). */
  optionWords?: string;
}

/**
 * ASP-1: how the acting assassin's panel offers an action: on the map (a move's squares, a
 * glide's), or in the panel with its form: the fields the players fill in, in order, and the
 * button's words (`memoryPlay.board.act.<submit>`; none: "Do it"). `own`: a form of its own
 * (`board/forms/<kind>.svelte`), for what a list of fields cannot say (an attack's odds before
 * the cube is spent, a trade's partners).
 */
export type PanelOffer = 'on-map' | { fields?: readonly FormField[]; submit?: string; own?: true };

export interface MoveDecl<K extends string, S extends z.ZodType<{ kind: K }>, F extends MoveFamily, P extends PanelOffer | undefined = PanelOffer | undefined> {
  kind: K;
  family: F;
  /** The whole step's shape, `kind` included: checked where a step enters (IPC, the stored log), never in the reducer. */
  schema: S;
  cost?: MoveCost<z.infer<S>>;
  /** TURN-1: the moments it may be taken in, the first the one a refusal names; absent: any. */
  moments?: readonly Moment[];
  /** An action by the miniature its `miniatureId` names: where it may stand for it. */
  places?: Places;
  /**
   * Its history line's parameters (`memoryPlay.history.step.<kind>`, or the key it names), in the
   * players' words (step-summary.ts): miniatures, squares and objectives as the table says them.
   */
  label: (step: z.infer<S>, words: StepWords) => Worded;
  /** An action: how the acting assassin's panel offers it (moves.test.ts checks each action says). */
  panel?: P;
}

/** Declares a kind of step, keeping its literal kind, family, schema and panel for the derived types. */
export function declareMove<const K extends string, S extends z.ZodType<{ kind: K }>, const F extends MoveFamily, const P extends PanelOffer | undefined = undefined>(
  decl: MoveDecl<K, S, F, P>,
): MoveDecl<K, S, F, P> & { panel: P } {
  return decl as MoveDecl<K, S, F, P> & { panel: P };
}
