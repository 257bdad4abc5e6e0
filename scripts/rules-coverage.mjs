#!/usr/bin/env node
/**
 * `npm run rules:coverage`: per family of the rules digest, the rule ids that at least one
 * test cites (a *.test.ts or *.spec.ts file under shared/, src-main/, src-renderer/ or e2e/)
 * and those no test cites. A range such as `HLT-2..4` cites every id between its ends, and a
 * sub-item such as `MOV-9c` cites its rule. Informational: always exits 0.
 */
import { compareRuleIds, projectRoot } from './rule-id-digest.mjs';
import { isTestFile, loadRuleIds, scanProject } from './rule-id-scan.mjs';

const ruleIds = loadRuleIds(projectRoot);
const known = new Set(ruleIds.map((rule) => rule.id));
const numberOf = (id) => Number(/-(\d+)[a-z]?$/.exec(id)?.[1]);

/** The digest ids one citation covers. */
function coveredBy(citation) {
  if (citation.rangeFrom) {
    const family = citation.rangeFrom.replace(/-\d+[a-z]?$/, '');
    const [low, high] = [numberOf(citation.rangeFrom), numberOf(citation.id)].sort((a, b) => a - b);
    return ruleIds.filter((rule) => rule.family === family && numberOf(rule.id) >= low && numberOf(rule.id) <= high).map((rule) => rule.id);
  }
  if (known.has(citation.id)) return [citation.id];
  const parent = citation.id.replace(/[a-z]$/, '');
  return known.has(parent) ? [parent] : [];
}

const tested = new Set(
  scanProject(projectRoot, ruleIds)
    .filter((citation) => isTestFile(citation.file) && !citation.examplesOnly)
    .flatMap(coveredBy),
);

const families = new Map();
for (const rule of ruleIds) {
  const family = families.get(rule.family) ?? { tested: [], untested: [] };
  (tested.has(rule.id) ? family.tested : family.untested).push(rule.id);
  families.set(rule.family, family);
}

const list = (ids) => (ids.length ? ids.sort(compareRuleIds).join(' ') : '—');
for (const [name, family] of [...families].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const total = family.tested.length + family.untested.length;
  console.log(`${name}: ${family.tested.length}/${total} cited by a test`);
  console.log(`  tested (${family.tested.length}): ${list(family.tested)}`);
  console.log(`  untested (${family.untested.length}): ${list(family.untested)}`);
}
console.log(`\nAll families: ${tested.size}/${ruleIds.length} rule ids cited by at least one test.`);
