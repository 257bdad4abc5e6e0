import { describe, expect, it } from 'vitest';
import type { DestinationPreview } from '../../../../shared/memory-play/action-preview.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { attackOddsLines, destinationBadge, destinationNotes, weaponDiceSource } from './action-words.js';
import { attackOdds } from '../../../../shared/memory-play/attack-odds.js';

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
    expect(destinationNotes(t, { ...base, hunt: { count: 1, enemies: 2, choose: true } }, 'en')).toEqual(['enemies following: 1 of 2, the players choose which']);
    expect(destinationNotes(t, { ...base, incognitoAgain: true }, 'en')).toEqual(['incognito again']);
    expect(destinationNotes(t, base, 'en')).toEqual(['no enemy there']);
  });

  it('RST-2: entering a restricted area among enemies is said to expose at once, in both languages', () => {
    expect(destinationNotes(catalog.translator('en'), { ...base, exposedAtOnce: true }, 'en')).toEqual(['restricted area with enemies: exposed at once, no test; the alert turns active']);
    expect(destinationNotes(catalog.translator('pl'), { ...base, exposedAtOnce: true }, 'pl')).toEqual(['obszar zastrzeżony z wrogami: wykrycie od razu, bez testu; alarm zostaje wywołany']);
    expect(destinationBadge({ ...base, exposedAtOnce: true }, 'en')).toBe('◉ 100%');
  });
});

describe('an attack’s odds before the cube is spent (ACT-WPN-3, RET-1)', () => {
  /** The white die as a group typed it (test values): 3 hits, 1 special, 2 X. */
  const white = ['hit', 'hit', 'special', 'hit', 'x', 'x'] as const;

  const texts = (language: 'en' | 'pl', odds: ReturnType<typeof attackOdds>) => attackOddsLines(catalog.translator(language), odds, language).map((line) => line.text);

  it('ACT-WPN-3, ACT-WPN-5, RET-1: 2 white dice on 1 guard of health 1: it falls unless both show X (32 in 36); at least one X with 20 in 36', () => {
    // Independent reference: 1 − (2/6)² = 32/36 for a hit on either die; 1 − (4/6)² = 20/36 for an X on either.
    const odds = attackOdds(white, 2, [1]);
    expect(texts('en', odds)).toEqual(['Every guard there (1) falls with 32 in 36 (88.9%): it takes 1 hit, the health on their cards.', 'At least one X (retaliation if enemies are left): 20 in 36 (55.6%).']);
    expect(texts('pl', odds)).toEqual(['Wszyscy strażnicy tam (1) padają z szansą 32 na 36 (88,9%): potrzeba 1 trafienie, tyle ile zdrowia na ich kartach.', 'Co najmniej jedno X (kontratak, jeśli zostaną wrogowie): 20 na 36 (55,6%).']);
    expect(attackOddsLines(catalog.translator('en'), odds, 'en').map((line) => line.rule)).toEqual(['ACT-WPN-5', 'RET-1']);
  });

  it('ACT-WPN-5: a guard of health 2 falls only to 2 hits: both dice must hit (16 in 36)', () => {
    // Independent reference: (4/6)² = 16/36.
    expect(texts('en', attackOdds(white, 2, [2]))[0]).toBe('Every guard there (1) falls with 16 in 36 (44.4%): it takes 2 hits, the health on their cards.');
    expect(texts('pl', attackOdds(white, 2, [2]))[0]).toContain('potrzeba 2 trafienia');
  });

  it('ACT-WPN-5, UNK-7: while a guard’s health is unknown, no chance of felling them all is given, only the X', () => {
    expect(texts('en', attackOdds(white, 2, [1, undefined]))).toEqual([
      'A guard’s health on its card is not known, so no chance of felling them all can be given.',
      'At least one X (retaliation if enemies are left): 20 in 36 (55.6%).',
    ]);
  });

  it('UNK-1: without the white die’s faces, where to enter them', () => {
    expect(texts('en', attackOdds(null, 2, [1]))).toEqual(['Enter the white die’s faces in Box data to see the chances of this attack.']);
    expect(texts('pl', attackOdds(null, 2, [1]))).toEqual(['Wpiszcie ścianki białej kości w Danych z pudełka, by zobaczyć szanse tego ataku.']);
    // While the roll waits, its dice panel says where to enter them; the odds add nothing then.
    expect(attackOddsLines(catalog.translator('en'), attackOdds(null, 2, [1]), 'en', { facesHint: false })).toEqual([]);
  });

  it('ACT-WPN-3, UNK-4: where the dice come from is said beside them', () => {
    const en = catalog.translator('en');
    expect(weaponDiceSource(en, { diceFrom: 'card' })).toBe('From the weapon’s card in Box data.');
    expect(weaponDiceSource(en, { diceFrom: 'last-attack' })).toMatch(/last attack/);
    expect(weaponDiceSource(en, { diceFrom: null, boxCardToComplete: 'T/1' })).toMatch(/saved on its card in Box data/);
    expect(weaponDiceSource(en, { diceFrom: null })).toMatch(/kept for its next attack/);
  });
});
