import { NOT_A_SAVE_KINDS, type NotASaveKind } from '../../shared/backups/backup.js';
import type { Language } from '../../shared/campaigns/campaign.js';
import type { AppError } from '../../shared/ipc/errors.js';
import type { MessageKey, Translate } from '../i18n/message-key.js';
import { formatDateTime } from './date-format.js';

const NOT_A_SAVE_MESSAGES: Record<NotASaveKind, MessageKey> = {
  'empty-file': 'errors.notASave.empty-file',
  'not-sqlite': 'errors.notASave.not-sqlite',
  'empty-database': 'errors.notASave.empty-database',
  'other-program': 'errors.notASave.other-program',
  'unrelated-database': 'errors.notASave.unrelated-database',
};

const LOST_MESSAGES: Record<string, MessageKey> = {
  deleted: 'saveErrors.lost.deleted',
  replaced: 'saveErrors.lost.replaced',
  overwritten: 'saveErrors.lost.overwritten',
  'journal-overwritten': 'saveErrors.lost.journal-overwritten',
};

const FOLDER_MESSAGES: Record<string, MessageKey> = {
  'not-a-folder': 'saveErrors.folder.not-a-folder',
  'read-only': 'saveErrors.folder.read-only',
  'disk-error': 'saveErrors.folder.disk-error',
};

/** What a history step found missing (`params.missing` of a history-blocked refusal), as the catalogue words it. */
const MISSING_WORDS: Record<string, 'campaign' | 'assassin' | 'place'> = { campaign: 'campaign', assassin: 'assassin', place: 'place' };

const isNotASaveKind = (kind: unknown): kind is NotASaveKind => NOT_A_SAVE_KINDS.includes(kind as NotASaveKind);

/**
 * A save, backup or data folder the app will not use, or a history step it cannot take
 * because what it belongs to is gone, worded from main's parameters in every language: which
 * file, and what happened to it. Undefined for any other error, or when main sent no
 * parameters to word it from.
 */
export function saveProblemText(error: AppError, t: Translate, language: Language = 'en'): string | undefined {
  const params = error.params ?? {};
  if (error.code === 'history-blocked' && typeof params.missing === 'string') {
    const direction = params.direction === 'undo' ? 'undo' : 'redo';
    return t(`saveErrors.historyMissing.${direction}.${MISSING_WORDS[params.missing] ?? 'other'}` as MessageKey);
  }
  if (error.code === 'data-folder-unusable' && typeof params.reason === 'string' && FOLDER_MESSAGES[params.reason]) {
    return t(FOLDER_MESSAGES[params.reason]!, { folder: String(params.folder ?? ''), path: String(params.path ?? '') });
  }
  const file = params.file;
  if (typeof file !== 'string') return undefined;
  if (error.code === 'save-missing') return t('saveErrors.missing', { file, backups: Number(params.backups ?? 0) });
  if (error.code === 'save-lost' && typeof params.how === 'string' && LOST_MESSAGES[params.how]) {
    const what = t(LOST_MESSAGES[params.how]!, { file, since: formatDateTime(String(params.since ?? ''), language) });
    if (params.how === 'overwritten') return what;
    return `${what} ${t(params.kept ? 'saveErrors.keptNote' : 'saveErrors.notKept')}`;
  }
  if (error.code === 'save-damaged' && params.kind === 'checksum') return t('saveErrors.checksum', { file });
  if (error.code === 'save-damaged') return t('errors.saveDamaged', { file });
  if (error.code === 'not-a-save' && isNotASaveKind(params.kind)) return t(NOT_A_SAVE_MESSAGES[params.kind], { file });
  return undefined;
}
