/** Types for rule-id-digest.mjs, so the TypeScript tests can import it. */
import type { RuleEntry } from '../shared/rule-ids/rule-ids.js';

/** A rule as one file states it, before its family and rulebook number are added. */
type ParsedRule = Pick<RuleEntry, 'id' | 'file' | 'section' | 'title' | 'subItems'>;

export const projectRoot: string;
export const rulesDir: string;
export const ruleIdsJsonPath: string;
export function familyOf(id: string): string;
export function compareRuleIds(a: string, b: string): number;
export function readRulebookNumbering(readmeText: string): Map<string, number>;
export function readListedFamilies(readmeText: string): string[];
export function parseDigestFile(file: string, text: string): ParsedRule[];
export function digestFiles(dir?: string): string[];
export function digestExists(dir?: string): boolean;
export function readDigest(dir?: string): RuleEntry[];
export function serializeRuleIds(rules: readonly RuleEntry[]): string;
