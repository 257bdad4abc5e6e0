import type { ErrorCode } from '../../shared/contract/errors.js';
import type { Language } from '../../shared/domain/campaign.js';
import type { MessageKey, Translate } from '../i18n/message-key.js';
import { fieldLabel } from './field-label.js';
import type { RequestError } from './request-error.js';

const CODE_MESSAGES: Record<ErrorCode, MessageKey> = {
  'invalid-request': 'errors.code.invalid-request',
  'unknown-channel': 'errors.code.unknown-channel',
  'not-found': 'errors.code.not-found',
  'rule-violation': 'errors.code.rule-violation',
  'nothing-to-undo': 'errors.code.nothing-to-undo',
  'nothing-to-redo': 'errors.code.nothing-to-redo',
  'invalid-pack': 'errors.code.invalid-pack',
  'save-from-future': 'errors.code.save-from-future',
  forbidden: 'errors.code.forbidden',
  internal: 'errors.code.internal',
};

/** The game rules main can cite when it refuses a new campaign, each with its own sentence. */
const RULE_MESSAGES: Record<string, MessageKey> = {
  'SET-8': 'errors.rules.SET-8',
  'APX-SET-1': 'errors.rules.APX-SET-1',
  'DIFF-L-1': 'errors.rules.DIFF-L-1',
  'CMP-3': 'errors.rules.CMP-3',
};

export interface ErrorTextOptions {
  t: Translate;
  language: Language;
  /** False when the text is shown right beside the field at fault, which already names it. */
  nameTheField?: boolean;
}

/**
 * The sentence a player reads for a refusal. Main words its messages in English for
 * players, so English shows them as they are (they are the most specific); every other
 * language gets the renderer's own sentence for the error code, never English text.
 */
export function errorText(failure: RequestError, { t, language, nameTheField = true }: ErrorTextOptions): string {
  if (failure.unreachable) return t('errors.unreachable');
  const { code, message, field, rule } = failure.error;

  const ruleMessage = rule !== undefined && Object.hasOwn(RULE_MESSAGES, rule) ? RULE_MESSAGES[rule] : undefined;
  if (code === 'rule-violation' && ruleMessage) return t(ruleMessage);
  if (code === 'invalid-pack') {
    if (language === 'en' && message) return message;
    return field ? t('errors.fileRefusedAt', { path: field }) : t('errors.code.invalid-pack');
  }

  const problem =
    code === 'forbidden' || !message || language !== 'en'
      ? t(CODE_MESSAGES[code] ?? 'errors.code.internal', { rule: rule ?? '' })
      : message;
  const fieldWords = nameTheField && field ? fieldLabel(field, t) : null;
  return fieldWords ? t('errors.withField', { field: fieldWords, problem }) : problem;
}
