import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EquipmentCard } from '../../../../shared/box-data/box-data-schema.js';
import type { PayableCard, StaffValue } from '../../../../shared/hq/hq-buildings.js';
import {
  canKeepMore,
  countPayment,
  distributed,
  fitToTotal,
  groupPayable,
  paymentGap,
  setShare,
  shopRequestParts,
  staffTotal,
  typedValues,
} from './resolution-model.js';

const card = (id: number, name: string, reusable: boolean | null, place: 'main-hall' | 'board' = 'main-hall', memberId: number | null = null): PayableCard => ({
  id,
  name,
  kind: 'equipment',
  reusable,
  place,
  memberId,
});

describe('brown-card values the players type (UNK-11)', () => {
  const staff: StaffValue[] = [
    { staffId: 'ezio', value: 2, source: 'card' },
    { staffId: 'apprentice-1', value: 1, source: 'default' },
    { staffId: 'courtesan-2', value: null, source: 'unknown' },
  ];

  it('UNK-11: the total stays unknown until the missing card value is typed, and is never guessed', () => {
    expect(staffTotal(staff, {})).toBeNull();
    expect(staffTotal(staff, { 'courtesan-2': 'two' })).toBeNull();
    expect(staffTotal(staff, { 'courtesan-2': '3' })).toBe(6);
  });

  it('UNK-11: only the values box data does not know are sent as typed', () => {
    expect(typedValues(staff, { 'courtesan-2': '3', ezio: '9' })).toEqual([{ staffId: 'courtesan-2', value: 3 }]);
  });
});

describe('hospital distribution (HQ-HOS-2)', () => {
  it('HQ-HOS-2: shares never add up to more than the caregivers give', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.record({ patient: fc.integer({ min: 1, max: 4 }), wanted: fc.integer({ min: -5, max: 20 }) }), { maxLength: 30 }),
        (total, moves) => {
          let shares = {};
          for (const { patient, wanted } of moves) {
            shares = setShare(shares, patient, wanted, total);
            expect(distributed(shares)).toBeLessThanOrEqual(total);
            expect(Object.values(shares).every((n) => (n as number) >= 0)).toBe(true);
          }
        },
      ),
    );
  });

  it('HQ-HOS-2: a patient gets what is asked while health remains, then only what is left', () => {
    let shares = setShare({}, 1, 3, 4);
    expect(shares).toEqual({ 1: 3 });
    shares = setShare(shares, 2, 3, 4);
    expect(shares).toEqual({ 1: 3, 2: 1 });
  });

  it('HQ-HOS-2: when the total drops, the shares are cut back to fit it', () => {
    expect(distributed(fitToTotal({ 1: 2, 2: 2 }, 3))).toBe(3);
    expect(fitToTotal({ 1: 2, 2: 2 }, 5)).toEqual({ 1: 2, 2: 2 });
  });
});

describe('workshop payment (HQ-WRK-2, HQ-WRK-3, HQ-WRK-8)', () => {
  const payable = [
    card(1, 'Borgia Cloak', true),
    card(2, 'Ordinary Sword', true, 'board', 7),
    card(3, 'Ordinary Sword', true, 'board', 7),
    card(4, 'Ordinary Sword', true, 'board', 8),
    card(5, 'Parachute', false),
    card(6, 'Parachute', false, 'board', 8),
    card(7, 'Smoke Bomb', null, 'board', 7),
  ];

  it('HQ-WRK-8: the Flying Machine paid with 4 reusable and 3 consumable cards meets its 4 + 3 cost exactly', () => {
    const count = countPayment(payable, new Set([1, 2, 3, 4, 5, 6, 7]), { 7: false });
    expect(count).toEqual({ white: 4, black: 3, undeclared: 0 });
    expect(paymentGap(count, { white: 4, black: 3, total: 7 })).toBeNull();
  });

  it('HQ-WRK-2: a chosen card of unknown colour must be declared before it counts', () => {
    const count = countPayment(payable, new Set([7]), {});
    expect(paymentGap(count, { white: 4, black: 3, total: 7 })).toEqual({ kind: 'undeclared', count: 1 });
  });

  it("HQ-WRK-3: with Ezio's −1 the payment is 6 cards, and too many of one colour is refused", () => {
    const six = countPayment(payable, new Set([1, 2, 3, 4, 5, 6]), {});
    expect(paymentGap(six, { white: 4, black: 3, total: 6 })).toBeNull();
    const seven = countPayment(payable, new Set([1, 2, 3, 4, 5, 6, 7]), { 7: true });
    expect(paymentGap(seven, { white: 4, black: 3, total: 6 })).toEqual({ kind: 'too-many-white', chosen: 5, max: 4 });
  });

  it('HQ-WRK-2: cards are grouped by place, the main hall first, then each board', () => {
    expect(groupPayable(payable).map((g) => [g.place, g.memberId, g.cards.map((c) => c.id)])).toEqual([
      ['main-hall', null, [1, 5]],
      ['board', 7, [2, 3, 7]],
      ['board', 8, [4, 6]],
    ]);
  });
});

describe('shop (HQ-SHP-1, HQ-SHP-2, HQ-SHP-4)', () => {
  const equipment: EquipmentCard[] = [
    { id: '1/11', name: 'Ordinary Sword', slot: 'melee', dice: 2, armorHealth: 0, reusable: true, notes: '' },
    { id: '1/12', name: 'Smoke Bomb', slot: 'inventory', dice: null, armorHealth: 0, reusable: false, notes: '' },
  ];

  it('HQ-SHP-1: box-data cards are recognised by name or id; other names are sent as typed', () => {
    const { drawn, kept } = shopRequestParts(
      [
        { name: 'ordinary sword', keep: true, to: '3:melee' },
        { name: '', keep: false, to: 'main-hall' },
        { name: '1/12', keep: false, to: 'main-hall' },
        { name: 'Golden Mask', keep: true, to: 'main-hall' },
      ],
      equipment,
    );
    expect(drawn).toEqual([
      { boxCardId: '1/11', name: 'Ordinary Sword', cardType: 'melee', reusable: true, armorHealth: 0 },
      { boxCardId: '1/12', name: 'Smoke Bomb', cardType: 'none', reusable: false, armorHealth: 0 },
      { boxCardId: null, name: 'Golden Mask', cardType: 'none', reusable: null, armorHealth: 0 },
    ]);
    // HQ-SHP-4: kept cards by their index among the drawn ones, each with its place.
    expect(kept).toEqual([
      { index: 0, to: { place: 'board', memberId: 3, slot: 'melee' } },
      { index: 2, to: { place: 'main-hall' } },
    ]);
  });

  it('HQ-SHP-2: no more cards can be kept once the limit is reached', () => {
    const rows = [
      { name: 'A', keep: true, to: 'main-hall' },
      { name: 'B', keep: false, to: 'main-hall' },
    ];
    expect(canKeepMore(rows, 1)).toBe(false);
    expect(canKeepMore(rows, 2)).toBe(true);
  });
});
