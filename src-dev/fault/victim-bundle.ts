import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { appRoot } from '../../src-main/test-support/temp-core.js';

/**
 * Bundles a fault-suite victim (a small program that runs the app core until it is killed)
 * into one ESM file a child `node` can run. The bundle sits inside the project, so its bare
 * imports (better-sqlite3, zod…) resolve from node_modules and findAppRoot finds the
 * migrations; its name carries the pid, so two test runs at once never share one.
 */
export async function bundleVictim(entry: string): Promise<{ path: string; remove: () => void }> {
  const dir = join(appRoot, 'node_modules', '.cache', 'bov-fault');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: path,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return { path, remove: () => rmSync(path, { force: true }) };
}
