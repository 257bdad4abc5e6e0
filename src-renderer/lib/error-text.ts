import type { AppError, ErrorCode } from '../../shared/ipc/errors.js';
import type { Language } from '../../shared/campaigns/campaign.js';
import type { MessageKey, Translate } from '../i18n/message-key.js';
import { fieldLabel } from './field-label.js';
import { formatFileSize } from './file-size.js';
import type { RequestError } from './request-error.js';
import { saveProblemText } from './save-problem-text.js';

const CODE_MESSAGES: Record<ErrorCode, MessageKey> = {
  'invalid-request': 'errors.code.invalid-request',
  'unknown-channel': 'errors.code.unknown-channel',
  'not-found': 'errors.code.not-found',
  'rule-violation': 'errors.code.rule-violation',
  'nothing-to-undo': 'errors.code.nothing-to-undo',
  'nothing-to-redo': 'errors.code.nothing-to-redo',
  'history-blocked': 'errors.code.history-blocked',
  'invalid-pack': 'errors.code.invalid-pack',
  'save-from-future': 'errors.code.save-from-future',
  'save-damaged': 'errors.code.save-damaged',
  'not-a-save': 'errors.code.not-a-save',
  'save-missing': 'saveErrors.code.save-missing',
  'save-lost': 'saveErrors.code.save-lost',
  'data-folder-unusable': 'saveErrors.code.data-folder-unusable',
  'data-folder-in-use': 'errors.code.data-folder-in-use',
  'disk-full': 'errors.code.disk-full',
  'too-large': 'errors.code.too-large',
  forbidden: 'errors.code.forbidden',
  'not-supported': 'errors.code.not-supported',
  internal: 'errors.code.internal',
};

/**
 * A rule's refusal in the player's language. A refusal that carries its parameters (the one
 * `Refusal` type) is worded from `ruleErrors.<rule id>` and those parameters in every
 * language, English included, so both read the same names and numbers. One without
 * parameters keeps main's English sentence in English, and the rule's sentence elsewhere.
 */
function ruleMessage(rule: string | undefined, params: AppError['params'], { t, language, has }: ErrorTextOptions): string | undefined {
  if (rule === undefined) return undefined;
  const key = `ruleErrors.${rule}` as MessageKey;
  if (params !== undefined && has(key)) return t(key, stringParams(params));
  if (language === 'en') return undefined;
  return has(key) ? t(key) : undefined;
}

const stringParams = (params: NonNullable<AppError['params']>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]));

export interface ErrorTextOptions {
  t: Translate;
  language: Language;
  /** False when the text is shown right beside the field at fault, which already names it. */
  nameTheField?: boolean;
  /** Whether the catalogue has a message (rule sentences are looked up by rule id). */
  has: (key: string) => boolean;
}

/**
 * The sentence a player reads for a refusal. Main words its messages in English for
 * players, so English shows them as they are (they are the most specific); every other
 * language gets the renderer's own sentence for the error code, never English text.
 */
export function errorText(failure: RequestError, options: ErrorTextOptions): string {
  const { t, language, nameTheField = true } = options;
  if (failure.unreachable) return t('errors.unreachable');
  const { code, message, field, rule, params } = failure.error;

  if (code === 'too-large') return tooLargeText(params, options);
  const ruleSentence = code === 'rule-violation' ? ruleMessage(rule, params, options) : undefined;
  if (ruleSentence) return ruleSentence;
  if (code === 'invalid-pack') {
    if (language === 'en' && message) return message;
    return field ? t('errors.fileRefusedAt', { path: field }) : t('errors.code.invalid-pack');
  }

  const problem =
    saveProblemText(failure.error, t, language) ??
    (code === 'forbidden' || !message || language !== 'en'
      ? t(CODE_MESSAGES[code] ?? 'errors.code.internal', { rule: rule ?? '' })
      : message);
  const fieldWords = nameTheField && field ? fieldLabel(field, t) : null;
  return fieldWords ? t('errors.withField', { field: fieldWords, problem }) : problem;
}

/** Worded here in every language, so the sizes read in the player's own number format. */
function tooLargeText(params: AppError['params'], { t, language }: ErrorTextOptions): string {
  const size = Number(params?.sizeBytes);
  const limit = Number(params?.limitBytes);
  return t('errors.code.too-large', { size: formatFileSize(size, language), limit: formatFileSize(limit, language) });
}
