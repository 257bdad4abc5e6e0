import { chanceAtLeast } from '../dice/dice-odds.js';
import type { DieFace } from '../dice/dice.js';
import type { AttackOdds } from './action-preview.js';

/**
 * ACT-WPN-3, ACT-WPN-5, RET-1: the exact chances of an attack of `count` white dice on a square
 * whose standing guards have `healths` on their cards (attack-cards.ts `guardHealths`): every
 * guard falls (at least the sum of their health in hits; a `special` counts as a hit), and at
 * least one X (retaliation from the enemies left). No chance of the guards falling while a health
 * is unknown, none at all while the white die's faces were never entered (UNK-1). One source for
 * the odds shown before the cube is spent (the action panel) and while the roll waits.
 */
export function attackOdds(white: readonly DieFace[] | null, count: number, healths: readonly (number | undefined)[]): AttackOdds {
  const hitsNeeded = healths.every((health) => health !== undefined) ? healths.reduce<number>((sum, health) => sum + health!, 0) : null;
  return {
    count,
    guards: healths.length,
    hitsNeeded,
    allGuards: white === null || healths.length === 0 || hitsNeeded === null ? null : chanceAtLeast(white, count, hitsNeeded, 'hits'),
    anyFailure: white === null ? null : chanceAtLeast(white, count, 1, 'failures'),
  };
}
