import { describe, expect, it } from 'vitest';
import { NOT_A_SAVE_KINDS } from '../../shared/backups/backup.js';
import type { AppError } from '../../shared/ipc/errors.js';
import { createCatalog } from '../i18n/catalog.js';
import { errorText } from './error-text.js';
import { RequestError } from './request-error.js';

const catalog = createCatalog();
const textIn = (language: 'en' | 'pl', error: AppError) =>
  errorText(new RequestError(error), { t: catalog.translator(language), language, nameTheField: false, has: catalog.has });

describe('a file that is not a usable save, in words', () => {
  it.each(NOT_A_SAVE_KINDS)('SAVE-ID: a file that is not a save (%s) is named and described in both languages', (kind) => {
    const error: AppError = { code: 'not-a-save', message: 'English detail', params: { file: 'old-night.sqlite', kind, detail: '0 bytes' } };
    const english = textIn('en', error);
    const polish = textIn('pl', error);
    for (const text of [english, polish]) {
      expect(text).toContain('old-night.sqlite');
      expect(text).not.toContain('{{');
      expect(text).not.toContain('English detail');
    }
    expect(polish).not.toBe(english);
  });

  it('SAVE-ID: every kind of file gets its own sentence', () => {
    const sentences = NOT_A_SAVE_KINDS.map((kind) => textIn('en', { code: 'not-a-save', message: '', params: { file: 'x.sqlite', kind } }));
    expect(new Set(sentences).size).toBe(NOT_A_SAVE_KINDS.length);
  });

  it('SAVE-CHECK: a damaged save is named and called damaged in both languages', () => {
    const error: AppError = { code: 'save-damaged', message: 'English detail', params: { file: 'campaigns.sqlite', problems: 3, first: 'Page 7: …' } };
    expect(textIn('en', error)).toContain('campaigns.sqlite');
    expect(textIn('pl', error)).toContain('campaigns.sqlite');
    expect(textIn('pl', error)).not.toBe(textIn('en', error));
  });

  it('SAVE-ID: without parameters the code still gets a sentence of its own in Polish', () => {
    expect(textIn('pl', { code: 'not-a-save', message: 'x' })).not.toBe(textIn('pl', { code: 'internal', message: 'x' }));
    expect(textIn('pl', { code: 'save-damaged', message: 'x' })).not.toBe(textIn('pl', { code: 'internal', message: 'x' }));
  });
});
