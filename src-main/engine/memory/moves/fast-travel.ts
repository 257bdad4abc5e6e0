import { fastTravel, stationSquares } from '../fast-travel.js';
import { refusalOf, type MoveRule } from './move-rule.js';

/**
 * ACT-FTS-1, ACT-FTS-3, END-5: leaving through the station on the square, and each station
 * square to come back on at once, each tried as the step. When the last assassin would leave
 * with objectives open (END-5) the players confirm: the step with the confirmation says whether
 * anything else refuses it.
 */
export const fastTravelRule: MoveRule<'fast-travel'> = {
  apply: fastTravel,
  preview(state, assassin, { acting }) {
    const stations = stationSquares(state).map((station) => ({
      ...station,
      refusal: refusalOf(acting(state, { kind: 'fast-travel', miniatureId: assassin.id, returnTo: station })),
    }));
    const travel = acting(state, { kind: 'fast-travel', miniatureId: assassin.id });
    if (travel.ok || travel.refusal.rule !== 'END-5') return { step: { kind: 'fast-travel', miniatureId: assassin.id }, refusal: refusalOf(travel), data: { stations } };
    return { step: { kind: 'fast-travel', miniatureId: assassin.id, objectivesOpenConfirmed: true }, warning: travel.refusal, data: { stations } };
  },
};
