import { refuse } from '../../../../shared/ipc/refusal.js';
import { mapSide, who } from '../board-queries.js';
import { withMiniature } from '../miniature-steps.js';
import { PlayCtx } from '../context.js';
import { arrive } from '../arrive.js';
import { findOnTop } from '../towers.js';
import type { MoveRule } from './move-rule.js';

/**
 * MAP-TWR-6, MAP-TWR-7, NAGA-1: 0 cubes down to the foot. Into its hiding spot when free; with
 * enemies on that square the test comes first, and only a leaper it leaves incognito goes into
 * the spot (the rest stay on the square, exposed). A taken spot: land on the square (MAP-TWR-7
 * default), tested if enemies are there. A naga's leap lands on any of its 4 squares, which
 * the panel offers to choose from.
 */
export const leapOfFaithRule: MoveRule<'leap-of-faith'> = {
  apply(state, step) {
    const found = findOnTop(state, step.miniatureId, 'MAP-TWR-6');
    if (!found.ok) return found;
    const { assassin, top, tower } = found.value;
    let square = tower.foot;
    if (square === null) {
      if (step.square === undefined || !tower.squares.includes(step.square)) {
        return refuse('NAGA-1', `The leap from the ${tower.variant} lands on one of its squares: ${tower.squares.join(', ')}.`, { miniatureId: assassin.id, squares: tower.squares.join(', '), square: step.square ?? '' }, 'square');
      }
      square = step.square;
    } else if (step.square !== undefined && step.square !== square) {
      return refuse('MAP-TWR-6', `The leap of faith lands in the hiding spot at the foot of the ${tower.variant}, on ${square}.`, { miniatureId: assassin.id, foot: square, square: step.square }, 'square');
    }
    const landing = { side: top.side, square };
    const ctx = new PlayCtx(withMiniature(state, { ...assassin, place: { on: 'square', ...landing } }));
    ctx.emit({ type: 'tower-leapt', ...who(assassin), side: top.side, toSquare: square, rule: 'MAP-TWR-6' });
    // MAP-TWR-5: at the top it was incognito; DET-1 (c): tested before it goes into the spot.
    arrive(ctx, { how: 'leap', who: [assassin.id], at: landing, from: null, exposed: false, intoHidingSpot: true });
    return ctx.accepted();
  },
  preview(state, assassin) {
    const place = assassin.place;
    if (place.on !== 'tower-top') return null;
    const tower = mapSide(state, place.side)?.features[place.tower];
    // NAGA-1: a naga without a foot lands on a square the players name; tried on the first.
    if (tower?.type !== 'tower' || tower.foot !== null || tower.squares[0] === undefined) return { step: { kind: 'leap-of-faith', miniatureId: assassin.id } };
    const options = tower.squares.map((square) => ({ value: square }));
    return { step: { kind: 'leap-of-faith', miniatureId: assassin.id, square: tower.squares[0] }, fields: { square: { value: tower.squares[0], options } } };
  },
};
