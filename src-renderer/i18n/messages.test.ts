import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.js';
import { en, pl } from './messages.js';

type MessageTree = { [key: string]: string | MessageTree };

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const polish = flatten(pl);

/** Messages that are rightly the same in both languages: endonyms and pure formatting. */
const SAME_IN_BOTH = new Set(['settings.languageNames.en', 'settings.languageNames.pl', 'campaign.memberWithPlayer', 'errors.withField', 'hq.miniatureNames.ezio']);

/** Every renderer source except the tests, read as text. */
const sources = import.meta.glob(['../**/*.svelte', '../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('message catalogues', () => {
  it('English and Polish have exactly the same keys', () => {
    expect([...polish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('each message uses the same {{placeholders}} in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(polish.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('no message is empty', () => {
    const empty = [...english, ...polish].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('Polish is translated rather than copied from English', () => {
    const copied = [...english].filter(([key, text]) => polish.get(key) === text && !SAME_IN_BOTH.has(key));
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it("every t('…') key used in the renderer exists", () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)) used.add(match[2]!);
    }
    // Guards the scan itself: if the glob or the pattern stopped matching, nothing would be checked.
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});

describe('catalog', () => {
  const catalog = createCatalog();

  it('returns names the players typed verbatim, because Svelte escapes them when rendering', () => {
    const name = 'Tom & "Jerry" <Venice>';
    expect(catalog.translator('en')('history.campaignCreated', { name })).toBe(`Created campaign “${name}”`);
  });

  it('translates into the language asked for, whatever was asked before', () => {
    expect(catalog.translator('pl')('campaignList.newCampaign')).toBe('Nowa kampania');
    expect(catalog.translator('en')('campaignList.newCampaign')).toBe('New campaign');
  });
});
