import { describe, expect, it } from 'vitest';
import { ElementRegistry } from './element-registry.js';

describe('the elements a map draws, by key', () => {
  it('forgets an element that goes away, but not one that took its key since (a square redrawn)', () => {
    const registry = new ElementRegistry<string, object & Element>();
    const first = {} as Element;
    const second = {} as Element;
    const a = registry.register(first, 'A:B2');
    expect(registry.get('A:B2')).toBe(first);
    registry.register(second, 'A:B2');
    a.destroy();
    expect(registry.get('A:B2')).toBe(second);
  });
});
