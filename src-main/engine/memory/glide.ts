import { refuse } from '../../../shared/ipc/refusal.js';
import { nearby } from '../../../shared/memory-play/map/nearby.js';
import type { AssassinPiece, BoardSquare, PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import { findMayAct, payFor } from './action-costs.js';
import { eliminateAssassin } from './board-steps.js';
import { isExposed, mapSide, who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PlayCtx } from './context.js';
import type { StepResult } from './step-result.js';
import { checkSquare, checkWhole } from './step-checks.js';
import { arrive } from './arrive.js';

/**
 * Cards that let an assassin glide or fly (e.g. Parachute): from a square or a tower top to a
 * square the card allows (MAP-TWR-8; where is the card's, GEN-6). No enemy can hunt it on the
 * way (HUNT-7). A landing from which it can never leave the map eliminates it (HLT-11).
 */

/** A sanity bound on a typed card cost: not a game value. */
const CARD_COST_MAX = 9;

/**
 * HLT-11, ACT-FTS-1, ENT-1: whether an assassin on `from` can still walk (ACT-MOV-1, no wall
 * crossed, towers climbed and leapt from, MAP-TWR-6) to a fast travel station or a triangle of
 * its map. Null when the app cannot tell: a map with no exit entered, or two maps side by side
 * (TWO-*), whose crossings this check does not follow.
 */
function canLeaveFrom(state: PlayState, from: BoardSquare): boolean | null {
  const side = mapSide(state, from.side);
  if (side === undefined || state.map.sides.length > 1) return null;
  const exits = new Set(side.features.flatMap((feature) => (feature.type === 'fast-travel' || feature.type === 'triangle' ? [feature.square] : [])));
  if (exits.size === 0) return null;
  const towers = side.features.flatMap((feature) => (feature.type === 'tower' ? [feature] : []));
  const seen = new Set([from.square]);
  const queue = [from.square];
  while (queue.length > 0) {
    const square = queue.shift()!;
    if (exits.has(square)) return true;
    const leaps = towers.filter((tower) => tower.squares.includes(square)).flatMap((tower) => (tower.foot === null ? tower.squares : [tower.foot]));
    for (const next of [...nearby(side, square), ...leaps]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

/**
 * MAP-TWR-8, HUNT-7, HLT-11: the card's cost paid, the assassin set down on `square` with no
 * hunt. Then as any arrival: an incognito one is tested where enemies stand (DET-1 a); an
 * exposed one arriving where none stand is incognito again (STL-6). Stranded (HLT-11), it is
 * eliminated, once the players confirm it (`strandedConfirmed`).
 */
export function glide(state: PlayState, step: Extract<ActionStep, { kind: 'glide' }>): StepResult {
  const found = findMayAct(state, step.miniatureId);
  if (!found.ok) return found;
  const assassin = found.value;
  const cost = checkWhole(step.cost, 0, CARD_COST_MAX, 'ASP-1', 'cost', { miniatureId: assassin.id });
  if (!cost.ok) return cost;
  const square = checkSquare(state, step.side, step.square);
  if (!square.ok) return square;
  const to = { side: step.side, square: step.square };
  const place = assassin.place;
  if (place.on === 'square' && place.side === to.side && place.square === to.square) {
    return refuse('MAP-TWR-8', `${assassin.characterId} is already on ${to.side}:${to.square}.`, { miniatureId: assassin.id, side: to.side, square: to.square }, 'square');
  }
  const stranded = canLeaveFrom(state, to) === false;
  if (stranded && step.strandedConfirmed !== true) {
    return refuse('HLT-11', `From ${to.side}:${to.square} ${assassin.characterId} could never leave the map, and would be eliminated.`, { miniatureId: assassin.id, side: to.side, square: to.square }, 'strandedConfirmed');
  }
  const paid = payFor(state, assassin, step, step.useSavedCube === true);
  if (!paid.ok) return paid;
  const exposed = isExposed(state, assassin.id);
  const fromSide = place.on === 'off-map' ? null : place.side;
  const fromSquare = place.on === 'square' ? place.square : null;
  const ctx = new PlayCtx(paid.value.state, paid.value.events);
  ctx.state = withMiniature(ctx.state, { ...(ctx.state.miniatures[assassin.id] as AssassinPiece), place: { on: 'square', ...to } });
  ctx.emit(
    { type: 'card-used', ...who(assassin), card: step.card, cost: cost.value, rule: 'MAP-TWR-8' },
    { type: 'miniature-moved', ...who(assassin), fromSide, fromSquare, toSide: to.side, toSquare: to.square, rule: 'HUNT-7' },
  );
  if (stranded) {
    ctx.change(eliminateAssassin(ctx.state, ctx.state.miniatures[assassin.id] as AssassinPiece, 'HLT-11'));
    return ctx.accepted();
  }
  arrive(ctx, { how: 'glide', who: [assassin.id], at: to, from: fromSide === null || fromSquare === null ? null : { side: fromSide, square: fromSquare }, exposed });
  return ctx.accepted();
}
