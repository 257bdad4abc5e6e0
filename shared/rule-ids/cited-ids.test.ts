import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/rule-id-digest.mjs';
import { citationPattern, findCitations, scanProject } from '../../scripts/rule-id-scan.mjs';
import { isRuleId, ruleFamilies, ruleIds } from './rule-ids.js';

// rule-id-scan: examples only — the ids below exercise the scanner; they do not test the rules.
// Lines that hold deliberately unknown ids carry `rule-id-scan: ignore`, or the project scan
// (first test) would report them.

describe('rule ids cited in code and tests', () => {
  it('every rule id cited under shared/, src-main/, src-renderer/ and e2e/ exists in the rules digest', () => {
    const citations = scanProject(projectRoot, ruleIds);
    const unknown = citations.filter((citation) => !isRuleId(citation.id));
    // Listed as file:line so each one can be opened and fixed.
    expect(unknown.map((c) => `${c.file}:${c.line} ${c.id}${c.rangeFrom ? ` (end of a range from ${c.rangeFrom})` : ''}`)).toEqual([]);
    // An empty scan would pass the check above without proving anything.
    expect(citations.length).toBeGreaterThan(0);
  });

  const pattern = citationPattern(ruleFamilies);
  const idsIn = (text: string) => findCitations(text, pattern).map((citation) => citation.id);

  it('reads only the families the digest defines, so other dashed names are not ids', () => {
    expect(idsIn(`'UTF-8', "ES2023", '%PDF-1.7', rule: 'NO-SUCH-9'`)).toEqual([]);
    expect(idsIn(`it('MAP-WAL-1: a wall blocks nearby'); // GEN-4, HQ-CMD-4 and MAP-HID-1, not HID-1`)).toEqual([
      'MAP-WAL-1',
      'GEN-4',
      'HQ-CMD-4',
      'MAP-HID-1',
      'HID-1',
    ]);
  });

  it('reports a misspelt sub-family, a missing number and a missing sub-item as unknown ids', () => {
    const cited = idsIn('HQ-CDM-4 GEN-99 MOV-9z MOV-9c'); // rule-id-scan: ignore
    expect(cited).toEqual(['HQ-CDM-4', 'GEN-99', 'MOV-9z', 'MOV-9c']); // rule-id-scan: ignore
    expect(cited.filter((cite) => !isRuleId(cite))).toEqual(['HQ-CDM-4', 'GEN-99', 'MOV-9z']); // rule-id-scan: ignore
  });

  it('skips a line marked as holding deliberately unknown ids, and only that line', () => {
    expect(idsIn('GEN-98 // rule-id-scan: ignore\nGEN-97')).toEqual(['GEN-97']); // rule-id-scan: ignore
  });

  it('checks both ends of a range or pair of ids', () => {
    const text = 'HLT-2..4, HQ-A1-1…5, CMB-4…CMB-7, LOC-1/2, MOV-9d/e, DIFF-2/3, HLT-1…99'; // rule-id-scan: ignore
    expect(findCitations(text, pattern)).toEqual([
      { id: 'HLT-2', line: 1 },
      { id: 'HLT-4', line: 1, rangeFrom: 'HLT-2' },
      { id: 'HQ-A1-1', line: 1 },
      { id: 'HQ-A1-5', line: 1, rangeFrom: 'HQ-A1-1' },
      { id: 'CMB-4', line: 1 },
      { id: 'CMB-7', line: 1, rangeFrom: 'CMB-4' },
      { id: 'LOC-1', line: 1 },
      { id: 'LOC-2', line: 1 },
      { id: 'MOV-9d', line: 1 },
      { id: 'MOV-9e', line: 1 },
      { id: 'DIFF-2', line: 1 },
      { id: 'DIFF-3', line: 1 },
      { id: 'HLT-1', line: 1 },
      { id: 'HLT-99', line: 1, rangeFrom: 'HLT-1' }, // rule-id-scan: ignore
    ]);
  });

  it('gives the line each id is cited on', () => {
    expect(findCitations('first\n// DET-4\n\n  SET-8', pattern)).toEqual([
      { id: 'DET-4', line: 2 },
      { id: 'SET-8', line: 4 },
    ]);
  });
});
