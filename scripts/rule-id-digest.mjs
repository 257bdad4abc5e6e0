/**
 * Reads the rules digest (`../shared/rules/*.md` beside the project, i.e. /work/shared/rules)
 * and lists every rule id it defines, with the digest file and section it sits in and, where
 * the rulebook's numbered sections say so, the rulebook section number ("read rule N").
 *
 * Used by `scripts/rule-ids.mjs` (writes/checks shared/rule-ids/rule-ids.json) and by the
 * test that proves the committed list still matches the digest. Plain Node, no dependency:
 * it runs where only `node` is available.
 *
 * Where an id is defined in the digest (README.md "Every rule carries a stable id"):
 * - a bullet that starts with the id in bold: `- **GEN-4 (nearby).**`, `- **ACT-FTS-7 [AMB].**`,
 *   `- **MOV-9 (an enemy does not move if…)**:`, `- **UNK-1 Dice face distributions**`,
 *   `- **UNK-25 / UNK-33 Rule numbering**` (two ids, one title);
 * - the first column of a table whose header's first column is `Id`: `| SRC-1 | … |`,
 *   `| CF-COMP-1 | … |`;
 * - a bullet that starts with the id and a colon: `- CF-CMP-1: …`.
 * Ids end in a number, optionally one lowercase letter (`UNK-4b`); the action-summary table's
 * `ACT-MOV`, `MAP-HID`… name families, not rules, and are not ids.
 * Lettered sub-items written `(a) … (b) …` inside a rule are recorded as `subItems`, so
 * `MOV-9c` can be told apart from a typo such as `MOV-9z`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The digest lives beside the project, not in it; some machines do not have it. */
export const rulesDir = join(projectRoot, '..', 'shared', 'rules');
export const ruleIdsJsonPath = join(projectRoot, 'shared', 'rule-ids', 'rule-ids.json');

/** arena.md digests *Assassin's Creed: Arena*, another game; its AR-* ids are not ours. */
const OTHER_GAMES = new Set(['arena.md']);

const ID = String.raw`[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*-\d+[a-z]?`;
const BOLD_DEFINITION = new RegExp(String.raw`^\s*[-*]\s+\*\*((?:${ID})(?:\s*\/\s*${ID})*)(.*?)\*\*`);
const COLON_DEFINITION = new RegExp(String.raw`^\s*[-*]\s+(${ID}):`);
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const WHOLE_ID = new RegExp(`^${ID}$`);
const SUB_ITEM = /(?:^|[\s:;,—])\(([a-z])\)\s/g;

/**
 * Which rulebook section (1–51, README.md "Final rulebook numbering") each part of the digest
 * paraphrases. The README table gives number → rulebook title; this table ties digest
 * sections, families or single ids to those titles, the most specific key winning
 * (id > family > section > enclosing section). The generator resolves titles through the README table and fails
 * if a title is missing there, so a renamed rulebook section cannot go stale silently.
 * Parts with no clear counterpart (general principles, square capacity, card slots, contract
 * cards, HQ level, the Apocalypse pages, which the 1–51 numbering does not cover) are left
 * without a number rather than guessed.
 */
const RULEBOOK_TITLE_OF = {
  sections: {
    'memory-rules.md#2. Setting up a memory': 'Map setup',
    'memory-rules.md#3. Game turn': 'Turn phases',
    'memory-rules.md#3. Game turn › 3.1 Event phase': 'Event phase',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase': 'Overview of assassin and enemy phase',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Move': 'Move and trade',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Trade': 'Move and trade',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Complete an objective': 'Completing an objective',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Fast travel station (FTS)': 'Use fast travel station',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Use a weapon': 'Use a weapon',
    // Seed 002 prints "use a weapon", retaliation and coordinated attack as one rule excerpt.
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Retaliation': 'Use a weapon',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Coordinated attack': 'Use a weapon',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Hide and search bodies': 'Hiding and searching bodies',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Equip, slots and armor': 'Equip',
    'memory-rules.md#3. Game turn › 3.2 Assassin phase › Save 1 action': 'Save an action',
    'memory-rules.md#3. Game turn › 3.3 Enemy phase': 'Enemy phase',
    'memory-rules.md#3. Game turn › 3.3 Enemy phase › Step 1 — reinforcement': 'Enemy reinforcement step',
    'memory-rules.md#3. Game turn › 3.3 Enemy phase › Step 2 — movement': 'Enemy movement step',
    'memory-rules.md#3. Game turn › 3.3 Enemy phase › Step 3 — combat': 'Enemy combat step',
    'memory-rules.md#3. Game turn › 3.4 End-of-turn phase': 'End of turn phase',
    'memory-rules.md#4. Map features › Hiding spot': 'Hiding spot',
    'memory-rules.md#4. Map features › Tower': 'Tower',
    'memory-rules.md#4. Map features › Chest': 'Chest',
    'memory-rules.md#4. Map features › Canal': 'Canal',
    'memory-rules.md#5. Stealth': 'Exposed',
    'memory-rules.md#5. Stealth › Detection test': 'Detection test',
    'memory-rules.md#5. Stealth › Alert': 'Alert state',
    'memory-rules.md#5. Stealth › Hunt': 'Hunt',
    'memory-rules.md#6. Health': "Assassins' health",
    'memory-rules.md#6. Health › Apprentices': 'Playing as an assassin apprentice',
    'memory-rules.md#8. Bosses': 'Boss',
    'memory-rules.md#9. Special memory rules › Escort': 'Escort',
    'memory-rules.md#9. Special memory rules › Collapse': 'Collapse',
    'memory-rules.md#9. Special memory rules › Time limit': 'Time limit',
    'memory-rules.md#9. Special memory rules › Leonardo da Vinci\'s machines': "Leonardo da Vinci's machines",
    'memory-rules.md#9. Special memory rules › Restricted area': 'Restricted area',
    'memory-rules.md#9. Special memory rules › Two maps side by side': 'Playing on two maps side by side',
    'campaign-and-hq.md#2. Diary of Memories, XP and 100% sync': 'Diary of Memories and XP',
    'campaign-and-hq.md#3. Villa (before the HQ)': 'Villa',
    'campaign-and-hq.md#4. Changing the number of players': 'Adjusting the number of players',
    'campaign-and-hq.md#5. Levels and skills': 'Leveling up and skills',
    'campaign-and-hq.md#6. Headquarters (HQ) › First assignment (first time at the HQ)': 'HQ assignment step',
    'campaign-and-hq.md#6. Headquarters (HQ) › Assignment step (from memory 1.2 on)': 'HQ assignment step',
    'campaign-and-hq.md#6. Headquarters (HQ) › Capacities': 'HQ assignment step',
    'campaign-and-hq.md#6. Headquarters (HQ) › Resolution step (order is fixed)': 'HQ steps resolution',
    'campaign-and-hq.md#6. Headquarters (HQ) › Blueprints': 'Blueprint cards',
    'campaign-and-hq.md#7. Saving the game': 'Saving the game',
  },
  families: {
    SYNC: '100% sync',
    DIFF: 'Difficulty of the game',
    OPT: 'Optional memory',
    // SAVEG-1 / SRC-9: the failed-memory housekeeping is "steps 1 and 3 of rule 6".
    REPLAY: 'Failed memory',
    FAIL: 'Failed memory',
  },
  ids: {
    'STL-1': 'Incognito',
    'STL-6': 'Incognito',
    'EQP-5': 'Equipment',
    'EQP-6': 'Armor',
    'TWO-1': 'Setting up two maps side by side',
    'CMP-3': 'Choosing an assassin',
    'CMP-5': 'Optional memory',
    'HQ-GEN-3': 'HQ assignment step',
    'HQ-GEN-4': 'HQ steps resolution',
  },
};

/** `HQ-CMD-4` → `HQ-CMD`; `MOV-9c` → `MOV`. */
export function familyOf(id) {
  return id.replace(/-\d+[a-z]?$/, '');
}

/** Compares ids family first, then by number, so `GEN-2` sorts before `GEN-10`. */
export function compareRuleIds(a, b) {
  const parse = (id) => {
    const match = /^(.*)-(\d+)([a-z]?)$/.exec(id);
    return match ? [match[1], Number(match[2]), match[3]] : [id, 0, ''];
  };
  const [fa, na, la] = parse(a);
  const [fb, nb, lb] = parse(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  if (na !== nb) return na - nb;
  return la < lb ? -1 : la > lb ? 1 : 0;
}

/** `" (nearby)."` → `nearby`; a bare marker such as `" [AMB]."` is no title. */
function cleanTitle(raw) {
  const title = raw
    .replace(/[*`]/g, '')
    .replace(/^[\s.:]+|[\s.:]+$/g, '')
    .replace(/^\[[^\]]*\]$/, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return title === '' ? undefined : title;
}

function tableCells(line) {
  const match = TABLE_ROW.exec(line);
  return match ? match[1].split('|').map((cell) => cell.trim()) : null;
}

/** Number → title from README.md's "Final rulebook numbering" table (three pairs per row). */
export function readRulebookNumbering(readmeText) {
  const numberOf = new Map();
  const start = readmeText.indexOf('## Final rulebook numbering');
  if (start < 0) return numberOf;
  for (const line of readmeText.slice(start).split('\n').slice(1)) {
    if (/^#/.test(line)) break;
    const cells = tableCells(line);
    if (!cells) continue;
    for (let i = 0; i + 1 < cells.length; i += 2) {
      if (/^\d+$/.test(cells[i])) numberOf.set(cells[i + 1], Number(cells[i]));
    }
  }
  return numberOf;
}

/** Every rule defined in one digest file, in file order. */
export function parseDigestFile(file, text) {
  const rules = [];
  const headings = [];
  let idColumnTable = false;
  let tableHeader = [];
  let open = null; // the bold-bullet rule whose continuation lines are being read
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      open = null;
      const level = heading[1].length;
      while (headings.length && headings[headings.length - 1].level >= level) headings.pop();
      headings.push({ level, text: heading[2] });
      continue;
    }
    // The file's own title (level 1) says which file, not which section.
    const section = headings.filter((h) => h.level > 1).map((h) => h.text).join(' › ');

    const cells = tableCells(line);
    if (cells) {
      open = null;
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      if (!idColumnTable && cells[0] === 'Id') {
        idColumnTable = true;
        tableHeader = cells;
        continue;
      }
      if (idColumnTable && WHOLE_ID.test(cells[0])) {
        // The second column names the row (Item, Topic, Card…) except in one-column fact lists.
        const title = tableHeader[1] === 'Fact' ? undefined : cleanTitle(cells[1] ?? '');
        rules.push({ id: cells[0], file, section, title });
      }
      continue;
    }
    idColumnTable = false;

    const bold = BOLD_DEFINITION.exec(line);
    if (bold) {
      const ids = bold[1].split('/').map((id) => id.trim());
      const title = cleanTitle(bold[2]);
      const defined = ids.map((id) => ({ id, file, section, title, body: line.slice(bold[0].length) }));
      rules.push(...defined);
      open = defined;
      continue;
    }
    const colon = COLON_DEFINITION.exec(line);
    if (colon) {
      rules.push({ id: colon[1], file, section });
      open = null;
      continue;
    }
    // Continuation lines of a bullet are indented; anything else closes it.
    if (open && /^\s+\S/.test(line)) {
      for (const rule of open) rule.body += `\n${line}`;
    } else {
      open = null;
    }
  }
  return rules.map(({ body, ...rule }) => {
    const letters = body ? [...new Set([...body.matchAll(SUB_ITEM)].map((m) => m[1]))] : [];
    // Only a run starting at (a) is a list of sub-items; a stray "(e)" is prose.
    const subItems = letters[0] === 'a' ? letters.sort() : [];
    return subItems.length ? { ...rule, subItems } : rule;
  });
}

/**
 * The families README.md lists ("Id families: `GEN SET …` (memory-rules.md); …"), other games'
 * left out. `HQ-*` stands for every `HQ-…` family.
 */
export function readListedFamilies(readmeText) {
  const start = readmeText.indexOf('Id families:');
  if (start < 0) return [];
  const paragraph = readmeText.slice(start, readmeText.indexOf('\n\n', start));
  return [...paragraph.matchAll(/`([^`]+)`\s*\(([^)]+)\)/g)]
    .filter(([, , file]) => !OTHER_GAMES.has(file.trim()))
    .flatMap(([, families]) => families.trim().split(/\s+/));
}

/**
 * The parser reads ids from the digest's wording; this cross-check against README.md's family
 * list catches a definition style it does not know (a listed family with no ids) or a stray
 * token taken for an id (a family nobody listed).
 */
function assertFamiliesMatchReadme(rules, listed) {
  if (listed.length === 0) return;
  const covers = (pattern, family) => (pattern.endsWith('-*') ? family.startsWith(pattern.slice(0, -1)) : family === pattern);
  const families = [...new Set(rules.map((rule) => rule.family))];
  const unlisted = families.filter((family) => !listed.some((pattern) => covers(pattern, family)));
  const empty = listed.filter((pattern) => !families.some((family) => covers(pattern, family)));
  if (unlisted.length || empty.length) {
    throw new Error(
      `rule-ids: the ids read do not match README.md's family list` +
        (unlisted.length ? `; families not listed there: ${unlisted.join(', ')}` : '') +
        (empty.length ? `; listed families with no id found: ${empty.join(', ')}` : ''),
    );
  }
}

/** `a › b › c` → [`a › b › c`, `a › b`, `a`]: a sub-heading inherits its parent's number. */
function sectionAndAncestors(section) {
  const parts = section.split(' › ');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join(' › '));
}

function rulebookSectionOf(rule, numberOf, usedKeys) {
  const keys = [
    `ids:${rule.id}`,
    `families:${familyOf(rule.id)}`,
    ...sectionAndAncestors(rule.section).map((section) => `sections:${rule.file}#${section}`),
  ];
  const key = keys.find((k) => {
    const [table, name] = splitKey(k);
    return Object.hasOwn(RULEBOOK_TITLE_OF[table], name);
  });
  if (key === undefined) return undefined;
  usedKeys.add(key);
  const [table, name] = splitKey(key);
  const title = RULEBOOK_TITLE_OF[table][name];
  const number = numberOf.get(title);
  if (number === undefined) {
    throw new Error(`rule-ids: "${title}" (for ${rule.id}) is not in README.md's "Final rulebook numbering" table`);
  }
  return number;
}

function splitKey(key) {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

/** A key that matches no rule means the digest renamed a heading or dropped an id: say so. */
function assertEveryMappingUsed(usedKeys) {
  const unused = Object.entries(RULEBOOK_TITLE_OF)
    .flatMap(([table, entries]) => Object.keys(entries).map((name) => `${table}:${name}`))
    .filter((key) => !usedKeys.has(key));
  if (unused.length) {
    throw new Error(`rule-ids: these rulebook-number mappings match no rule of the digest any more: ${unused.join(', ')}`);
  }
}

/** The digest's files this project reads: every .md except other games'. */
export function digestFiles(dir = rulesDir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !OTHER_GAMES.has(name))
    .sort();
}

export function digestExists(dir = rulesDir) {
  return existsSync(join(dir, 'README.md'));
}

/**
 * Every rule id of the digest, sorted, one entry each:
 * `{ id, family, file, section, rulebookSection?, title?, subItems? }`.
 * Throws when an id is defined twice (a citation could not say which it means), when a
 * rulebook-number mapping below matches nothing, or when the families read differ from the
 * README's list.
 */
export function readDigest(dir = rulesDir) {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  const numberOf = readRulebookNumbering(readme);
  const byId = new Map();
  const usedKeys = new Set();
  for (const file of digestFiles(dir)) {
    for (const rule of parseDigestFile(file, readFileSync(join(dir, file), 'utf8'))) {
      const earlier = byId.get(rule.id);
      if (earlier) {
        throw new Error(`rule-ids: ${rule.id} is defined twice (${earlier.file} "${earlier.section}" and ${rule.file} "${rule.section}")`);
      }
      const rulebookSection = rulebookSectionOf(rule, numberOf, usedKeys);
      // Fixed key order keeps the JSON stable and readable.
      byId.set(rule.id, {
        id: rule.id,
        family: familyOf(rule.id),
        file: rule.file,
        section: rule.section,
        ...(rulebookSection !== undefined && { rulebookSection }),
        ...(rule.title !== undefined && { title: rule.title }),
        ...(rule.subItems && { subItems: rule.subItems }),
      });
    }
  }
  assertEveryMappingUsed(usedKeys);
  assertFamiliesMatchReadme([...byId.values()], readListedFamilies(readme));
  return [...byId.values()].sort((a, b) => compareRuleIds(a.id, b.id));
}

/** The exact text committed as shared/rule-ids/rule-ids.json: one line per id, so a diff shows which rules changed. */
export function serializeRuleIds(rules) {
  return `[\n${rules.map((rule) => `  ${JSON.stringify(rule)}`).join(',\n')}\n]\n`;
}
