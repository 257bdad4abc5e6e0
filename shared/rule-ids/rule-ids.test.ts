import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { digestExists, readDigest, ruleIdsJsonPath, rulesDir, serializeRuleIds } from '../../scripts/rule-id-digest.mjs';
import { isRuleId, ruleFamilies, ruleInfo, ruleIds } from './rule-ids.js';

// rule-id-scan: examples only — the ids below exercise the id list; they do not test the rules.

describe('rule ids as data', () => {
  it.skipIf(!digestExists())(
    `rule-ids.json lists exactly the ids of the rules digest (skipped: rules digest folder ${rulesDir} not present)`,
    () => {
      // Regenerate with `node scripts/rule-ids.mjs --write` when this fails.
      expect(readFileSync(ruleIdsJsonPath, 'utf8')).toBe(serializeRuleIds(readDigest()));
    },
  );

  it('an id the digest defines (GEN-4) is known, with its file, section, title and rulebook section', () => {
    expect(isRuleId('GEN-4')).toBe(true);
    expect(ruleInfo('GEN-4')).toMatchObject({
      id: 'GEN-4',
      family: 'GEN',
      file: 'memory-rules.md',
      section: '1. General principles',
      title: 'nearby',
    });
    // The README's numbering table: rule 30 is the enemy movement step, 42 saving the game.
    expect(ruleInfo('MOV-3')?.rulebookSection).toBe(30);
    expect(ruleInfo('SAVEG-1')?.rulebookSection).toBe(42);
  });

  it('a lettered sub-item (MOV-9c) is known when its rule lists that letter, and points at its rule', () => {
    expect(ruleInfo('MOV-9c')).toMatchObject({ id: 'MOV-9c', rule: 'MOV-9', subItem: 'c', rulebookSection: 30 });
    expect(isRuleId('MOV-9z')).toBe(false); // rule-id-scan: ignore
    expect(isRuleId('GEN-4a')).toBe(false); // rule-id-scan: ignore
  });

  it('multi-part, lettered and table-defined ids are all listed', () => {
    for (const known of ['HQ-CMD-4', 'UNK-4b', 'CF-CRD-9', 'SRC-1', 'DRF-1', 'APX-SET-1', 'EXP-END-2', 'DIFF-L-1']) {
      expect(isRuleId(known), known).toBe(true);
    }
    expect(ruleInfo('HQ-CMD-4')?.family).toBe('HQ-CMD');
    expect(ruleInfo('UNK-4b')?.subItem).toBeUndefined();
  });

  it('ids of another game (arena.md) and unknown ids are not rule ids', () => {
    expect(isRuleId('AR-1')).toBe(false);
    expect(isRuleId('GEN-99')).toBe(false); // rule-id-scan: ignore
    expect(ruleFamilies).not.toContain('AR');
  });

  it('lists each id once, sorted family first and then by number', () => {
    const ids = ruleIds.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    const genIds = ids.filter((id) => id.startsWith('GEN-'));
    expect(genIds.slice(0, 3)).toEqual(['GEN-1', 'GEN-2', 'GEN-3']);
  });
});
