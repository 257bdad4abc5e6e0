import { trade } from '../square-actions.js';
import type { MoveRule } from './move-rule.js';

/** ACT-TRD-1: the other assassins on the square; with none, the step names nobody and the refusal says so. */
export const tradeRule: MoveRule<'trade'> = {
  apply: trade,
  preview(state, assassin) {
    const at = assassin.place;
    const partners = Object.values(state.miniatures)
      .filter(({ kind, id, place }) => kind === 'assassin' && id !== assassin.id && at.on === 'square' && place.on === 'square' && place.side === at.side && place.square === at.square)
      .map((miniature) => miniature.id);
    return { step: { kind: 'trade', miniatureId: assassin.id, withIds: partners.length > 0 ? partners : ['-'], criticalAgrees: true }, data: { partners } };
  },
};
