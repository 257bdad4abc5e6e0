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

describe('a save, backup or data folder that changed or cannot be used, in words', () => {
  it.each(['deleted', 'replaced', 'overwritten', 'journal-overwritten'])('SAVE-WATCH: the save %s under the running app is named and described in both languages', (how) => {
    const error: AppError = {
      code: 'save-lost',
      message: 'English detail',
      params: { file: 'campaigns.sqlite', how, kept: how === 'overwritten' ? '' : 'x--kept-changes.sqlite', since: '2026-03-01T19:30:00.000Z' },
    };
    for (const language of ['en', 'pl'] as const) {
      const text = textIn(language, error);
      expect(text).toContain('campaigns.sqlite');
      expect(text).not.toContain('{{');
      expect(text).not.toContain('English detail');
      // The time the save was last whole, in the player's own format, not as an ISO stamp.
      if (how === 'journal-overwritten') expect(text).not.toContain('2026-03-01T');
    }
    expect(textIn('pl', error)).not.toBe(textIn('en', error));
  });

  it('SAVE-MISSING: no save beside its backups names the file and how many backups there are', () => {
    const error: AppError = { code: 'save-missing', message: 'x', params: { file: 'campaigns.sqlite', backups: 7 } };
    for (const language of ['en', 'pl'] as const) expect(textIn(language, error)).toMatch(/campaigns\.sqlite[\s\S]*7/);
  });

  it('BACKUP-SUM: a backup whose checksum no longer matches is said to have changed, not to be damaged by SQLite', () => {
    const error: AppError = { code: 'save-damaged', message: 'x', params: { file: 'night.sqlite', kind: 'checksum', problems: 1, first: 'checksum' } };
    expect(textIn('en', error)).toMatch(/checksum/);
    expect(textIn('en', error)).not.toBe(textIn('en', { ...error, params: { file: 'night.sqlite', problems: 1, first: 'x' } }));
    expect(textIn('pl', error)).toContain('night.sqlite');
  });

  it.each(['not-a-folder', 'read-only', 'disk-error'])('START: a data folder the app cannot use (%s) is worded in both languages', (reason) => {
    const error: AppError = { code: 'data-folder-unusable', message: 'x', params: { folder: '/data', path: '/data/backups', reason } };
    expect(textIn('en', error)).toMatch(/\/data/);
    expect(textIn('pl', error)).toMatch(/\/data/);
    expect(textIn('pl', error)).not.toBe(textIn('en', error));
  });

  it('HISTORY-REFS: a step refused for something missing says what, and whether it left the history', () => {
    const redo: AppError = { code: 'history-blocked', message: 'x', params: { missing: 'campaign', direction: 'redo', dropped: true } };
    const undo: AppError = { code: 'history-blocked', message: 'x', params: { missing: 'campaign', direction: 'undo', dropped: false } };
    expect(textIn('en', redo)).toMatch(/campaign/);
    expect(textIn('en', redo)).not.toBe(textIn('en', undo));
    expect(textIn('pl', redo)).not.toBe(textIn('en', redo));
  });
});
