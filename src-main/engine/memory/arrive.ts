import type { BoardSquare, PlayState } from '../../../shared/memory-play/play-state.js';
import { hidingSpotOccupant, hidingSpotOn, isRestricted } from './board-queries.js';
import type { Change, PlayCtx } from './context.js';
import { startHunt } from './hunt.js';
import { modulesOnArrive } from './rules/index.js';
import { becomeIncognito, enemiesOn, expose, intoHidingSpot, startDetection } from './stealth.js';

/**
 * How an assassin reached its square: a move (ACT-MOV-1), a fast travel back onto the map
 * (ACT-FTS-1 b), a glide (MAP-TWR-8), a leap of faith (MAP-TWR-6), or out of a hiding spot onto
 * the same square (MAP-HID-5).
 */
export type ArrivalHow = 'move' | 'fast-travel' | 'glide' | 'leap' | 'hiding-spot-left';

export interface Arrival {
  /** The assassin, already standing on `at` in the context's state. */
  who: string;
  at: BoardSquare;
  /** Where it came from; for a move, the square a hunt starts from (HUNT-1). */
  from: BoardSquare | null;
  how: ArrivalHow;
  /** Whether it was exposed as it set off (STL-6, HUNT-1). */
  exposed: boolean;
  /** MAP-TWR-6: it lands in the free hiding spot of `at`, once a test there (if any) leaves it incognito. */
  intoHidingSpot?: boolean;
}

/**
 * The one arrival of an assassin on a square, whatever took it there: the rules that follow an
 * arrival, in the order the rulebook applies them. An exposed mover leaving enemies is hunted
 * (ACT-MOV-3, HUNT-1; a glide is never hunted, HUNT-7); an incognito one arriving where enemies
 * stand is tested at once (ACT-MOV-2, DET-1 a), or exposed at once in a restricted area (RST-2);
 * one stepping out of a hiding spot among enemies is tested (DET-1 c); a leaper goes into the
 * spot at the foot (MAP-TWR-6), after the test when there is one; an exposed one arriving where
 * no enemy stands, hunters included, is incognito again (STL-6, HUNT-3).
 */
export function arrive(ctx: PlayCtx, arrival: Arrival): void {
  const { who, at, from } = arrival;
  const metEnemies = enemiesOn(ctx.state, at).length > 0;
  const spotFree = hidingSpotOn(ctx.state, at) !== undefined && hidingSpotOccupant(ctx.state, at) === undefined;
  const leftEnemies = from !== null && enemiesOn(ctx.state, from).length > 0;
  if (arrival.how === 'hiding-spot-left') {
    if (metEnemies) ctx.state = startDetection(ctx.state, at, [who], 0, false);
    return;
  }
  if (arrival.exposed && arrival.how === 'move' && leftEnemies && from !== null) ctx.change(startHunt(ctx.state, who, from, at));
  else if (!arrival.exposed) ctx.change(arriveAmongEnemies(ctx.state, who, at));
  if (arrival.intoHidingSpot === true && spotFree) {
    const pending = ctx.state.pending;
    // DET-1 (c): tested before entering the spot; RST-2: in a restricted area, exposed at once beside it.
    if (!metEnemies) ctx.change(intoHidingSpot(ctx.state, who, 'MAP-TWR-6'));
    else if (pending?.kind === 'detection-roll') ctx.state = { ...ctx.state, pending: { ...pending, intoHidingSpot: who } };
  }
  if (arrival.exposed && ctx.state.pending === null && enemiesOn(ctx.state, at).length === 0) ctx.change(becomeIncognito(ctx.state, who));
  modulesOnArrive(ctx, arrival);
}

/**
 * ACT-MOV-2, DET-1 (a), RST-2: an incognito assassin arriving where enemies stand is tested at
 * once; in a restricted area it is exposed at once instead, with no test, and the alert turns
 * active. `exposed` says which happened.
 */
function arriveAmongEnemies(state: PlayState, miniatureId: string, at: BoardSquare): Change & { exposed: boolean } {
  if (enemiesOn(state, at).length === 0) return { state, events: [], exposed: false };
  if (isRestricted(state, at)) return { ...expose(state, miniatureId, at, 'RST-2'), exposed: true };
  return { state: startDetection(state, at, [miniatureId], 0, false), events: [], exposed: false };
}
