import type { SideId, SquareRef } from './map/map-types.js';

/**
 * GEN-1: when the rules leave a choice to the players, the engine stops at a pending decision
 * listing every legal option, and the next step must answer it (`choose`). Nothing is
 * auto-picked. Like a boardgame.io stage, a decision narrows what may happen next to one
 * kind of step; unlike one, it carries its options as data, so the screen can list them and
 * a logged answer replays without asking again.
 *
 * Parts 2–3 add kinds (which guards hunt, where hits go, how dice split, a roll to type or
 * let the app make); each kind lists its options here and is answered in its own module.
 */

/** An option that is a square of the map. */
export interface SquareOption {
  /** `A:B3`: stable, so an answer can name it. */
  id: string;
  side: SideId;
  square: SquareRef;
}

interface DecisionBase {
  /** Unique within the play (`d1`, `d2`…), so a stale answer cannot answer a newer decision. */
  id: string;
  /** The rule that asks the question; GEN-1 makes it the players'. */
  rule: string;
}

/**
 * SET-1, ENT-1: the map offers several squares where the assassins enter; the players say
 * where this assassin starts.
 */
export interface PlaceAssassinDecision extends DecisionBase {
  kind: 'place-assassin';
  miniatureId: string;
  options: readonly SquareOption[];
}

export type PendingDecision = PlaceAssassinDecision;
export type DecisionKind = PendingDecision['kind'];

export const squareOptionId = (square: { side: SideId; square: SquareRef }): string => `${square.side}:${square.square}`;
