import { enemyMayStep } from '../../../shared/memory-play/map/nearby.js';
import { SQUARE_ENEMY_CAPACITY } from '../../../shared/memory-play/map/map-types.js';
import type { HuntDecision, MiniaturesOption } from '../../../shared/memory-play/decisions.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import type { BoardSquare, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import { enemySpacesUsed, mapSide, who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { enemiesOn, isTestedOnArrival, piecesOn, startDetection } from './stealth.js';

/**
 * The hunt (HUNT-1…5): an exposed assassin stepping off a square where enemies stand drags half
 * of them, rounded up, into its destination. The players choose which among the mobile ones
 * (GEN-1); enemies that cannot move stay (HUNT-2).
 */

type Change = { state: PlayState; events: TableEvent[] };

/** Every way to pick `count` of `items`, in list order. */
export function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  if (count > items.length) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, count - 1).map((group) => [first!, ...group]), ...combinations(rest, count)];
}

/** HUNT-2, MOV-9: a red base still on the square (another exposed character's, or a loose one) holds its enemies there. */
function redBaseStays(state: PlayState, at: BoardSquare, huntedId: string): boolean {
  return state.redBases.some((base) => {
    if (base.at.on === 'loose') return base.at.side === at.side && base.at.square === at.square;
    if (base.at.on !== 'attached' || base.at.miniatureId === huntedId) return false;
    const holder = state.miniatures[base.at.miniatureId];
    return holder !== undefined && holder.place.on === 'square' && holder.place.side === at.side && holder.place.square === at.square;
  });
}

/**
 * HUNT-1, HUNT-2: half of all enemies on the square left (rounded up, the default reading of
 * the [AMB]), filled from those able to step into the destination (walls and ladders, MOV-9)
 * and as far as its free spaces allow (CAP-1).
 */
export function huntersFor(state: PlayState, huntedId: string, from: BoardSquare, to: BoardSquare): { count: number; mobile: Miniature[]; enemies: number } {
  const enemies = enemiesOn(state, from);
  const side = mapSide(state, from.side)!;
  const mobile = redBaseStays(state, from, huntedId)
    ? []
    : enemies.filter((enemy) => enemyMayStep(side, from.square, to.square).ok);
  const free = Math.max(0, SQUARE_ENEMY_CAPACITY - enemySpacesUsed(state, to));
  const half = Math.ceil(enemies.length / 2);
  return { count: Math.min(half, mobile.length, free), mobile, enemies: enemies.length };
}

/** The hunt after the move: moved at once when only one group can hunt, else asked (GEN-1). */
export function startHunt(state: PlayState, huntedId: string, from: BoardSquare, to: BoardSquare): Change {
  const { count, mobile } = huntersFor(state, huntedId, from, to);
  if (count === 0) return { state, events: [] };
  const options: MiniaturesOption[] = combinations(mobile.map((enemy) => enemy.id), count).map((ids) => ({ id: ids.join('+'), miniatureIds: ids }));
  if (options.length === 1) return moveHunters(state, huntedId, from, to, options[0]!.miniatureIds);
  const serial = state.serials.decision + 1;
  const decision: HuntDecision = { id: `d${serial}`, kind: 'hunt', rule: 'HUNT-1', miniatureId: huntedId, side: from.side, fromSquare: from.square, toSquare: to.square, count, options };
  return { state: { ...state, pending: decision, serials: { ...state.serials, decision: serial } }, events: [] };
}

/** HUNT-1 then HUNT-4: the hunters arrive with the assassin and test the incognito characters and bodies there. */
export function moveHunters(state: PlayState, huntedId: string, from: BoardSquare, to: BoardSquare, hunterIds: readonly string[]): Change {
  let next: PlayState = { ...state, pending: null };
  const events: TableEvent[] = [];
  for (const id of hunterIds) {
    const hunter = next.miniatures[id]!;
    next = withMiniature(next, { ...hunter, place: { on: 'square', side: to.side, square: to.square } });
    events.push({ type: 'miniature-moved', ...who(hunter), fromSide: from.side, fromSquare: from.square, toSide: to.side, toSquare: to.square, rule: 'HUNT-1' });
  }
  // MAP-HID-4: a character in a hiding spot is not tested.
  const tested = piecesOn(next, to, (miniature) => miniature.id !== huntedId && isTestedOnArrival(next, miniature)).map((miniature) => miniature.id);
  next = startDetection(next, to, tested, hunterIds.length, true);
  return { state: next, events };
}
