/**
 * The titles of the tests and suites a test file declares, read from its source without running
 * it: `it('…')`, `test('…')` (vitest and Playwright), `describe('…')`, `test.describe('…')`.
 * `npm run rules:coverage` counts a rule as tested only when a test's own title cites it, so it
 * needs to tell a test's title from a suite title, a comment or a string in the test's body.
 *
 * A small tokenizer (comments, strings, template literals with `${…}`, regular expressions) keeps
 * an `it(` inside a string or a comment from being read as a test. Then each call whose callee is
 * `it`, `test`, `describe` or `suite`, optionally with modifiers (`it.only`, `it.skipIf(c)`,
 * `it.each(table)`, `test.describe.serial`), is read; its first argument, when it is string
 * literals (joined by `+`) or a template literal, is the title. A template's `${…}` parts are
 * unknown until the test runs and read as a blank.
 *
 * Kinds: `test` (an `it`/`test` that runs), `describe` (a suite), `skipped` (`.skip`, `.todo`,
 * `.fixme`: declared, not run, so it tests nothing), `step` (Playwright's `test.step`, a part of
 * a test's body). `it.each(table)('%s …')`: a title with a placeholder takes its text from the
 * table, so the table's string literals are kept as `tableText`; which column a placeholder
 * prints is not worked out, an approximation that only ever counts ids the table names.
 */

const TEST_CALLEES = new Set(['it', 'test']);
const SUITE_CALLEES = new Set(['describe', 'suite']);
/** Modifiers that still run the test (or suite). */
const RUNNING_MODIFIERS = new Set(['only', 'concurrent', 'sequential', 'each', 'skipIf', 'runIf', 'fails', 'serial', 'parallel', 'shuffle']);
const NOT_RUN_MODIFIERS = new Set(['skip', 'todo', 'fixme']);
/** After these a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);
const PLACEHOLDER = /%[sdifjoOc#%]|\$[A-Za-z_#]/;

/**
 * Tokens of a TypeScript source: `{ type, value, line }` with type `word`, `punct`, `string`
 * (value: its text), `template` (value: its static text, `${…}` parts as a blank) or `regex`.
 * Whitespace and comments are dropped.
 */
export function tokenize(text) {
  const tokens = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  /** Open `${` of templates, so the `}` that closes one resumes the template's text. */
  const braceDepths = [];
  let depth = 0;

  const previousAllowsRegex = () => {
    const last = tokens.at(-1);
    if (!last) return true;
    if (last.type === 'punct') return !(last.value === ')' || last.value === ']' || last.value === '}');
    if (last.type === 'word') return REGEX_AFTER_WORDS.has(last.value);
    return false;
  };

  /** Templates whose `${…}` is being read, innermost last. */
  const openTemplates = [];

  /**
   * Reads a template's text from `i` (just after a backtick or the `}` closing a `${…}`) into
   * `token`, up to its closing backtick (then `token.end` is the index after the tokens of its
   * `${…}` parts) or the next `${`.
   */
  const readTemplate = (token) => {
    while (i < n) {
      const c = text[i];
      if (c === '\\') {
        token.value += text[i + 1] ?? '';
        if (text[i + 1] === '\n') line++;
        i += 2;
        continue;
      }
      if (c === '`') {
        i++;
        token.end = tokens.length;
        return;
      }
      if (c === '$' && text[i + 1] === '{') {
        i += 2;
        token.value += ' ';
        braceDepths.push(depth);
        depth++;
        openTemplates.push(token);
        return;
      }
      if (c === '\n') line++;
      token.value += c;
      i++;
    }
    token.end = tokens.length;
  };

  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      for (let k = i; k < stop; k++) if (text[k] === '\n') line++;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      const startLine = line;
      let value = '';
      i++;
      while (i < n && text[i] !== c && text[i] !== '\n') {
        if (text[i] === '\\') {
          value += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        value += text[i];
        i++;
      }
      i++;
      tokens.push({ type: 'string', value, line: startLine });
      continue;
    }
    if (c === '`') {
      i++;
      const token = { type: 'template', value: '', line };
      tokens.push(token);
      readTemplate(token);
      continue;
    }
    if (c === '}' && braceDepths.length > 0 && braceDepths.at(-1) === depth - 1) {
      braceDepths.pop();
      depth--;
      i++;
      readTemplate(openTemplates.pop());
      continue;
    }
    if (c === '/' && previousAllowsRegex()) {
      let inClass = false;
      i++;
      while (i < n && text[i] !== '\n') {
        if (text[i] === '\\') {
          i += 2;
          continue;
        }
        if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        else if (text[i] === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < n && /[a-z]/.test(text[i])) i++;
      tokens.push({ type: 'regex', value: '', line });
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      let end = i + 1;
      while (end < n && /[\w$]/.test(text[end])) end++;
      tokens.push({ type: 'word', value: text.slice(i, end), line });
      i = end;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let end = i + 1;
      while (end < n && /[\w.]/.test(text[end])) end++;
      tokens.push({ type: 'number', value: text.slice(i, end), line });
      i = end;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') depth--;
    tokens.push({ type: 'punct', value: c, line });
    i++;
  }
  return tokens;
}

const OPENERS = { '(': ')', '[': ']', '{': '}' };

/** Index just past the bracket group opening at `start`. */
function skipGroup(tokens, start) {
  const stack = [];
  for (let k = start; k < tokens.length; k++) {
    const token = tokens[k];
    if (token.type !== 'punct') continue;
    if (OPENERS[token.value]) stack.push(OPENERS[token.value]);
    else if (token.value === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return k + 1;
    }
  }
  return tokens.length;
}

/** Index just past `<…>` type arguments opening at `start` (`it.each<[string, number]>(…)`). */
function skipTypeArguments(tokens, start) {
  let level = 0;
  for (let k = start; k < tokens.length; k++) {
    const token = tokens[k];
    if (token.type === 'punct' && OPENERS[token.value]) {
      k = skipGroup(tokens, k) - 1;
      continue;
    }
    if (token.type !== 'punct') continue;
    if (token.value === '<') level++;
    else if (token.value === '>' && --level === 0) return k + 1;
  }
  return tokens.length;
}

/** The title a call's first argument spells, when it is string literals joined by `+` or one template. */
function literalArgument(tokens, start) {
  const parts = [];
  let k = start;
  for (;;) {
    const token = tokens[k];
    if (!token || (token.type !== 'string' && token.type !== 'template')) return null;
    parts.push(token.value);
    k = token.type === 'template' ? token.end : k + 1;
    const next = tokens[k];
    if (next?.type === 'punct' && next.value === '+') {
      k++;
      continue;
    }
    if (next?.type === 'punct' && (next.value === ',' || next.value === ')')) return parts.join('');
    return null;
  }
}

/** The string literals inside a group (an `each` table), joined by newlines. */
function stringsIn(tokens, from, to) {
  return tokens
    .slice(from, to)
    .filter((token) => token.type === 'string' || token.type === 'template')
    .map((token) => token.value)
    .join('\n');
}

/**
 * Every test and suite title a source declares: `{ kind, title, line, tableText? }`, in source
 * order (`kind`: `test`, `describe`, `skipped` or `step`; `line` of the title).
 */
export function testTitles(text) {
  const tokens = tokenize(text);
  const titles = [];
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token.type !== 'word' || !(TEST_CALLEES.has(token.value) || SUITE_CALLEES.has(token.value))) continue;
    const before = tokens[k - 1];
    if (before?.type === 'punct' && before.value === '.') continue;
    if (before?.type === 'word' && (before.value === 'function' || before.value === 'const' || before.value === 'let' || before.value === 'var')) continue;
    const members = [];
    let table = null;
    let at = k + 1;
    let call = -1;
    while (at < tokens.length) {
      const next = tokens[at];
      if (next.type === 'punct' && next.value === '.' && tokens[at + 1]?.type === 'word') {
        members.push(tokens[at + 1].value);
        at += 2;
        continue;
      }
      if (next.type === 'punct' && next.value === '<' && members.at(-1) === 'each') {
        at = skipTypeArguments(tokens, at);
        continue;
      }
      if (next.type === 'punct' && next.value === '(') {
        const end = skipGroup(tokens, at);
        if (tokens[end]?.type === 'punct' && tokens[end].value === '(') {
          // A modifier call (`skipIf(c)`, `each(table)`) returns the test function.
          if (members.at(-1) === 'each') table = [at, end];
          at = end;
          continue;
        }
        call = at;
      }
      break;
    }
    if (call < 0) continue;
    const title = literalArgument(tokens, call + 1);
    if (title === null) continue;
    const known = members.every((member) => RUNNING_MODIFIERS.has(member) || NOT_RUN_MODIFIERS.has(member) || member === 'describe' || member === 'step');
    if (!known) continue;
    let kind;
    if (SUITE_CALLEES.has(token.value) || members.includes('describe')) kind = 'describe';
    else if (members.includes('step')) kind = 'step';
    else if (members.some((member) => NOT_RUN_MODIFIERS.has(member))) kind = 'skipped';
    else kind = 'test';
    const entry = { kind, title, line: tokens[call + 1].line };
    if (table && PLACEHOLDER.test(title)) entry.tableText = stringsIn(tokens, table[0], table[1]);
    titles.push(entry);
  }
  return titles;
}
