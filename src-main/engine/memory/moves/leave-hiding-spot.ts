import { isInHidingSpot } from '../board-queries.js';
import { leaveHidingSpot } from '../hiding-spots.js';
import type { MoveRule } from './move-rule.js';

/** MAP-HID-4: offered to an assassin in a hiding spot. */
export const leaveHidingSpotRule: MoveRule<'leave-hiding-spot'> = {
  apply: leaveHidingSpot,
  preview: (_state, assassin) => (isInHidingSpot(assassin.place) ? { step: { kind: 'leave-hiding-spot', miniatureId: assassin.id } } : null),
};
