import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../shared/dice/dice.js';
import type { EnemyStagePreview } from '../../shared/memory-play/enemy-phase.js';
import { rollEnemyDice } from './enemy-dice-roll.js';

/** A combat preview as the engine answers it: one character's 3 black dice still to roll, one already rolled. */
const preview = {
  step: 'combat',
  status: 'rolls',
  tests: [],
  combat: [
    {
      side: 'A',
      square: 'C3',
      attackerIds: ['g1'],
      pool: 4,
      remainder: 0,
      shares: [
        { rollId: 'combat:a1', miniatureId: 'a1', label: 'ezio', health: 3, dice: 3, odds: null, faces: null },
        { rollId: 'combat:a2', miniatureId: 'a2', label: 'claudio', health: 3, dice: 1, odds: null, faces: ['hit'] },
      ],
    },
  ],
} as unknown as EnemyStagePreview;
const black: DieFace[] = ['hit', 'hit', 'enemy-fail', 'enemy-fail', 'enemy-fail', 'enemy-fail'];

describe('enemy-stage dice rolled by the app (CMB-6, UNK-1)', () => {
  it('CMB-6: rolls exactly the dice of the share waiting, from the entered faces, the same for the same seed', () => {
    const rolled = rollEnemyDice(preview, { black }, 'combat:a1', 42);
    expect(rolled.ok && rolled.value.length).toBe(3);
    expect(rolled.ok && rolled.value.every((face) => black.includes(face))).toBe(true);
    expect(rollEnemyDice(preview, { black }, 'combat:a1', 42)).toEqual(rolled);
  });

  it('UNK-1: never rolls a die whose faces were not entered', () => {
    const refused = rollEnemyDice(preview, {}, 'combat:a1', 1);
    expect(refused.ok ? null : [refused.refusal.rule, refused.refusal.params]).toEqual(['UNK-1', { context: 'black' }]);
  });

  it('a roll already made, or one the step does not wait for, is refused', () => {
    for (const rollId of ['combat:a2', 'detect:A:B3']) {
      const refused = rollEnemyDice(preview, { black }, rollId, 1);
      expect(refused.ok ? null : refused.refusal.params).toMatchObject({ decisionId: rollId });
    }
  });
});
