/**
 * The rules digest's ids as data: which ids exist, where the digest states each rule and which
 * numbered section of the rulebook it paraphrases. Generated from ../shared/rules/*.md by
 * `node scripts/rule-ids.mjs --write`; the screens use it to show a cited rule's section and
 * "rule N" behind a hover.
 */
import ruleIdList from './rule-ids.json' with { type: 'json' };

export interface RuleInfo {
  /** As asked: `MOV-9` or a lettered sub-item `MOV-9c`. */
  readonly id: string;
  /** `HQ-CMD` for `HQ-CMD-4`, `GEN` for `GEN-4`. */
  readonly family: string;
  /** The digest file that states the rule, e.g. `memory-rules.md`. */
  readonly file: string;
  /** The digest's headings above it, outermost first, joined by ` › `. */
  readonly section: string;
  /** The rulebook's numbered section ("read rule N"), where the digest's part has one. */
  readonly rulebookSection?: number;
  /** The rule's short name in the digest, e.g. `nearby` for GEN-4. */
  readonly title?: string;
  /** Letters of the rule's (a), (b)… sub-items, each citable as `MOV-9c`. */
  readonly subItems?: readonly string[];
  /** Set when `id` names one sub-item: the letter, with `rule` the id it belongs to. */
  readonly subItem?: string;
  readonly rule?: string;
}

/** One line of rule-ids.json: a rule as the digest defines it. */
export type RuleEntry = Omit<RuleInfo, 'subItem' | 'rule'>;

/** Every rule of the digest, sorted by id. */
export const ruleIds: readonly RuleEntry[] = ruleIdList;

const byId = new Map<string, RuleEntry>(ruleIds.map((entry) => [entry.id, entry]));

/** Every family, sorted: `ACT-FTS`, `ALR`, … */
export const ruleFamilies: readonly string[] = [...new Set(ruleIds.map((entry) => entry.family))].sort();

const SUB_ITEM = /^(.*-\d+)([a-z])$/;

/**
 * The digest's entry for `id`; for a sub-item (`MOV-9c`) its rule's entry with `subItem` and
 * `rule` set. Undefined when the digest defines no such rule or sub-item.
 */
export function ruleInfo(id: string): RuleInfo | undefined {
  const entry = byId.get(id);
  if (entry) return entry;
  const subItem = SUB_ITEM.exec(id);
  if (!subItem) return undefined;
  const [, ruleId = '', letter = ''] = subItem;
  const parent = byId.get(ruleId);
  if (!parent?.subItems?.includes(letter)) return undefined;
  return { ...parent, id, subItem: letter, rule: ruleId };
}

/** True when the digest defines `id`, either as a rule or as a lettered sub-item of one. */
export function isRuleId(id: string): boolean {
  return ruleInfo(id) !== undefined;
}
