import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../app-paths.js';
import { appRoot, tempDir } from './temp-core.js';

/** The name and SQL of a migration file a test adds after the app's real ones. */
export interface ExtraMigration {
  file: string;
  sql: string;
}

/**
 * A migrations folder holding the first `realCount` of the app's own migrations followed by
 * synthetic ones, so a failing migration can be tested after the real ones.
 */
export function migrationsDirWith(realCount: number, extra: readonly ExtraMigration[] = []): { dir: string; cleanup: () => void } {
  const temp = tempDir('bov-migrations-');
  const real = readdirSync(migrationsDir(appRoot))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .slice(0, realCount);
  for (const file of real) copyFileSync(join(migrationsDir(appRoot), file), join(temp.dir, file));
  for (const { file, sql } of extra) writeFileSync(join(temp.dir, file), sql);
  return temp;
}
