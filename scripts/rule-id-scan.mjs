/**
 * Finds the rule ids that code and tests cite (`MAP-WAL-1`, `MOV-9c`, `HLT-2..4`), so a test
 * can fail on an id the digest does not define and `npm run rules:coverage` can say which
 * rules no test names. Shared by shared/rule-ids/cited-ids.test.ts and
 * scripts/rules-coverage.mjs.
 *
 * A token counts as a rule id only when its family is one the digest defines (taken from
 * shared/rule-ids/rule-ids.json), so `UTF-8`, `ES2023` or `PDF-1` never match. For the
 * families with several parts (`HQ-CMD`, `ACT-MOV`, `MAP-WAL`, `CF-CRD`…) any sub-family of
 * the same root matches too, so a misspelt `HQ-CDM-4` is reported rather than ignored.
 *
 * A line holding `rule-id-scan: ignore` is skipped: tests that prove an unknown id is refused
 * must write one. A file holding `rule-id-scan: examples only` is checked, but its citations
 * are examples (the scanner's own tests), not tests of those rules, so coverage leaves them out.
 *
 * Ranges: `HLT-2..4`, `HQ-A1-1…5`, `HLT-1–11` and `CMB-4…CMB-7` cite both ends (the end
 * carries `rangeFrom`, so coverage can count the ids between); `LOC-1/2` and `MOV-9d/e` cite
 * both ids named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project's own code; other top folders hold build output, tooling or docs. */
export const SCANNED_FOLDERS = ['shared', 'src-main', 'src-renderer', 'src-dev', 'e2e'];
const SCANNED_EXTENSIONS = ['.ts', '.svelte', '.json'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'test-results', 'playwright-report']);
/** The id list itself defines the ids; it does not cite them. */
const SKIPPED_FILES = new Set(['shared/rule-ids/rule-ids.json']);

const TEST_FILE = /\.(test|spec)\.ts$/;
export const IGNORE_MARKER = 'rule-id-scan: ignore';
export const EXAMPLES_MARKER = 'rule-id-scan: examples only';

export function isTestFile(path) {
  return TEST_FILE.test(path);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Families (`HQ-CMD`, `GEN`…) of the given rule list, as written in the digest. */
export function familiesOf(ruleIds) {
  return [...new Set(ruleIds.map((rule) => rule.family))].sort();
}

/**
 * A global pattern for one cited id: group 1 the family, group 2 the number, group 3 an
 * optional sub-item letter.
 */
export function citationPattern(families) {
  const roots = [...new Set(families.filter((f) => f.includes('-')).map((f) => f.split('-')[0]))];
  const alternatives = [
    ...roots.map((root) => `${escapeRegExp(root)}-[A-Z][A-Z0-9]*`),
    ...families.map(escapeRegExp),
  ].sort((a, b) => b.length - a.length);
  // Not preceded by a letter, digit or hyphen (so `MAP-HID-1` is not also read as `HID-1`),
  // not followed by a letter or digit (so `GEN-4th` or `SET-12a3` are not ids).
  return new RegExp(`(?<![A-Za-z0-9_-])(${alternatives.join('|')})-(\\d+)([a-z])?(?![A-Za-z0-9_])`, 'g');
}

// What may follow a cited id to extend it into a range or pair.
const RANGE_TAIL = /\s*(\.\.\.?|…|–)\s*(?:([A-Z][A-Z0-9-]*)-)?(\d+)(?![A-Za-z0-9_])/y;
const PAIR_NUMBER_TAIL = /\s*\/\s*(?:([A-Z][A-Z0-9-]*)-)?(\d+)([a-z])?(?![A-Za-z0-9_])/y;
const PAIR_LETTER_TAIL = /\/([a-z])(?![A-Za-z0-9_])/y;

function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts, index) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= index) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** Every id cited in one text: `{ id, line, rangeFrom? }`, in order of appearance (1-based lines). */
export function findCitations(text, pattern) {
  const found = [];
  const starts = lineStarts(text);
  const ignoredLines = new Set(
    text.split('\n').flatMap((content, index) => (content.includes(IGNORE_MARKER) ? [index + 1] : [])),
  );
  const matcher = new RegExp(pattern.source, pattern.flags);
  for (let match = matcher.exec(text); match; match = matcher.exec(text)) {
    const [whole, family, number, letter = ''] = match;
    const line = lineOf(starts, match.index);
    const id = `${family}-${number}${letter}`;
    found.push({ id, line });
    const tailAt = match.index + whole.length;

    RANGE_TAIL.lastIndex = tailAt;
    const range = RANGE_TAIL.exec(text);
    if (range && (range[2] === undefined || range[2] === family)) {
      found.push({ id: `${family}-${range[3]}`, line, rangeFrom: `${family}-${number}` });
      matcher.lastIndex = RANGE_TAIL.lastIndex;
      continue;
    }
    PAIR_LETTER_TAIL.lastIndex = tailAt;
    const letterPair = letter ? PAIR_LETTER_TAIL.exec(text) : null;
    if (letterPair) {
      found.push({ id: `${family}-${number}${letterPair[1]}`, line });
      matcher.lastIndex = PAIR_LETTER_TAIL.lastIndex;
      continue;
    }
    PAIR_NUMBER_TAIL.lastIndex = tailAt;
    const pair = PAIR_NUMBER_TAIL.exec(text);
    // `DIFF-2/3`; a full id after the slash (`REI-3/CAP-1`) is left to the main pattern.
    if (pair && pair[1] === undefined) {
      found.push({ id: `${family}-${pair[2]}${pair[3] ?? ''}`, line });
      matcher.lastIndex = PAIR_NUMBER_TAIL.lastIndex;
    }
  }
  return found.filter((citation) => !ignoredLines.has(citation.line));
}

function* walk(root, folder) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return; // a top folder may be missing while files are being moved
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(root, path);
    } else if (SCANNED_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !SKIPPED_FILES.has(path)) {
      yield path;
    }
  }
}

/** The project files that may cite rule ids, as project-relative paths with `/`. */
export function listScannedFiles(root) {
  return SCANNED_FOLDERS.flatMap((folder) => [...walk(root, folder)]).sort();
}

/** Every citation in the project: `{ file, line, id, rangeFrom?, examplesOnly }`. */
export function scanProject(root, ruleIds) {
  const pattern = citationPattern(familiesOf(ruleIds));
  return listScannedFiles(root).flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const examplesOnly = text.includes(EXAMPLES_MARKER);
    return findCitations(text, pattern).map((citation) => ({ file, ...citation, examplesOnly }));
  });
}

/** shared/rule-ids/rule-ids.json, as written by scripts/rule-ids.mjs. */
export function loadRuleIds(root) {
  return JSON.parse(readFileSync(join(root, 'shared', 'rule-ids', 'rule-ids.json'), 'utf8'));
}

