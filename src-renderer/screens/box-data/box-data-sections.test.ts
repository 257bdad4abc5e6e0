import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../i18n/catalog.js';
import { SECTION_ENTRIES, sectionMatches } from './box-data-sections.js';

const catalog = createCatalog();
/** The parts a search shows, in the language given, as the Box data screen filters them. */
const found = (query: string, language: 'en' | 'pl') =>
  SECTION_ENTRIES.filter((entry) => sectionMatches(query, [entry.title, ...entry.words].map((key) => catalog.translator(language)(key)).join(' '))).map((e) => e.id);

describe('Box data search', () => {
  it('UNK-11: "brown" finds the HQ cards, in English and (without diacritics) in Polish', () => {
    expect(found('brown', 'en')).toEqual(['hq']);
    expect(found('brazowe', 'pl')).toEqual(['hq']);
  });

  it('UNK-2: every word must match, case and accents aside; an empty query shows every part', () => {
    expect(found('XP track', 'en')).toContain('xp');
    expect(found('xp zzzz', 'en')).toEqual([]);
    expect(found('  ', 'en')).toEqual(SECTION_ENTRIES.map((e) => e.id));
  });
});
