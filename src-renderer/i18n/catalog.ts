import i18next from 'i18next';
import type { Language } from '../../shared/campaigns/campaign.js';
import { en, pl } from './messages.js';
import { isolateBidi } from '../lib/bidi.js';
import type { MessageKey, MessageParams, Translate } from './message-key.js';

export const MESSAGES: Record<Language, typeof en> = { en, pl };

export interface Catalog {
  translator(language: Language): Translate;
  has(key: string): boolean;
}

/**
 * Both languages are bundled, so the catalogue is ready synchronously. Interpolation does
 * not HTML-escape: Svelte escapes text itself and t() output is only ever rendered as
 * text, so escaping here would show `&quot;` in campaign names. What it does instead is
 * isolate each value that could reorder the sentence around it (a name with an RTL
 * override, say), as <bdi> would.
 */
export function createCatalog(): Catalog {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: en }, pl: { translation: pl } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: true, escape: (value: unknown) => isolateBidi(String(value)) },
    returnNull: false,
    returnEmptyString: false,
  });
  return {
    translator: (language) => (key: MessageKey, params?: MessageParams) =>
      instance.t(key, { ...params, lng: language }) as string,
    has: (key) => instance.exists(key),
  };
}
