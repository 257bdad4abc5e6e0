import type { HistoryEntry } from '../../shared/history/history.js';
import { hasMessage, language, t } from '../i18n/i18n.svelte.js';
import { session } from '../state/session.svelte.js';
import { errorText } from './error-text.js';
import { historySummary } from './history-text.js';
import { toRequestError } from './request-error.js';

/**
 * The pure formatters bound to the current language, for templates and state classes.
 * Called from markup they re-run when the language changes.
 */
export function describeError(thrown: unknown, options: { nameTheField?: boolean } = {}): string {
  return errorText(toRequestError(thrown), { t, language: language(), has: hasMessage, ...options });
}

export function describeHistoryEntry(entry: Pick<HistoryEntry, 'summaryKey' | 'summaryParams'>): string {
  return historySummary(entry, { t, has: hasMessage, dieName: (dieId) => session.dieName(dieId), characterName: (id) => session.characterName(id), language: language(), blueprintName: (blueprint) => session.blueprintName(blueprint) });
}
