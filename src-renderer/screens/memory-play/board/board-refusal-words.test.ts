import { describe, expect, it } from 'vitest';
import type { Refusal } from '../../../../shared/ipc/refusal.js';
import { createCatalog } from '../../../i18n/catalog.js';
import { boardSentenceIn } from './board-refusal-words.js';

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
      expect(withCube).toContain(language === 'en' ? 'Pay one cube with the saved cube' : 'Zapłaćcie jeden sześcian zachowanym sześcianem');
    }
  });

  it('a rule with no board sentence of its own is left to the app-wide wording', () => {
    expect(sentence('en', { rule: 'GEN-6', message: '', params: {} })).toBeNull();
  });
});
