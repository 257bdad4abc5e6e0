import { expect, it } from 'vitest';
import type { Language } from '../../shared/campaigns/campaign.js';
import type { Refusal } from '../../shared/ipc/refusal.js';
import { createCatalog } from '../i18n/catalog.js';
import { errorText } from './error-text.js';
import { RequestError } from './request-error.js';

/*
 * Test support: checks that the renderer words an area's refusals from their rule id and
 * parameters. English must read exactly as main's own sentence (so the parameters carry
 * everything the sentence says), Polish must be its own sentence naming the same things, and
 * every case-specific sentence of the area's catalogue must be one its rules give.
 */

const catalog = createCatalog();

export const refusalTextIn = (language: Language, refusal: Refusal): string =>
  errorText(new RequestError({ code: 'rule-violation', ...refusal }), { t: catalog.translator(language), language, nameTheField: false, has: catalog.has });

const sentenceKey = (refusal: Refusal) => (refusal.params.context === undefined ? refusal.rule : `${refusal.rule}_${String(refusal.params.context)}`);

/**
 * Registers the tests for `refusals` (every case the area's rules refuse, built from facts)
 * against the area's English rule sentences `catalogueEn`.
 */
export function checkRefusalWording(refusals: readonly (Refusal | null)[], catalogueEn: Record<string, string>): void {
  const given = refusals.filter((r): r is Refusal => r !== null);

  it('the list holds a refusal in every case it sets up', () => {
    expect(refusals.flatMap((r, index) => (r === null ? [index] : []))).toEqual([]);
  });

  it.each(given.map((refusal) => [sentenceKey(refusal), refusal] as const))(
    '%s: English reads as main words it, Polish is its own sentence with the same names and numbers',
    (_, refusal) => {
      expect(refusalTextIn('en', refusal)).toBe(refusal.message);
      const polish = refusalTextIn('pl', refusal);
      expect(polish).not.toBe(refusal.message);
      expect(polish).not.toMatch(/\{\{|\$t\(|ruleErrors/);
      for (const [name, value] of Object.entries(refusal.params)) if (name !== 'context') expect(polish).toContain(String(value));
    },
  );

  it('every case-specific sentence of the catalogue is one the rules give, so none is left unchecked', () => {
    const worded = new Set(given.map(sentenceKey));
    expect(Object.keys(catalogueEn).filter((key) => key.includes('_') && !worded.has(key))).toEqual([]);
  });
}
