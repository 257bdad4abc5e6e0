import { chanceAtLeast } from '../dice/dice-odds.js';
import type { DieFace } from '../dice/dice.js';
import type { AttackOdds } from './action-preview.js';

/**
 * ACT-WPN-3, ACT-WPN-5, RET-1: the exact chances of an attack of `count` white dice on a square
 * with `guards` guards: every guard falls (at least as many hits as guards; a `special` counts
 * as a hit), and at least one X (retaliation from the enemies left). Null chances when the white
 * die's faces were never entered (UNK-1). One source for the odds shown before the cube is spent
 * (the action panel) and while the roll waits (the decision panel).
 */
export function attackOdds(white: readonly DieFace[] | null, count: number, guards: number): AttackOdds {
  return {
    count,
    guards,
    allGuards: white === null || guards === 0 ? null : chanceAtLeast(white, count, guards, 'hits'),
    anyFailure: white === null ? null : chanceAtLeast(white, count, 1, 'failures'),
  };
}
