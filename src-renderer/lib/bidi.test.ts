import { describe, expect, it } from 'vitest';
import { createCatalog } from '../i18n/catalog.js';
import { isolateBidi, joinIsolated } from './bidi.js';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateBidi', () => {
  it('leaves left-to-right text exactly as it is', () => {
    for (const text of ['Anna', 'Forlì', 'Łódź 1503', 'x'.repeat(200), '3', '']) expect(isolateBidi(text)).toBe(text);
  });

  it('isolates text holding a bidi override or right-to-left letters, so it cannot reorder its neighbours', () => {
    for (const text of ['\u202EAnna', 'abc\u202Bdef', '\u2067x', 'مرحبا', 'שלום']) expect(isolateBidi(text)).toBe(`${FSI}${text}${PDI}`);
  });
});

describe('translated sentences', () => {
  it('isolate a player’s name holding an override inside the sentence, and leave ordinary names alone', () => {
    const t = createCatalog().translator('en');
    const hostile = t('campaign.memberWithPlayer', { assassin: 'Claudio', player: '\u202EAnna' });
    expect(hostile).toContain(`${FSI}\u202EAnna${PDI}`);
    expect(t('campaign.memberWithPlayer', { assassin: 'Claudio', player: 'Anna' })).not.toContain(FSI);
  });
});

describe('joinIsolated', () => {
  it('isolates each item, so an override in one name cannot reverse the next', () => {
    expect(joinIsolated(['\u202EAnna', 'Bartek'])).toBe(`${FSI}\u202EAnna${PDI}, Bartek`);
    expect(joinIsolated(['Anna', 'Bartek'])).toBe('Anna, Bartek');
  });
});
