/** Types for rule-id-scan.mjs, so the TypeScript tests can import it. */
import type { RuleEntry } from '../shared/rule-ids/rule-ids.js';

export interface Citation {
  readonly id: string;
  readonly line: number;
  /** Set on the end of a range (`HLT-2..4` → `HLT-4` with rangeFrom `HLT-2`). */
  readonly rangeFrom?: string;
}

export interface ProjectCitation extends Citation {
  /** Project-relative, with `/`. */
  readonly file: string;
  /** The file says `rule-id-scan: examples only`: checked, but not counted as testing these rules. */
  readonly examplesOnly: boolean;
}

export const SCANNED_FOLDERS: readonly string[];
export const IGNORE_MARKER: string;
export const EXAMPLES_MARKER: string;
export function isTestFile(path: string): boolean;
export function familiesOf(ruleIds: readonly RuleEntry[]): string[];
export function citationPattern(families: readonly string[]): RegExp;
export function findCitations(text: string, pattern: RegExp): Citation[];
export function listScannedFiles(root: string): string[];
export function scanProject(root: string, ruleIds: readonly RuleEntry[]): ProjectCitation[];
export function loadRuleIds(root: string): RuleEntry[];
