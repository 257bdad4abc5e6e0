#!/usr/bin/env node
/**
 * `npm run build:main`: bundles each main-process entry point into out/main, keeping its
 * path (src-main/hosts/web/cli.ts → out/main/hosts/web/cli.js). Entries whose source does
 * not exist are skipped, so the build works while hosts are still being written.
 */
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'src-main');
const outDir = join(root, 'out', 'main');

const shared = {
  absWorkingDir: root,
  outbase: sourceDir,
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

const targets = [
  {
    // Node-side entries: node_modules stay external, so better-sqlite3's native addon and
    // each package's own files load from node_modules at run time, and import.meta.url
    // still points at the built file (findAppRoot walks up from it).
    label: 'ESM',
    entries: ['hosts/electron/main.ts', 'hosts/web/cli.ts', 'bench/run-bench.ts', 'fault/fault-writer.ts'],
    options: { format: 'esm', packages: 'external' },
  },
  {
    // A sandboxed preload can require nothing but 'electron', so everything else it uses
    // is bundled in; CommonJS because Electron's sandboxed preloads cannot be ES modules.
    label: 'CommonJS preload',
    entries: ['hosts/electron/preload.ts'],
    options: { format: 'cjs', external: ['electron'], outExtension: { '.js': '.cjs' } },
  },
];

// Stale bundles of an entry that no longer exists must not linger and be run by mistake.
rmSync(outDir, { recursive: true, force: true });

let built = 0;
for (const target of targets) {
  const present = target.entries.map((entry) => join(sourceDir, entry)).filter((file) => existsSync(file));
  const missing = target.entries.filter((entry) => !existsSync(join(sourceDir, entry)));
  for (const entry of missing) console.log(`build-main: skipped src-main/${entry} (not written yet)`);
  if (present.length === 0) continue;
  try {
    await build({ ...shared, ...target.options, entryPoints: present });
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
console.log(`build-main: ${built} entry point${built === 1 ? '' : 's'} bundled into ${relative(root, outDir)}/`);
