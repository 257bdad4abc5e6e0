import { hideBodies } from '../square-actions.js';
import { isBody, piecesOn } from '../stealth.js';
import type { MoveRule } from './move-rule.js';

/** BODY-1, BODY-2: the bodies on the square, each searched for at most one card as the players say. */
export const hideBodiesRule: MoveRule<'hide-bodies'> = {
  apply: hideBodies,
  preview(state, assassin) {
    const place = assassin.place;
    const bodies = place.on === 'square' ? piecesOn(state, { side: place.side, square: place.square }, isBody).length : 0;
    return { step: { kind: 'hide-bodies', miniatureId: assassin.id, searched: 0 }, fields: { searched: { value: 0, min: 0, max: bodies, params: { bodies } } } };
  },
};
