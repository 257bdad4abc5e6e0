import { SQUARE_ENEMY_CAPACITY } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, Miniature } from '../../../../shared/memory-play/play-state.js';
import { squareOptionId } from '../../../../shared/memory-play/decisions.js';
import { labelOf, takesEnemySpace, who } from '../board-queries.js';
import { isBody, isEnemy } from '../stealth.js';
import { adjustReserve } from '../reserve.js';
import { countAt, piecesAt, removeMiniatures } from './board-draft.js';
import { ask, distinctGroups, type Work } from './plan.js';

/**
 * Square capacity for enemies entering (CAP-1, CAP-2): 4 enemies and bodies at most, but bodies
 * give way: an entering enemy removes a body to the reserve rather than stay out.
 */

/** CAP-1, CAP-2: how many more enemies can enter `at` (bodies there would be displaced). */
export function roomFor(work: Work, at: BoardSquare): number {
  return Math.max(0, SQUARE_ENEMY_CAPACITY - countAt(work, at, isEnemy));
}

/** CAP-2: bodies on `at`, in the state's order. */
export const bodiesOn = (work: Work, at: BoardSquare): Miniature[] => piecesAt(work, at, isBody);

/** How the table tells bodies apart: a crossbowman's body from an agile guard's (they go back to different reserves). */
const looks = (body: Miniature): string => `${body.kind}/${labelOf(body)}`;

/**
 * CAP-2, GEN-1: which `count` of the bodies on `at` give way. Bodies that look the same are one
 * choice (the first ones in the state's order go); otherwise the players choose. `moment` tells
 * apart two entries into one square in a step (`REI-3`, `MOV-1`, `MOV-3`).
 */
function bodiesGivingWay(work: Work, at: BoardSquare, count: number, moment: string): Miniature[] {
  const bodies = bodiesOn(work, at);
  if (bodies.length <= count) return bodies;
  const option = ask(work, {
    id: `bodies-give-way:${moment}:${squareOptionId(at)}`,
    kind: 'bodies-give-way',
    rule: 'CAP-2',
    side: at.side,
    square: at.square,
    miniatureIds: bodies.map((body) => body.id),
    count,
    options: distinctGroups(bodies, count, looks).map((group) => ({ id: group.map((body) => body.id).join('+'), miniatureIds: group.map((body) => body.id) })),
  });
  return bodies.filter((body) => option.miniatureIds!.includes(body.id));
}

/**
 * CAP-2: makes room for `entering` enemies on `at` by returning as many bodies as needed to the
 * reserve (the players choosing which when that matters); each one is recorded for the detection
 * test its removal triggers (DET-1d, DET-6). The caller has already limited `entering` to `roomFor`.
 */
export function displaceBodies(work: Work, at: BoardSquare, entering: number, moment: string): void {
  const excess = countAt(work, at, takesEnemySpace) + entering - SQUARE_ENEMY_CAPACITY;
  if (excess <= 0) return;
  const removed = bodiesGivingWay(work, at, excess, moment);
  if (removed.length === 0) return;
  removeMiniatures(work, removed.map((body) => body.id));
  let reserve = work.state.reserve;
  for (const body of removed) {
    if (body.kind === 'guard') reserve = adjustReserve(reserve, body.guardType, 1);
    work.preview.displacedBodies.push({ miniatureId: body.id, guardType: body.kind === 'guard' ? body.guardType : body.kind, side: at.side, square: at.square });
    work.events.push({ type: 'miniature-removed', ...who(body), fromSide: at.side, fromSquare: at.square, toReserve: body.kind === 'guard', rule: 'CAP-2' });
  }
  work.state = { ...work.state, reserve };
}
