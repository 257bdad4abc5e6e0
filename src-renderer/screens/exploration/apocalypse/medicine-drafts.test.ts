import { describe, expect, it } from 'vitest';
import { emptyMedicine, medicineRequests } from './medicine-drafts.js';

describe('medicine drafts (EOM-1)', () => {
  it('EOM-1: complete rows become requests; the card is optional', () => {
    const row = { ...emptyMedicine(), memberId: '7', health: '2' };
    expect(medicineRequests([row, { ...row, cardId: '12' }])).toEqual([
      { memberId: 7, health: 2, cardId: null },
      { memberId: 7, health: 2, cardId: 12 },
    ]);
    expect(medicineRequests([])).toEqual([]);
  });

  it('EOM-1: a row without an assassin or with a health outside 1 to 9 holds the phase back', () => {
    expect(medicineRequests([{ ...emptyMedicine(), health: '2' }])).toBeNull();
    for (const health of ['', '0', '10', '1.5', 'x']) expect(medicineRequests([{ ...emptyMedicine(), memberId: '7', health }])).toBeNull();
  });
});
