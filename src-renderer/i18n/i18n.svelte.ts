import type { Language } from '../../shared/campaigns/campaign.js';
import { createCatalog } from './catalog.js';
import type { MessageKey, MessageParams } from './message-key.js';

const catalog = createCatalog();
let current = $state<Language>('en');

/**
 * Translates in the current language. Reading `current` here makes every template that
 * calls t() re-render when the language changes.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return catalog.translator(current)(key, params);
}

export function language(): Language {
  return current;
}

/** True for keys that are not known at compile time (history summaries stored by main). */
export function hasMessage(key: string): boolean {
  return catalog.has(key);
}

export function setLanguage(next: Language): void {
  current = next;
  document.documentElement.lang = next;
}
