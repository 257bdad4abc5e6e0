import type { Language } from '../../shared/campaigns/campaign.js';
import { catalogOf, type Messages } from './catalog-of.js';
import type { MessageKey, MessageParams } from './message-key.js';
import { translateCount, type PluralKey } from './plural.js';

/*
 * Only the language on screen is loaded: each catalogue is its own chunk of about 60 KB
 * (gzip), fetched the first time the language is chosen, so the first screen's script does
 * not carry a language nobody reads.
 */
const LOADERS: Record<Language, () => Promise<Messages>> = {
  en: () => import('./messages.en.js').then((module) => module.en),
  pl: () => import('./messages.pl.js').then((module) => module.pl),
};

const catalog = catalogOf({});
const loading = new Map<Language, Promise<void>>();
let current = $state<Language>('en');
/** Bumped when a catalogue arrives, so text rendered before it (the start-up line) is redrawn. */
let arrivals = $state(0);
/** The language asked for last: a slower load asked for earlier never overrides it. */
let wanted: Language = 'en';

/** Fetches a language's catalogue once; later calls share the first. A failed load can be tried again. */
export function loadLanguage(next: Language): Promise<void> {
  let pending = loading.get(next);
  if (!pending) {
    pending = LOADERS[next]().then(
      (messages) => {
        catalog.add(next, messages);
        arrivals += 1;
      },
      (thrown: unknown) => {
        loading.delete(next);
        throw thrown;
      },
    );
    loading.set(next, pending);
  }
  return pending;
}

/**
 * Translates in the current language. Reading `current` here makes every template that
 * calls t() re-render when the language changes. Before the catalogue has arrived (the first
 * instants of start-up) it answers an empty string rather than a key.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  void arrivals;
  if (!catalog.holds(current)) return '';
  return catalog.translator(current)(key, params);
}

/** "1 white die", "2 white dice"; "1 biała kość", "2 białe kości", "5 białych kości": the form the language needs for `count`. */
export function tCount(key: PluralKey, count: number, params?: MessageParams): string {
  return translateCount(t, current, key, count, params);
}

export function language(): Language {
  return current;
}

/** True for keys that are not known at compile time (history summaries stored by main). */
export function hasMessage(key: string): boolean {
  void arrivals;
  return catalog.has(key);
}

/** The language last shown on this origin: its catalogue can be fetched before the settings arrive. */
const LAST_LANGUAGE = 'bov-language';

/** In recovery mode the save (and its language setting) cannot be read: the browser's language stands in. */
export function browserLanguage(): Language {
  const first = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => tag === 'en' || tag === 'pl');
  return first === 'pl' ? 'pl' : 'en';
}

/** The best guess at start-up, before the saved setting is read. */
export function startingLanguage(): Language {
  const last = localStorage.getItem(LAST_LANGUAGE);
  return last === 'en' || last === 'pl' ? last : browserLanguage();
}

/** Switches once the language's catalogue is in, so no screen is ever drawn half in one language. */
export async function setLanguage(next: Language): Promise<void> {
  wanted = next;
  await loadLanguage(next);
  if (wanted !== next) return;
  current = next;
  document.documentElement.lang = next;
  localStorage.setItem(LAST_LANGUAGE, next);
}
