import { describe, expect, it } from 'vitest';
import { slotForIcon } from './card-slot.js';

describe('where a gained card goes (EQP-2, EQP-3)', () => {
  it('EQP-3: a card with a slot icon goes to the typed slot its icon names, taken or not (EQP-4 then asks)', () => {
    expect(slotForIcon('melee', ['inventory-1'])).toBe('melee');
    expect(slotForIcon('ranged', [])).toBe('ranged');
    expect(slotForIcon('hidden-blade', ['hidden-blade'])).toBe('hidden-blade');
    expect(slotForIcon('armor', ['inventory-2'])).toBe('armor');
  });

  it('EQP-3: a card with no icon goes to the first free inventory slot', () => {
    expect(slotForIcon('none', ['melee', 'inventory-3', 'inventory-4'])).toBe('inventory-3');
    expect(slotForIcon('none', [])).toBe('inventory-1');
  });
});
