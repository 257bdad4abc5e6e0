import type { BossRemoval, HitsOption } from '../../../shared/memory-play/decisions.js';
import { combinations } from './hunt.js';
import type { HitTarget } from './rules/rule-module.js';

/**
 * Hits against guards and bosses (ACT-WPN-5, BOSS-4, BOSS-5, BOSS-7, COORD-5): a guard falls to
 * its card's health in hits within one attack and keeps no damage; a boss keeps its damage, one
 * health at a time, and each health removed costs as many hits as the boss has left at that
 * moment. The players say how the hits fall (GEN-1): every legal outcome is listed. The boss's
 * own rules (its card, the health coming off) are its module's (rules/bosses.ts).
 */

/** A boss on the target square whose current health is known (BOSS-1) and above 0. */
type BossTarget = HitTarget;

/**
 * BOSS-4, BOSS-5: the hits that remove `removed` health in a row from a boss at `health`: its
 * current health for the first, one less for the next… (3, then 2: 5 hits take a boss from 3 to 1).
 */
export function hitsToRemove(health: number, removed: number): number {
  let hits = 0;
  for (let step = 0; step < removed; step += 1) hits += health - step;
  return hits;
}

/** BOSS-5: every way `hits` may remove health from the bosses, each boss from 0 removals up. */
function bossRemovals(bosses: readonly BossTarget[], hits: number): BossRemoval[][] {
  const [first, ...rest] = bosses;
  if (first === undefined) return [[]];
  const ways: BossRemoval[][] = [];
  for (let removed = 0; removed <= first.health && hitsToRemove(first.health, removed) <= hits; removed += 1) {
    const own: BossRemoval[] = removed === 0 ? [] : [{ miniatureId: first.miniatureId, removed, from: first.health }];
    for (const others of bossRemovals(rest, hits - hitsToRemove(first.health, removed))) ways.push([...own, ...others]);
  }
  return ways;
}

/** ACT-WPN-5: a guard on the target square whose card health is known. */
export interface GuardTarget {
  miniatureId: string;
  health: number;
}

/**
 * ACT-WPN-5, BOSS-4, BOSS-5, GEN-1: every way the hits may fall on the target square. A guard
 * falls only to as many hits as its card's health, all in this attack (fewer do nothing), so
 * each group of guards costs the sum of their health. First the guards alone (`none`, then each
 * group the hits can pay for, smaller groups first), then each way of removing boss health with
 * the guards the hits left may still take (BOSS-5: leftover hits go to other enemies). Fewer
 * hits than a boss's health remove nothing from it (BOSS-4), so it has no option of its own then.
 */
export function hitOptions(guards: readonly GuardTarget[], bosses: readonly BossTarget[], hits: number): HitsOption[] {
  const options: HitsOption[] = [];
  for (const removals of bossRemovals(bosses, hits)) {
    const left = hits - removals.reduce((sum, removal) => sum + hitsToRemove(removal.from, removal.removed), 0);
    const groups: GuardTarget[][] = [[]];
    for (let size = 1; size <= guards.length; size += 1) groups.push(...combinations(guards, size).filter((group) => group.reduce((sum, guard) => sum + guard.health, 0) <= left));
    for (const group of groups) {
      const ids = group.map((guard) => guard.miniatureId);
      const parts = [...removals.map((removal) => `${removal.miniatureId}x${removal.removed}`), ...ids];
      options.push({ id: parts.length === 0 ? 'none' : parts.join('+'), miniatureIds: ids, ...(removals.length === 0 ? {} : { bosses: removals }) });
    }
  }
  return options;
}
