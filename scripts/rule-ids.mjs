#!/usr/bin/env node
/**
 * The rules digest's id list, kept in the project as shared/rule-ids/rule-ids.json.
 *
 *   node scripts/rule-ids.mjs --write   regenerate the JSON from ../shared/rules/*.md
 *   node scripts/rule-ids.mjs           check the committed JSON is up to date (exit 1 if not)
 *
 * The digest lives outside the project; where it is absent the check says so and passes,
 * because the committed JSON is then the only copy and cannot be compared with anything.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import {
  digestExists,
  projectRoot,
  readDigest,
  ruleIdsJsonPath,
  rulesDir,
  serializeRuleIds,
} from './rule-id-digest.mjs';

const write = process.argv.includes('--write');
const shownJson = relative(projectRoot, ruleIdsJsonPath);

if (!digestExists()) {
  if (write) {
    console.error(`rule-ids: the rules digest folder ${rulesDir} is not present; cannot write ${shownJson}.`);
    process.exit(1);
  }
  console.log(`rule-ids: the rules digest folder ${rulesDir} is not present; nothing to compare ${shownJson} with.`);
  process.exit(0);
}

const rules = readDigest();
const text = serializeRuleIds(rules);

if (write) {
  mkdirSync(dirname(ruleIdsJsonPath), { recursive: true });
  writeFileSync(ruleIdsJsonPath, text);
  console.log(`rule-ids: wrote ${rules.length} ids to ${shownJson}.`);
  process.exit(0);
}

const committed = existsSync(ruleIdsJsonPath) ? readFileSync(ruleIdsJsonPath, 'utf8') : null;
if (committed === text) {
  console.log(`rule-ids: ${shownJson} matches the digest (${rules.length} ids).`);
  process.exit(0);
}

console.error(`rule-ids: ${shownJson} is out of date with ${rulesDir}; run \`node scripts/rule-ids.mjs --write\`.`);
if (committed !== null) {
  const before = new Map(JSON.parse(committed).map((rule) => [rule.id, JSON.stringify(rule)]));
  const after = new Map(rules.map((rule) => [rule.id, JSON.stringify(rule)]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...after.keys()].filter((id) => before.has(id) && before.get(id) !== after.get(id));
  if (added.length) console.error(`  new in the digest: ${added.join(', ')}`);
  if (removed.length) console.error(`  gone from the digest: ${removed.join(', ')}`);
  if (changed.length) console.error(`  changed: ${changed.join(', ')}`);
}
process.exit(1);
