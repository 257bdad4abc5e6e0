import { describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/errors.js';
import type { Language } from '../../shared/campaigns/campaign.js';
import { createCatalog } from '../i18n/catalog.js';
import { errorText } from './error-text.js';
import { RequestError } from './request-error.js';

const catalog = createCatalog();
const textIn = (language: Language, error: AppError, nameTheField = true) =>
  errorText(new RequestError(error), { t: catalog.translator(language), language, nameTheField, has: catalog.has });

const set8: AppError = { code: 'rule-violation', message: 'Player 3 needs an assassin.', field: 'party', rule: 'SET-8', params: { context: 'noAssassin', seat: 3 } };

describe('errorText', () => {
  it('SET-8: a Polish player reads a Polish sentence with the player main named, never main’s English message', () => {
    const text = textIn('pl', set8);
    expect(text).toBe('Gracz 3 musi prowadzić asasyna.');
    expect(textIn('en', set8)).toBe('Player 3 needs an assassin.');
  });

  it.each<[string, AppError['params']]>([
    ['SET-8', { context: 'tooMany', seat: 2, max: 2 }],
    ['APX-SET-1', { assassin: 'Clara', other: 'Claudio', initial: 'C' }],
    ['DIFF-L-1', {}],
    ['CMP-3', { assassin: 'Daria' }],
  ])('%s is worded from its parameters in both languages', (rule, params) => {
    const error: AppError = { code: 'rule-violation', message: 'English detail', rule, params };
    for (const language of ['en', 'pl'] as const) {
      const text = textIn(language, error);
      expect(text).not.toContain('English detail');
      expect(text).not.toContain('{{');
      for (const value of Object.values(params ?? {}).filter((v) => v !== params?.context)) expect(text).toContain(String(value));
    }
    expect(textIn('en', error)).not.toBe(textIn('pl', error));
  });

  it('PLY-6: a rule refusing for several reasons words the one its `context` names, in both languages', () => {
    const swap = (params: AppError['params']): AppError => ({ code: 'rule-violation', message: 'English detail', rule: 'PLY-6', field: 'memberId', params });
    expect(textIn('en', swap({ assassin: 'Daria' }))).toBe('Daria is not at full health: only a fully healthy assassin can be swapped.');
    expect(textIn('en', swap({ context: 'apprentice', assassin: 'Daria' }))).toBe('An apprentice stands in for Daria, and an apprentice is never swapped for an assassin.');
    expect(textIn('pl', swap({ context: 'apprentice', assassin: 'Daria' }))).toBe('Daria: w zastępstwie gra nowicjusz, a nowicjusza nigdy nie zamienia się na asasyna.');
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

  it('a full disk says so, and that nothing was changed, in both languages', () => {
    const error: AppError = { code: 'disk-full', message: 'The disk is full, so the change was not saved. Nothing was changed.' };
    expect(textIn('en', error)).toMatch(/disk is full.*Nothing was changed/);
    expect(textIn('pl', error)).toMatch(/Dysk jest pełny.*Nic nie zostało zmienione/);
  });

  it('a file too large to send names its size and the limit, in both languages', () => {
    const error: AppError = { code: 'too-large', message: 'Too large.', params: { sizeBytes: 50 * 1024 * 1024, limitBytes: 5_000_000 } };
    expect(textIn('en', error)).toBe('The file is too large (50 MB); the limit is 4.8 MB. Nothing was sent and nothing was changed.');
    expect(textIn('pl', error)).toBe('Plik jest za duży (50 MB); limit to 4,8 MB. Nic nie zostało wysłane ani zmienione.');
  });

  it('a data folder used by another copy of the app says so in both languages', () => {
    const error: AppError = { code: 'data-folder-in-use', message: 'Another copy of the app is already using the data folder /x.' };
    expect(textIn('en', error)).toContain('Another copy of the app');
    expect(textIn('pl', error)).toContain('Inna kopia aplikacji');
  });
});
