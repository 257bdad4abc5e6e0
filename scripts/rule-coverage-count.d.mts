/** Types for rule-coverage-count.mjs, so the TypeScript tests can import it. */
import type { RuleEntry } from '../shared/rule-ids/rule-ids.js';
import type { Citation } from './rule-id-scan.mjs';

export type CoverageCategory = 'byName' | 'rangeOnly' | 'elsewhereOnly' | 'none';
export const COVERAGE_CATEGORIES: readonly CoverageCategory[];

export interface FamilyCoverage {
  byName: string[];
  rangeOnly: string[];
  elsewhereOnly: string[];
  none: string[];
}

export function citedRules(citation: Citation, ruleIds: readonly RuleEntry[]): { named: string[]; inside: string[] };
export function ruleCoverage(
  ruleIds: readonly RuleEntry[],
  files: readonly { file: string; text: string }[],
): { byRule: Map<string, CoverageCategory>; families: Map<string, FamilyCoverage> };
