import type { DieFace } from '../dice/dice.js';
import { faceValue } from '../dice/dice-reading.js';
import type { CombatOdds } from './enemy-phase.js';

/**
 * CMB-6, CMB-7, HLT-2…4: the exact chance that a character with `health` left, rolled `dice`
 * black dice, ends untouched (no hit), injured (hit, health left) or critical (hits ≥ health;
 * further hits are lost). The black die's faces are box data (UNK-1). Counted in integers
 * (BigInt: 6^dice outcomes, each hit count k in C(dice, k)·h^k·m^(dice−k) ways), so the chances
 * are exact fractions of 6^dice before the one division.
 */
export function combatOdds(blackFaces: readonly DieFace[], dice: number, health: number): CombatOdds {
  if (blackFaces.length !== 6) throw new RangeError(`A die has 6 faces, got ${blackFaces.length}.`);
  if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`dice must be a whole number, got ${dice}.`);
  // A character at 0 health is already critical (it is never a target, HLT-4); then nothing changes.
  if (health <= 0) return { untouched: 1, injured: 0, critical: 0 };
  const hitFaces = BigInt(blackFaces.filter((face) => faceValue('enemy-hits', face) > 0).length);
  const missFaces = 6n - hitFaces;
  const total = 6n ** BigInt(dice);
  let untouched = 0n;
  let critical = 0n;
  let choose = 1n;
  for (let hits = 0; hits <= dice; hits += 1) {
    if (hits > 0) choose = (choose * BigInt(dice - hits + 1)) / BigInt(hits);
    const ways = choose * hitFaces ** BigInt(hits) * missFaces ** BigInt(dice - hits);
    if (hits === 0) untouched += ways;
    if (hits >= health) critical += ways;
  }
  // health ≥ 1, so no hit is never critical: the three outcomes split the total.
  const injured = total - untouched - critical;
  return { untouched: ratio(untouched, total), injured: ratio(injured, total), critical: ratio(critical, total) };
}

/** A fraction of big integers as a number, exact to the double nearest. */
function ratio(part: bigint, whole: bigint): number {
  // Scale before dividing so the quotient keeps 15 significant digits even for huge totals.
  const scale = 10n ** 18n;
  return Number((part * scale) / whole) / 1e18;
}
