import type { z } from 'zod';

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
export type MoveCost<T> = number | { listed: number | null; of: (step: T) => number };

export interface MoveDecl<K extends string, S extends z.ZodType<{ kind: K }>, F extends MoveFamily> {
  kind: K;
  family: F;
  /** The whole step's shape, `kind` included: checked where a step enters (IPC, the stored log), never in the reducer. */
  schema: S;
  cost?: MoveCost<z.infer<S>>;
}

/** Declares a kind of step, keeping its literal kind, family and schema for the derived types. */
export function declareMove<const K extends string, S extends z.ZodType<{ kind: K }>, const F extends MoveFamily>(decl: MoveDecl<K, S, F>): MoveDecl<K, S, F> {
  return decl;
}
