import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Finding English on a Polish screen. Every piece of text a player meets (text nodes of what
 * is drawn, and the names screen readers read: aria-label, title, placeholder, alt) is checked
 * two ways: against every English message of the catalogue (its placeholders standing for any
 * value), and word by word against English words that no Polish sentence uses. Names the
 * players typed, character names and rule ids are allowed by the caller.
 */

type Tree = { [key: string]: string | Tree };

const valuesOf = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));

/** Every message of one language: the renderer's catalogue files (`en.json`, `*.en.json`), read as they ship. */
function messagesOf(language: 'en' | 'pl'): string[] {
  const files = readdirSync(resolve('src-renderer'), { recursive: true, encoding: 'utf8' }).filter((file) => file === join('i18n', `${language}.json`) || file.endsWith(`.${language}.json`));
  return files.flatMap((file) => valuesOf(JSON.parse(readFileSync(resolve('src-renderer', file), 'utf8')) as Tree));
}

const english = messagesOf('en');
const polishValues = new Set(messagesOf('pl'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An English message as a pattern for a whole piece of text: each `{{value}}` and `$t(…)` stands
 * for any text. Messages too short to tell a language by (a letter, "OK", a number format) and
 * messages Polish spells the same (proper names) are left out.
 */
function templateOf(message: string): RegExp | null {
  if (polishValues.has(message)) return null;
  const letters = message.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, '').replace(/[^A-Za-z]/g, '');
  if (letters.length < 4) return null;
  const parts = message.split(/\{\{[^}]+\}\}|\$t\([^)]*\)/);
  return new RegExp(`^${parts.map((part) => escape(part.trim().replace(/\s+/g, ' '))).join('.+?')}$`, 's');
}

const TEMPLATES = english.map(templateOf).filter((pattern): pattern is RegExp => pattern !== null);

const wordsOf = (messages: readonly string[]) =>
  new Set(messages.flatMap((message) => message.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, ' ').toLowerCase().split(/[^\p{L}']+/u)).filter((word) => word.length >= 3));

/** Every word the English catalogue uses and no Polish message does ("apocalypse", "melee", "hits"…). */
const ENGLISH_ONLY = (() => {
  const polishWords = wordsOf([...polishValues]);
  return new Set([...wordsOf(english)].filter((word) => !polishWords.has(word)));
})();

/**
 * English words a Polish sentence never holds. Words Polish shares (to, on, a, do, no, map as in
 * "kreator map", OK, plus names) are not here; game words are, in the forms the English
 * catalogue uses.
 */
const ENGLISH_WORDS = new Set(
  `the and of with from for this that these those your you which what when where will would should could been being
   is are was were has have had not but into onto than then there their they them its it's
   turn turns health cube cubes square squares hit hits guard guards enemy enemies memory memories maps move moved moves
   attack attacked attacks roll rolled rolls dice die card cards none back next phase objective objectives chest chests body bodies
   add added remove removed save saved cancel undo redo edit delete confirm choose chosen choice answered unknown change changes
   left right north south east west up down here there every each more less only also again now yet
   assassin assassins apprentice ally allies boss bosses campaign campaigns diary settings backups backup level levels
   success failure easy normal hard free spent spend took taken placed eliminated critical exposed hidden incognito
   alert active inactive melee ranged blade weapon weapons armor slot slots inventory villa hospital workshop shop room
   event events reinforcement reinforcements movement combat step steps play played playing start started end ended
   loading open opened close closed yes apocalypse`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** The little of the DOM the page-side scan uses (the e2e project is typed without the DOM library). */
interface PageElement {
  tagName: string;
  className: unknown;
  textContent: string | null;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

export interface ShownText {
  /** Where it was met: a text node, or the attribute read (`aria-label`…). */
  source: string;
  text: string;
  /** Drawn as running text on screen (not a name read aloud, not a rule reference's own mark). */
  running: boolean;
}

/** Everything a player can read or hear on the page now (hidden elements left out, screen-reader-only text kept). */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.locator('body').evaluate((root) => {
    const body = root as unknown as PageElement;
    const doc = (root as unknown as { ownerDocument: { createTreeWalker(root: unknown, what: number): { nextNode(): { textContent: string | null; parentElement: PageElement | null } | null } } }).ownerDocument;
    const texts: { source: string; text: string; running: boolean }[] = [];
    // Drawn or read aloud: screen-reader-only text (clipped to a pixel) counts; display:none does not.
    const hidden = (element: PageElement): boolean => !element.checkVisibility({ visibilityProperty: true });
    const walker = doc.createTreeWalker(root, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text === '' || !parent || ['SCRIPT', 'STYLE', 'TEXTAREA'].includes(parent.tagName) || hidden(parent)) continue;
      const running = parent.closest('.rule-ref, .visually-hidden, code, svg') === null;
      texts.push({ source: `<${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : ''}>`, text, running });
    }
    for (const element of Array.from(body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]'))) {
      if (hidden(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = element.getAttribute(attribute)?.replace(/\s+/g, ' ').trim();
        if (value) texts.push({ source: `${attribute} of <${element.tagName.toLowerCase()}>`, text: value, running: false });
      }
    }
    for (const option of Array.from(body.querySelectorAll('select option'))) {
      const select = option.closest('select');
      if (select && !hidden(select)) texts.push({ source: '<option>', text: (option.textContent ?? '').trim(), running: true });
    }
    return texts;
  });
}

/** A rule id of the digest: `DET-4`, `MOV-9e`, `APX-SET-1`, `HQ-CMD-2`. */
const RULE_ID = /\b[A-Z]{2,5}(?:-[A-Z0-9]{1,5})*-\d+[a-z]?\b/;

export interface EnglishFound extends ShownText {
  why: string;
}

/**
 * The pieces of `texts` that read as English. `allowed` lists what may stay as written (names
 * the players typed, character names); rule ids (`DET-4`, `APX-SET-1`) are always allowed.
 */
export function englishIn(texts: readonly ShownText[], allowed: readonly string[]): EnglishFound[] {
  const found: EnglishFound[] = [];
  const allowedWords = new Set(allowed.flatMap((name) => name.toLowerCase().split(/[^\p{L}']+/u)));
  for (const shown of texts) {
    // A file path (the save's folder) is the system's, not a sentence.
    if (/^(\/|[A-Z]:\\)\S+$/.test(shown.text)) continue;
    if (shown.running && RULE_ID.test(shown.text)) found.push({ ...shown, why: 'a rule id in running text (rule ids belong behind a RuleRef)' });
    let text = shown.text;
    for (const name of allowed) text = text.split(name).join(' ');
    text = text.replace(new RegExp(RULE_ID.source, 'g'), ' ').trim();
    if (text === '' || polishValues.has(shown.text)) continue;
    const template = TEMPLATES.find((pattern) => pattern.test(shown.text));
    if (template) {
      found.push({ ...shown, why: `an English message (${template.source.slice(1, 60)})` });
      continue;
    }
    const words = text.split(/[^\p{L}']+/u).filter((word) => word !== '' && !allowedWords.has(word.toLowerCase()));
    const english = words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase()) || ENGLISH_ONLY.has(word.toLowerCase()));
    if (english.length > 0) found.push({ ...shown, why: `English words: ${english.join(', ')}` });
  }
  return found;
}
