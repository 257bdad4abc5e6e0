/**
 * How honestly each rule of the digest is tested, counted from the test files' text (used by
 * `npm run rules:coverage`). A rule counts as **tested by name** only when the title of a test
 * that runs (`it('MOV-9c: …')`, Playwright's `test('…')`) names it; naming a lettered sub-item
 * (`MOV-9c`) names its rule. The other ways a test file reaches a rule are listed apart, so
 * they cannot pass for tests:
 *
 * - **only through a range**: a test title covers it only between the ends of a range
 *   (`REI-1…9` names REI-1 and REI-9; REI-2…8 are only reached through the range);
 * - **only elsewhere in a test file**: a suite (`describe`) title, a skipped or to-do test, a
 *   comment, the test's code or a range in one of those, but no title of a test that runs;
 * - **not at all**.
 *
 * Files marked `rule-id-scan: examples only` (the scanner's own tests) cite ids as examples and
 * count for nothing, as before; a line marked `rule-id-scan: ignore` is skipped, title included.
 */
import { EXAMPLES_MARKER, IGNORE_MARKER, citationPattern, familiesOf, findCitations, isTestFile } from './rule-id-scan.mjs';
import { testTitles } from './test-titles.mjs';

const numberOf = (id) => Number(/-(\d+)[a-z]?$/.exec(id)?.[1]);

/** The categories, strongest first; a rule is put in the first one it qualifies for. */
export const COVERAGE_CATEGORIES = ['byName', 'rangeOnly', 'elsewhereOnly', 'none'];

/**
 * For one citation (`{ id, rangeFrom? }` from `findCitations`): the digest ids it names outright
 * (`named`: the id itself, or the rule of a sub-item; a range's end) and the ids it reaches only
 * as the inside of a range (`inside`).
 */
export function citedRules(citation, ruleIds) {
  const known = new Set(ruleIds.map((rule) => rule.id));
  const ruleOf = (id) => {
    if (known.has(id)) return [id];
    const parent = id.replace(/[a-z]$/, '');
    return known.has(parent) ? [parent] : [];
  };
  const named = ruleOf(citation.id);
  if (!citation.rangeFrom) return { named, inside: [] };
  const family = citation.rangeFrom.replace(/-\d+[a-z]?$/, '');
  const [low, high] = [numberOf(citation.rangeFrom), numberOf(citation.id)].sort((a, b) => a - b);
  const ends = new Set([...ruleOf(citation.rangeFrom), ...named]);
  const inside = ruleIds.filter((rule) => rule.family === family && numberOf(rule.id) > low && numberOf(rule.id) < high && !ends.has(rule.id)).map((rule) => rule.id);
  return { named, inside };
}

/**
 * Classifies every rule of `ruleIds` by the test files among `files` (`{ file, text }`, paths
 * project-relative). Returns `{ byRule, families }`: `byRule` maps each id to its category;
 * `families` maps each family to `{ byName, rangeOnly, elsewhereOnly, none }` lists of ids in
 * digest order.
 */
export function ruleCoverage(ruleIds, files) {
  const pattern = citationPattern(familiesOf(ruleIds));
  const byName = new Set();
  const inRange = new Set();
  const elsewhere = new Set();
  for (const { file, text } of files) {
    if (!isTestFile(file) || text.includes(EXAMPLES_MARKER)) continue;
    const lines = text.split('\n');
    for (const entry of testTitles(text)) {
      if (entry.kind !== 'test' || lines[entry.line - 1]?.includes(IGNORE_MARKER)) continue;
      const spoken = entry.tableText === undefined ? entry.title : `${entry.title}\n${entry.tableText}`;
      for (const citation of findCitations(spoken, pattern)) {
        const { named, inside } = citedRules(citation, ruleIds);
        for (const id of named) byName.add(id);
        for (const id of inside) inRange.add(id);
      }
    }
    for (const citation of findCitations(text, pattern)) {
      const { named, inside } = citedRules(citation, ruleIds);
      for (const id of [...named, ...inside]) elsewhere.add(id);
    }
  }
  const byRule = new Map();
  const families = new Map();
  for (const rule of ruleIds) {
    const category = byName.has(rule.id) ? 'byName' : inRange.has(rule.id) ? 'rangeOnly' : elsewhere.has(rule.id) ? 'elsewhereOnly' : 'none';
    byRule.set(rule.id, category);
    const family = families.get(rule.family) ?? { byName: [], rangeOnly: [], elsewhereOnly: [], none: [] };
    family[category].push(rule.id);
    families.set(rule.family, family);
  }
  return { byRule, families };
}
