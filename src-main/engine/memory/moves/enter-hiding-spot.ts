import { isInHidingSpot } from '../board-queries.js';
import { enterHidingSpot } from '../hiding-spots.js';
import type { MoveRule } from './move-rule.js';

/** MAP-HID-1…3: offered on a square (away from a spot its refusal names the square); in a spot, leaving is offered instead. */
export const enterHidingSpotRule: MoveRule<'enter-hiding-spot'> = {
  apply: enterHidingSpot,
  preview: (_state, assassin) => (assassin.place.on === 'tower-top' || isInHidingSpot(assassin.place) ? null : { step: { kind: 'enter-hiding-spot', miniatureId: assassin.id } }),
};
