import type { RetaliationDealOption } from '../../../shared/memory-play/decisions.js';

/**
 * COORD-3 with RET-2 and RET-3: a coordinated attack's retaliation dice are pooled and dealt out
 * "as evenly as possible" among the exposed participants, each enemy's dice only to those it can
 * reach (a melee enemy: the participants on its own square; a ranged one: any of them). The most
 * even deals are those whose shares, largest first, are smallest in turn (the largest share as
 * small as it can be, then the next…); when several deals reach that, the players pick (GEN-1).
 */

/** One retaliating enemy: its black dice and the participants it reaches. */
export interface DealtRetaliator {
  miniatureId: string;
  dice: number;
  reaches: readonly string[];
}

/**
 * Whether the retaliators' dice can be given out so that each participant gets exactly its
 * share, every die going to a participant its enemy reaches. Hall's condition for a transport
 * with exact amounts: for every group of participants, the dice of the enemies that reach only
 * into that group must fit in the group's shares.
 */
function fits(participants: readonly string[], shares: readonly number[], retaliators: readonly DealtRetaliator[]): boolean {
  const groups = 1 << participants.length;
  for (let mask = 1; mask < groups; mask += 1) {
    const inGroup = (id: string) => {
      const index = participants.indexOf(id);
      return index >= 0 && (mask & (1 << index)) !== 0;
    };
    const room = shares.reduce((sum, share, index) => sum + ((mask & (1 << index)) !== 0 ? share : 0), 0);
    const bound = retaliators.filter((enemy) => enemy.reaches.every(inGroup)).reduce((sum, enemy) => sum + enemy.dice, 0);
    if (bound > room) return false;
  }
  return true;
}

/** Largest first: the measure of evenness compared between deals. */
const evenness = (shares: readonly number[]): number[] => [...shares].sort((a, b) => b - a);

function lessEven(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
}

/**
 * COORD-3: every most even deal of the retaliators' pooled dice among `participants` (in their
 * order), each as an option naming every participant's share. Empty when no enemy reaches any
 * participant. An enemy reaching nobody does not retaliate (RET-3) and adds no dice.
 */
export function evenDeals(participants: readonly string[], retaliators: readonly DealtRetaliator[]): RetaliationDealOption[] {
  const reaching = retaliators
    .map((enemy) => ({ ...enemy, reaches: enemy.reaches.filter((id) => participants.includes(id)) }))
    .filter((enemy) => enemy.reaches.length > 0 && enemy.dice > 0);
  const pool = reaching.reduce((sum, enemy) => sum + enemy.dice, 0);
  if (pool === 0 || participants.length === 0) return [];
  let best: number[] | null = null;
  let deals: number[][] = [];
  // The largest share is at least an even split; raising that cap until a deal fits keeps the
  // search to the few shares near even, however big the pool.
  for (let cap = Math.ceil(pool / participants.length); cap <= pool && deals.length === 0; cap += 1) {
    const walk = (index: number, left: number, shares: number[]): void => {
      if (index === participants.length - 1) {
        if (left > cap) return;
        const deal = [...shares, left];
        if (!fits(participants, deal, reaching)) return;
        const order = evenness(deal);
        const compared = best === null ? -1 : lessEven(order, best);
        if (compared < 0) {
          best = order;
          deals = [deal];
        } else if (compared === 0) deals.push(deal);
        return;
      }
      for (let share = Math.min(cap, left); share >= 0; share -= 1) walk(index + 1, left - share, [...shares, share]);
    };
    walk(0, pool, []);
  }
  return deals.map((deal) => ({
    id: participants.map((id, index) => `${id}x${deal[index]}`).join('+'),
    shares: participants.map((miniatureId, index) => ({ miniatureId, dice: deal[index]! })),
  }));
}
