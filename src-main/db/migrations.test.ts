import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../app-paths.js';
import { loadMigrations } from './migrations.js';
import { appRoot, tempDir } from '../test-support/temp-core.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function folderWith(files: Record<string, string>): string {
  const temp = tempDir('bov-migrations-');
  cleanups.push(temp.cleanup);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(temp.dir, name), sql);
  return temp.dir;
}

describe('loadMigrations', () => {
  it("reads the app's own migrations in order, starting at 1", () => {
    const migrations = loadMigrations(migrationsDir(appRoot));
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations[0]).toMatchObject({ version: 1, name: 'initial' });
    expect(migrations[0]!.sql).toContain('CREATE TABLE campaigns');
  });

  it('sorts by number, not by the order the folder lists them, and ignores non-SQL files', () => {
    const dir = folderWith({ '002-second.sql': 'SELECT 2;', '001-first.sql': 'SELECT 1;', 'README.md': 'notes' });
    expect(loadMigrations(dir).map((m) => [m.version, m.name])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it('refuses a gap in the numbering', () => {
    const dir = folderWith({ '001-first.sql': 'SELECT 1;', '003-third.sql': 'SELECT 3;' });
    expect(() => loadMigrations(dir)).toThrow(/out of sequence/);
  });

  it('refuses a numbering that does not start at 1', () => {
    const dir = folderWith({ '002-second.sql': 'SELECT 2;' });
    expect(() => loadMigrations(dir)).toThrow(/out of sequence/);
  });

  it('refuses two migrations with the same number', () => {
    const dir = folderWith({ '001-first.sql': 'SELECT 1;', '001-again.sql': 'SELECT 1;' });
    expect(() => loadMigrations(dir)).toThrow(/out of sequence/);
  });

  it.each(['1-first.sql', '001_first.sql', '001-First.sql', '0001-first.sql', '001-.sql'])('refuses the badly named file %s', (name) => {
    const dir = folderWith({ [name]: 'SELECT 1;' });
    expect(() => loadMigrations(dir)).toThrow(/does not look like/);
  });
});
