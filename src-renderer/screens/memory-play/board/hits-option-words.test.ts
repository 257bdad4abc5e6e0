import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../../i18n/catalog.js';
import { hitsOptionText } from './hits-option-words.js';

const catalog = createCatalog();
const names: Record<string, string> = { boss1: 'Rodrigo', g1: 'crossbowman' };
const pieceOf = (id: string) => names[id] ?? id;

describe('assign-hits options in words (BOSS-5)', () => {
  it('BOSS-5: a boss removal names the boss, the health lost and where it goes, then the guards', () => {
    const option = { id: 'boss1x2+g1', miniatureIds: ['g1'], bosses: [{ miniatureId: 'boss1', removed: 2, from: 3 }] };
    expect(hitsOptionText(catalog.translator('en'), pieceOf, option)).toBe('Rodrigo loses 2 health (3 → 1) + crossbowman');
    expect(hitsOptionText(catalog.translator('pl'), pieceOf, option)).toBe('Rodrigo: zdrowie 3 → 1 (−2) + crossbowman');
  });

  it('ACT-WPN-5: guards alone read as before; no hit landing reads as none falling', () => {
    expect(hitsOptionText(catalog.translator('en'), pieceOf, { id: 'g1', miniatureIds: ['g1'] })).toBe('crossbowman');
    expect(hitsOptionText(catalog.translator('en'), pieceOf, { id: 'none', miniatureIds: [] })).toBe('None falls');
    expect(hitsOptionText(catalog.translator('pl'), pieceOf, { id: 'none', miniatureIds: [] })).toBe('Nikt nie pada');
  });
});
