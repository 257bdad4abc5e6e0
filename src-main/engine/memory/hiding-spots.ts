import { refuse } from '../../../shared/ipc/refusal.js';
import type { PlayState } from '../../../shared/memory-play/play-state.js';
import type { ActionStep } from '../../../shared/memory-play/moves/index.js';
import { findActor } from './action-costs.js';
import { hidingSpotOccupant, hidingSpotOn, isExposed, isInHidingSpot, who } from './board-queries.js';
import { withMiniature } from './miniature-steps.js';
import { PlayCtx } from './context.js';
import type { StepResult } from './step-result.js';
import { unchanged } from './step-checks.js';
import { enemiesOn, intoHidingSpot } from './stealth.js';
import { arrive, goOutOfSight } from './arrive.js';

/**
 * Hiding spots (MAP-HID-1…6): getting in and out costs nothing. Inside, the character is
 * incognito and enemies arriving do not test it (MAP-HID-4, in `stealth.ts`); it may only use
 * the hidden blade, hide the square's bodies and use equipment without leaving (MAP-HID-5,
 * checked where those actions are). Exposed inside, it is put outside (MAP-HID-6, `red-bases.ts`).
 */

/**
 * MAP-HID-2, MAP-HID-3, HUNT-6: 0 cubes into the free hiding spot of the square. Exposed, only
 * with no enemy on the square: the character becomes incognito, its red base left on the square.
 */
export function enterHidingSpot(state: PlayState, step: Extract<ActionStep, { kind: 'enter-hiding-spot' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  const spot = hidingSpotOn(state, at);
  if (spot === undefined) return refuse('MAP-HID-1', `No hiding spot on ${at.side}:${at.square}.`, { miniatureId: assassin.id, side: at.side, square: at.square }, 'miniatureId');
  if (isInHidingSpot(assassin.place)) return unchanged(`${assassin.id} is already in the ${spot.kind}`, { miniatureId: assassin.id });
  const occupant = hidingSpotOccupant(state, at);
  if (occupant !== undefined) {
    return refuse('MAP-HID-2', `The ${spot.kind} on ${at.side}:${at.square} already holds ${occupant.id}; a hiding spot holds one character.`, { miniatureId: assassin.id, occupantId: occupant.id, spot: spot.kind, side: at.side, square: at.square }, 'miniatureId');
  }
  const exposed = isExposed(state, assassin.id);
  const enemies = enemiesOn(state, at).length;
  if (exposed && enemies > 0) {
    return refuse('MAP-HID-3', 'An exposed character enters a hiding spot only with no enemy on its square.', { miniatureId: assassin.id, enemies, side: at.side, square: at.square }, 'miniatureId');
  }
  const ctx = new PlayCtx(state);
  // MAP-HID-3, STL-6: incognito again; the red base stays on the square.
  goOutOfSight(ctx, assassin.id);
  ctx.change(intoHidingSpot(ctx.state, assassin.id, 'MAP-HID-2'));
  return ctx.accepted();
}

/** MAP-HID-5, DET-1 (c): 0 cubes out onto the same square; with enemies there, a detection test at once. */
export function leaveHidingSpot(state: PlayState, step: Extract<ActionStep, { kind: 'leave-hiding-spot' }>): StepResult {
  const actor = findActor(state, step.miniatureId);
  if (!actor.ok) return actor;
  const { assassin, at } = actor.value;
  if (!isInHidingSpot(assassin.place)) {
    return refuse('MAP-HID-5', `${assassin.characterId} is not in a hiding spot.`, { miniatureId: assassin.id, side: at.side, square: at.square }, 'miniatureId');
  }
  const ctx = new PlayCtx(withMiniature(state, { ...assassin, place: { on: 'square', ...at } }));
  ctx.emit({ type: 'hiding-spot-left', ...who(assassin), ...at, rule: 'MAP-HID-5' });
  arrive(ctx, { how: 'hiding-spot-left', who: [assassin.id], at, from: at, exposed: isExposed(state, assassin.id) });
  return ctx.accepted();
}
