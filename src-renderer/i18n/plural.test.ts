import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.js';
import { pluralCategory, translateCount } from './plural.js';
import { en, pl } from './messages.js';

const catalog = createCatalog();
const dice = (lang: 'en' | 'pl', count: number) => translateCount(catalog.translator(lang), lang, 'hqResolution.staff.dice', count);

describe('counted words take the form their number needs', () => {
  it('HQ-CMD-1: one white die, two white dice, in English', () => {
    expect(dice('en', 1)).toBe('1 white die');
    expect(dice('en', 2)).toBe('2 white dice');
    expect(dice('en', 0)).toBe('0 white dice');
  });

  it('HQ-CMD-1: Polish has its three forms (1 kość, 2–4 kości, 5+ kości, 22 kości)', () => {
    expect(dice('pl', 1)).toBe('1 biała kość');
    expect(dice('pl', 3)).toBe('3 białe kości');
    expect(dice('pl', 5)).toBe('5 białych kości');
    expect(dice('pl', 12)).toBe('12 białych kości');
    expect(dice('pl', 22)).toBe('22 białe kości');
  });

  it('uses the CLDR categories of each language', () => {
    expect(['en', 'pl'].map((lang) => pluralCategory(lang, 1))).toEqual(['one', 'one']);
    expect(pluralCategory('pl', 4)).toBe('few');
    expect(pluralCategory('pl', 25)).toBe('many');
  });
});

type MessageTree = { [key: string]: string | MessageTree };
const flatten = (tree: MessageTree, prefix = ''): Map<string, string> =>
  new Map(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as const] : [...flatten(value, `${prefix}${key}.`)])));
const catalogues = { en: flatten(en as unknown as MessageTree), pl: flatten(pl as unknown as MessageTree) };
const CATEGORIES = ['one', 'few', 'many', 'other'] as const;
const PLURAL = /^(.*)_(one|few|many|other)$/;

/** The base keys written once per plural category (`memoryPlay.diceCount.red` for `…red_one`, `…red_few`…). */
const familiesOf = (messages: Map<string, string>) => new Set([...messages.keys()].flatMap((key) => PLURAL.exec(key)?.[1] ?? []));

describe('plural forms in both catalogues', () => {
  it('English and Polish write the same words in plural forms', () => {
    expect([...familiesOf(catalogues.pl)].sort()).toEqual([...familiesOf(catalogues.en)].sort());
  });

  for (const language of ['en', 'pl'] as const) {
    it(`every counted word has its one, few, many and other form, the CLDR categories translateCount asks for (${language})`, () => {
      const messages = catalogues[language];
      const incomplete = [...familiesOf(messages)].filter((family) => CATEGORIES.some((category) => !messages.has(`${family}_${category}`)));
      expect(incomplete).toEqual([]);
    });

    it(`a sentence that counts through another message names a counted word, and one that nests a message names an existing one (${language})`, () => {
      const messages = catalogues[language];
      const families = familiesOf(messages);
      const broken: string[] = [];
      for (const [key, text] of messages) {
        for (const [, nested, options] of text.matchAll(/\$t\(([^,)]+)(,[^)]*)?\)/g)) {
          if (nested!.includes('{{')) continue;
          const counted = options?.includes('"count"') ?? false;
          if (counted ? !families.has(nested!) : !messages.has(nested!)) broken.push(`${key} → ${nested}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it('the counts read in their language’s forms: 1, 2, 5 and 22 in Polish, 1 and 2 in English', () => {
    const t = (lang: 'en' | 'pl') => catalog.translator(lang);
    expect(t('pl')('memoryPlay.board.refusals.ASP-1', { cost: 1, cubes: 0 })).toBe('To kosztuje 1 kostkę; asasynowi zostało: 0.');
    expect([2, 5, 22].map((cost) => t('pl')('memoryPlay.board.refusals.ASP-1', { cost, cubes: 0 }))).toEqual([
      'To kosztuje 2 kostki; asasynowi zostało: 0.',
      'To kosztuje 5 kostek; asasynowi zostało: 0.',
      'To kosztuje 22 kostki; asasynowi zostało: 0.',
    ]);
    expect(t('en')('memoryPlay.board.refusals.ASP-1', { cost: 1, cubes: 0 })).toBe('This costs 1 cube; the assassin has 0 left.');
    expect(t('en')('enemyPhase.changes.combatRolled', { piece: 'Daria', faces: 'Hit', square: 'C3', hits: 1 })).toBe('Daria rolled Hit in combat on C3: 1 hit.');
    expect(t('pl')('memoryPlay.board.refusals.EQP-7', { card: 'Bomba', limit: 1 })).toBe('Jeden asasyn może mieć kartę „Bomba” najwyżej jeden raz.');
  });

  /**
   * An English count before a plural noun reads "1 cubes" when the count is 1: such a sentence
   * counts through a plural message instead. Listed here are counts that are never 1 (a range's
   * bounds, the app's limits, the capacity of a square).
   */
  it('no English sentence puts a count that may be 1 before a plural noun', () => {
    const NEVER_ONE = new Set(['min', 'max']);
    const noun = /\{\{\s*(\w+)\s*\}\}\s+(?:[a-z]+\s+)?(cubes|hits|cards|steps|enemies|squares|boxes|miniatures|locations|dice|faces|objectives|times|bodies|tokens|spaces|actions|players|assassins|ticks)\b/g;
    const suspicious = [...catalogues.en].filter(([key, text]) => !PLURAL.test(key) && !Object.hasOwn(NOT_A_COUNT_OF_ONE, key) && [...text.matchAll(noun)].some(([, param]) => !NEVER_ONE.has(param!)));
    expect(suspicious.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

/** Sentences the check above reads wrongly, each with why its number is never a count of 1. */
const NOT_A_COUNT_OF_ONE: Record<string, string> = {
  'diary.skill.cardsLegend': 'a level (I–IV), not a count',
  'ruleErrors.MAP-SQUARE_tile': 'a tile number, not a count',
  'memoryPlay.board.pieces.guardBodies': 'worded only for 2 bodies or more (tokenText)',
  'enemyPhase.questions.short-placement': 'LACK-2: the guard type’s name before “miniatures”; the count follows the colon',
  'memoryPlay.board.refusals.CAP-1': 'CAP-1: refused only when the square already holds its 4',
  'ruleErrors.CAP-1_start': 'CAP-1: refused only above the 4 a square holds',
  'enemyPhase.boxData.deck': 'SET-4: decks for 2, 3 or 4 assassins',
  'ruleErrors.DIARY-1': 'CF-LIM-21: the diary has 27 boxes',
  'ruleErrors.CF-CRD-10_hits': 'CF-CRD-10: contract 1 needs 4 hits',
  'ruleErrors.CF-CRD-7_white': 'CF-CRD-7: the Flying Machine costs 4 white cards',
  'ruleErrors.CF-CRD-7_black': 'CF-CRD-7: the Flying Machine costs 3 black cards',
  'ruleErrors.CF-CRD-8_white': 'CF-CRD-8: the Shield costs 4 white cards',
  'ruleErrors.CF-CRD-8_black': 'CF-CRD-8: the Shield costs 4 black cards',
  'ruleErrors.SET-2_shape': 'SET-2: refused only for a tile whose size is not 1, 4 or 6',
};
