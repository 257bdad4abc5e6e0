import i18next from 'i18next';
import type { Language } from '../../shared/campaigns/campaign.js';
import { isolateBidi } from '../lib/bidi.js';
import type { MessageKey, MessageParams, Translate } from './message-key.js';
import type { en } from './messages.js';

/** One language's whole message tree, in the shape of the English reference. */
export type Messages = typeof en;

export interface Catalog {
  translator(language: Language): Translate;
  has(key: string): boolean;
}

/** A catalogue that takes its languages as they arrive (the app loads only the one on screen). */
export interface GrowingCatalog extends Catalog {
  add(language: Language, messages: Messages): void;
  holds(language: Language): boolean;
}

/**
 * Interpolation does not HTML-escape: Svelte escapes text itself and t() output is only ever
 * rendered as text, so escaping here would show `&quot;` in campaign names. What it does
 * instead is isolate each value that could reorder the sentence around it (a name with an
 * RTL override, say), as <bdi> would.
 */
export function catalogOf(messages: Partial<Record<Language, Messages>>): GrowingCatalog {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(messages).map(([language, tree]) => [language, { translation: tree }]));
  const loaded = Object.keys(messages) as Language[];
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: true, escape: (value: unknown) => isolateBidi(String(value)) },
    returnNull: false,
    returnEmptyString: false,
  });
  return {
    translator: (language) => (key: MessageKey, params?: MessageParams) => instance.t(key, { ...params, lng: language }) as string,
    // Asked of the languages loaded, not of i18next's own current language (English, never
    // changed: each call names its language): with only Polish loaded, asking English said
    // "no such sentence" and every Polish refusal fell back to the generic one.
    has: (key) => loaded.some((language) => instance.exists(key, { lng: language })),
    add: (language, tree) => {
      instance.addResourceBundle(language, 'translation', tree, true, true);
      if (!loaded.includes(language)) loaded.push(language);
    },
    holds: (language) => instance.hasResourceBundle(language, 'translation'),
  };
}
