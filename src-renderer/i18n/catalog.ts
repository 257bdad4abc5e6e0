import type { Language } from '../../shared/campaigns/campaign.js';
import { catalogOf, type Catalog, type Messages } from './catalog-of.js';
import { en, pl } from './messages.js';

export type { Catalog } from './catalog-of.js';

/** Polish must have the shape of English: a key missing from either fails the typecheck. */
export const MESSAGES: Record<Language, Messages> = { en, pl };

/**
 * Both languages at once, ready synchronously: for tests and test support. The running app
 * loads only the language on screen (i18n.svelte.ts), so it never imports this file.
 */
export function createCatalog(): Catalog {
  return catalogOf(MESSAGES);
}
