#!/usr/bin/env node
/**
 * `npm run build:main`: bundles each main-process entry point into out/main, keeping its
 * path (src-main/hosts/web/cli.ts → out/main/hosts/web/cli.js), and the developers' tools
 * that production never runs into out/dev (src-dev/bench/run-bench.ts → out/dev/bench/run-bench.js).
 * Entries whose source does not exist are skipped, so the build works while hosts are still
 * being written.
 */
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

// Node-side entries: node_modules stay external, so better-sqlite3's native addon and each
// package's own files load from node_modules at run time, and import.meta.url still points at
// the built file (findAppRoot walks up from it).
const nodeEsm = { format: 'esm', packages: 'external' };

const targets = [
  { label: 'ESM', source: 'src-main', out: 'out/main', entries: ['hosts/electron/main.ts', 'hosts/web/cli.ts'], options: nodeEsm },
  {
    // A sandboxed preload can require nothing but 'electron', so everything else it uses
    // is bundled in; CommonJS because Electron's sandboxed preloads cannot be ES modules.
    label: 'CommonJS preload',
    source: 'src-main',
    out: 'out/main',
    entries: ['hosts/electron/preload.ts'],
    options: { format: 'cjs', external: ['electron'], outExtension: { '.js': '.cjs' } },
  },
  { label: 'developers’ tools (ESM)', source: 'src-dev', out: 'out/dev', entries: ['bench/run-bench.ts'], options: nodeEsm },
];

// Stale bundles of an entry that no longer exists must not linger and be run by mistake.
for (const out of new Set(targets.map((target) => target.out))) rmSync(join(root, out), { recursive: true, force: true });

let built = 0;
for (const target of targets) {
  const sourceDir = join(root, target.source);
  const present = target.entries.map((entry) => join(sourceDir, entry)).filter((file) => existsSync(file));
  const missing = target.entries.filter((entry) => !existsSync(join(sourceDir, entry)));
  for (const entry of missing) console.log(`build-main: skipped ${target.source}/${entry} (not written yet)`);
  if (present.length === 0) continue;
  try {
    await build({ ...shared, ...target.options, outbase: sourceDir, outdir: join(root, target.out), entryPoints: present });
  } catch {
    // esbuild has already printed the errors with file and line.
    console.error(`build-main: the ${target.label} build failed.`);
    process.exit(1);
  }
  built += present.length;
  for (const file of present) console.log(`build-main: ${relative(root, file)} (${target.label})`);
}

if (built === 0) {
  console.error('build-main: no entry point exists under src-main/.');
  process.exit(1);
}
console.log(`build-main: ${built} entry point${built === 1 ? '' : 's'} bundled into out/main/ and out/dev/`);
