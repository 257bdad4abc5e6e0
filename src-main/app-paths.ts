import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root (where package.json, db/ and the built renderer live), found from
 * this file's own location so it works from source (tests), from out/ and when packaged.
 */
export function findAppRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'db', 'migrations'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the app's folder above ${from}.`);
    dir = parent;
  }
}

export function appVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

export const migrationsDir = (root: string) => join(root, 'db', 'migrations');
export const rendererDir = (root: string) => join(root, 'out', 'renderer');
