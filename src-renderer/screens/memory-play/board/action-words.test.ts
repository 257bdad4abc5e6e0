import { describe, expect, it } from 'vitest';
import type { DestinationPreview } from '../../../../shared/memory-play/action-preview.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { attackOddsLines, destinationBadge, destinationNotes, weaponDiceSource } from './action-words.js';
import { attackOdds } from '../../../../shared/memory-play/attack-odds.js';

const catalog = createCatalog();
const base: DestinationPreview = { side: 'A', square: 'B1', refusal: null, detection: null, hunt: null, incognitoAgain: false };
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
});

describe('an attack’s odds before the cube is spent (ACT-WPN-3, RET-1)', () => {
  /** The white die as a group typed it (test values): 3 hits, 1 special, 2 X. */
  const white = ['hit', 'hit', 'special', 'hit', 'x', 'x'] as const;

  it('ACT-WPN-3, ACT-WPN-5, RET-1: 2 white dice on 1 guard: it falls unless both show X (32 in 36); at least one X with 20 in 36', () => {
    // Independent reference: 1 − (2/6)² = 32/36 for a hit on either die; 1 − (4/6)² = 20/36 for an X on either.
    const odds = attackOdds(white, 2, 1);
    expect(attackOddsLines(catalog.translator('en'), odds, 'en')).toEqual(['Every guard there (1) falls with 32 in 36 (88.9%).', 'At least one X (retaliation if enemies are left): 20 in 36 (55.6%).']);
    expect(attackOddsLines(catalog.translator('pl'), odds, 'pl')[1]).toBe('Co najmniej jedno X (odwet, jeśli zostaną wrogowie): 20 na 36 (55,6%).');
  });

  it('UNK-1: without the white die’s faces, where to enter them', () => {
    expect(attackOddsLines(catalog.translator('en'), attackOdds(null, 2, 1), 'en')).toEqual(['Enter the white die’s faces in Box data to see the chances before attacking.']);
  });

  it('ACT-WPN-3, UNK-4: where the dice come from is said beside them', () => {
    const en = catalog.translator('en');
    expect(weaponDiceSource(en, { diceFrom: 'card' })).toBe('From the weapon’s card in Box data.');
    expect(weaponDiceSource(en, { diceFrom: 'last-attack' })).toMatch(/last attack/);
    expect(weaponDiceSource(en, { diceFrom: null, boxCardToComplete: 'T/1' })).toMatch(/saved on its card in Box data/);
    expect(weaponDiceSource(en, { diceFrom: null })).toMatch(/kept for its next attack/);
  });
});
