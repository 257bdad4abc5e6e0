import { describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/errors.js';
import type { Language } from '../../shared/campaigns/campaign.js';
import { createCatalog } from '../i18n/catalog.js';
import { errorText } from './error-text.js';
import { RequestError } from './request-error.js';

const catalog = createCatalog();
const textIn = (language: Language, error: AppError, nameTheField = true) =>
  errorText(new RequestError(error), { t: catalog.translator(language), language, nameTheField, has: catalog.has });

const set8: AppError = { code: 'rule-violation', message: 'Player 3 needs an assassin.', field: 'party', rule: 'SET-8' };

describe('errorText', () => {
  it('SET-8: a Polish player reads a Polish sentence naming the rule, never main’s English message', () => {
    const text = textIn('pl', set8);
    expect(text).toContain('SET-8');
    expect(text).toContain('Drużyna nie pasuje do liczby graczy');
    expect(text).not.toContain(set8.message);
  });

  it.each(['SET-8', 'APX-SET-1', 'DIFF-L-1', 'CMP-3'])('%s has its own sentence in both languages', (rule) => {
    const error: AppError = { code: 'rule-violation', message: 'English detail', rule };
    for (const language of ['en', 'pl'] as const) {
      const text = textIn(language, error);
      expect(text).toContain(rule);
      expect(text).not.toContain('English detail');
    }
    expect(textIn('en', error)).not.toBe(textIn('pl', error));
  });

  it('an unknown rule id is still named in Polish', () => {
    expect(textIn('pl', { code: 'rule-violation', message: 'No.', rule: 'NO-SUCH-9' })).toBe(
      'Nie można tego zrobić: nie pozwalają na to zasady (zasada NO-SUCH-9).',
    );
  });

  it('names the field at fault in words in the player’s language', () => {
    const error: AppError = { code: 'invalid-request', message: 'A player name cannot be empty.', field: 'playerNames.1' };
    expect(textIn('pl', error)).toBe('Imię gracza 2: Ta wartość nie jest prawidłowa.');
    expect(textIn('en', error)).toBe('Name of player 2: A player name cannot be empty.');
  });

  it('leaves the field name out when the message sits beside that field', () => {
    const error: AppError = { code: 'invalid-request', message: 'The name cannot be empty.', field: 'name' };
    expect(textIn('en', error, false)).toBe('The name cannot be empty.');
  });

  it('a refused box-data file names the path where it was refused, in Polish too', () => {
    const error: AppError = { code: 'invalid-pack', message: 'The file was refused at "data.dice.red".', field: 'data.dice.red' };
    expect(textIn('pl', error)).toBe('Plik został odrzucony w miejscu „data.dice.red”. Nic nie zostało zmienione.');
    expect(textIn('en', error)).toBe(error.message);
  });

  it('a refused bridge request tells the player to open the printed address, not a raw HTTP status', () => {
    const error: AppError = { code: 'forbidden', message: 'HTTP 403' };
    expect(textIn('en', error)).toContain('Open the address the app printed');
    expect(textIn('pl', error)).toContain('Otwórz adres');
  });

  it('when main cannot be reached it does not claim that nothing changed', () => {
    const text = errorText(RequestError.unreachable(new TypeError('fetch failed')), { t: catalog.translator('en'), language: 'en', has: catalog.has });
    expect(text).toContain('unknown whether the last action was saved');
    expect(text).not.toContain('nothing was changed');
  });
});
