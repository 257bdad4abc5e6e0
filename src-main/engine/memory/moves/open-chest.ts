import { openChest } from '../square-actions.js';
import type { MoveRule } from './move-rule.js';

/** MAP-CHS-1: the chest on the assassin's square; away from one, the refusal names the square. */
export const openChestRule: MoveRule<'open-chest'> = {
  apply: openChest,
  preview: (_state, assassin) => ({ step: { kind: 'open-chest', miniatureId: assassin.id } }),
};
