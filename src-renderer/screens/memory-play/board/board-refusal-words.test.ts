import { describe, expect, it } from 'vitest';
import type { Refusal } from '../../../../shared/ipc/refusal.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { boardSentenceIn, refusalParams } from './board-refusal-words.js';

const catalog = createCatalog();
const sentence = (language: 'en' | 'pl', refusal: Refusal) => boardSentenceIn(catalog.translator(language), catalog.has, refusal.rule, refusal.params);

/** EQP-4 refuses for three reasons; each is said as it is, with the card it names (params as the engine gives them). */
const occupied: Refusal = { rule: 'EQP-4', message: '', params: { miniatureId: 'a1', assassin: 'claudio', card: 'Sword', slot: 'melee' } };
const noInventory: Refusal = { ...occupied, params: { ...occupied.params, context: 'noInventory' } };
const moveTarget: Refusal = { ...occupied, params: { ...occupied.params, context: 'moveTarget' } };

describe('a refused step on the board, in words', () => {
  it('EQP-4: a full slot, a full inventory and an occupied target slot each read as their own sentence, in both languages', () => {
    for (const language of ['en', 'pl'] as const) {
      const texts = [occupied, noInventory, moveTarget].map((refusal) => sentence(language, refusal));
      for (const text of texts) expect(text).toContain('Sword');
      expect(new Set(texts).size).toBe(3);
    }
    expect(sentence('en', noInventory)).toMatch(/No inventory slot is free/);
  });

  it('COORD-4: an ally away from the assassins, and one without attack dice, read as their own sentences naming it', () => {
    const away: Refusal = { rule: 'COORD-4', message: '', params: { miniatureId: 'ally1', name: 'Lea', side: 'A', square: 'B1' } };
    const noDice: Refusal = { rule: 'COORD-4', message: '', params: { miniatureId: 'ally1', name: 'Lea', context: 'dice', value: 0, min: 1, max: 20 } };
    for (const language of ['en', 'pl'] as const) {
      expect(sentence(language, away)).toContain('B1');
      expect(sentence(language, noDice)).toContain('Lea');
      expect(sentence(language, noDice)).not.toBe(sentence(language, away));
    }
  });

  it('ASP-1, SAVE-3: too few cubes with a saved cube left unused says how to spend it, in both languages', () => {
    const params = { miniatureId: 'a1', action: 'move', cost: 1, cubes: 0 };
    for (const language of ['en', 'pl'] as const) {
      const withCube = sentence(language, { rule: 'ASP-1', message: '', params: { ...params, savedCube: true } });
      const without = sentence(language, { rule: 'ASP-1', message: '', params: { ...params, savedCube: false } });
      expect(withCube).not.toBe(without);
      expect(withCube).toContain(language === 'en' ? 'Pay one cube with the saved cube' : 'Zapłaćcie jedną kostkę zachowaną kostką');
    }
  });

  it('ACT-WPN-1: the empty slot is named by its name on the board, in the sentence’s language (never “melee” in Polish)', () => {
    const noWeapon: Refusal = { rule: 'ACT-WPN-1', message: '', params: { miniatureId: 'a1', slot: 'melee' } };
    expect(sentence('pl', noWeapon)).toBe('Brak broni na tym miejscu: Broń do walki wręcz.');
    expect(sentence('en', noWeapon)).toBe('No weapon in this slot: Melee weapon.');
  });

  it('ACT-MOV-1, TWO-1: squares carry their map’s letter only when two maps are in play', () => {
    const far: Refusal = { rule: 'ACT-MOV-1', message: '', params: { miniatureId: 'a1', side: 'B', square: 'D4', fromSquare: 'A1' } };
    expect(boardSentenceIn(catalog.translator('en'), catalog.has, far.rule, far.params, { twoSides: false })).toBe('D4 is not a square nearby A1.');
    expect(boardSentenceIn(catalog.translator('en'), catalog.has, far.rule, far.params, { twoSides: true })).toBe('B:D4 is not a square nearby B:A1.');
  });

  it('UNK-1: the die whose faces are missing is named in the language on screen, not by its id', () => {
    const missing: Refusal = { rule: 'UNK-1', message: '', params: { context: 'red' } };
    expect(sentence('pl', missing)).toBeNull();
    expect(catalog.translator('pl')('ruleErrors.UNK-1', refusalParams(catalog.translator('pl'), missing.params))).toContain('czerwonej kości');
  });

  it('a rule with no board sentence of its own is left to the app-wide wording', () => {
    expect(sentence('en', { rule: 'GEN-6', message: '', params: {} })).toBeNull();
  });
});
