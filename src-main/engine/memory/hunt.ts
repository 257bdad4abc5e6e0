import { enemyMayStep } from '../../../shared/memory-play/map/nearby.js';
import { OBJECTIVE_BASE_SPACES, SQUARE_ENEMY_CAPACITY } from '../../../shared/memory-play/map/map-types.js';
import type { HuntDecision, HuntOption } from '../../../shared/memory-play/decisions.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import type { BoardSquare, GuardPiece, Miniature, PlayState } from '../../../shared/memory-play/play-state.js';
import { enemySpacesUsed, labelOf, mapSide, who } from './board-queries.js';
import { ignoresLadders } from './enemy/enemy-cards.js';
import { isOnObjectiveSpace, objectiveBaseOn } from './enemy/objective-spaces.js';
import { distinctGroups } from './enemy/plan.js';
import type { Change } from './context.js';
import { withMiniature } from './miniature-steps.js';
import { withoutKey } from './records.js';
import { adjustReserve } from './reserve.js';
import { enemiesOn, isBody, piecesOn } from './stealth.js';

/**
 * The hunt (HUNT-1…5): an exposed assassin stepping off a square where enemies stand drags half
 * of them, rounded up, into its destination. The players choose which among the mobile ones
 * (GEN-1); enemies that cannot move stay (HUNT-2, MOV-9). The hunters enter like any enemy: bodies
 * there give way (CAP-2), free objective spaces take them at once (MOV-6), and their arrival
 * (`arrive.ts`) tests the bodies and incognito characters there (HUNT-4), or, in a restricted
 * area, finds them (RST-2). When bodies or spaces leave a choice, each option of the hunt is one
 * whole outcome.
 */

/** Every way to pick `count` of `items`, in list order. */
export function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  if (count > items.length) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, count - 1).map((group) => [first!, ...group]), ...combinations(rest, count)];
}

/** HUNT-2, MOV-9e: a red base still on the square (another exposed character's, or a loose one) holds its enemies there. */
function redBaseStays(state: PlayState, at: BoardSquare, huntedId: string): boolean {
  return state.redBases.some((base) => {
    if (base.at.on === 'loose') return base.at.side === at.side && base.at.square === at.square;
    if (base.at.on !== 'attached' || base.at.miniatureId === huntedId) return false;
    const holder = state.miniatures[base.at.miniatureId];
    return holder !== undefined && holder.place.on === 'square' && holder.place.side === at.side && holder.place.square === at.square;
  });
}

/**
 * HUNT-1, HUNT-2: half of all enemies on the square left (rounded up, the default reading of the
 * [AMB]), filled from those able to move into the destination: not on an objective space
 * (MOV-9d), not held by a red base (MOV-9e), not stopped by a wall or a missing ladder (MOV-9a,
 * MOV-9c: an elite whose card ignores ladders passes, MAP-ROOF-2), and as many as the
 * destination has room for, its bodies giving way (MOV-9b, CAP-2).
 */
function huntersFor(state: PlayState, huntedId: string, from: BoardSquare, to: BoardSquare): { count: number; mobile: Miniature[]; enemies: number } {
  const enemies = enemiesOn(state, from);
  const side = mapSide(state, from.side)!;
  const cards = { input: {}, state };
  const mobile = redBaseStays(state, from, huntedId)
    ? []
    : enemies.filter((enemy) => !isOnObjectiveSpace(state, enemy) && enemyMayStep(side, from.square, to.square, { ignoresLadders: ignoresLadders(cards, enemy) }).ok);
  const room = Math.max(0, SQUARE_ENEMY_CAPACITY - enemiesOn(state, to).length);
  const half = Math.ceil(enemies.length / 2);
  return { count: Math.min(half, mobile.length, room), mobile, enemies: enemies.length };
}

/** How the table tells bodies and guards apart when choosing among them: their type (or the boss's name). */
const looks = (miniature: Miniature): string => `${miniature.kind}/${labelOf(miniature)}`;

/** GEN-1: every group of `count` of `items` the table can tell apart; all of them when they all go. */
const groupsOf = (items: readonly Miniature[], count: number): Miniature[][] => (count <= 0 ? [[]] : items.length <= count ? [[...items]] : distinctGroups(items, count, looks));

/**
 * CAP-2: the bodies that give way to `hunters` entering `to`; MOV-6: the guards then put on the
 * free spaces of its objective base, those already standing there first. Each list of outcomes
 * holds one entry when the table has nothing to choose.
 */
function outcomesFor(state: PlayState, to: BoardSquare, hunters: readonly Miniature[]): { givingWay: string[]; onObjectiveBase: string[] }[] {
  const excess = enemySpacesUsed(state, to) + hunters.length - SQUARE_ENEMY_CAPACITY;
  const bodyGroups = groupsOf(piecesOn(state, to, isBody), excess);
  const objective = objectiveBaseOn(state, to);
  let spaceGroups: Miniature[][] = [[]];
  if (objective !== undefined) {
    const free = OBJECTIVE_BASE_SPACES - piecesOn(state, to, (miniature) => isOnObjectiveSpace(state, miniature)).length;
    const standing = piecesOn(state, to, (miniature) => miniature.kind === 'guard' && !miniature.body && !isOnObjectiveSpace(state, miniature));
    const arriving = hunters.filter((hunter) => hunter.kind === 'guard');
    spaceGroups = groupsOf(standing, free).flatMap((earlier) => groupsOf(arriving, free - earlier.length).map((arrived) => [...earlier, ...arrived]));
  }
  return bodyGroups.flatMap((bodies) => spaceGroups.map((guards) => ({ givingWay: bodies.map((body) => body.id), onObjectiveBase: guards.map((guard) => guard.id) })));
}

/**
 * HUNT-1, GEN-1: every legal outcome: each group of hunters, with the bodies giving way and the
 * guards taking spaces. An option's id is its hunters' ids joined by `+`; when one group has
 * several outcomes, `#2`, `#3`… tell them apart.
 */
function huntOptions(state: PlayState, to: BoardSquare, mobile: readonly Miniature[], count: number): HuntOption[] {
  return combinations([...mobile], count).flatMap((group) => {
    const base = group.map((enemy) => enemy.id).join('+');
    const outcomes = outcomesFor(state, to, group);
    return outcomes.map((outcome, index) => ({
      id: outcomes.length === 1 ? base : `${base}#${index + 1}`,
      miniatureIds: group.map((enemy) => enemy.id),
      ...(outcome.givingWay.length > 0 ? { givingWay: outcome.givingWay } : {}),
      ...(outcome.onObjectiveBase.length > 0 ? { onObjectiveBase: outcome.onObjectiveBase } : {}),
    }));
  });
}

/**
 * The hunt after the move: the one outcome when it can go only one way (`only`, for the hunters
 * to move in at once), else the state asking the players (GEN-1); no hunters, nothing.
 */
export function startHunt(state: PlayState, huntedId: string, from: BoardSquare, to: BoardSquare): { state: PlayState; only: HuntOption | null } {
  const { count, mobile } = huntersFor(state, huntedId, from, to);
  if (count === 0) return { state, only: null };
  const options = huntOptions(state, to, mobile, count);
  if (options.length === 1) return { state, only: options[0]! };
  const serial = state.serials.decision + 1;
  const decision: HuntDecision = { id: `d${serial}`, kind: 'hunt', rule: 'HUNT-1', miniatureId: huntedId, side: from.side, fromSquare: from.square, toSquare: to.square, count, options };
  return { state: { ...state, pending: decision, serials: { ...state.serials, decision: serial } }, only: null };
}

/**
 * HUNT-1 then CAP-2 and MOV-6: the bodies giving way go back to the reserve, the hunters move in
 * with the assassin and take the free objective spaces. Their arrival (HUNT-4, RST-2) is
 * `arrive`'s, which the caller starts (`huntersArrive`).
 */
export function moveHunters(state: PlayState, from: BoardSquare, to: BoardSquare, outcome: HuntOption): Change {
  let next: PlayState = { ...state, pending: null };
  const events: TableEvent[] = [];
  for (const id of outcome.givingWay ?? []) {
    const body = next.miniatures[id]!;
    next = { ...next, miniatures: withoutKey(next.miniatures, id), reserve: body.kind === 'guard' ? adjustReserve(next.reserve, body.guardType, 1) : next.reserve };
    events.push({ type: 'miniature-removed', ...who(body), fromSide: to.side, fromSquare: to.square, toReserve: body.kind === 'guard', rule: 'CAP-2' });
  }
  for (const id of outcome.miniatureIds) {
    const hunter = next.miniatures[id]!;
    // A guard leaving a square leaves any objective space it was last given there.
    const moving = hunter.kind === 'guard' ? (({ objectiveSpace: _left, ...guard }: GuardPiece) => guard)(hunter) : hunter;
    next = withMiniature(next, { ...moving, place: { on: 'square', side: to.side, square: to.square } });
    events.push({ type: 'miniature-moved', ...who(hunter), fromSide: from.side, fromSquare: from.square, toSide: to.side, toSquare: to.square, rule: 'HUNT-1' });
  }
  const objective = objectiveBaseOn(next, to);
  for (const id of outcome.onObjectiveBase ?? []) {
    const guard = next.miniatures[id] as GuardPiece;
    next = withMiniature(next, { ...guard, objectiveSpace: objective!.id });
    events.push({ type: 'guard-on-objective-space', ...who(guard), objectiveId: objective!.id, side: to.side, square: to.square, rule: 'MOV-6' });
  }
  return { state: next, events };
}
