import { synchronize } from '../towers.js';
import type { MoveRule } from './move-rule.js';

/** MAP-TWR-4: offered at the top of a tower (once per map, its refusal says when done). */
export const synchronizeRule: MoveRule<'synchronize'> = {
  apply: synchronize,
  preview: (_state, assassin) => (assassin.place.on === 'tower-top' ? { step: { kind: 'synchronize', miniatureId: assassin.id } } : null),
};
