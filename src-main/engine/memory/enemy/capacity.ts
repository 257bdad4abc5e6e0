import { SQUARE_ENEMY_CAPACITY } from '../../../../shared/memory-play/map/map-types.js';
import type { BoardSquare, Miniature, PlayState } from '../../../../shared/memory-play/play-state.js';
import { enemySpacesUsed, who } from '../board-queries.js';
import { enemiesOn, isBody, piecesOn } from '../stealth.js';
import { adjustReserve } from '../reserve.js';
import type { Work } from './plan.js';

/**
 * Square capacity for enemies entering (CAP-1, CAP-2): 4 enemies and bodies at most, but bodies
 * give way: an entering enemy removes a body to the reserve rather than stay out.
 */

/** CAP-1, CAP-2: how many more enemies can enter `at` (bodies there would be displaced). */
export function roomFor(state: PlayState, at: BoardSquare): number {
  return Math.max(0, SQUARE_ENEMY_CAPACITY - enemiesOn(state, at).length);
}

/** CAP-2: bodies on `at`, in the state's order; the first ones give way. */
export const bodiesOn = (state: PlayState, at: BoardSquare): Miniature[] => piecesOn(state, at, isBody);

/**
 * CAP-2: makes room for `entering` enemies on `at` by returning as many bodies as needed to the
 * reserve; each one is recorded for the detection test its removal triggers (DET-1d, DET-6).
 * The caller has already limited `entering` to `roomFor`.
 */
export function displaceBodies(work: Work, at: BoardSquare, entering: number): void {
  const excess = enemySpacesUsed(work.state, at) + entering - SQUARE_ENEMY_CAPACITY;
  if (excess <= 0) return;
  const removed = bodiesOn(work.state, at).slice(0, excess);
  const miniatures = { ...work.state.miniatures };
  let reserve = work.state.reserve;
  for (const body of removed) {
    delete miniatures[body.id];
    if (body.kind === 'guard') reserve = adjustReserve(reserve, body.guardType, 1);
    work.preview.displacedBodies.push({ miniatureId: body.id, guardType: body.kind === 'guard' ? body.guardType : body.kind, side: at.side, square: at.square });
    work.events.push({ type: 'miniature-removed', ...who(body), fromSide: at.side, fromSquare: at.square, toReserve: body.kind === 'guard', rule: 'CAP-2' });
  }
  work.state = { ...work.state, miniatures, reserve };
}
