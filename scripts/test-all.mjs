#!/usr/bin/env node
// `npm test`: every check a submission must pass, in order, with one summary at the end.
// Lint (layering + types) first because it is fastest to fail; e2e last because it needs
// the built app. The closing line "N passed, N failed, N skipped" is what CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** What each failed test said, repeated at the very end: CI keeps only the last lines of a run. */
const reasons = [];

// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLines = (text, count = 6) => plain(text).split('\n').filter((line) => line.trim() !== '').slice(0, count).map((line) => `    ${line.trimEnd()}`);

function unitReasons(report) {
  for (const file of report.testResults ?? []) {
    for (const result of file.assertionResults ?? []) {
      if (result.status !== 'failed') continue;
      reasons.push(`unit: ${result.fullName ?? result.title} (${file.name})`, ...firstLines((result.failureMessages ?? []).join('\n')));
    }
  }
}

function e2eReasons(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      reasons.push(`e2e: ${[...here, spec.title].join(' › ')} (line ${spec.line})`);
      for (const error of last?.errors ?? []) {
        // Which step of the spec failed: the message alone does not say when a spec has two like it.
        const where = error.location ? [`    at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line}`] : [];
        reasons.push(...where, ...firstLines(error.message, 8));
      }
    }
  }
  for (const child of suite.suites ?? []) e2eReasons(child, here);
}

/**
 * Runs one check. A check without a report of its own (`tail`: lint, build, size) has its output
 * kept too, so that when it fails its last lines join the digest at the end.
 */
function step(title, command, args, { tail = false } = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, tail ? { stdio: ['inherit', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } : { stdio: 'inherit' });
  if (tail) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  if (result.status !== 0) {
    failures.push(`${title} (exit ${result.status ?? result.signal})`);
    if (tail) {
      const lines = plain(`${result.stdout ?? ''}\n${result.stderr ?? ''}`).split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      reasons.push(`${title}:`, ...lines.slice(-15).map((line) => `    ${line.trimEnd()}`));
    }
  }
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });

step('native module for Node', 'node', ['scripts/ensure-native.mjs', 'node'], { tail: true });
step('lint (layering and types)', 'npm', ['run', '--silent', 'lint'], { tail: true });

rmSync('test-results/unit.json', { force: true });
step('unit and property tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
  unitReasons(unit);
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${unit.numPendingTests} skipped`);
} else {
  failures.push('unit tests wrote no report');
}

if (!existsSync(chromium)) {
  failures.push(`end-to-end tests need Chromium at ${chromium} (Debian: apt-get install -y chromium; .ci/run does this)`);
} else if (step('build', 'npm', ['run', '--silent', 'build'], { tail: true })) {
  step('first screen script size', 'node', ['scripts/check-entry-size.mjs'], { tail: true });
  rmSync('test-results/e2e.json', { force: true });
  step('end-to-end tests', 'npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e.json');
  if (e2e) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats ?? {};
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    totals.skipped += skipped;
    for (const suite of e2e.suites ?? []) e2eReasons(suite);
    for (const error of e2e.errors ?? []) reasons.push('e2e: outside any test', ...firstLines(error.message));
    console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  } else {
    failures.push('end-to-end tests wrote no report');
  }
}

console.log('');
if (reasons.length > 0) {
  console.log('Why the failed tests failed (first lines; the full report is above):');
  for (const line of reasons.slice(0, 60)) console.log(line);
  console.log('');
}
for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
