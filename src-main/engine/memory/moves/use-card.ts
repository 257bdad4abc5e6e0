import { useCard } from '../square-actions.js';
import type { MoveRule } from './move-rule.js';

/**
 * GEN-6, EQP-8: a card whose effect the players play by hand; its name and printed cost are
 * typed, so the step is tried costing 0, which asks only whether the assassin may act now.
 */
export const useCardRule: MoveRule<'use-card'> = {
  apply: useCard,
  preview: (_state, assassin) => ({
    step: { kind: 'use-card', miniatureId: assassin.id, card: 'card', cost: 0 },
    cost: null,
    fields: { card: { value: '' }, cost: { value: 1, min: 0, max: 9 } },
  }),
};
