#!/usr/bin/env node
/**
 * Usage: node scripts/ensure-native.mjs <node|electron>
 *
 * better-sqlite3 is a native addon compiled for exactly one ABI: Node's (unit tests, the
 * loopback bridge) or Electron's (the desktop app). Switching between them otherwise
 * fails at startup with a NODE_MODULE_VERSION error, so this checks that the addon loads
 * in the runtime about to be used and rebuilds it when it was compiled for the other one.
 * It prints one line saying what it did, or exits non-zero explaining what is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const onWindows = process.platform === 'win32';

// Runs inside the target runtime from the project root, so require() finds node_modules.
const PROBE = "const Database = require('better-sqlite3'); new Database(':memory:').close(); process.stdout.write(process.versions.modules);";

// Errors a rebuild fixes: built for another ABI, or a previous build left no binary at all.
const REBUILD_FIXES = /NODE_MODULE_VERSION|was compiled against a different|Could not locate the bindings file/;

function fail(message) {
  console.error(`ensure-native: ${message}`);
  process.exit(1);
}

/** The Electron executable the `electron` package would start, without requiring the package (which downloads when it is missing). */
function electronBinary() {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

function runtimeFor(target) {
  if (target === 'node') {
    return {
      command: process.execPath,
      env: process.env,
      // Compiled from source (.prebuild-installrc), never downloaded.
      rebuild: ['npm', ['rebuild', 'better-sqlite3']],
    };
  }
  if (target === 'electron') {
    const binary = electronBinary();
    if (binary === null) {
      fail('the Electron binary is not installed (node_modules/electron/path.txt and dist/), so there is nothing to build better-sqlite3 for.');
    }
    return {
      command: binary,
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
      rebuild: ['npx', ['electron-builder', 'install-app-deps']],
    };
  }
  return fail(`unknown runtime "${target ?? ''}". Usage: node scripts/ensure-native.mjs <node|electron>`);
}

function probe(runtime) {
  const result = spawnSync(runtime.command, ['-e', PROBE], { cwd: root, env: runtime.env, encoding: 'utf8', timeout: 60_000 });
  if (result.status === 0) return { loads: true, abi: result.stdout.trim() };
  return { loads: false, error: `${result.stderr ?? ''}${result.error?.message ?? ''}`.trim() };
}

const target = process.argv[2];
const runtime = runtimeFor(target);

const before = probe(runtime);
if (before.loads) {
  console.log(`better-sqlite3 already loads in ${target} (ABI ${before.abi}); nothing rebuilt.`);
  process.exit(0);
}
if (!REBUILD_FIXES.test(before.error)) {
  fail(`better-sqlite3 does not load in ${target}, and rebuilding it would not help:\n${before.error}`);
}

const [command, args] = runtime.rebuild;
const rebuild = spawnSync(command, args, { cwd: root, encoding: 'utf8', shell: onWindows, maxBuffer: 64 * 1024 * 1024 });
if (rebuild.status !== 0) {
  fail(`rebuilding better-sqlite3 for ${target} failed (${command} ${args.join(' ')}):\n${rebuild.stderr || rebuild.stdout || rebuild.error?.message || ''}`.trim());
}

const after = probe(runtime);
if (!after.loads) {
  fail(`better-sqlite3 was rebuilt for ${target} but still does not load:\n${after.error}`);
}
const cause = /Could not locate the bindings file/.test(before.error) ? 'had no compiled binary' : 'was built for another runtime';
console.log(`better-sqlite3 ${cause}; rebuilt it for ${target} (ABI ${after.abi}).`);
