import { describe, expect, it } from 'vitest';
import type { DestinationPreview } from '../../../../shared/memory-play/action-preview.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { destinationBadge, destinationNotes } from './action-words.js';

const catalog = createCatalog();
const base: DestinationPreview = { side: 'A', square: 'B1', refusal: null, detection: null, hunt: null, incognitoAgain: false, exposedAtOnce: false };
const test = { count: 2, exposingFaces: ['eye' as const], alertWasActive: false, characters: [{ miniatureId: 'a1', dice: 2, chance: { favourable: 20, total: 36, probability: 20 / 36 } }], bodyDice: 0 };

describe('what a destination triggers, in words', () => {
  it('DET-4, DET-5: a detection test reads with its dice and its exact chance, in both languages', () => {
    expect(destinationNotes(catalog.translator('en'), { ...base, detection: test }, 'en')).toEqual(['detection test: 2 red dice, exposed with 20 in 36 (55.6%)']);
    expect(destinationNotes(catalog.translator('pl'), { ...base, detection: test }, 'pl')).toEqual(['test wykrycia: 2 czerwone kości, wykrycie z szansą 20 na 36 (55,6%)']);
    expect(destinationBadge({ ...base, detection: test }, 'en')).toBe('◉ 55.6%');
  });

  it('DET-4: the dice are counted in the form each language needs: 1 red die, 5 czerwonych kości', () => {
    const one = { ...test, count: 1, characters: [{ ...test.characters[0]!, dice: 1 }] };
    const five = { ...test, count: 5, characters: [{ ...test.characters[0]!, dice: 5 }] };
    expect(destinationNotes(catalog.translator('en'), { ...base, detection: one }, 'en')[0]).toMatch(/^detection test: 1 red die,/);
    expect(destinationNotes(catalog.translator('pl'), { ...base, detection: one }, 'pl')[0]).toMatch(/^test wykrycia: 1 czerwona kość,/);
    expect(destinationNotes(catalog.translator('pl'), { ...base, detection: five }, 'pl')[0]).toMatch(/^test wykrycia: 5 czerwonych kości,/);
  });

  it('UNK-1: without the red faces the test says where to enter them', () => {
    const unknown = { ...test, characters: [{ miniatureId: 'a1', dice: 2, chance: null }] };
    expect(destinationNotes(catalog.translator('en'), { ...base, detection: unknown }, 'en')[0]).toMatch(/2 red dice \(enter the red die/);
  });

  it('HUNT-1, STL-6: the hunters and becoming incognito again are said; a plain move says no enemy is there', () => {
    const t = catalog.translator('en');
    expect(destinationNotes(t, { ...base, hunt: { count: 1, enemies: 2, choose: true } }, 'en')).toEqual(['1 of 2 enemies follow, the players choose which']);
    expect(destinationNotes(t, { ...base, incognitoAgain: true }, 'en')).toEqual(['incognito again']);
    expect(destinationNotes(t, base, 'en')).toEqual(['no enemy there']);
  });

  it('RST-2: entering a restricted area among enemies is said to expose at once, in both languages', () => {
    expect(destinationNotes(catalog.translator('en'), { ...base, exposedAtOnce: true }, 'en')).toEqual(['restricted area with enemies: exposed at once, no test; the alert turns active']);
    expect(destinationNotes(catalog.translator('pl'), { ...base, exposedAtOnce: true }, 'pl')).toEqual(['obszar zastrzeżony z wrogami: wykrycie od razu, bez testu; alarm zostaje wywołany']);
    expect(destinationBadge({ ...base, exposedAtOnce: true }, 'en')).toBe('◉ 100%');
  });
});
