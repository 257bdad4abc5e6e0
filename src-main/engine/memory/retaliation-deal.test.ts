import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evenDeals, type DealtRetaliator } from './retaliation-deal.js';

/**
 * COORD-3 with RET-3: the deal of a coordinated attack's retaliation dice, checked against a
 * slow reference written from the rule text alone: give every single die, one at a time, to any
 * participant its enemy reaches, in every possible way; keep the share counts; the most even are
 * those whose largest share is smallest, then the next largest, and so on.
 */

function referenceDeals(participants: readonly string[], retaliators: readonly DealtRetaliator[]): string[] {
  const dice = retaliators.flatMap((enemy) => Array.from({ length: enemy.dice }, () => enemy.reaches.filter((id) => participants.includes(id))));
  if (dice.length === 0 || dice.some((reach) => reach.length === 0)) {
    // An enemy reaching nobody does not retaliate: drop its dice and deal the rest.
    const reaching = retaliators.filter((enemy) => enemy.reaches.some((id) => participants.includes(id)));
    if (reaching.length !== retaliators.length) return referenceDeals(participants, reaching);
    return [];
  }
  const seen = new Set<string>();
  const give = (index: number, counts: number[]): void => {
    if (index === dice.length) {
      seen.add(counts.join(','));
      return;
    }
    for (const id of dice[index]!) {
      const next = [...counts];
      next[participants.indexOf(id)]! += 1;
      give(index + 1, next);
    }
  };
  give(0, participants.map(() => 0));
  const deals = [...seen].map((key) => key.split(',').map(Number));
  const order = (deal: number[]) => [...deal].sort((a, b) => b - a);
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const best = deals.map(order).sort(compare)[0]!;
  return deals
    .filter((deal) => compare(order(deal), best) === 0)
    .map((deal) => participants.map((id, index) => `${id}x${deal[index]}`).join('+'))
    .sort();
}

const ids = (participants: readonly string[], retaliators: readonly DealtRetaliator[]) =>
  evenDeals(participants, retaliators)
    .map((option) => option.id)
    .sort();

describe('the deal of a coordinated retaliation (COORD-3, RET-3)', () => {
  it('COORD-3: an even pool is dealt evenly; an odd one leaves the players the choice of who takes the extra die', () => {
    expect(ids(['a1', 'a2'], [{ miniatureId: 'g1', dice: 4, reaches: ['a1', 'a2'] }])).toEqual(['a1x2+a2x2']);
    expect(ids(['a1', 'a2'], [{ miniatureId: 'g1', dice: 2, reaches: ['a1', 'a2'] }, { miniatureId: 'g2', dice: 1, reaches: ['a1', 'a2'] }])).toEqual(['a1x1+a2x2', 'a1x2+a2x1']);
  });

  it('COORD-3, RET-3: a melee enemy’s dice go only to the participant on its square, the ranged ones even the deal out', () => {
    // RET-3's pair: an agile guard (melee, 2) reaches a2 only; a crossbowman (ranged, 1) reaches both.
    expect(ids(['a1', 'a2'], [{ miniatureId: 'agile', dice: 2, reaches: ['a2'] }, { miniatureId: 'crossbowman', dice: 1, reaches: ['a1', 'a2'] }])).toEqual(['a1x1+a2x2']);
    // Melee dice only: the participant at a distance gets none.
    expect(ids(['a1', 'a2'], [{ miniatureId: 'agile', dice: 4, reaches: ['a2'] }])).toEqual(['a1x0+a2x4']);
  });

  it('RET-3: nobody reached, no retaliation', () => {
    expect(evenDeals(['a1'], [{ miniatureId: 'agile', dice: 2, reaches: [] }])).toEqual([]);
  });

  it('COORD-3: over random pools and reaches, the deals are exactly the reference’s', () => {
    const participants = ['a1', 'a2', 'a3', 'a4'];
    const arbitrary = fc.record({
      count: fc.integer({ min: 1, max: 4 }),
      enemies: fc.array(fc.record({ dice: fc.integer({ min: 0, max: 3 }), reach: fc.subarray(participants) }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(arbitrary, ({ count, enemies }) => {
        const who = participants.slice(0, count);
        const retaliators = enemies.map((enemy, index) => ({ miniatureId: `g${index + 1}`, dice: enemy.dice, reaches: enemy.reach }));
        const expected = referenceDeals(who, retaliators.filter((enemy) => enemy.dice > 0));
        expect(ids(who, retaliators), JSON.stringify({ who, retaliators })).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
