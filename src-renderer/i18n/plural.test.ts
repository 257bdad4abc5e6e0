import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.js';
import { pluralCategory, translateCount } from './plural.js';

const catalog = createCatalog();
const dice = (lang: 'en' | 'pl', count: number) => translateCount(catalog.translator(lang), lang, 'hqResolution.staff.dice', count);

describe('counted words take the form their number needs', () => {
  it('HQ-CMD-1: one white die, two white dice, in English', () => {
    expect(dice('en', 1)).toBe('1 white die');
    expect(dice('en', 2)).toBe('2 white dice');
    expect(dice('en', 0)).toBe('0 white dice');
  });

  it('HQ-CMD-1: Polish has its three forms (1 kość, 2–4 kości, 5+ kości, 22 kości)', () => {
    expect(dice('pl', 1)).toBe('1 biała kość');
    expect(dice('pl', 3)).toBe('3 białe kości');
    expect(dice('pl', 5)).toBe('5 białych kości');
    expect(dice('pl', 12)).toBe('12 białych kości');
    expect(dice('pl', 22)).toBe('22 białe kości');
  });

  it('uses the CLDR categories of each language', () => {
    expect(['en', 'pl'].map((lang) => pluralCategory(lang, 1))).toEqual(['one', 'one']);
    expect(pluralCategory('pl', 4)).toBe('few');
    expect(pluralCategory('pl', 25)).toBe('many');
  });
});
