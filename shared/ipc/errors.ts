/**
 * Errors cross the process boundary as plain data, so the renderer can show them in the
 * player's language: `code` picks the sentence, `field` names the input at fault and
 * `message` is the English fallback (also what logs and tests read).
 */
export const ERROR_CODES = [
  'invalid-request',
  'unknown-channel',
  'not-found',
  'rule-violation',
  'nothing-to-undo',
  'nothing-to-redo',
  /** Undoing or redoing this would overwrite a change another history (campaign, list, box data) made since. */
  'history-blocked',
  'invalid-pack',
  'save-from-future',
  /** The save (or a backup) is a save of this app but SQLite's check finds it damaged. */
  'save-damaged',
  /** The file is not a save of this app at all (empty, text, another program's database…). */
  'not-a-save',
  /** There is no save, but there are backups: it was deleted or moved while the app was closed (`params`: file, backups). */
  'save-missing',
  /**
   * The open save was deleted, replaced or overwritten by another program, or its journal was
   * (`params`: file, how, and `kept`, the backup holding the changes the app still had).
   */
  'save-lost',
  /** The data folder cannot hold the save (read-only, full, or a file where a folder must be; `params`: folder, path, reason). */
  'data-folder-unusable',
  /** Another copy of the app already owns the data folder (a second bridge, or a bridge beside the Electron app). */
  'data-folder-in-use',
  /** The disk (or the user's quota) is full: the change was rolled back whole. */
  'disk-full',
  /** A request or file larger than the app accepts (`params`: sizeBytes, limitBytes); refused before it is sent. */
  'too-large',
  'forbidden',
  /** The host cannot do this (e.g. PDF export through the loopback bridge). */
  'not-supported',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppError {
  code: ErrorCode;
  message: string;
  /** Dotted path of the request field at fault, e.g. `party.2.characterId`. */
  field?: string;
  /** Rule id (from the rules digest) when a game rule refused the request. */
  rule?: string;
  /** The refusal's sentence parameters (names, numbers, squares): the renderer words it from `rule` and these. */
  params?: Record<string, RefusalParam>;
}

import type { Refusal, RefusalParam } from './refusal.js';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** Thrown inside main by services and caught by the dispatcher; never crosses IPC as an exception. */
export class AppFailure extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(error.message);
    this.name = 'AppFailure';
    this.error = error;
  }
}

export function fail(code: ErrorCode, message: string, extra: { field?: string; rule?: string } = {}): never {
  throw new AppFailure({ code, message, ...extra });
}

/** A pure rule's refusal, thrown as the one `rule-violation` error that crosses IPC with its parameters. */
export function failRefusal(refusal: Refusal): never {
  const { rule, field, params, message } = refusal;
  throw new AppFailure({ code: 'rule-violation', message, rule, params, ...(field === undefined ? {} : { field }) });
}

/** `failRefusal` for a rule checked in place: the rule id, the English sentence and its parameters. */
export function failRule(rule: string, message: string, params: Record<string, RefusalParam> = {}, field?: string): never {
  return failRefusal(field === undefined ? { rule, message, params } : { rule, field, message, params });
}
