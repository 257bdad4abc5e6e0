import { describe, expect, it } from 'vitest';
import { catalogOf } from './catalog-of.js';
import { pl } from './messages.pl.js';
import { errorText } from '../lib/error-text.js';
import { RequestError } from '../lib/request-error.js';

/*
 * The running app loads only the language on screen (i18n.svelte.ts). A Polish table must
 * then read each refusal's own sentence with its parameters, as English does, not the
 * generic "the rules do not allow this" sentence.
 */
describe('a catalogue holding Polish alone', () => {
  const catalog = catalogOf({});
  catalog.add('pl', pl);

  it('EXP-4: a refusal is worded from its rule id and parameters, in Polish', () => {
    const refusal = new RequestError({
      code: 'rule-violation',
      message: 'Resolve location 5 before the next journey.',
      rule: 'EXP-4',
      params: { context: 'unresolved', location: 5 },
    });
    const text = errorText(refusal, { t: catalog.translator('pl'), language: 'pl', has: catalog.has });
    expect(text).toBe(catalog.translator('pl')('ruleErrors.EXP-4', { context: 'unresolved', location: 5 }));
    expect(text).toContain('5');
    expect(text).not.toBe(catalog.translator('pl')('errors.code.rule-violation', { rule: 'EXP-4' }));
  });

  it('knows the keys of the language it holds', () => {
    expect(catalog.has('ruleErrors.EXP-4')).toBe(true);
    expect(catalog.has('ruleErrors.NO-SUCH-RULE')).toBe(false);
  });
});
