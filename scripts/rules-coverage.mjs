#!/usr/bin/env node
/**
 * `npm run rules:coverage`: per family of the rules digest, which rules a test names in its own
 * title (a *.test.ts or *.spec.ts file under shared/, src-main/, src-renderer/ or e2e/), which
 * are reached only through a range in a test's title (`REI-1…9`), which only elsewhere in a test
 * file (a suite title, a comment, the code), and which not at all. See rule-coverage-count.mjs
 * for how each is counted. Informational: always exits 0.
 *
 * `--root DIR` counts another checkout (e.g. `--root ../main` for the figures before a change);
 * `--totals` prints only the per-family figures and the totals, without the lists of ids.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compareRuleIds, projectRoot } from './rule-id-digest.mjs';
import { listScannedFiles, loadRuleIds } from './rule-id-scan.mjs';
import { COVERAGE_CATEGORIES, ruleCoverage } from './rule-coverage-count.mjs';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 && args[rootAt + 1] ? resolve(args[rootAt + 1]) : projectRoot;
const totalsOnly = args.includes('--totals');

const ruleIds = loadRuleIds(projectRoot);
const files = listScannedFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
const { families } = ruleCoverage(ruleIds, files);

const LABELS = {
  byName: 'tested by name',
  rangeOnly: 'only through a range in a test name',
  elsewhereOnly: 'only in suite titles, skipped tests, comments or code',
  none: 'not at all',
};
const COLUMNS = { byName: 'by name', rangeOnly: 'range', elsewhereOnly: 'elsewhere', none: 'none' };
const list = (ids) => (ids.length ? [...ids].sort(compareRuleIds).join(' ') : '—');
const row = (name, cells) => `${name.padEnd(10)}${cells.map((cell) => String(cell).padStart(11)).join('')}`;

console.log('Rules per family: tested by name (a test title cites it); reached only through a range in a test');
console.log('title (range); cited only in suite titles, skipped tests, comments or code (elsewhere); not at all.\n');
console.log(row('family', [...COVERAGE_CATEGORIES.map((category) => COLUMNS[category]), 'total']));

const totals = { byName: 0, rangeOnly: 0, elsewhereOnly: 0, none: 0 };
const sorted = [...families].sort(([a], [b]) => (a < b ? -1 : 1));
for (const [name, family] of sorted) {
  const counts = COVERAGE_CATEGORIES.map((category) => family[category].length);
  COVERAGE_CATEGORIES.forEach((category, index) => (totals[category] += counts[index]));
  console.log(row(name, [...counts, counts.reduce((sum, n) => sum + n, 0)]));
}
console.log(row('all', [...COVERAGE_CATEGORIES.map((category) => totals[category]), ruleIds.length]));
if (!totalsOnly) {
  for (const [name, family] of sorted) {
    console.log(`\n${name}`);
    for (const category of COVERAGE_CATEGORIES) console.log(`  ${LABELS[category]} (${family[category].length}): ${list(family[category])}`);
  }
}
