import { describe, expect, it } from 'vitest';
import { ruleCoverage } from '../../scripts/rule-coverage-count.mjs';
import { testTitles } from '../../scripts/test-titles.mjs';
import type { RuleEntry } from './rule-ids.js';

// rule-id-scan: examples only — the ids below are fixtures of the coverage count; they do not test the rules.

/** A small digest for the fixtures: REI-1…9, MOV-1…3 and MOV-9 (with sub-items a–e), GEN-1…2. */
const rules: RuleEntry[] = [
  ...Array.from({ length: 9 }, (_, index) => ({ id: `REI-${index + 1}`, family: 'REI', file: 'memory-rules.md', section: 'Enemy phase' })),
  ...[1, 2, 3].map((n) => ({ id: `MOV-${n}`, family: 'MOV', file: 'memory-rules.md', section: 'Enemy phase' })),
  { id: 'MOV-9', family: 'MOV', file: 'memory-rules.md', section: 'Enemy phase', subItems: ['a', 'b', 'c', 'd', 'e'] },
  { id: 'GEN-1', family: 'GEN', file: 'memory-rules.md', section: 'General' },
  { id: 'GEN-2', family: 'GEN', file: 'memory-rules.md', section: 'General' },
];

const categories = (files: { file: string; text: string }[]) => Object.fromEntries(ruleCoverage(rules, files).byRule);

describe('test titles read from a test file', () => {
  it('reads it, test and describe titles with their kind and line, whatever the quotes', () => {
    const text = ["describe('suite one', () => {", '  it("first", () => {});', '  test(`second`, async () => {});', '});'].join('\n');
    expect(testTitles(text)).toEqual([
      { kind: 'describe', title: 'suite one', line: 1 },
      { kind: 'test', title: 'first', line: 2 },
      { kind: 'test', title: 'second', line: 3 },
    ]);
  });

  it('reads through modifiers, type arguments and a title on the next line; a skipped or to-do test is not a test that runs', () => {
    const text = [
      'it.only("a", () => {});',
      'it.skipIf(!ready())(',
      "  'b',",
      '  () => {},',
      ');',
      "it.each<[string, number]>([['x', 1]])('c %s', (name) => {});",
      "it.skip('d', () => {});",
      "it.todo('e');",
      "test.describe.serial('f', () => {});",
    ].join('\n');
    expect(testTitles(text).map(({ kind, title, line }) => [kind, title, line])).toEqual([
      ['test', 'a', 1],
      ['test', 'b', 3],
      ['test', 'c %s', 6],
      ['skipped', 'd', 7],
      ['skipped', 'e', 8],
      ['describe', 'f', 9],
    ]);
  });

  it('ignores calls in comments and strings, a regular expression holding a quote, property calls and calls without a literal title', () => {
    const text = [
      "// it('in a comment', () => {});",
      "/* test('in a block comment') */",
      "const s = \"it('in a string')\";",
      "const r = /it\\('[a-z]/;",
      "pattern.test('not a test');",
      'it(name, () => {});',
      "test.skip(process.platform === 'win32', 'reason');",
      "test.beforeAll(async () => { await test.step('a step', async () => {}); });",
      "it('real', () => {});",
    ].join('\n');
    expect(testTitles(text).map(({ kind, title }) => [kind, title])).toEqual([
      ['step', 'a step'],
      ['test', 'real'],
    ]);
  });

  it('reads a template title with its ${…} parts as blanks, and titles joined by +', () => {
    const text = ["it(`${rule}: the ${`nested`} part`, () => {});", "it('one ' + 'two', () => {});"].join('\n');
    expect(testTitles(text).map((entry) => entry.title)).toEqual([' : the   part', 'one two']);
  });

  it('keeps the strings of an each table when the title prints from it', () => {
    const text = "it.each([['GEN-1', 2], ['GEN-2', 3]])('%s: counted', () => {});\nit.each([['x']])('no placeholder', () => {});";
    const [printed, plain] = testTitles(text);
    expect(printed!.tableText).toBe('GEN-1\nGEN-2');
    expect(plain!.tableText).toBeUndefined();
  });
});

describe('rules counted as tested only when a test names them', () => {
  it('a test title names a rule, a range in it names its two ends and reaches the rest only through the range', () => {
    const text = "describe('suite', () => {\n  it('REI-2…5: guards enter', () => {});\n  it('MOV-9c: no ladder', () => {});\n});";
    expect(categories([{ file: 'e.test.ts', text }])).toMatchObject({
      'REI-2': 'byName',
      'REI-3': 'rangeOnly',
      'REI-4': 'rangeOnly',
      'REI-5': 'byName',
      'REI-6': 'none',
      'MOV-9': 'byName',
    });
  });

  it('a suite title, a skipped test, a comment or the code reach a rule, but do not test it', () => {
    const text = [
      "describe('REI-1…9: reinforcement', () => {",
      '  // MOV-1 is what the next test is about',
      "  it('guards enter', () => { expect(refusal.rule).toBe('MOV-2'); });",
      "  it.skip('MOV-3: later', () => {});",
      '});',
    ].join('\n');
    const found = categories([{ file: 'e.test.ts', text }]);
    for (const id of ['REI-1', 'REI-5', 'REI-9', 'MOV-1', 'MOV-2', 'MOV-3']) expect(found[id], id).toBe('elsewhereOnly');
    expect(found['GEN-1']).toBe('none');
  });

  it('the strongest reach wins: named in one test, reached through a range in another', () => {
    const files = [
      { file: 'a.test.ts', text: "it('REI-1..4: a range', () => {});" },
      { file: 'b.spec.ts', text: "test('REI-3: named', async () => {});" },
    ];
    expect(categories(files)).toMatchObject({ 'REI-2': 'rangeOnly', 'REI-3': 'byName' });
  });

  it('an each title that prints from its table names the ids of the table', () => {
    const text = "it.each([['GEN-1'], ['GEN-2']])('%s holds', () => {});";
    expect(categories([{ file: 'e.test.ts', text }])).toMatchObject({ 'GEN-1': 'byName', 'GEN-2': 'byName' });
  });

  it('ids outside test files, in a file of examples or on an ignored line count for nothing', () => {
    const files = [
      { file: 'src-main/engine/code.ts', text: "it('GEN-1: in code, not a test file', () => {});" },
      { file: 'examples.test.ts', text: "// rule-id-scan: examples only\nit('GEN-2: an example', () => {});" },
      { file: 'ignored.test.ts', text: "it('MOV-1: deliberately', () => {}); // rule-id-scan: ignore" },
    ];
    expect(categories(files)).toMatchObject({ 'GEN-1': 'none', 'GEN-2': 'none', 'MOV-1': 'none' });
  });

  it('lists each family by category in digest order', () => {
    const text = "it('REI-3 and GEN-2', () => {});\nit('REI-5…7', () => {});\n// MOV-2";
    const { families } = ruleCoverage(rules, [{ file: 'e.test.ts', text }]);
    expect(families.get('REI')).toEqual({
      byName: ['REI-3', 'REI-5', 'REI-7'],
      rangeOnly: ['REI-6'],
      elsewhereOnly: [],
      none: ['REI-1', 'REI-2', 'REI-4', 'REI-8', 'REI-9'],
    });
    expect(families.get('MOV')).toEqual({ byName: [], rangeOnly: [], elsewhereOnly: ['MOV-2'], none: ['MOV-1', 'MOV-3', 'MOV-9'] });
    expect(families.get('GEN')).toEqual({ byName: ['GEN-2'], rangeOnly: [], elsewhereOnly: [], none: ['GEN-1'] });
  });
});
