import { saveCube } from '../action-steps.js';
import type { MoveRule } from './move-rule.js';

/** SAVE-1, SAVE-2: one cube on the "+" slot, one at a time. */
export const saveCubeRule: MoveRule<'save-cube'> = {
  apply: saveCube,
  preview: (_state, assassin) => ({ step: { kind: 'save-cube', miniatureId: assassin.id } }),
};
