import { NOT_A_SAVE_KINDS, type NotASaveKind } from '../../shared/backups/backup.js';
import type { AppError } from '../../shared/ipc/errors.js';
import type { MessageKey, Translate } from '../i18n/message-key.js';

const NOT_A_SAVE_MESSAGES: Record<NotASaveKind, MessageKey> = {
  'empty-file': 'errors.notASave.empty-file',
  'not-sqlite': 'errors.notASave.not-sqlite',
  'empty-database': 'errors.notASave.empty-database',
  'other-program': 'errors.notASave.other-program',
  'unrelated-database': 'errors.notASave.unrelated-database',
};

const isNotASaveKind = (kind: unknown): kind is NotASaveKind => NOT_A_SAVE_KINDS.includes(kind as NotASaveKind);

/**
 * A save or backup the app will not open, worded from main's parameters in every language:
 * which file, and what it is (damaged, empty, another program's…). Undefined for any other
 * error, or when main sent no parameters to word it from.
 */
export function saveProblemText(error: AppError, t: Translate): string | undefined {
  const file = error.params?.file;
  if (typeof file !== 'string') return undefined;
  if (error.code === 'save-damaged') return t('errors.saveDamaged', { file });
  if (error.code === 'not-a-save' && isNotASaveKind(error.params?.kind)) return t(NOT_A_SAVE_MESSAGES[error.params.kind], { file });
  return undefined;
}
