import { describe, expect, it } from 'vitest';
import { chanceAtLeast } from '../../../shared/dice/dice-odds.js';
import { facesFromCounts, formatChance } from './dice-labels.js';

describe('showing an exact chance', () => {
  it('groups the counts and gives the percentage to one decimal', () => {
    expect(formatChance({ favourable: 1234, total: 7776, probability: 1234 / 7776 }, 'en')).toEqual({
      favourable: '1,234',
      total: '7,776',
      percent: '15.9%',
    });
  });

  it('never shows a possible result as 0% nor an uncertain one as 100%', () => {
    const nearlyNever = chanceAtLeast(['hit', 'x', 'x', 'x', 'x', 'x'], 5, 5, 'hits');
    expect(formatChance(nearlyNever, 'en').percent).toBe('< 0.1%');
    const nearlyAlways = chanceAtLeast(['hit', 'hit', 'hit', 'hit', 'hit', 'x'], 5, 1, 'hits');
    expect(formatChance(nearlyAlways, 'en').percent).toBe('> 99.9%');
    expect(formatChance({ favourable: 0, total: 36, probability: 0 }, 'en').percent).toBe('0%');
  });

  it('reads in Polish number style', () => {
    expect(formatChance({ favourable: 1, total: 8, probability: 0.125 }, 'pl').percent).toMatch(/^12,5\s?%$/);
  });
});

describe('entering faces as counts', () => {
  it('turns the counts per face into one face per die', () => {
    expect(facesFromCounts(['hit', 'special', 'x'], { x: 2, hit: 1 })).toEqual(['hit', 'x', 'x']);
  });
});

describe('dice history sentences', () => {
  it('read in Polish with the die named in words', async () => {
    const { createCatalog } = await import('../../i18n/catalog.js');
    const { historySummary } = await import('../../lib/history-text.js');
    const catalog = createCatalog();
    const text = historySummary(
      { summaryKey: 'dice.history.rolled', summaryParams: { die: 'white', count: 3, purpose: 'Karta 12' } },
      { t: catalog.translator('pl'), has: (key) => catalog.has(key), dieName: () => 'biała kość', characterName: (id) => id, language: 'pl' },
    );
    expect(text).toBe('Rzut: 3 × biała kość: Karta 12');
    expect(historySummary({ summaryKey: 'dice.history.modeSet', summaryParams: { mode: 'app' } }, { t: catalog.translator('en'), has: (key) => catalog.has(key), dieName: (d) => d, characterName: (id) => id, language: 'en' })).toBe(
      'Changed how this campaign rolls its dice',
    );
  });
});
